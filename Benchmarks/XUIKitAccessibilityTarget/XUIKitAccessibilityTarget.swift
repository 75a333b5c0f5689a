import Foundation
import XUIKit

// The app the hostile AT-SPI client attacks (Tests/XUIKitX11Tests/AccessibilityHardeningTests.swift,
// scripts/fuzz-atspi.sh): one of each control whose value a client can set, elements whose
// frames no integer holds, and a multiple-selection table of many rows.
//
//     XUIKitAccessibilityTarget [--rows N]     # the table's row count, 100 000 by default
//     XUIKitAccessibilityTarget --modal        # alerts, sheets, menus and two windows (ModalScene.swift)
//     XUIKitAccessibilityTarget --modal --menubar   # the same with a menu bar (MenuBarScene.swift)
//
// Accessibility identifiers: `slider`, `stepper`, `pages`, `field`, `nan-frame`, `far-frame`,
// `table`. Prints `ready` once the window is shown, and one line per value change a client
// causes: `slider V`, `stepper V`, `page N` (V as Swift prints a Double, so a NaN shows).

@main
final class TargetDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    /// With `--menubar`, File gets the document commands (MenuBarScene.swift).
    override func buildMenu(with builder: any UIMenuBuilder) {
        if MenuBarScene.isOn { MenuBarScene.build(builder) }
    }
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let arguments = CommandLine.arguments
        if arguments.contains("--modal") {
            let window = ModalScene.makeWindow()
            window.makeKeyAndVisible()
            self.window = window
            print("ready")
            return true
        }
        var rows = 100_000
        if let flag = arguments.firstIndex(of: "--rows"), flag + 1 < arguments.count, let count = Int(arguments[flag + 1]) {
            rows = max(count, 0)
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 420, height: 520))
        window.title = "XUIKitAccessibilityTarget"
        let controller = TargetViewController()
        controller.rows = rows
        window.rootViewController = controller
        window.makeKeyAndVisible()
        self.window = window
        print("ready")
        return true
    }
}

final class TargetViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    /// The table's row count, set before the view loads.
    var rows = 100_000
    private let slider = UISlider()
    private let stepper = UIStepper()
    private let pages = UIPageControl()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        slider.frame = CGRect(x: 20, y: 20, width: 200, height: 31)
        slider.accessibilityIdentifier = "slider"
        slider.addTarget(nil, action: .targetSlid, for: .valueChanged)
        stepper.frame = CGRect(x: 240, y: 20, width: 94, height: 32)
        stepper.accessibilityIdentifier = "stepper"
        stepper.addTarget(nil, action: .targetStepped, for: .valueChanged)
        pages.frame = CGRect(x: 20, y: 60, width: 200, height: 26)
        pages.numberOfPages = 5
        pages.accessibilityIdentifier = "pages"
        pages.addTarget(nil, action: .targetPaged, for: .valueChanged)
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 380, height: 34))
        field.borderStyle = .roundedRect
        field.accessibilityIdentifier = "field"
        // Frames a layout with a NaN constant, or a view scrolled 10¹² points away, produces:
        // GetExtents must answer them, not trap.
        let nanFrame = UIButton(type: .system)
        nanFrame.setTitle("NaN", for: .normal)
        nanFrame.frame = CGRect(x: CGFloat.nan, y: CGFloat.nan, width: CGFloat.nan, height: CGFloat.nan)
        nanFrame.accessibilityIdentifier = "nan-frame"
        let farFrame = UIButton(type: .system)
        farFrame.setTitle("Far", for: .normal)
        farFrame.frame = CGRect(x: 1e12, y: -1e12, width: 5e9, height: 44)
        farFrame.accessibilityIdentifier = "far-frame"
        let table = UITableView(frame: CGRect(x: 20, y: 150, width: 380, height: 350), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.allowsMultipleSelection = true
        table.dataSource = self
        table.delegate = self
        table.accessibilityIdentifier = "table"
        for view in [slider, stepper, pages, field, nanFrame, farFrame, table] as [UIView] { self.view.addSubview(view) }
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }

    func slid() { print("slider \(slider.value)") }
    func stepped() { print("stepper \(stepper.value)") }
    func paged() { print("page \(pages.currentPage)") }
}

extension Selector {
    static let targetSlid = Selector("slid", TargetViewController.slid)
    static let targetStepped = Selector("stepped", TargetViewController.stepped)
    static let targetPaged = Selector("paged", TargetViewController.paged)
}
