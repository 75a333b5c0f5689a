import Foundation

/// The view a table shows for a section's header or footer title: a label inset by the margins.
/// Plain headers are bold on a grey band; grouped headers and all footers are small grey text.
@MainActor
final class TableHeaderFooterLabelView: UIView {
    let label = UILabel(frame: .zero)
    private let style: UITableView.Style
    private let isHeader: Bool

    /// The section's title as the data source gave it (grouped headers show it in capitals).
    var title: String? {
        didSet {
            guard title != oldValue else { return }
            label.text = style != .plain && isHeader ? title?.uppercased() : title
            setNeedsLayout()
        }
    }

    init(style: UITableView.Style, isHeader: Bool) {
        self.style = style
        self.isHeader = isHeader
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        if style == .plain, isHeader {
            backgroundColor = TableColors.plainHeaderBackground
            label.font = .systemFont(ofSize: 17, weight: .semibold)
            label.textColor = .label
        } else {
            isOpaque = false
            label.font = .systemFont(ofSize: 13)
            label.textColor = TableColors.secondaryText
        }
        addSubview(label)
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        let inset: CGFloat = style == .insetGrouped ? 36 : 16
        // Grouped titles sit at the bottom of their header (near the rows), footers at the top.
        let height = min(bounds.height, label.intrinsicContentSize.height + 12)
        let y: CGFloat = style == .plain ? 0 : (isHeader ? bounds.height - height : 0)
        label.frame = CGRect(x: inset, y: style == .plain ? 0 : y, width: max(0, bounds.width - 2 * inset),
                             height: style == .plain ? bounds.height : height)
    }
}
