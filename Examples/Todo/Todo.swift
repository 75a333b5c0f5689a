import XUIKit

/// A to-do list as a UIKit developer writes one: a `UITableView` of items under a header image,
/// a text field and an Add button, swipe left on a row to delete it (or right to mark it done),
/// tap a row to tick it, and Clear done asks with an alert before removing the ticked items.
///
/// Prints one line per change, so a test (or you) can follow it from a terminal:
/// `todo ready rows=3 table=(x, y, w, h) header=120`, `added Buy milk rows=4`,
/// `toggled Water the plants done=true`, `deleted Call Anna rows=2`, `asking to clear 2 done`,
/// `cleared 2 done rows=1`.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 520))
        window.title = "Todo"
        window.rootViewController = TodoViewController()
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

/// One item of the list.
struct TodoItem {
    var title: String
    var done = false
}
