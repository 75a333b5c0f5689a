import Foundation
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

@MainActor
@Suite("UIView.mask and a view layer's mask, by pixels (R41.5)")
struct ViewMaskTests {
    func redView(_ harness: Harness) -> UIView {
        let view = UIView(frame: CGRect(x: 20, y: 20, width: 60, height: 60))
        view.backgroundColor = .red
        let child = UIView(frame: CGRect(x: 0, y: 40, width: 60, height: 20))
        child.backgroundColor = .blue
        view.addSubview(child)
        harness.window.addSubview(view)
        return view
    }

    @Test("A mask view's alpha masks the view and its subviews; mask sets layer.mask to the mask view's layer")
    func maskView() {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = redView(harness)
        let mask = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 60))
        mask.backgroundColor = .black
        view.mask = mask
        #expect(view.mask === mask && view.layer.mask === mask.layer)
        #expect(harness.pixel(25, 25) == .red)
        #expect(harness.pixel(25, 75) == .blue)
        #expect(harness.pixel(60, 25) == .white)
        #expect(harness.pixel(60, 75) == .white)
        view.mask = nil
        #expect(view.layer.mask == nil)
        #expect(harness.pixel(60, 25) == .red)
    }

    @Test("A half-transparent mask view lets half through")
    func partialMask() {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = redView(harness)
        let mask = UIView(frame: view.bounds)
        mask.backgroundColor = UIColor.black.withAlphaComponent(0.5)
        view.mask = mask
        #expect(harness.pixel(40, 30).near(RGB(r: 255, g: 128, b: 128), 2))
    }

    @Test("A standalone layer as a view layer's mask masks the view")
    func layerMaskOnViewLayer() {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = redView(harness)
        let mask = CAShapeLayer()
        mask.path = CGPath(rect: CGRect(x: 30, y: 0, width: 30, height: 60), transform: nil)
        withoutActions { view.layer.mask = mask }
        #expect(harness.pixel(25, 25) == .white)
        #expect(harness.pixel(60, 25) == .red)
        #expect(harness.pixel(60, 75) == .blue)
    }
}

@MainActor
@Suite("CALayer.contentsCenter: nine-part stretching of contents, by pixels (R41.10)")
struct ContentsCenterTests {
    @Test("The corners and edges outside the centre keep their size; the centre stretches")
    func ninePart() {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        // 30 × 30 pixels: a 10-pixel red frame around a blue centre.
        let image = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 30), format: format).image { r in
            UIColor.red.setFill(); r.fill(CGRect(x: 0, y: 0, width: 30, height: 30))
            UIColor.blue.setFill(); r.fill(CGRect(x: 10, y: 10, width: 10, height: 10))
        }
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        harness.window.addSubview(host)
        let layer = CALayer()
        withoutActions {
            layer.frame = CGRect(x: 5, y: 5, width: 90, height: 90)
            layer.contents = image.cgImage
            layer.contentsCenter = CGRect(x: 1.0 / 3, y: 1.0 / 3, width: 1.0 / 3, height: 1.0 / 3)
            host.layer.addSublayer(layer)
        }
        #expect(harness.pixel(10, 50) == .red, "the left edge keeps its 10 points")
        #expect(harness.pixel(20, 50) == .blue, "the centre stretches to the edges' inner sides")
        #expect(harness.pixel(80, 50) == .blue)
        #expect(harness.pixel(90, 50) == .red)
        #expect(harness.pixel(50, 10) == .red && harness.pixel(50, 20) == .blue)
        withoutActions { layer.contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1) }
        #expect(harness.pixel(20, 50) == .red, "stretched whole, the frame is 30 points wide")
    }
}

@MainActor
@Suite("UIVisualEffectView: the Reduce Transparency materials (R41.11)")
struct VisualEffectViewTests {
    @Test("A blur draws its material's grey for the appearance; the content view's subviews draw above; vibrancy draws nothing")
    func materials() {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let light = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
        light.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        let label = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        label.backgroundColor = .red
        light.contentView.addSubview(label)
        harness.window.addSubview(light)
        let dark = UIVisualEffectView(effect: UIBlurEffect(style: .systemThinMaterialDark))
        dark.frame = CGRect(x: 50, y: 0, width: 50, height: 50)
        harness.window.addSubview(dark)
        let vibrant = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: UIBlurEffect(style: .regular), style: .label))
        vibrant.frame = CGRect(x: 0, y: 50, width: 50, height: 50)
        harness.window.addSubview(vibrant)
        #expect(light.contentView.frame == light.bounds || { light.layoutIfNeeded(); return light.contentView.frame == light.bounds }())
        #expect(harness.pixel(30, 30).near(RGB(r: 237, g: 237, b: 237), 1))
        #expect(harness.pixel(5, 5) == .red)
        #expect(harness.pixel(75, 25).near(RGB(r: 33, g: 33, b: 33), 1))
        #expect(harness.pixel(25, 75).isWhite)
        #expect(UIBlurEffect.Style.systemChromeMaterialDark.rawValue == 20 && UIBlurEffect.Style.regular.rawValue == 4)
    }
}
