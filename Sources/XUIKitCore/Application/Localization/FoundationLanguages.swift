// How the pieces fit (Foundation answering in the user's languages, R36.15–R36.17):
//   Foundation 6.3 on Linux cannot be told the user's languages. swift-foundation's
//   `Locale.preferredLanguages` is the constant ["en-001"] off Darwin (Locale_Cache.swift,
//   `preferredLanguages(forCurrentUser:)` in the `#else` of `FOUNDATION_FRAMEWORK`), and CoreFoundation's
//   bundles match languages only through Apple's private ICU call `ualoc_localizationsToUse`
//   (CFBundle_Locale.c, `_CFBundleCreateMutableArrayOfFallbackLanguages`, under `__HAS_APPLE_ICU__`): on
//   Linux that function returns nothing for any list, so a bundle's search list is its development
//   localization alone whatever `-AppleLanguages`, `__CFAppleLanguages`, `AppleLanguages` defaults or
//   the environment say, and `preferredLocalizations(from:)` answers the array's first element.
//   So XUIKit replaces the few entry points apps reach, by ELF symbol interposition: a program linking
//   XUIKitCore (statically, as SwiftPM and XUIKit's CMake build link it) defines these symbols itself —
//   weakly, in C (Sources/CFoundationHooks/foundation-hooks.c, which forwards to the xuikit_… functions
//   here), so a program that links Foundation statically (--static-swift-stdlib) still links —
//   the dynamic linker binds Foundation's own calls (through its PLT) to them, and they answer from
//   ``PreferredLanguages`` — read from LANGUAGE/LC_ALL/LC_MESSAGES/LANG at the first question, so
//   Foundation follows the environment from the first line of the process, with no call needed:
//     Locale.preferredLanguages (and NSLocale's, which calls it)   → ``FoundationLanguages/localeLanguages(_:)``
//     CFBundleCopyLocalizedString (Bundle.localizedString, NSLocalizedString) → the tables XUIKit reads
//     CFBundleCopyPreferredLocalizationsFromArray (Bundle.preferredLocalizations and (from:))
//     CFBundleCopyLocalizationsForPreferences (Bundle.preferredLocalizations(from:forPreferences:))
//     CFStringCreateWithFormatAndArguments (String(format:) and its kin) → FoundationPluralFormats.swift
//   XUIKitCore must never itself call `Locale.preferredLanguages` (its getter is defined here).

import CFoundationHooks
import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// The getter of Foundation's `Locale.preferredLanguages` (and so of `NSLocale.preferredLanguages`),
/// defined by XUIKit so that it answers the user's languages from the environment (R36.15). Not for
/// calling: use `Locale.preferredLanguages`.
@_silgen_name("xuikit_localePreferredLanguages")
public func _xuikitLocalePreferredLanguages() -> [String] {
    FoundationLanguages.localeLanguages(PreferredLanguages.current)
}

/// The getter of Foundation's `Locale.current` and `Locale.autoupdatingCurrent`, defined by XUIKit
/// so that they answer the environment's locale (R36.24; FoundationLocale.swift). Here, beside the
/// other answers, so that a link from static archives (CMake) keeps it. Not for calling: use
/// `Locale.current`.
@_silgen_name("xuikit_localeCurrent")
public func _xuikitLocaleCurrent() -> Locale {
    FoundationLocale.current
}

/// CoreFoundation's `CFBundleCopyLocalizedString`, under `Bundle.localizedString(forKey:value:table:)`
/// and `NSLocalizedString`, defined by XUIKit to look in the user's languages (R36.16). Not for calling.
@_cdecl("xuikit_CFBundleCopyLocalizedString")
public func _xuikitCFBundleCopyLocalizedString(_ bundleRef: OpaquePointer?, _ key: UnsafeRawPointer?,
                                               _ value: UnsafeRawPointer?, _ table: UnsafeRawPointer?) -> UnsafeMutableRawPointer? {
    let keyText = FoundationLanguages.string(key) ?? ""
    let valueText = FoundationLanguages.string(value)
    guard let bundle = FoundationLanguages.bundle(bundleRef) else {
        return FoundationLanguages.retained(valueText.flatMap { $0.isEmpty ? nil : $0 } ?? keyText)
    }
    let text = bundle.foundationLocalizedString(forKey: keyText, value: valueText,
                                                table: FoundationLanguages.string(table),
                                                languages: PreferredLanguages.current)
    return FoundationLanguages.retained(text)
}

/// CoreFoundation's `CFBundleCopyPreferredLocalizationsFromArray`, under `Bundle.preferredLocalizations`
/// and `Bundle.preferredLocalizations(from:)`, defined by XUIKit (R36.17). Not for calling.
@_cdecl("xuikit_CFBundleCopyPreferredLocalizationsFromArray")
public func _xuikitCFBundleCopyPreferredLocalizationsFromArray(_ array: UnsafeRawPointer?) -> UnsafeMutableRawPointer? {
    let available = FoundationLanguages.strings(array)
    return FoundationLanguages.retained(FoundationLanguages.preferredLocalizations(
        available: available, languages: PreferredLanguages.current, development: Bundle.main.developmentRegion))
}

/// CoreFoundation's `CFBundleCopyLocalizationsForPreferences`, under
/// `Bundle.preferredLocalizations(from:forPreferences:)`, defined by XUIKit (R36.17). Not for calling.
@_cdecl("xuikit_CFBundleCopyLocalizationsForPreferences")
public func _xuikitCFBundleCopyLocalizationsForPreferences(_ array: UnsafeRawPointer?, _ preferences: UnsafeRawPointer?) -> UnsafeMutableRawPointer? {
    let available = FoundationLanguages.strings(array)
    let languages = preferences == nil ? PreferredLanguages.current : FoundationLanguages.strings(preferences)
    return FoundationLanguages.retained(FoundationLanguages.preferredLocalizations(
        available: available, languages: languages, development: nil))
}

/// The localizations of a `CFBundleRef` whose resources XUIKit's `_CFBundleCopyFindResources` looks for
/// first (R36.23): those that match the user's languages, best first (R36.4's matching without the
/// development localization and Base, which Foundation's own search covers); a new `CFArrayRef`, or
/// NULL. Not for calling.
@_cdecl("xuikit_resourceLocalizations")
public func _xuikitResourceLocalizations(_ bundleRef: OpaquePointer?) -> UnsafeMutableRawPointer? {
    guard let bundle = FoundationLanguages.bundle(bundleRef) else { return nil }
    let matches = FoundationLanguages.matchingLocalizations(available: bundle.localizations, languages: PreferredLanguages.current)
    return matches.isEmpty ? nil : FoundationLanguages.retained(matches)
}

/// What Foundation's language questions answer under XUIKit (R36.15–R36.17), and the bridging of
/// CoreFoundation's objects (on Linux a `CFStringRef` is an `NSString`, a `CFArrayRef` an `NSArray`).
public enum FoundationLanguages {
    /// Keeps the weak C definitions (CFoundationHooks) in a program linked from static archives, where
    /// nothing else names their object; called once at launch (``PreferredLanguages/load()``).
    static func keepHooksLinked() { xuikit_foundation_hooks_link() }

    /// `Locale.preferredLanguages` for a list of ``PreferredLanguages``: each tag that is not only a
    /// more general form of an earlier one ("de" after "de-DE", "zh-Hans" after "zh-Hans-CN"), in
    /// order — one BCP 47 tag per language the user named, as Apple's systems list them (R36.15).
    public static func localeLanguages(_ languages: [String]) -> [String] {
        var result: [String] = []
        for tag in languages where !result.contains(where: { $0 == tag || $0.lowercased().hasPrefix(tag.lowercased() + "-") }) {
            result.append(tag)
        }
        return result.isEmpty ? ["en"] : result
    }

    /// `Bundle.preferredLocalizations(from:)`'s answer (R36.17): the best of `available` for
    /// `languages` (each tag standing also for its more general forms: "fr-CA" for "fr"), followed by the others of the same language that also match ("pt-BR", "pt");
    /// when none matches, `development` if available, else "en" if available, else the first.
    public static func preferredLocalizations(available: [String], languages: [String], development: String?) -> [String] {
        guard !available.isEmpty else { return ["en"] }
        let matches = matchingLocalizations(available: available, languages: languages)
        if let best = matches.first {
            let language = LocalizationMatching.language(of: best)
            return matches.filter { LocalizationMatching.language(of: $0) == language }
        }
        if let development, let match = available.first(where: { $0.lowercased() == development.lowercased() }) { return [match] }
        if available.contains("en") { return ["en"] }
        return [available[0]]
    }

    /// The localizations of `available` that match `languages`, best first (R36.4's matching, each
    /// tag also standing for its more general forms: "fr-CA" for "fr"); no development fallback, and
    /// Base only when it is all there is.
    static func matchingLocalizations(available: [String], languages: [String]) -> [String] {
        // Each tag followed by its more general forms ("fr-CA", "fr"), as PreferredLanguages lists them.
        var expanded: [String] = []
        for tag in languages {
            var parts = tag.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
            while !parts.isEmpty {
                let form = parts.joined(separator: "-")
                if !expanded.contains(form) { expanded.append(form) }
                parts.removeLast()
            }
        }
        return LocalizationMatching.localizations(available: available, preferred: expanded, development: nil)
            .filter { $0 != "Base" || available == ["Base"] }
    }

    private static let bundles = Mutex<[String: Bundle]>([:])

    /// The `Bundle` of a `CFBundleRef`, by its path (kept: `Bundle(path:)` is not free).
    static func bundle(_ bundleRef: OpaquePointer?) -> Bundle? {
        guard let bundleRef, let copyURL = copyBundleURL,
              let urlRef = copyURL(bundleRef) else { return nil }
        let url = Unmanaged<NSURL>.fromOpaque(urlRef).takeRetainedValue()
        guard let path = url.path else { return nil }
        if let bundle = bundles.withLock({ $0[path] }) { return bundle }
        guard let bundle = Bundle(path: path) else { return nil }
        bundles.withLock { $0[path] = bundle }
        return bundle
    }

    private typealias CopyBundleURL = @convention(c) (OpaquePointer) -> UnsafeMutableRawPointer?
    private static let copyBundleURL: CopyBundleURL? = {
        guard let function = dlsym(nil, "CFBundleCopyBundleURL") else { return nil }
        return unsafeBitCast(function, to: CopyBundleURL.self)
    }()

    /// A `CFStringRef` as a String; nil for NULL.
    static func string(_ reference: UnsafeRawPointer?) -> String? {
        guard let reference else { return nil }
        return Unmanaged<NSString>.fromOpaque(reference).takeUnretainedValue() as String
    }

    /// A `CFArrayRef` of strings as Strings.
    static func strings(_ reference: UnsafeRawPointer?) -> [String] {
        guard let reference else { return [] }
        return Unmanaged<NSArray>.fromOpaque(reference).takeUnretainedValue().compactMap { $0 as? String }
    }

    /// A new `CFStringRef` (+1) for `text`.
    static func retained(_ text: String) -> UnsafeMutableRawPointer {
        Unmanaged.passRetained(NSString(string: text)).toOpaque()
    }

    /// A new `CFArrayRef` (+1) of `texts`.
    static func retained(_ texts: [String]) -> UnsafeMutableRawPointer {
        Unmanaged.passRetained(NSArray(array: texts.map { NSString(string: $0) })).toOpaque()
    }
}

extension Bundle {
    /// What `localizedString(forKey:value:table:)` answers under XUIKit (R36.16, R36.20): the first of
    /// the bundle's localizations for `languages` (R36.4) whose table has `key` — a `.stringsdict` entry
    /// as its format, registered so that `String(format:)` picks its plural forms (or, where
    /// Foundation's formatter is not XUIKit's, with each variable's "other" form in place), a
    /// `.strings` entry as it is — else `value` when not empty, else `key`.
    func foundationLocalizedString(forKey key: String, value: String?, table: String?, languages: [String]) -> String {
        for (localization, entries) in localizationTables(named: table ?? "Localizable", languages: languages) {
            if let entry = entries.plurals[key] {
                guard FoundationPluralFormats.formatterIsHooked else { return entry.formatWithOtherForms }
                return FoundationPluralFormats.register(entry, language: localization)
            }
            if let text = entries.strings[key] { return text }
        }
        if let value, !value.isEmpty { return value }
        return key
    }
}

extension StringsDictEntry {
    /// The format with each `%#@name@` replaced by that variable's "other" form: a plain printf format
    /// that Foundation's own `String(format:)` can fill, where XUIKit's formatter does not take (R36.16).
    var formatWithOtherForms: String {
        var result = format
        for (name, forms) in variables {
            result = result.replacingOccurrences(of: "%#@\(name)@", with: forms[.other] ?? "")
        }
        return result
    }
}
