import Foundation
import Testing
@_spi(Testing) @testable import XUIKitCore
import XUIKitHeadlessTesting

/// The core's side of the platform seam: the placement rule backends apply to popups, style
/// hints read from the backend, waking the run loop without a descriptor, the asynchronous
/// clipboard. (What each backend promises is the contract suite's, in XUIKitX11Tests.)
@MainActor
@Suite("Platform seam: popup placement, style hints, waking the loop, the asynchronous clipboard", .serialized)
struct PlatformSeamTests {
    let screen = CGSize(width: 400, height: 300)
    let size = CGSize(width: 100, height: 50)

    @Test("R11.7: a menu's corner goes on the anchor's far corner, in screen coordinates, when there is room")
    func placementWithRoom() {
        let frame = PopupPlacement.menu.frame(size: size, anchor: CGRect(x: 10, y: 20, width: 30, height: 5),
                                              parentOrigin: CGPoint(x: 100, y: 50), screen: screen)
        #expect(frame == CGRect(x: 140, y: 75, width: 100, height: 50))
    }

    @Test("R11.7: without room a menu flips to the anchor's near edges; a tooltip slides sideways instead (R15.10)")
    func placementFlipsOrSlides() {
        let anchor = CGRect(x: 350, y: 280, width: 10, height: 4)
        let menu = PopupPlacement.menu.frame(size: size, anchor: anchor, parentOrigin: .zero, screen: screen)
        #expect(menu == CGRect(x: 250, y: 230, width: 100, height: 50), "right edge on the anchor's left, bottom on its top")
        let tip = PopupPlacement.toolTip.frame(size: size, anchor: anchor, parentOrigin: .zero, screen: screen)
        #expect(tip == CGRect(x: 300, y: 230, width: 100, height: 50), "slid to the screen's edge, flipped only upwards")
        let unadjusted = PopupPlacement(adjustments: []).frame(size: size, anchor: anchor, parentOrigin: .zero, screen: screen)
        #expect(unadjusted.origin == CGPoint(x: 360, y: 284), "no adjustment allowed: left where the rule puts it")
    }

    @Test("R11.7: a popup bigger than the screen's free space is pinned to the screen's top-left by sliding")
    func placementSlidesLast() {
        let big = CGSize(width: 500, height: 400)
        let frame = PopupPlacement.menu.frame(size: big, anchor: CGRect(x: 10, y: 10, width: 0, height: 0),
                                              parentOrigin: .zero, screen: screen)
        #expect(frame.origin == .zero)
    }

    @Test("R8.37: the double-tap interval is the backend's style hint, not a constant")
    func doubleTapIntervalFromBackend() throws {
        let harness = Harness()
        let headless = try #require(UIApplication.shared.backend as? HeadlessBackend)
        defer { headless.styleHints = .standard }
        let view = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        harness.window.addSubview(view)
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        let target = GestureTarget()
        double.addTarget(target, action: .gestureHandle)
        view.addGestureRecognizer(double)

        harness.tap(150, 150)
        harness.tap(150, 150, after: 0.6)
        #expect(target.count == 0, "0.6 s apart is too slow with the standard 0.35 s")

        headless.styleHints.doubleClickInterval = 1
        harness.advance(by: 2)
        harness.tap(150, 150)
        harness.tap(150, 150, after: 0.6)
        #expect(target.count == 1, "a desktop asking for 1 s makes the same taps a double tap")
    }

    @Test("R5.12: tapCount follows the backend's double-click distance")
    func tapCountDistanceFromBackend() throws {
        let harness = Harness()
        let headless = try #require(UIApplication.shared.backend as? HeadlessBackend)
        defer { headless.styleHints = .standard }
        let recorder = TapCountRecorder(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        harness.window.addSubview(recorder)
        harness.tap(100, 100)
        harness.tap(130, 100)
        headless.styleHints.doubleClickDistance = 10
        harness.advance(by: 2)
        harness.tap(100, 100)
        harness.tap(130, 100)
        #expect(recorder.counts == [1, 2, 1, 1], "30 pt apart: a second tap at 45 pt, a new first one at 10 pt")
    }

    @Test("Injected input waits in the backend, wakes the loop's waker, and is delivered by the next turn")
    func injectionWakesTheLoop() throws {
        let harness = Harness()
        let headless = try #require(UIApplication.shared.backend as? HeadlessBackend)
        let waker = try #require(UIApplication.shared.eventLoopWaker)
        waker.drain()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 10, y: 10, width: 100, height: 40)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        harness.window.addSubview(button)

        for isDown in [true, false] {
            harness.now += 0.01
            headless.inject(InputEvent(timestamp: harness.now, window: harness.id,
                                       kind: .pointerButton(.init(button: 1, isDown: isDown, location: CGPoint(x: 50, y: 30)))))
        }
        #expect(headless.hasPendingEvents)
        #expect(taps == 0, "nothing is delivered before the loop turns")
        var descriptor = pollfd(fd: waker.readDescriptor, events: Int16(POLLIN), revents: 0)
        #expect(poll(&descriptor, 1, 0) == 1, "the loop's poll would wake")

        UIApplication.shared.runPendingWork()
        #expect(taps == 1)
        #expect(!headless.hasPendingEvents)
    }

    @Test("A wake from another thread ends the run loop's blocking wait at once")
    func wakeFromAnotherThread() throws {
        _ = Harness()
        UIApplication.shared.runPendingWork()
        let waker = try #require(UIApplication.shared.eventLoopWaker)
        // A timer bounds the wait if the wake were lost.
        let safety = Timer(timeInterval: 5, repeats: false) { _ in }
        RunLoop.main.add(safety, forMode: .default)
        defer { safety.invalidate() }
        let started = Date()
        Thread.detachNewThread {
            usleep(50_000)
            waker.wake()
        }
        UIApplication.shared.runLoop.turn(blocking: true)
        let waited = Date().timeIntervalSince(started)
        #expect(waited >= 0.04 && waited < 2, "blocked until the wake, 0.05 s in: woken after \(waited) s")
        UIApplication.shared.runPendingWork()
        #expect(!waker.drain(), "the next turn empties the waker before reading the backend")
    }

    @Test("R12.9: input a flush reads is worked through before the loop sleeps: the turn does not wait")
    func inputReadByTheFlush() throws {
        let harness = Harness()
        let headless = try #require(UIApplication.shared.backend as? HeadlessBackend)
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 10, y: 10, width: 100, height: 40)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        harness.window.addSubview(button)
        UIApplication.shared.runPendingWork()
        for isDown in [true, false] {
            harness.now += 0.01
            headless.readByNextFlush.append(InputEvent(timestamp: harness.now, window: harness.id,
                kind: .pointerButton(.init(button: 1, isDown: isDown, location: CGPoint(x: 50, y: 30)))))
        }
        // A wake from another thread 10 s on bounds the wait the turn must not make.
        let waker = try #require(UIApplication.shared.eventLoopWaker)
        let bound = Date(timeIntervalSinceNow: 10)
        Thread.detachNewThread {
            Thread.sleep(until: bound)
            waker.wake()
        }
        UIApplication.shared.runLoop.turn(blocking: true)
        #expect(Date() < bound, "the turn slept with input queued by its flush")
        #expect(headless.hasPendingEvents && taps == 0, "read by the flush, handed on by the next turn")
        UIApplication.shared.runPendingWork()
        #expect(taps == 1)
    }

    @Test("R12.10: a turn sends the frame it drew before the rest of its work, even a turn that does not wait")
    func frameLeavesBeforeTheRestOfTheTurn() throws {
        let harness = Harness()
        let headless = try #require(UIApplication.shared.backend as? HeadlessBackend)
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        harness.window.addSubview(view)
        UIApplication.shared.runPendingWork()
        view.backgroundColor = .systemRed
        let presentsBefore = headless.windows[harness.id]?.presentCount ?? 0
        let flushesBefore = headless.flushCount
        // Seen at the end of the turn. (Foundation's timers do not fire while a test, itself
        // main-queue work, runs the loop, so the check sits after them; a turn that does not wait
        // makes no flush before it sleeps, so the one seen here is the frame's.)
        var seenAtEnd: (presents: Int, flushes: Int)?
        let id = harness.id
        UIApplication.shared.runLoop.endOfTurnObservers.append {
            seenAtEnd = (headless.windows[id]?.presentCount ?? 0, headless.flushCount)
        }
        defer { UIApplication.shared.runLoop.endOfTurnObservers.removeLast() }
        UIApplication.shared.runLoop.turn(blocking: false)
        let seen = try #require(seenAtEnd)
        #expect(seen.presents > presentsBefore, "the turn drew the frame")
        #expect(seen.flushes > flushesBefore, "and sent it within the turn, not only before the loop sleeps")
    }

    @Test("UIPasteboard.requestString reads the clipboard through the backend's asynchronous request")
    func asynchronousPaste() {
        _ = Harness()
        UIPasteboard.general.string = "through the seam"
        var answer: String?
        UIPasteboard.general.requestString { answer = $0 }
        #expect(answer == "through the seam", "the headless backend holds the text, so it answers at once")
        #expect(UIApplication.shared.backend.clipboardText() == "through the seam")
    }
}

/// Records the `tapCount` of every touch that ends on it.
@MainActor
private final class TapCountRecorder: UIView {
    var counts: [Int] = []
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        counts += touches.map(\.tapCount)
    }
}
