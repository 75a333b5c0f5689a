import Foundation

/// The smallest piece of a compositional layout: the size, insets and spacing of one cell, with
/// the supplementary views attached to it (UIKit's `NSCollectionLayoutItem`).
///
/// An item's size is relative to the group that holds it; its cell is the item's frame less
/// `contentInsets`; `edgeSpacing` keeps room around it along the group's axis.
@preconcurrency @MainActor
public class NSCollectionLayoutItem {
    /// The item's size, relative to its group.
    public let layoutSize: NSCollectionLayoutSize
    /// Views attached to the item (badges and the like), placed by their anchors.
    public let supplementaryItems: [NSCollectionLayoutSupplementaryItem]
    /// R21.2: insets from the item's frame to its cell's frame; none by default.
    public var contentInsets: NSDirectionalEdgeInsets = .zero
    /// Space around the item along its group's axis; none by default.
    public var edgeSpacing: NSCollectionLayoutEdgeSpacing?

    /// An item of `layoutSize` with `supplementaryItems` attached.
    public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
    }

    /// An item of `layoutSize`.
    public convenience init(layoutSize: NSCollectionLayoutSize) {
        self.init(layoutSize: layoutSize, supplementaryItems: [])
    }
}

/// Where a boundary supplementary item sits on its section or layout (UIKit's
/// `NSRectAlignment`).
public enum NSRectAlignment: Int, Sendable {
    /// No alignment.
    case none
    /// Above, centred.
    case top
    /// Above, at the leading edge.
    case topLeading
    /// Beside, at the leading edge.
    case leading
    /// Below, at the leading edge.
    case bottomLeading
    /// Below, centred.
    case bottom
    /// Below, at the trailing edge.
    case bottomTrailing
    /// Beside, at the trailing edge.
    case trailing
    /// Above, at the trailing edge.
    case topTrailing

    /// Whether the item goes before the content along a vertical layout.
    var isTop: Bool { self == .top || self == .topLeading || self == .topTrailing }
    /// Whether the item goes after the content along a vertical layout.
    var isBottom: Bool { self == .bottom || self == .bottomLeading || self == .bottomTrailing }
}

/// Where a supplementary item attaches to its item: the edges it touches and an offset
/// (UIKit's `NSCollectionLayoutAnchor`).
@preconcurrency @MainActor
public final class NSCollectionLayoutAnchor {
    /// The edges of the container the anchor touches; none centres it.
    public let edges: NSDirectionalRectEdge
    /// An offset in points.
    public let offset: CGPoint
    /// Whether `offset` is a fraction of the supplementary item's size rather than points.
    public let isFractionalOffset: Bool
    /// Whether `offset` is in points.
    public var isAbsoluteOffset: Bool { !isFractionalOffset }

    /// An anchor on `edges` with no offset.
    public convenience init(edges: NSDirectionalRectEdge) {
        self.init(edges: edges, offset: .zero, fractional: false)
    }

    /// An anchor on `edges`, moved by `absoluteOffset` points.
    public convenience init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
        self.init(edges: edges, offset: absoluteOffset, fractional: false)
    }

    /// An anchor on `edges`, moved by `fractionalOffset` times the supplementary item's size.
    public convenience init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
        self.init(edges: edges, offset: fractionalOffset, fractional: true)
    }

    private init(edges: NSDirectionalRectEdge, offset: CGPoint, fractional: Bool) {
        self.edges = edges
        self.offset = offset
        isFractionalOffset = fractional
    }

    /// R21.6: the frame of an element of `size` anchored to `container`: inside along each
    /// anchored edge, centred on an axis with no anchored edge, then moved by the offset.
    func frame(of size: CGSize, in container: CGRect) -> CGRect {
        var x = container.midX - size.width / 2
        if edges.contains(.leading) { x = container.minX } else if edges.contains(.trailing) { x = container.maxX - size.width }
        var y = container.midY - size.height / 2
        if edges.contains(.top) { y = container.minY } else if edges.contains(.bottom) { y = container.maxY - size.height }
        let shift = isFractionalOffset ? CGPoint(x: offset.x * size.width, y: offset.y * size.height) : offset
        return CGRect(x: x + shift.x, y: y + shift.y, width: size.width, height: size.height)
    }
}

/// A supplementary view attached to an item or group, such as a badge (UIKit's
/// `NSCollectionLayoutSupplementaryItem`). Its index path is its item's.
@preconcurrency @MainActor
public class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    /// The kind the data source is asked a view for.
    public let elementKind: String
    /// Where it attaches to its item.
    public let containerAnchor: NSCollectionLayoutAnchor
    /// Which point of the supplementary item goes to the container anchor; nil uses the
    /// container anchor alone.
    public let itemAnchor: NSCollectionLayoutAnchor?
    /// Its stacking order; 1 by default, above cells (UIKit's default: supplementary views
    /// draw above the items they decorate).
    public var zIndex = 1

    /// A supplementary item of `layoutSize` and `elementKind` attached at `containerAnchor`.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
                itemAnchor: NSCollectionLayoutAnchor? = nil) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }
}

/// A header or footer of a section or of the whole layout (UIKit's
/// `NSCollectionLayoutBoundarySupplementaryItem`).
@preconcurrency @MainActor
public final class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    /// R21.4: which side of the section it takes: `.top` kinds go before the content, `.bottom`
    /// kinds after it (in a vertical layout; leading and trailing in a horizontal one).
    public let alignment: NSRectAlignment
    /// A shift from the aligned position, in points.
    public let offset: CGPoint
    /// R21.4: whether it takes room of its own before or after the content (true by default, as
    /// UIKit); false overlays it on the content.
    public var extendsBoundary = true
    /// R21.5: whether it stays in view while any of its section is visible; false by default.
    public var pinToVisibleBounds = false

    /// A header or footer of `layoutSize` and `elementKind` at `alignment`, moved by
    /// `absoluteOffset`.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment,
                absoluteOffset: CGPoint = .zero) {
        self.alignment = alignment
        offset = absoluteOffset
        super.init(layoutSize: layoutSize, elementKind: elementKind, containerAnchor: NSCollectionLayoutAnchor(edges: .top))
    }
}

/// A view the layout itself places behind a section, such as its background (UIKit's
/// `NSCollectionLayoutDecorationItem`). Register its class on the layout with
/// `register(_:forDecorationViewOfKind:)`.
@preconcurrency @MainActor
public final class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    /// The kind of decoration view.
    public let elementKind: String
    /// Its stacking order. R21.7: a background is at -1, behind the section's cells.
    public var zIndex = 0

    private init(elementKind: String) {
        self.elementKind = elementKind
        super.init(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
                   supplementaryItems: [])
    }

    /// A background as large as its section (less its own `contentInsets`).
    public static func background(elementKind: String) -> NSCollectionLayoutDecorationItem {
        let item = NSCollectionLayoutDecorationItem(elementKind: elementKind)
        item.zIndex = -1
        return item
    }
}
