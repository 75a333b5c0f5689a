// Written as for iOS in Swift 5 mode, then ported mechanically: `import XUIKit`, the selector
// recipe, a final @main delegate. scripts/check-swift5-port.sh type-checks this folder in Swift 5
// language mode against the built XUIKit and counts the warnings.
import XUIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 700))
        window.rootViewController = UINavigationController(rootViewController: StopwatchViewController())
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
