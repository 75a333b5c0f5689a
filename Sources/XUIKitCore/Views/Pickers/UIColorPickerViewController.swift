import Foundation

/// The object a colour picker tells about the user's choices.
///
/// Every method has a default. For each choice the picker calls
/// `colorPickerViewController(_:didSelect:continuously:)` and then the older
/// `colorPickerViewControllerDidSelectColor(_:)` (R26.17).
@preconcurrency @MainActor
public protocol UIColorPickerViewControllerDelegate: AnyObject {
    /// The user chose `color`; `continuously` while a slider is being dragged.
    func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool)
    /// The user chose a colour (iOS 14's method; `selectedColor` holds it).
    func colorPickerViewControllerDidSelectColor(_ viewController: UIColorPickerViewController)
    /// The picker was dismissed.
    func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController)
}

extension UIColorPickerViewControllerDelegate {
    /// Nothing.
    public func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool) {}
    /// Nothing.
    public func colorPickerViewControllerDidSelectColor(_ viewController: UIColorPickerViewController) {}
    /// Nothing.
    public func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController) {}
}

/// A view controller for choosing a colour: a grid of swatches (UIKit's Grid tab), sliders for
/// red, green, blue and (with `supportsAlpha`) opacity from 0 to 255, and a hex field (R26.16).
///
/// Present it yourself (UIKit presents it as a sheet or popover), or let a `UIColorWell` do it.
/// Setting `selectedColor` in code tells the delegate nothing (R26.17).
@preconcurrency @MainActor
open class UIColorPickerViewController: UIViewController {
    /// The colour chosen; white by default, as in UIKit.
    open var selectedColor: UIColor = .white { didSet { if isViewLoaded { showSelectedColor() } } }
    /// Whether the user can choose an opacity; true by default.
    open var supportsAlpha = true { didSet { if isViewLoaded { view.setNeedsLayout() } } }
    /// The object told about choices. Held weakly.
    open weak var delegate: UIColorPickerViewControllerDelegate?

    /// [IMPL] The picker's size in a popover.
    static let preferredSize = CGSize(width: 320, height: 440)

    let grid = ColorSwatchGridView()
    /// The red, green, blue and opacity sliders, 0 to 255.
    private(set) var sliders: [UISlider] = []
    private var sliderLabels: [UILabel] = []
    let hexField = UITextField()
    private let titleLabel = UILabel()

    /// A picker with white selected.
    public init() {
        super.init(nibName: nil, bundle: nil)
        preferredContentSize = UIColorPickerViewController.preferredSize
    }

    /// Archives are not supported: always nil.
    public required init?(coder: NSCoder) { return nil }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textAlignment = .center
        view.addSubview(titleLabel)
        grid.onPick = { [weak self] color in self?.userChose(color, continuously: false) }
        view.addSubview(grid)
        for name in ["Red", "Green", "Blue", "Opacity"] {
            let label = UILabel()
            label.text = name
            label.font = .systemFont(ofSize: 13)
            label.textColor = .secondaryLabel
            view.addSubview(label)
            sliderLabels.append(label)
            let slider = UISlider()
            slider.minimumValue = 0
            slider.maximumValue = 255
            slider.addAction(UIAction { [weak self, weak slider] _ in
                guard let self, let slider else { return }
                self.sliderMoved(continuously: slider.isTracking)
            }, for: .valueChanged)
            view.addSubview(slider)
            sliders.append(slider)
        }
        hexField.borderStyle = .roundedRect
        hexField.font = .monospacedDigitSystemFont(ofSize: 15, weight: .regular)
        hexField.addAction(UIAction { [weak self] _ in self?.hexEdited() }, for: [.editingDidEnd, .editingDidEndOnExit])
        view.addSubview(hexField)
        showSelectedColor()
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let width = view.bounds.width - 32
        var y: CGFloat = 12
        titleLabel.text = title
        titleLabel.frame = CGRect(x: 16, y: y, width: width, height: title == nil ? 0 : 24)
        y += title == nil ? 0 : 32
        grid.frame = CGRect(x: 16, y: y, width: width, height: (width * 10 / 12).rounded())
        y = grid.frame.maxY + 12
        for (index, slider) in sliders.enumerated() {
            let shown = index < 3 || supportsAlpha
            slider.isHidden = !shown
            sliderLabels[index].isHidden = !shown
            guard shown else { continue }
            sliderLabels[index].frame = CGRect(x: 16, y: y, width: 64, height: 28)
            slider.frame = CGRect(x: 84, y: y, width: width - 68, height: 28)
            y += 32
        }
        hexField.frame = CGRect(x: 16, y: y + 4, width: 120, height: 30)
    }

    /// Tells the delegate the picker was dismissed (R26.17).
    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if presentingViewController == nil { delegate?.colorPickerViewControllerDidFinish(self) }
    }

    // MARK: - Choosing

    /// The user chose `color`: it becomes `selectedColor` and the delegate hears it (R26.17).
    func userChose(_ color: UIColor, continuously: Bool) {
        let chosen = supportsAlpha ? color : color.withAlphaComponent(1)
        selectedColor = chosen
        delegate?.colorPickerViewController(self, didSelect: chosen, continuously: continuously)
        delegate?.colorPickerViewControllerDidSelectColor(self)
        colorWell?.pickerChose(chosen)
    }

    /// The colour well that presented this picker, if any.
    weak var colorWell: UIColorWell?

    private func sliderMoved(continuously: Bool) {
        let values = sliders.map { CGFloat($0.value) / 255 }
        userChose(UIColor(red: values[0], green: values[1], blue: values[2], alpha: supportsAlpha ? values[3] : 1),
                  continuously: continuously)
    }

    private func hexEdited() {
        guard let color = UIColorPickerViewController.color(hex: hexField.text ?? "") else {
            showSelectedColor()
            return
        }
        userChose(color, continuously: false)
    }

    private func showSelectedColor() {
        let components = UIColorPickerViewController.components(of: selectedColor, in: traitCollection)
        for (index, value) in [components.red, components.green, components.blue, components.alpha].enumerated() where index < sliders.count {
            sliders[index].value = Float((value * 255).rounded())
        }
        hexField.text = UIColorPickerViewController.hex(of: selectedColor, alpha: supportsAlpha, in: traitCollection)
    }

    // MARK: - Hex

    static func components(of color: UIColor, in traits: UITraitCollection) -> (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        color.resolvedColor(with: traits).getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        return (red, green, blue, alpha)
    }

    /// "RRGGBB", with "AA" after it when `alpha` and the colour is not opaque.
    static func hex(of color: UIColor, alpha: Bool, in traits: UITraitCollection) -> String {
        let parts = components(of: color, in: traits)
        var values = [parts.red, parts.green, parts.blue]
        if alpha, parts.alpha < 1 { values.append(parts.alpha) }
        return values.map { value -> String in
            let byte = String(Int((min(max(value, 0), 1) * 255).rounded()), radix: 16, uppercase: true)
            return byte.count == 1 ? "0" + byte : byte
        }.joined()
    }

    /// The colour of "RRGGBB" or "RRGGBBAA" (a leading "#" allowed); nil for anything else.
    static func color(hex text: String) -> UIColor? {
        var digits = text.trimmingCharacters(in: .whitespaces)
        if digits.hasPrefix("#") { digits.removeFirst() }
        guard digits.count == 6 || digits.count == 8, let value = UInt64(digits, radix: 16) else { return nil }
        let bytes = digits.count == 8 ? value : (value << 8) | 0xFF
        func byte(_ shift: UInt64) -> CGFloat { CGFloat((bytes >> shift) & 0xFF) / 255 }
        return UIColor(red: byte(24), green: byte(16), blue: byte(8), alpha: byte(0))
    }
}
