import XUIKit

/// A plain-text editor written as an iOS 14+ document app is written: a `UIDocument` subclass
/// holds the text, a `UITextView` edits it, and Open, Save and Save As go through
/// `UIDocumentPickerViewController` (the desktop's file dialog through the XDG portal, or XUIKit's
/// own). Run `swift run Notes` (add `--folder PATH` to start the pickers in PATH, `--dark` or
/// `--light`). Ctrl+O opens, Ctrl+S saves, Ctrl+Shift+S saves as.
///
/// Prints one line per event, so a test (or you) can follow it from a terminal: `ready`,
/// `picking open`, `opened hello.txt 19`, `saved hello.txt`, `picking save as`,
/// `saved as copy.txt`, `cancelled`, `dropped notes.txt`, `link opened`.
///
/// It is also a desktop app: a menu bar (File, Edit, Help) with the shortcuts, files dropped from
/// the file manager open, a notification says when Save As has written a copy, and Help opens a
/// link in the browser.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // "Saved" notifications after Save As (EditorViewController+Notifications.swift).
        UNUserNotificationCenter.current().delegate = self
        UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .sound]) { _, _ in }
        return true
    }

    // The menu bar: File gets Open, Save and Save As with their shortcuts (Ctrl on Linux, where
    // iPadOS and Mac Catalyst show ⌘), Help a link to the Swift website.
    override func buildMenu(with builder: UIMenuBuilder) {
        super.buildMenu(with: builder)
        guard builder.system == .main else { return }
        let documentCommands = UIMenu(title: "", options: .displayInline, children: [
            UIKeyCommand(title: String(localized: "Open…", bundle: notesResources), action: .openDocument, input: "o", modifierFlags: .command),
            UIKeyCommand(title: String(localized: "Save", bundle: notesResources), action: .saveDocument, input: "s", modifierFlags: .command),
            UIKeyCommand(title: String(localized: "Save As…", bundle: notesResources), action: .saveDocumentAs, input: "s", modifierFlags: [.command, .shift]),
        ])
        builder.insertChild(documentCommands, atStartOfMenu: .file)
        let website = UICommand(title: String(localized: "Swift on the Web", bundle: notesResources), action: .openWebsite)
        builder.insertChild(UIMenu(title: "", options: .displayInline, children: [website]), atStartOfMenu: .help)
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

/// Notes' own words (Resources/*.lproj): SwiftPM's `Bundle.module`; a CMake build has none.
let notesResources: Bundle = {
    #if SWIFT_PACKAGE
    return Bundle.module
    #else
    return Bundle.main
    #endif
}()
