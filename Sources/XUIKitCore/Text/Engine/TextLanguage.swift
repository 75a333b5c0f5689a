import CPango
import Foundation

/// The language Pango shapes and picks fallback fonts for, so Chinese and Japanese ideographs get
/// a Chinese or Japanese face and Korean a Korean one (R9.27).
///
/// Han ideographs are shared by Chinese, Japanese and Korean; with no language fontconfig takes
/// its first font that covers them, which with fonts-nanum installed is NanumGothic: Korean
/// shapes and 0.93-em advances ("日本語" at 30 pt measured 84 pt instead of 90). So:
/// - a Chinese, Japanese or Korean locale (`LC_ALL`, `LC_CTYPE`, `LANG`) names the language of
///   all text, as Pango's own default would in such a locale;
/// - otherwise the text's script says it: kana makes Han Japanese, hangul Korean, and Han alone
///   is Simplified Chinese (the most widely written form; Droid Sans Fallback and Noto Sans CJK
///   serve it with one-em ideographs).
/// Pango keeps a language only for the scripts it writes, so a CJK language on a label's Latin
/// part changes nothing there.
enum TextLanguage {
    /// The default for Han with no locale and no kana or hangul beside it.
    static let hanDefault = "zh-cn"

    /// The variables naming the character-type locale, the first set one winning.
    static let localeVariables = ["LC_ALL", "LC_CTYPE", "LANG"]

    /// The Pango language tag of a CJK locale ("ja", "zh-tw", "ko"), or nil when the locale is
    /// not Chinese, Japanese or Korean.
    static func localeLanguage(_ environment: [String: String] = ProcessEnvironment.values(localeVariables)) -> String? {
        let value = localeVariables.lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
        let tag = value.split(separator: ".").first.map { $0.replacingOccurrences(of: "_", with: "-").lowercased() } ?? ""
        return ["ja", "zh", "ko"].contains(where: { tag == $0 || tag.hasPrefix($0 + "-") }) ? tag : nil
    }

    /// The language for `text` when it has ideographs, kana or hangul and `locale` (a CJK
    /// locale's tag, or nil) does not already say it; nil for other text.
    static func language(for text: String, locale: String?) -> String? {
        var hasHan = false, hasKana = false, hasHangul = false
        for scalar in text.unicodeScalars where scalar.value >= 0x1100 {
            switch scalar.value {
            case 0x3040...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9F: hasKana = true
            case 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xAC00...0xD7FF: hasHangul = true
            case 0x2E80...0x2FDF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x3FFFF: hasHan = true
            default: continue
            }
            if hasKana { break }
        }
        guard hasHan || hasKana || hasHangul else { return nil }
        if let locale { return locale }
        if hasKana { return "ja" }
        if hasHangul { return "ko" }
        return hanDefault
    }

    /// Adds a language attribute over all of `text` to `list` when `text` needs one.
    @MainActor
    static func insertLanguage(for text: String, into list: OpaquePointer) -> Bool {
        guard let tag = language(for: text, locale: TextEngine.shared.localeLanguage) else { return false }
        pango_attr_list_insert(list, pango_attr_language_new(pango_language_from_string(tag)))
        return true
    }
}
