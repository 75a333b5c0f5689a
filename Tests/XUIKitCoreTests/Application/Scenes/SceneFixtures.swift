import Foundation
import Testing
@_spi(Testing) @testable import XUIKitCore

/// What the scene tests' delegates heard, in order: "app: …" for the app delegate, "A: …", "B: …"
/// for the first and second scene's delegate, with the scene's activation state during the call.
@MainActor var sceneJournal: [String] = []
/// The options the last `scene(_:willConnectTo:options:)` was given.
@MainActor var lastConnectionOptions: UIScene.ConnectionOptions?
/// The labels given to connected scenes, by session identifier.
@MainActor var sceneLabels: [String: String] = [:]

@MainActor func label(of scene: UIScene) -> String {
    if let label = sceneLabels[scene.session.persistentIdentifier] { return label }
    let label = ["A", "B", "C", "D"][sceneLabels.count]
    sceneLabels[scene.session.persistentIdentifier] = label
    return label
}

@MainActor func describe(_ state: UIScene.ActivationState) -> String {
    switch state {
    case .unattached: "unattached"
    case .foregroundActive: "active"
    case .foregroundInactive: "inactive"
    case .background: "background"
    }
}

/// The Xcode template's scene delegate: makes a window in `willConnectTo` and shows it.
final class JournalSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    private func note(_ scene: UIScene, _ call: String) {
        sceneJournal.append("\(label(of: scene)): \(call) [\(describe(scene.activationState))]")
    }

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        note(scene, "willConnectTo")
        lastConnectionOptions = connectionOptions
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UIViewController()
        self.window = window
        window.makeKeyAndVisible()
    }
    func sceneDidDisconnect(_ scene: UIScene) { note(scene, "sceneDidDisconnect") }
    func sceneDidBecomeActive(_ scene: UIScene) { note(scene, "sceneDidBecomeActive") }
    func sceneWillResignActive(_ scene: UIScene) { note(scene, "sceneWillResignActive") }
    func sceneWillEnterForeground(_ scene: UIScene) { note(scene, "sceneWillEnterForeground") }
    func sceneDidEnterBackground(_ scene: UIScene) { note(scene, "sceneDidEnterBackground") }
}

/// An app delegate that names the scene delegate in `configurationForConnecting`, as apps do
/// when the template's Info.plist manifest is gone. `multipleScenes` is its manifest's flag.
final class SceneAppDelegate: UIResponder, UIApplicationDelegate {
    /// Set by each test before launching (the suites are serialized).
    static var multipleScenes = true

    static var sceneManifest: UIApplicationSceneManifest? {
        UIApplicationSceneManifest(supportsMultipleScenes: multipleScenes, configurations: [])
    }

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        sceneJournal.append("app: didFinishLaunching")
        return true
    }
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        sceneJournal.append("app: configurationForConnecting")
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = JournalSceneDelegate.self
        return configuration
    }
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        for session in sceneSessions { sceneJournal.append("app: didDiscardSceneSessions \(sceneLabels[session.persistentIdentifier] ?? "?")") }
    }
    func applicationDidBecomeActive(_ application: UIApplication) { sceneJournal.append("app: applicationDidBecomeActive") }
    func applicationWillTerminate(_ application: UIApplication) { sceneJournal.append("app: applicationWillTerminate") }
}

/// An app delegate with no scenes: the pre-iOS 13 life cycle, journaled.
final class PlainAppDelegate: UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        sceneJournal.append("app: didFinishLaunching")
        return true
    }
    func applicationDidBecomeActive(_ application: UIApplication) { sceneJournal.append("app: applicationDidBecomeActive") }
    func applicationWillTerminate(_ application: UIApplication) { sceneJournal.append("app: applicationWillTerminate") }
}

/// A fresh app on a headless backend, launched with `delegate`; the journal starts empty.
@MainActor
struct SceneApp {
    let app: UIApplication
    let backend: HeadlessBackend
    var time: TimeInterval = 1000

    init(delegate: any UIApplicationDelegate, multipleScenes: Bool = true) {
        sceneJournal = []
        sceneLabels = [:]
        SceneAppDelegate.multipleScenes = multipleScenes
        backend = HeadlessBackend()
        app = UIApplication.makeFreshForTesting(backend: backend)
        app.delegate = delegate
        #expect(app.launch(delegate))
    }

    /// The connected scene labelled `label`.
    func scene(_ label: String) -> UIWindowScene {
        let scene = app.connectedScenes.first { sceneLabels[$0.session.persistentIdentifier] == label }
        return scene as! UIWindowScene
    }

    /// The backend id of the scene's window.
    func windowID(_ label: String) -> WindowID { scene(label).windows.first!.windowID! }

    /// The window manager moves keyboard focus into (`true`) or out of the scene's window.
    mutating func focus(_ label: String, _ focused: Bool) {
        time += 0.01
        app.handle(InputEvent(timestamp: time, window: windowID(label), kind: .focus(focused)))
    }

    /// Opens a second scene, as a "New Window" command does.
    func openNewWindow() {
        app.requestSceneSessionActivation(nil, userActivity: nil, options: nil) { error in
            Issue.record("unexpected error \(error)")
        }
    }
}
