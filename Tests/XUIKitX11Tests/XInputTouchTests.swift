import CX11
import Foundation
import Testing
@_spi(Testing) @testable import XUIKitX11
import XUIKit
@_spi(Testing) import XUIKitCore

/// Hand-built XI touch events, decoded by the backend's decoder and fed to the real app on the
/// headless backend: the whole path from `XIDeviceEvent` to `touchesBegan` without a server.
@Suite("XI touches through the app (no server)", .serialized)
@MainActor
struct XInputTouchTests {
    /// Ten views side by side, 30 points wide, in a visible window.
    private func makeApp() -> (UIWindow, [TouchLogView]) {
        UIApplication.makeFreshForTesting()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let views = (0..<10).map { TouchLogView(frame: CGRect(x: $0 * 30, y: 0, width: 30, height: 100)) }
        for view in views { window.addSubview(view) }
        window.makeKeyAndVisible()
        return (window, views)
    }

    /// Decodes one hand-built touch event and hands what it becomes to the app.
    private func send(_ type: Int32, id: Int32, x: Double, flags: Int32 = 0, decoder: inout XInputDecoder,
                      window: UIWindow, time: inout TimeInterval) {
        var kinds: [InputEvent.Kind] = []
        xiEvent(type, source: 14, detail: id, flags: flags, x: x, y: 50) { kinds = decoder.decode($0) }
        for kind in kinds {
            time += 0.01
            UIApplication.shared.handle(InputEvent(timestamp: time, window: window.windowID!, kind: kind))
        }
    }

    @Test("1–10 interleaved touches with large, never-reused ids: one UITouch each, in its own view, all phases",
          arguments: [1, 2, 5, 10])
    func interleavedTouches(count: Int) throws {
        let (window, views) = makeApp()
        defer { UIApplication.makeFreshForTesting() }
        var decoder = XInputDecoder()
        var time: TimeInterval = 100
        // Server-assigned ids keep increasing and are never reused.
        let ids = (0..<count).map { Int32(4_000_000 + 1_000 * $0 + 7) }
        func x(_ index: Int) -> Double { Double(index * 30 + 10) }

        for (index, id) in ids.enumerated() {
            // The first touch drives the emulated pointer; the server also sends that pointer
            // motion, flagged emulated, which must change nothing.
            send(XI_Motion, id: 0, x: x(index), flags: XIPointerEmulated, decoder: &decoder, window: window, time: &time)
            send(XI_TouchBegin, id: id, x: x(index), flags: index == 0 ? XITouchEmulatingPointer : 0,
                 decoder: &decoder, window: window, time: &time)
        }
        for (index, id) in ids.enumerated().reversed() {
            send(XI_TouchUpdate, id: id, x: x(index) + 5, decoder: &decoder, window: window, time: &time)
        }
        // Every other touch lifts with a pending end first: still just a move until the real end.
        for (index, id) in ids.enumerated() where index % 2 == 0 {
            send(XI_TouchUpdate, id: id, x: x(index) + 6, flags: XITouchPendingEnd, decoder: &decoder, window: window, time: &time)
        }
        for (index, id) in ids.enumerated() where index % 2 == 1 {
            send(XI_TouchEnd, id: id, x: x(index) + 5, decoder: &decoder, window: window, time: &time)
        }
        for (index, id) in ids.enumerated() where index % 2 == 0 {
            send(XI_TouchEnd, id: id, x: x(index) + 6, decoder: &decoder, window: window, time: &time)
        }

        var allTouches = Set<UITouch>()
        for (index, view) in views.enumerated() {
            guard index < count else {
                #expect(view.calls.isEmpty, "view \(index) was not touched")
                continue
            }
            let expected = index % 2 == 0 ? ["began", "moved", "moved", "ended"] : ["began", "moved", "ended"]
            #expect(view.phases == expected, "view \(index)")
            #expect(view.touches.count == 1, "one UITouch for touch \(index)")
            #expect(view.touches.first?.view === view)
            #expect(view.touches.first?.phase == .ended)
            allTouches.formUnion(view.touches)
        }
        #expect(allTouches.count == count, "distinct UITouch objects")
    }

    @Test("A TouchEnd whose begin never arrived (a grab took it) is harmless, and the next touch works")
    func endWithoutBegin() throws {
        let (window, views) = makeApp()
        defer { UIApplication.makeFreshForTesting() }
        var decoder = XInputDecoder()
        var time: TimeInterval = 100
        send(XI_TouchEnd, id: 900, x: 15, decoder: &decoder, window: window, time: &time)
        send(XI_TouchUpdate, id: 900, x: 15, flags: XITouchPendingEnd, decoder: &decoder, window: window, time: &time)
        #expect(views.allSatisfy { $0.calls.isEmpty })

        send(XI_TouchBegin, id: 901, x: 15, decoder: &decoder, window: window, time: &time)
        send(XI_TouchEnd, id: 901, x: 15, decoder: &decoder, window: window, time: &time)
        #expect(views[0].phases == ["began", "ended"])
    }
}
