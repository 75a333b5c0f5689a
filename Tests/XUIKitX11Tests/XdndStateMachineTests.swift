import Foundation
import Testing
@testable import XUIKitX11

/// XDND's rules without a display (R34.12): the messages' longs, the target refusing what
/// breaks the protocol, the source pacing positions and negotiating versions.
@Suite("XDND state machines (R34.12)")
struct XdndStateMachineTests {
    let source: UInt = 0x1200001, other: UInt = 0x1400001, target: UInt = 0x2200003

    @Test("Every message survives encoding to five longs and decoding")
    func roundTrip() {
        let messages: [Xdnd.Message] = [
            .enter(source: source, version: 5, hasMoreTypes: true, types: [11, 12, 13]),
            .position(source: source, rootX: 1023, rootY: 7, time: 123_456, action: 77),
            .status(target: target, accepts: true, action: 77),
            .leave(source: source),
            .drop(source: source, time: 99),
            .finished(target: target, accepted: true, action: 78),
        ]
        for message in messages {
            #expect(Xdnd.Message(kind: message.kind, longs: message.longs) == message)
        }
        #expect(Xdnd.Message.position(source: source, rootX: 300, rootY: 20, time: 1, action: 2).longs[2] == (300 << 16) | 20)
        #expect(Xdnd.Message.enter(source: source, version: 5, hasMoreTypes: true, types: [1]).longs[1] == (5 << 24) | 1)
        // A refusal carries no action, whatever the caller passed.
        #expect(Xdnd.Message.status(target: target, accepts: false, action: 77).longs[4] == 0)
        #expect(Xdnd.Message(kind: .leave, longs: [0, 0, 0, 0, 0]) == nil, "no sender")
        #expect(Xdnd.Message(kind: .leave, longs: [1, 2]) == nil, "too short")
    }

    @Test("The target ignores versions it does not speak, strangers, and messages after the drop")
    func targetRules() {
        var state = Xdnd.TargetState()
        #expect(state.receive(.enter(source: source, version: 6, hasMoreTypes: false, types: [1]), now: 0) == .ignored)
        #expect(state.receive(.enter(source: source, version: 2, hasMoreTypes: false, types: [1]), now: 0) == .ignored)
        #expect(state.receive(.position(source: source, rootX: 1, rootY: 1, time: 1, action: 0), now: 0) == .ignored,
                "a position before any enter")
        #expect(state.receive(.enter(source: source, version: 5, hasMoreTypes: true, types: [1, 2]), now: 0)
                == .entered(source: source, types: [1, 2], readTypeList: true))
        #expect(state.receive(.position(source: other, rootX: 1, rootY: 1, time: 1, action: 0), now: 0) == .ignored)
        #expect(state.receive(.position(source: source, rootX: 4, rootY: 5, time: 6, action: 7), now: 1)
                == .moved(rootX: 4, rootY: 5, time: 6, action: 7))
        #expect(state.receive(.drop(source: source, time: 42), now: 2) == .dropped(time: 42))
        #expect(state.dropTime == 42)
        #expect(state.receive(.drop(source: source, time: 43), now: 2) == .ignored, "a second drop")
        #expect(state.receive(.leave(source: source), now: 2) == .ignored, "a leave after the drop")
        state.reset()
        #expect(state.source == nil && !state.isDropped)
    }

    @Test("A source silent past the timeout makes the target's drag stale; a leave ends it")
    func targetStaleness() {
        var state = Xdnd.TargetState()
        _ = state.receive(.enter(source: source, version: 4, hasMoreTypes: false, types: [1]), now: 100)
        #expect(!state.isStale(now: 100 + Xdnd.silenceTimeout - 0.1))
        #expect(state.isStale(now: 100 + Xdnd.silenceTimeout + 0.1))
        #expect(state.receive(.leave(source: source), now: 101) == .left)
        #expect(!state.isStale(now: 1000))
    }

    @Test("The source enters once, sends one position per status, and leaves when the target changes")
    func sourcePacing() {
        var state = Xdnd.SourceState(source: source, types: [1, 2, 3, 4])
        let first = Xdnd.SourceState.Target(window: target, messageWindow: target, version: 4)
        let out = state.move(over: first, x: 10, y: 20, time: 5, action: 9)
        #expect(out.map(\.message) == [.enter(source: source, version: 4, hasMoreTypes: true, types: [1, 2, 3]),
                                       .position(source: source, rootX: 10, rootY: 20, time: 5, action: 9)])
        #expect(state.move(over: first, x: 11, y: 20, time: 6, action: 9).isEmpty, "waits for the status")
        #expect(state.move(over: first, x: 12, y: 20, time: 7, action: 9).isEmpty)
        let next = state.receiveStatus(.status(target: target, accepts: true, action: 9))
        #expect(next.map(\.message) == [.position(source: source, rootX: 12, rootY: 20, time: 7, action: 9)], "the latest only")
        #expect(state.accepted)
        #expect(state.receiveStatus(.status(target: other, accepts: false, action: 0)).isEmpty, "a stranger's status")
        #expect(state.accepted)
        let proxied = Xdnd.SourceState.Target(window: other, messageWindow: 0x3000001, version: 5)
        let moved = state.move(over: proxied, x: 40, y: 20, time: 8, action: 9)
        #expect(moved.map(\.message) == [.leave(source: source),
                                         .enter(source: source, version: 5, hasMoreTypes: true, types: [1, 2, 3]),
                                         .position(source: source, rootX: 40, rootY: 20, time: 8, action: 9)])
        #expect(moved.map(\.to) == [target, 0x3000001, 0x3000001], "messages for a proxied window go to its proxy")
        #expect(moved.map(\.about) == [target, other, other], "and still name the window")
    }

    @Test("A drop goes out only when the target accepted; XdndFinished says what it did")
    func sourceDrop() {
        var state = Xdnd.SourceState(source: source, types: [1])
        let window = Xdnd.SourceState.Target(window: target, messageWindow: target, version: 5)
        _ = state.move(over: window, x: 1, y: 1, time: 1, action: 9)
        var result = state.drop(time: 2, now: 0)
        #expect(result.drop == nil, "no status yet: nothing accepted")
        #expect(result.leave.map(\.message) == [.leave(source: source)])

        state = Xdnd.SourceState(source: source, types: [1])
        _ = state.move(over: window, x: 1, y: 1, time: 1, action: 9)
        _ = state.receiveStatus(.status(target: target, accepts: true, action: 9))
        result = state.drop(time: 2, now: 10)
        #expect(result.drop?.message == .drop(source: source, time: 2))
        #expect(state.move(over: nil, x: 0, y: 0, time: 3, action: 9).isEmpty, "after the drop nothing moves")
        #expect(!state.finishedIsOverdue(now: 10 + Xdnd.finishedTimeout - 1))
        #expect(state.finishedIsOverdue(now: 10 + Xdnd.finishedTimeout + 1))
        #expect(state.receiveFinished(.finished(target: other, accepted: true, action: 9)) == nil, "a stranger's finish")
        let finished = state.receiveFinished(.finished(target: target, accepted: false, action: 0))
        #expect(finished?.accepted == false)
    }

    @Test("A version 4 target's XdndFinished counts as taken with the action of its last status")
    func olderFinished() {
        var state = Xdnd.SourceState(source: source, types: [1])
        _ = state.move(over: .init(window: target, messageWindow: target, version: 4), x: 1, y: 1, time: 1, action: 9)
        _ = state.receiveStatus(.status(target: target, accepts: true, action: 8))
        _ = state.drop(time: 2, now: 0)
        let finished = state.receiveFinished(.finished(target: target, accepted: false, action: 0))
        #expect(finished?.accepted == true)
        #expect(finished?.action == 8)
    }
}
