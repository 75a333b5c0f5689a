import Foundation

/// The words a spell checker looks at, found the same way for `UITextChecker` and for the red
/// underlines of text fields and views (R38.2).
///
/// A word is a run of letters (each with its marks) and digits; an apostrophe (' or ’) between
/// two letters stays inside it ("don't", "l’eau"). A run with a digit in it ("2nd", "mp3") is a
/// word but not one to check: dictionaries do not list them.
struct SpellingWord {
    /// Where the word is in the text it was found in.
    let range: Range<String.Index>
    /// The same place in Character offsets from the start of the searched part.
    let characters: Range<Int>
    /// False for a word with a digit in it: it is never reported misspelt.
    let isCheckable: Bool
}

enum SpellingWords {
    /// Calls `body` with each word of `text[bounds]` in order, until it returns false.
    static func forEach(in text: String, bounds: Range<String.Index>? = nil, _ body: (SpellingWord) -> Bool) {
        let part = text[bounds ?? text.startIndex ..< text.endIndex]
        var start: String.Index?, startOffset = 0, hasDigit = false
        var index = part.startIndex, offset = 0
        var previousIsLetter = false
        while index < part.endIndex {
            let character = part[index]
            let next = part.index(after: index)
            if character.isLetter || character.isNumber {
                if start == nil { start = index; startOffset = offset; hasDigit = false }
                if character.isNumber { hasDigit = true }
                previousIsLetter = character.isLetter
            } else if isApostrophe(character), start != nil, previousIsLetter, next < part.endIndex, part[next].isLetter {
                previousIsLetter = false
            } else {
                if let wordStart = start {
                    let word = SpellingWord(range: wordStart ..< index, characters: startOffset ..< offset, isCheckable: !hasDigit)
                    if !body(word) { return }
                }
                start = nil
                previousIsLetter = false
            }
            index = next
            offset += 1
        }
        if let wordStart = start {
            _ = body(SpellingWord(range: wordStart ..< part.endIndex, characters: startOffset ..< offset, isCheckable: !hasDigit))
        }
    }

    private static func isApostrophe(_ character: Character) -> Bool { character == "'" || character == "\u{2019}" }
}
