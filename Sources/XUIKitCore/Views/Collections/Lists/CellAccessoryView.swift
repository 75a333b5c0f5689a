import Foundation

/// The view of one standard accessory in a list cell: draws its mark and runs its action when
/// tapped (custom views and labels are shown inside it).
@MainActor
final class CellAccessoryView: UIView {
    let accessory: UICellAccessory
    /// Whether an outline disclosure points down (the item is expanded).
    var isExpanded = false {
        didSet { if isExpanded != oldValue { setNeedsDisplay() } }
    }
    /// Whether the row is selected (fills a multiselect circle).
    var isRowSelected = false {
        didSet { if isRowSelected != oldValue { setNeedsDisplay() } }
    }
    /// What a tap does; nil for accessories without an action.
    var onTap: (@MainActor () -> Void)?
    private var content: UIView?

    init(accessory: UICellAccessory) {
        self.accessory = accessory
        super.init(frame: .zero)
        backgroundColor = nil
        isOpaque = false
        switch accessory.kind {
        case .label(let text):
            let label = UILabel(frame: .zero)
            label.text = text
            label.textColor = accessory.tintColor ?? .secondaryLabel
            content = label
        case .customView(let view, _):
            content = view
        default:
            break
        }
        if let content { addSubview(content) }
        isHidden = accessory.isHidden
    }

    required init?(coder: NSCoder) { nil }

    /// The accessory's width: its mark's, or its label's or view's own.
    var width: CGFloat {
        switch accessory.kind {
        case .disclosureIndicator: return ListGlyphs.chevronSize.width
        case .checkmark: return ListGlyphs.checkmarkSize.width
        case .delete, .insert, .multiselect: return ListGlyphs.controlSize.width
        // A wider target than the mark, so the chevron is easy to hit.
        case .outlineDisclosure: return 24
        case .reorder: return 20
        case .label: return content?.intrinsicContentSize.width ?? 0
        case .customView(let view, _):
            let size = view.intrinsicContentSize
            return size.width > 0 ? size.width : view.frame.width
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        guard let content else { return }
        if case .customView(let view, _) = accessory.kind, view.frame.height > 0 {
            content.frame = CGRect(x: 0, y: ((bounds.height - view.frame.height) / 2).rounded(.down),
                                   width: bounds.width, height: view.frame.height)
        } else {
            content.frame = bounds
        }
    }

    /// R21.15: each mark as UIKit draws it, centred in the view.
    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        func centred(_ size: CGSize) -> CGRect {
            CGRect(x: ((bounds.width - size.width) / 2).rounded(.down), y: ((bounds.height - size.height) / 2).rounded(.down),
                   width: size.width, height: size.height)
        }
        switch accessory.kind {
        case .disclosureIndicator:
            ListGlyphs.drawChevron(in: centred(ListGlyphs.chevronSize), color: accessory.tintColor ?? TableColors.chevron, context: context)
        case .checkmark:
            ListGlyphs.drawCheckmark(in: centred(ListGlyphs.checkmarkSize), color: accessory.tintColor ?? tintColor, context: context)
        case .delete:
            ListGlyphs.drawControl(in: centred(ListGlyphs.controlSize), fill: accessory.backgroundColor ?? TableColors.destructive,
                                   plus: false, context: context)
        case .insert:
            ListGlyphs.drawControl(in: centred(ListGlyphs.controlSize), fill: accessory.backgroundColor ?? TableColors.insert,
                                   plus: true, context: context)
        case .multiselect:
            let circle = centred(ListGlyphs.controlSize)
            if isRowSelected {
                context.setFillColor(accessory.backgroundColor ?? tintColor)
                context.fillEllipse(in: circle)
                ListGlyphs.drawCheckmark(in: circle.insetBy(dx: 6, dy: 7), color: .white, context: context)
            } else {
                context.setStrokeColor(accessory.tintColor ?? TableColors.chevron)
                context.setLineWidth(1.5)
                context.strokeEllipse(in: circle.insetBy(dx: 1, dy: 1))
            }
        case .outlineDisclosure:
            // R21.16: to the trailing side while collapsed, down while expanded.
            let size = isExpanded ? CGSize(width: 13, height: 8) : ListGlyphs.chevronSize
            ListGlyphs.drawChevron(in: centred(size), color: accessory.tintColor ?? tintColor, down: isExpanded, context: context)
        case .reorder:
            context.setFillColor(accessory.tintColor ?? TableColors.chevron)
            let grip = centred(CGSize(width: 18, height: 11))
            for line in 0..<3 { context.fill(CGRect(x: grip.minX, y: grip.minY + CGFloat(line) * 5, width: grip.width, height: 1.5)) }
        case .label, .customView:
            break
        }
    }

    /// Taps stay with an accessory that has an action, so they do not select the row.
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if onTap == nil { super.touchesBegan(touches, with: event) }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let onTap else { return super.touchesEnded(touches, with: event) }
        if let touch = touches.first, bounds.insetBy(dx: -8, dy: -8).contains(touch.location(in: self)) { onTap() }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if onTap == nil { super.touchesMoved(touches, with: event) }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if onTap == nil { super.touchesCancelled(touches, with: event) }
    }
}
