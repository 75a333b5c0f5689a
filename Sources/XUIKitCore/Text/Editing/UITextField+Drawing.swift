import Foundation

/// Where the text, insertion point and clear button go, and how they are drawn.
extension UITextField {
    /// The font in use: `font`, or the 17 pt system font.
    var resolvedFont: UIFont { font ?? .systemFont(ofSize: 17) }

    /// The text as drawn: bullets for secure entry, one per character.
    var displayedText: String {
        isSecureTextEntry ? String(repeating: "•", count: textStorage.count) : textStorage
    }

    var isClearButtonShown: Bool {
        guard hasText else { return false }
        switch clearButtonMode {
        case .never: return false
        case .always: return true
        case .whileEditing: return isEditing
        case .unlessEditing: return !isEditing
        }
    }

    /// `text` laid out on one line in the field's font by the text engine.
    private func lineBlock(_ text: String) -> TextBlock {
        TextEngine.shared.block(for: text, font: resolvedFont, options: TextBlock.Options())
    }

    /// The displayed text laid out on one line, kept while text and font stay the same: one
    /// layout, or pieces for a line over `LineStrip.threshold` bytes (R9.31).
    var displayedBlock: any SingleLineLayout {
        let text = displayedText, font = resolvedFont
        if let cached = lineBlockCache, cached.font == font, cached.text == text { return cached }
        let block: any SingleLineLayout = text.utf8.count > LineStrip.threshold
            ? LineStrip(text: text, font: font)
            : TextBlock(text: text, font: font, attributes: nil, options: TextBlock.Options())
        lineBlockCache = block
        return block
    }

    /// The x of the insertion point before `count` displayed characters, from the line's start.
    private func prefixWidth(_ count: Int) -> CGFloat {
        displayedBlock.caretX(atCharacter: count)
    }

    /// Where a line of `text` starts in `rect`: aligned when it fits; when it does not, scrolled
    /// to the insertion point while editing, otherwise showing the text's beginning (its left end,
    /// or its right end for right-to-left text), as UIKit.
    private func lineOriginX(of block: any SingleLineLayout, in rect: CGRect) -> CGFloat {
        let textWidth = block.size.width
        guard textWidth <= rect.width else {
            if isEditing { return rect.minX - scrollOffset }
            return block.isRightToLeft ? rect.maxX - textWidth : rect.minX
        }
        switch resolvedTextAlignment(textAlignment) {
        case .center: return rect.minX + ((rect.width - textWidth) / 2).rounded(.down)
        case .right: return rect.maxX - textWidth
        case .natural, .justified: return block.isRightToLeft ? rect.maxX - textWidth : rect.minX
        case .left: return rect.minX
        }
    }

    /// The top of the line box, centred vertically in `rect`.
    private func lineTop(in rect: CGRect) -> CGFloat {
        (rect.midY - resolvedFont.lineHeight / 2).rounded(.down)
    }

    private var activeTextRect: CGRect {
        isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)
    }

    /// The character boundary nearest to `point` (in the field's coordinates), from Pango's
    /// hit-testing of the displayed line (grapheme clusters, bidi runs).
    func characterIndex(at point: CGPoint) -> Int {
        let block = displayedBlock
        let originX = lineOriginX(of: block, in: activeTextRect)
        return block.characterOffset(at: CGPoint(x: point.x - originX, y: block.size.height / 2))
    }

    /// The insertion point before character `offset`, 2 pt wide and a line high, in the
    /// field's coordinates (`UITextInput.caretRect(for:)`).
    func caretRect(atCharacter offset: Int) -> CGRect {
        let rect = activeTextRect
        let x = lineOriginX(of: displayedBlock, in: rect) + prefixWidth(min(max(offset, 0), textStorage.count))
        return CGRect(x: (x - 1).rounded(), y: lineTop(in: rect), width: 2, height: resolvedFont.lineHeight)
    }

    /// Scrolls the text horizontally so that the insertion point is inside the text rectangle.
    func scrollToInsertionPoint() {
        let rect = editingRect(forBounds: bounds)
        (displayedBlock as? LineStrip)?.layOut(aroundCharacter: selection.active, reach: rect.width)
        let total = displayedBlock.size.width
        let slack: CGFloat = 2   // room for the insertion point at the very end
        guard total + slack > rect.width else { scrollOffset = 0; return }
        let caretX = prefixWidth(selection.active)
        if caretX - scrollOffset > rect.width - slack { scrollOffset = caretX - rect.width + slack }
        if caretX - scrollOffset < 0 { scrollOffset = caretX }
        scrollOffset = max(0, min(scrollOffset, total + slack - rect.width))
    }

    // MARK: - Drawing

    func drawBorder() {
        let rect = borderRect(forBounds: bounds)
        switch borderStyle {
        case .none:
            return
        case .line:
            UIColor.label.setStroke()
            UIBezierPath(rect: rect.insetBy(dx: 0.5, dy: 0.5)).stroke()
        case .bezel:
            UIColor.bezelRim.setStroke()
            UIBezierPath(rect: rect.insetBy(dx: 0.5, dy: 0.5)).stroke()
            UIColor.bezelTop.setFill()
            UIRectFill(CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: 1))
        case .roundedRect:
            let path = UIBezierPath(roundedRect: rect.insetBy(dx: 0.5, dy: 0.5), cornerRadius: 5)
            if backgroundColor == nil {
                UIColor.textFieldFace.setFill()
                path.fill()
            }
            UIColor.textFieldRim.setStroke()
            path.stroke()
        }
    }

    /// Draws one line of text in `rect`, clipped to it horizontally, with `selection` (Character
    /// offsets) highlighted behind it.
    func drawLine(_ text: String, in rect: CGRect, color: UIColor, selection: Range<Int>?) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.clip(to: CGRect(x: rect.minX, y: bounds.minY, width: rect.width, height: bounds.height))
        let block: any SingleLineLayout = text == displayedText ? displayedBlock : lineBlock(text)
        let originX = lineOriginX(of: block, in: rect)
        let top = lineTop(in: rect)
        let lineHeight = resolvedFont.lineHeight
        if let selection, !selection.isEmpty {
            tintColor.withAlphaComponent(0.25).setFill()
            for span in block.selectionSpans(selection) {
                UIRectFill(CGRect(x: originX + span.lowerBound, y: top, width: span.upperBound - span.lowerBound,
                                  height: lineHeight))
            }
        }
        var drawColor = color
        if !isEnabled { drawColor = color.withAlphaComponent(color.alpha * 0.5) }
        block.draw(in: CGRect(x: originX, y: top, width: block.size.width, height: lineHeight),
                   color: drawColor, context: context)
        if text == displayedText, let markedRange = validMarkedRange, !markedRange.isEmpty {
            // R35.8: the composition is underlined, a point below the baseline.
            ((marked.style?[.foregroundColor] as? UIColor) ?? drawColor).setFill()
            let y = (top + resolvedFont.ascender + 2).rounded()
            for span in block.selectionSpans(markedRange) {
                UIRectFill(CGRect(x: originX + span.lowerBound, y: y, width: span.upperBound - span.lowerBound, height: 1))
            }
        }
        if text == displayedText { drawMisspellings(in: block, originX: originX, top: top, rect: rect) }   // R38.5, R38.8
        context.restoreGState()
    }

    /// The insertion point: a 2 pt bar in the tint colour, shown while the selection is empty
    /// and the blink is in its visible phase.
    func drawCaret(in rect: CGRect) {
        reportCaretToInputMethod(caretRect(atCharacter: selection.active))   // R35.9
        guard selection.isEmpty, caretBlinkVisible else { return }
        let originX = lineOriginX(of: displayedBlock, in: rect)
        let x = originX + prefixWidth(selection.active)
        tintColor.setFill()
        UIRectFill(CGRect(x: (x - 1).rounded(), y: lineTop(in: rect), width: 2, height: resolvedFont.lineHeight))
    }

    /// A grey disc with a white ×.
    func drawClearButton(in rect: CGRect) {
        UIColor.clearButtonDisc.setFill()
        UIBezierPath(ovalIn: rect).fill()
        let inset = rect.insetBy(dx: rect.width * 0.32, dy: rect.height * 0.32)
        let cross = UIBezierPath()
        cross.move(to: CGPoint(x: inset.minX, y: inset.minY))
        cross.addLine(to: CGPoint(x: inset.maxX, y: inset.maxY))
        cross.move(to: CGPoint(x: inset.maxX, y: inset.minY))
        cross.addLine(to: CGPoint(x: inset.minX, y: inset.maxY))
        cross.lineWidth = 1.6
        UIColor.clearButtonCross.setStroke()
        cross.stroke()
    }

    // MARK: - Blinking

    /// How long the insertion point stays shown, then hidden.
    static var caretBlinkInterval: TimeInterval { UIApplication.shared.backend.styleHints.caretBlinkInterval }
    /// After this long without an edit or caret move the caret stops blinking and stays shown,
    /// so an idle app with a field in focus stops waking up (R9.24; GTK's
    /// `gtk-cursor-blink-timeout` default).
    static let caretBlinkTimeout: TimeInterval = 10

    /// Shows the insertion point now and blinks it from here while editing. Blinking is only
    /// decoration: the visible phase is the state after every edit, so nothing depends on it.
    ///
    /// The blinking stops, caret shown, after `caretBlinkTimeout` without an edit (R9.24); the
    /// next edit or caret move starts it again.
    ///
    /// One timer on the app's clock (Input/Routing/RepeatingTimer.swift) serves the whole
    /// editing session: an edit moves its next firing instead of making a new one.
    func restartCaretBlink() {
        caretBlinkVisible = true
        caretBlinkSince = Date()
        guard isEditing else {
            stopCaretBlink()
            return
        }
        let interval = UITextField.caretBlinkInterval
        if let timer = caretTimer, timer.isValid {
            timer.fire(after: interval)
            return
        }
        caretTimer = RepeatingTimer(scheduler: UIApplication.shared.scheduler, firstAfter: interval,
                                    interval: interval) { [weak self] in self?.toggleCaretBlink() }
    }

    func stopCaretBlink() {
        caretTimer?.invalidate()
        caretTimer = nil
        caretBlinkVisible = true
    }

    /// One blink: hide or show the caret, or stop blinking (caret shown) once the field has
    /// been left alone for `caretBlinkTimeout`.
    func toggleCaretBlink(now: Date = Date()) {
        guard isEditing else { return stopCaretBlink() }
        if now.timeIntervalSince(caretBlinkSince) >= UITextField.caretBlinkTimeout {
            let wasHidden = !caretBlinkVisible
            stopCaretBlink()
            if wasHidden { setNeedsDisplay() }
            return
        }
        caretBlinkVisible.toggle()
        setNeedsDisplay()
    }
}
