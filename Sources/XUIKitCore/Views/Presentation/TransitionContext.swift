import Foundation

/// The context a custom animator gets for one present or dismiss (R18.50): the container, the two
/// controllers, which views move, their frames, and the end to call. `completeTransition(_:)` runs
/// what XUIKit does at the end of the transition once, then tells the animator.
@MainActor
final class TransitionContext: UIViewControllerContextTransitioning {
    let containerView: UIView
    let presentationStyle: UIModalPresentationStyle
    private let participants: TransitionParticipants
    private let frames: [ObjectIdentifier: (initial: CGRect, final: CGRect)]
    private weak var animator: (any UIViewControllerAnimatedTransitioning)?
    private var onComplete: ((Bool) -> Void)?
    private(set) var transitionWasCancelled = false

    init(container: UIView, style: UIModalPresentationStyle, participants: TransitionParticipants,
         frames: [ObjectIdentifier: (initial: CGRect, final: CGRect)],
         animator: any UIViewControllerAnimatedTransitioning, onComplete: @escaping (Bool) -> Void) {
        containerView = container
        presentationStyle = style
        self.participants = participants
        self.frames = frames
        self.animator = animator
        self.onComplete = onComplete
    }

    var isAnimated: Bool { true }
    var isInteractive: Bool { false }
    var targetTransform: CGAffineTransform { .identity }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { participants.viewController(forKey: key) }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { participants.view(forKey: key) }

    func initialFrame(for viewController: UIViewController) -> CGRect { frames[ObjectIdentifier(viewController)]?.initial ?? .zero }
    func finalFrame(for viewController: UIViewController) -> CGRect { frames[ObjectIdentifier(viewController)]?.final ?? .zero }

    func completeTransition(_ didComplete: Bool) {
        guard let onComplete else {
            Diagnostics.report("completeTransition(_:) was called again for one transition; the second call is ignored (R18.50)")
            return
        }
        self.onComplete = nil
        transitionWasCancelled = !didComplete
        onComplete(didComplete)
        animator?.animationEnded(didComplete)
    }

    func updateInteractiveTransition(_ percentComplete: CGFloat) { Self.sayNotInteractive() }
    func finishInteractiveTransition() { Self.sayNotInteractive() }
    func cancelInteractiveTransition() { Self.sayNotInteractive() }
    func pauseInteractiveTransition() { Self.sayNotInteractive() }

    private static var saidNotInteractive = false
    static func sayNotInteractive() {
        guard !saidNotInteractive else { return }
        saidNotInteractive = true
        Diagnostics.report("interactive view controller transitions are not there; the transition runs animated (R18.50)")
    }
}

/// The two controllers of a present or dismiss and the views that move, as its context and its
/// coordinator hand them out: `.from` leaving, `.to` arriving; a view that stays is nil.
@MainActor
struct TransitionParticipants {
    let from: UIViewController
    let to: UIViewController
    let fromView: UIView?
    let toView: UIView?

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        key == .from ? from : key == .to ? to : nil
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        key == .from ? fromView : key == .to ? toView : nil
    }
}
