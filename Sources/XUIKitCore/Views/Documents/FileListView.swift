import Foundation

/// The built-in file dialog's list of the folder: one row per entry (an icon and the name),
/// folders first. Only the rows on screen are drawn, by one canvas that follows the scroll
/// position, so a folder of 100 000 files costs no more to show than one of ten (R32.8).
/// Clicks select (Shift and Ctrl extend when several may be chosen), a double click opens; keys
/// go to the dialog (FileDialogView+Keys.swift).
final class FileListView: UIScrollView {
    /// [IMPL] The height of a row.
    static let rowHeight: CGFloat = 26

    /// The rows shown.
    var entries: [FolderEntry] = [] { didSet { contentSize = CGSize(width: 0, height: CGFloat(entries.count) * Self.rowHeight); redraw() } }
    /// The selection drawn.
    var selection = FileListSelection() { didSet { if selection != oldValue { redraw() } } }
    /// Told about clicks: the row, the modifier keys and the click count.
    var onClick: ((Int, UIKeyModifierFlags, Int) -> Void)?
    /// Told about key presses; returns whether it took the key.
    var onKey: ((UIKey) -> Bool)?

    private let canvas = FileListCanvas()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        canvas.list = self
        canvas.backgroundColor = .clear
        addSubview(canvas)
        isAccessibilityElement = true
        accessibilityLabel = "Files"
    }

    required init?(coder: NSCoder) { return nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        if canvas.frame != bounds {
            canvas.frame = bounds
            canvas.setNeedsDisplay()
        }
    }

    /// Redraws the rows on screen.
    func redraw() { canvas.setNeedsDisplay() }

    /// The row at `y` in content coordinates, or nil below the last.
    func row(atContentY y: CGFloat) -> Int? {
        let row = Int((y / Self.rowHeight).rounded(.down))
        return row >= 0 && row < entries.count ? row : nil
    }

    /// Scrolls just enough to show `row`.
    func scrollToShow(_ row: Int) {
        let top = CGFloat(row) * Self.rowHeight
        var offset = contentOffset
        if top < offset.y { offset.y = top }
        if top + Self.rowHeight > offset.y + bounds.height { offset.y = top + Self.rowHeight - bounds.height }
        offset.y = max(0, offset.y)
        if offset != contentOffset { contentOffset = offset }
    }

    override var canBecomeFirstResponder: Bool { true }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if let key = presses.first?.key, onKey?(key) == true { return }
        super.pressesBegan(presses, with: event)
    }

    override func becomeFirstResponder() -> Bool {
        let became = super.becomeFirstResponder()
        redraw()
        return became
    }

    override func resignFirstResponder() -> Bool {
        let resigned = super.resignFirstResponder()
        redraw()
        return resigned
    }

    fileprivate func clicked(atContentY y: CGFloat, modifiers: UIKeyModifierFlags, count: Int) {
        _ = becomeFirstResponder()
        guard let row = row(atContentY: y) else { return }
        onClick?(row, modifiers, count)
    }
}

/// Draws the rows of a `FileListView` that are on screen.
private final class FileListCanvas: UIView {
    weak var list: FileListView?
    private static let folderIcon = UIImage(systemName: "folder")
    private static let fileIcon = UIImage(systemName: "doc")

    override func draw(_ rect: CGRect) {
        guard let list else { return }
        let height = FileListView.rowHeight
        let top = frame.minY
        let first = max(0, Int((top / height).rounded(.down)))
        let last = min(list.entries.count, Int(((top + bounds.height) / height).rounded(.up)) + 1)
        guard first < last else { return }
        let font = UIFont.systemFont(ofSize: 14)
        for row in first..<last {
            let y = CGFloat(row) * height - top
            let rowRect = CGRect(x: 0, y: y, width: bounds.width, height: height)
            let selected = list.selection.rows.contains(row)
            if selected {
                (list.isFirstResponder ? tintColor ?? .systemBlue : UIColor.systemGray3).setFill()
                UIBezierPath(rect: rowRect).fill()
            }
            if row == list.selection.cursor, list.isFirstResponder {
                UIColor.label.withAlphaComponent(0.5).setStroke()
                let ring = UIBezierPath(rect: rowRect.insetBy(dx: 1, dy: 1))
                ring.lineWidth = 1
                ring.stroke()
            }
            let entry = list.entries[row]
            if let icon = entry.isDirectory ? Self.folderIcon : Self.fileIcon {
                icon.withTintColor(selected ? .white : .secondaryLabel).draw(in: CGRect(x: 8, y: y + 5, width: 16, height: 16))
            }
            entry.displayName.draw(in: CGRect(x: 32, y: y + 4, width: bounds.width - 40, height: height - 6),
                                   withAttributes: [.font: font, .foregroundColor: selected ? UIColor.white : UIColor.label])
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        list?.clicked(atContentY: touch.location(in: self).y + frame.minY,
                      modifiers: event?.modifierFlags ?? [], count: touch.tapCount)
    }
}
