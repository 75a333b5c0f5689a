import CX11
import Foundation
import Testing
import XUIKit
@_spi(Testing) import XUIKitX11

/// Records a pan recognizer's states and translations.
@MainActor
final class PanFollower: UIViewController {
    var states: [UIGestureRecognizer.State] = []
    var translations: [CGPoint] = []
    func panned(_ recognizer: UIPanGestureRecognizer) {
        states.append(recognizer.state)
        translations.append(recognizer.translation(in: view))
    }
}

extension Selector {
    static let x11Panned = Selector("panned:", PanFollower.panned)
}

@Suite("Gesture recognizers on Xvfb", .serialized)
@MainActor
struct GestureX11Tests {
    @Test("R8.39, R8.40: a pan recognizer follows a real pointer drag from began to ended")
    func panFollowsDrag() throws {
        try withX11App { session in
            let controller = PanFollower()
            let pan = UIPanGestureRecognizer(target: controller, action: .x11Panned)
            controller.view.addGestureRecognizer(pan)
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
            window.rootViewController = controller
            session.show(window)

            session.drag(fromX: 50, toX: 150, y: 100, step: 10)

            #expect(controller.states.first == .began)
            #expect(controller.states.last == .ended)
            #expect(controller.states.filter { $0 == .changed }.count >= 3)
            let final = try #require(controller.translations.last)
            #expect(abs(final.x - 100) < 0.5 && abs(final.y) < 0.5, "translation \(final)")
            #expect(pan.state == .possible)   // reset after the touches ended (R8.11)
        }
    }
}
