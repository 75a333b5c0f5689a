import Foundation
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

@MainActor
@Suite("CGContext clipping, stroked paths and transparency layers, by pixels (R41.6, R41.7)")
struct ContextClippingTests {
    func harness(_ drawing: @escaping (CGContext) -> Void) -> Harness {
        let harness = Harness()
        let view = StrokeView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.drawing = drawing
        harness.window.addSubview(view)
        return harness
    }

    @Test("clip(using: .evenOdd) with a rectangle inside another leaves a hole; clip() uses nonzero winding")
    func evenOddClip() {
        let evenOdd = harness { c in
            c.addRect(CGRect(x: 0, y: 0, width: 40, height: 40))
            c.addRect(CGRect(x: 10, y: 10, width: 20, height: 20))
            c.clip(using: .evenOdd)
            c.setFillColor(UIColor.red.cgColor)
            c.fill(CGRect(x: 0, y: 0, width: 100, height: 100))
        }
        #expect(evenOdd.pixel(5, 5) == .red)
        #expect(evenOdd.pixel(20, 20).isWhite)
        #expect(evenOdd.pixel(50, 50).isWhite)
        let winding = harness { c in
            c.addRect(CGRect(x: 0, y: 0, width: 40, height: 40))
            c.addRect(CGRect(x: 10, y: 10, width: 20, height: 20))
            c.clip()
            c.setFillColor(UIColor.red.cgColor)
            c.fill(CGRect(x: 0, y: 0, width: 100, height: 100))
        }
        #expect(winding.pixel(20, 20) == .red)
        #expect(winding.pixel(50, 50).isWhite)
    }

    @Test("boundingBoxOfClipPath is the clip's box in user space; resetClip() lifts the clip")
    func clipBoxAndReset() {
        var boxes: [CGRect] = []
        let h = harness { c in
            c.clip(to: CGRect(x: 10, y: 20, width: 30, height: 40))
            c.translateBy(x: 5, y: 5)
            boxes.append(c.boundingBoxOfClipPath)
            c.resetClip()
            boxes.append(c.boundingBoxOfClipPath)
            c.setFillColor(UIColor.red.cgColor)
            c.fill(CGRect(x: 60, y: 60, width: 10, height: 10))
        }
        #expect(h.pixel(65, 65) == .red)
        #expect(boxes.first == CGRect(x: 5, y: 15, width: 30, height: 40))
        #expect(boxes.count == 2 && boxes[1].width >= 100 && boxes[1].height >= 100)
    }

    @Test("replacePathWithStrokedPath then clip: drawing shows only where the stroke would be")
    func strokedPathClip() {
        let h = harness { c in
            c.move(to: CGPoint(x: 0, y: 50))
            c.addLine(to: CGPoint(x: 100, y: 50))
            c.setLineWidth(10)
            c.replacePathWithStrokedPath()
            c.clip()
            c.setFillColor(UIColor.red.cgColor)
            c.fill(CGRect(x: 0, y: 0, width: 100, height: 100))
        }
        #expect(h.pixel(50, 45) == .red)
        #expect(h.pixel(50, 54) == .red)
        #expect(h.pixel(50, 44).isWhite)
        #expect(h.pixel(50, 55).isWhite)
    }

    @Test("replacePathWithStrokedPath then fillPath paints the stroke's area in the fill colour")
    func strokedPathFill() {
        let h = harness { c in
            c.addRect(CGRect(x: 20, y: 20, width: 40, height: 40))
            c.setLineWidth(6)
            c.replacePathWithStrokedPath()
            c.setFillColor(UIColor.red.cgColor)
            c.setStrokeColor(UIColor.blue.cgColor)
            c.fillPath()
        }
        #expect(h.pixel(18, 40) == .red)
        #expect(h.pixel(22, 40) == .red)
        #expect(h.pixel(40, 40).isWhite, "the inside of the outline stays empty")
        #expect(h.pixel(16, 40).isWhite)
    }

    @Test("A transparency layer composites its drawing once with the alpha in force: overlaps do not darken")
    func transparencyLayer() {
        let h = harness { c in
            c.setAlpha(0.5)
            c.setFillColor(UIColor.red.cgColor)
            c.beginTransparencyLayer(auxiliaryInfo: nil)
            c.fill(CGRect(x: 10, y: 10, width: 40, height: 40))
            c.fill(CGRect(x: 30, y: 30, width: 40, height: 40))
            c.endTransparencyLayer()
            // Without a layer the overlap darkens.
            c.fill(CGRect(x: 10, y: 75, width: 20, height: 20))
            c.fill(CGRect(x: 20, y: 75, width: 20, height: 20))
        }
        let half = RGB(r: 255, g: 128, b: 128)
        #expect(h.pixel(20, 20).near(half, 2))
        #expect(h.pixel(40, 40).near(half, 2), "the overlap is painted once")
        #expect(h.pixel(60, 60).near(half, 2))
        #expect(h.pixel(25, 85).near(RGB(r: 255, g: 64, b: 64), 2))
    }

    @Test("clip(to:mask:) takes a CGImage, as Core Graphics declares it")
    func maskWithCGImage() {
        let mask = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 1), format: {
            let f = UIGraphicsImageRendererFormat(); f.scale = 1; return f
        }()).image { r in
            UIColor.black.setFill()
            r.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        }
        let h = harness { c in
            c.clip(to: CGRect(x: 0, y: 0, width: 40, height: 20), mask: mask.cgImage!)
            c.setFillColor(UIColor.red.cgColor)
            c.fill(CGRect(x: 0, y: 0, width: 100, height: 100))
        }
        #expect(h.pixel(5, 10) == .red)
        #expect(h.pixel(35, 10).isWhite)
        #expect(h.pixel(5, 30).isWhite)
    }
}
