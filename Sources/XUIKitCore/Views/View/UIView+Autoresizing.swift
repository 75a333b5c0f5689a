import Foundation

// Springs and struts: when a view's bounds size changes, each subview with an
// `autoresizingMask` is resized and moved, as UIKit does when `autoresizesSubviews` is true.
//
// Per axis the superview's size change (delta) goes to the flexible parts among the leading
// margin, the size and the trailing margin:
// - one flexible part takes the whole delta (`.flexibleWidth` alone keeps both margins);
// - several share it in proportion to their current values (`[.flexibleLeftMargin,
//   .flexibleRightMargin]` keeps the ratio of the margins; all three scale with the superview);
// - flexible parts that are all zero share it equally;
// - no flexible part: the frame keeps its origin and size (pinned to the leading edge).
// A size never goes below zero (a superview shrunk below the fixed parts clamps it).

extension UIView {
    /// Resizes the subviews by their masks after this view's size changed from `oldSize`.
    func resizeSubviews(withOldSize oldSize: CGSize) {
        guard autoresizesSubviews else { return }
        let newSize = bounds.size
        for subview in subviews where !subview.autoresizingMask.isEmpty {
            subview.resize(withOldSuperviewSize: oldSize, newSuperviewSize: newSize)
        }
    }

    /// Applies this view's `autoresizingMask` for a superview resized from `oldSize` to `newSize`.
    func resize(withOldSuperviewSize oldSize: CGSize, newSuperviewSize newSize: CGSize) {
        let mask = autoresizingMask
        let old = frame
        let horizontal = Self.autoresize(origin: old.minX, length: old.width,
                                         oldExtent: oldSize.width, newExtent: newSize.width,
                                         flexibleLeading: mask.contains(.flexibleLeftMargin),
                                         flexibleLength: mask.contains(.flexibleWidth),
                                         flexibleTrailing: mask.contains(.flexibleRightMargin))
        let vertical = Self.autoresize(origin: old.minY, length: old.height,
                                       oldExtent: oldSize.height, newExtent: newSize.height,
                                       flexibleLeading: mask.contains(.flexibleTopMargin),
                                       flexibleLength: mask.contains(.flexibleHeight),
                                       flexibleTrailing: mask.contains(.flexibleBottomMargin))
        frame = CGRect(x: horizontal.origin, y: vertical.origin, width: horizontal.length, height: vertical.length)
    }

    /// One axis of springs and struts: the new origin and length of a segment at `origin` of
    /// `length` in an extent that changes from `oldExtent` to `newExtent`.
    static func autoresize(origin: CGFloat, length: CGFloat, oldExtent: CGFloat, newExtent: CGFloat,
                           flexibleLeading: Bool, flexibleLength: Bool, flexibleTrailing: Bool)
        -> (origin: CGFloat, length: CGFloat) {
        let delta = newExtent - oldExtent
        guard delta != 0 else { return (origin, length) }
        let parts: [(value: CGFloat, flexible: Bool)] = [
            (origin, flexibleLeading), (length, flexibleLength), (oldExtent - origin - length, flexibleTrailing),
        ]
        let flexible = parts.filter(\.flexible)
        guard !flexible.isEmpty else { return (origin, length) }
        let total = flexible.reduce(0) { $0 + $1.value }
        func share(_ index: Int) -> CGFloat {
            guard parts[index].flexible else { return 0 }
            return total != 0 ? delta * parts[index].value / total : delta / CGFloat(flexible.count)
        }
        return (origin + share(0), max(0, length + share(1)))
    }
}
