import Foundation

/// Checks a string for misspelt words, guesses their corrections and completes partial words,
/// over Enchant 2 and the dictionaries installed on the desktop (R38.1).
///
/// ```swift
/// let checker = UITextChecker()
/// let text = "I recieve mail"
/// let range = checker.rangeOfMisspelledWord(in: text, range: NSRange(0 ..< text.utf16.count),
///                                           startingAt: 0, wrap: false, language: "en_US")
/// if range.location != NSNotFound {
///     let guesses = checker.guesses(forWordRange: range, in: text, language: "en_US") ?? []   // "receive", …
/// }
/// ```
///
/// How the pieces fit:
/// - `SpellingService` (SpellingService.swift) is the process's Enchant broker: it opens one
///   dictionary per language, caches checked words, learns words into the user's personal
///   dictionaries and reads the Hunspell word lists for completions.
/// - `SpellingWords` (SpellingWords.swift) finds the words in a text, the same way for this class
///   and for the red underlines.
/// - `SpellingUnderlines` (SpellingUnderlines.swift) finds the misspelt words of the part of a
///   text view or field that is drawn, and draws the red dotted line under them (R38.5–R38.8).
/// - `SpellingMenu` (SpellingMenu.swift) puts the guesses, "Learn Spelling" and "Ignore Spelling"
///   at the top of the edit menu over a misspelt word (R38.9).
///
/// Ranges are UTF-16 offsets, as `NSString`'s. Languages are Apple's form ("en_US"; "en-US" is
/// read the same), and only those in `availableLanguages` check anything. Where UIKit raises for
/// bad input (a range outside the string) XUIKit prints a diagnostic and answers "not found".
@preconcurrency @MainActor
open class UITextChecker {
    private var ignored: [String] = []

    /// Makes a checker with no ignored words.
    public init() {}

    // MARK: - Checking

    /// The first misspelt word of `range` in `stringToCheck` at or after `startingOffset` (a word
    /// that reaches past it counts); with `wrap`, then the first one before it. A range with
    /// `NSNotFound` as its location when there is none, the range lies outside the string, or no
    /// dictionary for `language` is installed (R38.1, R38.3).
    open func rangeOfMisspelledWord(in stringToCheck: String, range: NSRange, startingAt startingOffset: Int,
                                    wrap wrapFlag: Bool, language: String) -> NSRange {
        let notFound = NSRange(location: NSNotFound, length: 0)
        guard let bounds = validRange(range, in: stringToCheck, method: "rangeOfMisspelledWord") else { return notFound }
        guard SpellingService.shared.dictionary(for: language) != nil else { return notFound }
        let start = min(max(startingOffset, range.location), range.location + range.length)
        var found: NSRange?
        var wrapped: NSRange?
        SpellingWords.forEach(in: stringToCheck, bounds: bounds) { word in
            let wordRange = NSRange(word.range, in: stringToCheck)
            let reachesStart = wordRange.location + wordRange.length > start
            guard reachesStart || (wrapFlag && wrapped == nil) else { return true }
            guard isMisspelt(word, in: stringToCheck, language: language) else { return true }
            if reachesStart {
                found = wordRange
                return false
            }
            wrapped = wordRange
            return true
        }
        return found ?? wrapped ?? notFound
    }

    /// Words that may be meant in place of the misspelt word at `range`, the likeliest first; an
    /// empty array when there are none, the range lies outside the string or no dictionary for
    /// `language` is installed.
    open func guesses(forWordRange range: NSRange, in string: String, language: String) -> [String]? {
        guard let bounds = validRange(range, in: string, method: "guesses(forWordRange:)"), !bounds.isEmpty else { return [] }
        return SpellingService.shared.suggestions(for: String(string[bounds]), language: language)
    }

    /// Words of `language` that complete the partial word at `range`, in alphabetical order, from
    /// the language's Hunspell word list and spelt right; an empty array when there are none, the
    /// range lies outside the string, or no Hunspell list for `language` is installed.
    open func completions(forPartialWordRange range: NSRange, in string: String, language: String) -> [String]? {
        guard let bounds = validRange(range, in: string, method: "completions(forPartialWordRange:)"), !bounds.isEmpty else {
            return []
        }
        let partial = String(string[bounds])
        let service = SpellingService.shared
        if let first = partial.first, first.isUppercase {
            // "Recei" completes with the list's "receive" as "Receive", and its own capitalised words.
            let lower = first.lowercased() + partial.dropFirst()
            let capitalised = service.completions(of: lower, language: language).map { $0.prefix(1).uppercased() + $0.dropFirst() }
            var seen = Set<String>()
            return (service.completions(of: partial, language: language) + capitalised).filter { seen.insert($0).inserted }.sorted()
        }
        return service.completions(of: partial, language: language)
    }

    // MARK: - Ignored and learned words

    /// Tells this checker to pass over `wordToIgnore` from now on; other checkers still report it.
    open func ignoreWord(_ wordToIgnore: String) {
        guard !wordToIgnore.isEmpty, !ignored.contains(wordToIgnore) else { return }
        ignored.append(wordToIgnore)
    }

    /// The words this checker passes over, in the order they were ignored; nil when there are
    /// none. Setting it replaces them.
    open var ignoredWords: [String]? {
        get { ignored.isEmpty ? nil : ignored }
        set { ignored = newValue ?? [] }
    }

    /// Adds `word` to the user's personal dictionary (Enchant's, one per installed language), so
    /// no checker reports it again (R38.4).
    open class func learnWord(_ word: String) { SpellingService.shared.learn(word) }

    /// Takes `word` out of the user's personal dictionary; a word never learned is left alone.
    open class func unlearnWord(_ word: String) { SpellingService.shared.unlearn(word) }

    /// Whether `word` is in the user's personal dictionary.
    open class func hasLearnedWord(_ word: String) -> Bool { SpellingService.shared.hasLearned(word) }

    /// The languages with an installed dictionary, in Apple's form ("en_US"), sorted.
    open class var availableLanguages: [String] { SpellingService.shared.languages }

    // MARK: - Helpers

    /// Whether the checkable `word` of `text` is misspelt and not ignored by this checker.
    func isMisspelt(_ word: SpellingWord, in text: String, language: String) -> Bool {
        guard word.isCheckable else { return false }
        let spelling = String(text[word.range])
        if ignored.contains(spelling) { return false }
        return SpellingService.shared.isCorrect(spelling, language: language) == false
    }

    /// Whether the checker ignores `word`.
    func ignores(_ word: String) -> Bool { ignored.contains(word) }

    private func validRange(_ range: NSRange, in string: String, method: String) -> Range<String.Index>? {
        guard range.location != NSNotFound, range.location >= 0, range.length >= 0,
              range.location + range.length <= string.utf16.count, let bounds = Range(range, in: string) else {
            Diagnostics.report("UITextChecker.\(method): range \(range) is outside the string (length \(string.utf16.count)); nothing found")
            return nil
        }
        return bounds
    }
}
