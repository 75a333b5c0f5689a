import Foundation
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

@MainActor
@Suite("CALayer behind every view: properties and how they are drawn (headless)")
struct LayerTests {
    /// A 100×100 red view at (50, 50) in a 200×200 window.
    func redSquare(_ harness: Harness) -> UIView {
        let view = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        view.backgroundColor = .red
        harness.window.addSubview(view)
        return view
    }

    @Test("opacity, isHidden, masksToBounds and backgroundColor are the view's alpha, isHidden, clipsToBounds and backgroundColor")
    func sharedProperties() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(view.layer === view.layer)
        view.layer.opacity = 0.25
        #expect(view.alpha == 0.25)
        view.alpha = 0.5
        #expect(view.layer.opacity == 0.5)
        view.layer.isHidden = true
        #expect(view.isHidden)
        view.layer.masksToBounds = true
        #expect(view.clipsToBounds)
        view.backgroundColor = .green
        #expect(view.layer.backgroundColor == UIColor.green.cgColor)
        view.layer.backgroundColor = UIColor.blue.cgColor
        #expect(view.backgroundColor == .blue)
    }

    @Test("A layer's defaults are Core Animation's; a layer without a view keeps its own values")
    func defaults() {
        let layer = CALayer()
        #expect(layer.cornerRadius == 0 && layer.borderWidth == 0 && layer.shadowOpacity == 0)
        #expect(layer.shadowOffset == CGSize(width: 0, height: -3) && layer.shadowRadius == 3)
        #expect(layer.borderColor == UIColor.black && layer.shadowColor == UIColor.black)
        #expect(layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        layer.opacity = 0.3
        layer.masksToBounds = true
        #expect(layer.opacity == 0.3 && layer.masksToBounds && layer.backgroundColor == nil)
        #expect(UIColor(cgColor: UIColor.systemBlue.cgColor) == .systemBlue)
    }

    @Test("cornerRadius rounds the background: corner pixels stay white, the edges' middles are filled")
    func cornerRadius() {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let view = redSquare(harness)
        view.layer.cornerRadius = 20
        #expect(harness.pixel(52, 52) == .white)
        #expect(harness.pixel(147, 147) == .white)
        #expect(harness.pixel(100, 50) == .red)
        #expect(harness.pixel(50, 100) == .red)
        #expect(harness.pixel(57, 57) == .red)
    }

    @Test("maskedCorners rounds only the corners it names")
    func maskedCorners() {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let view = redSquare(harness)
        view.layer.cornerRadius = 20
        view.layer.maskedCorners = [.layerMinXMinYCorner]
        #expect(harness.pixel(52, 52) == .white)
        #expect(harness.pixel(147, 52) == .red)
        #expect(harness.pixel(147, 147) == .red)
        #expect(harness.pixel(52, 147) == .red)
    }

    @Test("masksToBounds with a corner radius clips subviews to the rounded bounds")
    func masksToRoundedBounds() {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let view = redSquare(harness)
        let child = UIView(frame: view.bounds)
        child.backgroundColor = .blue
        view.addSubview(child)
        view.layer.cornerRadius = 20
        #expect(harness.pixel(52, 52) == .blue)
        view.layer.masksToBounds = true
        #expect(harness.pixel(52, 52) == .white)
        #expect(harness.pixel(100, 100) == .blue)
    }

    @Test("A border is drawn inside the bounds, above the background and the subviews")
    func border() {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let view = redSquare(harness)
        let child = UIView(frame: view.bounds)
        child.backgroundColor = .green
        view.addSubview(child)
        view.layer.borderWidth = 4
        view.layer.borderColor = UIColor.blue.cgColor
        #expect(harness.pixel(51, 100) == .blue)
        #expect(harness.pixel(53, 100) == .blue)
        #expect(harness.pixel(55, 100) == RGB(r: 0, g: 255, b: 0))
        #expect(harness.pixel(49, 100) == .white)
        #expect(harness.pixel(146, 146) == .blue)
    }

    @Test("A shadow darkens the area below the offset view and fades out with its radius")
    func shadow() {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let view = redSquare(harness)
        view.layer.shadowOpacity = 1
        view.layer.shadowOffset = CGSize(width: 0, height: 10)
        view.layer.shadowRadius = 0
        #expect(harness.pixel(100, 155) == .black)
        #expect(harness.pixel(100, 161) == .white)
        view.layer.shadowRadius = 4
        let near = harness.pixel(100, 156), far = harness.pixel(100, 164)
        #expect(near.r < far.r, "\(near) should be darker than \(far)")
        #expect(near.r > 0, "blurred, not solid")
        #expect(harness.pixel(100, 175) == .white)
        view.layer.shadowOpacity = 0
        #expect(harness.pixel(100, 156) == .white)
    }

    @Test("shadowPath gives the shadow its shape")
    func shadowPath() {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let view = redSquare(harness)
        view.layer.shadowOpacity = 1
        view.layer.shadowRadius = 0
        view.layer.shadowOffset = .zero
        view.layer.shadowPath = UIBezierPath(rect: CGRect(x: 100, y: 0, width: 30, height: 30)).cgPath
        #expect(harness.pixel(160, 60) == .black)
        #expect(harness.pixel(160, 90) == .white)
    }
}
