import Foundation

/// A row of bar button items, usually at the bottom of a navigation controller
/// (`toolbarItems`, `setToolbarHidden(_:animated:)`).
///
/// Items sit left to right, 8 pt apart, from the leading margin; flexible spaces share the room
/// left equally, fixed spaces take their `width` (R16.9). A custom view keeps its own size.
@preconcurrency @MainActor
open class UIToolbar: UIView {
    /// The height of a toolbar.
    public static let standardHeight: CGFloat = 44

    /// The items shown, leading first.
    open var items: [UIBarButtonItem]? { didSet { rebuildItemViews(); setNeedsLayout() } }
    /// Whether content shows under the toolbar; true by default.
    open var isTranslucent = true { didSet { setNeedsDisplay() } }
    /// The background colour; wins over the appearance's when set.
    open var barTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The look of the toolbar.
    open var standardAppearance = UIToolbarAppearance() { didSet { setNeedsDisplay() } }
    /// The look in a compact-height toolbar; stored (a desktop window is never compact).
    open var compactAppearance: UIToolbarAppearance?
    /// The look when the content is scrolled to its bottom edge; stored.
    open var scrollEdgeAppearance: UIToolbarAppearance?

    /// The colour of the buttons; inherited when not set.
    open override var tintColor: UIColor! {
        didSet { for subview in subviews { subview.setNeedsDisplay() } }
    }

    /// The views shown, one per visible item, in order.
    private(set) var itemViews: [UIView] = []

    /// A toolbar with no items.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = nil
        isOpaque = false
        accessibilityTraits = .none
    }

    /// XUIKit does not load views from archives; this initializer always fails.
    public required init?(coder: NSCoder) { return nil }

    /// Replaces the items; XUIKit does not animate the change.
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) { self.items = items }

    /// The toolbar's standard height at the offered width.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: Self.standardHeight) }

    private func rebuildItemViews() {
        let old = itemViews
        var views: [UIView] = []
        for item in items ?? [] where !item.isHidden {
            if item.isSpace {
                views.append(SpaceView(item: item))
            } else if let custom = item.customView {
                views.append(custom)
            } else if let existing = old.first(where: { ($0 as? BarButtonView)?.item === item }) {
                views.append(existing)
            } else {
                views.append(BarButtonView(item: item))
            }
        }
        for view in old where !views.contains(where: { $0 === view }) {
            (view as? BarButtonView)?.detach()
            view.removeFromSuperview()
        }
        itemViews = views
        for view in views where view.superview !== self { addSubview(view) }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let margin: CGFloat = 8
        func width(_ view: UIView) -> CGFloat {
            if let space = view as? SpaceView { return space.item.systemItem == .fixedSpace ? space.item.width : 0 }
            if let button = view as? BarButtonView { return button.contentWidth }
            return view.frame.width > 0 ? view.frame.width : view.sizeThatFits(bounds.size).width
        }
        let widths = itemViews.map(width)
        let flexible = itemViews.filter { ($0 as? SpaceView)?.item.systemItem == .flexibleSpace }.count
        let used = widths.reduce(0, +)
        let share = flexible > 0 ? max(0, bounds.width - 2 * margin - used) / CGFloat(flexible) : 0
        var x = margin
        for (view, w) in zip(itemViews, widths) {
            let isFlexible = (view as? SpaceView)?.item.systemItem == .flexibleSpace
            let itemWidth = isFlexible ? share : w
            let h = view is BarButtonView || view is SpaceView ? Self.standardHeight
                : min(view.frame.height > 0 ? view.frame.height : view.sizeThatFits(bounds.size).height, Self.standardHeight)
            view.frame = CGRect(x: x, y: (Self.standardHeight - h) / 2, width: itemWidth, height: h)
            x += itemWidth
        }
    }

    open override func draw(_ rect: CGRect) {
        let fill = barTintColor ?? standardAppearance.backgroundColor
        if let fill { (isTranslucent ? fill : fill.withAlphaComponent(1)).setFill(); UIRectFill(bounds) }
        standardAppearance.backgroundImage?.draw(in: bounds)
        if let shadow = standardAppearance.shadowColor {
            shadow.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: bounds.width, height: 1))
        }
    }
}

/// The empty view a toolbar places for a flexible or fixed space, so every item has a frame.
@MainActor
final class SpaceView: UIView {
    let item: UIBarButtonItem
    init(item: UIBarButtonItem) {
        self.item = item
        super.init(frame: .zero)
        backgroundColor = nil
        isOpaque = false
        isUserInteractionEnabled = false
    }
    required init?(coder: NSCoder) { return nil }
}
