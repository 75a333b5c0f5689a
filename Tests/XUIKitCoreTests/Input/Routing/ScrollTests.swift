import Foundation
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

@MainActor
@Suite("Scroll: UIScrollEvent, scrollWheel(with:) and UIPanGestureRecognizer.allowedScrollTypesMask")
struct ScrollTests {
    @Test("R4.1: a wheel click reaches scrollWheel of the view under the pointer with deltas, type and location")
    func scrollWheelUnderPointer() {
        let harness = Harness(window: { EventTypeWindow(frame: $0) })
        let view = ScrollRecordingView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        let other = ScrollRecordingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        harness.window.addSubview(view)
        harness.window.addSubview(other)
        harness.scroll(0, 30, at: CGPoint(x: 150, y: 160))
        harness.scroll(-4, 2.5, at: CGPoint(x: 150, y: 160), discrete: false)
        #expect(view.scrolls.count == 2 && other.scrolls.isEmpty)
        #expect(view.scrolls[0].dx == 0 && view.scrolls[0].dy == 30 && view.scrolls[0].type == .discrete)
        #expect(view.scrolls[0].location == CGPoint(x: 50, y: 60))
        #expect(view.scrolls[1].dx == -4 && view.scrolls[1].dy == 2.5 && view.scrolls[1].type == .continuous)
        #expect(view.events.allSatisfy { $0.type == .scroll && $0.allTouches == nil })
        #expect((harness.window as! EventTypeWindow).types == [.scroll, .scroll])
        #expect(UIEvent.EventType.scroll.rawValue == 10)
    }

    @Test("R1.15-style forwarding: an unhandled scroll climbs the responder chain")
    func climbsChain() {
        let harness = Harness()
        let outer = ScrollRecordingView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let inner = ScrollRecordingView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        inner.handles = false
        outer.addSubview(inner)
        harness.window.addSubview(outer)
        harness.scroll(0, 10, at: CGPoint(x: 20, y: 20))
        #expect(inner.scrolls.isEmpty)
        #expect(outer.scrolls.count == 1)
        #expect(outer.scrolls.first?.location == CGPoint(x: 20, y: 20))
    }

    @Test("The event carries the buttons and modifier keys held")
    func maskAndModifiers() {
        let harness = Harness()
        let view = ScrollRecordingView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        harness.window.addSubview(view)
        harness.pointer(20, 20, modifiers: .shift)
        harness.scroll(0, 10, at: CGPoint(x: 20, y: 20))
        harness.button(2, down: true, 20, 20, modifiers: .shift)
        harness.scroll(0, 10, at: CGPoint(x: 20, y: 20))
        #expect(view.events.map(\.modifierFlags) == [.shift, .shift])
        #expect(view.events.map(\.buttonMask) == [[], .secondary])
    }

    func panView(_ harness: Harness, mask: UIScrollTypeMask) -> (UIPanGestureRecognizer, PanSampler, ScrollRecordingView) {
        let view = ScrollRecordingView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        harness.window.addSubview(view)
        let pan = UIPanGestureRecognizer()
        pan.allowedScrollTypesMask = mask
        let sampler = PanSampler()
        pan.addTarget(sampler, action: .panSample)
        view.addGestureRecognizer(pan)
        return (pan, sampler, view)
    }

    @Test("R8.4: a pan with allowedScrollTypesMask begins on scroll, changes, and ends after a quiet interval")
    func panFromScroll() {
        let harness = Harness()
        let (pan, sampler, view) = panView(harness, mask: .all)
        #expect(UIPanGestureRecognizer().allowedScrollTypesMask == [])
        harness.scroll(0, 10, at: CGPoint(x: 50, y: 60))
        harness.scroll(5, 20, at: CGPoint(x: 50, y: 60), after: 0.05)
        #expect(sampler.states == [.began, .changed])
        // Wheel towards the user (positive deltaY) pans like a finger dragged upwards.
        #expect(sampler.translations == [CGPoint(x: 0, y: -10), CGPoint(x: -5, y: -30)])
        #expect(sampler.velocities.last.map { $0.y < 0 } == true)
        #expect(sampler.locations.last == CGPoint(x: 50, y: 60))
        #expect(view.scrolls.isEmpty)          // the recognizer took the scroll
        harness.advance(by: 0.1)
        #expect(sampler.states == [.began, .changed])
        harness.advance(by: UIPanGestureRecognizer.scrollEndInterval)
        #expect(sampler.states == [.began, .changed, .ended])
        #expect(pan.state == .possible)
        harness.scroll(0, 10, at: CGPoint(x: 50, y: 60))
        #expect(sampler.states.suffix(1) == [.began])
        #expect(sampler.translations.last == CGPoint(x: 0, y: -10))
    }

    @Test("A pan ignores scroll by default, and scroll types its mask does not allow")
    func maskFilters() {
        let harness = Harness()
        let (_, sampler, view) = panView(harness, mask: [])
        harness.scroll(0, 10, at: CGPoint(x: 50, y: 60))
        #expect(sampler.states.isEmpty && view.scrolls.count == 1)

        let harness2 = Harness()
        let (_, continuous, view2) = panView(harness2, mask: .continuous)
        harness2.scroll(0, 10, at: CGPoint(x: 50, y: 60))
        #expect(continuous.states.isEmpty && view2.scrolls.count == 1)
        harness2.scroll(0, 3, at: CGPoint(x: 50, y: 60), discrete: false)
        #expect(continuous.states == [.began] && view2.scrolls.count == 1)
    }

    @Test("A scroll-driven pan takes no touches until it ends")
    func noTouchesWhileScrolling() {
        let harness = Harness()
        let (_, sampler, _) = panView(harness, mask: .all)
        harness.scroll(0, 10, at: CGPoint(x: 50, y: 60))
        harness.touch(.began, 50, 50)
        harness.touch(.moved, 50, 100)
        harness.touch(.ended, 50, 100)
        #expect(sampler.states == [.began])
        #expect(sampler.touchCounts == [0])
    }
}
