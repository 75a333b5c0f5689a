import Foundation
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

@MainActor
@Suite("UIApplication.simulateShake (R10.1–R10.3)")
struct ShakeTests {
    @Test("R10.1, R10.2: began then ended, to the key window's first responder")
    func shakeReachesFirstResponder() {
        let harness = Harness(window: { EventTypeWindow(frame: $0) })
        let controller = ShakeController()
        harness.window.rootViewController = controller
        #expect(controller.becomeFirstResponder())
        UIApplication.shared.simulateShake()
        #expect(controller.motions == ["began 1", "ended 1"])
        #expect((harness.window as! EventTypeWindow).types == [.motion, .motion])
    }

    @Test("R10.3: with no first responder, the shake climbs from the key window to the app delegate")
    func shakeWithoutFirstResponder() {
        final class Delegate: UIResponder, UIApplicationDelegate {
            var motions: [UIEvent.EventSubtype] = []
            override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { motions.append(motion) }
        }
        let harness = Harness()
        let delegate = Delegate()
        UIApplication.shared.delegate = delegate
        UIApplication.shared.simulateShake()
        #expect(delegate.motions == [.motionShake])
        _ = harness
    }
}
