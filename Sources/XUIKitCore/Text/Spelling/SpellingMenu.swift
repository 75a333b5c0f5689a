import Foundation

/// A text field or view that underlines misspelt words and offers their corrections in its edit
/// menu (UITextField+Spelling.swift, UITextView+Spelling.swift).
@MainActor
protocol SpellCheckingView: UIView {
    /// Whether its spelling is checked now: the traits allow it and it is being edited (R38.5).
    var checksSpellingNow: Bool { get }
    /// The view's own checker, which holds the words "Ignore Spelling" passed over.
    var spellingChecker: UITextChecker { get }
    /// The misspelt word at `point` (in the view's coordinates), else the one at the insertion
    /// point, in Character offsets, with its text.
    func misspelling(at point: CGPoint, language: String) -> (range: Range<Int>, word: String)?
    /// Replaces the word at `range` with `guess` as one user edit (undoable, told to the delegate).
    func replaceMisspelling(_ range: Range<Int>, with guess: String)
    /// Draws the underlines again after a word was learned or ignored.
    func spellingDidChange()
}

/// What the edit menu offers over a misspelt word (R38.9): up to three guesses (choosing one
/// replaces the word), then "Learn Spelling" and "Ignore Spelling", each group inline between
/// separators, before the usual Cut, Copy, Paste and Select All.
@MainActor
enum SpellingMenu {
    /// The most guesses the menu shows.
    static let maximumGuesses = 3

    /// The spelling groups for an edit menu shown at `point` over `view`; none when the view
    /// checks no spelling or there is no misspelt word there.
    static func elements(for view: UIView?, at point: CGPoint) -> [UIMenuElement] {
        guard let view = view as? any SpellCheckingView, view.checksSpellingNow, let language = SpellingUnderlines.language,
              let found = view.misspelling(at: point, language: language) else { return [] }
        let guesses = SpellingService.shared.suggestions(for: found.word, language: language).prefix(maximumGuesses)
        let guessActions = guesses.map { guess in
            UIAction(title: guess) { [weak view] _ in view?.replaceMisspelling(found.range, with: guess) }
        }
        let learn = UIAction(title: SystemStrings.localized("Learn Spelling")) { [weak view] _ in
            UITextChecker.learnWord(found.word)
            view?.spellingDidChange()
        }
        let ignore = UIAction(title: SystemStrings.localized("Ignore Spelling")) { [weak view] _ in
            view?.spellingChecker.ignoreWord(found.word)
            view?.spellingDidChange()
        }
        var elements: [UIMenuElement] = []
        if !guessActions.isEmpty { elements.append(UIMenu(options: .displayInline, children: guessActions)) }
        elements.append(UIMenu(options: .displayInline, children: [learn, ignore]))
        return elements
    }
}
