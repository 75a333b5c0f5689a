import Foundation
@testable import XUIKitCore
import XUIKitHeadlessTesting

/// A text-field delegate that logs every call into a shared recorder and answers as told.
@MainActor
final class LoggingTextDelegate: UITextFieldDelegate {
    let recorder: ControlEventRecorder
    var shouldBegin = true
    var shouldEnd = true
    var shouldReturn = true
    var shouldChange = true
    var shouldClear = true
    var endReasons: [UITextField.DidEndEditingReason] = []
    var changes: [(NSRange, String)] = []

    init(_ recorder: ControlEventRecorder) { self.recorder = recorder }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { recorder.note("shouldBegin"); return shouldBegin }
    func textFieldDidBeginEditing(_ textField: UITextField) { recorder.note("didBegin") }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { recorder.note("shouldEnd"); return shouldEnd }
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        recorder.note("didEnd"); endReasons.append(reason)
    }
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        recorder.note("shouldChange"); changes.append((range, string)); return shouldChange
    }
    func textFieldShouldClear(_ textField: UITextField) -> Bool { recorder.note("shouldClear"); return shouldClear }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool { recorder.note("shouldReturn"); return shouldReturn }
}

/// A delegate that implements only the old one-argument `textFieldDidEndEditing(_:)`.
@MainActor
final class OldStyleEndDelegate: UITextFieldDelegate {
    var ended = 0
    func textFieldDidEndEditing(_ textField: UITextField) { ended += 1 }
}

/// Logs a text field's notifications into a recorder as "note.begin", "note.change", "note.end".
@MainActor
final class TextNotificationLog {
    private var tokens: [NSObjectProtocol] = []

    init(_ field: UITextField, into recorder: ControlEventRecorder) {
        let names: [(Notification.Name, String)] = [
            (UITextField.textDidBeginEditingNotification, "note.begin"),
            (UITextField.textDidChangeNotification, "note.change"),
            (UITextField.textDidEndEditingNotification, "note.end"),
        ]
        for (name, label) in names {
            // Posting is synchronous on the poster's (main-actor) thread, so the block runs there.
            tokens.append(NotificationCenter.default.addObserver(forName: name, object: field, queue: nil) { _ in
                MainActor.assumeIsolated { recorder.note(label) }
            })
        }
    }

    func stop() {
        for token in tokens { NotificationCenter.default.removeObserver(token) }
        tokens = []
    }
}

/// A 200×34 text field at (10, 10) in a harness window, with control events, delegate calls
/// and notifications all logged in one recorder.
@MainActor
struct FieldFixture {
    let harness: Harness
    let field: UITextField
    let recorder = ControlEventRecorder()
    let delegate: LoggingTextDelegate
    let notifications: TextNotificationLog

    init(harness: Harness = Harness(), frame: CGRect = CGRect(x: 10, y: 10, width: 200, height: 34),
         field: UITextField = UITextField(frame: .zero), in container: UIView? = nil) {
        self.harness = harness
        self.field = field
        field.frame = frame
        field.borderStyle = .roundedRect
        (container ?? harness.window).addSubview(field)
        recorder.observe(field, .allEditingEvents.union([.primaryActionTriggered]))
        delegate = LoggingTextDelegate(recorder)
        field.delegate = delegate
        notifications = TextNotificationLog(field, into: recorder)
    }

    var log: [String] { recorder.log }
    func clearLog() { recorder.log = [] }

    /// A tap in the middle of the field.
    func tap() { harness.tap(field.frame.midX, field.frame.midY) }
}

extension Harness {
    /// Types `text` one key at a time (down and up), with Shift for upper-case letters.
    func type(_ text: String) {
        for character in text {
            let string = String(character)
            let lower = string.lowercased()
            let code = Self.keyCode(for: lower)
            let modifiers: UIKeyModifierFlags = string != lower ? .shift : []
            send(.key(.init(keyCode: code, characters: string, charactersIgnoringModifiers: lower,
                            modifiers: modifiers, isDown: true)))
            send(.key(.init(keyCode: code, characters: string, charactersIgnoringModifiers: lower,
                            modifiers: modifiers, isDown: false)))
        }
    }

    /// Presses and releases a key that types nothing itself (arrows, Home, Return, Backspace…).
    /// X11 reports control characters for some of them, e.g. "\u{8}" for Backspace.
    func press(_ code: UIKeyboardHIDUsage, _ characters: String = "", modifiers: UIKeyModifierFlags = []) {
        send(.key(.init(keyCode: code, characters: characters, charactersIgnoringModifiers: characters,
                        modifiers: modifiers, isDown: true)))
        send(.key(.init(keyCode: code, characters: characters, charactersIgnoringModifiers: characters,
                        modifiers: modifiers, isDown: false)))
    }

    /// A shortcut such as Ctrl+C: the letter with modifiers (X11 sends a control character).
    func shortcut(_ letter: Character, _ modifiers: UIKeyModifierFlags = .control) {
        let lower = String(letter).lowercased()
        let control = String(UnicodeScalar(UInt8(letter.asciiValue! & 0x1F)))
        send(.key(.init(keyCode: Self.keyCode(for: lower), characters: control, charactersIgnoringModifiers: lower,
                        modifiers: modifiers, isDown: true)))
        send(.key(.init(keyCode: Self.keyCode(for: lower), characters: control, charactersIgnoringModifiers: lower,
                        modifiers: modifiers, isDown: false)))
    }

    static func keyCode(for lower: String) -> UIKeyboardHIDUsage {
        if let scalar = lower.unicodeScalars.first, lower.unicodeScalars.count == 1,
           scalar.value >= 0x61, scalar.value <= 0x7A {
            return UIKeyboardHIDUsage(rawValue: 0x04 + Int(scalar.value - 0x61))
        }
        if lower == " " { return .keyboardSpacebar }
        return UIKeyboardHIDUsage(rawValue: 0x64)   // "non-US \\ and |": a stand-in for any other key
    }
}

extension Harness {
    /// `controller` as the key window's root, with a 200 × 30 text field at the origin of its view
    /// (not yet editing): the arrange step of the tests of keys that climb from a field.
    func textField<Controller: UIViewController>(in controller: Controller) -> (Controller, UITextField) {
        window.rootViewController = controller
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        controller.view.addSubview(field)
        return (controller, field)
    }
}
