import CX11
import CXTest
import Foundation
import Testing
@_spi(Testing) @testable import XUIKitX11
import XUIKit
@_spi(Testing) import XUIKitCore

/// Issue 4 on a real server: wheel, device table, two pointers at once (MPX), device removal,
/// dead keys and key repeat.
@Suite("XInput 2 devices on Xvfb", .serialized)
@MainActor
struct XInputX11Tests {
    private func scrolls(_ sink: RecordingSink) -> [InputEvent.Scroll] {
        sink.kinds.compactMap { if case .scroll(let scroll) = $0 { scroll } else { nil } }
    }

    @Test("XTest wheel: the XTEST pointer has no scroll class, so each click is exactly one discrete 40-point scroll")
    func xtestWheelClicks() throws {
        try withBackend { session in
            let devices = session.backend.input.devices.devices.values
            let xtest = try #require(devices.first { $0.use == XISlavePointer && $0.attachment == 2 && $0.id == 4 })
            #expect(xtest.scrollAxes.isEmpty, "Xvfb's XTEST pointer has no XIScrollClass (x11-notes §0.1)")
            #expect(devices.contains { $0.id == 2 && $0.use == XIMasterPointer })

            session.client.move(x: 50, y: 60)
            session.settle()
            session.sink.inputs.removeAll()
            for button: UInt32 in [5, 5, 4, 6] { session.client.click(x: 50, y: 60, button: button) }
            session.settle()

            let clicks = scrolls(session.sink)
            #expect(clicks.map { [$0.dx, $0.dy] } == [[0, 40], [0, 40], [0, -40], [-40, 0]])
            #expect(clicks.allSatisfy { $0.isDiscrete && $0.device == 2 })
        }
    }

    @Test("The server agreed to XI 2.4, so windows select touchpad gestures too (no BadValue)")
    func gesturesSelected() throws {
        try withBackend { session in
            #expect(session.backend.hasGestures)
            var count: Int32 = 0
            let masks = try #require(XIGetSelectedEvents(session.backend.display, session.xid, &count))
            defer { XFree(masks) }
            let selected = (0..<Int(count)).map { masks[$0] }.first { $0.deviceid == XIAllMasterDevices }
            let mask = try #require(selected?.mask)
            let length = Int(selected?.mask_len ?? 0)
            func isSet(_ event: Int32) -> Bool { Int(event >> 3) < length && mask[Int(event >> 3)] & UInt8(1 << (event & 7)) != 0 }
            #expect(XInput2.gestureEvents.allSatisfy(isSet))
            #expect([XI_TouchBegin, XI_TouchUpdate, XI_TouchEnd, XI_Motion].allSatisfy(isSet))
        }
    }

    @Test("MPX: while master 1 holds button 1 over view A, master 2 presses over view B; two UITouches, both end")
    func twoPointersAtOnce() throws {
        try withX11App { session in
            let (viewA, viewB, second) = try pressTwoPointers(in: session)

            #expect(viewA.phases == ["began"])
            #expect(viewB.phases == ["began"])
            let touchA = try #require(viewA.touches.first), touchB = try #require(viewB.touches.first)
            #expect(touchA !== touchB)
            #expect(touchA.view === viewA && touchB.view === viewB)
            // Both held at once: A did not change in B's event, so it is stationary there.
            #expect(touchB.phase == .began)
            #expect(touchA.phase == .stationary, "\(touchA.phase)")

            second.move(x: 230, y: 60)
            second.button(down: false)
            XSync(session.backend.display, 0)
            UIApplication.shared.runPendingWork()
            #expect(viewB.phases == ["began", "moved", "ended"])
            #expect(viewA.phases == ["began"], "master 1 still holds its button")

            session.client.button(down: false)
            UIApplication.shared.runPendingWork()
            #expect(viewA.phases == ["began", "ended"])
            #expect(viewA.touches.count == 1 && viewB.touches.count == 1)
        }
    }

    @Test("Removing the second master while its button is held reports .deviceRemoved for it and its XTEST slaves")
    func removedMasterReported() throws {
        try withBackend { session in
            let second = try SecondPointer(displayName: session.server.displayName)
            second.move(x: 100, y: 50)
            second.button(down: true)
            session.settle()
            let press = session.sink.kinds.contains {
                if case .pointerButton(let button) = $0 { button.device == Int(second.master) && button.isDown } else { false }
            }
            #expect(press, "the second master's press reached the window")
            session.sink.inputs.removeAll()

            second.remove()
            session.settle()

            let removed = session.sink.inputs.compactMap { input -> Int? in
                if case .deviceRemoved(let id) = input.kind { id } else { nil }
            }
            #expect(Set(removed) == Set([second.master, second.slave, second.keyboardMaster, second.keyboardSlave].map(Int.init)))
            #expect(removed.count == 4, "each id once, for our one window")
            #expect(session.sink.inputs.allSatisfy { $0.window == session.window })
            #expect(session.backend.input.devices[Int(second.master)] == nil, "the table forgot the master")
        }
    }

    @Test("Dead key: dead_acute on a spare keycode, then e, gives the first responder one UIKey \"é\"")
    func deadKeyComposes() throws {
        try withX11App { session in
            let controller = UIViewController()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
            window.rootViewController = controller
            let field = KeyRecordingView(frame: CGRect(x: 20, y: 100, width: 200, height: 30))
            controller.view.addSubview(field)
            session.show(window)
            #expect(field.becomeFirstResponder())

            let display = session.backend.display
            let deadKey = try #require(spareKeycode(display), "no keycode without symbols")
            var keysym = KeySym(XK_dead_acute)
            XChangeKeyboardMapping(display, Int32(deadKey), 1, &keysym, 1)
            XSync(display, 0)
            UIApplication.shared.runPendingWork()   // MappingNotify: the backend refreshes its mapping

            XTestFakeKeyEvent(display, UInt32(deadKey), 1, 0)
            XTestFakeKeyEvent(display, UInt32(deadKey), 0, 0)
            session.client.type(XK_e)
            UIApplication.shared.runPendingWork()

            #expect(field.typed.filter { !$0.isEmpty } == ["é"])
        }
    }

    @Test("A dead key typed into a focused view before the window's first frame still composes: the input method opens before the first key")
    func deadKeyBeforeFirstFrame() throws {
        try withX11App { session in
            let display = session.backend.display
            let deadKey = try #require(spareKeycode(display), "no keycode without symbols")
            var keysym = KeySym(XK_dead_acute)
            XChangeKeyboardMapping(display, Int32(deadKey), 1, &keysym, 1)
            XSync(display, 0)
            session.backend.processPendingEvents()   // MappingNotify

            let controller = UIViewController()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
            window.rootViewController = controller
            let field = KeyRecordingView(frame: CGRect(x: 20, y: 100, width: 200, height: 30))
            controller.view.addSubview(field)
            window.makeKeyAndVisible()
            #expect(field.becomeFirstResponder())
            // Only the backend's events are read (no run-loop turn, so nothing is drawn): the
            // window maps and asks for focus.
            XSync(display, 0)
            session.backend.processPendingEvents()
            #expect(!session.backend.keyboard.triedInputMethod, "no frame yet, no key yet: the input method is not open")

            XTestFakeKeyEvent(display, UInt32(deadKey), 1, 0)
            XTestFakeKeyEvent(display, UInt32(deadKey), 0, 0)
            session.client.type(XK_e)
            XSync(display, 0)
            session.backend.processPendingEvents()

            #expect(field.typed.filter { !$0.isEmpty } == ["é"])
        }
    }

    @Test("Key repeat: with detectable auto-repeat, a second press of a held key is a repeat (hand-built XKeyEvents)")
    func keyRepeat() throws {
        try withBackend { session in
            let display = session.backend.display
            var event = XKeyEvent()
            event.type = KeyPress
            event.display = display
            event.window = session.xid
            event.root = XDefaultRootWindow(display)
            event.keycode = UInt32(XKeysymToKeycode(display, KeySym(XK_a)))
            event.same_screen = 1
            let keyboard = session.backend.keyboard
            let first = keyboard.decode(event, inputContext: nil)
            let repeated = keyboard.decode(event, inputContext: nil)
            event.type = KeyRelease
            let release = keyboard.decode(event, inputContext: nil)
            event.type = KeyPress
            let again = keyboard.decode(event, inputContext: nil)

            func key(_ kinds: [InputEvent.Kind]) -> InputEvent.Key? {
                if case .key(let key)? = kinds.first, kinds.count == 1 { key } else { nil }
            }
            #expect(key(first).map { ($0.isDown, $0.isRepeat, $0.characters) } ?? (false, true, "") == (true, false, "a"))
            #expect(key(repeated).map { ($0.isDown, $0.isRepeat, $0.characters) } ?? (false, false, "") == (true, true, "a"))
            #expect(key(release).map { ($0.isDown, $0.isRepeat) } ?? (true, true) == (false, false))
            #expect(key(again)?.isRepeat == false, "a press after the release is new")
        }
    }

    /// A keycode that has no keysyms in the current mapping.
    private func spareKeycode(_ display: OpaquePointer) -> UInt8? {
        var minimum: Int32 = 0, maximum: Int32 = 0
        XDisplayKeycodes(display, &minimum, &maximum)
        var perCode: Int32 = 0
        guard let map = XGetKeyboardMapping(display, UInt8(minimum), maximum - minimum + 1, &perCode) else { return nil }
        defer { XFree(map) }
        for code in stride(from: maximum, through: minimum, by: -1) {
            let base = Int(code - minimum) * Int(perCode)
            if (0..<Int(perCode)).allSatisfy({ map[base + $0] == 0 }) { return UInt8(code) }
        }
        return nil
    }
}
