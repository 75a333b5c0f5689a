import CX11
import Foundation
import XUIKitCore
import XUIKitLinuxInput

/// Core KeyPress/KeyRelease decoding: text through the input method, layout-independent key
/// codes, modifiers, repeats and media keys.
///
/// Keys stay core events (not XI2) because input methods only understand core events.
@MainActor
final class X11Keyboard {
    /// The input method once `openInputMethodIfNeeded()` opened it; nil before, and when none
    /// could be opened (text then comes from XLookupString).
    private(set) var inputMethod: XIM?
    /// True once opening the input method was tried (it is tried once).
    private(set) var triedInputMethod = false
    private let display: OpaquePointer
    /// Keys down, with the text their press reported, so a release and repeats match it.
    private var keysDown: [UInt32: (characters: String, charactersIgnoringModifiers: String)] = [:]

    init(display: OpaquePointer) {
        self.display = display
        // Without this, a held key sends Release+Press pairs; with it, Press Press … Release.
        var supported: Int32 = 0
        XkbSetDetectableAutoRepeat(display, 1, &supported)
        // The locale is chosen now: window titles are converted in it from the first window on.
        _ = Self.localeChosen
    }

    /// Opens the input method unless that was tried before. Opening Xlib's built-in one parses
    /// the locale's whole Compose file, so the backend does it once the first frame has been sent,
    /// or before the first key if one comes sooner. Returns true when it was tried now (the
    /// windows then need their input contexts).
    func openInputMethodIfNeeded() -> Bool {
        guard !triedInputMethod else { return false }
        triedInputMethod = true
        inputMethod = Self.openInputMethod(display: display)
        return true
    }

    /// Forgets the input method, whose server went away (R35.10): Xlib closed and freed it
    /// itself, so it must never be closed or used again. Keys are looked up without it until
    /// `inputMethodMayReopen()` lets it open again.
    func forgetInputMethod() { inputMethod = nil }

    /// Lets the next `openInputMethodIfNeeded()` open an input method again: one has appeared
    /// (XRegisterIMInstantiateCallback) after the last one went away.
    func inputMethodMayReopen() {
        guard inputMethod == nil else { return }
        triedInputMethod = false
    }

    /// Opens the user's input method (`XMODIFIERS`), else Xlib's built-in one, which still does
    /// dead keys and compose. Xlib's input methods need a locale it supports, so `LC_CTYPE` is
    /// taken from the environment, or C.UTF-8 when that one is unusable.
    private static func openInputMethod(display: OpaquePointer) -> XIM? {
        XSetLocaleModifiers("")
        if let method = XOpenIM(display, nil, nil, nil) { return method }
        XSetLocaleModifiers("@im=none")
        return XOpenIM(display, nil, nil, nil)
    }

    /// `LC_CTYPE` from the environment, or C.UTF-8 when Xlib cannot use it: set once per process.
    /// `setlocale` is not thread-safe, and a test process opens many displays while other threads
    /// run, so it must not be called again for every keyboard.
    private static let localeChosen: Void = {
        if setlocale(LC_CTYPE, "") == nil || XSupportsLocale() == 0 { setlocale(LC_CTYPE, "C.UTF-8") }
    }()

    /// Translates a key event into raw input: a key (press, repeat or release) or, for media
    /// keys, a remote-control command. An input-method commit (keycode 0) has no release of its
    /// own, so it becomes a press and a release.
    func decode(_ event: XKeyEvent, inputContext: XIC?) -> [InputEvent.Kind] {
        var event = event
        let isDown = event.type == KeyPress
        let keysym = lookupKeysym(event)
        if let subtype = Keysyms.remoteControlSubtype(keysym) {
            // One command per press: repeats and the release send nothing.
            guard isDown else { keysDown[event.keycode] = nil; return [] }
            let isRepeat = keysDown.updateValue(("", ""), forKey: event.keycode) != nil
            return isRepeat ? [] : [.remoteControl(subtype)]
        }
        var modifiers = X11Modifiers.flags(state: event.state)
        if Keysyms.isKeypad(keysym) { modifiers.insert(.numericPad) }
        let keyCode = EvdevKeyCodes.hidUsage(forXKeycode: event.keycode)

        guard isDown else {
            // A release reports the text of its press (a lookup now may differ, e.g. after a dead
            // key or a layout switch).
            let text = keysDown.removeValue(forKey: event.keycode)
                ?? (characters(keysym: keysym, event: &event, inputContext: nil),
                    ignoringModifiers(keysym: keysym, event: event, inputContext: nil))
            return [.key(InputEvent.Key(keyCode: keyCode, characters: text.characters,
                                        charactersIgnoringModifiers: text.charactersIgnoringModifiers,
                                        modifiers: modifiers, isDown: false))]
        }
        let characters = characters(keysym: keysym, event: &event, inputContext: inputContext)
        let ignoringModifiers = event.keycode == 0
            ? characters : ignoringModifiers(keysym: keysym, event: event, inputContext: inputContext)
        let key = InputEvent.Key(keyCode: keyCode, characters: characters,
                                 charactersIgnoringModifiers: ignoringModifiers, modifiers: modifiers, isDown: true)
        if event.keycode == 0 {
            var release = key
            release.isDown = false
            return [.key(key), .key(release)]
        }
        var press = key
        // With detectable auto-repeat, a press for a key that is already down is a repeat.
        press.isRepeat = keysDown.updateValue((characters, ignoringModifiers), forKey: event.keycode) != nil
        return [.key(press)]
    }

    /// Keyboard focus left the app's window: no key is down any more.
    func focusLost() { keysDown.removeAll() }

    /// The keyboard mapping changed (a new layout, or `xdotool type` remapping a spare key).
    func mappingChanged(_ event: inout XMappingEvent) {
        XRefreshKeyboardMapping(&event)
    }

    // MARK: - Lookups

    /// The keysym with the event's modifiers applied, without touching input-method state.
    private func lookupKeysym(_ event: XKeyEvent) -> KeySym {
        var event = event
        var keysym: KeySym = 0
        XLookupString(&event, nil, 0, &keysym, nil)
        return keysym
    }

    /// The text a press produces, or the `UIKeyCommand.input…` name for special keys. Control
    /// characters are dropped; Ctrl+letter reports the letter, as UIKit does.
    private func characters(keysym: KeySym, event: inout XKeyEvent, inputContext: XIC?) -> String {
        if let special = Keysyms.specialKeyInput(keysym) { return special }
        let text = Keysyms.removingControlCharacters(lookupText(&event, inputContext: inputContext))
        guard text.isEmpty, event.state & UInt32(ControlMask) != 0 else { return text }
        var withoutControl = event
        withoutControl.state &= ~UInt32(ControlMask)
        return Keysyms.removingControlCharacters(lookupText(&withoutControl, inputContext: inputContext))
    }

    /// The text the key produces with no modifiers (R4.19): lowercase letters, "\r" for Return,
    /// the `UIKeyCommand.input…` name for special keys, "" for modifier keys.
    private func ignoringModifiers(keysym: KeySym, event: XKeyEvent, inputContext: XIC?) -> String {
        var bare = event
        bare.state = 0
        let bareKeysym = lookupKeysym(bare)
        if let special = Keysyms.specialKeyInput(bareKeysym) { return special }
        return lookupText(&bare, inputContext: inputContext)
    }

    /// Text for a key event: through the input context when there is one (UTF-8 in any locale),
    /// else Xlib's Latin-1 lookup.
    private func lookupText(_ event: inout XKeyEvent, inputContext: XIC?) -> String {
        var buffer = [CChar](repeating: 0, count: 32)
        guard let inputContext, event.type == KeyPress else {
            let count = XLookupString(&event, &buffer, Int32(buffer.count), nil, nil)
            return String(buffer.prefix(Int(count)).map { Character(Unicode.Scalar(UInt8(bitPattern: $0))) })
        }
        var status: Int32 = 0
        var count = Xutf8LookupString(inputContext, &event, &buffer, Int32(buffer.count), nil, &status)
        if status == XBufferOverflow {
            buffer = [CChar](repeating: 0, count: Int(count) + 1)
            count = Xutf8LookupString(inputContext, &event, &buffer, Int32(buffer.count), nil, &status)
        }
        guard status == XLookupChars || status == XLookupBoth else { return "" }
        return String(decoding: buffer.prefix(Int(count)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
