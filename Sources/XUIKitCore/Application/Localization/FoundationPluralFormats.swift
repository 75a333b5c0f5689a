// How the pieces fit (plurals through NSLocalizedString and String(format:), R36.20–R36.22):
//   On Apple's systems `NSLocalizedString` of a `.stringsdict` key answers the entry's format
//   ("%#@files@") as an NSString that carries the entry, and CoreFoundation's formatter, given that
//   string, picks each variable's plural form. swift-corelibs-foundation on Linux loses both halves:
//   `Bundle.localizedString` turns CoreFoundation's answer into a plain Swift `String` (on Linux a
//   `.stringsdict` entry comes back as a dictionary, whose bridging crashes), and the open-source
//   `__CFStringAppendFormatCore` parses `%#@name@` but never looks the entry up (`configDictIndex` stays
//   -1), so the variable is formatted as `%@` with an integer argument: a crash.
//   XUIKit therefore carries the entry by the text itself:
//     1. XUIKit's `CFBundleCopyLocalizedString` (FoundationLanguages.swift) answers a `.stringsdict` key
//        with the entry's format and registers that text here, with the entry and its localization's
//        language (``FoundationPluralFormats/register(_:language:)``); a text that another entry
//        already reads the same (a catalog's "%#@value@") gets its variables renamed (`value~2`) so each
//        text names one entry;
//     2. XUIKit's `CFStringCreateWithFormatAndArguments` (Sources/CFoundationHooks, the function under
//        every `NSString(format:…)`, so `String(format:)`, `String(format:locale:)` and
//        `String.localizedStringWithFormat`) sees a registered text, asks here which kinds its
//        arguments have (``PrintfFormat``: the format's and every form's specifiers, each variable's
//        `NSStringFormatValueTypeKey`), reads them from the va_list, and asks here for the text: each
//        variable's form for its argument's CLDR category (``PluralRules``, shared with
//        `String(localized:)`), each specifier formatted alone by Foundation's own function with the
//        caller's locale (`xuikit_format_piece`).
//   Where the formatter hook does not take (Foundation linked statically), a probe at the first
//   plural entry finds out, and `NSLocalizedString` answers the format with the "other" forms in
//   place, as before (R36.16), so nothing crashes.

import CFoundationHooks
import Foundation
import Synchronization

/// The `.stringsdict` formats XUIKit handed to Foundation, and the filling of them (R36.20–R36.22).
enum FoundationPluralFormats {
    /// An entry and the language whose plural rules choose its forms.
    struct Registered: Sendable, Hashable {
        var entry: StringsDictEntry
        var language: String
    }

    private struct Registry {
        var byText: [String: Registered] = [:]
        var textOf: [Registered: String] = [:]
    }

    private static let registry = Mutex(Registry())

    /// The text `NSLocalizedString` answers for `entry` in `language`: the entry's format, its
    /// variables renamed (`files~3`) when another entry already answered the same text (R36.21).
    static func register(_ entry: StringsDictEntry, language: String) -> String {
        registry.withLock { registry in
            let wanted = Registered(entry: entry, language: language)
            if let text = registry.textOf[wanted] { return text }
            var stored = wanted
            if registry.byText[entry.format] != nil {
                stored.entry = entry.renamingVariables(suffix: "~\(registry.byText.count + 1)")
            }
            registry.byText[stored.entry.format] = stored
            registry.textOf[wanted] = stored.entry.format
            return stored.entry.format
        }
    }

    /// The entry registered for `text`, if any.
    static func registered(_ text: String) -> Registered? {
        registry.withLock { $0.byText[text] }
    }

    /// True when Foundation's formatter reaches XUIKit's (shared Foundation): a registered probe
    /// format comes back with its form, where Foundation's own formatter would print the argument.
    static let formatterIsHooked: Bool = {
        let probe = StringsDictEntry(format: "%#@xuikitProbe@", variables: ["xuikitProbe": [.other: "hooked"]],
                                     valueTypes: ["xuikitProbe": "@"])
        let text = register(probe, language: "en")
        return String(format: text, NSString(string: "unhooked")) == "hooked"
    }()

    /// How many arguments `format` reads and of which kinds (XUIKIT_FORMAT_…), or nil when it is
    /// not a registered format.
    static func argumentKinds(of format: String) -> [Int32]? {
        guard let registered = registered(format) else { return nil }
        var kinds: [Int: Int32] = [:]
        collectKinds(PrintfFormat(format), entry: registered.entry, into: &kinds, depth: 0)
        guard let last = kinds.keys.max() else { return [] }
        return (0...last).map { kinds[$0] ?? 0 }
    }

    private static func collectKinds(_ format: PrintfFormat, entry: StringsDictEntry, into kinds: inout [Int: Int32], depth: Int) {
        guard depth < 8 else { return }
        func note(_ argument: Int, _ kind: Int32) {
            if argument >= 0, kinds[argument] == nil { kinds[argument] = kind }
        }
        for piece in format.pieces {
            switch piece {
            case .literal: break
            case .specifier(let specifier):
                if case .argument(let index) = specifier.width { note(index, 1) }
                if case .argument(let index)? = specifier.precision { note(index, 1) }
                note(specifier.argument, specifier.kind)
            case .variable(let name, let argument):
                if let type = entry.valueTypes[name], let conversion = type.last {
                    note(argument, PrintfFormat.Specifier.kind(length: String(type.dropLast()), conversion: conversion))
                }
                for form in (entry.variables[name] ?? [:]).values {
                    collectKinds(PrintfFormat(form, firstArgument: argument), entry: entry, into: &kinds, depth: depth + 1)
                }
            }
        }
    }

    /// `format` filled in with `values`: each variable's form for its argument's plural category in
    /// the entry's language (R36.6's rules), each specifier through `formatPiece`.
    static func fill(_ format: String, values: [xuikit_format_value],
                     formatPiece: (String, xuikit_format_value) -> String?) -> String? {
        guard let registered = registered(format) else { return nil }
        return fill(PrintfFormat(format), registered: registered, values: values, formatPiece: formatPiece, depth: 0)
    }

    private static func fill(_ format: PrintfFormat, registered: Registered, values: [xuikit_format_value],
                             formatPiece: (String, xuikit_format_value) -> String?, depth: Int) -> String {
        guard depth < 8 else { return "" }
        func integer(_ index: Int) -> Int? {
            guard values.indices.contains(index) else { return nil }
            let value = values[index]
            switch value.kind {
            case 1, 2: return Int(value.integer)
            case 3, 5: return value.real.rounded() == value.real && abs(value.real) < 1e15 ? Int(value.real) : nil
            default: return nil
            }
        }
        var text = ""
        for piece in format.pieces {
            switch piece {
            case .literal(let literal):
                text += literal
            case .specifier(let specifier):
                guard values.indices.contains(specifier.argument) else { continue }
                var width: Int?, precision: Int?
                if case .argument(let index) = specifier.width { width = integer(index) }
                if case .argument(let index)? = specifier.precision { precision = integer(index) }
                text += formatPiece(specifier.spelled(width: width, precision: precision), values[specifier.argument]) ?? ""
            case .variable(let name, let argument):
                guard let forms = registered.entry.variables[name] else { continue }
                let category = integer(argument).map { PluralRules.category(of: $0, language: registered.language) } ?? .other
                guard let form = forms[category] ?? forms[.other] else { continue }
                text += fill(PrintfFormat(form, firstArgument: argument), registered: registered, values: values,
                             formatPiece: formatPiece, depth: depth + 1)
            }
        }
        return text
    }
}

/// The kinds of the arguments of a registered `.stringsdict` format (R36.20), for XUIKit's
/// `CFStringCreateWithFormatAndArguments`: their count, or -1 for any other format. Not for calling.
@_cdecl("xuikit_pluralFormatKinds")
public func _xuikitPluralFormatKinds(_ format: UnsafeRawPointer?, _ kinds: UnsafeMutablePointer<Int32>?,
                                     _ capacity: Int32) -> Int32 {
    guard let text = FoundationLanguages.string(format), let kinds,
          let found = FoundationPluralFormats.argumentKinds(of: text), found.count <= Int(capacity) else { return -1 }
    for (index, kind) in found.enumerated() { kinds[index] = kind }
    return Int32(found.count)
}

/// A registered `.stringsdict` format filled in with the arguments XUIKit's
/// `CFStringCreateWithFormatAndArguments` read (R36.20): a new `CFStringRef`, or NULL. Not for calling.
@_cdecl("xuikit_pluralFormat")
public func _xuikitPluralFormat(_ format: UnsafeRawPointer?, _ values: UnsafePointer<xuikit_format_value>?,
                                _ count: Int32, _ context: UnsafeRawPointer?) -> UnsafeMutableRawPointer? {
    guard let text = FoundationLanguages.string(format) else { return nil }
    let arguments = values.map { Array(UnsafeBufferPointer(start: $0, count: Int(count))) } ?? []
    let filled = FoundationPluralFormats.fill(text, values: arguments) { specifier, value in
        let specifierObject = NSString(string: specifier)
        var value = value
        guard let piece = withExtendedLifetime(specifierObject, {
            xuikit_format_piece(context, Unmanaged.passUnretained(specifierObject).toOpaque(), &value)
        }) else { return nil }
        return Unmanaged<NSString>.fromOpaque(piece).takeRetainedValue() as String
    }
    return filled.map { FoundationLanguages.retained($0) }
}

extension StringsDictEntry {
    /// The entry with every variable `name` called `name + suffix`, in the format and in the forms.
    func renamingVariables(suffix: String) -> StringsDictEntry {
        func renamed(_ text: String) -> String {
            var result = text
            for name in variables.keys { result = result.replacingOccurrences(of: "#@\(name)@", with: "#@\(name)\(suffix)@") }
            return result
        }
        var copy = self
        copy.format = renamed(format)
        copy.variables = Dictionary(uniqueKeysWithValues: variables.map { ($0.key + suffix, $0.value.mapValues(renamed)) })
        copy.valueTypes = Dictionary(uniqueKeysWithValues: valueTypes.map { ($0.key + suffix, $0.value) })
        return copy
    }
}
