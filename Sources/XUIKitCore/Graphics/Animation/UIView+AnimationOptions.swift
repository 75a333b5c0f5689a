import Foundation

extension UIView {
    /// Options for `UIView.animate` and `UIView.transition`, with UIKit's raw values.
    public struct AnimationOptions: OptionSet, Sendable, Hashable {
        /// The options' bits, as in UIKit.
        public let rawValue: UInt
        /// Options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lay out subviews while animating (accepted; XUIKit lays out at the model values, R41.9).
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Touches reach the animating views (otherwise they are not hit while they animate).
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Start from what is shown now, not from the end value of an animation under way.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Run again and again, until the animation is interrupted.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Run forwards, then backwards (each cycle, with `.repeat`).
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)

        /// Ignore the duration of an enclosing animation block (accepted, R41.9).
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// Ignore the curve of an enclosing animation block (accepted).
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// Redraw the view's content while animating (accepted; XUIKit animates a transition's
        /// pictures).
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// Hide and show views in a transition instead of removing and adding them (accepted).
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// Ignore the options of an enclosing animation block (accepted).
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

        /// Slow at the start and the end; the default.
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// Slow at the start.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Slow at the end.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Even speed.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        /// A transition with no visual effect of its own.
        public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
        /// A flip around the vertical axis from the left; XUIKit draws it as a cross-dissolve.
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        /// A flip from the right; drawn as a cross-dissolve.
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        /// A page curl up; drawn as a cross-dissolve.
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        /// A page curl down; drawn as a cross-dissolve.
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        /// The old content fades out as the new fades in.
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        /// A flip from the top; drawn as a cross-dissolve.
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        /// A flip from the bottom; drawn as a cross-dissolve.
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

        /// The timing curve the options name.
        var curve: TimingCurve {
            switch (rawValue >> 16) & 0xF {
            case 1: return .easeIn
            case 2: return .easeOut
            case 3: return .linear
            default: return .easeInOut
            }
        }

        /// Whether a transition effect other than none is named.
        var hasTransition: Bool { (rawValue >> 20) & 0xF != 0 }
    }

    /// The timing curves of `UIViewPropertyAnimator(duration:curve:animations:)`.
    public enum AnimationCurve: Int, Sendable {
        /// Slow at the start and the end.
        case easeInOut = 0
        /// Slow at the start.
        case easeIn = 1
        /// Slow at the end.
        case easeOut = 2
        /// Even speed.
        case linear = 3

        var timingCurve: TimingCurve {
            switch self {
            case .easeInOut: return .easeInOut
            case .easeIn: return .easeIn
            case .easeOut: return .easeOut
            case .linear: return .linear
            }
        }
    }
}
