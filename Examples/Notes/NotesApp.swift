import XUIKit

/// A plain-text editor written as an iOS 14+ document app is written: a `UIDocument` subclass
/// holds the text, a `UITextView` edits it, and Open, Save and Save As go through
/// `UIDocumentPickerViewController` (the desktop's file dialog through the XDG portal, or XUIKit's
/// own). Run `swift run Notes` (add `--folder PATH` to start the pickers in PATH, `--dark` or
/// `--light`). Ctrl+O opens, Ctrl+S saves, Ctrl+Shift+S saves as.
///
/// Prints one line per event, so a test (or you) can follow it from a terminal: `ready`,
/// `picking open`, `opened hello.txt 19`, `saved hello.txt`, `picking save as`,
/// `saved as copy.txt`, `cancelled`.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        true
    }

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
        let editor = EditorViewController()
        let arguments = Array(CommandLine.arguments.dropFirst())
        if let index = arguments.firstIndex(of: "--folder"), index + 1 < arguments.count {
            editor.startFolder = URL(fileURLWithPath: arguments[index + 1], isDirectory: true)
        }
        if arguments.contains("--dark") { window.overrideUserInterfaceStyle = .dark }
        if arguments.contains("--light") { window.overrideUserInterfaceStyle = .light }
        window.rootViewController = UINavigationController(rootViewController: editor)
        windowScene.title = "Notes"
        window.makeKeyAndVisible()
        self.window = window
        print("ready")
    }
}
