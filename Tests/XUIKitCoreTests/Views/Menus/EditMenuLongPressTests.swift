import Foundation
import Testing
@_spi(Testing) @testable import XUIKitCore
import XUIKitHeadlessTesting

/// The edit menu of text fields and views on a finger's touch and hold (R33.16).
@MainActor
@Suite("Edit menu on touch and hold", .serialized)
struct EditMenuLongPressTests {
    private var openTitles: [String] {
        UIApplication.shared.menuTracking.openMenu?.view.rows.map { $0.kind == .separator ? "-" : $0.title } ?? []
    }

    @Test("R33.16: a finger held on a text field shows its edit menu at the finger; a tap does not")
    func textFieldLongPress() throws {
        let harness = Harness()
        let field = UITextField(frame: CGRect(x: 20, y: 20, width: 200, height: 30))
        field.text = "hello"
        harness.window.addSubview(field)
        harness.display()
        UIPasteboard.general.string = "clip"

        harness.tap(60, 35)
        harness.advance(by: 1)
        #expect(UIApplication.shared.menuTracking.openMenu == nil, "a tap is not a touch and hold")
        _ = field.resignFirstResponder()

        harness.touch(.began, 60, 35)
        harness.advance(by: 0.3)
        #expect(UIApplication.shared.menuTracking.openMenu == nil, "not before UILongPressGestureRecognizer's 0.5 s")
        harness.advance(by: 0.3)
        #expect(field.isFirstResponder)
        #expect(openTitles == ["Paste", "Select All"])
        harness.touch(.ended, 60, 35)
        #expect(UIApplication.shared.menuTracking.openMenu != nil, "lifting the finger leaves the menu up")
        try #require(UIApplication.shared.menuTracking.openMenu).choose(1)
        #expect(field.selectedTextRange.map { field.offset(from: $0.start, to: $0.end) } == 5)
    }

    @Test("R33.16: a finger held on a text view shows its edit menu")
    func textViewLongPress() throws {
        let harness = Harness()
        let textView = UITextView(frame: CGRect(x: 20, y: 20, width: 200, height: 100))
        textView.text = "one two"
        harness.window.addSubview(textView)
        harness.display()
        UIPasteboard.general.string = ""
        harness.touch(.began, 60, 50)
        harness.advance(by: 0.6)
        #expect(textView.isFirstResponder)
        #expect(openTitles == ["Select All"])
        harness.touch(.ended, 60, 50)
        UIApplication.shared.menuTracking.openMenu?.close()
    }

    @Test("R33.16: a mouse button held still in a text field does not show the menu (a drag selects)")
    func mouseHoldDoesNotShowMenu() {
        let harness = Harness()
        let field = UITextField(frame: CGRect(x: 20, y: 20, width: 200, height: 30))
        field.text = "hello"
        harness.window.addSubview(field)
        harness.display()
        harness.button(1, down: true, 60, 35)
        harness.advance(by: 0.8)
        harness.button(1, down: false, 60, 35)
        #expect(UIApplication.shared.menuTracking.openMenu == nil)
    }
}
