import Foundation

/// Turns key input into `UIPress`es for the key window's first responder (R9.1–R9.6), after
/// giving the responder chain's key commands a chance (R9.5), then the standard editing
/// equivalents Ctrl+X/C/V/A (R9.7). Auto-repeats of a held key are not new presses; they go to
/// a text-input first responder as more typing.
@MainActor
final class PressRouter {
    private var down: [UIKeyboardHIDUsage: UIPress] = [:]
    /// Keys whose press a key command consumed: their release is swallowed too (R9.6).
    private var consumed: Set<UIKeyboardHIDUsage> = []

    func route(_ key: InputEvent.Key, in window: UIWindow, at time: TimeInterval, application: UIApplication) {
        let uiKey = UIKey(characters: key.characters, charactersIgnoringModifiers: key.charactersIgnoringModifiers,
                          modifierFlags: key.modifiers, keyCode: key.keyCode)
        MenuBarKeyboard.noteModifier(uiKey, isDown: key.isDown, in: application)
        if key.isDown {
            let first = application.keyWindow?.firstResponder ?? application.keyWindow ?? window
            // R34.7: Escape cancels a drag under way before anything else sees it.
            if (key.keyCode == .keyboardEscape && !key.isRepeat && application.dragController.cancelDrag())
                || KeyCommandDispatch.perform(uiKey, startingAt: first, in: application)
                || (!key.isRepeat && MenuBarKeyboard.perform(uiKey, in: application))
                || MainMenuShortcuts.perform(uiKey, startingAt: first, in: application)
                || StandardEditKeyCommands.perform(uiKey, startingAt: first, in: application)
                || (!key.isRepeat && application.keyWindow?.handlePresentationEscape(uiKey) == true)
                || (!key.isRepeat && application.keyWindow?.handleFocusKey(uiKey) == true) {
                consumed.insert(key.keyCode)
                return
            }
            guard !key.isRepeat, down[key.keyCode] == nil else {
                // A held key repeating is not a new press (R9.4); text input types it again.
                if let press = down[key.keyCode], let responder = press.responder, responder.isFirstResponder,
                   let receiver = responder as? KeyRepeatReceiver {
                    receiver.handleKeyRepeat(uiKey)
                }
                return
            }
            let press = UIPress()
            press.key = uiKey
            press.type = Self.pressType(for: key.keyCode)
            press.phase = .began
            press.timestamp = time
            press.window = application.keyWindow
            press.responder = first
            down[key.keyCode] = press
            send([press], at: time, application: application)
        } else {
            if consumed.remove(key.keyCode) != nil { return }
            guard let press = down.removeValue(forKey: key.keyCode) else { return }
            press.phase = .ended
            press.timestamp = time
            send([press], at: time, application: application)
        }
    }

    /// Focus left the window: every held key is cancelled.
    func cancelAll(in window: UIWindow, at time: TimeInterval, application: UIApplication) {
        consumed.removeAll()
        let presses = Array(down.values)
        down.removeAll()
        guard !presses.isEmpty else { return }
        for press in presses { press.phase = .cancelled; press.timestamp = time }
        send(presses, at: time, application: application)
    }

    private func send(_ presses: [UIPress], at time: TimeInterval, application: UIApplication) {
        let event = UIPressesEvent(timestamp: time)
        event.pressSet = Set(down.values).union(presses)
        event.changedPresses = presses
        if let responder = presses.first?.responder,
           responder.isFirstResponder || responder is UIWindow || responder.responderWindow != nil {
            // R9.4: every phase of a press goes to the responder that got its began.
            deliverToFirstResponderChain(event, from: responder)
        } else {
            application.sendEvent(event)
        }
    }

    static func pressType(for keyCode: UIKeyboardHIDUsage) -> UIPress.PressType {
        switch keyCode {
        case .keyboardUpArrow: return .upArrow
        case .keyboardDownArrow: return .downArrow
        case .keyboardLeftArrow: return .leftArrow
        case .keyboardRightArrow: return .rightArrow
        case .keyboardPageUp: return .pageUp
        case .keyboardPageDown: return .pageDown
        case .keyboardEscape: return .menu
        default: return .select
        }
    }
}

/// R9.5: find a matching key command along the chain, then the first responder that implements
/// its action.
@MainActor
enum KeyCommandDispatch {
    static func perform(_ key: UIKey, startingAt start: UIResponder, in application: UIApplication) -> Bool {
        let chain = ResponderChainWalk.chain(from: start)
        guard let command = chain.lazy.compactMap({ $0.keyCommands?.first { $0.matches(key) } }).first
        else { return false }
        let action = command.action
        guard let handler = chain.first(where: { $0.canPerformAction(action, withSender: command) }) else { return false }
        return application.sendAction(action, to: handler, from: command, for: nil)
    }
}
