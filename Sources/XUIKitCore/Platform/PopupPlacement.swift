import Foundation

/// How a backend places a popup (a menu, a tooltip) against its anchor: the rule the core asks
/// for, which the backend carries out where the popup really is.
///
/// The core never says where on the screen a popup goes. It names a parent window, an anchor
/// rectangle in the parent's coordinates and this placement; the backend, which alone knows where
/// the parent is and how big the screen is, computes the position (X11, with global coordinates)
/// or hands the rule to the compositor (Wayland's `xdg_positioner`, whose anchor, gravity and
/// constraint adjustments this mirrors).
///
/// The rule: the popup's top-left corner goes to the anchor's bottom-right corner (a zero-size
/// anchor is a point). If the popup then sticks out of the screen on the right and `adjustments`
/// has `flipX`, it opens leftwards instead, its right edge on the anchor's left edge; if it sticks
/// out at the bottom and `adjustments` has `flipY`, it opens upwards, its bottom edge on the
/// anchor's top edge. Last, `slideX` and `slideY` push it back inside the screen.
public struct PopupPlacement: Sendable, Equatable {
    /// What the backend may do to keep a popup on screen, in order: flip, then slide.
    public struct Adjustments: OptionSet, Sendable, Hashable {
        /// The raw bits.
        public let rawValue: Int
        /// Adjustments with these bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Open leftwards from the anchor when the popup would leave the screen on the right.
        public static let flipX = Adjustments(rawValue: 1 << 0)
        /// Open upwards from the anchor when the popup would leave the screen at the bottom.
        public static let flipY = Adjustments(rawValue: 1 << 1)
        /// Move the popup horizontally until it is inside the screen.
        public static let slideX = Adjustments(rawValue: 1 << 2)
        /// Move the popup vertically until it is inside the screen.
        public static let slideY = Adjustments(rawValue: 1 << 3)
    }

    /// What the backend may do to keep the popup on screen.
    public var adjustments: Adjustments

    /// A placement allowing `adjustments`.
    public init(adjustments: Adjustments) { self.adjustments = adjustments }

    /// A menu (R11.7): opens leftwards or upwards from its anchor when there is no room, then is
    /// clamped to the screen.
    public static let menu = PopupPlacement(adjustments: [.flipX, .flipY, .slideX, .slideY])
    /// A tooltip (R15.10): goes above its anchor when there is no room below, and slides
    /// sideways rather than flipping.
    public static let toolTip = PopupPlacement(adjustments: [.flipY, .slideX, .slideY])

    /// The popup's frame in screen coordinates (points), for a backend with global coordinates:
    /// a `size` popup against `anchor` (in the parent's coordinates) of a parent whose content's
    /// top-left corner is at `parentOrigin` on a screen of `screen` (points).
    public func frame(size: CGSize, anchor: CGRect, parentOrigin: CGPoint, screen: CGSize) -> CGRect {
        let anchor = anchor.offsetBy(dx: parentOrigin.x, dy: parentOrigin.y)
        var frame = CGRect(origin: CGPoint(x: anchor.maxX, y: anchor.maxY), size: size)
        if adjustments.contains(.flipX), frame.maxX > screen.width { frame.origin.x = anchor.minX - size.width }
        if adjustments.contains(.flipY), frame.maxY > screen.height { frame.origin.y = anchor.minY - size.height }
        if adjustments.contains(.slideX) { frame.origin.x = max(0, min(frame.origin.x, screen.width - size.width)) }
        if adjustments.contains(.slideY) { frame.origin.y = max(0, min(frame.origin.y, screen.height - size.height)) }
        return frame
    }
}
