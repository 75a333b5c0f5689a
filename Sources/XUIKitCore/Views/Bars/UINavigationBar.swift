import Foundation

/// The bar at the top of a navigation controller (`navigationController.navigationBar`): the top
/// item's title (or title view) in the middle, its left items or a back button to the previous
/// item on the leading side, its right items on the trailing side; above it the item's prompt,
/// below it the large title when `prefersLargeTitles` (R16.5–R16.8).
///
/// Its look comes from the top item's `standardAppearance`, else the bar's; `barTintColor`,
/// `titleTextAttributes` and `largeTitleTextAttributes` set on the bar win over the appearance,
/// as the pre-iOS 13 properties do in UIKit.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    /// The height of the row with the title and buttons.
    public static let standardHeight: CGFloat = 44
    /// The height the large title adds under the row.
    public static let largeTitleHeight: CGFloat = 52
    /// The height a prompt adds above the row.
    public static let promptHeight: CGFloat = 30

    /// The items, bottom of the stack first; the navigation controller keeps them in step with
    /// its controllers.
    open private(set) var items: [UINavigationItem]?
    /// The item on top: the one shown.
    open var topItem: UINavigationItem? { items?.last }
    /// The item below the top one: its back title is the back button's.
    open var backItem: UINavigationItem? {
        guard let items, items.count > 1 else { return nil }
        return items[items.count - 2]
    }

    /// Whether the root-most item's title shows large under the bar; false by default (R16.8).
    open var prefersLargeTitles = false { didSet { if prefersLargeTitles != oldValue { barMetricsDidChange() } } }
    /// Whether the bar lets content show under it. True by default; a controller's view extends
    /// under an opaque bar only with `extendedLayoutIncludesOpaqueBars`.
    open var isTranslucent = true { didSet { if isTranslucent != oldValue { barMetricsDidChange() } } }
    /// The background colour; wins over the appearance's when set.
    open var barTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The title's text attributes; win over the appearance's when set.
    open var titleTextAttributes: [NSAttributedString.Key: Any]? { didSet { setNeedsLayout() } }
    /// The large title's text attributes; win over the appearance's when set.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? { didSet { setNeedsLayout() } }
    /// The look of the bar; the default background when not set.
    open var standardAppearance = UINavigationBarAppearance() { didSet { setNeedsDisplay(); setNeedsLayout() } }
    /// The look in a compact-height bar (a desktop window never is one); `standardAppearance`
    /// when nil.
    open var compactAppearance: UINavigationBarAppearance? { didSet { setNeedsDisplay() } }
    /// The look when the content is scrolled to its top edge. Stored; XUIKit draws
    /// `standardAppearance` at every scroll position (see WhatIsNotThereYet).
    open var scrollEdgeAppearance: UINavigationBarAppearance? { didSet { setNeedsDisplay() } }
    /// The look in a compact-height bar at the scroll edge; stored, as `scrollEdgeAppearance`.
    open var compactScrollEdgeAppearance: UINavigationBarAppearance?

    /// The colour of the buttons; inherited from the window (system blue) when not set.
    open override var tintColor: UIColor! {
        didSet { for subview in subviews { subview.setNeedsDisplay() } }
    }

    /// Called when the back button is clicked (the navigation controller pops).
    var onBack: (() -> Void)?
    /// Called when the bar's height may have changed (a prompt, a large title).
    var onMetricsChange: (() -> Void)?

    let backButton = BarButtonView(item: nil)
    let titleLabel = UILabel(frame: .zero)
    let promptLabel = UILabel(frame: .zero)
    let largeTitleLabel = UILabel(frame: .zero)
    /// The views of the top item's buttons, by item.
    var leftViews: [UIView] = []
    var rightViews: [UIView] = []
    /// The title view shown, if any.
    weak var shownTitleView: UIView?

    /// A bar with no items.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = nil
        isOpaque = false
        titleLabel.textAlignment = .center
        titleLabel.lineBreakMode = .byTruncatingTail
        promptLabel.textAlignment = .center
        promptLabel.font = .systemFont(ofSize: 13)
        promptLabel.textColor = .secondaryLabel
        largeTitleLabel.lineBreakMode = .byTruncatingTail
        backButton.onBack = { [weak self] in self?.onBack?() }
        for view in [promptLabel, titleLabel, largeTitleLabel, backButton] as [UIView] { addSubview(view) }
        accessibilityTraits = .header
    }

    /// XUIKit does not load views from archives; this initializer always fails.
    public required init?(coder: NSCoder) { return nil }

    /// Replaces the items; XUIKit does not animate the change.
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        for item in self.items ?? [] where item.navigationBar === self { item.navigationBar = nil }
        self.items = items
        for item in items ?? [] { item.navigationBar = self }
        itemsDidChange()
    }

    /// Pushes `item` on top.
    open func pushItem(_ item: UINavigationItem, animated: Bool) {
        setItems((items ?? []) + [item], animated: animated)
    }

    /// Pops the top item and returns it.
    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
        guard var items, let top = items.popLast() else { return nil }
        setItems(items, animated: animated)
        return top
    }

    /// The bar's height for its top item: the row, plus a prompt and a large title when shown.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: barHeight)
    }

    /// The height the bar takes now (R16.7, R16.8).
    var barHeight: CGFloat {
        var height = Self.standardHeight
        if topItem?.prompt != nil { height += Self.promptHeight }
        if showsLargeTitle { height += Self.largeTitleHeight }
        return height
    }

    /// Whether the top item's title shows large (R16.8): the bar prefers large titles and the
    /// item's mode, or else the first mode below it that is not `.automatic`, is not `.never`.
    var showsLargeTitle: Bool {
        guard prefersLargeTitles, let items else { return false }
        for item in items.reversed() {
            switch item.largeTitleDisplayMode {
            case .always: return true
            case .never: return false
            case .automatic: continue
            }
        }
        return true
    }

    /// The appearance in effect: the top item's, else the bar's.
    var effectiveAppearance: UINavigationBarAppearance { topItem?.standardAppearance ?? standardAppearance }

    func itemDidChange(_ item: UINavigationItem) {
        if item === topItem || item === backItem { itemsDidChange() }
    }

    private var lastHeight: CGFloat = 0

    func itemsDidChange() {
        rebuildItemViews()
        setNeedsLayout()
        setNeedsDisplay()
        barMetricsDidChange()
    }

    private func barMetricsDidChange() {
        let height = barHeight
        guard height != lastHeight else { return }
        lastHeight = height
        onMetricsChange?()
    }

    /// Lays out the bar's contents (UINavigationBar+Layout.swift).
    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutContents()
    }

    open override func draw(_ rect: CGRect) {
        let appearance = effectiveAppearance
        let fill = barTintColor ?? appearance.backgroundColor
        let opaqueFill = isTranslucent ? fill : fill?.withAlphaComponent(1)
        if let opaqueFill {
            opaqueFill.setFill()
            UIRectFill(bounds)
        }
        appearance.backgroundImage?.draw(in: bounds)
        if let shadow = appearance.shadowColor {
            shadow.setFill()
            UIRectFill(CGRect(x: 0, y: bounds.height - 1, width: bounds.width, height: 1))
        }
    }
}
