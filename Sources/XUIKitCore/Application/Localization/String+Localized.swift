import Foundation

extension String {
    /// A localizable string's key and its interpolated values, written as a string literal:
    /// `"\(count) files"` is the key "%lld files" with the argument `count`, as on Apple's systems
    /// (`%@` for text, `%lld` for whole numbers, `%lf` for floating-point numbers; a literal `%` is
    /// "%%").
    public struct LocalizationValue: Sendable, Equatable, ExpressibleByStringInterpolation {
        /// The key the value is looked up by, with a printf specifier for each interpolation.
        public let key: String
        let arguments: [LocalizationArgument]

        /// A value whose key is `value`, with no arguments.
        public init(_ value: String) {
            key = Self.escapingPercent(value)
            arguments = []
        }

        /// A value written as a plain literal.
        public init(stringLiteral value: String) { self.init(value) }

        /// A value written with interpolations.
        public init(stringInterpolation: StringInterpolation) {
            key = stringInterpolation.key
            arguments = stringInterpolation.arguments
        }

        /// `text` with each `%` written "%%", in the standard library: Foundation's
        /// `replacingOccurrences` bridges through NSString for every word the menus localize.
        static func escapingPercent(_ text: String) -> String {
            guard text.utf8.contains(UInt8(ascii: "%")) else { return text }
            var escaped = ""
            for character in text.unicodeScalars {
                escaped.unicodeScalars.append(character)
                if character == "%" { escaped.unicodeScalars.append(character) }
            }
            return escaped
        }

        /// Builds a key and its arguments from a literal with interpolations.
        public struct StringInterpolation: StringInterpolationProtocol {
            var key = ""
            var arguments: [LocalizationArgument] = []

            /// Space for `literalCapacity` characters and `interpolationCount` values.
            public init(literalCapacity: Int, interpolationCount: Int) {}

            /// Literal text, with `%` written "%%".
            public mutating func appendLiteral(_ literal: String) {
                key += LocalizationValue.escapingPercent(literal)
            }

            /// Text: `%@` in the key.
            public mutating func appendInterpolation(_ text: String) {
                key += "%@"
                arguments.append(.text(text))
            }

            /// A whole number: `%lld` in the key; it chooses `.stringsdict` plural forms.
            public mutating func appendInterpolation<Number: BinaryInteger>(_ number: Number) {
                key += "%lld"
                arguments.append(.integer(Int(clamping: number)))
            }

            /// A floating-point number: `%lf` in the key.
            public mutating func appendInterpolation<Number: BinaryFloatingPoint>(_ number: Number) {
                key += "%lf"
                arguments.append(.floating(Double(number)))
            }
        }
    }

    /// The translation of `keyAndValue` in the user's preferred languages (``PreferredLanguages``):
    /// from `table` (default "Localizable") of `bundle` (default the main bundle), a `.stringsdict`
    /// entry before a `.strings` one, falling back through the bundle's development localization to
    /// the key itself, with the interpolated values filled in (R36.4–R36.6). `locale` and `comment`
    /// are accepted for Apple's signature and not used.
    public init(localized keyAndValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale = .current, comment: StaticString? = nil) {
        self = (bundle ?? .main).localizedString(keyAndValue, default: keyAndValue, table: table,
                                                 languages: PreferredLanguages.current)
    }

    /// The translation of `key`, or `defaultValue` when no localization has it; see
    /// ``init(localized:table:bundle:locale:comment:)``.
    public init(localized key: StaticString, defaultValue: LocalizationValue, table: String? = nil,
                bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil) {
        let keyValue = LocalizationValue(key: "\(key)", arguments: defaultValue.arguments)
        self = (bundle ?? .main).localizedString(keyValue, default: defaultValue, table: table,
                                                 languages: PreferredLanguages.current)
    }
}

extension String.LocalizationValue {
    init(key: String, arguments: [LocalizationArgument]) {
        self.key = key
        self.arguments = arguments
    }
}

extension Bundle {
    /// The bundle's localizations XUIKit looks in for the user's preferred languages
    /// (``PreferredLanguages``), best first, ending with the development localization: what
    /// `preferredLocalizations` would answer if Foundation on Linux read the environment (R36.4).
    public var localizationsForPreferredLanguages: [String] {
        localizationTables(named: "Localizable", languages: PreferredLanguages.current).map(\.localization)
    }

    /// The `.strings` translation of `key` in the first of `localizations` the bundle has, then in
    /// its development localization; else `value` when it is not empty, else `key` (R36.4, R36.5).
    public func localizedString(forKey key: String, value: String?, table tableName: String?,
                                localizations: [Locale.Language]) -> String {
        let tags = localizations.flatMap(Self.tags(of:))
        for (_, table) in localizationTables(named: tableName ?? "Localizable", languages: tags) {
            if let text = table.strings[key] { return text }
        }
        if let value, !value.isEmpty { return value }
        return key
    }

    /// `value` translated for `languages` (tags, most preferred first): the first localization
    /// with a `.stringsdict` or `.strings` entry for its key answers; else `fallback`, formatted.
    func localizedString(_ value: String.LocalizationValue, default fallback: String.LocalizationValue,
                         table tableName: String?, languages: [String]) -> String {
        Self.localizedString(value, default: fallback,
                             tables: localizationTables(named: tableName ?? "Localizable", languages: languages))
    }

    /// `value` from the first of `tables` with a `.stringsdict` or `.strings` entry for its key; else
    /// `fallback`, formatted in the first table's language.
    static func localizedString(_ value: String.LocalizationValue, default fallback: String.LocalizationValue,
                                tables: [(localization: String, table: LocalizationTable)]) -> String {
        for (localization, table) in tables {
            if let entry = table.plurals[value.key] {
                return StringsDictFormat.render(entry.format, entry: entry, arguments: value.arguments,
                                                language: localization)
            }
            if let text = table.strings[value.key] {
                return StringsDictFormat.render(text, entry: nil, arguments: value.arguments, language: localization)
            }
        }
        return StringsDictFormat.render(fallback.key, entry: nil, arguments: fallback.arguments,
                                        language: tables.first?.localization ?? "en")
    }

    /// The table `name` of each localization to look in for `languages`, in order (R36.4): the
    /// `.lproj` folders' files, and the entries of a string catalog `name.xcstrings` (R36.13)
    /// where a folder lacks them.
    func localizationTables(named name: String, languages: [String]) -> [(localization: String, table: LocalizationTable)] {
        let catalog = StringCatalog.named(name, in: self)
        var available = localizations
        for language in catalog.tables.keys.sorted() where !available.contains(language) { available.append(language) }
        let order = LocalizationMatching.localizations(available: available, preferred: languages,
                                                       development: developmentRegion ?? catalog.sourceLanguage)
        return order.map { localization in
            var table = LocalizationTable.named(name, localization: localization, in: self)
            if let fromCatalog = catalog.tables[localization] {
                table.strings.merge(fromCatalog.strings) { folder, _ in folder }
                table.plurals.merge(fromCatalog.plurals) { folder, _ in folder }
            }
            return (localization, table)
        }
    }

    /// The Info.plist's `CFBundleDevelopmentRegion`. (Foundation's `developmentLocalization`
    /// traps on Linux for a bundle without one, such as an executable's main bundle.)
    var developmentRegion: String? {
        guard let region = object(forInfoDictionaryKey: "CFBundleDevelopmentRegion") as? String, !region.isEmpty else { return nil }
        return region
    }

    /// A language as the tags a localization may be named by, most specific first: "de-DE" gives
    /// "de-Latn-DE", "de-DE", "de-Latn", "de".
    private static func tags(of language: Locale.Language) -> [String] {
        guard let code = language.languageCode?.identifier else { return [] }
        let script = language.script?.identifier
        let region = language.region?.identifier
        var tags: [String] = []
        if let script, let region { tags.append("\(code)-\(script)-\(region)") }
        if let region { tags.append("\(code)-\(region)") }
        if let script { tags.append("\(code)-\(script)") }
        tags.append(code)
        return tags
    }
}
