import CX11
import Foundation
import Testing
import XUIKit
@_spi(Testing) @testable import XUIKitCore
@_spi(Testing) import XUIKitX11

/// What the X11 scene tests' delegates heard, in order.
@MainActor private var x11SceneJournal: [String] = []

/// A scene delegate whose window is a plain `UIViewController`'s: black where nothing draws.
private final class X11SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UIViewController()
        self.window = window
        window.makeKeyAndVisible()
    }
    func sceneDidBecomeActive(_ scene: UIScene) { x11SceneJournal.append("\(scene.session.userInfo?["name"] ?? "?") active") }
    func sceneWillResignActive(_ scene: UIScene) { x11SceneJournal.append("\(scene.session.userInfo?["name"] ?? "?") resign") }
    func sceneDidDisconnect(_ scene: UIScene) { x11SceneJournal.append("\(scene.session.userInfo?["name"] ?? "?") disconnect") }
}

private final class X11SceneAppDelegate: UIApplicationDelegate {
    static var sceneManifest: UIApplicationSceneManifest? {
        UIApplicationSceneManifest(delegateClass: X11SceneDelegate.self, supportsMultipleScenes: true)
    }
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        for session in sceneSessions { x11SceneJournal.append("\(session.userInfo?["name"] ?? "?") discarded") }
    }
}

/// Scenes as X11 windows (R19.4, R19.5, R19.10): two scene windows on a real X server, focus
/// moved by the server, one closed by WM_DELETE_WINDOW, and the last ending the app.
@Suite("Scene windows on X11 (own Xvfb)", .serialized)
@MainActor
struct SceneWindowsX11Tests {
    /// Lets the app read X events until `condition` holds or `timeout` seconds pass.
    private func pump(_ backend: X11Backend, for timeout: TimeInterval = 2, until condition: () -> Bool) {
        let deadline = Date().addingTimeInterval(timeout)
        repeat {
            XSync(backend.display, 0)
            UIApplication.shared.runPendingWork()
            if condition() { return }
            usleep(5_000)
        } while Date() < deadline
    }

    @Test("R19.5: WM_DELETE_WINDOW on one of two scene windows disconnects that scene only; closing the last ends the app")
    func closeOneOfTwo() throws {
        try withX11App { session in
            x11SceneJournal = []
            let app = UIApplication.shared
            let delegate = X11SceneAppDelegate()
            app.delegate = delegate
            #expect(app.launch(delegate))
            let first = try #require(app.connectedScenes.first as? UIWindowScene)
            first.session.userInfo = ["name": "A"]
            app.requestSceneSessionActivation(nil, userActivity: nil, options: nil) { Issue.record("\($0)") }
            let second = try #require(app.connectedScenes.first { $0 !== first } as? UIWindowScene)
            second.session.userInfo = ["name": "B"]
            let windowA = try #require(first.windows.first), windowB = try #require(second.windows.first)
            pump(session.backend) { windowA.isMappedByBackend && windowB.isMappedByBackend }
            #expect(windowA.isMappedByBackend && windowB.isMappedByBackend)
            pump(session.backend, for: 0.3) { false }   // the focus given at each map settles
            #expect(second.activationState == .foregroundActive, "B, opened last, has the focus")

            // R19.4: the server moves the keyboard focus to A's window: B resigns, A activates.
            x11SceneJournal = []
            XSetInputFocus(session.backend.display, session.backend.nativeWindow(for: windowA.windowID!), RevertToParent, Time(CurrentTime))
            pump(session.backend) { first.activationState == .foregroundActive }
            #expect(x11SceneJournal == ["B resign", "A active"])
            #expect(second.activationState == .foregroundInactive)

            // R19.5: the window manager's close on B.
            x11SceneJournal = []
            session.client.requestClose(session.backend.nativeWindow(for: windowB.windowID!))
            pump(session.backend) { second.activationState == .unattached }
            #expect(x11SceneJournal == ["B disconnect", "B discarded"])
            #expect(app.connectedScenes == [first])
            #expect(first.activationState != .unattached && windowA.windowID != nil && !windowA.isHidden)
            #expect(app.exitStatus == nil)

            // The last window's close ends the app: the status the run loop returns is set.
            session.client.requestClose(session.backend.nativeWindow(for: windowA.windowID!))
            pump(session.backend) { app.exitStatus != nil }
            #expect(app.exitStatus == 0)
            #expect(x11SceneJournal.suffix(2) == ["A disconnect", "A discarded"])
            #expect(app.connectedScenes.isEmpty)
        }
    }

    @Test("R19.10: an empty window is black on the X server; a .systemBackground view is white")
    func emptyWindowIsBlack() throws {
        try withX11App { session in
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
            session.show(window)
            #expect(session.pixel(of: window, x: 60, y: 40) == 0x000000)
            let controller = UIViewController()
            window.rootViewController = controller
            UIApplication.shared.runPendingWork()
            #expect(session.pixel(of: window, x: 60, y: 40) == 0x000000, "a default view has no background")
            controller.view.backgroundColor = .white
            UIApplication.shared.runPendingWork()
            #expect(session.pixel(of: window, x: 60, y: 40) == 0xFFFFFF)
        }
    }
}
