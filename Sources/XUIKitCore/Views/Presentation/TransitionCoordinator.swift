import Foundation

/// What a view controller's `transitionCoordinator` tells about the present or dismiss under way,
/// and what it is asked for.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    /// Whether the transition animates.
    var isAnimated: Bool { get }
    /// The presentation's style.
    var presentationStyle: UIModalPresentationStyle { get }
    /// False: XUIKit has no interactive transitions.
    var initiallyInteractive: Bool { get }
    /// False: XUIKit has no interactive transitions.
    var isInteractive: Bool { get }
    /// False: XUIKit's transitions are not cancelled.
    var isCancelled: Bool { get }
    /// How long the transition's animation takes (0 when it does not animate).
    var transitionDuration: TimeInterval { get }
    /// 0 until the transition ends.
    var percentComplete: CGFloat { get }
    /// 1.
    var completionVelocity: CGFloat { get }
    /// `.easeInOut`.
    var completionCurve: UIView.AnimationCurve { get }
    /// The view the transition happens in.
    var containerView: UIView { get }
    /// The identity: no rotation on the desktop.
    var targetTransform: CGAffineTransform { get }
    /// The controller leaving or arriving.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view leaving or arriving (nil for a view that stays).
    func view(forKey key: UITransitionContextViewKey) -> UIView?
}

/// The present or dismiss under way, as `transitionCoordinator` hands it out: animations to run
/// alongside it and blocks to run when it ends (R18.51).
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` with the transition's animation (at once, unanimated, when it does not
    /// animate) and `completion` when it ends. True: both will run.
    @discardableResult
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
    /// The same; `view` is not used (every animation runs in the one window).
    @discardableResult
    func animateAlongsideTransition(in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
}

/// One present or dismiss's coordinator (R18.51): made before the presentation controller hears
/// `presentationTransitionWillBegin` or `dismissalTransitionWillBegin`, so the blocks it is given
/// there run with the transition: alongside blocks when the animation starts (in the same
/// animation, with its duration), completion blocks when it ends.
@MainActor
final class TransitionCoordinator: UIViewControllerTransitionCoordinator {
    typealias Block = (any UIViewControllerTransitionCoordinatorContext) -> Void

    let containerView: UIView
    let presentationStyle: UIModalPresentationStyle
    let isAnimated: Bool
    let participants: TransitionParticipants
    private(set) var transitionDuration: TimeInterval = 0
    private(set) var percentComplete: CGFloat = 0
    private var alongside: [Block] = []
    private var completions: [Block] = []
    private var started = false
    private var ended = false

    init(container: UIView, style: UIModalPresentationStyle, animated: Bool, participants: TransitionParticipants) {
        containerView = container
        presentationStyle = style
        isAnimated = animated
        self.participants = participants
    }

    var initiallyInteractive: Bool { false }
    var isInteractive: Bool { false }
    var isCancelled: Bool { false }
    var completionVelocity: CGFloat { 1 }
    var completionCurve: UIView.AnimationCurve { .easeInOut }
    var targetTransform: CGAffineTransform { .identity }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { participants.viewController(forKey: key) }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { participants.view(forKey: key) }

    @discardableResult
    func animate(alongsideTransition animation: Block?, completion: Block?) -> Bool {
        if let completion {
            if ended { completion(self) } else { completions.append(completion) }
        }
        guard let animation else { return true }
        if started { run([animation]) } else { alongside.append(animation) }
        return true
    }

    @discardableResult
    func animateAlongsideTransition(in view: UIView?, animation: Block?, completion: Block?) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    /// The transition's animation starts now and takes `duration`.
    func start(duration: TimeInterval) {
        guard !started else { return }
        started = true
        transitionDuration = isAnimated ? max(0, duration) : 0
        let blocks = alongside
        alongside.removeAll()
        run(blocks)
    }

    /// The transition ended: the completion blocks run, oldest first.
    func end() {
        guard !ended else { return }
        if !started { start(duration: 0) }
        ended = true
        percentComplete = 1
        let blocks = completions
        completions.removeAll()
        for block in blocks { block(self) }
    }

    private func run(_ blocks: [Block]) {
        guard !blocks.isEmpty else { return }
        if isAnimated, transitionDuration > 0 {
            UIView.animate(withDuration: transitionDuration, delay: 0, options: [.curveEaseInOut, .allowUserInteraction],
                           animations: { for block in blocks { block(self) } }, completion: nil)
        } else {
            UIView.performWithoutAnimation { for block in blocks { block(self) } }
        }
    }
}

extension UIViewController {
    /// The present or dismiss under way of this controller (or the one it presents), or nil when
    /// none is (R18.51).
    public var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        presentationStorage.coordinator ?? presentedViewController?.presentationStorage.coordinator
            ?? parent?.transitionCoordinator
    }
}
