import Foundation
import XUIKit

// The app scripts/soak.sh drives for minutes with XTest: a button to click, a scroll view to
// wheel and drag, a text field to type into, a button that presents an alert with a text field
// (typed into, then dismissed with Return), and a context menu on the strip under the scroll view
// (right click at (200, 420)). It prints one line per button click and per alert dismissed so the
// script can check input still arrives; everything else is silent.
//
// Two flags serve the UserDefaults test (issue 14, defect 14): `--store-default VALUE` stores
// VALUE under `soakValue` at launch without calling `synchronize()`, and `--print-default`
// prints `soakValue=<stored value>` at launch.

@main
final class SoakDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 460))
        window.title = "XUIKitSoak"
        window.rootViewController = SoakViewController()
        window.makeKeyAndVisible()
        self.window = window
        let arguments = CommandLine.arguments
        if let flag = arguments.firstIndex(of: "--store-default"), flag + 1 < arguments.count {
            UserDefaults.standard.set(arguments[flag + 1], forKey: "soakValue")
            print("stored")
        }
        if arguments.contains("--print-default") {
            print("soakValue=\(UserDefaults.standard.string(forKey: "soakValue") ?? "")")
        }
        return true
    }
}

final class SoakViewController: UIViewController, UIContextMenuInteractionDelegate {
    private var clicks = 0
    private var alerts = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 20, width: 160, height: 44)   // centre (100, 42)
        button.setTitle("Click", for: .normal)
        button.addTarget(nil, action: .soakClick, for: .touchUpInside)
        view.addSubview(button)

        let field = UITextField(frame: CGRect(x: 20, y: 80, width: 360, height: 34))   // centre (200, 97)
        field.borderStyle = .roundedRect
        view.addSubview(field)

        let scroll = UIScrollView(frame: CGRect(x: 20, y: 130, width: 360, height: 250))   // centre (200, 255)
        scroll.contentSize = CGSize(width: 360, height: 5000)
        for row in 0..<100 {
            let stripe = UIView(frame: CGRect(x: 0, y: row * 50, width: 360, height: 48))
            stripe.backgroundColor = UIColor(white: row % 2 == 0 ? 0.9 : 0.7, alpha: 1)
            scroll.addSubview(stripe)
        }
        view.addSubview(scroll)

        let alertButton = UIButton(type: .system)
        alertButton.frame = CGRect(x: 200, y: 20, width: 180, height: 44)   // centre (290, 42)
        alertButton.setTitle("Alert", for: .normal)
        alertButton.addTarget(nil, action: .soakAlert, for: .touchUpInside)
        view.addSubview(alertButton)

        let menuStrip = UIView(frame: CGRect(x: 20, y: 390, width: 360, height: 60))   // centre (200, 420)
        menuStrip.backgroundColor = UIColor(white: 0.85, alpha: 1)
        menuStrip.addInteraction(UIContextMenuInteraction(delegate: self))
        view.addSubview(menuStrip)
    }

    func click() {
        clicks += 1
        print("click \(clicks)")
    }

    /// An alert with a text field; Return chooses OK, which dismisses it (issue 25's leak).
    func presentAlert() {
        let alert = UIAlertController(title: "Rename", message: "A new name", preferredStyle: .alert)
        alert.addTextField { $0.placeholder = "Name" }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "OK", style: .default) { [unowned self] _ in
            alerts += 1
            print("alert \(alerts)")
        })
        present(alert, animated: false)
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
            UIMenu(children: [UIAction(title: "Copy") { _ in print("menu Copy") }, UIAction(title: "Paste") { _ in }])
        }
    }
}

extension Selector {
    static let soakClick = Selector("click", SoakViewController.click)
    static let soakAlert = Selector("presentAlert", SoakViewController.presentAlert)
}
