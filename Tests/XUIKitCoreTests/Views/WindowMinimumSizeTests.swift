import Foundation
import Testing
@testable import XUIKitCore

@MainActor
@Suite("Window minimum size")
struct WindowMinimumSizeTests {
    private var headless: HeadlessBackend { UIApplication.shared.backend as! HeadlessBackend }

    @Test("A shown window sends its minimum size to the backend at once")
    func sentWhenShown() {
        let harness = Harness()
        #expect(headless.windows[harness.id]?.minimumSize == nil, "no minimum size is invented")
        harness.window.setMinimumSize(CGSize(width: 200, height: 120))
        #expect(headless.windows[harness.id]?.minimumSize == CGSize(width: 200, height: 120))
    }

    @Test("A minimum size set before the window is shown is sent when its native window is created")
    func sentAtCreation() {
        UIApplication.shared.resetForTesting()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        window.setMinimumSize(CGSize(width: 150, height: 0))
        window.makeKeyAndVisible()
        #expect(headless.windows[window.windowID!]?.minimumSize == CGSize(width: 150, height: 0))
    }

    @Test("A negative or non-finite minimum size is reported and ignored")
    func invalidIgnored() {
        let harness = Harness()
        harness.window.setMinimumSize(CGSize(width: 100, height: 100))
        let messages = capturingDiagnostics {
            harness.window.setMinimumSize(CGSize(width: -1, height: 10))
            harness.window.setMinimumSize(CGSize(width: CGFloat.nan, height: 10))
        }
        #expect(messages.count == 2)
        #expect(headless.windows[harness.id]?.minimumSize == CGSize(width: 100, height: 100))
    }
}
