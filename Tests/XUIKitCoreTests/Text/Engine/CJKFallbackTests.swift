import Foundation
import Testing
@testable import XUIKitCore

/// Issue 25: Han ideographs fell back to NanumGothic (Korean shapes, 0.93-em advances) because
/// fontconfig had no language to go by. R9.27: the language comes from a CJK locale, else from
/// the text's script (fonts from scripts/install-deps.sh: Droid Sans Fallback and Nanum).
@MainActor
@Suite("Text engine: CJK fallback by language")
struct CJKFallbackTests {
    let font = UIFont(family: "DejaVu Sans", size: 30, weight: .regular)

    func block(_ text: String) -> TextBlock {
        TextEngine.shared.block(for: text, font: font, options: TextBlock.Options())
    }

    @Test("Japanese, Simplified Chinese and Korean side by side: Han and kana get a one-em Chinese/Japanese face, hangul a Korean one")
    func sideBySide() {
        let japanese = block("日本語"), kana = block("ひらがな"), chinese = block("中文字"), korean = block("한국어")
        #expect(japanese.runFamilies() == ["Droid Sans Fallback"], "\(japanese.runFamilies())")
        #expect(japanese.size.width == 90, "日本語 at 30 pt is three one-em ideographs: \(japanese.size.width)")
        #expect(kana.runFamilies() == ["Droid Sans Fallback"], "\(kana.runFamilies())")
        #expect(chinese.runFamilies() == ["Droid Sans Fallback"], "\(chinese.runFamilies())")
        #expect(chinese.size.width == 90, "\(chinese.size.width)")
        #expect(korean.runFamilies() == ["NanumGothic"], "\(korean.runFamilies())")
    }

    @Test("Japanese with kana is laid out as Japanese: every ideograph one em")
    func japaneseSentence() {
        let sentence = block("日本語です")
        #expect(sentence.runFamilies().allSatisfy { $0 == "Droid Sans Fallback" }, "\(sentence.runFamilies())")
        #expect(sentence.size.width == 150, "\(sentence.size.width)")
    }

    @Test("The language follows the script where the locale says nothing, and a CJK locale where it does")
    func languageChoice() {
        #expect(TextLanguage.language(for: "日本語", locale: nil) == "zh-cn")
        #expect(TextLanguage.language(for: "日本語です", locale: nil) == "ja")
        #expect(TextLanguage.language(for: "한국어 漢字", locale: nil) == "ko")
        #expect(TextLanguage.language(for: "plain Latin", locale: nil) == nil)
        #expect(TextLanguage.language(for: "日本語", locale: "ja-jp") == "ja-jp")
        #expect(TextLanguage.localeLanguage(["LANG": "ja_JP.UTF-8"]) == "ja-jp")
        #expect(TextLanguage.localeLanguage(["LC_ALL": "zh_TW.UTF-8", "LANG": "en_US.UTF-8"]) == "zh-tw")
        #expect(TextLanguage.localeLanguage(["LANG": "en_US.UTF-8"]) == nil)
        #expect(TextLanguage.localeLanguage(["LANG": "C.UTF-8"]) == nil)
    }

    @Test("Latin beside Han keeps its own font")
    func latinBesideHan() {
        let mixed = block("abc 日本")
        #expect(mixed.runFamilies().first == "DejaVu Sans", "\(mixed.runFamilies())")
    }
}
