import Foundation
import Testing
@_spi(Testing) @testable import XUIKitCore

/// The scene life cycle in UIKit's order (R19.2–R19.5), driven through the backend's door as the
/// X11 backend drives it: focus input, iconify (unmap) and WM_DELETE_WINDOW.
@MainActor
@Suite("Scene life cycle", .serialized)
struct SceneLifecycleTests {
    @Test("R19.2: launch is didFinishLaunching, configurationForConnecting, willConnectTo, willEnterForeground, didBecomeActive")
    func launchOrder() {
        let fixture = SceneApp(delegate: SceneAppDelegate())
        #expect(sceneJournal == [
            "app: didFinishLaunching",
            "app: configurationForConnecting",
            "A: willConnectTo [unattached]",
            "A: sceneWillEnterForeground [unattached]",
            "A: sceneDidBecomeActive [active]",
        ], "no applicationDidBecomeActive for a scene-based app")
        let scene = fixture.scene("A")
        #expect(scene.activationState == .foregroundActive)
        #expect(fixture.app.connectedScenes == [scene])
        #expect(fixture.app.openSessions == [scene.session])
        #expect(scene.session.role == .windowApplication)
        #expect(scene.session.configuration.delegateClass == JournalSceneDelegate.self)
        #expect(scene.session.scene === scene)
        #expect(UUID(uuidString: scene.session.persistentIdentifier) != nil)
    }

    @Test("R19.6: the scene delegate's window belongs to the scene, opens at 800×600 and is shown")
    func sceneWindow() {
        let fixture = SceneApp(delegate: SceneAppDelegate())
        let scene = fixture.scene("A")
        let delegate = scene.delegate as! JournalSceneDelegate
        let window = delegate.window!
        #expect(window.windowScene === scene)
        #expect(scene.windows.count == 1 && scene.windows[0] === window)
        #expect(window.bounds.size == CGSize(width: 800, height: 600))
        #expect(!window.isHidden && window.isKeyWindow)
        #expect(scene.keyWindow === window)
        #expect(fixture.backend.windows[window.windowID!]?.isVisible == true)
    }

    @Test("R19.7: an app without scenes keeps the app delegate's life cycle and has no scenes")
    func appWithoutScenes() {
        let fixture = SceneApp(delegate: PlainAppDelegate())
        #expect(sceneJournal == ["app: didFinishLaunching", "app: applicationDidBecomeActive"])
        #expect(fixture.app.connectedScenes.isEmpty)
        #expect(fixture.app.openSessions.isEmpty)
        var error: (any Error)?
        fixture.app.requestSceneSessionActivation(nil, userActivity: nil, options: nil) { error = $0 }
        #expect(error as? UISceneRequestError == .notSceneBased)
    }

    @Test("R19.4: a new window's scene becomes active and the active one resigns")
    func newWindowTakesActivation() {
        let fixture = SceneApp(delegate: SceneAppDelegate())
        sceneJournal = []
        let activity = NSUserActivity(activityType: "org.example.compose")
        fixture.app.requestSceneSessionActivation(nil, userActivity: activity, options: nil) { Issue.record("\($0)") }
        #expect(sceneJournal == [
            "app: configurationForConnecting",
            "B: willConnectTo [unattached]",
            "A: sceneWillResignActive [active]",
            "B: sceneWillEnterForeground [unattached]",
            "B: sceneDidBecomeActive [active]",
        ])
        #expect(lastConnectionOptions?.userActivities == [activity])
        #expect(fixture.scene("A").activationState == .foregroundInactive)
        #expect(fixture.scene("B").activationState == .foregroundActive)
        #expect(fixture.app.connectedScenes.count == 2)
        #expect(fixture.app.openSessions.count == 2)
        #expect(fixture.scene("A").windows[0] !== fixture.scene("B").windows[0])
    }

    @Test("R19.4: focus moving between two windows moves activation: the old scene resigns, then the new activates")
    func focusMovesActivation() {
        var fixture = SceneApp(delegate: SceneAppDelegate())
        fixture.openNewWindow()
        sceneJournal = []
        fixture.focus("B", false)
        fixture.focus("A", true)
        #expect(sceneJournal == [
            "B: sceneWillResignActive [active]",
            "A: sceneDidBecomeActive [active]",
        ])
        sceneJournal = []
        fixture.focus("A", true)   // already active: nothing
        fixture.focus("B", true)   // no FocusOut first: A still resigns before B activates
        #expect(sceneJournal == [
            "A: sceneWillResignActive [active]",
            "B: sceneDidBecomeActive [active]",
        ])
        sceneJournal = []
        fixture.focus("B", false)  // focus went to another program: no scene is active
        #expect(sceneJournal == ["B: sceneWillResignActive [active]"])
        #expect(fixture.app.connectedScenes.allSatisfy { $0.activationState == .foregroundInactive })
    }

    @Test("R19.4: iconifying sends the scene to the background; restoring brings it to the foreground, inactive until focused")
    func iconifyAndRestore() {
        var fixture = SceneApp(delegate: SceneAppDelegate())
        sceneJournal = []
        let id = fixture.windowID("A")
        fixture.backend.iconifyAsUser(id, true)
        #expect(sceneJournal == [
            "A: sceneWillResignActive [active]",
            "A: sceneDidEnterBackground [background]",
        ])
        sceneJournal = []
        fixture.backend.iconifyAsUser(id, false)
        #expect(sceneJournal == ["A: sceneWillEnterForeground [background]"])
        #expect(fixture.scene("A").activationState == .foregroundInactive)
        sceneJournal = []
        fixture.focus("A", true)
        #expect(sceneJournal == ["A: sceneDidBecomeActive [active]"])
    }

    @Test("R19.5: closing one window disconnects its scene only and discards its session; the last ends the app")
    func closingWindows() {
        let fixture = SceneApp(delegate: SceneAppDelegate())
        fixture.openNewWindow()
        let sessionB = fixture.scene("B").session
        let idB = fixture.windowID("B"), idA = fixture.windowID("A")
        sceneJournal = []
        fixture.backend.requestClose(idB)
        #expect(sceneJournal == [
            "B: sceneWillResignActive [active]",
            "B: sceneDidEnterBackground [background]",
            "B: sceneDidDisconnect [unattached]",
            "app: didDiscardSceneSessions B",
        ])
        #expect(fixture.app.connectedScenes.count == 1)
        #expect(!fixture.app.openSessions.contains(sessionB))
        #expect(sessionB.scene == nil)
        #expect(fixture.scene("A").activationState == .foregroundInactive, "A stays connected, unfocused")
        #expect(fixture.app.exitStatus == nil, "a window is left: the app runs on")
        #expect(fixture.backend.windows[idB] == nil && fixture.backend.windows[idA]?.isVisible == true)

        sceneJournal = []
        fixture.backend.requestClose(idA)
        #expect(sceneJournal == [
            "A: sceneDidEnterBackground [background]",
            "A: sceneDidDisconnect [unattached]",
            "app: didDiscardSceneSessions A",
            "app: applicationWillTerminate",
        ])
        #expect(fixture.app.connectedScenes.isEmpty && fixture.app.openSessions.isEmpty)
        #expect(fixture.app.exitStatus == 0)
    }

    @Test("R19.5: requestSceneSessionDestruction closes the scene's window and discards its session")
    func destructionRequest() {
        let fixture = SceneApp(delegate: SceneAppDelegate())
        fixture.openNewWindow()
        let idA = fixture.windowID("A")
        sceneJournal = []
        fixture.app.requestSceneSessionDestruction(fixture.scene("A").session, options: nil) { Issue.record("\($0)") }
        #expect(sceneJournal == [
            "A: sceneDidEnterBackground [background]",
            "A: sceneDidDisconnect [unattached]",
            "app: didDiscardSceneSessions A",
        ])
        #expect(fixture.backend.windows[idA] == nil)
        #expect(fixture.app.connectedScenes.count == 1)
        #expect(fixture.app.exitStatus == nil)
    }

    @Test("R19.3: each step posts its notification after the delegate call, with the scene as object")
    func notifications() {
        let center = NotificationCenter.default
        let names: [Notification.Name] = [UIScene.willConnectNotification, UIScene.willEnterForegroundNotification,
                                          UIScene.didActivateNotification, UIScene.willDeactivateNotification,
                                          UIScene.didEnterBackgroundNotification, UIScene.didDisconnectNotification]
        let observers = names.map { name in
            center.addObserver(forName: name, object: nil, queue: nil) { note in
                let fromScene = note.object is UIScene
                MainActor.assumeIsolated { sceneJournal.append("note: \(name.rawValue)\(fromScene ? "" : " without scene")") }
            }
        }
        defer { observers.forEach(center.removeObserver) }
        let fixture = SceneApp(delegate: SceneAppDelegate())
        #expect(sceneJournal == [
            "app: didFinishLaunching", "app: configurationForConnecting",
            "A: willConnectTo [unattached]", "note: UISceneWillConnectNotification",
            "A: sceneWillEnterForeground [unattached]", "note: UISceneWillEnterForegroundNotification",
            "A: sceneDidBecomeActive [active]", "note: UISceneDidActivateNotification",
        ])
        sceneJournal = []
        fixture.backend.requestClose(fixture.windowID("A"))
        #expect(Array(sceneJournal.prefix(6)) == [
            "A: sceneWillResignActive [active]", "note: UISceneWillDeactivateNotification",
            "A: sceneDidEnterBackground [background]", "note: UISceneDidEnterBackgroundNotification",
            "A: sceneDidDisconnect [unattached]", "note: UISceneDidDisconnectNotification",
        ])
    }

    @Test("R19.6: without supportsMultipleScenes a second window is refused with an error")
    func singleSceneApp() {
        let fixture = SceneApp(delegate: SceneAppDelegate(), multipleScenes: false)
        var error: (any Error)?
        fixture.app.requestSceneSessionActivation(nil, userActivity: nil, options: nil) { error = $0 }
        #expect(error as? UISceneRequestError == .multipleScenesNotSupported)
        #expect(fixture.app.connectedScenes.count == 1)
        #expect(!fixture.app.supportsMultipleScenes)
    }
}
