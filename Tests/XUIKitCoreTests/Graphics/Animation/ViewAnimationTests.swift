import Foundation
import Testing
@_spi(Testing) @testable import XUIKitCore
import XUIKitHeadlessTesting

/// Moves the manual clock `seconds` past the harness's start (1000 s).
@MainActor
func advance(to seconds: TimeInterval) {
    UIApplication.shared.advanceClock(to: 1000 + seconds)
}

@MainActor
func near(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-6) -> Bool { abs(a - b) <= tolerance }

@MainActor
@Suite("UIView.animate: presentation values on the animation clock (headless, manual clock)")
struct ViewAnimationTests {
    @Test("The model changes at once; what is drawn moves along the curve; the completion runs at the end with true (R12.1)")
    func linearInterpolation() {
        let harness = Harness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        harness.window.addSubview(view)
        var finished: [Bool] = []
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            view.alpha = 0
            view.center = CGPoint(x: 150, y: 50)
        }, completion: { finished.append($0) })
        #expect(view.alpha == 0 && view.center == CGPoint(x: 150, y: 50))
        #expect(view.presentedAlpha == 1)
        advance(to: 0.25)
        #expect(near(view.presentedAlpha, 0.75) && near(view.presentedCenter.x, 75))
        advance(to: 0.5)
        #expect(near(view.presentedAlpha, 0.5) && near(view.presentedCenter.x, 100))
        #expect(finished.isEmpty)
        advance(to: 1)
        #expect(finished == [true])
        #expect(view.presentation == nil && view.presentedAlpha == 0)
    }

    @Test("After the last animation ends nothing is scheduled: no frames, no wake-ups (R12.4)")
    func idleAfterAnimations() {
        let harness = Harness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        harness.window.addSubview(view)
        UIView.animate(withDuration: 0.3) { view.alpha = 0.5 }
        #expect(UIApplication.shared.animationClock.hasScheduledFrame)
        advance(to: 0.1)
        #expect(UIApplication.shared.scheduler.pendingCount == 1)
        advance(to: 0.4)
        #expect(!UIApplication.shared.animationClock.hasScheduledFrame)
        #expect(UIApplication.shared.scheduler.pendingCount == 0)
    }

    @Test("The default curve is ease-in-out: slow at first, half way at half time")
    func easeInOut() {
        let harness = Harness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        harness.window.addSubview(view)
        UIView.animate(withDuration: 1) { view.alpha = 0 }
        advance(to: 0.2)
        let early = 1 - view.presentedAlpha
        #expect(early > 0 && early < 0.2)
        advance(to: 0.5)
        #expect(near(view.presentedAlpha, 0.5, 1e-4))
        UIView.animate(withDuration: 1, delay: 0, options: .curveEaseIn, animations: { view.alpha = 1 })
        advance(to: 1.0)
        let easeInEarly = view.presentedAlpha
        #expect(easeInEarly < 0.5)
    }

    @Test("A delay shows the old value until the animation starts")
    func delay() {
        let harness = Harness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        harness.window.addSubview(view)
        UIView.animate(withDuration: 1, delay: 0.5, options: .curveLinear, animations: { view.alpha = 0 })
        advance(to: 0.4)
        #expect(view.presentedAlpha == 1)
        advance(to: 1.0)
        #expect(near(view.presentedAlpha, 0.5))
    }

    @Test("Completions run in the order animations end; a block that animates nothing completes at the next frame with true")
    func completionOrder() {
        let harness = Harness()
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let b = UIView(frame: CGRect(x: 20, y: 0, width: 10, height: 10))
        harness.window.addSubview(a)
        harness.window.addSubview(b)
        var log: [String] = []
        UIView.animate(withDuration: 0.5, animations: { a.alpha = 0 }, completion: { log.append("a \($0)") })
        UIView.animate(withDuration: 0.3, animations: { b.alpha = 0 }, completion: { log.append("b \($0)") })
        UIView.animate(withDuration: 0.3, animations: {}, completion: { log.append("empty \($0)") })
        #expect(log.isEmpty)
        advance(to: 0.01)
        #expect(log == ["empty true"])
        advance(to: 0.6)
        #expect(log == ["empty true", "b true", "a true"])
    }

    @Test("A new animation of the same property interrupts the old (finished false) and starts from the model value (R12.2)")
    func interruption() {
        let harness = Harness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        harness.window.addSubview(view)
        var log: [String] = []
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 0 }, completion: { log.append("first \($0)") })
        advance(to: 0.5)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 1 }, completion: { log.append("second \($0)") })
        #expect(view.presentedAlpha == 0)
        advance(to: 0.75)
        #expect(log == ["first false"])
        #expect(near(view.presentedAlpha, 0.25))
        advance(to: 1.5)
        #expect(log == ["first false", "second true"])
    }

    @Test("With .beginFromCurrentState the new animation starts from what is shown")
    func beginFromCurrentState() {
        let harness = Harness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        harness.window.addSubview(view)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 0 })
        advance(to: 0.5)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .beginFromCurrentState], animations: { view.alpha = 1 })
        #expect(near(view.presentedAlpha, 0.5))
        advance(to: 1.0)
        #expect(near(view.presentedAlpha, 0.75))
    }

    @Test("Setting the property outside a block, or removing the view, ends its animation with finished false")
    func interruptionBySetOrRemoval() {
        let harness = Harness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        harness.window.addSubview(view)
        var log: [String] = []
        UIView.animate(withDuration: 1, animations: { view.alpha = 0 }, completion: { log.append("alpha \($0)") })
        view.alpha = 0.3
        #expect(view.presentedAlpha == 0.3)
        UIView.animate(withDuration: 1, animations: { view.center = CGPoint(x: 100, y: 100) }, completion: { log.append("move \($0)") })
        advance(to: 0.2)
        view.removeFromSuperview()
        advance(to: 0.3)
        #expect(log == ["alpha false", "move false"])
    }

    @Test(".repeat with .autoreverse runs back and forth without completing; .autoreverse alone ends on the model value")
    func repeatAndAutoreverse() {
        let harness = Harness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        harness.window.addSubview(view)
        var done = 0
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .repeat, .autoreverse], animations: { view.alpha = 0 },
                       completion: { _ in done += 1 })
        advance(to: 0.5)
        #expect(near(view.presentedAlpha, 0.5))
        advance(to: 1.25)
        #expect(near(view.presentedAlpha, 0.25))
        advance(to: 2.5)
        #expect(near(view.presentedAlpha, 0.5))
        #expect(done == 0)
        let other = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        harness.window.addSubview(other)
        var finished: [Bool] = []
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .autoreverse], animations: { other.alpha = 0 },
                       completion: { finished.append($0) })
        advance(to: 4.0)
        #expect(near(other.presentedAlpha, 0.5))
        advance(to: 4.6)
        #expect(finished == [true] && other.presentedAlpha == 0)
        view.layer.removeAllAnimations()
        advance(to: 4.7)
        #expect(done == 1 && view.presentation == nil)
    }

    @Test("A spring overshoots with low damping and settles exactly on the model value at its end")
    func springSettles() {
        let harness = Harness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        harness.window.addSubview(view)
        var finished: [Bool] = []
        UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.3, initialSpringVelocity: 0, options: [],
                       animations: { view.center = CGPoint(x: 105, y: 5) }, completion: { finished.append($0) })
        var highest: CGFloat = 0
        for step in 1...59 {
            advance(to: Double(step) / 60)
            highest = max(highest, view.presentedCenter.x)
        }
        #expect(highest > 110)
        #expect(abs(view.presentedCenter.x - 105) < 1)
        advance(to: 1)
        #expect(finished == [true] && view.presentedCenter.x == 105 && view.presentation == nil)
    }

    @Test("Animating views are not hit unless .allowUserInteraction; afterwards they are (R6.21, R12.3)")
    func interactionWhileAnimating() {
        let harness = Harness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        harness.window.addSubview(view)
        UIView.animate(withDuration: 1) { view.alpha = 0.5 }
        #expect(harness.window.hitTest(CGPoint(x: 50, y: 50), with: nil) === harness.window)
        advance(to: 1)
        #expect(harness.window.hitTest(CGPoint(x: 50, y: 50), with: nil) === view)
        UIView.animate(withDuration: 1, delay: 0, options: .allowUserInteraction, animations: { view.alpha = 1 })
        #expect(harness.window.hitTest(CGPoint(x: 50, y: 50), with: nil) === view)
    }

    @Test("performWithoutAnimation inside a block applies its changes at once")
    func withoutAnimation() {
        let harness = Harness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        harness.window.addSubview(view)
        UIView.animate(withDuration: 1) {
            UIView.performWithoutAnimation { view.alpha = 0.2 }
            view.backgroundColor = .red
        }
        #expect(view.presentedAlpha == 0.2)
        #expect(view.presentation?[.backgroundColor] != nil && view.presentation?[.alpha] == nil)
    }

    @Test("A constraint constant change animates when layoutIfNeeded runs in the block")
    func constraintAnimation() {
        let harness = Harness()
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        harness.window.addSubview(view)
        let left = view.leftAnchor.constraint(equalTo: harness.window.leftAnchor, constant: 0)
        NSLayoutConstraint.activate([left, view.topAnchor.constraint(equalTo: harness.window.topAnchor),
                                     view.widthAnchor.constraint(equalToConstant: 50), view.heightAnchor.constraint(equalToConstant: 50)])
        harness.window.layoutIfNeeded()
        #expect(view.frame.minX == 0)
        left.constant = 100
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { harness.window.layoutIfNeeded() })
        #expect(view.frame.minX == 100)
        advance(to: 0.5)
        #expect(near(view.presentedUntransformedFrame.minX, 50))
    }

    @Test("Mid-fade pixels mix the old and the new colour; after the end they are the new")
    func pixelsOfFade() {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.backgroundColor = .red
        harness.window.addSubview(view)
        #expect(harness.pixel(50, 50) == .red)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            view.backgroundColor = .blue
            view.layer.cornerRadius = 40
        })
        advance(to: 0.5)
        #expect(harness.pixel(50, 50).near(RGB(r: 128, g: 0, b: 128), 2))
        #expect(!harness.pixel(8, 8).isWhite)
        advance(to: 1)
        #expect(harness.pixel(50, 50) == .blue && harness.pixel(8, 8).isWhite)
    }

    @Test("A rotation animates through the angle, not entry by entry")
    func transformAnimation() {
        let harness = Harness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        harness.window.addSubview(view)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.transform = CGAffineTransform(rotationAngle: .pi * 0.9) })
        advance(to: 0.5)
        let t = view.presentedTransform
        #expect(near(t.a, cos(.pi * 0.45), 1e-6) && near(t.b, sin(.pi * 0.45), 1e-6))
    }

    @Test("A cross-dissolve transition shows the old content fading over the new")
    func crossDissolve() {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.backgroundColor = .red
        harness.window.addSubview(view)
        #expect(harness.pixel(50, 50) == .red)
        var finished: [Bool] = []
        UIView.transition(with: view, duration: 1, options: [.transitionCrossDissolve, .curveLinear],
                          animations: { view.backgroundColor = .blue }, completion: { finished.append($0) })
        #expect(view.backgroundColor == .blue)
        advance(to: 0.5)
        #expect(harness.pixel(50, 50).near(RGB(r: 128, g: 0, b: 128), 2))
        advance(to: 1)
        #expect(harness.pixel(50, 50) == .blue && finished == [true])
    }
}
