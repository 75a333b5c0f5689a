import Foundation

/// The popup a tooltip shows in: a `UIWindow` whose native window is a tooltip (override-redirect
/// on X11, never focused, never key) holding one `ToolTipView`.
@MainActor
final class ToolTipWindow: UIWindow {
    let toolTipView: ToolTipView

    init(frame: CGRect, text: String) {
        toolTipView = ToolTipView(text: text)
        super.init(frame: frame)
        toolTipView.frame = bounds
        addSubview(toolTipView)
    }

    required init?(coder: NSCoder) { nil }

    override var nativeWindowStyle: WindowStyle { .tooltip }

    /// The popup takes no input: the pointer over it belongs to nothing.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { nil }
}

/// A tooltip's text on a bordered background, in colours that follow light and dark mode.
@MainActor
final class ToolTipView: UIView {
    /// Space between the border and the text.
    static let padding = UIEdgeInsets(top: 3, left: 6, bottom: 3, right: 6)
    static let font = UIFont.systemFont(ofSize: 12)
    /// Longer texts wrap at this width.
    static let maximumTextWidth: CGFloat = 320

    let label = UILabel()

    init(text: String) {
        super.init(frame: .zero)
        backgroundColor = ToolTipColors.background
        layer.borderColor = ToolTipColors.border
        layer.borderWidth = 1
        label.text = text
        label.font = Self.font
        label.textColor = ToolTipColors.text
        label.numberOfLines = 0
        addSubview(label)
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds.inset(by: Self.padding)
    }

    /// The popup's size for `text`: the text's, wrapped at `maximumTextWidth`, plus padding.
    static func size(for text: String) -> CGSize {
        let label = UILabel()
        label.font = font
        label.numberOfLines = 0
        label.text = text
        let fitted = label.sizeThatFits(CGSize(width: maximumTextWidth, height: .greatestFiniteMagnitude))
        return CGSize(width: min(fitted.width, maximumTextWidth).rounded(.up) + padding.left + padding.right,
                      height: fitted.height.rounded(.up) + padding.top + padding.bottom)
    }
}

/// The tooltip's colours, in one place.
enum ToolTipColors {
    static let background = UIColor.secondarySystemBackground
    static let border = UIColor.separator
    static let text = UIColor.label
}
