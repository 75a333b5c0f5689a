/// A CLDR plural category: which form of a word a number takes in a language ("1 Datei", "3 Dateien").
enum PluralCategory: String, Sendable, CaseIterable {
    case zero, one, two, few, many, other
}

/// The CLDR plural rules for whole numbers, per language (R36.6). Languages not listed here take
/// English's rule: "one" for 1, "other" for the rest.
enum PluralRules {
    /// The category of the whole number `n` in `language` (a localization or tag: "de", "ar", "pt-BR").
    static func category(of n: Int, language: String) -> PluralCategory {
        let i = n.magnitude
        let mod10 = i % 10, mod100 = i % 100
        switch LocalizationMatching.language(of: language) {
        case "ja", "zh", "ko", "th", "vi", "id", "ms", "lo", "my", "km", "yue":
            return .other
        case "fr", "pt":
            if i <= 1 { return .one }
            return i % 1_000_000 == 0 ? .many : .other
        case "es", "it", "ca":
            if i == 1 { return .one }
            return i != 0 && i % 1_000_000 == 0 ? .many : .other
        case "ru", "uk", "be":
            if mod10 == 1 && mod100 != 11 { return .one }
            if (2...4).contains(mod10) && !(12...14).contains(mod100) { return .few }
            return .many
        case "pl":
            if i == 1 { return .one }
            if (2...4).contains(mod10) && !(12...14).contains(mod100) { return .few }
            return .many
        case "cs", "sk":
            if i == 1 { return .one }
            return (2...4).contains(i) ? .few : .other
        case "ar":
            if i == 0 { return .zero }
            if i == 1 { return .one }
            if i == 2 { return .two }
            if (3...10).contains(mod100) { return .few }
            if (11...99).contains(mod100) { return .many }
            return .other
        case "he", "iw":
            if i == 1 { return .one }
            return i == 2 ? .two : .other
        case "fa", "hi", "bn", "gu", "kn", "zu", "am":
            return i <= 1 ? .one : .other
        default:
            return i == 1 ? .one : .other
        }
    }
}
