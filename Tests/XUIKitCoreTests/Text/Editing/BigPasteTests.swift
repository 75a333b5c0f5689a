import Foundation
import Testing
@_spi(Testing) @testable import XUIKitCore
import XUIKitHeadlessTesting

/// Issue 25: a big paste copied the whole text into arrays of Characters (16 bytes each) several
/// times per edit: to replace the range, to tell the delegate the UTF-16 range, to read the
/// selection. The edit now works on String indices (R9.28). Time is printed, not asserted. The
/// paste is 100 KB; the layout of bigger pastes (paragraph by paragraph, R9.29) is tested in
/// LongTextViewTests and LongTextFieldTests.
@MainActor
@Suite("Big pastes")
struct BigPasteTests {
    static let pasted: String = {
        let line = "Lorem ipsum dolor sit amet, 日本語 مرحبا שלום 👍🏽 consectetur.\n"
        return String(repeating: line, count: 100_000 / line.utf8.count + 1)
    }()

    @Test("A 100 KB paste into a text view arrives intact, between the text around it, with one layout per change")
    func textViewPaste() {
        let harness = Harness()
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        harness.window.addSubview(view)
        view.text = "ab"
        view.becomeFirstResponder()
        view.selectedRange = NSRange(location: 1, length: 0)
        UIPasteboard.general.string = Self.pasted
        let layouts = TextEngine.shared.layoutCount
        let start = Date()
        view.paste(nil)
        UIApplication.shared.runPendingWork()
        print("100 KB paste into UITextView: \(String(format: "%.2f", Date().timeIntervalSince(start))) s")
        #expect(view.text == "a" + Self.pasted + "b")
        #expect(view.selectedRange == NSRange(location: 1 + Self.pasted.utf16.count, length: 0))
        // One layout per change: since R9.29 the text is laid out paragraph by paragraph, so every
        // layout made must be one of the paragraphs the view's one layout of the new text holds
        // (plus, once per font, the sample its estimates measure).
        let made = TextEngine.shared.layoutCount - layouts, kept = view.textBlock.layoutCount
        #expect(made <= kept + 1, "made \(made) layouts for \(kept) paragraphs")
    }

    @Test("A 100 KB paste into a text field arrives intact and tells the delegate the UTF-16 range")
    func textFieldPaste() {
        final class Recorder: NSObject, UITextFieldDelegate {
            var ranges: [NSRange] = []
            func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
                ranges.append(range)
                return true
            }
        }
        let harness = Harness()
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 300, height: 34))
        harness.window.addSubview(field)
        let recorder = Recorder()
        field.delegate = recorder
        field.text = "x👍🏽y"
        field.becomeFirstResponder()
        field.selection = TextSelection(caret: 2)   // after the emoji: UTF-16 offset 5
        let single = Self.pasted.replacingOccurrences(of: "\n", with: " ")
        UIPasteboard.general.string = single
        let start = Date()
        field.paste(nil)
        UIApplication.shared.runPendingWork()
        print("100 KB paste into UITextField: \(String(format: "%.2f", Date().timeIntervalSince(start))) s")
        #expect(field.text == "x👍🏽" + single + "y")
        #expect(recorder.ranges == [NSRange(location: 5, length: 0)], "\(recorder.ranges)")
    }
}
