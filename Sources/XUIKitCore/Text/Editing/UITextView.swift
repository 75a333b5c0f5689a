import Foundation

/// A scrollable, multi-line, editable text view.
///
/// How the pieces fit: this file holds the properties, first-responder handling (the editing
/// sequences) and input; UITextView+Editing.swift changes the text and selection and turns keys
/// into edits, with what both editors share (TextEditing.swift, Text/Input/TextKeyInput.swift);
/// UITextView+Layout.swift lays the text out with the text engine (`TextBlock`, the
/// same Pango engine `UITextField` uses), keeps `contentSize` and the intrinsic size, scrolls to the
/// insertion point and draws through a private content view that scrolls with the content.
///
/// Tapping the view makes it first responder and puts the insertion point at the character
/// tapped (R9.21). Return inserts a line break; Up and Down move between lines; Home and End go to
/// the start and end of the line (Ctrl+Home and Ctrl+End to the text's); Shift extends the
/// selection; Ctrl+X/C/V/A cut, copy, paste and select all through `UIPasteboard`; Ctrl+Z undoes.
/// After every user edit or move the view scrolls the least distance that shows the insertion
/// point (R9.22). Setting `text` in code tells no delegate and posts nothing.
///
/// Geometry, as UIKit's TextKit defaults: `textContainerInset` is (8, 0, 8, 0) and each line has
/// `lineFragmentPadding` (5 pt) on both sides, so text starts 5 pt from the left edge and 8 pt from
/// the top. The insertion point does not blink.
@preconcurrency @MainActor
open class UITextView: UIScrollView, UIKeyInput, UIResponderStandardEditActions, KeyRepeatReceiver {
    /// Posted after editing began; the object is the text view.
    public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
    /// Posted after a user edit changed the text; the object is the text view.
    public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
    /// Posted after editing ended; the object is the text view.
    public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")

    // MARK: - Storage

    var textStorage = "" { didSet { if textStorage != oldValue { textDidChangeShape() } } }
    /// Attributes set through `attributedText`, drawn until the user edits the text.
    var attributedStorage: NSAttributedString?
    /// The selection in Character offsets.
    var selection = TextSelection(caret: 0) { didSet { if selection != oldValue { selectionDidChangeForPrimary() } } }
    var isEditingStorage = false
    /// An input method's composition (Text/Editing/TextEditing+MarkedText.swift).
    var marked = MarkedTextState()
    /// True while consecutive typed characters share one undo step.
    var typingUndoOpen = false
    /// The x that Up and Down aim for, kept across a run of vertical moves.
    var goalCaretX: CGFloat?
    /// The laid-out text, kept while text, font and width stay the same.
    var blockCache: ParagraphStack?
    /// Key presses turned into editing: their later phases are not passed on (R9.4).
    var pressesHandledAsText = TextPressLedger()
    /// The width at the last layout, to notice when wrapping changes the intrinsic height.
    var lastLayoutWidth: CGFloat = 0
    /// The view that draws the text; it is the scroll view's content.
    let contentView = UITextViewContent()
    private lazy var ownUndoManager = UndoManager.forTextEditor()

    // MARK: - Content and appearance

    /// The text; "" when empty. Setting it tells no delegate, drops any attributes set with
    /// `attributedText` and puts the insertion point at the end.
    open var text: String! {
        get { textStorage }
        set {
            attributedStorage = nil
            replaceTextWithoutEvents(newValue ?? "")
        }
    }

    /// The text with its attributes. Setting it keeps the attributes (font, colours, paragraph
    /// style) for drawing until the user edits the text, which then goes back to `font` and
    /// `textColor`; the font of the first character becomes `font`. Reading it gives the set
    /// attributes, or the text in `font` and `textColor`.
    open var attributedText: NSAttributedString! {
        get {
            if let attributedStorage, attributedStorage.string == textStorage { return attributedStorage }
            return NSAttributedString(string: textStorage, attributes: [.font: resolvedFont, .foregroundColor: textColor ?? .label])
        }
        set {
            let value = newValue ?? NSAttributedString(string: "")
            if value.length > 0, let first = value.attribute(.font, at: 0, effectiveRange: nil) as? UIFont { font = first }
            replaceTextWithoutEvents(value.string)
            attributedStorage = value.length > 0 ? value : nil
            textDidChangeShape()
        }
    }

    /// Whether the font follows the user's preferred text size; false by default. The desktop has
    /// no text-size setting yet, so it is kept and changes nothing (R17.6).
    open var adjustsFontForContentSizeCategory = false
    /// The font; the 17 pt system font (the body style) by default.
    open var font: UIFont? = .systemFont(ofSize: 17) { didSet { textDidChangeShape() } }
    /// The text colour; `.label` by default, so it follows dark mode.
    open var textColor: UIColor? = .label { didSet { contentView.setNeedsDisplay() } }
    /// How lines line up; `.natural` by default.
    open var textAlignment: NSTextAlignment = .natural { didSet { textDidChangeShape() } }
    /// Whether the user can change the text; true by default. A view that is selectable but not
    /// editable still becomes first responder to select and copy, without the editing sequence.
    open var isEditable = true {
        didSet { if !isEditable, isEditingStorage { endEditingSequence() } }
    }
    /// Whether the user can select the text (and place the insertion point); true by default.
    open var isSelectable = true
    /// The space around the text: (8, 0, 8, 0) by default, as UIKit's.
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) { didSet { textDidChangeShape() } }
    /// The space at each end of every line inside the inset: 5 pt, TextKit's `lineFragmentPadding`.
    public static let lineFragmentPadding: CGFloat = 5
    /// Whether spelling is corrected automatically; XUIKit never does, but `.no` also turns off
    /// the spelling underlines of `spellCheckingType` `.default` (R38.5).
    open var autocorrectionType: UITextAutocorrectionType = .default { didSet { contentView.setNeedsDisplay() } }
    /// Whether misspelt words are underlined while editing; `.default`: unless autocorrection is off (R38.5).
    open var spellCheckingType: UITextSpellCheckingType = .default { didSet { contentView.setNeedsDisplay() } }
    /// The view's own checker: the words "Ignore Spelling" passed over (R38.9).
    let spellingChecker = UITextChecker()

    /// The selected range in UTF-16 offsets, as in `NSString`; a zero length is the insertion
    /// point. Setting it clamps to the text and tells no delegate.
    open var selectedRange: NSRange {
        get { utf16Range(of: selection.range) }
        set {
            selection = TextSelection(characterRange(ofUTF16: newValue))
            typingUndoOpen = false
            goalCaretX = nil
            contentView.setNeedsDisplay()
        }
    }

    /// The view's delegate, which may be any `UIScrollViewDelegate`; the text view's own messages
    /// go to it when it is also a `UITextViewDelegate`. Not retained.
    open override var delegate: (any UIScrollViewDelegate)? {
        didSet { textViewDelegate = delegate as? any UITextViewDelegate }
    }

    /// `delegate` as a text-view delegate, cast once when it is set.
    weak var textViewDelegate: (any UITextViewDelegate)?

    /// Whether the view scrolls. With scrolling off, the view's intrinsic height is its text's
    /// (R9.23), so Auto Layout grows it with the text.
    open override var isScrollEnabled: Bool {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// True between the begin-editing and end-editing sequences.
    open var isEditing: Bool { isEditingStorage }

    // MARK: - Initializers

    /// Creates an empty, editable text view.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        alwaysBounceVertical = true
        contentView.owner = self
        contentView.isUserInteractionEnabled = false
        addSubview(contentView)
        updateContentGeometry()
        addInteraction(UIEditMenuInteraction.presentedBySecondaryClick())   // R33.14
    }

    /// XUIKit does not load views from archives; this initializer always fails.
    public required init?(coder: NSCoder) { return nil }

    // MARK: - First responder

    /// True while the view is editable or selectable.
    open override var canBecomeFirstResponder: Bool { isEditable || isSelectable }

    /// Starts editing: asks the delegate (when editable), becomes first responder, then tells the
    /// delegate and posts `textDidBeginEditingNotification`.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard window != nil, canBecomeFirstResponder else { return false }
        if isEditable, textViewDelegate?.textViewShouldBeginEditing(self) == false { return false }
        guard super.becomeFirstResponder() else { return false }
        if isEditable { beginEditingSequence() }
        contentView.setNeedsDisplay()
        return true
    }

    /// Ends editing: asks the delegate (which may refuse), resigns, then tells the delegate and
    /// posts `textDidEndEditingNotification`.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        if isEditingStorage, textViewDelegate?.textViewShouldEndEditing(self) == false { return false }
        guard super.resignFirstResponder() else { return false }
        endEditingSequence()
        contentView.setNeedsDisplay()
        return true
    }

    /// A forced resign (removal from the window, `endEditing(true)`): the delegate is not asked.
    override func firstResponderStatusRevoked() {
        super.firstResponderStatusRevoked()
        endEditingSequence()
        contentView.setNeedsDisplay()
    }

    /// The view's own undo manager, emptied whenever editing ends.
    open override var undoManager: UndoManager? { ownUndoManager }

    // MARK: - UIKeyInput

    /// Whether the view holds any text.
    open var hasText: Bool { !textStorage.isEmpty }

    /// Inserts typed text in place of the selection, asking the delegate first; "\n" (Return)
    /// inserts a line break.
    open func insertText(_ text: String) {
        guard isEditable else { return }
        removeMarkedTextForCommit()   // R35.8: a commit takes the composition's place
        let normalized = text == "\r" ? "\n" : text
        userReplace(selection.range, with: normalized, typing: true)
    }

    /// Deletes the selection, or the character (grapheme cluster) before the insertion point.
    open func deleteBackward() { deleteBackwardByUser() }

    // MARK: - Editing actions

    /// Enables cut, copy, paste, select, select all and delete according to the selection and
    /// whether the view is editable.
    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        canPerformEditAction(action) ?? super.canPerformAction(action, withSender: sender)
    }

    /// Puts the selected text on the pasteboard and deletes it, as a user edit.
    open func cut(_ sender: Any?) { cutSelectionByUser() }

    /// Puts the selected text on the pasteboard.
    open func copy(_ sender: Any?) { copySelectionByUser() }

    /// Replaces the selection with the pasteboard's text (line breaks kept), as a user edit.
    open func paste(_ sender: Any?) {
        guard isEditable, let string = UIPasteboard.general.string, !string.isEmpty else { return }
        userReplace(selection.range, with: string)
    }

    /// Selects the word at the insertion point.
    open func select(_ sender: Any?) { userSelect(TextSelection(wordRange(at: selection.active))) }

    /// Selects all the text.
    open func selectAll(_ sender: Any?) { userSelect(TextSelection(0 ..< textStorage.count)) }

    /// Deletes the selected text, as a user edit.
    open func delete(_ sender: Any?) { deleteSelectionByUser() }

    // MARK: - Keys

    /// Turns key presses into editing while first responder; other presses go up the chain
    /// (R9.1). A press handled here keeps all its phases here (R9.4).
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let passedOn = pressesNotTakenAsText(began: presses)
        if !passedOn.isEmpty { super.pressesBegan(passedOn, with: event) }
    }

    /// Passes on the presses this view did not turn into editing.
    open override func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let passedOn = pressesHandledAsText.changed(presses)
        if !passedOn.isEmpty { super.pressesChanged(passedOn, with: event) }
    }

    /// Passes on the presses this view did not turn into editing.
    open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let passedOn = pressesHandledAsText.ended(presses)
        if !passedOn.isEmpty { super.pressesEnded(passedOn, with: event) }
    }

    /// Passes on the presses this view did not turn into editing.
    open override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let passedOn = pressesHandledAsText.ended(presses)
        if !passedOn.isEmpty { super.pressesCancelled(passedOn, with: event) }
    }

    // MARK: - Touches (R9.21)

    /// A tap (a touch that did not become a scroll) makes the view first responder and puts the
    /// insertion point at the character under it; a double tap selects the word.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        guard let touch = touches.first, isSelectable || isEditable else { return }
        if Self.isMiddleClick(event) {
            // R35.2: a middle click pastes PRIMARY at the click into an editable view.
            guard isEditable else { return }
            let point = touch.location(in: contentView)
            return pastePrimarySelection(at: { [weak self] in
                guard let self, self.isFirstResponder || self.becomeFirstResponder() else { return nil }
                return self.characterIndex(at: point)
            }, insert: { [weak self] text in
                guard let self else { return }
                self.userReplace(self.selection.range, with: text)
            })
        }
        guard isFirstResponder || becomeFirstResponder() else { return }
        let index = characterIndex(at: touch.location(in: contentView))
        // A triple click selects the line (the paragraph's visual line) under it (R35.1).
        userSelect(touch.tapCount >= 3 ? TextSelection(textBlock.lineRange(aroundCharacter: index))
                   : touch.tapCount >= 2 ? TextSelection(wordRange(at: index)) : TextSelection(caret: index))
    }

    // MARK: - Size (R9.23)

    /// With scrolling off, the text's size: the view's width (or, at zero width, the longest
    /// line's) by the height of its lines at that width, plus the insets and line padding. With
    /// scrolling on, none.
    open override var intrinsicContentSize: CGSize {
        guard !isScrollEnabled else { return super.intrinsicContentSize }
        return fittingSize(width: bounds.width > 0 ? bounds.width : nil)
    }

    /// The size that shows all the text at `size.width` (unwrapped when it is 0 or infinite).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        fittingSize(width: size.width > 0 && size.width.isFinite ? size.width : nil)
    }

    /// Keeps the text laid out at the view's width; a new width changes the intrinsic height of
    /// a view that does not scroll.
    open override func layoutSubviews() {
        super.layoutSubviews()
        updateContentGeometry()
        if bounds.width != lastLayoutWidth {
            lastLayoutWidth = bounds.width
            if !isScrollEnabled { invalidateIntrinsicContentSize() }
        }
    }
}
