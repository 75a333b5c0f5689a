import Foundation
import Testing
@_spi(Testing) @testable import XUIKitCore
import XUIKitHeadlessTesting

/// Reads, when an animation stops, the tag the app set on it before adding it.
@MainActor
private final class TagReader: CAAnimationDelegate {
    var stopped: [(tag: String?, layer: CALayer?)] = []
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        stopped.append((anim.value(forKey: "tag") as? String, anim.value(forKey: "layer") as? CALayer))
    }
}

/// A gradient view as UIKit code writes it: the layer's type narrowed by an override.
private final class GradientView: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }
    override var layer: CAGradientLayer { super.layer as! CAGradientLayer }
}

/// A layer whose drawing reads a key of its own.
private final class DialLayer: CALayer {
    override class func needsDisplay(forKey key: String) -> Bool {
        key == "level" || super.needsDisplay(forKey: key)
    }
}

@MainActor
@Suite("Layers and animations are key-value containers; a view's layer type can be narrowed (R30.22, R27.27)")
struct KeyValueContainerTests {
    @Test("A layer keeps the value of a key that names no property, copies it into its presentation, and nil removes it (R30.22)")
    func layerKeepsOwnKeys() {
        let harness = Harness()
        let layer = hostedLayer(harness)
        #expect(layer.value(forKey: "badgeCount") == nil)
        layer.setValue(3, forKey: "badgeCount")
        layer.setValue("inbox", forKey: "role")
        #expect(layer.value(forKey: "badgeCount") as? Int == 3)
        #expect(layer.value(forKeyPath: "role") as? String == "inbox")
        // A property's key still sets the property, and a wrong type still changes nothing.
        layer.setValue(0.5, forKey: "opacity")
        #expect(layer.opacity == 0.5)
        layer.setValue("high", forKey: "opacity")
        #expect(layer.opacity == 0.5)
        #expect(layer.presentation()?.value(forKey: "role") as? String == "inbox")
        layer.setValue(nil, forKey: "role")
        #expect(layer.value(forKey: "role") == nil)
        // Subclasses hand keys they do not know to CALayer.
        let shape = CAShapeLayer()
        shape.setValue(CGFloat(7), forKey: "ringIndex")
        #expect(shape.value(forKey: "ringIndex") as? CGFloat == 7)
        #expect(shape.value(forKey: "strokeEnd") as? CGFloat == 1)
    }

    @Test("A key the class's needsDisplay(forKey:) names marks the layer for display (R30.22)")
    func needsDisplayForKey() {
        let dial = DialLayer()
        dial.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        dial.displayIfNeeded()
        #expect(!dial.needsDisplay())
        dial.setValue(0.3, forKey: "other")
        #expect(!dial.needsDisplay())
        dial.setValue(0.7, forKey: "level")
        #expect(dial.needsDisplay())
        #expect(!CALayer.needsDisplay(forKey: "level"))
    }

    @Test("An animation's tag survives the copy add(_:forKey:) makes and reaches animationDidStop (R30.22)")
    func animationTagReachesDelegate() {
        let harness = Harness()
        let layer = hostedLayer(harness)
        let reader = TagReader()
        let fade = basic("opacity", from: 1, to: 0, duration: 0.5)
        fade.delegate = reader
        fade.setValue("fade-out", forKey: "tag")
        fade.setValue(layer, forKey: "layer")
        layer.add(fade, forKey: "fade")
        fade.setValue("changed after adding", forKey: "tag")
        harness.advance(by: 0.6)
        #expect(reader.stopped.count == 1)
        #expect(reader.stopped.first?.tag == "fade-out")
        #expect(reader.stopped.first?.layer === layer)
    }

    @Test("An animation's own properties have their keys; a wrong type changes nothing (R30.22)")
    func animationPropertyKeys() {
        let move = CABasicAnimation(keyPath: "position.x")
        move.setValue(2, forKey: "duration")
        move.setValue(Float(3), forKey: "repeatCount")
        move.setValue(true, forKey: "autoreverses")
        move.setValue("forwards", forKey: "fillMode")
        move.setValue(false, forKey: "removedOnCompletion")
        move.setValue(40, forKey: "toValue")
        move.setValue("position.y", forKey: "keyPath")
        #expect(move.duration == 2)
        #expect(move.repeatCount == 3)
        #expect(move.autoreverses)
        #expect(move.fillMode == .forwards)
        #expect(!move.isRemovedOnCompletion)
        #expect(move.toValue as? Int == 40)
        #expect(move.keyPath == "position.y")
        #expect(move.value(forKey: "duration") as? Double == 2)
        #expect(move.value(forKey: "keyPath") as? String == "position.y")
        #expect(move.value(forKey: "fromValue") == nil)
        move.setValue("long", forKey: "duration")
        #expect(move.duration == 2)
        let group = CAAnimationGroup()
        group.setValue(1, forKey: "step")
        #expect((group.copy() as? CAAnimation)?.value(forKey: "step") as? Int == 1)
    }

    @Test("A view subclass narrows `layer` to its layer class, as UIKit code writes it (R27.27)")
    func narrowedLayer() {
        let view = GradientView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        view.layer.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        let plain: UIView = view
        #expect(plain.layer === view.layer)
        #expect((plain.layer as? CAGradientLayer)?.colors?.count == 2)
        #expect(view.layer.delegate === view)
    }
}
