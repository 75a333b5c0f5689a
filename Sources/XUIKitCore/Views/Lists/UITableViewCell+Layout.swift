import Foundation

/// Where a cell's parts go: the editing control on the left, the accessory on the right, the
/// content view between them, and the standard labels and image inside the content view.
extension UITableViewCell {
    /// The space the editing control takes on the left while editing.
    static let editingControlWidth: CGFloat = 38
    /// The distance from the cell's right edge to the accessory, and from the content's edges
    /// to the standard labels.
    static let margin: CGFloat = 16

    /// The standard accessory's size, or the accessory view's; zero for none.
    var accessorySize: CGSize {
        if let accessoryView { return accessoryView.frame.size }
        switch accessoryType {
        case .none: return .zero
        case .disclosureIndicator: return CGSize(width: 8, height: 13)
        case .checkmark: return CGSize(width: 14, height: 11)
        case .detailButton: return CGSize(width: 22, height: 22)
        case .detailDisclosureButton: return CGSize(width: 22 + 12 + 8, height: 22)
        }
    }

    /// The width of the reorder grip's area at the right edge while editing.
    static let reorderControlWidth: CGFloat = 44

    /// Whether the reorder grip shows: editing, and the table says the row can move.
    var showsReorderControl: Bool { isEditing && tableShowsReorderControl }

    /// The reorder grip's area at the right edge, or nil when it does not show.
    var reorderControlRect: CGRect? {
        guard showsReorderControl else { return nil }
        return CGRect(x: bounds.width - Self.reorderControlWidth + swipeOffset, y: 0, width: Self.reorderControlWidth, height: bounds.height)
    }

    /// The accessory's rectangle in the cell, moved with the swipe; `.zero` without one (and
    /// while the reorder grip takes its place).
    var accessoryRect: CGRect {
        if showsReorderControl { return .zero }
        let size = accessorySize
        guard size != .zero else { return .zero }
        return CGRect(x: bounds.width - Self.margin - size.width + swipeOffset,
                      y: ((bounds.height - size.height) / 2).rounded(.down), width: size.width, height: size.height)
    }

    /// The detail (info) button's rectangle for `.detailButton` and `.detailDisclosureButton`.
    var detailButtonRect: CGRect? {
        guard accessoryView == nil, accessoryType == .detailButton || accessoryType == .detailDisclosureButton else { return nil }
        let rect = accessoryRect
        return CGRect(x: rect.minX, y: rect.minY, width: 22, height: 22)
    }

    /// The editing control's rectangle while the table asks for one, moved with the swipe.
    var editingControlRect: CGRect? {
        guard isEditing, tableEditingStyle != .none else { return nil }
        return CGRect(x: 8 + swipeOffset, y: ((bounds.height - 22) / 2).rounded(.down), width: 22, height: 22)
    }

    /// Places everything for the current size, editing state, accessory and swipe offset.
    func layoutCellParts() {
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
        let leading = (isEditing && tableEditingStyle != .none) ? Self.editingControlWidth : 0
        let accessory = accessoryRect
        var trailing = accessory == .zero ? bounds.width : accessory.minX - swipeOffset - 8
        if showsReorderControl { trailing = bounds.width - Self.reorderControlWidth }
        contentView.frame = CGRect(x: leading + swipeOffset, y: 0, width: max(0, trailing - leading), height: bounds.height)
        if let accessoryView { accessoryView.frame = accessory }
        layoutStandardViews(rightMargin: accessory == .zero ? Self.margin : 0)
        if isRightToLeft {   // R36.12: content, image, labels and accessory mirrored
            contentView.frame = Self.mirrored(contentView.frame, inWidth: bounds.width, keepingOffset: swipeOffset)
            if let accessoryView { accessoryView.frame = Self.mirrored(accessory, inWidth: bounds.width, keepingOffset: swipeOffset) }
            for view in [imageViewStorage, textLabelStorage, detailTextLabelStorage] as [UIView?] {
                if let view { view.frame = Self.mirrored(view.frame, inWidth: contentView.bounds.width) }
            }
        }
        if let swipeActionsView { swipeActionsView.frame = swipeActionsView.frame(in: bounds, offset: swipeOffset) }
    }

    /// Lays out `textLabel`, `detailTextLabel` and `imageView` in the content view by style.
    private func layoutStandardViews(rightMargin: CGFloat) {
        let area = contentView.bounds
        var x = Self.margin
        if let imageView = imageViewStorage {
            if let size = imageView.image?.size, size.width > 0, size.height > 0 {
                let height = min(size.height, area.height - 8)
                let width = size.width * height / size.height
                imageView.frame = CGRect(x: x, y: ((area.height - height) / 2).rounded(.down), width: width, height: height)
                imageView.isHidden = false
                x = imageView.frame.maxX + Self.margin
            } else {
                imageView.isHidden = true
            }
        }
        let right = area.width - rightMargin
        let width = max(0, right - x)
        let text = textLabelStorage, detail = detailTextLabelStorage
        switch cellStyle {
        case .default:
            text?.frame = CGRect(x: x, y: 0, width: width, height: area.height)
        case .subtitle:
            let textHeight = text.map { $0.text?.isEmpty == false ? $0.intrinsicContentSize.height : 0 } ?? 0
            let detailHeight = detail.map { $0.text?.isEmpty == false ? $0.intrinsicContentSize.height : 0 } ?? 0
            let top = ((area.height - textHeight - detailHeight) / 2).rounded(.down)
            text?.frame = CGRect(x: x, y: top, width: width, height: textHeight)
            detail?.frame = CGRect(x: x, y: top + textHeight, width: width, height: detailHeight)
        case .value1:
            let detailWidth = min(detail.map { $0.text?.isEmpty == false ? $0.intrinsicContentSize.width : 0 } ?? 0, width / 2)
            detail?.frame = CGRect(x: right - detailWidth, y: 0, width: detailWidth, height: area.height)
            text?.frame = CGRect(x: x, y: 0, width: max(0, width - detailWidth - 8), height: area.height)
        case .value2:
            let column: CGFloat = 80
            text?.frame = CGRect(x: x, y: 0, width: min(column, width), height: area.height)
            let detailX = x + column + 6
            detail?.frame = CGRect(x: detailX, y: 0, width: max(0, right - detailX), height: area.height)
        }
    }
}
