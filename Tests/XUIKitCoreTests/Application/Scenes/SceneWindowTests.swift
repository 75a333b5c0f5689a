import Foundation
import Testing
@_spi(Testing) @testable import XUIKitCore
import XUIKitHeadlessTesting

/// A scene's windows, configuration and manifest (R19.1, R19.6, R19.8).
@MainActor
@Suite("Scene windows and configuration", .serialized)
struct SceneWindowTests {
    /// An app delegate that declares only a manifest, with the configuration it names by default.
    final class ManifestDelegate: UIApplicationDelegate {
        static var sceneManifest: UIApplicationSceneManifest? {
            UIApplicationSceneManifest(delegateClass: JournalSceneDelegate.self)
        }
    }

    /// An app delegate that returns a named configuration with no class, as apps written for an
    /// Info.plist manifest do.
    final class NamedConfigurationDelegate: UIApplicationDelegate {
        static var sceneManifest: UIApplicationSceneManifest? {
            let other = UISceneConfiguration(name: "Other", sessionRole: .windowApplication)
            let main = UISceneConfiguration(name: "Main", sessionRole: .windowApplication)
            main.delegateClass = JournalSceneDelegate.self
            return UIApplicationSceneManifest(configurations: [other, main])
        }
        func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                         options: UIScene.ConnectionOptions) -> UISceneConfiguration {
            UISceneConfiguration(name: "Main", sessionRole: connectingSceneSession.role)
        }
    }

    /// An app delegate whose configuration names a class that is no scene delegate.
    final class WrongClassDelegate: UIApplicationDelegate {
        func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                         options: UIScene.ConnectionOptions) -> UISceneConfiguration {
            let configuration = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
            configuration.delegateClass = UIView.self
            return configuration
        }
    }

    @Test("R19.1: a manifest declared in code alone connects its scene delegate")
    func manifestOnly() {
        let fixture = SceneApp(delegate: ManifestDelegate())
        #expect(sceneJournal == ["A: willConnectTo [unattached]", "A: sceneWillEnterForeground [unattached]",
                                 "A: sceneDidBecomeActive [active]"])
        #expect(fixture.scene("A").session.configuration.name == "Default Configuration")
    }

    @Test("R19.1: a configuration without a class takes it from the manifest entry of its name")
    func namedConfiguration() {
        let fixture = SceneApp(delegate: NamedConfigurationDelegate())
        let configuration = fixture.scene("A").session.configuration
        #expect(configuration.name == "Main")
        #expect(configuration.delegateClass == JournalSceneDelegate.self)
        #expect(fixture.scene("A").delegate is JournalSceneDelegate)
    }

    @Test("R19.1: a delegate class that is no UISceneDelegate is reported, and the scene has no delegate")
    func wrongDelegateClass() {
        var fixture: SceneApp?
        let messages = capturingDiagnostics { fixture = SceneApp(delegate: WrongClassDelegate()) }
        #expect(messages.count == 1 && messages[0].contains("does not adopt UISceneDelegate"))
        let scene = fixture!.app.connectedScenes.first
        #expect(scene != nil && scene!.delegate == nil)
        #expect(scene!.activationState == .foregroundActive)
    }

    @Test("R19.6: a window without a title shows its scene's title; its own title wins")
    func sceneTitle() {
        let fixture = SceneApp(delegate: SceneAppDelegate())
        let scene = fixture.scene("A")
        let window = scene.windows[0]
        scene.title = "Inbox"
        #expect(fixture.backend.windows[window.windowID!]?.title == "Inbox")
        window.title = "Draft"
        #expect(fixture.backend.windows[window.windowID!]?.title == "Draft")
        scene.title = "Sent"
        #expect(fixture.backend.windows[window.windowID!]?.title == "Draft")
    }

    @Test("R19.8: the scene's minimum size is asked of the window manager for its windows")
    func minimumSize() {
        let fixture = SceneApp(delegate: SceneAppDelegate())
        let scene = fixture.scene("A")
        let id = fixture.windowID("A")
        scene.sizeRestrictions?.minimumSize = CGSize(width: 500, height: 300)
        #expect(fixture.backend.windows[id]?.minimumSize == CGSize(width: 500, height: 300))
    }

    @Test("R19.6: a window moved to a scene by setting windowScene is one of its windows")
    func settingWindowScene() {
        let fixture = SceneApp(delegate: SceneAppDelegate())
        let scene = fixture.scene("A")
        let extra = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        extra.isHidden = false
        #expect(!scene.windows.contains { $0 === extra })
        extra.windowScene = scene
        #expect(scene.windows.contains { $0 === extra })
        extra.windowScene = nil
        #expect(!scene.windows.contains { $0 === extra })
    }
}
