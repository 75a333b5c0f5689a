import Foundation

/// The red dotted line under the misspelt words of a text field or view being edited
/// (R38.5–R38.8): when it is wanted, which words get it, and how it is drawn. The views call it
/// from their drawing with only the part they draw — a text view's visible paragraphs, a long
/// field's visible stretch — so a 10 MB text costs what is on screen (R9.29).
@MainActor
enum SpellingUnderlines {
    /// The colour of the line.
    static var color: UIColor { .systemRed }

    /// Whether text with these traits is checked: `.yes`, or `.default` unless autocorrection is
    /// `.no` (UIKit's rule); never secure text entry (R38.5).
    static func isWanted(type: UITextSpellCheckingType, autocorrection: UITextAutocorrectionType, secure: Bool) -> Bool {
        guard !secure else { return false }
        switch type {
        case .yes: return true
        case .no: return false
        case .default: return autocorrection != .no
        }
    }

    /// The language the user's text is checked in: the first preferred language with an installed
    /// dictionary; nil (nothing is checked, nothing underlined) when there is none (R38.6).
    static var language: String? { language(forPreferred: PreferredLanguages.current) }

    /// The first of `preferred` with an installed dictionary, in Enchant's form ("en_US").
    static func language(forPreferred preferred: [String]) -> String? {
        SpellingService.shared.language(forPreferred: preferred)
    }

    /// How many words the underlines have looked up, so tests can see that only what is drawn
    /// is checked (R38.8).
    static var checkedWordCount = 0

    /// The misspelt words of `text[bounds]`, in Character offsets counted from `characterBase`;
    /// the word that touches `caret` (the one being typed) is left out (R38.7). With
    /// `trimEdges`, a word touching either end of `bounds` (but not of `text`) is left out too:
    /// it may be cut.
    static func misspellings(in text: String, bounds: Range<String.Index>? = nil, characterBase: Int, caret: Int?,
                             checker: UITextChecker, language: String, trimEdges: Bool = false) -> [Range<Int>] {
        let part = bounds ?? text.startIndex ..< text.endIndex
        var result: [Range<Int>] = []
        SpellingWords.forEach(in: text, bounds: part) { word in
            let range = (word.characters.lowerBound + characterBase) ..< (word.characters.upperBound + characterBase)
            if let caret, range.lowerBound <= caret, caret <= range.upperBound { return true }
            if trimEdges, (word.range.lowerBound == part.lowerBound && part.lowerBound != text.startIndex)
                || (word.range.upperBound == part.upperBound && part.upperBound != text.endIndex) { return true }
            if word.isCheckable { checkedWordCount += 1 }
            if checker.isMisspelt(word, in: text, language: language) { result.append(range) }
            return true
        }
        return result
    }

    /// The misspelt word of `ranges` that holds `index` (an end counts).
    static func range(containing index: Int, in ranges: [Range<Int>]) -> Range<Int>? {
        ranges.first { $0.lowerBound <= index && index <= $0.upperBound }
    }

    /// Draws the line from `minX` to `maxX` with its top at `y`: 2 pt dots, 2 pt apart (R38.8).
    static func drawUnderline(from minX: CGFloat, to maxX: CGFloat, y: CGFloat) {
        color.setFill()
        var x = minX.rounded()
        while x < maxX {
            UIRectFill(CGRect(x: x, y: y.rounded(), width: min(2, maxX - x), height: 2))
            x += 4
        }
    }
}
