import Foundation
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

/// A view controller that implements the standard editing actions and logs them.
@MainActor
final class EditingController: UIViewController, UIResponderStandardEditActions {
    var log: [String] = []
    var senders: [Any?] = []
    func copy(_ sender: Any?) { log.append("copy"); senders.append(sender) }
    func paste(_ sender: Any?) { log.append("paste"); senders.append(sender) }
}

@MainActor
@Suite("Editing actions and the pasteboard (R9.7, R9.8)")
struct EditActionTests {
    @Test("R9.7: canPerformAction reflects the field's state for cut, copy, paste, select and select all")
    func canPerformReflectsState() {
        let fixture = FieldFixture()
        let field = fixture.field
        UIPasteboard.general.string = nil
        let app = UIApplication.shared
        #expect(!field.canPerformAction(.selectAll, withSender: app))         // not editing
        field.text = "hello"
        field.becomeFirstResponder()
        #expect(field.canPerformAction(.selectAll, withSender: app))
        #expect(field.canPerformAction(.select, withSender: app))
        #expect(!field.canPerformAction(.copy, withSender: app) && !field.canPerformAction(.cut, withSender: app))
        #expect(!field.canPerformAction(.paste, withSender: app))
        field.selectAll(nil)
        #expect(field.canPerformAction(.copy, withSender: app) && field.canPerformAction(.cut, withSender: app))
        #expect(field.canPerformAction(.delete, withSender: app))
        #expect(!field.canPerformAction(.selectAll, withSender: app))          // all selected already
        UIPasteboard.general.string = "clip"
        #expect(field.canPerformAction(.paste, withSender: app))
        field.isSecureTextEntry = true
        #expect(!field.canPerformAction(.copy, withSender: app) && !field.canPerformAction(.cut, withSender: app))
    }

    @Test("R9.8: canPerformAction answers the same for any sender, nil included")
    func anySender() {
        let fixture = FieldFixture()
        fixture.field.text = "hi"
        fixture.field.becomeFirstResponder()
        fixture.field.selectAll(nil)
        for sender in [nil, UIApplication.shared, fixture.field, "menu"] as [Any?] {
            #expect(fixture.field.canPerformAction(.copy, withSender: sender))
        }
    }

    @Test("R9.7: Ctrl+A, Ctrl+C, Ctrl+X and Ctrl+V edit through the pasteboard, which is the backend's clipboard")
    func keyboardEquivalents() {
        let fixture = FieldFixture()
        fixture.field.becomeFirstResponder()
        fixture.harness.type("copy me")
        fixture.harness.shortcut("a")
        fixture.harness.shortcut("c")
        #expect(UIPasteboard.general.string == "copy me")
        #expect(UIApplication.shared.backend.clipboardText() == "copy me")
        fixture.harness.shortcut("x")
        #expect(fixture.field.text == "")
        fixture.harness.shortcut("v")
        fixture.harness.shortcut("v")
        #expect(fixture.field.text == "copy mecopy me")
        #expect(fixture.log.filter { $0 == "editingChanged" }.count == 7 + 3)
    }

    @Test("R9.7: an editing action nobody can perform leaves the key an ordinary press")
    func disabledEquivalentIsAPress() {
        let harness = Harness()
        let (controller, field) = harness.textField(in: PressLoggingController())
        field.becomeFirstResponder()
        harness.shortcut("c")                 // nothing selected: copy is disabled everywhere
        #expect(controller.log.count == 2)
        #expect(field.text == "")
    }

    @Test("R9.7: editing actions are nil-targeted: they run on the first responder of the chain that can perform them")
    func nilTargetedFromFirstResponder() {
        let harness = Harness()
        let (controller, field) = harness.textField(in: EditingController())
        field.text = "abc"
        field.becomeFirstResponder()
        // The field cannot copy (no selection): the controller above it gets the action.
        harness.shortcut("c")
        #expect(controller.log == ["copy"])
        #expect(controller.senders.first is UIKeyCommand)
        field.selectAll(nil)
        #expect(UIApplication.shared.sendAction(.copy, to: nil, from: nil, for: nil))
        #expect(controller.log == ["copy"])
        #expect(UIPasteboard.general.string == "abc")
    }

    @Test("paste(_:) turns line breaks into spaces in a single-line field; select(_:) selects the word")
    func pasteAndSelect() {
        let fixture = FieldFixture()
        fixture.field.becomeFirstResponder()
        UIPasteboard.general.string = "two\nlines"
        fixture.field.paste(nil)
        #expect(fixture.field.text == "two lines")
        fixture.harness.press(.keyboardLeftArrow)
        fixture.field.select(nil)
        #expect(fixture.field.selectedText == "lines")
    }

    @Test("UIPasteboard.general reads and writes the backend's clipboard")
    func pasteboard() {
        _ = Harness()
        UIPasteboard.general.string = "hello"
        #expect(UIApplication.shared.backend.clipboardText() == "hello")
        UIApplication.shared.backend.setClipboardText("from backend")
        #expect(UIPasteboard.general.string == "from backend" && UIPasteboard.general.hasStrings)
        #expect(UIPasteboard.general.strings == ["from backend"])
    }
}
