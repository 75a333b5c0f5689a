import Foundation

/// The region of a view a pointer style applies to.
@preconcurrency @MainActor
public final class UIPointerRegion {
    /// The region, in the view's coordinates.
    public let rect: CGRect
    /// Tells regions apart; nil by default.
    public let identifier: AnyHashable?
    /// A region of `rect`.
    public init(rect: CGRect, identifier: AnyHashable? = nil) {
        self.rect = rect
        self.identifier = identifier
    }
}

/// A shape the pointer takes (UIKit's `UIPointerShape`). On the desktop, beams show the I-beam
/// cursor and other shapes the pointing hand.
public enum UIPointerShape {
    /// A shape following a path.
    case path(UIBezierPath)
    /// A rounded rectangle.
    case roundedRect(CGRect, radius: CGFloat)
    /// A vertical text beam of the given length.
    case verticalBeam(length: CGFloat)
    /// A horizontal text beam (vertical text) of the given length.
    case horizontalBeam(length: CGFloat)
}

/// How the pointer looks over a region (UIKit's `UIPointerStyle`).
@preconcurrency @MainActor
public final class UIPointerStyle {
    /// The desktop cursor the style shows.
    public let cursor: PointerShape

    private init(cursor shape: PointerShape) { cursor = shape }

    /// The pointer takes `shape`: the I-beam for beams, the pointing hand otherwise.
    public convenience init(shape: UIPointerShape) {
        switch shape {
        case .verticalBeam, .horizontalBeam: self.init(cursor: .iBeam)
        case .path, .roundedRect: self.init(cursor: .pointingHand)
        }
    }

    /// A style showing the desktop cursor `shape`. XUIKit addition.
    public convenience init(desktopCursor shape: PointerShape) { self.init(cursor: shape) }

    /// The system pointer: the arrow.
    public static func system() -> UIPointerStyle { UIPointerStyle(cursor: .arrow) }
}

/// The delegate a pointer interaction asks for styles.
@preconcurrency @MainActor
public protocol UIPointerInteractionDelegate: AnyObject {
    /// The style over `region`; nil shows the system pointer.
    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle?
}

/// Changes the pointer over its view: to what its delegate says, or to the pointing hand when it
/// has none (the desktop's look for links and clickable things).
@preconcurrency @MainActor
public final class UIPointerInteraction: UIInteraction {
    /// Asked for the style; the pointing hand when nil.
    public weak var delegate: (any UIPointerInteractionDelegate)?
    /// Whether the interaction changes the pointer; true by default.
    public var isEnabled = true
    /// The view it is attached to.
    public private(set) weak var view: UIView?

    /// An interaction asking `delegate` for styles.
    public init(delegate: (any UIPointerInteractionDelegate)?) { self.delegate = delegate }

    /// Records the view the interaction leaves.
    public func willMove(to view: UIView?) {}
    /// Records the view the interaction is attached to.
    public func didMove(to view: UIView?) { self.view = view }

    /// The shape over `view`, or nil when disabled.
    func cursor(over view: UIView) -> PointerShape? {
        guard isEnabled else { return nil }
        guard let delegate else { return .pointingHand }
        return delegate.pointerInteraction(self, styleFor: UIPointerRegion(rect: view.bounds))?.cursor ?? .arrow
    }
}
