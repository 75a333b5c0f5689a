import Foundation
import Testing
@_spi(Testing) @testable import XUIKitCore

/// R19.11: UIApplication's life-cycle notifications, after the delegate calls they follow, and the
/// app's state, which follows a scene-based app's scenes.
@MainActor
@Suite("UIApplication life-cycle notifications and state (R19.11)", .serialized)
struct ApplicationStateNotificationTests {
    static let names: [Notification.Name] = [
        UIApplication.didFinishLaunchingNotification, UIApplication.didBecomeActiveNotification,
        UIApplication.willResignActiveNotification, UIApplication.didEnterBackgroundNotification,
        UIApplication.willEnterForegroundNotification, UIApplication.willTerminateNotification,
    ]

    /// Journals each notification as "note: <name>", checking that its object is the app.
    func observing(_ body: () -> Void) {
        let center = NotificationCenter.default
        let observers = Self.names.map { name in
            center.addObserver(forName: name, object: nil, queue: nil) { note in
                let fromApp = note.object is UIApplication
                MainActor.assumeIsolated { sceneJournal.append("note: \(name.rawValue)\(fromApp ? "" : " without the app")") }
            }
        }
        defer { observers.forEach(center.removeObserver) }
        body()
    }

    @Test("R19.11: Apple's names for the notifications")
    func names() {
        #expect(UIApplication.didBecomeActiveNotification.rawValue == "UIApplicationDidBecomeActiveNotification")
        #expect(UIApplication.willTerminateNotification.rawValue == "UIApplicationWillTerminateNotification")
        #expect(UIApplication.didEnterBackgroundNotification.rawValue == "UIApplicationDidEnterBackgroundNotification")
        #expect(UIApplication.didReceiveMemoryWarningNotification.rawValue == "UIApplicationDidReceiveMemoryWarningNotification")
    }

    @Test("R19.11: an app without scenes posts didFinishLaunching and didBecomeActive after its delegate, willTerminate at the end")
    func appWithoutScenes() {
        observing {
            let fixture = SceneApp(delegate: PlainAppDelegate())
            #expect(sceneJournal == [
                "app: didFinishLaunching", "note: UIApplicationDidFinishLaunchingNotification",
                "app: applicationDidBecomeActive", "note: UIApplicationDidBecomeActiveNotification",
            ])
            #expect(fixture.app.applicationState == .active)
            sceneJournal = []
            fixture.app.terminate(status: 0)
            #expect(sceneJournal == ["app: applicationWillTerminate", "note: UIApplicationWillTerminateNotification"])
        }
        UIApplication.makeFreshForTesting()
    }

    @Test("R19.11: a scene-based app becomes active with its first scene; focus, iconifying and restoring move its state")
    func sceneBasedApp() {
        observing {
            var fixture = SceneApp(delegate: SceneAppDelegate())
            #expect(sceneJournal == [
                "app: didFinishLaunching", "note: UIApplicationDidFinishLaunchingNotification",
                "app: configurationForConnecting",
                "A: willConnectTo [unattached]",
                "A: sceneWillEnterForeground [unattached]",
                "A: sceneDidBecomeActive [active]", "note: UIApplicationDidBecomeActiveNotification",
            ], "no applicationDidBecomeActive, but the notification, once the scene is active")
            #expect(fixture.app.applicationState == .active)

            sceneJournal = []
            fixture.focus("A", false)   // the focus went to another program
            #expect(sceneJournal == ["A: sceneWillResignActive [active]", "note: UIApplicationWillResignActiveNotification"])
            #expect(fixture.app.applicationState == .inactive)

            sceneJournal = []
            fixture.backend.iconifyAsUser(fixture.windowID("A"), true)
            #expect(sceneJournal == ["A: sceneDidEnterBackground [background]", "note: UIApplicationDidEnterBackgroundNotification"])
            #expect(fixture.app.applicationState == .background)

            sceneJournal = []
            fixture.backend.iconifyAsUser(fixture.windowID("A"), false)
            #expect(sceneJournal == ["A: sceneWillEnterForeground [background]", "note: UIApplicationWillEnterForegroundNotification"])
            #expect(fixture.app.applicationState == .inactive)

            sceneJournal = []
            fixture.focus("A", true)
            #expect(sceneJournal == ["A: sceneDidBecomeActive [active]", "note: UIApplicationDidBecomeActiveNotification"])
            #expect(fixture.app.applicationState == .active)
        }
        UIApplication.makeFreshForTesting()
    }

    @Test("R19.11: activation moving from one scene to another leaves the app active, with no notification")
    func focusBetweenScenes() {
        observing {
            var fixture = SceneApp(delegate: SceneAppDelegate())
            fixture.openNewWindow()
            sceneJournal = []
            fixture.focus("A", true)   // no FocusOut first: B resigns, then A activates
            #expect(sceneJournal == ["B: sceneWillResignActive [active]", "A: sceneDidBecomeActive [active]"])
            #expect(fixture.app.applicationState == .active)
            sceneJournal = []
            fixture.backend.requestClose(fixture.windowID("A"))   // the active scene goes: B stays, inactive
            #expect(sceneJournal.contains("note: UIApplicationWillResignActiveNotification"))
            #expect(!sceneJournal.contains("note: UIApplicationDidEnterBackgroundNotification"), "B is still in the foreground")
            #expect(fixture.app.applicationState == .inactive)
        }
        UIApplication.makeFreshForTesting()
    }
}
