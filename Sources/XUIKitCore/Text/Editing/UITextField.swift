import Foundation

/// A single line of editable text.
///
/// Tapping the field makes it first responder and starts editing (R9.10, R9.11); while editing
/// it takes text and editing keys from the hardware keyboard (and from an on-screen keyboard
/// through `UIKeyInput`), shows a blinking insertion point and a selection, and answers the
/// standard editing actions (cut, copy, paste, select all, R9.7) with their Ctrl+X/C/V/A
/// equivalents. Resigning first responder ends editing (R9.14). User edits send
/// `.editingChanged`; setting `text` in code does not (R9.12). Return sends
/// `.editingDidEndOnExit` and `.primaryActionTriggered` (R9.13).
@preconcurrency @MainActor
open class UITextField: UIControl, UIKeyInput, UIResponderStandardEditActions, KeyRepeatReceiver {
    /// The frame drawn around the text.
    public enum BorderStyle: Int, Sendable { case none, line, bezel, roundedRect }
    /// When an overlay such as the clear button shows.
    public enum ViewMode: Int, Sendable { case never, whileEditing, unlessEditing, always }
    /// Why editing ended; always `.committed` on iOS and in XUIKit (R9.14).
    public enum DidEndEditingReason: Int, Sendable { case committed, cancelled }

    /// Posted after editing began (R9.11); the object is the text field.
    public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    /// Posted after a user edit changed the text (R9.12); the object is the text field.
    public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    /// Posted after editing ended (R9.14); the object is the text field.
    public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")

    // MARK: - Storage

    var textStorage = "" { didSet { if textStorage != oldValue { invalidateIntrinsicContentSize() } } }
    /// The selection in Character offsets; `anchor` stays put while Shift+arrows move `active`.
    var selection = TextSelection(caret: 0) { didSet { if selection != oldValue { selectionDidChangeForPrimary() } } }
    var isEditingStorage = false
    /// An input method's composition (Text/Editing/TextEditing+MarkedText.swift).
    var marked = MarkedTextState()
    /// True while consecutive typed characters share one undo step.
    var typingUndoOpen = false
    /// How far the text is scrolled left so that the insertion point stays visible.
    var scrollOffset: CGFloat = 0
    var caretBlinkVisible = true
    var caretTimer: RepeatingTimer?
    /// When the caret last restarted blinking (an edit, a caret move, editing began).
    var caretBlinkSince = Date()
    /// The displayed text laid out by the text engine, for caret positions and hit-testing.
    var lineBlockCache: (any SingleLineLayout)?
    /// Key presses this field turned into editing: their later phases are not passed on (R9.4).
    var pressesHandledAsText = TextPressLedger()
    /// Touch bookkeeping: where a drag selection started, whether the touch began on the clear
    /// button, and whether the tracked touch ended inside.
    var dragSelectionActive = false
    var touchBeganOnClearButton = false
    var trackedTouchEndedInside = false
    private lazy var ownUndoManager = UndoManager.forTextEditor()
    /// The most undo steps a field (or a text view) keeps in one editing session. Each step
    /// holds a copy of the text, so an unbounded stack grew with every deletion (issue 14, defect 5).
    static let undoLevels = 100
    private var customInputView: UIView?
    private var customInputAccessoryView: UIView?

    // MARK: - Content and appearance

    /// The text; "" when empty. Setting it in code sends no `.editingChanged` (R9.12) and puts the
    /// insertion point at the end.
    open var text: String? {
        get { textStorage }
        set { replaceTextWithoutEvents(newValue ?? "") }
    }

    /// Whether the font follows the user's preferred text size; false by default. The desktop has
    /// no text-size setting yet, so it is kept and changes nothing (R17.6).
    open var adjustsFontForContentSizeCategory = false
    /// Grey text shown while the field is empty.
    open var placeholder: String? { didSet { setNeedsDisplay(); invalidateIntrinsicContentSize() } }
    /// The font; the 17 pt system font by default.
    open var font: UIFont? = .systemFont(ofSize: 17) { didSet { setNeedsDisplay(); invalidateIntrinsicContentSize() } }
    /// The text colour; black (`.label`) by default.
    open var textColor: UIColor? = .label { didSet { setNeedsDisplay() } }
    /// Where the text sits when it fits: `.natural` and `.left` at the left, `.center`, `.right`.
    open var textAlignment: NSTextAlignment = .natural { didSet { setNeedsDisplay() } }
    /// The frame drawn around the text; `.none` by default, as in UIKit.
    open var borderStyle: BorderStyle = .none { didSet { setNeedsDisplay(); invalidateIntrinsicContentSize() } }
    /// When the clear (ⓧ) button shows; `.never` by default.
    open var clearButtonMode: ViewMode = .never { didSet { setNeedsDisplay() } }
    /// Whether beginning to edit empties the field (silently, like setting `text`).
    open var clearsOnBeginEditing = false
    /// The object asked about and told about editing.
    open weak var delegate: (any UITextFieldDelegate)?

    /// True between the begin-editing and end-editing sequences (R9.11, R9.14).
    open var isEditing: Bool { isEditingStorage }

    // MARK: - Text input traits

    /// Kept for on-screen keyboards; the hardware keyboard types what it types.
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// Kept for source compatibility; XUIKit does not autocorrect.
    open var autocorrectionType: UITextAutocorrectionType = .default { didSet { setNeedsDisplay() } }
    /// Whether misspelt words are underlined while editing; `.default`: unless autocorrection is off (R38.5).
    open var spellCheckingType: UITextSpellCheckingType = .default { didSet { setNeedsDisplay() } }
    /// The field's own checker: the words "Ignore Spelling" passed over (R38.9).
    let spellingChecker = UITextChecker()
    /// The kind of keyboard asked for; kept for on-screen keyboards.
    open var keyboardType: UIKeyboardType = .default
    /// Kept for source compatibility.
    open var keyboardAppearance: UIKeyboardAppearance = .default
    /// The Return key's title on `UIKeyboardView`.
    open var returnKeyType: UIReturnKeyType = .default
    /// Kept for source compatibility.
    open var enablesReturnKeyAutomatically = false
    /// Draws the text as bullets and disables cut and copy.
    open var isSecureTextEntry = false { didSet { setNeedsDisplay(); selectionDidChangeForPrimary() } }

    // MARK: - Initializers

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        contentHorizontalAlignment = .left
        addInteraction(UIEditMenuInteraction.presentedBySecondaryClick())   // R33.14
    }

    /// Archives are not supported: always nil.
    public required init?(coder: NSCoder) { return nil }

    isolated deinit { caretTimer?.invalidate() }

    // MARK: - First responder (R9.9, R9.11, R9.14)

    /// True while the field is enabled (R9.9).
    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Disabling the field while it is editing ends editing.
    open override var isEnabled: Bool {
        didSet { if !isEnabled, isFirstResponder { _ = resignFirstResponder() } }
    }

    /// Starts editing: asks the delegate, becomes first responder (the previous one resigns
    /// first), then sets `isEditing` and announces it (R9.11).
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }                                             // R1.5 (a)
        guard window != nil, canBecomeFirstResponder else { return false }              // R1.5 (b, c)
        if delegate?.textFieldShouldBeginEditing(self) == false { return false }         // R9.11 step 1
        guard super.becomeFirstResponder() else { return false }                        // R9.11 step 2, R9.16
        beginEditingSequence()                                                          // R9.11 steps 3–4
        return true
    }

    /// Ends editing: asks the delegate (which may refuse), resigns, then clears `isEditing` and
    /// announces it (R9.14).
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }              // R1.8
        if delegate?.textFieldShouldEndEditing(self) == false { return false }           // R9.14 step 1
        guard super.resignFirstResponder() else { return false }                        // R9.14 step 2
        endEditingSequence()                                                            // R9.14 steps 3–5
        return true
    }

    /// A forced resign (removal from the window, `endEditing(true)`): the delegate is not asked
    /// (R1.11, R9.14, R9.15).
    override func firstResponderStatusRevoked() {
        super.firstResponderStatusRevoked()
        endEditingSequence()
    }

    /// The field's own undo manager, emptied whenever editing ends (R9.17).
    open override var undoManager: UndoManager? { ownUndoManager }

    /// The view shown in place of the keyboard while editing (R1.13, R9.19); nil by default.
    open override var inputView: UIView? {
        get { customInputView }
        set { customInputView = newValue }
    }

    /// The view docked above the input view while editing; nil by default.
    open override var inputAccessoryView: UIView? {
        get { customInputAccessoryView }
        set { customInputAccessoryView = newValue }
    }

    // MARK: - UIKeyInput

    /// Whether the field holds any text.
    open var hasText: Bool { !textStorage.isEmpty }

    /// Inserts typed text in place of the selection, asking the delegate first (R9.12). "\n" is
    /// the Return key (R9.13); other line breaks become spaces in this single-line field.
    open func insertText(_ text: String) {
        removeMarkedTextForCommit()   // R35.8: a commit takes the composition's place
        if text == "\n" || text == "\r" { return handleReturn() }
        userReplace(selection.range, with: Self.singleLine(text), typing: true)
    }

    /// `text` with every line break a space ("\r\n", one character, is one space), in one pass
    /// over its UTF-8 bytes (R9.28, R9.31: mapping to an array of Characters took 16 bytes per
    /// character of a big paste, and walking characters 0.3 s per 10 MB).
    static func singleLine(_ text: String) -> String {
        var copy = text
        let line: String? = copy.withUTF8 { bytes in
            var output: [UInt8] = []
            var index = 0, copied = 0
            while index < bytes.count {
                let length = lineBreakLength(at: index, in: bytes)
                guard length > 0 else { index += 1; continue }
                if output.isEmpty { output.reserveCapacity(bytes.count) }
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied ..< index]))
                output.append(0x20)
                index += length
                copied = index
            }
            guard copied > 0 else { return nil }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied ..< bytes.count]))
            return String(decoding: output, as: UTF8.self)
        }
        return line ?? text
    }

    /// The UTF-8 length of the line break (`Character.isNewline`) at `index`, or 0: LF, VT, FF,
    /// CR, CR LF, NEL, LINE SEPARATOR, PARAGRAPH SEPARATOR.
    private static func lineBreakLength(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let byte = bytes[index]
        let next = index + 1 < bytes.count ? bytes[index + 1] : 0
        switch byte {
        case 0x0D: return next == 0x0A ? 2 : 1
        case 0x0A ... 0x0C: return 1
        case 0xC2: return next == 0x85 ? 2 : 0
        case 0xE2: return next == 0x80 && index + 2 < bytes.count && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9) ? 3 : 0
        default: return 0
        }
    }

    /// Deletes the selection, or the character before the insertion point.
    open func deleteBackward() { deleteBackwardByUser() }

    // MARK: - Editing actions (R9.7)

    /// Enables cut, copy, paste, select, select all and delete according to the editing state
    /// and selection; cut and copy are off for secure text.
    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        canPerformEditAction(action) ?? super.canPerformAction(action, withSender: sender)
    }

    /// Puts the selected text on the pasteboard and deletes it, as a user edit.
    open func cut(_ sender: Any?) { cutSelectionByUser() }

    /// Puts the selected text on the pasteboard.
    open func copy(_ sender: Any?) { copySelectionByUser() }

    /// Replaces the selection with the pasteboard's text, as a user edit.
    open func paste(_ sender: Any?) {
        guard let string = UIPasteboard.general.string, !string.isEmpty else { return }
        insertText(Self.singleLine(string))
    }

    /// Selects the word at the insertion point.
    open func select(_ sender: Any?) { userSelect(wordRange(at: selection.active)) }

    /// Selects all the text.
    open func selectAll(_ sender: Any?) { userSelect(0 ..< textStorage.count) }

    /// Deletes the selected text, as a user edit.
    open func delete(_ sender: Any?) { deleteSelectionByUser() }

    // MARK: - Keys

    /// Turns key presses into editing while the field is editing; other presses go up the chain
    /// (R9.1). A press handled here keeps all its phases here (R9.4).
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let passedOn = pressesNotTakenAsText(began: presses)
        if !passedOn.isEmpty { super.pressesBegan(passedOn, with: event) }
    }

    /// Passes on the presses this field did not turn into editing.
    open override func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let passedOn = pressesHandledAsText.changed(presses)
        if !passedOn.isEmpty { super.pressesChanged(passedOn, with: event) }
    }

    /// Passes on the presses this field did not turn into editing.
    open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let passedOn = pressesHandledAsText.ended(presses)
        if !passedOn.isEmpty { super.pressesEnded(passedOn, with: event) }
    }

    /// Passes on the presses this field did not turn into editing.
    open override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let passedOn = pressesHandledAsText.ended(presses)
        if !passedOn.isEmpty { super.pressesCancelled(passedOn, with: event) }
    }

    // MARK: - Touches (R9.10)

    /// While editing, a touch places the insertion point, a drag selects, and a double tap
    /// selects the word under it.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let point = touch.location(in: self)
        touchBeganOnClearButton = isClearButtonShown && clearButtonRect(forBounds: bounds).contains(point)
        trackedTouchEndedInside = false
        guard isEditing, !touchBeganOnClearButton else {
            dragSelectionActive = false
            return true
        }
        let index = characterIndex(at: point)
        dragSelectionActive = touch.tapCount < 2
        // A triple click selects the whole line, which in a field is all its text (R35.1).
        userSelect(dragSelectionActive ? TextSelection(caret: index)
                   : touch.tapCount >= 3 ? TextSelection(0 ..< textStorage.count) : TextSelection(wordRange(at: index)))
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        if dragSelectionActive {
            userSelect(TextSelection(anchor: selection.anchor, active: characterIndex(at: touch.location(in: self))))
        }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        trackedTouchEndedInside = isTouchInside
        dragSelectionActive = false
    }

    open override func cancelTracking(with event: UIEvent?) {
        super.cancelTracking(with: event)
        trackedTouchEndedInside = false
        dragSelectionActive = false
    }

    /// A middle click pastes PRIMARY at the click (R35.2; UIControl tracks the primary button only).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, Self.isMiddleClick(event) else { return super.touchesBegan(touches, with: event) }
        middleClickPaste(at: touch.location(in: self))
    }

    /// After the touch-up events, a tap inside begins editing (R9.10) — or, on the clear button,
    /// empties the field.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let tracked = trackedTouch.flatMap { touches.contains($0) ? $0 : nil }
        super.touchesEnded(touches, with: event)
        guard let touch = tracked, trackedTouchEndedInside else { return }
        trackedTouchEndedInside = false
        let point = touch.location(in: self)
        if touchBeganOnClearButton, clearButtonRect(forBounds: bounds).insetBy(dx: -8, dy: -8).contains(point) {
            if isEditing || becomeFirstResponder() { clearByUser() }
        } else if !isEditing, becomeFirstResponder() {
            userSelect(TextSelection(caret: characterIndex(at: point)))
        }
    }

    // MARK: - Geometry (override points)

    /// The rectangle the border is drawn in: the bounds.
    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// The rectangle the text is drawn in: inside the border and left of the clear button.
    open func textRect(forBounds bounds: CGRect) -> CGRect {
        let inset: CGFloat = borderStyle == .none ? 0 : Self.borderedTextInset
        var rect = bounds.insetBy(dx: inset, dy: 0)
        if isClearButtonShown { rect.size.width -= clearButtonRect(forBounds: bounds).width + 6 }
        return rect
    }

    /// The rectangle the placeholder is drawn in; the text rectangle by default.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// The rectangle the text is edited in; the text rectangle by default.
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// The rectangle of the clear button, at the right end.
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        let size: CGFloat = 19
        let inset: CGFloat = borderStyle == .none ? 0 : 6
        return CGRect(x: bounds.maxX - inset - size, y: bounds.midY - size / 2, width: size, height: size)
    }

    /// As UIKit's: as wide as the text (the placeholder while empty) plus the text's insets and
    /// the clear button when shown; as tall as a line of the font, plus 7 pt above and below
    /// inside a border.
    open override var intrinsicContentSize: CGSize { fittingSize }

    /// The intrinsic size, whatever `size` is offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { fittingSize }

    // MARK: - Drawing

    /// Draws the border, the text or placeholder, the selection, the insertion point and the
    /// clear button.
    open override func draw(_ rect: CGRect) {
        drawBorder()
        let area = isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)
        if textStorage.isEmpty {
            if let placeholder, !placeholder.isEmpty { drawPlaceholder(in: placeholderRect(forBounds: bounds)) }
        } else {
            drawText(in: area)
        }
        if isEditing { drawCaret(in: area) }
        if isClearButtonShown { drawClearButton(in: clearButtonRect(forBounds: bounds)) }
    }

    /// Draws the text (and the selection behind it) in `rect`. Override to draw it differently.
    open func drawText(in rect: CGRect) {
        drawLine(displayedText, in: rect, color: textColor ?? .label, selection: isEditing ? selection.range : nil)
    }

    /// Draws the placeholder in `rect`.
    open func drawPlaceholder(in rect: CGRect) {
        drawLine(placeholder ?? "", in: rect, color: .placeholderText, selection: nil)
    }
}
