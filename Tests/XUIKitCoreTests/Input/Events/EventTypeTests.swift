import Foundation
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

@MainActor
final class PushLikeEvent: UIEvent {
    override var type: UIEvent.EventType { .touches }
    override var subtype: UIEvent.EventSubtype { .motionShake }
}

@MainActor
@Suite("UIEvent, UIPress, UIKey values (§4)")
struct EventTypeTests {
    @Test("R4.1: event type raw values")
    func eventTypes() {
        let expected: [(UIEvent.EventType, Int)] = [(.touches, 0), (.motion, 1), (.remoteControl, 2), (.presses, 3),
                                                   (.scroll, 10), (.hover, 11), (.transform, 14)]
        for (type, raw) in expected { #expect(type.rawValue == raw) }
    }

    @Test("R4.2: event subtype raw values")
    func subtypes() {
        #expect(UIEvent.EventSubtype.none.rawValue == 0)
        #expect(UIEvent.EventSubtype.motionShake.rawValue == 1)
        let remote: [UIEvent.EventSubtype] = [.remoteControlPlay, .remoteControlPause, .remoteControlStop,
            .remoteControlTogglePlayPause, .remoteControlNextTrack, .remoteControlPreviousTrack,
            .remoteControlBeginSeekingBackward, .remoteControlEndSeekingBackward,
            .remoteControlBeginSeekingForward, .remoteControlEndSeekingForward]
        #expect(remote.map(\.rawValue) == Array(100...109))
    }

    @Test("R4.3: a touch event has subtype none")
    func touchSubtype() {
        let harness = Harness()
        let view = RecordingView("V", frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        harness.window.addSubview(view)
        harness.tap(10, 10)
        #expect(view.eventsSeen[0]?.type == .touches)
        #expect(view.eventsSeen[0]?.subtype == UIEvent.EventSubtype.none)
    }

    @Test("UIEvent subclasses override type, subtype and keep a system-uptime timestamp (R4.4)")
    func subclassing() {
        let event = PushLikeEvent()
        #expect(event.type == .touches)
        #expect(event.subtype == .motionShake)
        #expect(event.timestamp <= ProcessInfo.processInfo.systemUptime)
        #expect(event.timestamp > 0)
    }

    @Test("R4.13, R4.14, R4.21, R4.22, R5.8, R5.15: phase, press type, modifier and button raw values")
    func rawValues() {
        #expect([UIPress.Phase.began, .changed, .stationary, .ended, .cancelled].map(\.rawValue) == [0, 1, 2, 3, 4])
        #expect([UIPress.PressType.upArrow, .downArrow, .leftArrow, .rightArrow, .select, .menu, .playPause].map(\.rawValue) == Array(0...6))
        #expect([UIPress.PressType.pageUp, .pageDown, .tvRemoteOneTwoThree, .tvRemoteFourColors].map(\.rawValue) == [30, 31, 32, 33])
        #expect(UIKeyModifierFlags.alphaShift.rawValue == 1 << 16)
        #expect(UIKeyModifierFlags.shift.rawValue == 1 << 17)
        #expect(UIKeyModifierFlags.control.rawValue == 1 << 18)
        #expect(UIKeyModifierFlags.alternate.rawValue == 1 << 19)
        #expect(UIKeyModifierFlags.command.rawValue == 1 << 20)
        #expect(UIKeyModifierFlags.numericPad.rawValue == 1 << 21)
        #expect(UIEvent.ButtonMask.primary.rawValue == 1)
        #expect(UIEvent.ButtonMask.secondary.rawValue == 2)
        #expect(UIEvent.ButtonMask.button(3).rawValue == 4)
        #expect([UITouch.Phase.began, .moved, .stationary, .ended, .cancelled, .regionEntered, .regionMoved, .regionExited].map(\.rawValue) == Array(0...7))
        #expect([UITouch.TouchType.direct, .indirect, .pencil, .indirectPointer].map(\.rawValue) == [0, 1, 2, 3])
    }
}

@MainActor
final class KeyResponderView: UIView {
    var log: [String] = []
    var pressesSeen: [UIPress] = []
    override var canBecomeFirstResponder: Bool { true }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log.append("began " + presses.map { $0.key?.characters ?? "?" }.joined()); pressesSeen += presses
    }
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log.append("ended " + presses.map { $0.key?.characters ?? "?" }.joined()); pressesSeen += presses
    }
    override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log.append("cancelled " + presses.map { $0.key?.characters ?? "?" }.joined()); pressesSeen += presses
    }
    func save() { log.append("save") }
}

@MainActor
final class KeyCommandController: UIViewController {
    override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(input: "s", modifierFlags: .control, action: .saveKeyCommand)]
    }
}

@MainActor
final class PressRecorder: UIResponder {
    var log: [String] = []
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) { log.append("began") }
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) { log.append("ended") }
}

@MainActor
final class RecordingDelegate: UIResponder, UIApplicationDelegate {
    var presses: [String] = []
    var motions: [String] = []
    var remotes: [UIEvent.EventSubtype] = []
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) { self.presses.append("began") }
    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { motions.append("ended") }
    override func remoteControlReceived(with event: UIEvent?) { if let event { remotes.append(event.subtype) } }
}

extension Selector {
    static let saveKeyCommand = Selector("save", KeyResponderView.save)
}

@MainActor
@Suite("Presses, key commands, motion and remote control (§9 presses, §10)")
struct PressAndMotionTests {
    @Test("R9.1, R9.2, R9.4, R4.16, R4.18: a key press goes to the key window's first responder; same UIPress through its life")
    func keyToFirstResponder() {
        let harness = Harness()
        let view = KeyResponderView(frame: .zero)
        harness.window.addSubview(view)
        view.becomeFirstResponder()
        harness.key("A", code: .keyboardA, modifiers: .shift, down: true)
        harness.key("A", code: .keyboardA, modifiers: .shift, down: false)
        #expect(view.log == ["began A", "ended A"])
        #expect(view.pressesSeen[0] === view.pressesSeen[1])
        #expect(view.pressesSeen[0].responder === view)
        #expect(view.pressesSeen[0].key?.keyCode == .keyboardA)
        #expect(view.pressesSeen[0].key?.charactersIgnoringModifiers == "a")
        #expect(view.pressesSeen[0].phase == .ended)
    }

    @Test("R4.15: keyboard presses carry a key")
    func pressKey() {
        let harness = Harness()
        let view = KeyResponderView(frame: .zero)
        harness.window.addSubview(view)
        view.becomeFirstResponder()
        harness.key("x", code: .keyboardX, down: true)
        #expect(view.pressesSeen[0].key != nil)
        harness.key("x", code: .keyboardX, down: false)
    }

    @Test("R9.3: with no first responder, presses reach the window, the app and its delegate")
    func noFirstResponder() {
        let harness = Harness()
        _ = harness
        let delegate = RecordingDelegate()
        UIApplication.shared.delegate = delegate
        harness.key("q", code: .keyboardQ, down: true)
        #expect(delegate.presses == ["began"])
        harness.key("q", code: .keyboardQ, down: false)
    }

    @Test("R9.5, R9.6: a key command declared by a controller runs on the first responder that implements it; no presses")
    func keyCommand() {
        let harness = Harness()
        let controller = KeyCommandController()
        harness.window.rootViewController = controller
        let view = KeyResponderView(frame: .zero)
        controller.view.addSubview(view)
        view.becomeFirstResponder()
        harness.key("s", code: .keyboardS, modifiers: .control, down: true)
        harness.key("s", code: .keyboardS, modifiers: .control, down: false)
        #expect(view.log == ["save"])
        harness.key("s", code: .keyboardS, modifiers: [.control, .shift], down: true)
        #expect(view.log.last == "began s")   // exact modifiers only
        harness.key("s", code: .keyboardS, modifiers: [.control, .shift], down: false)
    }

    @Test("Losing keyboard focus cancels held keys")
    func focusLossCancels() {
        let harness = Harness()
        let view = KeyResponderView(frame: .zero)
        harness.window.addSubview(view)
        view.becomeFirstResponder()
        harness.key("k", code: .keyboardK, down: true)
        harness.send(.focus(false))
        harness.key("k", code: .keyboardK, down: false)
        #expect(view.log == ["began k", "cancelled k"])
        #expect(view.pressesSeen.last?.phase == .cancelled)
    }

    @Test("R10.1, R10.2: a shake goes to the first-responder view controller")
    func shakeToController() {
        let harness = Harness()
        let controller = ShakeController()
        harness.window.rootViewController = controller
        controller.becomeFirstResponder()
        harness.send(.motion(.motionShake, phase: .began))
        harness.send(.motion(.motionShake, phase: .ended))
        #expect(controller.motions == ["began 1", "ended 1"])
    }

    @Test("R10.2: with a first-responder subview that ignores motion, the controller still gets it")
    func shakeThroughChain() {
        let harness = Harness()
        let controller = ShakeController()
        harness.window.rootViewController = controller
        let field = EligibleView(frame: .zero)
        controller.view.addSubview(field)
        field.becomeFirstResponder()
        harness.send(.motion(.motionShake, phase: .began))
        harness.send(.motion(.motionShake, phase: .cancelled))
        #expect(controller.motions == ["began 1", "cancelled 1"])
    }

    @Test("R10.3: with no first responder, motion reaches the app delegate")
    func shakeToDelegate() {
        let harness = Harness()
        let delegate = RecordingDelegate()
        UIApplication.shared.delegate = delegate
        harness.send(.motion(.motionShake, phase: .ended))
        #expect(delegate.motions == ["ended"])
    }

    @Test("R10.6, R10.7: remote control events arrive only while receiving, once each, up the chain")
    func remoteControl() {
        let harness = Harness()
        let delegate = RecordingDelegate()
        UIApplication.shared.delegate = delegate
        harness.send(.remoteControl(.remoteControlPlay))
        #expect(delegate.remotes.isEmpty)
        UIApplication.shared.beginReceivingRemoteControlEvents()
        harness.send(.remoteControl(.remoteControlTogglePlayPause))
        harness.send(.remoteControl(.remoteControlNextTrack))
        UIApplication.shared.endReceivingRemoteControlEvents()
        harness.send(.remoteControl(.remoteControlPause))
        #expect(delegate.remotes == [.remoteControlTogglePlayPause, .remoteControlNextTrack])
    }
}
