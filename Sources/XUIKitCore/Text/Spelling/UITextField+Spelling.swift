import Foundation

/// The text field's spelling: the underlines of the text it shows while editing and the words
/// its edit menu corrects (R38.5–R38.9).
extension UITextField: SpellCheckingView {
    /// While editing, when its traits allow it; never for secure text entry (R38.5).
    var checksSpellingNow: Bool {
        isEditing && SpellingUnderlines.isWanted(type: spellCheckingType, autocorrection: autocorrectionType,
                                                 secure: isSecureTextEntry)
    }

    /// The misspelt words of the text, or of a long line's visible stretch (`visible`, with
    /// some characters on either side), in Character offsets.
    private func misspellings(visible: Range<Int>?, caret: Int?, language: String) -> [Range<Int>] {
        guard let visible else {
            return SpellingUnderlines.misspellings(in: textStorage, characterBase: 0, caret: caret,
                                                   checker: spellingChecker, language: language)
        }
        let margin = 64
        let stretch = max(0, visible.lowerBound - margin) ..< min(textStorage.count, visible.upperBound + margin)
        let bounds = stringRange(of: stretch)
        return SpellingUnderlines.misspellings(in: textStorage, bounds: bounds, characterBase: stretch.lowerBound,
                                               caret: caret, checker: spellingChecker, language: language,
                                               trimEdges: true)
    }

    /// Underlines the misspelt words of `block` (the displayed line, drawn from `originX` with
    /// its top at `top`) that show in `rect`, leaving out the word at the insertion point (R38.7).
    func drawMisspellings(in block: any SingleLineLayout, originX: CGFloat, top: CGFloat, rect: CGRect) {
        guard checksSpellingNow, let language = SpellingUnderlines.language else { return }
        var visible: Range<Int>?
        if block is LineStrip {
            // A long line (R9.31): only the stretch inside the text rectangle.
            let middle = block.size.height / 2
            let ends = [block.characterOffset(at: CGPoint(x: rect.minX - originX, y: middle)),
                        block.characterOffset(at: CGPoint(x: rect.maxX - originX, y: middle))]
            visible = ends.min()! ..< ends.max()!
        }
        let caret = selection.isEmpty ? selection.active : nil
        let y = top + resolvedFont.ascender + 2
        for range in misspellings(visible: visible, caret: caret, language: language) {
            for span in block.selectionSpans(range) {
                SpellingUnderlines.drawUnderline(from: originX + span.lowerBound, to: originX + span.upperBound, y: y)
            }
        }
    }

    func misspelling(at point: CGPoint, language: String) -> (range: Range<Int>, word: String)? {
        for index in [characterIndex(at: point), selection.active] {
            let near = max(0, index - 64) ..< min(textStorage.count, index + 64)
            let ranges = misspellings(visible: textStorage.utf8.count > LineStrip.threshold ? near : nil, caret: nil,
                                      language: language)
            if let range = SpellingUnderlines.range(containing: index, in: ranges) {
                return (range, String(textStorage[stringRange(of: range)]))
            }
        }
        return nil
    }

    func replaceMisspelling(_ range: Range<Int>, with guess: String) {
        guard isEditing else { return }
        userReplace(range, with: guess)
    }

    func spellingDidChange() { setNeedsDisplay() }
}
