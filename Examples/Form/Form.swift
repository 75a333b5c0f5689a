import XUIKit

/// A unit-converter form laid out only with Auto Layout anchors and stack views, as a UIKit
/// developer writes one: no frame is computed by hand. Resize the window and the form follows;
/// the window cannot be made smaller than the form's compressed fitting size.
///
/// Prints one line per action and one per new layout, so a test (or you) can watch it from a
/// terminal: `converted 12 km = 7.46 mi`, `rounding on`, `decimals 1`, `layout 420x300 convert=(…)`.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 420, height: 300))
        window.title = "Form"
        window.rootViewController = FormViewController()
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

final class FormViewController: UIViewController {
    private let titleLabel = UILabel()
    private let kilometresField = UITextField()
    private let milesLabel = UILabel()
    private let roundingSwitch = UISwitch()
    private let decimalsControl = UISegmentedControl(items: ["0", "1", "2"])
    private let convertButton = UIButton(type: .system)
    private var form: UIStackView!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        titleLabel.text = "Kilometres to miles"
        titleLabel.font = .boldSystemFont(ofSize: 20)

        kilometresField.placeholder = "Kilometres"
        kilometresField.borderStyle = .roundedRect
        kilometresField.text = "12"
        kilometresField.accessibilityIdentifier = "kilometres"
        milesLabel.text = "— mi"
        milesLabel.textAlignment = .right

        let distanceRow = row(label: "Distance", kilometresField)
        let roundingRow = row(label: "Round to whole miles", roundingSwitch)
        // A switch keeps its own size; the label beside it takes the rest of the row.
        roundingSwitch.setContentHuggingPriority(.required, for: .horizontal)
        roundingSwitch.addTarget(nil, action: .roundingChanged, for: .valueChanged)
        // A switch has no text of its own: name it for assistive technology and tests.
        roundingSwitch.accessibilityLabel = "Round to whole miles"
        roundingSwitch.accessibilityIdentifier = "rounding"

        decimalsControl.selectedSegmentIndex = 2
        decimalsControl.setContentHuggingPriority(.required, for: .horizontal)
        decimalsControl.addTarget(nil, action: .decimalsChanged, for: .valueChanged)
        let decimalsRow = row(label: "Decimals", decimalsControl)

        convertButton.setTitle("Convert", for: .normal)
        convertButton.accessibilityIdentifier = "convert"
        milesLabel.accessibilityIdentifier = "miles"
        convertButton.addTarget(nil, action: .convert, for: .touchUpInside)
        let buttonRow = UIStackView(arrangedSubviews: [milesLabel, convertButton])
        buttonRow.axis = .horizontal
        buttonRow.spacing = 12
        buttonRow.alignment = .firstBaseline

        form = UIStackView(arrangedSubviews: [titleLabel, distanceRow, roundingRow, decimalsRow, buttonRow])
        form.axis = .vertical
        form.spacing = 16
        form.setCustomSpacing(24, after: titleLabel)
        form.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(form)

        let margins = view.layoutMarginsGuide
        NSLayoutConstraint.activate([
            form.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            form.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            form.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 12),
            form.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor),
            kilometresField.widthAnchor.constraint(greaterThanOrEqualToConstant: 120),
        ])
    }

    /// A label on the left and a control on the right, the label keeping its natural width.
    private func row(label text: String, _ control: UIView) -> UIStackView {
        let label = UILabel()
        label.text = text
        label.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        let row = UIStackView(arrangedSubviews: [label, control])
        row.axis = .horizontal
        row.spacing = 12
        row.alignment = .center
        return row
    }

    private var lastLayout = ""

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // The stack views lay out after this (top-down, as in UIKit): settle them first.
        form.layoutIfNeeded()
        let f = convertButton.convert(convertButton.bounds, to: nil)
        let line = "layout \(Int(view.bounds.width))x\(Int(view.bounds.height)) convert=(\(Int(f.minX)), \(Int(f.minY)), \(Int(f.width)), \(Int(f.height)))"
        if line != lastLayout { lastLayout = line; print(line) }
    }

    func convert() {
        let kilometres = Double(kilometresField.text ?? "") ?? 0
        var miles = kilometres / 1.609344
        if roundingSwitch.isOn { miles = miles.rounded() }
        let decimals = roundingSwitch.isOn ? 0 : max(decimalsControl.selectedSegmentIndex, 0)
        let text = String(format: "%.\(decimals)f", miles)
        milesLabel.text = "\(text) mi"
        print("converted \(kilometresField.text ?? "") km = \(text) mi")
    }

    func decimalsChanged() {
        print("decimals \(decimalsControl.selectedSegmentIndex)")
    }

    func roundingChanged() {
        print("rounding \(roundingSwitch.isOn ? "on" : "off")")
    }
}

extension Selector {
    static let convert = Selector("convert", FormViewController.convert)
    static let decimalsChanged = Selector("decimalsChanged", FormViewController.decimalsChanged)
    static let roundingChanged = Selector("roundingChanged", FormViewController.roundingChanged)
}
