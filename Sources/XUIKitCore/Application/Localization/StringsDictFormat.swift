import Foundation

/// A value interpolated into a localized string: what `String.LocalizationValue` keeps of each
/// `\(…)`.
enum LocalizationArgument: Sendable, Equatable {
    /// A whole number, `%lld` in the key; it picks plural forms.
    case integer(Int)
    /// A floating-point number, `%lf` in the key.
    case floating(Double)
    /// Text, `%@` in the key.
    case text(String)
}

/// printf-style formats with `.stringsdict` variables, filled in with localization arguments
/// (R36.6): `%#@files@` takes the form of its argument's plural category in the localization's
/// language, and the form's own `%lld` is that argument. Positional specifiers (`%2$@`) and `%%`
/// are understood; an argument of another kind than its specifier asks for is shown as it is.
enum StringsDictFormat {
    /// `format` with its specifiers replaced by `arguments`, in `language`'s plural rules.
    static func render(_ format: String, entry: StringsDictEntry?, arguments: [LocalizationArgument],
                       language: String) -> String {
        var next = 0
        return render(format) { position in
            let index = position ?? next
            if position == nil { next += 1 }
            return index < arguments.count ? arguments[index] : nil
        } variable: { name, argument in
            guard let forms = entry?.variables[name] else { return "" }
            var category = PluralCategory.other
            if case .integer(let n) = argument { category = PluralRules.category(of: n, language: language) }
            guard let form = forms[category] ?? forms[.other] else { return "" }
            // Every specifier of a form is its variable's argument.
            return render(form, argument: { _ in argument }, variable: { _, _ in "" })
        }
    }

    /// Walks `format`, asking `argument` for each specifier's value (given its 1-based position
    /// turned 0-based, or nil) and `variable` for each `%#@name@`.
    private static func render(_ format: String, argument: (Int?) -> LocalizationArgument?,
                               variable: (String, LocalizationArgument?) -> String) -> String {
        let characters = Array(format)
        var output = ""
        var index = 0
        while index < characters.count {
            let character = characters[index]
            index += 1
            guard character == "%", index < characters.count else { output.append(character); continue }
            if characters[index] == "%" { output.append("%"); index += 1; continue }
            var position: Int?
            var digits = index
            while digits < characters.count, characters[digits].isASCII, characters[digits].isNumber { digits += 1 }
            if digits > index, digits < characters.count, characters[digits] == "$" {
                position = Int(String(characters[index..<digits])).map { $0 - 1 }
                index = digits + 1
            }
            if index + 1 < characters.count, characters[index] == "#", characters[index + 1] == "@",
               let close = characters[(index + 2)...].firstIndex(of: "@") {
                let name = String(characters[(index + 2)..<close])
                output += variable(name, argument(position))
                index = close + 1
                continue
            }
            var specifier = "%"
            while index < characters.count, "-+ #0'.123456789".contains(characters[index]) {
                specifier.append(characters[index]); index += 1
            }
            while index < characters.count, "hlqLzjt".contains(characters[index]) { index += 1 }
            guard index < characters.count else { break }
            let conversion = characters[index]
            index += 1
            output += formatted(argument(position), specifier: specifier, conversion: conversion)
        }
        return output
    }

    /// One argument through one specifier (`specifier` holds the flags, width and precision).
    private static func formatted(_ argument: LocalizationArgument?, specifier: String, conversion: Character) -> String {
        guard let argument else { return "" }
        let isInteger = "diouxX".contains(conversion)
        let isFloating = "eEfFgGaA".contains(conversion)
        switch argument {
        case .integer(let n):
            if isInteger { return String(format: specifier + "ll" + String(conversion), Int64(n)) }
            if isFloating { return String(format: specifier + String(conversion), Double(n)) }
            return String(n)
        case .floating(let x):
            if isFloating { return String(format: specifier + String(conversion), x) }
            if isInteger { return String(format: specifier + "lld", Int64(x)) }
            return String(x)
        case .text(let text):
            return text
        }
    }
}
