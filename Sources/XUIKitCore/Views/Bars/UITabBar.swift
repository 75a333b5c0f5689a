import Foundation

/// The row of tab items at the bottom of a tab bar controller (`tabBarController.tabBar`):
/// items share the width equally, each with its icon above its title, the selected one in the
/// tint colour and the others in `unselectedItemTintColor` (gray), a badge as a red capsule at
/// the icon's top-right corner (R16.11). A click on an item selects it (R16.10).
@preconcurrency @MainActor
open class UITabBar: UIView {
    /// The height of a tab bar.
    public static let standardHeight: CGFloat = 49

    /// The items, leading first.
    open var items: [UITabBarItem]? {
        didSet {
            for item in oldValue ?? [] { item.removeObserver(self) }
            for item in items ?? [] { item.addObserver(self) { [weak self] in self?.setNeedsDisplay() } }
            if let selectedItem, !(items ?? []).contains(where: { $0 === selectedItem }) { self.selectedItem = nil }
            setNeedsDisplay()
        }
    }
    /// The item drawn selected.
    open var selectedItem: UITabBarItem? { didSet { setNeedsDisplay() } }
    /// Told when the user selects an item. Not retained.
    open weak var delegate: (any UITabBarDelegate)?
    /// The colour of unselected items; gray when nil.
    open var unselectedItemTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The background colour; wins over the appearance's when set.
    open var barTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// Whether content shows under the bar; true by default.
    open var isTranslucent = true { didSet { setNeedsDisplay() } }
    /// The look of the bar.
    open var standardAppearance = UITabBarAppearance() { didSet { setNeedsDisplay() } }
    /// The look when the content is scrolled to its bottom edge. Stored; XUIKit draws
    /// `standardAppearance`.
    open var scrollEdgeAppearance: UITabBarAppearance?
    /// The colour of the selected item; inherited (system blue) when not set.
    open override var tintColor: UIColor! { didSet { setNeedsDisplay() } }

    /// Called with the item the user clicked (the tab bar controller selects it).
    var onSelect: ((UITabBarItem) -> Void)?

    /// A tab bar with no items.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = nil
        isOpaque = false
        accessibilityTraits = .tabBar
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: .tabBarTapped))
    }

    /// XUIKit does not load views from archives; this initializer always fails.
    public required init?(coder: NSCoder) { return nil }

    /// Replaces the items; XUIKit does not animate the change.
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) { self.items = items }

    /// The standard height at the offered width.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: Self.standardHeight) }

    /// The rectangle of the item at `index`: an equal share of the width.
    func itemFrame(at index: Int) -> CGRect {
        let count = max(1, items?.count ?? 1)
        let width = bounds.width / CGFloat(count)
        return CGRect(x: CGFloat(index) * width, y: 0, width: width, height: Self.standardHeight)
    }

    /// The item under `point`, if any.
    func item(at point: CGPoint) -> UITabBarItem? {
        guard let items, point.y >= 0, point.y < bounds.height else { return nil }
        return items.indices.first { itemFrame(at: $0).contains(point) }.map { items[$0] }
    }

    /// The tab items as accessibility elements (UITabBar+Accessibility.swift).
    var tabElements: [TabItemAccessibilityElement] = []

    /// The items, each a button element, unless set.
    open override var accessibilityElements: [Any]? {
        get { accessibilityStorage?.elements ?? itemAccessibilityElements() }
        set { super.accessibilityElements = newValue }
    }

    func tapped(_ recognizer: UITapGestureRecognizer) {
        guard recognizer.state == .ended, let item = item(at: recognizer.location(in: self)), item.isEnabled else { return }
        select(item)
    }

    /// What a click on `item` does: the tab bar controller selects it, else the bar does and tells
    /// its delegate.
    func select(_ item: UITabBarItem) {
        if let onSelect {
            onSelect(item)
        } else {
            selectedItem = item
            delegate?.tabBar(self, didSelect: item)
        }
    }

    open override func draw(_ rect: CGRect) {
        let appearance = standardAppearance
        if let fill = barTintColor ?? appearance.backgroundColor {
            (isTranslucent ? fill : fill.withAlphaComponent(1)).setFill()
            UIRectFill(bounds)
        }
        appearance.backgroundImage?.draw(in: bounds)
        if let shadow = appearance.shadowColor {
            shadow.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: bounds.width, height: 1))
        }
        for (index, item) in (items ?? []).enumerated() {
            TabBarItemDrawing(item: item, frame: itemFrame(at: index), selected: item === selectedItem,
                              tint: tintColor ?? .systemBlue, unselected: unselectedItemTintColor,
                              appearance: appearance.stackedLayoutAppearance).draw()
        }
    }
}

/// Told when the user selects an item of a tab bar not owned by a tab bar controller.
@preconcurrency @MainActor
public protocol UITabBarDelegate: AnyObject {
    /// The user selected `item`.
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}

extension UITabBarDelegate {
    /// Does nothing by default.
    public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
}

extension Selector {
    static let tabBarTapped = Selector("_tabBarTapped:", UITabBar.tapped)
}

/// How one tab item is drawn: a 25 pt icon (image, or the system glyph) centred above a 10 pt
/// title, both in the item's colour; the badge a red capsule at the icon's top-right (R16.11).
@MainActor
struct TabBarItemDrawing {
    let item: UITabBarItem
    let frame: CGRect
    let selected: Bool
    let tint: UIColor
    let unselected: UIColor?
    let appearance: UITabBarItemAppearance

    static let iconSide: CGFloat = 25

    var color: UIColor {
        let state = item.isEnabled ? (selected ? appearance.selected : appearance.normal) : appearance.disabled
        if let color = state.iconColor { return color }
        let base = selected ? tint : (unselected ?? .systemGray)
        return item.isEnabled ? base : base.withAlphaComponent(0.35)
    }

    var iconFrame: CGRect {
        CGRect(x: frame.midX - Self.iconSide / 2, y: frame.minY + 5, width: Self.iconSide, height: Self.iconSide)
    }

    func draw() {
        let color = self.color
        let icon = iconFrame
        let image = selected ? (item.selectedImage ?? item.image) : item.image
        if let image, let context = UIGraphicsGetCurrentContext() {
            let scale = min(1, Self.iconSide / max(image.size.width, image.size.height, 1))
            let size = CGSize(width: image.size.width * scale, height: image.size.height * scale)
            image.draw(in: CGRect(x: icon.midX - size.width / 2, y: icon.midY - size.height / 2, width: size.width, height: size.height)
                .inset(by: item.imageInsets), context: context, tint: color)
        } else if let system = item.systemItem {
            BarGlyphs.draw(.tab(system), in: icon, color: color)
        }
        if let title = item.title, !title.isEmpty {
            let state = selected ? appearance.selected : appearance.normal
            let font = state.titleTextAttributes[.font] as? UIFont ?? .systemFont(ofSize: 10, weight: .medium)
            let titleColor = state.titleTextAttributes[.foregroundColor] as? UIColor ?? color
            let size = title.size(withAttributes: [.font: font])
            title.draw(at: CGPoint(x: frame.midX - size.width / 2, y: icon.maxY + 3), withAttributes: [.font: font, .foregroundColor: titleColor])
        }
        if let badge = item.badgeValue { drawBadge(badge, icon: icon) }
    }

    /// The badge frame: at least 18 pt wide and tall, centred on the icon's top-right corner area.
    func badgeFrame(for text: String, icon: CGRect) -> CGRect {
        let font = UIFont.systemFont(ofSize: 13)
        let width = text.isEmpty ? 10 : max(18, text.size(withAttributes: [.font: font]).width + 10)
        let height: CGFloat = text.isEmpty ? 10 : 18
        return CGRect(x: icon.maxX - 6, y: icon.minY - 3, width: width, height: height)
    }

    private func drawBadge(_ text: String, icon: CGRect) {
        let frame = badgeFrame(for: text, icon: icon)
        let state = selected ? appearance.selected : appearance.normal
        (state.badgeBackgroundColor ?? item.badgeColor ?? .systemRed).setFill()
        UIBezierPath(roundedRect: frame, cornerRadius: frame.height / 2).fill()
        guard !text.isEmpty else { return }
        let font = UIFont.systemFont(ofSize: 13)
        let size = text.size(withAttributes: [.font: font])
        text.draw(at: CGPoint(x: frame.midX - size.width / 2, y: frame.midY - size.height / 2),
                  withAttributes: [.font: font, .foregroundColor: UIColor.white])
    }
}
