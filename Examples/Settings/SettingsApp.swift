import XUIKit

/// A settings screen written as iOS 14+ code writes one: a `UITableViewController` subclass in the
/// inset-grouped style, rows from `defaultContentConfiguration()` (value cells, symbols), switches
/// and date pickers as accessory views, and a button drawn from a `UIButton.Configuration`. Run
/// `swift run Settings` (add `--dark` or `--light`).
///
/// Prints one line per change, for tests and for you: `ready`, `Airplane Mode on`,
/// `Wake Up 07:30`, `Birthday 1990-05-17`, `opened Wi-Fi`, `signed out`.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 420, height: 640))
        window.title = "Settings"
        let arguments = CommandLine.arguments.dropFirst()
        if arguments.contains("--dark") { window.overrideUserInterfaceStyle = .dark }
        if arguments.contains("--light") { window.overrideUserInterfaceStyle = .light }
        window.rootViewController = UINavigationController(rootViewController: SettingsViewController(style: .insetGrouped))
        window.makeKeyAndVisible()
        self.window = window
        print("ready")
        return true
    }
}
