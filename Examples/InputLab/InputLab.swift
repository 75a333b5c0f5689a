import XUIKit

/// Every kind of input XUIKit delivers, in one window: touches, pinch and rotation, hover,
/// scrolling, keys, media keys, shake and the secondary button. Each notable event also prints
/// one line to stdout ("touchesBegan 2", "pinch 1.50", "scroll 0 40 discrete", "key é", …), so
/// you can follow along in a terminal and the process tests can read what arrived.
///
/// Try it with `XUIKIT_SIMULATE_MULTITOUCH=1`: Control + drag pinches and rotates about the
/// window's centre, Control+Shift + drag pans with two fingers.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 640, height: 480))
        window.title = "InputLab"
        let controller = InputLabViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        self.window = window
        // Keys, media keys and shakes go to the first responder: the controller takes them
        // from the start, so typing works without clicking anything first.
        _ = controller.becomeFirstResponder()
        // Media keys reach the app only once it asks for them, as on iOS.
        application.beginReceivingRemoteControlEvents()
        return true
    }
}
