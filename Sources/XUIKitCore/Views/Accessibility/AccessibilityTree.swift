import Foundation

/// What an assistive technology sees of a window: its elements in reading order.
///
/// The walk: a visible element is read as one (its subviews are not visited); a container
/// offers `accessibilityElements` in the order given, or else its subviews in reading order (top
/// to bottom, then left to right, by screen frame). A container that groups its children
/// (`shouldGroupAccessibilityChildren`) or lists them (`accessibilityElements`) is read as one
/// block at its position. Left out: hidden
/// views, views with alpha 0.01 or less, the insides of `accessibilityElementsHidden`
/// containers, and, when a visible subview is `accessibilityViewIsModal`, its siblings.
@_spi(AssistiveTechnology)
@preconcurrency @MainActor
public enum AccessibilityTree {
    /// The elements of `window`, in reading order.
    public static func elements(in window: UIWindow) -> [UIResponder] {
        guard isVisible(window) else { return [] }
        return window.application.accessibility.withWindowOriginsCached { flatten(items(inContainer: window)) }
    }

    /// The window an element shows in: a view's own, or its container's for other elements.
    public static func window(of element: UIResponder) -> UIWindow? {
        var current: AnyObject? = element
        for _ in 0..<64 {
            switch current {
            case let view as UIView: return view.window
            case let part as UIAccessibilityElement: current = part.accessibilityContainer
            default: return nil
            }
        }
        return nil
    }

    /// One step of reading: an element, or a block read together.
    private enum Item {
        case element(UIResponder, CGRect)
        case group([Item], CGRect)

        var frame: CGRect {
            switch self {
            case .element(_, let frame), .group(_, let frame): return frame
            }
        }
    }

    private static func isVisible(_ view: UIView) -> Bool {
        !view.isHidden && view.alpha > 0.01
    }

    /// The items an object contributes to its container's reading.
    private static func items(of object: UIResponder, depth: Int) -> [Item] {
        guard depth < 256 else {
            Diagnostics.report("AccessibilityTree: accessibility containers nest deeper than 256 levels; the rest is not read")
            return []
        }
        if let view = object as? UIView, !isVisible(view) { return [] }
        if object.isAccessibilityElement { return [.element(object, object.accessibilityFrame)] }
        let inner = items(inContainer: object, depth: depth)
        // An explicit order is kept as given: the container is read as one block, as a group is.
        let keepsTogether = object.shouldGroupAccessibilityChildren || object.accessibilityElements != nil
        guard keepsTogether, !inner.isEmpty else { return inner }
        return [.group(inner, union(inner))]
    }

    /// The items inside a container, in reading order.
    private static func items(inContainer container: UIResponder, depth: Int = 0) -> [Item] {
        if container.accessibilityElementsHidden { return [] }
        if let elements = container.accessibilityElements {
            return elements.compactMap { $0 as? UIResponder }.flatMap { items(of: $0, depth: depth + 1) }
        }
        guard let view = container as? UIView else { return [] }
        var children = view.subviews
        // A modal view cuts its siblings; the frontmost modal one wins.
        if let modal = children.last(where: { $0.accessibilityViewIsModal && isVisible($0) }) {
            children = [modal]
        }
        return readingOrder(children.flatMap { items(of: $0, depth: depth + 1) })
    }

    /// Rows top to bottom, each left to right. An item joins the row above when its vertical
    /// centre lies within the span of the row's first (topmost) item, so a label and the taller
    /// control beside it read label first.
    private static func readingOrder(_ items: [Item]) -> [Item] {
        let frames = items.map { orderable($0.frame) }
        let byTop = items.indices.sorted { lhs, rhs in
            let a = frames[lhs], b = frames[rhs]
            if a.minY != b.minY { return a.minY < b.minY }
            if a.minX != b.minX { return a.minX < b.minX }
            return lhs < rhs
        }
        var rows: [[Int]] = []
        var band: ClosedRange<CGFloat>?
        for index in byTop {
            if let current = band, current.contains(frames[index].midY) {
                rows[rows.count - 1].append(index)
            } else {
                band = frames[index].minY ... frames[index].maxY
                rows.append([index])
            }
        }
        return rows.flatMap { row in
            row.sorted { (frames[$0].minX, $0) < (frames[$1].minX, $1) }.map { items[$0] }
        }
    }

    /// `frame` as reading order compares it: a NaN (from a layout with a NaN constant) reads as
    /// 0 and every edge is finite, so the order stays total and a row's span is a valid range
    /// (`minY ... maxY` with a NaN traps).
    private static func orderable(_ frame: CGRect) -> CGRect {
        func finite(_ value: CGFloat) -> CGFloat { value.isNaN ? 0 : min(max(value, -1e15), 1e15) }
        return CGRect(x: finite(frame.origin.x), y: finite(frame.origin.y),
                      width: finite(frame.size.width), height: finite(frame.size.height)).standardized
    }

    private static func union(_ items: [Item]) -> CGRect {
        items.dropFirst().reduce(items.first?.frame ?? .zero) { $0.union($1.frame) }
    }

    private static func flatten(_ items: [Item]) -> [UIResponder] {
        items.flatMap { item -> [UIResponder] in
            switch item {
            case .element(let element, _): return [element]
            case .group(let inner, _): return flatten(inner)
            }
        }
    }
}
