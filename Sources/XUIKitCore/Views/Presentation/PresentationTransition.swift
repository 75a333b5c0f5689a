import Foundation

/// How present and dismiss animate (R18.6), on the presentation layer: the model (frames,
/// hierarchy) changes at once, so layout, the appearance callbacks and `completion` follow the
/// first frame of the new state, as before; what the user sees slides or fades over 0.35 s.
///
/// - `.slideUp` (sheets, `.coverVertical`): in from below the window's bottom edge, back down.
/// - `.fade` (`.crossDissolve`): alpha 0 → 1 and back.
/// - `.fadeAndScale` (alerts, popovers): alpha 0 → 1 from 110 % size, out by fading.
///
/// The dimming view fades with the presented view. Dismissal animates a snapshot of the
/// presented view, since the real one leaves the window at once (R11.5's order depends on it).
@MainActor
enum PresentationTransition {
    /// A kind of movement.
    enum Kind { case slideUp, fade, fadeAndScale }

    /// The length of a presentation animation, as UIKit's sheets.
    static let duration: TimeInterval = 0.35

    /// Animates `view` (laid out at its final frame) into `container`.
    static func animateIn(_ view: UIView, kind: Kind, in container: PresentationContainerView) {
        let dimming = container.dimmingView.alpha
        let arrow = container.arrowView
        UIView.performWithoutAnimation {
            container.dimmingView.alpha = 0
            switch kind {
            case .slideUp:
                view.transform = CGAffineTransform(translationX: 0, y: max(0, container.bounds.maxY - view.frame.minY))
            case .fade:
                view.alpha = 0
            case .fadeAndScale:
                view.alpha = 0
                arrow.alpha = 0
                view.transform = CGAffineTransform(scaleX: 1.1, y: 1.1)
            }
        }
        // The presented view takes clicks at once (R6.21 would block them while it animates).
        UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseOut, .allowUserInteraction], animations: {
            container.dimmingView.alpha = dimming
            view.transform = .identity
            view.alpha = 1
            arrow.alpha = 1
        }, completion: nil)
    }

    /// Animates a snapshot of `view` out of `container`, then removes the container.
    static func animateOut(_ view: UIView, kind: Kind, from container: PresentationContainerView) {
        let snapshot = snapshotView(of: view)
        container.isUserInteractionEnabled = false
        if let snapshot { container.addSubview(snapshot) }
        view.removeFromSuperview()
        let arrow = container.arrowView
        UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseIn], animations: {
            container.dimmingView.alpha = 0
            arrow.alpha = 0
            switch kind {
            case .slideUp:
                snapshot?.transform = CGAffineTransform(translationX: 0, y: max(0, container.bounds.maxY - (snapshot?.frame.minY ?? 0)))
            case .fade, .fadeAndScale:
                snapshot?.alpha = 0
            }
        }, completion: { _ in container.removeFromSuperview() })
    }

    /// A picture of `view` as shown, in an image view at the same place; nil for an empty view.
    static func snapshotView(of view: UIView) -> UIView? {
        guard view.bounds.width >= 1, view.bounds.height >= 1, view.bounds.width * view.bounds.height < 16_000_000 else { return nil }
        let image = UIGraphicsImageRenderer(size: view.bounds.size).image { _ in
            _ = view.drawHierarchy(in: view.bounds, afterScreenUpdates: false)
        }
        let snapshot = UIImageView(image: image)
        snapshot.frame = view.frame
        snapshot.layer.cornerRadius = view.layer.cornerRadius
        snapshot.clipsToBounds = view.clipsToBounds
        return snapshot
    }
}
