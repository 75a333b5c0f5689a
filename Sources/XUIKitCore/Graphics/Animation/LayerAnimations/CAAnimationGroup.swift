import Foundation

/// Several animations run together on one timeline (R30.15): the children's times are the
/// group's local time (a child's `beginTime` counts from the group's start), a child with no
/// duration takes the group's, and children end with the group whatever their own length.
@preconcurrency @MainActor
open class CAAnimationGroup: CAAnimation {
    /// The animations the group runs.
    open var animations: [CAAnimation]?

    override func copyValues(from other: CAAnimation) {
        super.copyValues(from: other)
        guard let other = other as? CAAnimationGroup else { return }
        animations = other.animations?.map { $0.copy() as! CAAnimation }
    }

    override func applyValue(to layer: CALayer, simpleTime: Double, cycleDuration: Double, iteration: Int) {
        for child in animations ?? [] { child.apply(to: layer, parentTime: simpleTime, default: cycleDuration) }
    }
}

/// The kinds of `CATransition`.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    /// The kind's name.
    public let rawValue: String
    /// A kind by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The old content fades out over the new (the default).
    public static let fade = CATransitionType(rawValue: "fade")
    /// The new content slides over the old.
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    /// The new content pushes the old away.
    public static let push = CATransitionType(rawValue: "push")
    /// The old content slides away, revealing the new.
    public static let reveal = CATransitionType(rawValue: "reveal")
}

/// The directions of a `CATransition`.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    /// The direction's name.
    public let rawValue: String
    /// A direction by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// From the right edge.
    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    /// From the left edge.
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    /// From the top edge.
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    /// From the bottom edge.
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}

/// An animation of a change of a layer's content (R30.16). On a view's layer in a window, the
/// picture of the view when the transition is added fades out over what the view shows next
/// (add the transition, then change the content, as the picture is taken at once); `.push`,
/// `.moveIn` and `.reveal` move the old picture and the new content within the view's bounds
/// in the `subtype`'s direction instead (R30.21). On a layer that backs no view the transition
/// only runs its timing and delegate calls.
@preconcurrency @MainActor
open class CATransition: CAAnimation {
    /// The kind; `.fade` by default.
    open var type: CATransitionType = .fade
    /// The direction of `.push`, `.moveIn` and `.reveal`; nil by default.
    open var subtype: CATransitionSubtype?
    /// Where the transition starts, 0…1; 0 by default.
    open var startProgress: Float = 0
    /// Where the transition ends, 0…1; 1 by default.
    open var endProgress: Float = 1

    override func copyValues(from other: CAAnimation) {
        super.copyValues(from: other)
        guard let other = other as? CATransition else { return }
        type = other.type; subtype = other.subtype; startProgress = other.startProgress; endProgress = other.endProgress
    }
}

/// The key a `CATransition` is kept under, whatever key it is added with: apps pass it to
/// `add(_:forKey:)` and `removeAnimation(forKey:)`, as on iOS.
public let kCATransition = "transition"
