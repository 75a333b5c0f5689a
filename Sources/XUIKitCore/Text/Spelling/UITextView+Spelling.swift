import Foundation

/// The text view's spelling: the underlines of its visible paragraphs and the words its edit
/// menu corrects (R38.5–R38.9).
extension UITextView: SpellCheckingView {
    /// While first responder and editable, when its traits allow it (R38.5).
    var checksSpellingNow: Bool {
        isFirstResponder && isEditable
            && SpellingUnderlines.isWanted(type: spellCheckingType, autocorrection: autocorrectionType, secure: isSecureTextEntry)
    }

    /// A paragraph longer than this many UTF-8 bytes is checked only where it shows.
    private static let longParagraphBytes = 16_384

    /// The misspelt words of paragraph `index` of `stack`, in Character offsets into the whole
    /// text; of a long paragraph, only those near `visible` (Character offsets into the whole text).
    private func misspellings(inParagraph index: Int, of stack: ParagraphStack, visible: Range<Int>, caret: Int?,
                              language: String) -> [Range<Int>] {
        let paragraph = stack.paragraphs[index]
        let content = stack.isSingleLayout ? stack.text
            : ParagraphStack.substring(of: stack.text, bytes: paragraph.byteStart, count: paragraph.byteCount)
        let base = stack.isSingleLayout ? 0 : paragraph.characterStart
        guard paragraph.byteCount > Self.longParagraphBytes else {
            return SpellingUnderlines.misspellings(in: content, characterBase: base, caret: caret, checker: spellingChecker,
                                                   language: language)
        }
        // R38.8: a paragraph of megabytes is checked only around what shows, 64 characters either side.
        let count = content.count
        let lower = min(count, max(0, visible.lowerBound - base - 64)), upper = min(count, max(lower, visible.upperBound - base + 64))
        let start = content.index(content.startIndex, offsetBy: lower), end = content.index(start, offsetBy: upper - lower)
        return SpellingUnderlines.misspellings(in: content, bounds: start ..< end, characterBase: base + lower, caret: caret,
                                               checker: spellingChecker, language: language, trimEdges: true)
    }

    /// The characters between the tops of `minY` and `maxY` (the stack's coordinates).
    private func visibleCharacters(of stack: ParagraphStack, from minY: CGFloat, to maxY: CGFloat) -> Range<Int> {
        let ends = [CGPoint(x: 0, y: minY), CGPoint(x: stack.size.width + 1, y: minY), CGPoint(x: 0, y: maxY),
                    CGPoint(x: stack.size.width + 1, y: maxY)].map { stack.characterOffset(at: $0) }
        return ends.min()! ..< ends.max()!
    }

    /// Underlines the misspelt words of the paragraphs that reach into `rect` (content
    /// coordinates), leaving out the word at the insertion point (R38.7).
    func drawMisspellings(in stack: ParagraphStack, origin: CGPoint, rect: CGRect) {
        guard checksSpellingNow, let language = SpellingUnderlines.language else { return }
        let caret = selection.isEmpty ? selection.active : nil
        let minY = rect.minY - origin.y, maxY = rect.maxY - origin.y
        let visible = visibleCharacters(of: stack, from: minY, to: maxY)
        for paragraph in stack.laidOutParagraphs(from: minY, to: maxY) {
            for range in misspellings(inParagraph: paragraph.index, of: stack, visible: visible, caret: caret, language: language) {
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
            let ranges = misspellings(inParagraph: paragraph, of: stack, visible: index ..< index, caret: nil, language: language)
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
