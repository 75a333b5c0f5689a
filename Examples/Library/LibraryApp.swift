import XUIKit

/// A small library, written as an iOS 13+ app is written: an app delegate that hands each scene a
/// `SceneDelegate`, and a scene delegate that builds the window. Run `swift run Library` (add
/// `--dark` or `--light`); File › New Window is Ctrl+N here, and opens a second scene.
///
/// The window holds a tab bar. "Library" is a split view: shelves in a sidebar, the shelf's books
/// in a navigation controller with an Add button (a form sheet), an Edit button and a search
/// field. "Reading" is a plain navigation stack.
///
/// Prints one line per event, so a test (or you) can follow it from a terminal:
/// `scene connected windows=1`, `shelf Reading books=3`, `search "du" results=1`,
/// `added Dune to Reading books=4`, `scene disconnected`.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        true
    }

    // Where an iOS app's Info.plist declares its scenes, the app delegate does: a library can be
    // open in several windows (Ctrl+N), each its own scene.
    static var sceneManifest: UIApplicationSceneManifest? {
        UIApplicationSceneManifest(delegateClass: SceneDelegate.self, supportsMultipleScenes: true)
    }

    // Where an iOS app's Info.plist names the scene delegate, the configuration does.
    func application(_ application: UIApplication,
                     configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = SceneDelegate.self
        return configuration
    }
}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = LibraryTabBarController()
        let arguments = CommandLine.arguments.dropFirst()
        if arguments.contains("--dark") { window.overrideUserInterfaceStyle = .dark }
        if arguments.contains("--light") { window.overrideUserInterfaceStyle = .light }
        windowScene.title = "Library"
        window.makeKeyAndVisible()
        self.window = window
        print("scene connected windows=\(UIApplication.shared.connectedScenes.count)")
    }

    func sceneDidBecomeActive(_ scene: UIScene) { print("scene active") }
    func sceneWillResignActive(_ scene: UIScene) { print("scene inactive") }
    func sceneDidDisconnect(_ scene: UIScene) { print("scene disconnected") }
}
