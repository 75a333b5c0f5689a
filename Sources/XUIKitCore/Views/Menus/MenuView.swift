import Foundation

/// Draws a shown menu's rows and turns clicks, hover and keys into the presenter's highlight and
/// choice (R11.7). It is the menu window's first responder while the menu is open.
@MainActor
final class MenuView: UIView {
    weak var presenter: MenuPresenter?
    let rows: [MenuRow]
    /// The row under the highlight, if any.
    var highlighted: Int? { didSet { if highlighted != oldValue { setNeedsDisplay() } } }

    static let horizontalPadding: CGFloat = 12
    static let markWidth: CGFloat = 20
    static let imageSize: CGFloat = 16
    static let titleFont = UIFont.systemFont(ofSize: 14)
    static let headerFont = UIFont.boldSystemFont(ofSize: 12)

    init(rows: [MenuRow]) {
        self.rows = rows
        super.init(frame: CGRect(origin: .zero, size: Self.size(for: rows)))
        backgroundColor = MenuColors.background
        addGestureRecognizer(UIHoverGestureRecognizer(target: self, action: .menuHover))
    }

    required init?(coder: NSCoder) { return nil }

    /// Wide enough for the widest title (with mark, image and submenu arrow), at least 160 pt.
    static func size(for rows: [MenuRow]) -> CGSize {
        let widest = rows.map { row -> CGFloat in
            let font = row.kind == .header ? headerFont : titleFont
            return TextEngine.shared.block(for: row.title, font: font, options: TextBlock.Options(width: nil, maximumLines: 1)).size.width
        }.max() ?? 0
        // R33.6: a key command's shortcut ("Ctrl+S") shows at the right edge.
        let shortcuts = rows.compactMap { row in
            row.shortcut.map { TextEngine.shared.block(for: $0, font: titleFont, options: TextBlock.Options(width: nil, maximumLines: 1)).size.width }
        }.max().map { $0 + 24 } ?? 0
        let width = max(160, (widest + shortcuts + 2 * horizontalPadding + markWidth + imageSize + 8 + 16).rounded(.up))
        return CGSize(width: width, height: rows.reduce(8) { $0 + $1.height })
    }

    /// The row at a point, if the point is on one.
    func rowIndex(at point: CGPoint) -> Int? {
        guard bounds.contains(point) else { return nil }
        var top: CGFloat = 4
        for (index, row) in rows.enumerated() {
            if point.y >= top && point.y < top + row.height { return index }
            top += row.height
        }
        return nil
    }

    func rowRect(_ index: Int) -> CGRect {
        let top = rows[..<index].reduce(4) { $0 + $1.height }
        return CGRect(x: 0, y: top, width: bounds.width, height: rows[index].height)
    }

    // MARK: - Input

    override var canBecomeFirstResponder: Bool { true }

    func hover(_ recognizer: UIHoverGestureRecognizer) {
        let index = rowIndex(at: recognizer.location(in: self))
        if let index, rows[index].isSelectable { highlighted = index; presenter?.hovered(index) }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, let index = rowIndex(at: touch.location(in: self)) else { return }
        if rows[index].isSelectable { highlighted = index }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        let index = rowIndex(at: touch.location(in: self))
        highlighted = index.flatMap { rows[$0].isSelectable ? $0 : nil }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, let index = rowIndex(at: touch.location(in: self)) else { return }
        presenter?.choose(index)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}

    /// Up and Down move the highlight over the enabled items, wrapping; Return chooses; Escape
    /// closes; Right opens a submenu, Left closes one (R11.7).
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard let key = presses.first?.key else { return }
        switch key.keyCode {
        case .keyboardDownArrow: moveHighlight(by: 1)
        case .keyboardUpArrow: moveHighlight(by: -1)
        case .keyboardReturnOrEnter, .keypadEnter, .keyboardSpacebar:
            if let highlighted { presenter?.choose(highlighted) }
        case .keyboardEscape: presenter?.close()
        case .keyboardRightArrow:
            if let highlighted, rows[highlighted].submenu != nil { presenter?.choose(highlighted) }
            else { presenter?.root.barStep?(1) }   // R33.12
        case .keyboardLeftArrow:
            if presenter?.parent != nil { presenter?.close() } else { presenter?.barStep?(-1) }
        default: break
        }
    }

    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {}

    func moveHighlight(by step: Int) {
        let selectable = rows.indices.filter { rows[$0].isSelectable }
        guard !selectable.isEmpty else { return }
        guard let current = highlighted, let position = selectable.firstIndex(of: current) else {
            highlighted = step > 0 ? selectable.first : selectable.last
            return
        }
        highlighted = selectable[(position + step + selectable.count) % selectable.count]
    }

    // MARK: - Drawing

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        MenuColors.border.setFill()
        context.fill(CGRect(x: 0, y: 0, width: bounds.width, height: 1))
        context.fill(CGRect(x: 0, y: bounds.height - 1, width: bounds.width, height: 1))
        context.fill(CGRect(x: 0, y: 0, width: 1, height: bounds.height))
        context.fill(CGRect(x: bounds.width - 1, y: 0, width: 1, height: bounds.height))
        for index in rows.indices {
            let frame = rowRect(index)
            guard frame.intersects(rect) else { continue }
            draw(rows[index], in: frame, highlighted: index == highlighted, context: context)
        }
    }

    private func draw(_ row: MenuRow, in frame: CGRect, highlighted: Bool, context: CGContext) {
        switch row.kind {
        case .separator:
            MenuColors.separator.setFill()
            context.fill(CGRect(x: 0, y: frame.midY.rounded(.down), width: frame.width, height: 1))
        case .header:
            drawText(row.title, font: Self.headerFont, color: MenuColors.header,
                     x: Self.horizontalPadding, in: frame, context: context)
        case .item:
            if highlighted {
                MenuColors.highlight.setFill()
                UIBezierPath(roundedRect: frame.insetBy(dx: 4, dy: 1), cornerRadius: 4).fill()
            }
            let color = !row.isEnabled ? MenuColors.disabled
                : highlighted ? MenuColors.highlightedText
                : row.isDestructive ? MenuColors.destructive : MenuColors.text
            var x = Self.horizontalPadding
            let mark = row.state == .on ? "✓" : row.state == .mixed ? "–" : ""
            if !mark.isEmpty { drawText(mark, font: Self.titleFont, color: color, x: x, in: frame, context: context) }
            x += Self.markWidth
            if let image = row.image {
                let side = Self.imageSize
                image.withRenderingMode(.alwaysTemplate)
                    .draw(in: CGRect(x: x, y: frame.midY - side / 2, width: side, height: side), context: context, tint: color)
                x += side + 8
            }
            drawText(row.title, font: Self.titleFont, color: color, x: x, in: frame, context: context)
            if let shortcut = row.shortcut {
                let block = TextEngine.shared.block(for: shortcut, font: Self.titleFont,
                                                    options: TextBlock.Options(width: nil, maximumLines: 1, alignment: .left))
                let shortcutColor = highlighted || !row.isEnabled ? color : MenuColors.header
                drawText(shortcut, font: Self.titleFont, color: shortcutColor,
                         x: frame.maxX - Self.horizontalPadding - block.size.width.rounded(.up), in: frame, context: context)
            }
            if row.submenu != nil {
                drawText("›", font: Self.titleFont, color: color, x: frame.maxX - Self.horizontalPadding - 8,
                         in: frame, context: context)
            }
        }
    }

    private func drawText(_ text: String, font: UIFont, color: UIColor, x: CGFloat, in frame: CGRect, context: CGContext) {
        let block = TextEngine.shared.block(for: text, font: font,
                                            options: TextBlock.Options(width: nil, maximumLines: 1, alignment: .left))
        let top = frame.minY + ((frame.height - block.size.height) / 2).rounded(.down)
        block.draw(in: CGRect(x: x, y: top, width: block.size.width.rounded(.up), height: block.size.height.rounded(.up)),
                   color: color, context: context)
    }
}

extension Selector {
    static let menuHover = Selector("_menuHover:", MenuView.hover)
}

/// The menu's colours, in one place so a dark appearance can swap them.
@MainActor
enum MenuColors {
    static let background = UIColor.systemBackground
    static let border = UIColor(white: 0, alpha: 0.2)
    static let separator = UIColor.separator
    static let text = UIColor.label
    static let header = UIColor.secondaryLabel
    static let disabled = UIColor.systemGray
    static let destructive = UIColor.systemRed
    static let highlight = UIColor.systemBlue
    static let highlightedText = UIColor.white
}
