import Foundation

/// The text view's spelling: the underlines of its visible paragraphs and the words its edit
/// menu corrects (R38.5–R38.9).
extension UITextView: SpellCheckingView {
    /// While first responder and editable, when its traits allow it (R38.5).
    var checksSpellingNow: Bool {
        isFirstResponder && isEditable
            && SpellingUnderlines.isWanted(type: spellCheckingType, autocorrection: autocorrectionType, secure: isSecureTextEntry)
    }

    /// The misspelt words of paragraph `index` of `stack`, in Character offsets into the whole text.
    private func misspellings(inParagraph index: Int, of stack: ParagraphStack, caret: Int?, language: String) -> [Range<Int>] {
        let paragraph = stack.paragraphs[index]
        let content = stack.isSingleLayout ? stack.text
            : ParagraphStack.substring(of: stack.text, bytes: paragraph.byteStart, count: paragraph.byteCount)
        return SpellingUnderlines.misspellings(in: content, characterBase: stack.isSingleLayout ? 0 : paragraph.characterStart,
                                               caret: caret, checker: spellingChecker, language: language)
    }

    /// Underlines the misspelt words of the paragraphs that reach into `rect` (content
    /// coordinates), leaving out the word at the insertion point (R38.7).
    func drawMisspellings(in stack: ParagraphStack, origin: CGPoint, rect: CGRect) {
        guard checksSpellingNow, let language = SpellingUnderlines.language else { return }
        let caret = selection.isEmpty ? selection.active : nil
        let minY = rect.minY - origin.y, maxY = rect.maxY - origin.y
        for paragraph in stack.laidOutParagraphs(from: minY, to: maxY) {
            for range in misspellings(inParagraph: paragraph.index, of: stack, caret: caret, language: language) {
                for line in stack.selectionRects(range, from: minY, to: maxY) {
                    SpellingUnderlines.drawUnderline(from: line.minX + origin.x, to: line.maxX + origin.x,
                                                     y: line.maxY + origin.y - 3)
                }
            }
        }
    }

    func misspelling(at point: CGPoint, language: String) -> (range: Range<Int>, word: String)? {
        let stack = textBlock
        for index in [characterIndex(at: convert(point, to: contentView)), selection.active] {
            let paragraph = stack.paragraphIndex(ofCharacter: index)
            let ranges = misspellings(inParagraph: paragraph, of: stack, caret: nil, language: language)
            if let range = SpellingUnderlines.range(containing: index, in: ranges) {
                return (range, String(textStorage[stringRange(of: range)]))
            }
        }
        return nil
    }

    func replaceMisspelling(_ range: Range<Int>, with guess: String) {
        guard isEditable else { return }
        userReplace(range, with: guess)
    }

    func spellingDidChange() { contentView.setNeedsDisplay() }
}
