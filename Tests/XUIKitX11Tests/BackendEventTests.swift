import CX11
import Foundation
import Testing
import XUIKit
@_spi(Testing) import XUIKitX11
import XUIKitTesting

/// The backend alone on a real X server: what each X event becomes at the sink.
@Suite("X11Backend events (own Xvfb)")
@MainActor
struct BackendEventTests {
    @Test("Button 1 arrives as pointer-button down and up at the window location")
    func buttonOne() throws {
        try withBackend { session in
            session.client.click(x: 50, y: 60)
            session.settle()

            let buttons = session.sink.kinds.compactMap { kind -> InputEvent.PointerButton? in
                if case .pointerButton(let button) = kind { button } else { nil }
            }
            #expect(buttons.map(\.isDown) == [true, false])
            #expect(buttons.allSatisfy { $0.button == 1 && $0.location == CGPoint(x: 50, y: 60) })
            #expect(session.sink.inputs.allSatisfy { $0.window == session.window })
        }
    }

    @Test("Wheel buttons 4–7 are discrete 40-point scrolls, with no button events",
          arguments: [(4, 0.0, -40.0), (5, 0, 40), (6, -40, 0), (7, 40, 0)] as [(UInt32, CGFloat, CGFloat)])
    func wheel(button: UInt32, dx: CGFloat, dy: CGFloat) throws {
        try withBackend { session in
            session.client.click(x: 50, y: 60, button: button)
            session.settle()

            let scrolls = session.sink.kinds.compactMap { kind -> InputEvent.Scroll? in
                if case .scroll(let scroll) = kind { scroll } else { nil }
            }
            #expect(scrolls.count == 1)
            #expect(scrolls.first.map { ($0.dx, $0.dy, $0.isDiscrete) } ?? (0, 0, false) == (dx, dy, true))
            #expect(!session.sink.kinds.contains { if case .pointerButton = $0 { true } else { false } })
        }
    }

    @Test("A key press and release carry text, HID key code and no repeat flag")
    func plainKey() throws {
        try withBackend { session in
            session.client.type(XK_a)
            session.settle()

            let keys = session.sink.keys
            #expect(keys.map(\.isDown) == [true, false])
            #expect(keys.allSatisfy { $0.keyCode == .keyboardA && $0.characters == "a"
                                      && $0.charactersIgnoringModifiers == "a" && !$0.isRepeat })
        }
    }

    @Test("Shift applies to characters, not to charactersIgnoringModifiers")
    func shiftedKey() throws {
        try withBackend { session in
            session.client.type(XK_a, modifiers: [XK_Shift_L])
            session.settle()

            let press = try #require(session.sink.keys.first { $0.isDown && $0.keyCode == .keyboardA })
            #expect(press.characters == "A")
            #expect(press.charactersIgnoringModifiers == "a")
            #expect(press.modifiers == .shift)
        }
    }

    @Test("Ctrl+A reports the letter, never a control character")
    func controlKey() throws {
        try withBackend { session in
            session.client.type(XK_a, modifiers: [XK_Control_L])
            session.settle()

            let press = try #require(session.sink.keys.first { $0.isDown && $0.keyCode == .keyboardA })
            #expect(press.characters == "a")
            #expect(press.modifiers == .control)
        }
    }

    @Test("Special keys: Return is no text but \"\\r\" ignoring modifiers; arrows use UIKeyCommand inputs")
    func specialKeys() throws {
        try withBackend { session in
            session.client.type(XK_Return)
            session.client.type(XK_Left)
            session.settle()

            let presses = session.sink.keys.filter(\.isDown)
            #expect(presses.map(\.keyCode) == [.keyboardReturnOrEnter, .keyboardLeftArrow])
            #expect(presses.map(\.characters) == ["", UIKeyCommand.inputLeftArrow])
            #expect(presses.map(\.charactersIgnoringModifiers) == ["\r", UIKeyCommand.inputLeftArrow])
        }
    }

    @Test("Auto-repeat of a held key arrives as repeated presses and one release")
    func keyRepeat() throws {
        try withBackend { session in
            // XTest cannot press a key that is already down; the server's own auto-repeat can.
            // Make it quick on this private server: 100 ms delay, then every 30 ms.
            XkbSetAutoRepeatRate(session.backend.display, UInt32(XkbUseCoreKbd), 100, 30)
            session.client.press(XK_b)
            usleep(400_000)
            session.client.release(XK_b)
            session.settle()

            let keys = session.sink.keys
            #expect(keys.count >= 3, "no auto-repeat arrived: \(keys)")
            #expect(keys.first.map { $0.isDown && !$0.isRepeat } == true)
            #expect(keys.dropFirst().dropLast().allSatisfy { $0.isDown && $0.isRepeat && $0.characters == "b" })
            #expect(keys.last.map { !$0.isDown && !$0.isRepeat } == true)
        }
    }

    @Test("The Play media key becomes one remote-control command and no key event")
    func mediaKey() throws {
        try withBackend { session in
            session.client.type(Int32(XF86XK_AudioPlay))
            session.settle()

            #expect(session.sink.kinds == [.remoteControl(.remoteControlTogglePlayPause)])
        }
    }

    @Test("Losing and regaining keyboard focus is reported")
    func focusChanges() throws {
        try withBackend { session in
            XSetInputFocus(session.backend.display, Window(None), Int32(RevertToNone), Time(CurrentTime))
            session.settle()
            session.backend.focusWindow(session.window)
            session.settle()

            #expect(session.sink.kinds == [.focus(false), .focus(true)])
        }
    }

    @Test("Several resizes in one batch are reported once, with the last size")
    func resizeCoalescing() throws {
        try withBackend { session in
            let other = try XTestInput(display: session.server.displayName)
            defer { other.close() }
            for width in [400, 500, 600] as [UInt32] { XResizeWindow(other.display, session.xid, width, 300) }
            XSync(other.display, 0)
            session.settle()

            #expect(session.sink.resizes.map(\.1) == [CGSize(width: 600, height: 300)])
            #expect(session.sink.resizes.map(\.0) == [session.window])
        }
    }

    @Test("Mapping a window is reported once the server has mapped it")
    func mapReported() throws {
        try withBackend { session in
            #expect(session.sink.maps == [session.window])
            let second = WindowID(2)
            session.backend.createWindow(second, frame: CGRect(x: 400, y: 0, width: 100, height: 80), title: "Second")
            #expect(session.sink.maps == [session.window], "creating is not mapping")
            session.backend.setWindowVisible(second, true)
            session.settle()
            #expect(session.sink.maps == [session.window, second])
        }
    }

    @Test("Mapping a window asks for a full redraw")
    func exposeOnMap() throws {
        try withBackend { session in
            let second = WindowID(2)
            session.backend.createWindow(second, frame: CGRect(x: 400, y: 0, width: 100, height: 80), title: "Second")
            session.backend.setWindowVisible(second, true)
            session.settle()

            let rects = session.sink.redraws.filter { $0.0 == second }.map(\.1)
            #expect(rects.reduce(CGRect.null) { $0.union($1) } == CGRect(x: 0, y: 0, width: 100, height: 80))
        }
    }

    @Test("WM_DELETE_WINDOW asks the toolkit to close the window")
    func closeRequest() throws {
        try withBackend { session in
            session.client.requestClose(session.xid)
            session.settle()

            #expect(session.sink.closeRequests == [session.window])
        }
    }

    @Test("A window another client destroys is reported as closed, once")
    func destroyedByOtherClient() throws {
        try withBackend { session in
            let other = try XTestInput(display: session.server.displayName)
            defer { other.close() }
            XDestroyWindow(other.display, session.xid)
            XSync(other.display, 0)
            session.settle()

            #expect(session.sink.closeRequests == [session.window])
            #expect(session.backend.nativeWindow(for: session.window) == 0)
        }
    }

    @Test("A dead server is reported once; afterwards the backend stays quiet and never blocks")
    func serverDeathInProcess() throws {
        try withBackend { session in
            session.server.stop(signal: SIGKILL)
            // Wait until the connection's socket reports the hang-up.
            var descriptor = pollfd(fd: try #require(session.backend.eventFileDescriptor), events: Int16(POLLIN), revents: 0)
            _ = poll(&descriptor, 1, 5000)

            session.backend.processPendingEvents()
            session.backend.processPendingEvents()

            #expect(session.sink.disconnects.count == 1)
            #expect(session.backend.eventFileDescriptor == nil)
            #expect(!session.backend.hasPendingEvents)
            session.backend.showSurface(session.window, WindowSurface(width: 10, height: 10),
                                    rect: CGRect(x: 0, y: 0, width: 10, height: 10))
            session.backend.flush()
            #expect(session.backend.clipboardText() == nil)
        }
    }
}
