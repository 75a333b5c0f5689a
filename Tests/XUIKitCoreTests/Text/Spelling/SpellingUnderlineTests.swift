import Foundation
import Testing
@_spi(Testing) @testable import XUIKitCore
import XUIKitHeadlessTesting

/// The red dotted underlines of text views and fields, and the spelling items of their edit
/// menu (R38.5–R38.9), drawn headless with the real Enchant dictionary.
@MainActor
@Suite("Spelling underlines and menu", .serialized)
struct SpellingUnderlineTests {
    init() throws {
        try SpellingTestSupport.useTemporaryEnchantConfiguration()
        try #require(SpellingUnderlines.language(forPreferred: ["en"]) != nil, "no English dictionary: apt-get install hunspell-en-us")
    }

    private func editingTextView(_ harness: Harness, text: String) -> UITextView {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 360, height: 120))
        harness.window.addSubview(view)
        view.text = text
        view.becomeFirstResponder()
        harness.display()
        return view
    }

    /// Red pixels (the underline's) in the band under characters `range` of a text view.
    private func redPixels(under range: Range<Int>, of view: UITextView, _ harness: Harness) -> Int {
        harness.display()
        let start = view.caretRect(atCharacter: range.lowerBound), end = view.caretRect(atCharacter: range.upperBound)
        let surface = harness.window.surface!
        var count = 0
        for y in Int(start.maxY) - 5 ..< Int(start.maxY) + 2 {
            for x in Int(start.minX) + 1 ..< Int(end.minX) - 1 {
                let pixel = surface.pixel(x: x, y: y)
                if pixel.red > 180, pixel.green < 110, pixel.blue < 110 { count += 1 }
            }
        }
        return count
    }

    @Test("R38.5, R38.8: an editing text view underlines a misspelt word in red dots, and not a word spelt right")
    func textViewUnderlines() {
        let harness = Harness()
        let view = editingTextView(harness, text: "hello wrold and more")
        #expect(redPixels(under: 6 ..< 11, of: view, harness) >= 8)
        #expect(redPixels(under: 0 ..< 5, of: view, harness) == 0)
        #expect(redPixels(under: 16 ..< 20, of: view, harness) == 0)
    }

    @Test("R38.7: the word at the insertion point is not underlined until the insertion point leaves it")
    func wordBeingTyped() {
        let harness = Harness()
        let view = editingTextView(harness, text: "hello")
        harness.type(" wrold")
        #expect(view.text == "hello wrold")
        #expect(redPixels(under: 6 ..< 11, of: view, harness) == 0)
        harness.type(" ")
        #expect(redPixels(under: 6 ..< 11, of: view, harness) >= 8)
        view.selectedRange = NSRange(location: 8, length: 0)
        view.contentView.setNeedsDisplay()
        #expect(redPixels(under: 6 ..< 11, of: view, harness) == 0)
    }

    @Test("R38.5: no underlines with spellCheckingType .no, with autocorrection .no under .default, or when not editing")
    func turnedOff() {
        let harness = Harness()
        let view = editingTextView(harness, text: "hello wrold and more")
        #expect(view.spellCheckingType == .default)
        view.spellCheckingType = .no
        view.contentView.setNeedsDisplay()
        #expect(redPixels(under: 6 ..< 11, of: view, harness) == 0)
        view.spellCheckingType = .default
        view.autocorrectionType = .no
        view.contentView.setNeedsDisplay()
        #expect(redPixels(under: 6 ..< 11, of: view, harness) == 0)
        view.spellCheckingType = .yes
        view.contentView.setNeedsDisplay()
        #expect(redPixels(under: 6 ..< 11, of: view, harness) >= 8)
        view.resignFirstResponder()
        #expect(redPixels(under: 6 ..< 11, of: view, harness) == 0)
    }

    @Test("R38.5: an editing field underlines misspelt words; a secure field never checks")
    func fieldUnderlines() {
        let harness = Harness()
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
        harness.window.addSubview(field)
        field.text = "wrold hello"
        field.becomeFirstResponder()
        harness.display()
        #expect(field.checksSpellingNow)
        let start = field.caretRect(atCharacter: 0), end = field.caretRect(atCharacter: 5)
        func red() -> Int {
            harness.display()
            let surface = harness.window.surface!
            var count = 0
            for y in Int(start.minY) ..< Int(start.maxY) + 3 {
                for x in Int(start.minX) + 2 ..< Int(end.minX) {
                    let pixel = surface.pixel(x: x, y: y)
                    if pixel.red > 180, pixel.green < 110, pixel.blue < 110 { count += 1 }
                }
            }
            return count
        }
        #expect(red() >= 8)
        field.isSecureTextEntry = true
        #expect(!field.checksSpellingNow)
        #expect(red() == 0)
    }

    @Test("R38.9: the edit menu over a misspelt word starts with up to 3 guesses, then Learn and Ignore Spelling")
    func menuItems() throws {
        let harness = Harness()
        let view = editingTextView(harness, text: "hello wrold and more")
        let point = view.convert(view.caretRect(atCharacter: 8).origin, from: view.contentView)
        let elements = SpellingMenu.elements(for: view, at: CGPoint(x: point.x, y: point.y + 4))
        try #require(elements.count == 2)
        let guesses = try #require(elements[0] as? UIMenu), spelling = try #require(elements[1] as? UIMenu)
        #expect(guesses.options.contains(.displayInline) && spelling.options.contains(.displayInline))
        #expect((1 ... 3).contains(guesses.children.count))
        #expect(guesses.children.map(\.title).contains("world"), "\(guesses.children.map(\.title))")
        #expect(spelling.children.map(\.title) == ["Learn Spelling", "Ignore Spelling"])
        // Over a word spelt right there is nothing to add.
        let hello = view.convert(view.caretRect(atCharacter: 2).origin, from: view.contentView)
        #expect(SpellingMenu.elements(for: view, at: CGPoint(x: hello.x, y: hello.y + 4)).isEmpty)
    }

    @Test("R38.9: choosing a guess replaces the word as one undoable edit")
    func chooseGuess() throws {
        let harness = Harness()
        let view = editingTextView(harness, text: "hello wrold and more")
        let point = view.convert(view.caretRect(atCharacter: 8).origin, from: view.contentView)
        let elements = SpellingMenu.elements(for: view, at: CGPoint(x: point.x, y: point.y + 4))
        let first = try #require((elements.first as? UIMenu)?.children.first as? UIAction)
        first.handler(first)
        #expect(view.text == "hello \(first.title) and more")
        view.undoManager?.undo()
        #expect(view.text == "hello wrold and more")
    }

    @Test("R38.9: Ignore Spelling clears the underline in this view; Learn Spelling for every checker")
    func ignoreAndLearn() throws {
        let harness = Harness()
        let view = editingTextView(harness, text: "hello qzxvw and more")
        #expect(redPixels(under: 6 ..< 11, of: view, harness) >= 8)
        let point = view.convert(view.caretRect(atCharacter: 8).origin, from: view.contentView)
        let spelling = try #require(SpellingMenu.elements(for: view, at: CGPoint(x: point.x, y: point.y + 4)).last as? UIMenu)
        let ignore = try #require(spelling.children.last as? UIAction)
        ignore.handler(ignore)
        #expect(redPixels(under: 6 ..< 11, of: view, harness) == 0)
        #expect(view.spellingChecker.ignoredWords == ["qzxvw"])

        let other = editingTextView(harness, text: "hello qzxvw and more")
        #expect(redPixels(under: 6 ..< 11, of: other, harness) >= 8)
        let learn = try #require(spelling.children.first as? UIAction)
        learn.handler(learn)
        defer { UITextChecker.unlearnWord("qzxvw") }
        #expect(UITextChecker.hasLearnedWord("qzxvw"))
        other.contentView.setNeedsDisplay()
        #expect(redPixels(under: 6 ..< 11, of: other, harness) == 0)
    }

    @Test("R38.9: the spelling items are translated through SystemStrings")
    func localised() {
        #expect(SystemStrings.localized("Learn Spelling", languages: ["de"], bundle: .main) == "Schreibweise lernen")
        #expect(SystemStrings.localized("Ignore Spelling", languages: ["fr"], bundle: .main) == "Ignorer l’orthographe")
        #expect(SystemStrings.localized("Ignore Spelling", languages: ["ja"], bundle: .main) == "スペルを無視")
    }

    @Test("R38.6: the language is the first preferred one with a dictionary; none when there is none")
    func languageChoice() {
        #expect(SpellingUnderlines.language(forPreferred: ["xx", "en-US"]) == "en_US")
        #expect(SpellingUnderlines.language(forPreferred: ["xx"]) == nil)
        // A bare "en" (the C locale's) takes en_US's dictionary when one is installed, whose
        // guesses put "The" first for "Teh" (the bare "en" one put "Te" first).
        if SpellingService.shared.languages.contains("en_US") {
            #expect(SpellingUnderlines.language(forPreferred: ["en"]) == "en_US")
            #expect(SpellingService.shared.suggestions(for: "Teh", language: "en_US").first == "The")
        }
        if SpellingService.shared.languages.contains("en_GB") {
            #expect(SpellingUnderlines.language(forPreferred: ["en-GB"]) == "en_GB", "an exact region is never replaced")
        }
    }

    @Test("R38.8, R9.29: a long text view checks only the paragraphs it draws")
    func longTextChecksVisibleParagraphs() {
        let harness = Harness()
        let line = "Lorem ipsum dolor sit amet wrold.\n"
        let view = editingTextView(harness, text: String(repeating: line, count: 20_000))
        view.selectedRange = NSRange(location: 0, length: 0)
        view.contentView.setNeedsDisplay()
        let before = SpellingUnderlines.checkedWordCount
        harness.display()
        let checked = SpellingUnderlines.checkedWordCount - before
        #expect(checked > 0 && checked < 2_000, "\(checked) words checked for one screen")
    }

    @Test("R38.8: one paragraph of 240 KB is checked only around what shows, and its first word still is")
    func longParagraphChecksVisibleStretch() {
        let harness = Harness()
        let view = editingTextView(harness, text: "wrold " + String(repeating: "Lorem ipsum dolor sit amet. ", count: 8_600))
        view.selectedRange = NSRange(location: 20, length: 0)
        view.scrollRangeToVisible(NSRange(location: 0, length: 0))
        view.contentView.setNeedsDisplay()
        let before = SpellingUnderlines.checkedWordCount
        #expect(redPixels(under: 0 ..< 5, of: view, harness) >= 8)
        let checked = SpellingUnderlines.checkedWordCount - before
        #expect(checked > 0 && checked < 2_000, "\(checked) words checked for one screen")
    }
}
