import Foundation
import Testing
@_spi(Testing) @testable import XUIKitCore
import XUIKitHeadlessTesting

/// A fade animator as iOS code writes one: the arriving view fades in at its final frame, the
/// leaving one fades out; `completeTransition` in the animation's completion.
@MainActor
private final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    var log: [String] = []
    init(presenting: Bool) { self.presenting = presenting }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.4 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewKey = presenting ? .to : .from
        guard let moving = transitionContext.view(forKey: key) else { return transitionContext.completeTransition(false) }
        log.append("animate \(presenting ? "in" : "out") from \(transitionContext.viewController(forKey: .from)!.title ?? "?")")
        if presenting {
            let controller = transitionContext.viewController(forKey: .to)!
            transitionContext.containerView.addSubview(moving)
            moving.frame = transitionContext.finalFrame(for: controller)
            moving.alpha = 0
        }
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            moving.alpha = self.presenting ? 1 : 0
        }, completion: { finished in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }

    func animationEnded(_ transitionCompleted: Bool) { log.append("ended \(transitionCompleted)") }
}

/// A presentation controller for the bottom third of the container, as custom half sheets are
/// written.
@MainActor
private final class BottomThirdPresentationController: UIPresentationController {
    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return CGRect(x: 0, y: bounds.height * 2 / 3, width: bounds.width, height: bounds.height / 3)
    }
}

/// A bottom sheet's presentation controller as public iOS code writes one: a dimming view that
/// fades in and out alongside the transition through the transition coordinator.
@MainActor
private final class DimmingPresentationController: UIPresentationController {
    let dimmingView = UIView()
    var coordinatorSeen: [Bool] = []

    override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        dimmingView.backgroundColor = UIColor.black.withAlphaComponent(0.5)
        dimmingView.alpha = 0
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView = containerView else { return .zero }
        let height = containerView.bounds.height * 0.5
        return CGRect(x: 0, y: containerView.bounds.height - height, width: containerView.bounds.width, height: height)
    }

    override func presentationTransitionWillBegin() {
        guard let containerView = containerView else { return }
        containerView.insertSubview(dimmingView, at: 0)
        dimmingView.frame = containerView.bounds
        coordinatorSeen.append(presentedViewController.transitionCoordinator != nil)
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 1
        }, completion: nil)
    }

    override func dismissalTransitionWillBegin() {
        coordinatorSeen.append(presentedViewController.transitionCoordinator != nil)
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 0
        }, completion: { _ in
            self.dimmingView.removeFromSuperview()
        })
    }
}

@MainActor
private final class DimmingDelegate: NSObject, UIViewControllerTransitioningDelegate {
    var made: DimmingPresentationController?
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        made = DimmingPresentationController(presentedViewController: presented, presenting: presenting)
        return made
    }
}

@MainActor
private final class TransitionDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let presentAnimator = FadeAnimator(presenting: true)
    let dismissAnimator = FadeAnimator(presenting: false)
    var givesController = true

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? { presentAnimator }
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { dismissAnimator }
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        givesController ? BottomThirdPresentationController(presentedViewController: presented, presenting: presenting) : nil
    }
}

@MainActor
@Suite("R18.50: custom presentations — a transitioning delegate's presentation controller and animators")
struct CustomTransitionTests {
    /// A 600 × 600 window whose root controller is titled "root".
    func fixture() -> (Harness, UIViewController) {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 600, height: 600))
        let root = UIViewController()
        root.title = "root"
        harness.window.rootViewController = root
        harness.display()
        return (harness, root)
    }

    func card() -> UIViewController {
        let card = UIViewController()
        card.title = "card"
        card.view.backgroundColor = .red
        card.modalPresentationStyle = .custom
        return card
    }

    @Test("R18.50: .custom takes the delegate's presentation controller and frame; the animator fades the view in; completion waits for completeTransition")
    func presentWithAnimator() {
        let (harness, root) = fixture()
        let delegate = TransitionDelegate()
        let card = card()
        card.transitioningDelegate = delegate
        var completed = false
        root.present(card, animated: true) { completed = true }
        #expect(card.presentationController is BottomThirdPresentationController)
        #expect(card.view.frame == CGRect(x: 0, y: 400, width: 600, height: 200))
        #expect(delegate.presentAnimator.log == ["animate in from root"])
        harness.advance(by: 0.2)
        #expect(!completed)   // the animator has not called completeTransition yet
        #expect(harness.pixel(300, 500) != .red && harness.pixel(300, 500) != .white)   // half faded in
        harness.advance(by: 0.4)
        harness.display()   // the end follows the next frame, as for every presentation (R18.3)
        #expect(completed)
        #expect(delegate.presentAnimator.log == ["animate in from root", "ended true"])
        #expect(harness.pixel(300, 500) == .red)
        #expect(harness.pixel(300, 100) == .white)   // the presenter stays visible above
        #expect(root.presentedViewController === card)
    }

    @Test("R18.50: dismissing runs the delegate's dismiss animator on the real view, which leaves the window at completeTransition")
    func dismissWithAnimator() {
        let (harness, root) = fixture()
        let delegate = TransitionDelegate()
        let card = card()
        card.transitioningDelegate = delegate
        root.present(card, animated: false)
        harness.display()
        #expect(harness.pixel(300, 500) == .red)
        var dismissed = false
        card.dismiss(animated: true) { dismissed = true }
        #expect(delegate.dismissAnimator.log == ["animate out from card"])
        #expect(card.view.window != nil)
        harness.advance(by: 0.2)
        #expect(!dismissed && card.view.window != nil)
        harness.advance(by: 0.4)
        #expect(card.view.window == nil)
        harness.display()
        #expect(dismissed)
        #expect(delegate.dismissAnimator.log == ["animate out from card", "ended true"])
        #expect(harness.pixel(300, 500) == .white)
        #expect(root.presentedViewController == nil)
    }

    @Test("R18.50: without a presentation controller from the delegate, or unanimated, XUIKit's own is used; completeTransition twice is said once")
    func fallbacks() {
        let (harness, root) = fixture()
        let delegate = TransitionDelegate()
        delegate.givesController = false
        let card = card()
        card.transitioningDelegate = delegate
        root.present(card, animated: false)
        harness.display()
        #expect(type(of: card.presentationController!) == UIPresentationController.self)
        #expect(delegate.presentAnimator.log.isEmpty)   // not animated: no animator
        card.dismiss(animated: false)
        harness.display()

        final class Twice: NSObject, UIViewControllerAnimatedTransitioning {
            func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0 }
            func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
                transitionContext.completeTransition(true)
                transitionContext.completeTransition(true)
            }
        }
        final class TwiceDelegate: NSObject, UIViewControllerTransitioningDelegate {
            let animator = Twice()
            func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                     source: UIViewController) -> UIViewControllerAnimatedTransitioning? { animator }
        }
        let twice = TwiceDelegate()
        let other = UIViewController()
        other.transitioningDelegate = twice
        var completions = 0
        let messages = capturingDiagnostics {
            root.present(other, animated: true) { completions += 1 }
            harness.display()
            harness.display()
        }
        #expect(completions == 1)
        #expect(messages.filter { $0.contains("completeTransition(_:) was called again") }.count == 1)
    }

    @Test("R18.51: the transition coordinator runs a presentation controller's dimming alongside XUIKit's animation, and its completion at the end; it is gone after")
    func coordinatorAlongside() throws {
        let (harness, root) = fixture()
        let delegate = DimmingDelegate()
        let card = card()
        card.transitioningDelegate = delegate
        root.present(card, animated: true)
        let controller = try #require(delegate.made)
        #expect(controller.coordinatorSeen == [true])
        #expect(card.transitionCoordinator?.isAnimated == true && root.transitionCoordinator != nil)
        harness.advance(by: PresentationTransition.duration / 2)
        let half = controller.dimmingView.layer.presentation()?.opacity ?? -1
        #expect(half > 0.2 && half < 0.8)
        harness.advance(by: PresentationTransition.duration)
        harness.display()
        #expect(controller.dimmingView.alpha == 1 && card.transitionCoordinator == nil)
        // Dimmed behind the sheet: black at half over white.
        #expect(harness.pixel(300, 100).near(RGB(r: 128, g: 128, b: 128), 3))

        card.dismiss(animated: true)
        #expect(controller.coordinatorSeen == [true, true])
        #expect(controller.dimmingView.superview != nil)
        harness.advance(by: PresentationTransition.duration * 2)
        harness.display()
        #expect(controller.dimmingView.superview == nil && card.transitionCoordinator == nil)
        #expect(harness.pixel(300, 100) == .white)
    }

    @Test("R18.51: unanimated, the alongside blocks run at once without animation and the completions at the end")
    func coordinatorUnanimated() throws {
        let (harness, root) = fixture()
        let delegate = DimmingDelegate()
        let card = card()
        card.transitioningDelegate = delegate
        root.present(card, animated: false)
        let controller = try #require(delegate.made)
        #expect(controller.dimmingView.alpha == 1 && controller.dimmingView.layer.presentation()?.opacity == 1)   // no fade
        var later: [String] = []
        card.transitionCoordinator?.animate(alongsideTransition: { context in later.append("alongside \(context.isAnimated)") },
                                            completion: { _ in later.append("completion") })
        #expect(later == ["alongside false"])
        harness.display()
        #expect(later == ["alongside false", "completion"])
        card.dismiss(animated: false)
        harness.display()
        #expect(controller.dimmingView.superview == nil)
    }
}

