import Foundation
import Testing
@_spi(Testing) @testable import XUIKitCore
import XUIKitHeadlessTesting

/// A view whose overlay is a green band across its middle, drawn through the overlay hook.
@MainActor
final class OverlayProbeView: UIView {
    override var drawsOverlay: Bool { true }

    override func drawOverlay(in context: CGContext, origin: CGPoint, clip: CGRect) {
        context.saveGState()
        context.clip(to: clip)
        context.setFillColor(UIColor(red: 0, green: 1, blue: 0, alpha: 1))
        context.fill(CGRect(x: origin.x, y: origin.y + bounds.midY - 5, width: bounds.width, height: 10))
        context.restoreGState()
    }
}

@MainActor
@Suite("WindowRenderer: the phases of a frame run in order (headless)")
struct WindowRendererTests {
    @Test("R15.7: the overlay phase comes after the render pass: the focus ring lies over a view in front of the focused one, and the frame presents it")
    func windowOverlayAfterPass() throws {
        let harness = Harness()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 50, y: 50, width: 80, height: 30)
        harness.window.addSubview(button)
        // In front of the button, over where its ring goes (3 to 6 pt above it).
        let cover = UIView(frame: CGRect(x: 40, y: 40, width: 100, height: 8))
        cover.backgroundColor = .red
        harness.window.addSubview(cover)
        #expect(harness.pixel(90, 46) == .red)
        let backend = try #require(UIApplication.shared.backend as? HeadlessBackend)
        let presentsBefore = try #require(backend.windows[harness.id]).presentCount

        harness.window.moveFocus(to: button)
        let ring = harness.pixel(90, 46)
        // The tint colour at 60 % over red: the ring was drawn after the red view.
        #expect(ring != .red && ring.b > ring.r, "ring pixel \(ring)")
        let state = try #require(backend.windows[harness.id])
        #expect(state.presentCount == presentsBefore + 1)
        #expect(try #require(state.lastPresentedRect).contains(CGPoint(x: 90, y: 46)))
    }

    @Test("A view's overlay is drawn by the render pass above its subviews, and left out where the view's subtree is not repainted")
    func viewOverlayAboveSubviews() {
        let harness = Harness()
        let probe = OverlayProbeView(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
        let child = UIView(frame: probe.bounds)
        child.backgroundColor = .red
        probe.addSubview(child)
        harness.window.addSubview(probe)
        // The band crosses the middle (y 65–75 in the window) above the red subview.
        #expect(harness.pixel(70, 70) == RGB(r: 0, g: 255, b: 0))
        #expect(harness.pixel(70, 30) == .red)
    }

    @Test("A snapshot of the window leaves the window's overlay (the focus ring) out")
    func snapshotLeavesWindowOverlayOut() throws {
        let harness = Harness()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 50, y: 50, width: 80, height: 30)
        harness.window.addSubview(button)
        harness.window.moveFocus(to: button)
        #expect(!harness.pixel(90, 46).isWhite)
        let renderer = UIGraphicsImageRenderer(size: harness.window.bounds.size)
        let image = renderer.image { _ in _ = harness.window.drawHierarchy(in: harness.window.bounds, afterScreenUpdates: false) }
        let pixel = try #require(image.pixel(x: 90, y: 46))
        #expect(pixel.red > 245 && pixel.green > 245 && pixel.blue > 245, "snapshot pixel \(pixel)")
    }

    @Test("What render passes share is the application's: a fresh application has its own fill batch and context stack, and never reissues a pass number a view remembers")
    func renderStateOnTheApplication() {
        let harness = Harness()
        harness.window.setNeedsDisplay()
        harness.display()
        let shared = UIApplication.shared
        let lastNumber = shared.renderResources.nextPassNumber()
        let fresh = UIApplication()
        #expect(fresh.renderResources.nextPassNumber() > lastNumber)
        #expect(fresh.renderResources.fillBatch !== shared.renderResources.fillBatch)
        #expect(fresh.graphicsContexts !== shared.graphicsContexts)
        #expect(fresh.graphicsContexts.current == nil)
    }
}
