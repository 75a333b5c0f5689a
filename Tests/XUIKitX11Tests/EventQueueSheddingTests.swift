import CX11
import Foundation
import Testing
import XUIKit
@_spi(Testing) import XUIKitX11

/// R11.12: the X11 backend's own event queue sheds flooded pointer input, oldest first, and never
/// leaves a button, a touch or a key half done. No X server: the queue is fed by hand.
@Suite("The backend's event queue under a flood (R11.12)")
struct EventQueueSheddingTests {
    private let window = WindowID(1)

    private func input(_ kind: InputEvent.Kind, in window: WindowID? = nil) -> InputEvent {
        InputEvent(timestamp: 0, window: window ?? self.window, kind: kind)
    }

    private func button(_ isDown: Bool, _ number: Int = 1, at x: CGFloat = 10) -> InputEvent {
        input(.pointerButton(.init(button: number, isDown: isDown, location: CGPoint(x: x, y: 10))))
    }

    private func key(_ isDown: Bool, _ usage: Int = 4, isRepeat: Bool = false) -> InputEvent {
        input(.key(.init(keyCode: UIKeyboardHIDUsage(rawValue: usage), characters: "a",
                         charactersIgnoringModifiers: "a", isDown: isDown, isRepeat: isRepeat)))
    }

    private func closeRequest() -> XEvent {
        var event = XEvent()
        event.type = ClientMessage
        return event
    }

    private func drain(_ queue: inout X11EventQueue) -> [X11EventQueue.Entry] {
        var entries: [X11EventQueue.Entry] = []
        while let entry = queue.removeFirst() { entries.append(entry) }
        return entries
    }

    private func inputs(_ entries: [X11EventQueue.Entry]) -> [InputEvent] {
        entries.compactMap { if case .input(let event) = $0 { event } else { nil } }
    }

    /// Presses minus releases per button, never negative on the way.
    private func balance(_ events: [InputEvent]) -> (open: Int, neverNegative: Bool) {
        var open = 0
        var neverNegative = true
        for event in events {
            guard case .pointerButton(let button) = event.kind else { continue }
            open += button.isDown ? 1 : -1
            if open < 0 { neverNegative = false }
        }
        return (open, neverNegative)
    }

    @Test("100 000 queued clicks keep the queue at its bound: the oldest go whole, the newest stay, presses and releases balanced")
    func floodIsShedOldestFirst() {
        var queue = X11EventQueue()
        for click in 0..<100_000 {
            queue.append(button(true, at: CGFloat(click)))
            queue.append(button(false, at: CGFloat(click)))
            #expect(queue.inputCount <= X11EventQueue.sheddingLimit)
        }
        #expect(queue.shedCount > 190_000, "\(queue.shedCount) shed")
        let kept = inputs(drain(&queue))
        #expect(kept.count == 200_000 - queue.shedCount)
        #expect(balance(kept) == (0, true))
        // The newest click is among what stays; the first is not.
        guard case .pointerButton(let last) = kept.last?.kind, case .pointerButton(let first) = kept.first?.kind else {
            Issue.record("no clicks kept"); return
        }
        #expect(last.location.x == 99_999 && !last.isDown)
        #expect(first.location.x > 90_000 && first.isDown, "the oldest clicks are shed first: \(first.location.x)")
    }

    @Test("A press whose release is not queued yet, and a release whose press was handled, are never shed")
    func loneButtonsStay() {
        var queue = X11EventQueue()
        queue.append(button(false, 2))                    // its press was handled before
        for _ in 0..<1_000 { queue.append(button(true)); queue.append(button(false)) }
        queue.append(button(true, 3))                     // its release is still to come
        #expect(queue.shed(downTo: 0) == 2_000)
        let kept = inputs(drain(&queue))
        #expect(kept == [button(false, 2), button(true, 3)])
    }

    @Test("Keys go only when pointer input is not enough, and only as a press with its release; a held key stays")
    func keysShedLastAndWhole() {
        var queue = X11EventQueue()
        for _ in 0..<100 { queue.append(key(true)); queue.append(key(false)) }
        queue.append(key(true, 5)); queue.append(key(true, 5, isRepeat: true))   // held
        for _ in 0..<100 { queue.append(button(true)); queue.append(button(false)) }
        #expect(queue.shed(downTo: 202) == 200, "pointer input goes first")
        #expect(inputs(drain(&queue)).allSatisfy { if case .key = $0.kind { true } else { false } })

        for _ in 0..<100 { queue.append(key(true)); queue.append(key(false)) }
        queue.append(key(true, 5)); queue.append(key(true, 5, isRepeat: true))
        queue.shed(downTo: 0)
        #expect(inputs(drain(&queue)) == [key(true, 5), key(true, 5, isRepeat: true)], "the held key is never released by shedding")
    }

    @Test("Motion goes only where later motion of the same pointer supersedes it; scrolls and whole touches go; crossings stay")
    func whatElseIsShed() {
        var queue = X11EventQueue()
        let motion = { (x: CGFloat) in self.input(.pointerMotion(.init(location: CGPoint(x: x, y: 0)))) }
        queue.append(motion(1))
        queue.append(button(true)); queue.append(button(false))   // separates the motions
        queue.append(motion(2))
        queue.append(input(.scroll(.init(location: .zero, dx: 0, dy: 10, isDiscrete: true))))
        queue.append(input(.pointerCrossing(entered: false, location: .zero, device: 0)))
        queue.append(input(.touch(.init(id: 7, phase: .began, location: .zero))))
        queue.append(input(.touch(.init(id: 7, phase: .moved, location: .zero))))
        queue.append(input(.touch(.init(id: 7, phase: .ended, location: .zero))))
        queue.append(input(.touch(.init(id: 8, phase: .began, location: .zero))))   // still down
        queue.shed(downTo: 0)
        #expect(inputs(drain(&queue)) == [motion(2), input(.pointerCrossing(entered: false, location: .zero, device: 0)),
                                          input(.touch(.init(id: 8, phase: .began, location: .zero)))])
    }

    @Test("Client messages behind the backlog are taken out first, in order; one with less ahead keeps its place")
    func urgentJumpsOnlyABacklog() {
        var queue = X11EventQueue()
        for _ in 0..<3 { queue.append(button(true)); queue.append(button(false)) }
        queue.append(closeRequest())
        #expect(queue.removeUrgent(behind: 1_000) { $0.type == ClientMessage }.isEmpty)
        for _ in 0..<1_000 { queue.append(button(true)); queue.append(button(false)) }
        queue.append(closeRequest())
        let urgent = queue.removeUrgent(behind: 1_000) { $0.type == ClientMessage }
        #expect(urgent.count == 1)
        let rest = drain(&queue)
        #expect(rest.count == 2_006 + 1, "the first close request keeps its place")
        if case .native = rest[6] {} else { Issue.record("entry 6 is not the first close request") }
    }

    @Test("Input queued for a destroyed window is dropped; other windows' input and X events stay")
    func destroyedWindowLosesItsInput() {
        var queue = X11EventQueue()
        let other = WindowID(2)
        queue.append(button(true)); queue.append(input(.focus(true), in: other)); queue.append(closeRequest())
        queue.append(button(false))
        queue.removeInput(for: window)
        #expect(queue.inputCount == 1 && queue.count == 2)
    }
}
