import Foundation
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

@MainActor
@Suite("UITextField editing sequences (§9, R9.9–R9.18)")
struct TextFieldEditingTests {
    @Test("R9.9: a text field can become first responder only while enabled")
    func canBecomeWhileEnabled() {
        let fixture = FieldFixture()
        #expect(fixture.field.canBecomeFirstResponder)
        fixture.field.isEnabled = false
        #expect(!fixture.field.canBecomeFirstResponder)
        #expect(!fixture.field.becomeFirstResponder())
        #expect(!fixture.field.isEditing)
    }

    @Test("R9.10: a tap (down and up inside) makes the field first responder and starts editing")
    func tapToEdit() {
        let fixture = FieldFixture()
        fixture.harness.touch(.began, 100, 27)
        #expect(!fixture.field.isFirstResponder)
        fixture.harness.touch(.ended, 100, 27)
        #expect(fixture.field.isFirstResponder && fixture.field.isEditing)
        #expect(fixture.log == ["shouldBegin", "editingDidBegin", "didBegin", "note.begin"])
    }

    @Test("R9.10: a touch released far outside does not start editing")
    func releaseOutside() {
        let fixture = FieldFixture()
        fixture.harness.touch(.began, 100, 27)
        fixture.harness.touch(.ended, 100, 300)
        #expect(!fixture.field.isFirstResponder)
        #expect(fixture.log.isEmpty)
    }

    @Test("R9.11: begin editing: delegate asked, first responder, isEditing, then event, delegate, notification")
    func beginSequence() {
        let fixture = FieldFixture()
        var editingAtEvent: Bool?
        fixture.field.addAction(UIAction { [field = fixture.field] _ in editingAtEvent = field.isEditing && field.isFirstResponder },
                                for: .editingDidBegin)
        #expect(fixture.field.becomeFirstResponder())
        #expect(editingAtEvent == true)
        #expect(fixture.log == ["shouldBegin", "editingDidBegin", "didBegin", "note.begin"])
    }

    @Test("R9.11: textFieldShouldBeginEditing false: no first responder, no events, not editing")
    func beginRefused() {
        let fixture = FieldFixture()
        fixture.delegate.shouldBegin = false
        #expect(!fixture.field.becomeFirstResponder())
        fixture.tap()
        #expect(!fixture.field.isFirstResponder && !fixture.field.isEditing)
        #expect(fixture.log == ["shouldBegin", "shouldBegin"])
    }

    @Test("R9.12: a user edit asks the delegate with the UTF-16 range, then sends editingChanged and posts")
    func userEdit() {
        let fixture = FieldFixture()
        fixture.field.text = "é"
        fixture.field.becomeFirstResponder()
        fixture.clearLog()
        fixture.harness.type("x")
        #expect(fixture.field.text == "éx")
        #expect(fixture.log == ["shouldChange", "editingChanged", "note.change"])
        #expect(fixture.delegate.changes.last.map { $0.0 == NSRange(location: 1, length: 0) && $0.1 == "x" } == true)
    }

    @Test("R9.12: an edit the delegate refuses changes nothing and sends nothing")
    func refusedEdit() {
        let fixture = FieldFixture()
        fixture.field.becomeFirstResponder()
        fixture.delegate.shouldChange = false
        fixture.clearLog()
        fixture.harness.type("ab")
        fixture.harness.press(.keyboardDeleteOrBackspace, "\u{8}")
        #expect(fixture.field.text == "")
        #expect(fixture.log == ["shouldChange", "shouldChange"])   // Backspace on empty text asks nothing
    }

    @Test("R9.12: setting text in code sends no editingChanged and posts nothing")
    func programmaticText() {
        let fixture = FieldFixture()
        fixture.field.text = "one"
        fixture.field.becomeFirstResponder()
        fixture.clearLog()
        fixture.field.text = "two"
        #expect(fixture.field.text == "two")
        #expect(fixture.log.isEmpty)
        fixture.harness.type("!")
        #expect(fixture.field.text == "two!")
    }

    @Test("R9.13: Return asks textFieldShouldReturn, sends editingDidEndOnExit and primaryActionTriggered; no target, no resign")
    func returnWithoutTarget() {
        let harness = Harness()
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 34))
        harness.window.addSubview(field)
        let recorder = ControlEventRecorder()
        recorder.observe(field, [.primaryActionTriggered, .editingDidEnd])
        let delegate = LoggingTextDelegate(recorder)
        field.delegate = delegate
        field.becomeFirstResponder()
        recorder.log = []
        harness.press(.keyboardReturnOrEnter, "\r")
        #expect(recorder.log == ["shouldReturn", "primary"])
        #expect(field.isFirstResponder)
    }

    @Test("R9.13: textFieldShouldReturn false sends nothing and keeps editing")
    func returnRefused() {
        let fixture = FieldFixture()
        fixture.field.becomeFirstResponder()
        fixture.delegate.shouldReturn = false
        fixture.clearLog()
        fixture.harness.press(.keyboardReturnOrEnter, "\r")
        #expect(fixture.log == ["shouldReturn"])
        #expect(fixture.field.isEditing)
    }

    @Test("R9.13, R9.18: Return with an editingDidEndOnExit target: exit events, then the end-editing sequence")
    func returnResigns() {
        let fixture = FieldFixture()
        fixture.field.becomeFirstResponder()
        fixture.clearLog()
        fixture.harness.press(.keyboardReturnOrEnter, "\r")
        // The recorder registered primaryActionTriggered first; both go out in one dispatch (R7.34).
        #expect(fixture.log == ["shouldReturn", "primary", "editingDidEndOnExit", "shouldEnd", "editingDidEnd", "didEnd", "note.end"])
        #expect(!fixture.field.isFirstResponder && !fixture.field.isEditing)
    }

    @Test("R9.14, R9.18: resignFirstResponder: delegate asked, then isEditing false, editingDidEnd, didEnd(reason:), notification")
    func endSequence() {
        let fixture = FieldFixture()
        fixture.field.becomeFirstResponder()
        fixture.clearLog()
        var editingAtEvent: Bool?
        fixture.field.addAction(UIAction { [field = fixture.field] _ in editingAtEvent = field.isEditing || field.isFirstResponder },
                                for: .editingDidEnd)
        #expect(fixture.field.resignFirstResponder())
        #expect(editingAtEvent == false)
        #expect(fixture.log == ["shouldEnd", "editingDidEnd", "didEnd", "note.end"])
        #expect(fixture.delegate.endReasons == [.committed])
    }

    @Test("R9.14: textFieldShouldEndEditing false refuses the resign")
    func endRefused() {
        let fixture = FieldFixture()
        fixture.field.becomeFirstResponder()
        fixture.delegate.shouldEnd = false
        fixture.clearLog()
        #expect(!fixture.field.resignFirstResponder())
        #expect(fixture.field.isFirstResponder && fixture.field.isEditing)
        #expect(fixture.log == ["shouldEnd"])
    }

    @Test("R9.14: a delegate with only textFieldDidEndEditing(_:) is told through it")
    func oldStyleDidEnd() {
        let harness = Harness()
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        harness.window.addSubview(field)
        let delegate = OldStyleEndDelegate()
        field.delegate = delegate
        field.becomeFirstResponder()
        field.resignFirstResponder()
        #expect(delegate.ended == 1)
    }

    @Test("R9.14, R1.11: removal from the window ends editing without asking, even if the delegate would refuse")
    func removalForcesEnd() {
        let fixture = FieldFixture()
        fixture.field.becomeFirstResponder()
        fixture.delegate.shouldEnd = false
        fixture.clearLog()
        fixture.field.removeFromSuperview()
        #expect(!fixture.field.isFirstResponder && !fixture.field.isEditing)
        #expect(fixture.harness.window.firstResponder == nil)
        #expect(fixture.log == ["editingDidEnd", "didEnd", "note.end"])
    }

    @Test("R9.15: endEditing(false) asks and can be refused; endEditing(true) does not ask")
    func endEditing() {
        let fixture = FieldFixture()
        fixture.field.becomeFirstResponder()
        fixture.delegate.shouldEnd = false
        fixture.clearLog()
        #expect(fixture.harness.window.endEditing(false) == false)
        #expect(fixture.field.isEditing)
        #expect(fixture.log == ["shouldEnd"])
        fixture.clearLog()
        #expect(fixture.harness.window.endEditing(true))
        #expect(!fixture.field.isEditing && !fixture.field.isFirstResponder)
        #expect(fixture.log == ["editingDidEnd", "didEnd", "note.end"])
    }

    @Test("R9.16: making another field first responder ends the first one's editing first")
    func switchingFields() {
        let first = FieldFixture()
        let second = FieldFixture(harness: first.harness, frame: CGRect(x: 10, y: 60, width: 200, height: 34))
        let shared = ControlEventRecorder()
        for (name, fixture) in [("A", first), ("B", second)] {
            fixture.field.addAction(UIAction { _ in shared.note("\(name).begin") }, for: .editingDidBegin)
            fixture.field.addAction(UIAction { _ in shared.note("\(name).end") }, for: .editingDidEnd)
        }
        first.field.becomeFirstResponder()
        second.tap()
        #expect(second.field.isFirstResponder && !first.field.isEditing)
        #expect(shared.log == ["A.begin", "A.end", "B.begin"])
    }

    @Test("R9.16, S10: a field whose delegate refuses to end keeps first responder; the other call returns false")
    func refusedSwitch() {
        let first = FieldFixture()
        let second = FieldFixture(harness: first.harness, frame: CGRect(x: 10, y: 60, width: 200, height: 34))
        first.field.becomeFirstResponder()
        first.delegate.shouldEnd = false
        let other = EligibleView(frame: .zero)
        first.harness.window.addSubview(other)
        #expect(other.becomeFirstResponder() == false)
        #expect(second.field.becomeFirstResponder() == false)
        second.tap()
        #expect(first.field.isFirstResponder && first.field.isEditing)
        #expect(!second.field.isEditing && !other.isFirstResponder)
    }

    @Test("R9.17: the field has its own undo manager, emptied when it resigns")
    func ownUndoManager() {
        let fixture = FieldFixture()
        let undo = try! #require(fixture.field.undoManager)
        #expect(undo !== fixture.harness.window.undoManager)
        #expect(fixture.field.undoManager === undo)
        fixture.field.becomeFirstResponder()
        fixture.harness.type("abc")
        fixture.harness.type(" de")
        #expect(undo.canUndo)
        fixture.harness.shortcut("z")
        #expect(fixture.field.text == "")
        fixture.harness.shortcut("z", [.control, .shift])
        #expect(fixture.field.text == "abc de")
        fixture.field.resignFirstResponder()
        #expect(!undo.canUndo && !undo.canRedo)
    }

    @Test("R9.18: a plain resign sends editingDidEnd but never editingDidEndOnExit")
    func plainResignHasNoExit() {
        let fixture = FieldFixture()
        fixture.field.becomeFirstResponder()
        fixture.clearLog()
        fixture.field.resignFirstResponder()
        #expect(!fixture.log.contains("editingDidEndOnExit") && fixture.log.contains("editingDidEnd"))
    }

    @Test("Disabling an editing field ends editing")
    func disablingEnds() {
        let fixture = FieldFixture()
        fixture.field.becomeFirstResponder()
        fixture.field.isEnabled = false
        #expect(!fixture.field.isEditing && !fixture.field.isFirstResponder)
    }
}
