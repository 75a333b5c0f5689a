import Foundation
import Synchronization

/// A string catalog (`Table.xcstrings`, Xcode's JSON format), read at run time (R36.13).
///
/// SwiftPM on Linux copies a catalog into the resource bundle as it is (it has no compiler for
/// it), so XUIKit reads it there: each localization's `stringUnit` values become `.strings`
/// entries and its `variations.plural` forms become `.stringsdict` entries, as Xcode would have
/// compiled them.
struct StringCatalog: Sendable {
    /// The catalog's source language ("en").
    var sourceLanguage: String?
    /// Each localization's entries, by localization name.
    var tables: [String: LocalizationTable] = [:]

    private static let loaded = Mutex<[String: StringCatalog]>([:])

    /// The catalog `name.xcstrings` at the top of `bundle`'s resources, read once; empty when
    /// there is none or it is not a catalog.
    static func named(_ name: String, in bundle: Bundle) -> StringCatalog {
        guard let url = bundle.url(forResource: name, withExtension: "xcstrings") else { return StringCatalog() }
        if let catalog = loaded.withLock({ $0[url.path] }) { return catalog }
        let catalog = (try? Data(contentsOf: url)).flatMap(StringCatalog.init(json:)) ?? StringCatalog()
        loaded.withLock { $0[url.path] = catalog }
        return catalog
    }

    init() {}

    /// A catalog from its JSON; nil when the JSON is not a catalog.
    init?(json: Data) {
        guard let root = (try? JSONSerialization.jsonObject(with: json)) as? [String: Any],
              let strings = root["strings"] as? [String: Any] else { return nil }
        sourceLanguage = root["sourceLanguage"] as? String
        var stringsByLanguage: [String: [String: Any]] = [:]
        var pluralsByLanguage: [String: [String: Any]] = [:]
        for (key, value) in strings {
            guard let localizations = (value as? [String: Any])?["localizations"] as? [String: Any] else { continue }
            for (language, localization) in localizations {
                guard let localization = localization as? [String: Any] else { continue }
                if let text = Self.value(of: localization) {
                    stringsByLanguage[language, default: [:]][key] = text
                } else if let plural = (localization["variations"] as? [String: Any])?["plural"] as? [String: Any] {
                    var rule: [String: Any] = ["NSStringFormatSpecTypeKey": "NSStringPluralRuleType"]
                    for (category, form) in plural {
                        if let text = (form as? [String: Any]).flatMap(Self.value(of:)) { rule[category] = text }
                    }
                    pluralsByLanguage[language, default: [:]][key] = ["NSStringLocalizedFormatKey": "%#@value@", "value": rule]
                }
            }
        }
        for language in Set(stringsByLanguage.keys).union(pluralsByLanguage.keys) {
            tables[language] = LocalizationTable(strings: stringsByLanguage[language] ?? [:],
                                                 stringsDict: pluralsByLanguage[language] ?? [:])
        }
    }

    /// A `{"stringUnit": {"value": …}}` entry's text.
    private static func value(of entry: [String: Any]) -> String? {
        (entry["stringUnit"] as? [String: Any])?["value"] as? String
    }
}
