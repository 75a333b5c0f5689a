// How the pieces fit (string catalogs compiled for Linux, R36.18–R36.19):
//   XCStringsCompiler      one `.xcstrings` catalog (Xcode's JSON) → per language a `.strings` table and a
//                          `.stringsdict` table, as Xcode's compiler writes them into `<lang>.lproj`
//   XCStringsCompiler+Files  the two files' texts, and writing them into `<out>/<lang>.lproj/`
//   XCStringsTool (Sources/XCStringsTool)   the command line around it, run by the build tool plugin
//   XCStringsCompiler plugin (Plugins/XCStringsCompiler)   SwiftPM's build tool plugin: one command per
//                          catalog of a target, its outputs become the target's resources
// XUIKit's `Bundle.localizedString` (the one Foundation's `NSLocalizedString` reaches, R36.16) and
// `String(localized:)` then find the compiled tables in `Bundle.module`'s `.lproj` folders.

import Foundation

/// A string catalog's translations, compiled into the tables a bundle's `.lproj` folders hold
/// (R36.18): a `stringUnit` becomes a `.strings` entry, plural variations and substitutions a
/// `.stringsdict` entry.
public struct XCStringsCompiler {
    /// One localization of a catalog: what goes into `<language>.lproj/<Table>.strings` and
    /// `<language>.lproj/<Table>.stringsdict`.
    public struct Table {
        /// `.strings` entries: key → translation.
        public var strings: [String: String] = [:]
        /// `.stringsdict` entries: key → the entry's dictionary (`NSStringLocalizedFormatKey` and one
        /// plural rule per variable).
        public var stringsDict: [String: [String: Any]] = [:]

        /// An empty table.
        public init() {}
    }

    /// The catalog's `sourceLanguage`.
    public let sourceLanguage: String
    /// Each language's table, by language ("de", "zh-Hans").
    public let tables: [String: Table]

    /// The languages the catalog has translations in, sorted.
    public var languages: [String] { tables.keys.sorted() }

    /// Compiles a catalog's JSON. Throws ``XCStringsCompilerError`` naming the key and language of
    /// the first entry that is not in Xcode's format; never traps on malformed input (R36.19).
    public init(json: Data) throws {
        let root: Any
        do { root = try JSONSerialization.jsonObject(with: json) } catch {
            throw XCStringsCompilerError(message: "not JSON (\(error.localizedDescription))")
        }
        guard let catalog = root as? [String: Any] else { throw XCStringsCompilerError(message: "the top level is not a JSON object") }
        guard let strings = catalog["strings"] as? [String: Any] else {
            throw XCStringsCompilerError(message: "no \"strings\" object: not a string catalog")
        }
        guard let source = catalog["sourceLanguage"] as? String, !source.isEmpty else {
            throw XCStringsCompilerError(message: "no \"sourceLanguage\"")
        }
        sourceLanguage = source
        var tables: [String: Table] = [:]
        for key in strings.keys.sorted() {
            guard let entry = strings[key] as? [String: Any] else {
                throw XCStringsCompilerError(message: "the entry is not an object", key: key)
            }
            guard let localizations = entry["localizations"] else { continue }
            guard let byLanguage = localizations as? [String: Any] else {
                throw XCStringsCompilerError(message: "\"localizations\" is not an object", key: key)
            }
            for (language, node) in byLanguage {
                var table = tables[language] ?? Table()
                try Self.compile(node, key: key, language: language, into: &table)
                tables[language] = table
            }
        }
        self.tables = tables
    }

    /// One localization node of `key`: a `stringUnit`, plural or device variations, with or without
    /// substitutions.
    private static func compile(_ node: Any, key: String, language: String, into table: inout Table) throws {
        func failure(_ message: String) -> XCStringsCompilerError {
            XCStringsCompilerError(message: message, key: key, language: language)
        }
        guard let node = node as? [String: Any] else { throw failure("the localization is not an object") }
        let substitutions = try Self.substitutions(node["substitutions"], failure: failure)
        if let unit = node["stringUnit"] {
            let value = try Self.value(of: unit, failure: failure)
            if substitutions.isEmpty {
                table.strings[key] = value
            } else {
                var entry: [String: Any] = ["NSStringLocalizedFormatKey": value]
                for (name, rule) in substitutions { entry[name] = rule }
                table.stringsDict[key] = entry
            }
            return
        }
        guard let variations = node["variations"] as? [String: Any] else {
            throw failure("neither \"stringUnit\" nor \"variations\"")
        }
        if let plural = variations["plural"] {
            var entry: [String: Any] = ["NSStringLocalizedFormatKey": "%#@value@",
                                        "value": try Self.pluralRule(plural, specifier: "lld", argument: nil, failure: failure)]
            for (name, rule) in substitutions { entry[name] = rule }
            table.stringsDict[key] = entry
        } else if let device = variations["device"] as? [String: Any] {
            // Linux is no iPhone, iPad or Mac: the "other" device's form, else the first by name.
            guard let chosen = device["other"] ?? device.keys.sorted().first.flatMap({ device[$0] }) else {
                throw failure("empty device variations")
            }
            var copy = chosen as? [String: Any] ?? [:]
            if copy["substitutions"] == nil, let outer = node["substitutions"] { copy["substitutions"] = outer }
            try compile(copy, key: key, language: language, into: &table)
        } else {
            throw failure("variations other than \"plural\" and \"device\" (\(variations.keys.sorted().joined(separator: ", ")))")
        }
    }

    /// `{"stringUnit": {"value": …}}`'s value.
    private static func value(of unit: Any, failure: (String) -> XCStringsCompilerError) throws -> String {
        guard let unit = unit as? [String: Any] else { throw failure("\"stringUnit\" is not an object") }
        guard let value = unit["value"] as? String else { throw failure("\"stringUnit\" has no string \"value\"") }
        return value
    }

    /// A `{"one": {"stringUnit": …}, "other": …}` object as a `.stringsdict` plural rule; a form's
    /// `%arg` becomes the argument's specifier (`%lld`, or `%2$lld` for `argNum` 2).
    private static func pluralRule(_ plural: Any, specifier: String, argument: Int?,
                                   failure: (String) -> XCStringsCompilerError) throws -> [String: Any] {
        guard let forms = plural as? [String: Any], !forms.isEmpty else { throw failure("\"plural\" is not an object with forms") }
        let categories: Set<String> = ["zero", "one", "two", "few", "many", "other"]
        var rule: [String: Any] = ["NSStringFormatSpecTypeKey": "NSStringPluralRuleType",
                                   "NSStringFormatValueTypeKey": specifier]
        let placeholder = argument.map { "%\($0)$\(specifier)" } ?? "%\(specifier)"
        for (category, form) in forms {
            guard categories.contains(category) else { throw failure("unknown plural category \"\(category)\"") }
            guard let unit = (form as? [String: Any])?["stringUnit"] else { throw failure("plural form \"\(category)\" has no \"stringUnit\"") }
            rule[category] = try value(of: unit, failure: failure).replacingOccurrences(of: "%arg", with: placeholder)
        }
        guard rule["other"] != nil else { throw failure("plural forms without \"other\"") }
        return rule
    }

    /// `"substitutions": {"files": {"argNum": 1, "formatSpecifier": "lld", "variations": {"plural": …}}}`
    /// as `.stringsdict` variables.
    private static func substitutions(_ node: Any?, failure: (String) -> XCStringsCompilerError) throws -> [String: [String: Any]] {
        guard let node else { return [:] }
        guard let byName = node as? [String: Any] else { throw failure("\"substitutions\" is not an object") }
        var result: [String: [String: Any]] = [:]
        for (name, substitution) in byName {
            guard let substitution = substitution as? [String: Any],
                  let plural = (substitution["variations"] as? [String: Any])?["plural"] else {
                throw failure("substitution \"\(name)\" has no plural variations")
            }
            let specifier = substitution["formatSpecifier"] as? String ?? "lld"
            result[name] = try pluralRule(plural, specifier: specifier, argument: substitution["argNum"] as? Int, failure: failure)
        }
        return result
    }
}

/// Why a catalog could not be compiled: one line naming the entry (R36.19).
public struct XCStringsCompilerError: Error, CustomStringConvertible, Equatable {
    /// What is wrong.
    public var message: String
    /// The key of the entry, when one entry is at fault.
    public var key: String?
    /// The language of the entry, when one localization is at fault.
    public var language: String?

    /// An error about the catalog, or about `key` in `language`.
    public init(message: String, key: String? = nil, language: String? = nil) {
        self.message = message
        self.key = key
        self.language = language
    }

    /// "key "Cancel", language de: plural form "one" has no "stringUnit"".
    public var description: String {
        var place: [String] = []
        if let key { place.append("key \"\(key)\"") }
        if let language { place.append("language \(language)") }
        return place.isEmpty ? message : place.joined(separator: ", ") + ": " + message
    }
}
