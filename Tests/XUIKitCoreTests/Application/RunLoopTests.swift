import Foundation
import Testing
@_spi(Testing) @testable import XUIKitCore
import XUIKitHeadlessTesting

@MainActor
final class RefusingDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { false }
}

@MainActor
@Suite("Application lifecycle (the blocking loop itself is tested out of process, under Xvfb)", .serialized)
struct RunLoopTests {
    @Test("A delegate that refuses to launch ends the app with status 1")
    func refusedLaunch() {
        UIApplication.makeFreshForTesting()
        #expect(UIApplication.run(delegate: RefusingDelegate(), backend: HeadlessBackend()) == 1)
        UIApplication.makeFreshForTesting()
    }

    @Test("Closing the last window ends the app with status 0")
    func closingLastWindow() {
        let harness = Harness()
        UIApplication.shared.windowCloseRequested(harness.id)
        #expect(UIApplication.shared.exitStatus == 0)
        #expect(harness.window.windowID == nil)
        UIApplication.makeFreshForTesting()
    }

    @Test("A lost display connection ends the app with status 1 and a message")
    func lostConnection() {
        _ = Harness()
        let messages = capturingDiagnostics {
            UIApplication.shared.backendDidDisconnect("lost connection to the X server")
        }
        #expect(UIApplication.shared.exitStatus == 1)
        #expect(messages == ["lost connection to the X server"])
        UIApplication.makeFreshForTesting()
    }

    @Test("A backend resize resizes the window and its root view, and redraws")
    func backendResize() {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let controller = UIViewController()
        harness.window.rootViewController = controller
        UIApplication.shared.windowDidResize(harness.id, to: CGSize(width: 300, height: 120))
        #expect(harness.window.bounds.size == CGSize(width: 300, height: 120))
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 300, height: 120))
        harness.display()
        #expect(harness.window.surface?.width == 300)
    }
}
