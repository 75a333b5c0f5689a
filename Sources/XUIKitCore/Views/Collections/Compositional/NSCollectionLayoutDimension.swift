import Foundation

/// One side of a compositional layout element's size: a fraction of its container's width or
/// height, a fixed number of points, or an estimate the element's view refines when it sizes
/// itself (UIKit's `NSCollectionLayoutDimension`).
///
/// The container is the element's parent: a group for its items, the section (the layout's
/// effective content size less the section's `contentInsets`) for its groups and boundary items.
@preconcurrency @MainActor
public final class NSCollectionLayoutDimension: @preconcurrency CustomStringConvertible {
    /// What the value means.
    enum Kind: Equatable {
        case fractionalWidth, fractionalHeight, absolute, estimated
    }

    let kind: Kind
    /// The fraction, the points, or the estimate.
    public let dimension: CGFloat

    init(kind: Kind, dimension: CGFloat) {
        self.kind = kind
        self.dimension = dimension
    }

    /// `fraction` of the container's width.
    public static func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(kind: .fractionalWidth, dimension: fractionalWidth)
    }

    /// `fraction` of the container's height.
    public static func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(kind: .fractionalHeight, dimension: fractionalHeight)
    }

    /// A fixed number of points.
    public static func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(kind: .absolute, dimension: absoluteDimension)
    }

    /// An estimate in points, replaced by the size the element's view prefers
    /// (`preferredLayoutAttributesFitting(_:)`) once it is on screen.
    public static func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(kind: .estimated, dimension: estimatedDimension)
    }

    /// Whether the dimension is a fraction of the container's width.
    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    /// Whether the dimension is a fraction of the container's height.
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    /// Whether the dimension is a fixed number of points.
    public var isAbsolute: Bool { kind == .absolute }
    /// Whether the dimension is an estimate.
    public var isEstimated: Bool { kind == .estimated }

    /// R21.1: the points the dimension stands for in `container`; an estimate gives the measured
    /// value when there is one, otherwise the estimate.
    func resolved(in container: CGSize, measured: CGFloat? = nil) -> CGFloat {
        switch kind {
        case .fractionalWidth: return container.width * dimension
        case .fractionalHeight: return container.height * dimension
        case .absolute: return dimension
        case .estimated: return measured ?? dimension
        }
    }

    /// The kind and value, as `fractionalWidth(0.5)`.
    public var description: String { "\(kind)(\(dimension))" }
}

/// The width and height of a compositional layout element (UIKit's `NSCollectionLayoutSize`).
@preconcurrency @MainActor
public final class NSCollectionLayoutSize {
    /// How wide the element is.
    public let widthDimension: NSCollectionLayoutDimension
    /// How tall the element is.
    public let heightDimension: NSCollectionLayoutDimension

    /// A size from its two dimensions.
    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        widthDimension = width
        heightDimension = height
    }

    /// The size in points in `container`, with measured values for estimated sides.
    func resolved(in container: CGSize, measured: CGSize? = nil) -> CGSize {
        CGSize(width: widthDimension.resolved(in: container, measured: measured?.width),
               height: heightDimension.resolved(in: container, measured: measured?.height))
    }

    /// Whether either side is estimated.
    var hasEstimate: Bool { widthDimension.isEstimated || heightDimension.isEstimated }
}

/// Space between items: an exact amount, or a minimum that grows to share out the room left
/// over (UIKit's `NSCollectionLayoutSpacing`).
@preconcurrency @MainActor
public final class NSCollectionLayoutSpacing {
    /// The points, exact or minimum.
    public let spacing: CGFloat
    /// Whether the space grows to share out what is left (`flexible`).
    public let isFlexibleSpacing: Bool
    /// Whether the space is exactly `spacing`.
    public var isFixedSpacing: Bool { !isFlexibleSpacing }

    private init(spacing: CGFloat, flexible: Bool) {
        self.spacing = spacing
        isFlexibleSpacing = flexible
    }

    /// Exactly `fixedSpacing` points.
    public static func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        NSCollectionLayoutSpacing(spacing: fixedSpacing, flexible: false)
    }

    /// At least `flexibleSpacing` points, more when the group has room left.
    public static func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        NSCollectionLayoutSpacing(spacing: flexibleSpacing, flexible: true)
    }
}

/// Space around an item along its group's axis, outside its content insets (UIKit's
/// `NSCollectionLayoutEdgeSpacing`). A horizontal group uses leading and trailing; a vertical
/// one top and bottom.
@preconcurrency @MainActor
public final class NSCollectionLayoutEdgeSpacing {
    /// Space before the leading edge.
    public let leading: NSCollectionLayoutSpacing?
    /// Space above the top edge.
    public let top: NSCollectionLayoutSpacing?
    /// Space after the trailing edge.
    public let trailing: NSCollectionLayoutSpacing?
    /// Space below the bottom edge.
    public let bottom: NSCollectionLayoutSpacing?

    /// Edge spacing from its four sides; nil means none.
    public init(leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?,
                trailing: NSCollectionLayoutSpacing?, bottom: NSCollectionLayoutSpacing?) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }
}
