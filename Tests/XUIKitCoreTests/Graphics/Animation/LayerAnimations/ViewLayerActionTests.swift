import Foundation
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

/// A shape view that animates its path along with UIView animations, as UIKit code does: it
/// asks for the action UIKit gives `backgroundColor` and makes a `path` animation like it.
private final class MorphingShapeView: UIView {
    override class var layerClass: AnyClass { CAShapeLayer.self }
    override var layer: CAShapeLayer { super.layer as! CAShapeLayer }

    override func action(for layer: CALayer, forKey event: String) -> CAAction? {
        guard event == "path", let like = super.action(for: layer, forKey: "backgroundColor") as? CABasicAnimation else {
            return super.action(for: layer, forKey: event)
        }
        let animation = CABasicAnimation(keyPath: event)
        animation.fromValue = self.layer.path
        animation.duration = like.duration
        animation.timingFunction = like.timingFunction
        animation.beginTime = like.beginTime
        animation.fillMode = like.fillMode
        return animation
    }
}

/// A standalone shape layer whose path animates from the path it had, read in its action, as
/// UIKit code writes it; and, as Core Animation code also writes it, from its presentation.
private final class MorphingShapeLayer: CAShapeLayer {
    var readsPresentation = false
    override func action(forKey event: String) -> CAAction? {
        guard event == "path" else { return super.action(forKey: event) }
        let animation = CABasicAnimation(keyPath: event)
        animation.fromValue = readsPresentation ? presentation()?.value(forKey: event) : self.path
        animation.duration = CATransaction.animationDuration()
        return animation
    }
}

@MainActor
private func square(_ side: CGFloat) -> CGPath { UIBezierPath(rect: CGRect(x: 0, y: 0, width: side, height: side)).cgPath }

@MainActor
@Suite("A view's layer actions, as UIKit's layer delegate answers them (R30.23)")
struct ViewLayerActionTests {
    @Test("Outside an animation block a view answers NSNull; inside, a basic animation with the block's settings for the keys it animates")
    func defaultAnswers() throws {
        let harness = Harness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        harness.window.addSubview(view)
        #expect(view.action(for: view.layer, forKey: "opacity") is NSNull)
        #expect(view.layer.action(forKey: "opacity") == nil)
        var inside: CAAction?
        var other: CAAction?
        UIView.animate(withDuration: 0.4, delay: 0.1, options: [.curveEaseIn]) {
            inside = view.action(for: view.layer, forKey: "opacity")
            other = view.action(for: view.layer, forKey: "shadowPath")
        }
        let basic = try #require(inside as? CABasicAnimation)
        #expect(basic.keyPath == "opacity")
        #expect(basic.duration == 0.4)
        #expect(basic.fromValue as? Float == 1)
        #expect(basic.beginTime > CACurrentMediaTime())
        #expect(basic.fillMode == .backwards)
        var points = [Float](repeating: -1, count: 2)
        basic.timingFunction?.getControlPoint(at: 1, values: &points)
        #expect(points == [0.42, 0])
        #expect(other is NSNull)
        UIView.performWithoutAnimation {
            inside = view.action(for: view.layer, forKey: "opacity")
        }
        #expect(inside is NSNull)
    }

    @Test("A view's override animates its shape layer's path inside UIView.animate, by pixels; outside a block the path changes at once")
    func overrideAnimatesPath() {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        harness.window.backgroundColor = .white
        let view = MorphingShapeView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        view.layer.fillColor = UIColor.red.cgColor
        view.layer.path = square(20)
        harness.window.addSubview(view)
        #expect(harness.pixel(10, 10) == .red)
        #expect(harness.pixel(100, 100) == .white)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) {
            view.layer.path = square(200)
        }
        #expect(view.layer.animationKeys() == ["path"])
        harness.advance(by: 0.5)
        // Halfway, linear: a 110-point square.
        #expect(harness.pixel(100, 100) == .red)
        #expect(harness.pixel(150, 150) == .white)
        harness.advance(by: 0.6)
        #expect(harness.pixel(150, 150) == .red)
        #expect(view.layer.animationKeys() == nil)
        view.layer.path = square(20)
        #expect(view.layer.animationKeys() == nil)
        #expect(harness.pixel(100, 100) == .white)
    }

    @Test("A key the view animates itself gets no layer action, so it is not animated twice; a plain view's path-like keys get none")
    func viewKeysNotDoubled() {
        let harness = Harness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        harness.window.addSubview(view)
        UIView.animate(withDuration: 1) {
            view.layer.cornerRadius = 10
            view.layer.shadowPath = square(40)
            view.alpha = 0.5
        }
        #expect(view.layer.animationKeys() == nil)
    }

    @Test("An action is looked up before the change: an override reading the property gets the path it had (R30.19); an app's class has no presentation copy (R27.9)")
    func lookupSeesOldValue() throws {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        harness.window.backgroundColor = .white
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        harness.window.addSubview(host)
        let shape = MorphingShapeLayer()
        shape.fillColor = UIColor.red.cgColor
        shape.path = square(20)
        host.layer.addSublayer(shape)
        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        shape.path = square(200)
        CATransaction.commit()
        let added = try #require(shape.animation(forKey: "path") as? CABasicAnimation)
        #expect((added.fromValue as? CGPath)?.boundingBox == CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(shape.path?.boundingBox == CGRect(x: 0, y: 0, width: 200, height: 200))
        harness.advance(by: 0.5)
        #expect(harness.pixel(50, 50) == .red)
        #expect(harness.pixel(150, 150) == .white)

        var lines: [String] = []
        let saved = Diagnostics.handler
        Diagnostics.handler = { lines.append($0) }
        defer { Diagnostics.handler = saved }
        shape.readsPresentation = true
        #expect(shape.presentation() == nil)
        #expect(shape.presentation() == nil)
        #expect(lines.count == 1)
        #expect(lines.first?.contains("MorphingShapeLayer is an app's own layer class") == true)
        // Its action's nil fromValue is filled with the path shown before, so it still animates.
        shape.path = square(20)
        let again = try #require(shape.animation(forKey: "path") as? CABasicAnimation)
        #expect(again.fromValue != nil)
    }
}
