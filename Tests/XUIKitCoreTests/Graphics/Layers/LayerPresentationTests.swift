import Foundation
import Testing
@_spi(Testing) @testable import XUIKitCore
import XUIKitHeadlessTesting

@MainActor
@Suite("CALayer.presentation() and model(): the values on screen and the values set (headless, manual clock)")
struct LayerPresentationTests {
    @Test("Geometry properties are the view's: bounds, position (centre), frame, affine transform")
    func geometryShared() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.layer.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(view.layer.position == CGPoint(x: 60, y: 45))
        view.layer.position = CGPoint(x: 100, y: 100)
        #expect(view.frame.origin == CGPoint(x: 50, y: 75))
        view.layer.setAffineTransform(CGAffineTransform(scaleX: 2, y: 2))
        #expect(view.transform == CGAffineTransform(scaleX: 2, y: 2) && view.layer.frame == view.frame)
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 20, height: 10)
        #expect(layer.position == CGPoint(x: 10, y: 5) && layer.bounds.size == CGSize(width: 20, height: 10))
    }

    @Test("Mid-animation, presentation() holds the values drawn now; the layer itself holds the new ones (R12.8)")
    func presentationMidAnimation() {
        let harness = Harness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.backgroundColor = .black
        harness.window.addSubview(view)
        let sized = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        harness.window.addSubview(sized)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            view.alpha = 0
            view.center = CGPoint(x: 150, y: 50)
            sized.bounds.size = CGSize(width: 200, height: 100)
            view.transform = CGAffineTransform(rotationAngle: .pi / 2)
            view.backgroundColor = .white
            view.layer.cornerRadius = 20
        })
        advance(to: 0.25)
        guard let shown = view.layer.presentation() else {
            Issue.record("no presentation layer for a view in a window")
            return
        }
        #expect(near(CGFloat(shown.opacity), 0.75, 1e-5))
        #expect(near(shown.position.x, 75) && near(shown.position.y, 50))
        #expect(sized.layer.presentation().map { near($0.bounds.width, 125) && near($0.bounds.height, 100) } == true)
        #expect(near(shown.cornerRadius, 5))
        #expect(shown.backgroundColor.map { near($0.red, 0.25, 0.01) } == true)
        let angle = atan2(shown.affineTransform().b, shown.affineTransform().a)
        #expect(near(angle, .pi / 8, 1e-3))
        #expect(view.layer.opacity == 0 && view.layer.position == CGPoint(x: 150, y: 50) && view.layer.cornerRadius == 20)
        // A copy: changing it changes nothing on screen.
        shown.opacity = 1
        #expect(near(view.presentedAlpha, 0.75))
        advance(to: 1.5)
        let rested = view.layer.presentation()
        #expect(rested?.opacity == 0 && rested?.position == CGPoint(x: 150, y: 50) && rested?.cornerRadius == 20)
    }

    @Test("model() of a presentation copy is the layer itself; after an interruption from the current state the copy shows where it was, the model the new value (R12.8, R12.2)")
    func modelAfterInterruption() {
        let harness = Harness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        harness.window.addSubview(view)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 0 })
        advance(to: 0.5)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .beginFromCurrentState], animations: { view.alpha = 1 })
        let shown = view.layer.presentation()
        #expect(shown.map { near(CGFloat($0.opacity), 0.5, 1e-5) } == true)
        #expect(shown?.model() === view.layer && view.layer.model() === view.layer)
        #expect(shown?.model().opacity == 1)
        advance(to: 1.0)
        #expect(view.layer.presentation().map { near(CGFloat($0.opacity), 0.75, 1e-5) } == true)
        // Set outside a block: the animation ends and what shows is the model.
        view.alpha = 0.3
        #expect(view.layer.presentation().map { near(CGFloat($0.opacity), 0.3, 1e-6) } == true)
    }

    @Test("presentation() is nil for a layer not on screen: a view in no window, or a layer backing no view")
    func nilWhenNotOnScreen() {
        _ = Harness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(view.layer.presentation() == nil)
        let layer = CALayer()
        #expect(layer.presentation() == nil && layer.model() === layer)
        let copy = CALayer(layer: view.layer)
        #expect(copy.bounds == view.layer.bounds && copy.presentation() == nil)
    }
}
