import Foundation
import Testing
@_spi(Testing) import XUIKitCore
import XUIKitHeadlessTesting

@MainActor
@Suite("CALayer.displayIfNeeded: redraw now, without a turn of the event loop (R12.9)")
struct LayerDisplayTests {
    @Test("R12.9: a changed background is on the surface right after displayIfNeeded, and not before")
    func redrawsAtOnce() throws {
        let harness = Harness()
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        view.backgroundColor = .red
        harness.window.addSubview(view)
        harness.display()
        let surface = try #require(harness.window.surface)
        #expect(surface.pixel(x: 20, y: 20) == (255, 0, 0))
        view.backgroundColor = .blue
        #expect(view.layer.needsDisplay())
        // Nothing has drawn yet: the old colour is still there.
        #expect(surface.pixel(x: 20, y: 20) == (255, 0, 0))
        view.layer.displayIfNeeded()
        #expect(surface.pixel(x: 20, y: 20) == (0, 0, 255))
        #expect(!view.layer.needsDisplay())
    }

    @Test("R12.9: a layer outside a window has nothing to display and says so")
    func outsideWindow() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.layer.setNeedsDisplay()
        #expect(!view.layer.needsDisplay())
        view.layer.displayIfNeeded()
        #expect(view.window == nil)
    }
}
