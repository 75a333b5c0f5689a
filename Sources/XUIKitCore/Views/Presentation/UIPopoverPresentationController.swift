import Foundation

/// The directions a popover's arrow may point.
public struct UIPopoverArrowDirection: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Makes a set from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The arrow points up: the popover is below its source.
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    /// The arrow points down: the popover is above its source.
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    /// The arrow points left: the popover is right of its source.
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    /// The arrow points right: the popover is left of its source.
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    /// Any direction.
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    /// Not yet known: the popover is not presented.
    public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}

/// A `.popover` presentation: a bubble holding the presented view, with an arrow pointing at
/// `sourceRect` in `sourceView` (R18.2). A click anywhere outside the bubble, or Escape,
/// dismisses it (R18.4); the window is not dimmed.
///
/// The bubble takes the presented controller's `preferredContentSize` (320 × 480 pt when it is
/// zero), clamped to the room beside the source. The arrow points up (bubble below the source)
/// when that fits, else down, left, right, among `permittedArrowDirections`; when none fits,
/// the direction with the most room wins.
@preconcurrency @MainActor
open class UIPopoverPresentationController: UIPresentationController {
    /// The view the arrow points at.
    open var sourceView: UIView? { didSet { containerView?.setNeedsLayout() } }
    /// The rectangle in `sourceView` the arrow points at; `sourceView.bounds` when null or zero.
    open var sourceRect: CGRect = .null { didSet { containerView?.setNeedsLayout() } }
    /// The bar button item the arrow points at, in whichever navigation bar or toolbar of the
    /// window shows it (R18.9); it wins over `sourceView`, as in UIKit.
    open var barButtonItem: UIBarButtonItem? { didSet { containerView?.setNeedsLayout() } }
    /// The directions the arrow may point; `.any` by default.
    open var permittedArrowDirections: UIPopoverArrowDirection = .any { didSet { containerView?.setNeedsLayout() } }
    /// The direction the arrow points, once presented; `.unknown` before.
    public internal(set) var arrowDirection: UIPopoverArrowDirection = .unknown
    /// The bubble's colour; the presented view's background by default.
    open var backgroundColor: UIColor?
    /// Views outside the bubble that still take clicks while it is shown (instead of dismissing).
    open var passthroughViews: [UIView]?
    /// Space kept between the bubble and the window's edges.
    open var popoverLayoutMargins = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)

    /// The arrow's length and base width.
    static let arrowLength: CGFloat = 13
    static let arrowBase: CGFloat = 26

    override var dismissesOnOutsideClick: Bool { true }
    override var dismissesOnEscape: Bool { true }
    override var wantsCard: Bool { true }
    override var transitionKind: PresentationTransition.Kind { .fadeAndScale }
    open override var shouldPresentInFullscreen: Bool { false }

    /// The source rectangle in the container's coordinates.
    var anchorInContainer: CGRect? {
        guard let container = containerView else { return nil }
        if let barButtonItem, let window = container.window, let itemView = Self.view(showing: barButtonItem, in: window) {
            return itemView.convert(itemView.bounds, to: container)
        }
        guard let sourceView, sourceView.window === container.window else { return nil }
        let rect = sourceRect.isNull || sourceRect == .zero ? sourceView.bounds : sourceRect
        return sourceView.convert(rect, to: container)
    }

    /// The view a bar shows for `item` in `view`'s hierarchy: its custom view, or its button.
    static func view(showing item: UIBarButtonItem, in view: UIView) -> UIView? {
        if let custom = item.customView, custom.window === view.window { return custom }
        if let button = view as? BarButtonView, button.item === item, !button.isHidden { return button }
        for subview in view.subviews where !subview.isHidden {
            if let found = Self.view(showing: item, in: subview) { return found }
        }
        return nil
    }

    /// The bubble's frame (without the arrow).
    open override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        let preferred = presentedViewController.preferredContentSize
        let size = CGSize(width: preferred.width > 0 ? preferred.width : 320, height: preferred.height > 0 ? preferred.height : 480)
        let anchor = anchorInContainer ?? CGRect(x: bounds.midX, y: bounds.midY, width: 0, height: 0)
        let placed = Self.place(size: size, anchor: anchor, in: bounds.inset(by: popoverLayoutMargins),
                                permitted: anchorInContainer == nil ? [] : permittedArrowDirections)
        arrowDirection = placed.direction
        return placed.frame
    }

    /// Places a bubble of `size` beside `anchor` within `area`: the rule in the type's comment.
    static func place(size: CGSize, anchor: CGRect, in area: CGRect,
                      permitted: UIPopoverArrowDirection) -> (frame: CGRect, direction: UIPopoverArrowDirection) {
        let gap = arrowLength
        let room: [(UIPopoverArrowDirection, CGFloat, CGFloat)] = [
            (.up, area.maxY - anchor.maxY - gap, area.width),
            (.down, anchor.minY - area.minY - gap, area.width),
            (.left, area.height, area.maxX - anchor.maxX - gap),
            (.right, area.height, anchor.minX - area.minX - gap),
        ]
        let candidates = room.filter { permitted.contains($0.0) }
        guard !candidates.isEmpty else {
            // No source or no direction: centred, no arrow.
            let width = min(size.width, area.width), height = min(size.height, area.height)
            return (CGRect(x: (area.midX - width / 2).rounded(), y: (area.midY - height / 2).rounded(), width: width, height: height), [])
        }
        func fits(_ entry: (UIPopoverArrowDirection, CGFloat, CGFloat)) -> Bool {
            entry.0 == .up || entry.0 == .down ? entry.1 >= size.height : entry.2 >= size.width
        }
        func space(_ entry: (UIPopoverArrowDirection, CGFloat, CGFloat)) -> CGFloat {
            entry.0 == .up || entry.0 == .down ? entry.1 * min(entry.2, size.width) : entry.2 * min(entry.1, size.height)
        }
        let chosen = candidates.first(where: fits) ?? candidates.max { space($0) < space($1) }!
        let direction = chosen.0
        var frame = CGRect.zero
        switch direction {
        case .up, .down:
            let height = max(0, min(size.height, chosen.1)), width = min(size.width, area.width)
            let x = min(max(anchor.midX - width / 2, area.minX), area.maxX - width)
            let y = direction == .up ? anchor.maxY + gap : anchor.minY - gap - height
            frame = CGRect(x: x, y: y, width: width, height: height)
        default:
            let width = max(0, min(size.width, chosen.2)), height = min(size.height, area.height)
            let y = min(max(anchor.midY - height / 2, area.minY), area.maxY - height)
            let x = direction == .left ? anchor.maxX + gap : anchor.minX - gap - width
            frame = CGRect(x: x, y: y, width: width, height: height)
        }
        return (frame.integral, direction)
    }

    override func layOutPresentedView(in container: PresentationContainerView) {
        super.layOutPresentedView(in: container)
        cardView?.cornerRadius = 10
        guard let cardView, let anchor = anchorInContainer, arrowDirection != [] else {
            container.arrowView.isHidden = true
            return
        }
        container.arrowView.isHidden = false
        container.arrowView.direction = arrowDirection
        container.arrowView.fillColor = backgroundColor ?? presentedViewController.viewIfLoaded?.backgroundColor ?? .systemBackground
        let length = Self.arrowLength, base = Self.arrowBase
        let card = cardView.frame
        switch arrowDirection {
        case .up, .down:
            let x = min(max(anchor.midX - base / 2, card.minX + 12), card.maxX - 12 - base)
            container.arrowView.frame = CGRect(x: x, y: arrowDirection == .up ? card.minY - length : card.maxY, width: base, height: length)
        default:
            let y = min(max(anchor.midY - base / 2, card.minY + 12), card.maxY - 12 - base)
            container.arrowView.frame = CGRect(x: arrowDirection == .left ? card.minX - length : card.maxX, y: y, width: length, height: base)
        }
    }
}
