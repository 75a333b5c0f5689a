import Foundation

/// A view a collection view reuses: the base of cells, headers, footers and decoration views.
/// The collection view places it from its layout attributes (`apply(_:)`) and puts it back in
/// its reuse queue when it leaves the screen (`prepareForReuse()` runs before it comes back).
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    /// The identifier the collection view's reuse queue files the view under; nil for a view not
    /// made by dequeueing.
    public internal(set) var reuseIdentifier: String?

    /// The `zIndex` of the attributes the view was last placed with: the collection view orders
    /// its subviews by it.
    var layoutZIndex = 0

    /// A view with the frame `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Not supported: XUIKit has no archives.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The initializer the collection view uses for registered classes: `init(frame: .zero)`, so
    /// a subclass that overrides `init(frame:)` gets it called.
    public required convenience init(registeredReuseIdentifier identifier: String) {
        self.init(frame: .zero)
        reuseIdentifier = identifier
    }

    /// Clears what the last use set; called before the view is dequeued again. The default does
    /// nothing; override it and call `super`.
    open func prepareForReuse() {}

    /// Takes the layout's attributes; called after the collection view set the frame, alpha,
    /// transform and hidden state from them. The default does nothing.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// The attributes with the view's own preferred size, for self-sizing layouts: the default
    /// fits the view to the attributes' width with Auto Layout and returns the fitted height.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let fitted = layoutAttributes.copy()
        let size = systemLayoutSizeFitting(CGSize(width: layoutAttributes.size.width, height: 0),
                                           withHorizontalFittingPriority: .required,
                                           verticalFittingPriority: .fittingSizeLevel)
        if size.height > 0 { fitted.size.height = size.height }
        return fitted
    }
}
