import Foundation

/// A ready-made on-screen keyboard, for touchscreens without a hardware keyboard.
///
/// Set it as a text field's `inputView`: while the field is first responder the window docks
/// the keyboard at its bottom (R1.13, R9.19), and each key types into the window's first
/// responder through `UIKeyInput` — `insertText(_:)` for characters, space and Return ("\n"),
/// `deleteBackward()` for ⌫ — the same path a text field's hardware keys take. Keys are buttons,
/// so tapping one never takes first-responder status from the field (R9.20).
///
/// ```swift
/// let field = UITextField(frame: CGRect(x: 20, y: 40, width: 280, height: 34))
/// field.inputView = UIKeyboardView()
/// ```
///
/// The layout has letter rows with a one-shot ⇧ (Shift), and a "123" key that switches to
/// digits and punctuation. The Return key's title follows the responder's `returnKeyType`.
@preconcurrency @MainActor
open class UIKeyboardView: UIView {
    /// What a key does.
    enum Key: Equatable {
        case character(String)
        case shift, backspace, space, returnKey, layoutToggle
    }

    /// The keyboard's height when docked.
    public static let defaultHeight: CGFloat = 216

    /// Whether the next letter is typed in upper case (⇧ pressed; cleared after one letter).
    public private(set) var isShifted = false { didSet { if isShifted != oldValue { relabelKeys() } } }
    /// Whether the digits-and-punctuation layout is showing.
    public private(set) var showsSymbols = false { didSet { if showsSymbols != oldValue { rebuildKeys() } } }

    private var keys: [[(Key, UIButton)]] = []

    private static let letterRows = ["qwertyuiop", "asdfghjkl", "zxcvbnm"]
    private static let symbolRows = ["1234567890", "-/:;()$&@\"", ".,?!'"]
    private static let backdrop = UIColor(red: 0.82, green: 0.84, blue: 0.86, alpha: 1)
    private static let specialKeyColor = UIColor(red: 0.67, green: 0.70, blue: 0.74, alpha: 1)

    /// A keyboard as wide as `frame`; give it zero height to get `defaultHeight` when docked.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIKeyboardView.backdrop
        rebuildKeys()
    }

    /// A keyboard sized when it is docked.
    public convenience init() {
        self.init(frame: .zero)
    }

    /// Keyboards are made in code; archives are not supported, so this returns nil.
    public required init?(coder: NSCoder) { return nil }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: UIKeyboardView.defaultHeight)
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIKeyboardView.defaultHeight)
    }

    // MARK: - Typing

    /// The responder keys type into: the first responder of the keyboard's window, if it takes
    /// text.
    var keyInput: (any UIKeyInput)? { window?.firstResponder as? UIKeyInput }

    /// Performs one key, as a tap on it does.
    func press(_ key: Key) {
        switch key {
        case .character(let text):
            keyInput?.insertText(isShifted ? text.uppercased() : text)
            isShifted = false
        case .space:
            keyInput?.insertText(" ")
        case .returnKey:
            keyInput?.insertText("\n")
        case .backspace:
            keyInput?.deleteBackward()
        case .shift:
            isShifted.toggle()
        case .layoutToggle:
            isShifted = false
            showsSymbols.toggle()
        }
    }

    /// The button that performs `key`, if the current layout has one.
    func button(for key: Key) -> UIButton? {
        keys.joined().first { $0.0 == key }?.1
    }

    // MARK: - Keys

    private func currentRows() -> [[Key]] {
        let letters = showsSymbols ? UIKeyboardView.symbolRows : UIKeyboardView.letterRows
        var rows = letters.map { $0.map { Key.character(String($0)) } }
        rows[2] = (showsSymbols ? [] : [.shift]) + rows[2] + [.backspace]
        rows.append([.layoutToggle, .space, .returnKey])
        return rows
    }

    private func rebuildKeys() {
        for (_, button) in keys.joined() { button.removeFromSuperview() }
        keys = currentRows().map { row in row.map { key in (key, makeButton(for: key)) } }
        for (_, button) in keys.joined() { addSubview(button) }
        relabelKeys()
        setNeedsLayout()
    }

    /// Titles follow Shift and the responder's Return key type; a latched Shift key is white.
    private func relabelKeys() {
        for (key, button) in keys.joined() {
            button.setTitle(title(for: key), for: .normal)
            if key == .shift {
                button.setBackgroundColor(isShifted ? .white : UIKeyboardView.specialKeyColor, for: .normal)
            }
        }
    }

    private func makeButton(for key: Key) -> UIButton {
        let button = UIButton(type: .custom)
        let isCharacter: Bool
        if case .character = key { isCharacter = true } else { isCharacter = key == .space }
        let face = isCharacter ? UIColor.white : UIKeyboardView.specialKeyColor
        button.setBackgroundColor(face, for: .normal)
        button.setBackgroundColor(isCharacter ? UIKeyboardView.specialKeyColor : .white, for: .highlighted)
        button.setTitleColor(.black, for: .normal)
        if case .character = key {
            button.titleLabel?.font = .systemFont(ofSize: 22)
        } else {
            button.titleLabel?.font = .systemFont(ofSize: 15)
        }
        button.addAction(UIAction { [weak self] _ in self?.press(key) }, for: .touchUpInside)
        return button
    }

    private func title(for key: Key) -> String {
        switch key {
        case .character(let text): return isShifted ? text.uppercased() : text
        case .shift: return "⇧"
        case .backspace: return "⌫"
        case .space: return "space"
        case .layoutToggle: return showsSymbols ? "ABC" : "123"
        case .returnKey: return returnKeyTitle
        }
    }

    private var returnKeyTitle: String {
        switch (window?.firstResponder as? UITextInputTraits)?.returnKeyType ?? .default {
        case .go: return "go"
        case .google, .yahoo, .search: return "search"
        case .join: return "join"
        case .next: return "next"
        case .route: return "route"
        case .send: return "send"
        case .done: return "done"
        case .emergencyCall: return "SOS"
        case .continue: return "continue"
        case .default: return "return"
        }
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        relabelKeys()
    }

    // MARK: - Layout

    /// Four rows of equal height. Letter keys share one width (the width of a ten-key row); the
    /// shorter rows are centred, with Shift and ⌫ at the ends of the third row and the space bar
    /// taking what the bottom row leaves.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let margin: CGFloat = 3, gap: CGFloat = 6, rowGap: CGFloat = 11, top: CGFloat = 8, bottom: CGFloat = 4
        let rowHeight = max(0, (bounds.height - top - bottom - 3 * rowGap) / 4)
        let keyWidth = max(0, (bounds.width - 2 * margin - 9 * gap) / 10)
        let wideKey = keyWidth * 1.35
        for (rowIndex, row) in keys.enumerated() {
            let y = top + CGFloat(rowIndex) * (rowHeight + rowGap)
            if rowIndex == 3 {
                let sideWidth = keyWidth * 2.4
                let spaceWidth = bounds.width - 2 * margin - 2 * sideWidth - 2 * gap
                var x = margin
                for (index, (_, button)) in row.enumerated() {
                    let width = index == 1 ? spaceWidth : sideWidth
                    button.frame = CGRect(x: x, y: y, width: width, height: rowHeight)
                    x += width + gap
                }
                continue
            }
            let characters = row.filter { if case .character = $0.0 { return true }; return false }
            let charactersWidth = CGFloat(characters.count) * keyWidth + CGFloat(max(0, characters.count - 1)) * gap
            var x = ((bounds.width - charactersWidth) / 2).rounded(.down)
            for (key, button) in row {
                switch key {
                case .shift:
                    button.frame = CGRect(x: margin, y: y, width: wideKey, height: rowHeight)
                case .backspace:
                    button.frame = CGRect(x: bounds.width - margin - wideKey, y: y, width: wideKey, height: rowHeight)
                default:
                    button.frame = CGRect(x: x, y: y, width: keyWidth, height: rowHeight)
                    x += keyWidth + gap
                }
            }
        }
    }
}
