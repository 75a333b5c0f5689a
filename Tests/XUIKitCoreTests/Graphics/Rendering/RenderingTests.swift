import Foundation
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

@MainActor
final class CountingDrawView: UIView {
    var drawCalls = 0
    var lastRect: CGRect = .null
    override func draw(_ rect: CGRect) {
        drawCalls += 1
        lastRect = rect
        UIColor.blue.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
    }
}

@MainActor
@Suite("Rendering into window surfaces (headless)")
struct RenderingTests {
    func pixel(_ harness: Harness, _ x: Int, _ y: Int) -> (UInt8, UInt8, UInt8) {
        let p = harness.window.surface!.pixel(x: x, y: y)
        return (p.red, p.green, p.blue)
    }

    @Test("Background colours fill each view's bounds; uncovered areas are white")
    func backgrounds() {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let red = UIView(frame: CGRect(x: 10, y: 10, width: 30, height: 30))
        red.backgroundColor = .red
        harness.window.addSubview(red)
        harness.display()
        #expect(pixel(harness, 20, 20) == (255, 0, 0))
        #expect(pixel(harness, 5, 5) == (255, 255, 255))
        #expect(pixel(harness, 40, 40) == (255, 255, 255))
    }

    @Test("clipsToBounds clips subviews; without it they draw outside")
    func clipping() {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let child = UIView(frame: CGRect(x: 40, y: 40, width: 40, height: 40))
        child.backgroundColor = .green
        container.addSubview(child)
        harness.window.addSubview(container)
        harness.display()
        #expect(pixel(harness, 60, 60) == (0, 255, 0))
        container.clipsToBounds = true
        harness.display()
        #expect(pixel(harness, 60, 60) == (255, 255, 255))
        #expect(pixel(harness, 45, 45) == (0, 255, 0))
    }

    @Test("alpha applies to a view and its subviews as one group")
    func groupAlpha() {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        parent.backgroundColor = .black
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        child.backgroundColor = .black
        parent.addSubview(child)
        parent.alpha = 0.5
        harness.window.addSubview(parent)
        harness.display()
        // As a group, black over black is still black at 50 %: both areas are the same grey.
        // Separately, the overlap would be darker (75 % black).
        let overlap = pixel(harness, 10, 10), parentOnly = pixel(harness, 45, 45)
        #expect(overlap == parentOnly)
        #expect((120...135).contains(Int(overlap.0)))
    }

    @Test("draw(_:) runs with a current context translated to the view; bounds.origin shifts content")
    func customDrawing() {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = CountingDrawView(frame: CGRect(x: 50, y: 50, width: 40, height: 40))
        harness.window.addSubview(view)
        harness.display()
        #expect(pixel(harness, 55, 55) == (0, 0, 255))
        #expect(pixel(harness, 65, 65) == (255, 255, 255))
        view.bounds.origin = CGPoint(x: 5, y: 5)
        harness.display()
        #expect(pixel(harness, 51, 51) == (0, 0, 255))
        #expect(pixel(harness, 56, 56) == (255, 255, 255))
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test("Many setNeedsDisplay calls make one frame that repaints only the dirty region")
    func coalescing() {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let view = CountingDrawView(frame: CGRect(x: 100, y: 100, width: 40, height: 40))
        harness.window.addSubview(view)
        harness.display()
        let backend = UIApplication.shared.backend as! HeadlessBackend
        let presentsBefore = backend.windows[harness.id]!.presentCount
        let drawsBefore = view.drawCalls
        for _ in 0..<50 { view.setNeedsDisplay() }
        harness.display()
        #expect(view.drawCalls == drawsBefore + 1)
        #expect(backend.windows[harness.id]!.presentCount == presentsBefore + 1)
        #expect(backend.windows[harness.id]!.lastPresentedRect == CGRect(x: 100, y: 100, width: 40, height: 40))
        harness.display()
        #expect(backend.windows[harness.id]!.presentCount == presentsBefore + 1)
    }

    @Test("Labels and buttons draw their text with a fontconfig font")
    func text() {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        label.text = "Héllo ✓ XUIKit"
        label.font = .boldSystemFont(ofSize: 30)
        harness.window.addSubview(label)
        harness.display()
        var dark = 0
        for y in 0..<60 { for x in 0..<200 where pixel(harness, x, y).0 < 100 { dark += 1 } }
        #expect(dark > 200)
        #expect(label.intrinsicContentSize.width > 100)
        #expect(label.font.lineHeight > 30)
    }

    @Test("UIBezierPath fills rounded rectangles and strokes ovals; PNG output works")
    func bezierAndPNG() throws {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = PathView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        harness.window.addSubview(view)
        harness.display()
        #expect(pixel(harness, 50, 50) == (255, 0, 0))
        #expect(pixel(harness, 1, 1) == (255, 255, 255))   // rounded corner left unpainted
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("xuikit-render-\(getpid()).png").path
        try harness.window.surface!.writePNG(to: path)
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(data.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
        try? FileManager.default.removeItem(atPath: path)
    }
}

@MainActor
final class PathView: UIView {
    override func draw(_ rect: CGRect) {
        UIColor.red.setFill()
        UIBezierPath(roundedRect: bounds.insetBy(dx: 2, dy: 2), cornerRadius: 20).fill()
        UIColor.black.setStroke()
        let oval = UIBezierPath(ovalIn: CGRect(x: 30, y: 30, width: 40, height: 40))
        oval.lineWidth = 2
        oval.stroke()
        "Hi".draw(at: CGPoint(x: 5, y: 80), withAttributes: [.font: UIFont.systemFont(ofSize: 12), .foregroundColor: UIColor.white])
    }
}
