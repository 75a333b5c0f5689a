import XUIKit

/// A photo library written as an iOS 14+ app is written: a split view with a sidebar list on the
/// left (a collection view with a `.sidebar` list layout, expandable sections from section
/// snapshots, system images) and a compositional grid of photos on the right (a diffable data
/// source, cell registrations, pinned section headers). Run `swift run Photos` (add `--dark` or
/// `--light`).
///
/// Prints one line per event, so a test (or you) can follow it from a terminal:
/// `ready`, `album Travel photos=12`, `selected Travel 3`, `favourite Travel 3 on`.
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

        let grid = PhotoGridViewController()
        let sidebar = SidebarViewController()
        sidebar.onSelectAlbum = { album in grid.show(album) }

        let split = UISplitViewController(style: .doubleColumn)
        split.preferredDisplayMode = .oneBesideSecondary
        split.setViewController(sidebar, for: .primary)
        split.setViewController(UINavigationController(rootViewController: grid), for: .secondary)
        window.rootViewController = split

        let arguments = CommandLine.arguments.dropFirst()
        if arguments.contains("--dark") { window.overrideUserInterfaceStyle = .dark }
        if arguments.contains("--light") { window.overrideUserInterfaceStyle = .light }
        windowScene.title = "Photos"
        window.makeKeyAndVisible()
        self.window = window
        grid.show(Album.all[0])
        print("ready")
    }
}
