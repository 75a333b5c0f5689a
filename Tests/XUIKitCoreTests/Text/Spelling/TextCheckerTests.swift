import Foundation
import Testing
@_spi(Testing) @testable import XUIKitCore

/// UITextChecker over the real Enchant and the installed English dictionary (R38.1–R38.4), with
/// Enchant's personal dictionaries in a folder of the test's own.
@MainActor
@Suite("UITextChecker", .serialized)
struct TextCheckerTests {
    static let english = "en_US"

    init() throws {
        try SpellingTestSupport.useTemporaryEnchantConfiguration()
        try #require(UITextChecker.availableLanguages.contains(Self.english),
                     "no en_US dictionary: apt-get install libenchant-2-dev hunspell-en-us")
    }

    private func misspelt(_ text: String, start: Int = 0, wrap: Bool = false, checker: UITextChecker = UITextChecker()) -> NSRange {
        checker.rangeOfMisspelledWord(in: text, range: NSRange(location: 0, length: text.utf16.count), startingAt: start,
                                      wrap: wrap, language: Self.english)
    }

    @Test("R38.1: the first misspelt word's UTF-16 range; a text spelt right gives NSNotFound")
    func findsMisspeltWord() {
        #expect(misspelt("I recieve mail") == NSRange(location: 2, length: 7))
        #expect(misspelt("I receive mail").location == NSNotFound)
        // "naive 👍🏽 " is 11 UTF-16 units: the emoji with its modifier is 4.
        #expect(misspelt("naive 👍🏽 wrold") == NSRange(location: 11, length: 5))
        // Apostrophes inside a word, and words with digits, are not misspellings.
        #expect(misspelt("don't you’re 2nd mp3").location == NSNotFound)
    }

    @Test("R38.1: startingAt skips earlier words; wrap goes round to the start of the range")
    func startingAtAndWrap() {
        let text = "Teh cat sat on teh mat"
        #expect(misspelt(text, start: 1) == NSRange(location: 0, length: 3), "a word reaching past the start counts")
        #expect(misspelt(text, start: 4) == NSRange(location: 15, length: 3))
        #expect(misspelt(text, start: 19).location == NSNotFound)
        #expect(misspelt(text, start: 19, wrap: true) == NSRange(location: 0, length: 3))
        let checker = UITextChecker()
        let inside = checker.rangeOfMisspelledWord(in: text, range: NSRange(location: 4, length: 10), startingAt: 4,
                                                   wrap: true, language: Self.english)
        #expect(inside.location == NSNotFound, "only the given range is searched")
    }

    @Test("R38.1: guesses for a misspelt word hold its correction, likeliest first; completions extend a prefix")
    func guessesAndCompletions() {
        let checker = UITextChecker()
        let text = "I recieve mail"
        let guesses = checker.guesses(forWordRange: NSRange(location: 2, length: 7), in: text, language: Self.english) ?? []
        #expect(guesses.first == "receive", "\(guesses)")
        let teh = checker.guesses(forWordRange: NSRange(location: 0, length: 3), in: "teh", language: Self.english) ?? []
        #expect(teh.contains("the"), "\(teh)")
        let completions = checker.completions(forPartialWordRange: NSRange(location: 2, length: 5), in: "I recei",
                                              language: Self.english) ?? []
        #expect(completions.contains("receive") && completions.allSatisfy { $0.hasPrefix("recei") }, "\(completions)")
        let capital = checker.completions(forPartialWordRange: NSRange(location: 0, length: 5), in: "Recei",
                                          language: Self.english) ?? []
        #expect(capital.contains("Receive"), "\(capital)")
    }

    @Test("R38.4: a learned word is spelt right for every checker and lands in Enchant's personal dictionary; unlearning undoes it")
    func learnAndUnlearn() throws {
        let word = "xuikitzz"
        UITextChecker.unlearnWord(word)
        #expect(misspelt(word) == NSRange(location: 0, length: 8))
        UITextChecker.learnWord(word)
        #expect(UITextChecker.hasLearnedWord(word))
        #expect(misspelt(word).location == NSNotFound)
        let personal = try String(contentsOfFile: SpellingTestSupport.directory + "/\(Self.english).dic", encoding: .utf8)
        #expect(personal.split(separator: "\n").contains(Substring(word)), "\(personal)")
        UITextChecker.unlearnWord(word)
        #expect(!UITextChecker.hasLearnedWord(word))
        #expect(misspelt(word) == NSRange(location: 0, length: 8))
    }

    @Test("R38.4: learning a word the dictionary knows writes nothing, and unlearning it never marks it wrong")
    func learnKnownWord() {
        UITextChecker.learnWord("hello")
        #expect(!UITextChecker.hasLearnedWord("hello"))
        UITextChecker.unlearnWord("hello")
        #expect(misspelt("hello").location == NSNotFound)
    }

    @Test("R38.1: an ignored word is passed over by its checker only; ignoredWords is nil until one is ignored")
    func ignoreWord() {
        let checker = UITextChecker(), other = UITextChecker()
        #expect(checker.ignoredWords == nil)
        checker.ignoreWord("qzxv")
        checker.ignoreWord("qzxv")
        #expect(checker.ignoredWords == ["qzxv"])
        #expect(misspelt("qzxv", checker: checker).location == NSNotFound)
        #expect(misspelt("qzxv", checker: other) == NSRange(location: 0, length: 4))
        checker.ignoredWords = nil
        #expect(misspelt("qzxv", checker: checker) == NSRange(location: 0, length: 4))
    }

    @Test("R38.3: bad input answers not found or no guesses, with a diagnostic for a range outside the string")
    func badInput() {
        var messages: [String] = []
        let saved = Diagnostics.handler
        Diagnostics.handler = { messages.append($0) }
        defer { Diagnostics.handler = saved }
        let checker = UITextChecker()
        #expect(misspelt("").location == NSNotFound)
        #expect(checker.rangeOfMisspelledWord(in: "teh", range: NSRange(location: 2, length: 5), startingAt: 0, wrap: true,
                                              language: Self.english).location == NSNotFound)
        #expect(checker.rangeOfMisspelledWord(in: "teh", range: NSRange(location: NSNotFound, length: 0), startingAt: 0,
                                              wrap: false, language: Self.english).location == NSNotFound)
        #expect(checker.rangeOfMisspelledWord(in: "teh", range: NSRange(location: 0, length: 3), startingAt: 99, wrap: false,
                                              language: Self.english).location == NSNotFound)
        #expect(checker.rangeOfMisspelledWord(in: "teh", range: NSRange(location: 0, length: 3), startingAt: 0, wrap: false,
                                              language: "xx_YY").location == NSNotFound)
        #expect(checker.rangeOfMisspelledWord(in: "teh", range: NSRange(location: 0, length: 3), startingAt: 0, wrap: false,
                                              language: "").location == NSNotFound)
        #expect(checker.guesses(forWordRange: NSRange(location: 1, length: 9), in: "teh", language: Self.english) == [])
        #expect(checker.guesses(forWordRange: NSRange(location: 0, length: 3), in: "teh", language: "xx_YY") == [])
        #expect(checker.completions(forPartialWordRange: NSRange(location: 0, length: 0), in: "", language: Self.english) == [])
        #expect(checker.completions(forPartialWordRange: NSRange(location: 0, length: 2), in: "re", language: "xx_YY") == [])
        // A range that splits a surrogate pair (the emoji) is outside any character.
        #expect(checker.rangeOfMisspelledWord(in: "👍 teh", range: NSRange(location: 1, length: 5), startingAt: 1, wrap: false,
                                              language: Self.english).location == NSNotFound)
        // One each for the range past the end, NSNotFound, the guesses' range and the split emoji.
        #expect(messages.count == 4 && messages.allSatisfy { $0.hasPrefix("UITextChecker.") }, "\(messages)")
        UITextChecker.learnWord("")
        #expect(!UITextChecker.hasLearnedWord(""))
    }

    @Test("R38.1: availableLanguages are Apple's form, and en-US is read as en_US")
    func languages() {
        #expect(UITextChecker.availableLanguages.allSatisfy { !$0.contains("-") })
        #expect(UITextChecker().rangeOfMisspelledWord(in: "teh", range: NSRange(location: 0, length: 3), startingAt: 0,
                                                      wrap: false, language: "en-US") == NSRange(location: 0, length: 3))
    }
}

/// Points Enchant at a folder of the test process's own, once, so no test reads or writes the
/// user's personal dictionaries (R38.4).
@MainActor
enum SpellingTestSupport {
    static let directory = FileManager.default.temporaryDirectory.path + "/xuikit-enchant-\(getpid())"

    static func useTemporaryEnchantConfiguration() throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        SpellingService.useConfigurationDirectory(directory)
    }
}
