import Foundation
import Testing
@_spi(Testing) @testable import XUIKitCore
import XUIKitHeadlessTesting

@MainActor
@Suite("CATransaction, implicit animations and view layers (R30.14–R30.20)")
struct LayerTransactionTests {
    @Test("A transaction's completion runs when its animations end, at once when it has none (R30.18)")
    func completion() {
        let harness = Harness()
        let layer = hostedLayer(harness)
        var log: [String] = []
        let journal = AnimationJournal()
        CATransaction.begin()
        CATransaction.setCompletionBlock { log.append("done") }
        let animation = basic("opacity", from: 0, to: 1)
        animation.delegate = journal
        layer.add(animation, forKey: "a")
        CATransaction.commit()
        #expect(log.isEmpty)
        advance(to: 0.5)
        #expect(log.isEmpty)
        advance(to: 1.01)
        #expect(log == ["done"])
        #expect(journal.entries == ["start", "stop(true)"])

        CATransaction.begin()
        CATransaction.setCompletionBlock { log.append("empty") }
        CATransaction.commit()
        #expect(log == ["done", "empty"])
    }

    @Test("Outside begin and commit, a completion block belongs to the implicit transaction, committed at the next turn; flush commits it (R30.18)")
    func implicitTransaction() {
        let harness = Harness()
        let layer = hostedLayer(harness)
        var log: [String] = []
        CATransaction.setCompletionBlock { log.append("done") }
        layer.add(basic("opacity", from: 0, to: 1, duration: 0.5), forKey: "a")
        advance(to: 0.1)
        #expect(log.isEmpty)
        advance(to: 0.6)
        #expect(log == ["done"])
        CATransaction.setCompletionBlock { log.append("flushed") }
        CATransaction.flush()
        #expect(log == ["done", "flushed"])
        advance(to: 0.7)
        #expect(UIApplication.shared.scheduler.pendingCount == 0 && !UIApplication.shared.animationClock.hasScheduledFrame)
    }

    @Test("A transaction's duration applies to animations without one; settings nest (R30.18)")
    func duration() {
        let harness = Harness()
        let layer = hostedLayer(harness)
        #expect(CATransaction.animationDuration() == 0.25 && !CATransaction.disableActions())
        CATransaction.begin()
        CATransaction.setAnimationDuration(2)
        CATransaction.begin()
        #expect(CATransaction.animationDuration() == 2)
        CATransaction.setValue(true, forKey: "disableActions")
        #expect(CATransaction.disableActions())
        CATransaction.commit()
        #expect(!CATransaction.disableActions())
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.fromValue = 0
        layer.add(animation, forKey: "a")
        CATransaction.commit()
        #expect(layer.animation(forKey: "a")?.duration == 2)
    }

    @Test("A standalone layer in a window animates a change implicitly from the old value (R30.20)")
    func implicitAnimation() {
        let harness = Harness()
        let layer = hostedLayer(harness)
        layer.opacity = 0.2
        #expect(layer.animationKeys() == ["opacity"])
        let action = layer.animation(forKey: "opacity") as? CABasicAnimation
        #expect(action?.duration == 0.25 && LayerValue.number(action?.fromValue) == 1)
        advance(to: 0.125)
        let shown = shownOpacity(layer)
        #expect(shown < 0.7 && shown > 0.2)
        advance(to: 0.3)
        #expect(near(shownOpacity(layer), 0.2, 1e-6) && layer.animationKeys() == nil)
        advance(to: 0.5)
        #expect(!UIApplication.shared.animationClock.hasScheduledFrame && UIApplication.shared.scheduler.pendingCount == 0)
    }

    @Test("No implicit animation when actions are disabled, NSNull in actions, off-window or on a view's layer (R30.19, R30.20)")
    func noImplicitAnimation() {
        let harness = Harness()
        let layer = hostedLayer(harness)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.position = CGPoint(x: 10, y: 10)
        CATransaction.commit()
        #expect(layer.animationKeys() == nil)
        layer.actions = ["opacity": NSNull()]
        layer.opacity = 0.5
        #expect(layer.animationKeys() == nil && layer.action(forKey: "opacity") == nil)
        #expect(layer.action(forKey: "cornerRadius") is CABasicAnimation)
        #expect(layer.action(forKey: "hidden") == nil)
        let loose = CALayer()
        loose.opacity = 0.5
        #expect(loose.animationKeys() == nil)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        harness.window.addSubview(view)
        view.layer.opacity = 0.5
        view.layer.cornerRadius = 3
        #expect(view.layer.animationKeys() == nil && view.presentation == nil)
    }

    @Test("Animations on a view's own layer show in its presented values: spinner, pulse, shake (R30.14)")
    func viewLayer() {
        let harness = Harness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        harness.window.addSubview(view)
        let spin = basic("transform.rotation.z", from: 0, to: CGFloat.pi)
        view.layer.add(spin, forKey: "spin")
        let pulse = basic("opacity", from: 1, to: 0)
        view.layer.add(pulse, forKey: "pulse")
        let shake = CAKeyframeAnimation(keyPath: "position.x")
        shake.values = [-10, 10, -10]
        shake.isAdditive = true
        shake.duration = 1
        view.layer.add(shake, forKey: "shake")
        advance(to: 0.5)
        let t = view.presentedTransform
        #expect(near(t.a, 0, 1e-6) && near(t.b, 1, 1e-6))
        #expect(near(view.presentedAlpha, 0.5, 1e-6))
        #expect(near(view.presentedCenter.x, 60, 1e-6))
        #expect(view.alpha == 1 && view.transform == .identity && view.center.x == 50)
        #expect(near(CGFloat(view.layer.presentation()?.opacity ?? 0), 0.5, 1e-6))
        advance(to: 1.01)
        #expect(view.layer.animationKeys() == nil && view.presentedAlpha == 1 && view.presentedTransform == .identity)
        #expect(!UIApplication.shared.animationClock.hasScheduledFrame && UIApplication.shared.scheduler.pendingCount == 0)
    }

    @Test("A spinner on a view out of its window stops the frames; drawn in a window again, it runs on (R30.17)")
    func dormantOutOfWindow() {
        let harness = Harness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        harness.window.addSubview(view)
        let spin = basic("transform.rotation.z", from: 0, to: 2 * CGFloat.pi)
        spin.repeatCount = .infinity
        view.layer.add(spin, forKey: "spin")
        advance(to: 0.1)
        #expect(UIApplication.shared.animationClock.hasScheduledFrame)
        view.removeFromSuperview()
        advance(to: 0.2)
        #expect(!UIApplication.shared.animationClock.hasScheduledFrame && UIApplication.shared.scheduler.pendingCount == 0)
        harness.window.addSubview(view)
        _ = view.presentedTransform
        #expect(UIApplication.shared.animationClock.hasScheduledFrame)
        advance(to: 0.25)
        let angle = atan2(view.presentedTransform.b, view.presentedTransform.a)
        #expect(near(angle, CGFloat.pi / 2, 1e-6))
        view.layer.removeAllAnimations()
        advance(to: 0.3)
        #expect(!UIApplication.shared.animationClock.hasScheduledFrame)
    }

    @Test("Layer animations apply on top of a view animation; bounds, colour and corner radius show (R30.14)")
    func viewLayerOverViewAnimation() {
        let harness = Harness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        harness.window.addSubview(view)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 150 })
        let nudge = basic("position.y", from: 50, to: 70)
        view.layer.add(nudge, forKey: "y")
        view.layer.add(basic("bounds.size.width", from: 100, to: 200), forKey: "w")
        view.layer.add(basic("cornerRadius", from: 0, to: 10), forKey: "r")
        view.layer.add(basic("backgroundColor", from: UIColor(red: 0, green: 0, blue: 0, alpha: 1), to: UIColor(red: 1, green: 1, blue: 1, alpha: 1)), forKey: "c")
        advance(to: 0.5)
        #expect(near(view.presentedCenter.x, 100, 1e-4) && near(view.presentedCenter.y, 60, 1e-4))
        #expect(near(view.presentedBounds.width, 150, 1e-4) && near(view.presentedCornerRadius, 5, 1e-4))
        #expect(near(view.presentedBackgroundColor?.red ?? 0, 0.5, 1e-4))
    }

    @Test("A CATransition on a view's layer cross-dissolves its old picture (R30.16)")
    func transition() {
        let harness = Harness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.backgroundColor = .red
        harness.window.addSubview(view)
        let journal = AnimationJournal()
        let transition = CATransition()
        transition.type = .push
        transition.subtype = .fromRight
        transition.duration = 1
        transition.delegate = journal
        view.layer.add(transition, forKey: nil)
        #expect(view.layer.animationKeys() == [kCATransition] && kCATransition == "transition")
        view.backgroundColor = .blue
        advance(to: 0.5)
        let faded = view.presentedTransition
        #expect(faded != nil && near(faded?.opacity ?? 0, 0.5, 1e-4))
        advance(to: 1.1)
        #expect(view.presentedTransition == nil && journal.entries == ["start", "stop(true)"])
    }
}
