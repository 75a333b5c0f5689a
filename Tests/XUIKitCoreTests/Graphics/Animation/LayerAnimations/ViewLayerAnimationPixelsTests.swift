import Foundation
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

/// A view's own layer animated by a layer animation is drawn where the animation shows it
/// (R30.14), headless, by the window's pixels.
@MainActor
@Suite("View layers under layer animations, by pixels (headless)")
struct ViewLayerAnimationPixelsTests {
    @Test("R30.14: a held position.x animation draws the view a quarter of the way along, and nothing at its model place")
    func heldPosition() {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        harness.window.backgroundColor = .white
        let square = UIView(frame: CGRect(x: 20, y: 20, width: 40, height: 40))
        square.backgroundColor = .red
        harness.window.addSubview(square)
        #expect(harness.pixel(40, 40) == .red)
        let slide = CABasicAnimation(keyPath: "position.x")
        slide.fromValue = 40
        slide.toValue = 240
        slide.duration = 1
        slide.speed = 0
        slide.timeOffset = 0.25
        square.layer.add(slide, forKey: "slide")
        harness.advance(by: 0.05)
        #expect(square.layer.presentation()?.position.x == 90)
        #expect(harness.pixel(90, 40) == .red)
        #expect(harness.pixel(40, 40) == .white)
    }
}
