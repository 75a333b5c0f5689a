import Foundation
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

@MainActor
@Suite("CGContext shadows, blend modes and mask clips")
struct ContextShadowTests {
    @Test("setShadow: a positive height goes down, in points, untouched by the transform (R29.5)")
    func shadowOffset() {
        let image = drawnImage(CGSize(width: 60, height: 60)) {
            $0.setShadow(offset: CGSize(width: 5, height: 5), blur: 0, color: .black)
            $0.setFillColor(.red)
            $0.fill(CGRect(x: 10, y: 10, width: 20, height: 20))
        }
        #expect(isNear(image.pixel(x: 12, y: 12), 255, 0, 0))
        #expect(isNear(image.pixel(x: 32, y: 32), 0, 0, 0), "the shadow lies below and to the right")
        #expect(isNear(image.pixel(x: 32, y: 8), 0, 0, 0, 0))
        #expect(isNear(image.pixel(x: 12, y: 8), 0, 0, 0, 0), "nothing above: y points down")
        let scaled = drawnImage(CGSize(width: 60, height: 60)) {
            $0.scaleBy(x: 2, y: 2)
            $0.setShadow(offset: CGSize(width: 5, height: 0), blur: 0, color: .black)
            $0.setFillColor(.red)
            $0.fill(CGRect(x: 5, y: 5, width: 10, height: 10))
        }
        // The square covers 10…30; its shadow 15…35, not 20…40 (the offset is not scaled).
        #expect(isNear(scaled.pixel(x: 33, y: 20), 0, 0, 0))
        #expect(isNear(scaled.pixel(x: 37, y: 20), 0, 0, 0, 0))
    }

    @Test("setShadow(offset:blur:) is black at one third; the offset is in points at scale 2; restore ends it (R29.5)")
    func shadowDefaultsAndScale() {
        let image = drawnImage(CGSize(width: 40, height: 20), scale: 2) {
            $0.saveGState()
            $0.setShadow(offset: CGSize(width: 10, height: 0), blur: 0)
            $0.setFillColor(.red)
            $0.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
            $0.restoreGState()
            $0.fill(CGRect(x: 0, y: 10, width: 5, height: 5))
        }
        #expect(isNear(image.pixel(x: 25, y: 4), 0, 0, 0, 85), "10 points right: 20…30 pixels")
        #expect(isNear(image.pixel(x: 35, y: 4), 0, 0, 0, 0))
        #expect(isNear(image.pixel(x: 25, y: 24), 0, 0, 0, 0), "no shadow after restoreGState")
    }

    @Test("A blurred shadow fades across its edge: half strength on the edge (R29.5)")
    func shadowBlur() {
        let image = drawnImage(CGSize(width: 80, height: 40)) {
            $0.setShadow(offset: CGSize(width: 30, height: 0), blur: 8, color: .black)
            $0.setFillColor(.red)
            $0.fill(CGRect(x: 0, y: 0, width: 20, height: 40))
        }
        // The shadow's edge is at x 50; a Gaussian of σ 4 gives about half on the edge pixel.
        let edge = image.pixel(x: 50, y: 20)!.alpha
        #expect(edge > 90 && edge < 165, "edge alpha \(edge)")
        #expect(image.pixel(x: 40, y: 20)!.alpha > 245)
        #expect(image.pixel(x: 62, y: 20)!.alpha < 10)
    }

    @Test("setBlendMode combines with what is there; restoreGState brings .normal back (R29.6)")
    func blendMode() {
        let image = drawnImage(CGSize(width: 20, height: 20)) {
            $0.setFillColor(UIColor(red: 1, green: 1, blue: 0, alpha: 1))
            $0.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
            $0.saveGState()
            $0.setBlendMode(.multiply)
            $0.setFillColor(UIColor(red: 0, green: 1, blue: 1, alpha: 1))
            $0.fill(CGRect(x: 0, y: 0, width: 10, height: 20))
            $0.restoreGState()
            $0.setFillColor(UIColor(red: 0, green: 1, blue: 1, alpha: 1))
            $0.fill(CGRect(x: 10, y: 0, width: 10, height: 20))
        }
        #expect(isNear(image.pixel(x: 5, y: 5), 0, 255, 0), "yellow × cyan = green")
        #expect(isNear(image.pixel(x: 15, y: 5), 0, 255, 255), "cyan covers yellow: normal again")
    }

    @Test("clip(to:mask:): a grey mask shows where white, its first row along the rect's bottom (R29.7)")
    func greyMask() {
        // An opaque 2×2 mask: white top row, black bottom row.
        let mask = drawnImage(CGSize(width: 2, height: 2), opaque: true) {
            $0.setFillColor(.black)
            $0.fill(CGRect(x: 0, y: 1, width: 2, height: 1))
        }
        let image = drawnImage(CGSize(width: 40, height: 40)) {
            $0.saveGState()
            $0.clip(to: CGRect(x: 0, y: 0, width: 20, height: 20), mask: mask)
            $0.setFillColor(.red)
            $0.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
            $0.restoreGState()
            $0.setFillColor(.blue)
            $0.fill(CGRect(x: 30, y: 30, width: 10, height: 10))
        }
        #expect(isNear(image.pixel(x: 10, y: 17), 255, 0, 0), "the mask's white first row, at the bottom")
        #expect(isNear(image.pixel(x: 10, y: 2), 0, 0, 0, 0))
        #expect(isNear(image.pixel(x: 30, y: 10), 0, 0, 0, 0), "outside the rect nothing shows")
        #expect(isNear(image.pixel(x: 35, y: 35), 0, 0, 255), "the clip ends with restoreGState")
    }

    @Test("clip(to:mask:): a mask with alpha is read by its alpha, and ends with the renderer (R29.7)")
    func alphaMask() {
        let mask = drawnImage(CGSize(width: 4, height: 4)) {
            $0.setFillColor(UIColor(red: 0, green: 0, blue: 0, alpha: 1))
            $0.fill(CGRect(x: 0, y: 0, width: 2, height: 4))
        }
        let image = drawnImage(CGSize(width: 40, height: 40)) {
            $0.clip(to: CGRect(x: 0, y: 0, width: 40, height: 40), mask: mask)
            $0.setFillColor(.green)
            $0.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
        }
        #expect(isNear(image.pixel(x: 5, y: 20), 0, 255, 0))
        #expect(isNear(image.pixel(x: 35, y: 20), 0, 0, 0, 0))
    }
}
