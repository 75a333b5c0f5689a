import Foundation
import Synchronization

/// One table of one localization: the `Table.strings` and `Table.stringsdict` files of a `.lproj`
/// folder, read once and kept (R36.5).
struct LocalizationTable: Sendable {
    /// The `.strings` file's translations by key.
    var strings: [String: String] = [:]
    /// The `.stringsdict` file's entries by key.
    var plurals: [String: StringsDictEntry] = [:]

    /// True when neither file was there.
    var isEmpty: Bool { strings.isEmpty && plurals.isEmpty }

    private static let loaded = Mutex<[String: LocalizationTable]>([:])

    /// The table `name` of `localization` in `bundle`, read on first use; empty when the bundle has
    /// no such `.lproj` folder or files.
    static func named(_ name: String, localization: String, in bundle: Bundle) -> LocalizationTable {
        guard let folder = bundle.url(forResource: localization, withExtension: "lproj") else { return LocalizationTable() }
        let cacheKey = folder.path + "/" + name
        if let table = loaded.withLock({ $0[cacheKey] }) { return table }
        let table = LocalizationTable(
            strings: read(folder.appendingPathComponent(name + ".strings")),
            stringsDict: read(folder.appendingPathComponent(name + ".stringsdict")))
        loaded.withLock { $0[cacheKey] = table }
        return table
    }

    /// A table from the parsed files: `strings` maps keys to text, `stringsDict` keys to entries.
    init(strings: [String: Any] = [:], stringsDict: [String: Any] = [:]) {
        self.strings = strings.compactMapValues { $0 as? String }
        self.plurals = stringsDict.compactMapValues { ($0 as? [String: Any]).flatMap(StringsDictEntry.init) }
    }

    /// A property list file as a dictionary with string keys; empty when missing or malformed.
    private static func read(_ url: URL) -> [String: Any] {
        guard let data = try? Data(contentsOf: url),
              let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        else { return [:] }
        if let dictionary = plist as? [String: Any] { return dictionary }
        guard let dictionary = plist as? [AnyHashable: Any] else { return [:] }
        var result: [String: Any] = [:]
        for (key, value) in dictionary { if let key = key as? String { result[key] = value } }
        return result
    }
}

/// One `.stringsdict` entry: a format (`NSStringLocalizedFormatKey`, "%#@files@") and the plural
/// forms of each variable it names.
struct StringsDictEntry: Sendable, Hashable {
    /// The format, with `%#@name@` where a variable's form goes.
    var format: String
    /// Each variable's forms by plural category ("%lld Datei" for .one).
    var variables: [String: [PluralCategory: String]]
    /// Each variable's `NSStringFormatValueTypeKey`, when given: its argument's printf type ("d", "lld", "f").
    var valueTypes: [String: String] = [:]

    /// An entry with these parts.
    init(format: String, variables: [String: [PluralCategory: String]], valueTypes: [String: String] = [:]) {
        self.format = format
        self.variables = variables
        self.valueTypes = valueTypes
    }

    /// The entry of a parsed `.stringsdict` dictionary; nil without a format.
    init?(_ dictionary: [String: Any]) {
        guard let format = dictionary["NSStringLocalizedFormatKey"] as? String else { return nil }
        self.format = format
        var variables: [String: [PluralCategory: String]] = [:]
        for (name, value) in dictionary {
            guard let rule = value as? [String: Any],
                  rule["NSStringFormatSpecTypeKey"] as? String == "NSStringPluralRuleType" else { continue }
            var forms: [PluralCategory: String] = [:]
            for category in PluralCategory.allCases {
                if let form = rule[category.rawValue] as? String { forms[category] = form }
            }
            variables[name] = forms
            if let type = rule["NSStringFormatValueTypeKey"] as? String, !type.isEmpty { valueTypes[name] = type }
        }
        self.variables = variables
    }
}
