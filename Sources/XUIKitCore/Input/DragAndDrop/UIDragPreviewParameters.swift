import Foundation

/// How a dragged view's preview is drawn: the part of the view it shows and the colour behind
/// it. Table and collection views ask their drag delegate for one when a row or item lifts
/// (R39.2).
@preconcurrency @MainActor
open class UIDragPreviewParameters {
    /// The part of the view the preview shows, in the view's coordinates; nil shows all of it.
    open var visiblePath: UIBezierPath?
    /// The colour behind the preview; nil for the system's (white, or the cell's background).
    open var backgroundColor: UIColor?

    /// Parameters that show the whole view on the system's background.
    public init() {}

    /// Parameters that show the part of the view inside `visiblePath`.
    public convenience init(visiblePath: UIBezierPath) {
        self.init()
        self.visiblePath = visiblePath
    }
}

/// What the drop of an item hands back so the app can animate alongside it
/// (`drop(_:toRowAt:)`, `drop(_:toItemAt:)`).
@preconcurrency @MainActor
public protocol UIDragAnimating: AnyObject {
    /// Animations to run with the drop's own.
    func addAnimations(_ animations: @escaping @MainActor () -> Void)
    /// Called when the drop's animation ends.
    func addCompletion(_ completion: @escaping @MainActor (UIViewAnimatingPosition) -> Void)
}

/// The drop animation of one item: the animations and completions added before the next turn
/// run then, in a 0.25 s `UIView` animation (R39.6).
@MainActor
final class DropAnimator: UIDragAnimating {
    private var animations: [@MainActor () -> Void] = []
    private var completions: [@MainActor (UIViewAnimatingPosition) -> Void] = []

    init() {
        NextTurn.perform { [self] in run() }
    }

    func addAnimations(_ animations: @escaping @MainActor () -> Void) {
        self.animations.append(animations)
    }

    func addCompletion(_ completion: @escaping @MainActor (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    private func run() {
        let animations = self.animations, completions = self.completions
        self.animations.removeAll()
        self.completions.removeAll()
        UIView.animate(withDuration: 0.25, animations: { for body in animations { body() } }, completion: { _ in
            for completion in completions { completion(.end) }
        })
    }
}
