import Foundation
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

/// A view whose `draw(_:)` runs `drawing` with the current context.
@MainActor
final class ScopedDrawView: UIView {
    var drawing: (CGContext) -> Void = { _ in }
    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        drawing(context)
    }
}

@MainActor
@Suite("What one view's draw(_:) sets ends with it")
struct DrawingScopeTests {
    func pixel(_ harness: Harness, _ x: Int, _ y: Int) -> (UInt8, UInt8, UInt8) {
        let p = harness.window.surface!.pixel(x: x, y: y)
        return (p.red, p.green, p.blue)
    }

    @Test("A shadow and a mask clip set in one view's draw(_:) do not reach the next view (R29.5, R29.7)")
    func scopeEnds() {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        harness.window.backgroundColor = .white
        let first = ScopedDrawView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        first.isOpaque = false
        first.drawing = { context in
            context.setShadow(offset: CGSize(width: 4, height: 4), blur: 0, color: .black)
            context.setFillColor(.red)
            context.fill(CGRect(x: 5, y: 5, width: 10, height: 10))
            // A clip to an empty-alpha mask, never restored: it must end with this draw(_:).
            let hidden = drawnImage(CGSize(width: 2, height: 2)) { _ in }
            context.clip(to: CGRect(x: 0, y: 0, width: 40, height: 40), mask: hidden)
            context.fill(CGRect(x: 20, y: 20, width: 10, height: 10))
        }
        let second = ScopedDrawView(frame: CGRect(x: 50, y: 50, width: 40, height: 40))
        second.isOpaque = false
        second.drawing = { context in
            context.setFillColor(.blue)
            context.fill(CGRect(x: 5, y: 5, width: 10, height: 10))
        }
        harness.window.addSubview(first)
        harness.window.addSubview(second)
        harness.display()
        #expect(pixel(harness, 10, 10) == (255, 0, 0))
        #expect(pixel(harness, 17, 17) == (0, 0, 0), "the first view's shadow")
        #expect(pixel(harness, 25, 25) == (255, 255, 255), "masked out by the clear mask")
        #expect(pixel(harness, 60, 60) == (0, 0, 255), "the second view is not under the first's mask clip")
        #expect(pixel(harness, 67, 67) == (255, 255, 255), "nor shadowed by the first's shadow")
    }
}
