import Foundation

/// Where a movement transition (`.push`, `.moveIn`, `.reveal`, R30.21) puts the old and the new
/// picture of a view at a point of its progress.
///
/// The subtype names the edge the motion starts at, so the content moves away from it:
/// `.fromLeft` (the default, as Apple's push example says: the new state enters from the left)
/// moves it right, `.fromRight` left. As with `contentsGravity` (R27.6), Core Animation's "top"
/// on iOS is the edge of an upward y axis, the bottom of the screen: `.fromTop` moves the
/// content up and `.fromBottom` down (the well-known way to present from the bottom is
/// `.moveIn` with `.fromTop`). `.push` moves both
/// pictures a whole width (or height) together; `.moveIn` slides the new picture over the old,
/// which stays; `.reveal` slides the old picture away over the new, which stays.
struct TransitionMotion: Equatable, Sendable {
    /// The three movement types.
    enum Kind: Equatable, Sendable { case push, moveIn, reveal }

    let kind: Kind
    /// The unit direction the content moves in, in the view's (y-down) coordinates.
    let direction: CGPoint

    /// The motion of a transition type, or nil for `.fade` and types XUIKit does not draw (they
    /// cross-dissolve). An unknown subtype moves as `.fromLeft`.
    init?(type: CATransitionType, subtype: CATransitionSubtype?) {
        switch type {
        case .push: kind = .push
        case .moveIn: kind = .moveIn
        case .reveal: kind = .reveal
        default: return nil
        }
        switch subtype {
        case .fromRight?: direction = CGPoint(x: -1, y: 0)
        case .fromTop?: direction = CGPoint(x: 0, y: -1)
        case .fromBottom?: direction = CGPoint(x: 0, y: 1)
        default: direction = CGPoint(x: 1, y: 0)
        }
    }

    /// How far the old and the new picture are moved from their place, at `progress` (0 at the
    /// start, 1 at the end) over a view of `size`.
    func offsets(progress: CGFloat, size: CGSize) -> (old: CGPoint, new: CGPoint) {
        let p = min(max(progress, 0), 1)
        let travel = CGPoint(x: direction.x * size.width, y: direction.y * size.height)
        let entering = CGPoint(x: travel.x * (p - 1), y: travel.y * (p - 1))
        let leaving = CGPoint(x: travel.x * p, y: travel.y * p)
        switch kind {
        case .push: return (leaving, entering)
        case .moveIn: return (.zero, entering)
        case .reveal: return (leaving, .zero)
        }
    }

    /// Whether the new picture is drawn above the old one (all but `.reveal`).
    var newIsOnTop: Bool { kind != .reveal }
}
