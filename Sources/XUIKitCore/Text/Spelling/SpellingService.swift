import CEnchant
import Foundation

/// The process's one connection to Enchant 2: its broker, the dictionaries opened from it (one
/// per language tag), and a cache of checked words.
///
/// Enchant finds the desktop's spell checkers (Hunspell, Aspell, …) and their dictionaries, and
/// keeps the user's personal word lists in its configuration folder (`$ENCHANT_CONFIG_DIR`, else
/// `~/.config/enchant`), one `<tag>.dic` per language — the same files GTK and LibreOffice apps
/// learn words into (R38.4).
@MainActor
final class SpellingService {
    /// The one broker of the process. A static because Enchant's broker and personal dictionaries
    /// are the process's (and the user's), not one application's; it is created at the first
    /// spelling question and only ever touched on the main actor. Tests replace it
    /// (SpellingService+Testing.swift) to point Enchant at a folder of their own.
    static var shared = SpellingService(configurationDirectory: nil)

    private(set) var broker: OpaquePointer?
    private var dictionaries: [String: OpaquePointer] = [:]
    private var unavailable: Set<String> = []
    /// Word → correct, per language tag; emptied when a word is learned or unlearned.
    private var checked: [String: [String: Bool]] = [:]
    private var wordLists: [String: [String]] = [:]
    private var cachedLanguages: [String]?

    /// Opens Enchant; with `configurationDirectory`, its personal dictionaries live there, and so
    /// do Aspell's: Enchant's Aspell provider also writes learned words to Aspell's own list in
    /// the home folder (`~/.aspell.<lang>.pws`), which `ASPELL_CONF`'s `home-dir` moves.
    init(configurationDirectory: String?) {
        if let configurationDirectory {
            setenv("ENCHANT_CONFIG_DIR", configurationDirectory, 1)
            setenv("ASPELL_CONF", "home-dir \(configurationDirectory)", 1)
        }
        broker = enchant_broker_init()
    }

    /// Frees every dictionary and the broker; the service answers "no dictionary" afterwards.
    func close() {
        guard let broker else { return }
        for dictionary in dictionaries.values { enchant_broker_free_dict(broker, dictionary) }
        dictionaries = [:]
        enchant_broker_free(broker)
        self.broker = nil
    }

    // MARK: - Languages

    /// The language tags of the installed dictionaries ("en", "en_US", …), sorted, each once.
    var languages: [String] {
        if let cachedLanguages { return cachedLanguages }
        final class Box { var tags: Set<String> = [] }
        let box = Box()
        if let broker {
            enchant_broker_list_dicts(broker, { tag, _, _, _, data in
                guard let tag, let data else { return }
                Unmanaged<Box>.fromOpaque(data).takeUnretainedValue().tags.insert(String(cString: tag))
            }, Unmanaged.passUnretained(box).toOpaque())
        }
        let sorted = box.tags.sorted()
        cachedLanguages = sorted
        return sorted
    }

    /// The likeliest region of a language written without one (CLDR's likely subtags).
    static let likelyRegions: [String: String] = [
        "en": "US", "de": "DE", "fr": "FR", "es": "ES", "it": "IT", "pt": "BR", "nl": "NL", "sv": "SE",
        "da": "DK", "nb": "NO", "fi": "FI", "pl": "PL", "cs": "CZ", "ru": "RU", "uk": "UA", "tr": "TR",
        "el": "GR", "hu": "HU", "ro": "RO", "he": "IL", "ar": "EG", "ja": "JP", "ko": "KR",
    ]

    /// Apple's form of a language ("en_US"); "en-US" is read the same.
    static func tag(_ language: String) -> String {
        language.replacingOccurrences(of: "-", with: "_")
    }

    /// The dictionary to check the user's text with: the first of `preferred` (BCP 47 tags such
    /// as "en-GB" or "de") with an installed dictionary, the exact region first and then any of
    /// the language; nil when none is installed (R38.6).
    func language(forPreferred preferred: [String]) -> String? {
        let installed = languages
        for language in preferred {
            let tag = Self.tag(language)
            let base = String(tag.prefix { $0 != "_" })
            // A bare language ("en", as the C locale gives) takes its likeliest region's dictionary
            // first: Enchant often serves "en" and "en_US" with different spellers, and the
            // regional one ranks guesses better ("Teh": "The" first, not "Te").
            if tag == base, let region = Self.likelyRegions[base], installed.contains(base + "_" + region) {
                return base + "_" + region
            }
            if installed.contains(tag) { return tag }
            if installed.contains(base) { return base }
            if let regional = installed.first(where: { $0.hasPrefix(base + "_") }) { return regional }
        }
        return nil
    }

    /// The open dictionary for `language`, or nil when no dictionary for it is installed.
    func dictionary(for language: String) -> OpaquePointer? {
        let tag = Self.tag(language)
        guard !tag.isEmpty, let broker else { return nil }
        if let dictionary = dictionaries[tag] { return dictionary }
        if unavailable.contains(tag) { return nil }
        guard enchant_broker_dict_exists(broker, tag) != 0, let dictionary = enchant_broker_request_dict(broker, tag) else {
            unavailable.insert(tag)
            return nil
        }
        dictionaries[tag] = dictionary
        return dictionary
    }

    // MARK: - Checking

    /// Whether `word` is spelt right in `language`; nil when there is no dictionary for it.
    func isCorrect(_ word: String, language: String) -> Bool? {
        let tag = Self.tag(language)
        if let known = checked[tag]?[word] { return known }
        guard let dictionary = dictionary(for: tag) else { return nil }
        // Enchant answers 0 for a correct word, a positive number for a misspelt one and a
        // negative one for an error, which must not paint text red.
        let correct = enchant_dict_check(dictionary, word, -1) <= 0
        if checked[tag, default: [:]].count > 50_000 { checked[tag] = [:] }
        checked[tag, default: [:]][word] = correct
        return correct
    }

    /// The dictionary's replacements for `word`, the likeliest first.
    func suggestions(for word: String, language: String) -> [String] {
        guard let dictionary = dictionary(for: language) else { return [] }
        var count = 0
        guard let list = enchant_dict_suggest(dictionary, word, -1, &count) else { return [] }
        defer { enchant_dict_free_string_list(dictionary, list) }
        return (0 ..< count).compactMap { list[$0].map { String(cString: $0) } }
    }

    // MARK: - Learned words (R38.4)

    /// Adds `word` to the personal dictionary of every installed language, except those whose
    /// dictionary already knows it: unlearning such a word later would put it on Enchant's
    /// exclude list and mark a real word wrong.
    func learn(_ word: String) {
        guard !word.isEmpty else { return }
        for tag in languages {
            guard let dictionary = dictionary(for: tag), enchant_dict_is_added(dictionary, word, -1) == 0,
                  enchant_dict_check(dictionary, word, -1) != 0 else { continue }
            enchant_dict_add(dictionary, word, -1)
        }
        checked = [:]
    }

    /// Takes `word` out of the personal dictionaries that hold it; a word never learned is left
    /// alone (Enchant's remove would also exclude it).
    func unlearn(_ word: String) {
        guard !word.isEmpty else { return }
        for tag in languages {
            guard let dictionary = dictionary(for: tag), enchant_dict_is_added(dictionary, word, -1) != 0 else { continue }
            enchant_dict_remove(dictionary, word, -1)
        }
        checked = [:]
    }

    /// Whether `word` is in the personal dictionary of any installed language.
    func hasLearned(_ word: String) -> Bool {
        guard !word.isEmpty else { return false }
        return languages.contains { tag in
            dictionary(for: tag).map { enchant_dict_is_added($0, word, -1) != 0 } ?? false
        }
    }

    // MARK: - Completions

    /// The words of the language's Hunspell word list that start with `prefix`, in the list's
    /// (alphabetical) order, each spelt right; [] when no Hunspell list is installed for it.
    func completions(of prefix: String, language: String) -> [String] {
        let tag = Self.tag(language)
        guard !prefix.isEmpty, dictionary(for: tag) != nil else { return [] }
        let list = wordList(tag)
        var low = 0, high = list.count
        while low < high {
            let middle = (low + high) / 2
            if list[middle] < prefix { low = middle + 1 } else { high = middle }
        }
        var result: [String] = []
        var index = low
        while index < list.count, list[index].hasPrefix(prefix) {
            if list[index] != prefix, isCorrect(list[index], language: tag) == true { result.append(list[index]) }
            index += 1
        }
        return result
    }

    /// The stems of `/usr/share/hunspell/<tag>.dic` (or the first regional one for a bare
    /// language), sorted; read once.
    private func wordList(_ tag: String) -> [String] {
        if let list = wordLists[tag] { return list }
        let folders = ["/usr/share/hunspell", "/usr/share/myspell"]
        let names = [tag + ".dic"] + ((try? FileManager.default.contentsOfDirectory(atPath: folders[0])) ?? [])
            .filter { $0.hasPrefix(tag + "_") && $0.hasSuffix(".dic") }.sorted()
        var list: [String] = []
        search: for name in names {
            for folder in folders {
                guard let contents = try? String(contentsOfFile: folder + "/" + name, encoding: .utf8) else { continue }
                // The first line is the count; each other line is "stem" or "stem/flags".
                list = contents.split(separator: "\n").dropFirst().map { String($0.prefix { $0 != "/" }) }
                break search
            }
        }
        list.sort()
        wordLists[tag] = list
        return list
    }
}
