import Foundation

/// One title of a menu bar: drawn with its mnemonic underlined while Alt is held, highlighted
/// while its menu is open; a press on it opens the menu (R33.10, R33.11).
@MainActor
final class MenuBarItemView: UIView, AccessibilityRoleDeclaring {
    let title: String
    /// The letter Alt opens the menu with; its position in the title.
    let mnemonic: MenuMnemonics.Mnemonic?
    private unowned let bar: MenuBarView
    var isOpen = false { didSet { if isOpen != oldValue { setNeedsDisplay() } } }

    init(title: String, mnemonic: MenuMnemonics.Mnemonic?, bar: MenuBarView) {
        self.title = title
        self.mnemonic = mnemonic
        self.bar = bar
        super.init(frame: .zero)
        backgroundColor = .clear
        isAccessibilityElement = true
        accessibilityLabel = title
    }

    required init?(coder: NSCoder) { return nil }

    var accessibilityRole: AccessibilityRole? { .menuItem }

    private var block: TextBlock {
        TextEngine.shared.block(for: title, font: MenuBarView.titleFont,
                                options: TextBlock.Options(width: nil, maximumLines: 1, alignment: .left))
    }

    var intrinsicWidth: CGFloat { (block.size.width + 2 * MenuBarView.titlePadding).rounded(.up) }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { bar.itemPressed(self) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        if isOpen {
            MenuColors.highlight.setFill()
            UIBezierPath(roundedRect: bounds.insetBy(dx: 1, dy: 3), cornerRadius: 4).fill()
        }
        let color = isOpen ? MenuColors.highlightedText : MenuColors.text
        let block = self.block
        let top = ((bounds.height - block.size.height) / 2).rounded(.down)
        let x = MenuBarView.titlePadding
        block.draw(in: CGRect(x: x, y: top, width: block.size.width.rounded(.up), height: block.size.height.rounded(.up)),
                   color: color, context: context)
        guard bar.showsMnemonics, let mnemonic else { return }
        // R33.11: the mnemonic's letter is underlined while Alt is held.
        let before = width(of: String(title[..<mnemonic.index]))
        let through = width(of: String(title[...mnemonic.index]))
        color.setFill()
        context.fill(CGRect(x: (x + before).rounded(), y: top + block.size.height.rounded(.up) - 2,
                            width: max(1, (through - before).rounded()), height: 1))
    }

    private func width(of text: String) -> CGFloat {
        TextEngine.shared.block(for: text, font: MenuBarView.titleFont,
                                options: TextBlock.Options(width: nil, maximumLines: 1, alignment: .left)).size.width
    }
}
