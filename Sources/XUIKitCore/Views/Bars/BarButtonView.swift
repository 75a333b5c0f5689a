import Foundation

/// The control a navigation bar or toolbar makes for a `UIBarButtonItem` (or for its back button):
/// draws the item's title, image or system glyph in the tint, dimmed when disabled, and turns a
/// click into the item's action (R16.3) or its menu (R16.4).
@MainActor
final class BarButtonView: UIControl {
    /// The item shown; nil for a back button, which shows `backTitle` after a chevron.
    let item: UIBarButtonItem?
    /// The back button's title.
    var backTitle: String? { didSet { if backTitle != oldValue { setNeedsDisplay(); superview?.setNeedsLayout() } } }
    /// Called for a back button's click.
    var onBack: (() -> Void)?

    /// Padding left and right of the content.
    static let padding: CGFloat = 8
    /// The side of the square a system glyph is drawn in.
    static let glyphSide: CGFloat = 22
    /// The chevron's width in a back button.
    static let chevronWidth: CGFloat = 13

    init(item: UIBarButtonItem?) {
        self.item = item
        super.init(frame: .zero)
        backgroundColor = nil
        isOpaque = false
        addTarget(self, action: .barButtonClicked, for: .touchUpInside)
        item?.addObserver(self) { [weak self] in self?.itemDidChange() }
        itemDidChange()
    }

    required init?(coder: NSCoder) { return nil }

    private func itemDidChange() {
        isEnabled = item?.isEnabled ?? true
        setNeedsDisplay()
        superview?.setNeedsLayout()
    }

    /// Stops observing the item (the bar dropped this view).
    func detach() { item?.removeObserver(self) }

    private var titleText: String? { item == nil ? backTitle : item?.title }

    private var font: UIFont {
        if let font = item?.titleTextAttributes(for: .normal)?[.font] as? UIFont { return font }
        return item?.style == .done ? .boldSystemFont(ofSize: 17) : .systemFont(ofSize: 17)
    }

    /// The colour the content is drawn in: the item's tint, else the bar's; dimmed when disabled
    /// or pressed.
    var contentColor: UIColor {
        let base = (item?.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor) ?? item?.tintColor ?? tintColor ?? .systemBlue
        if !isEnabled { return base.withAlphaComponent(0.35) }
        return isHighlighted ? base.withAlphaComponent(0.3) : base
    }

    /// The glyph shown, if the item is a glyph system item.
    private var glyph: UIBarButtonItem.SystemItem? {
        guard let system = item?.systemItem, system.title == nil, item?.image == nil, !(item?.isSpace ?? true) else { return nil }
        return system
    }

    /// The width the content needs: `width` when set, else the title, image or glyph plus padding.
    var contentWidth: CGFloat {
        if let width = item?.width, width > 0 { return width }
        if item == nil {
            let text = (backTitle ?? "").isEmpty ? 0 : (backTitle ?? "").size(withAttributes: [.font: font]).width + 6
            return Self.padding + Self.chevronWidth + text + Self.padding
        }
        if glyph != nil { return Self.glyphSide + 2 * Self.padding }
        if let image = item?.image { return min(image.size.width, 28) + 2 * Self.padding }
        let text = titleText ?? ""
        return text.size(withAttributes: [.font: font]).width.rounded(.up) + 2 * Self.padding
    }

    override func draw(_ rect: CGRect) {
        let color = contentColor
        if item == nil {
            let chevron = CGRect(x: Self.padding, y: bounds.midY - 11, width: Self.chevronWidth, height: 22)
            BarGlyphs.draw(.backChevron, in: chevron.insetBy(dx: -4, dy: 0), color: color)
            drawTitle(backTitle, startingAt: chevron.maxX + 6, color: color)
            return
        }
        if let glyph {
            let side = Self.glyphSide
            BarGlyphs.draw(.system(glyph), in: CGRect(x: bounds.midX - side / 2, y: bounds.midY - side / 2, width: side, height: side), color: color)
        } else if let image = item?.image, let context = UIGraphicsGetCurrentContext() {
            let side = min(image.size.height, 28), width = min(image.size.width, 28)
            let frame = CGRect(x: bounds.midX - width / 2, y: bounds.midY - side / 2, width: width, height: side)
            image.draw(in: frame.inset(by: item?.imageInsets ?? .zero), context: context, tint: color)
        } else {
            drawTitle(titleText, startingAt: Self.padding, color: color)
        }
    }

    private func drawTitle(_ text: String?, startingAt x: CGFloat, color: UIColor) {
        guard let text, !text.isEmpty else { return }
        let font = self.font
        let height = text.size(withAttributes: [.font: font]).height
        text.draw(at: CGPoint(x: x, y: (bounds.height - height) / 2), withAttributes: [.font: font, .foregroundColor: color])
    }

    override func stateDidChange() {
        super.stateDidChange()
        setNeedsDisplay()
    }

    /// A click: the back button pops; an item runs its action, or opens its menu (R16.3, R16.4).
    func clicked() {
        guard let item else { onBack?(); return }
        if item.clickOpensMenu, let menu = item.menu, let window {
            let corner = convert(CGPoint(x: bounds.minX, y: bounds.maxY + 2), to: window)
            MenuPresenter.show(menu, at: corner, in: window, owner: self)
            return
        }
        item.performPrimaryAction()
    }

    /// The title, the system item's name ("Add"), or for a back button its title.
    override var accessibilityLabel: String? {
        get { accessibilityStorage?.label ?? titleText ?? item?.systemItem.map(UIBarButtonItem.accessibilityName(of:)) }
        set { super.accessibilityLabel = newValue }
    }

    /// A button, as UIKit's bar buttons are; not enabled when the item is disabled.
    override var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityStorage?.traits ?? (isEnabled ? .button : [.button, .notEnabled]) }
        set { super.accessibilityTraits = newValue }
    }
}

extension Selector {
    static let barButtonClicked = Selector("_barButtonClicked", BarButtonView.clicked)
}
