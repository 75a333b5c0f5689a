import CX11
import Foundation
import Testing
import XUIKit
@_spi(Testing) import XUIKitX11

/// Layer 3: real XI 2.2 touches, smooth scrolling and XI 2.4 gestures from Xorg's inputtest
/// driver (x11-notes §8.2–§8.3). Needs root; CI runs as root and so runs these.
@Suite("Real input (Xorg + inputtest)", .serialized, .enabled(if: XorgServer.isRoot, XorgServer.notRootReason))
@MainActor
struct RealTouchTests {
    /// A 400×300 window at the root origin (no window manager), so screen pixels are window points.
    private func makeWindow(with views: [UIView]) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        for view in views { window.addSubview(view) }
        return window
    }

    /// A multitouch view at (50, 50, 300, 200) in a shown window; two fingers land on it together,
    /// at (100, 100) and (200, 150), and the app has handled them.
    private func landTwoFingers(_ session: XorgSession) throws -> (TouchLogView, InputTestDevice) {
        let view = TouchLogView(frame: CGRect(x: 50, y: 50, width: 300, height: 200))
        view.isMultipleTouchEnabled = true   // else UIKit gives the view only the first finger
        session.show(makeWindow(with: [view]))
        let touch = session.server.touch
        try touch.touch(0, .begin, x: 100, y: 100)
        try touch.touch(1, .begin, x: 200, y: 150)
        try session.deliver()
        return (view, touch)
    }

    private func near(_ a: CGPoint, _ b: CGPoint) -> Bool { abs(a.x - b.x) <= 1 && abs(a.y - b.y) <= 1 }

    @Test("Two fingers landing together on one view: two direct UITouches, began → moved → ended, at the right places")
    func twoFingersOnOneView() throws {
        try withXorgApp { session in
            let (view, touch) = try landTwoFingers(session)
            try touch.touch(0, .update, x: 110, y: 105)
            try touch.touch(1, .update, x: 190, y: 145)
            try session.deliver()
            try touch.touch(0, .end, x: 110, y: 105)
            try touch.touch(1, .end, x: 190, y: 145)
            try session.deliver()

            let seen = view.seen
            let ids = Array(Set(seen.map(\.touch)))
            #expect(ids.count == 2, "two fingers are two UITouch objects")
            #expect(seen.allSatisfy { $0.type == .direct && $0.view === view })
            // Each finger, on its own: began → moved → ended at the places it was put.
            let fingers = ids.map { id in seen.filter { $0.touch == id } }
                .sorted { ($0.first?.location.x ?? 0) < ($1.first?.location.x ?? 0) }
            let expected: [[(UITouch.Phase, CGPoint)]] = [
                [(.began, CGPoint(x: 100, y: 100)), (.moved, CGPoint(x: 110, y: 105)), (.ended, CGPoint(x: 110, y: 105))],
                [(.began, CGPoint(x: 200, y: 150)), (.moved, CGPoint(x: 190, y: 145)), (.ended, CGPoint(x: 190, y: 145))],
            ]
            #expect(fingers.count == 2)
            for (finger, wanted) in zip(fingers, expected) {
                #expect(finger.map(\.phase) == wanted.map(\.0))
                #expect(zip(finger, wanted).allSatisfy { near($0.location, $1.1) },
                        "locations \(finger.map(\.location)) ≈ \(wanted.map(\.1))")
            }
        }
    }

    // The backend hands one queue drain over as one batch; the core delivers its began touches
    // in one touchesBegan (BatchDeliveryTests is the same at core level).
    @Test("Two fingers landing together on one view: ONE touchesBegan with TWO touches")
    func twoFingersBeganTogether() throws {
        try withXorgApp { session in
            let (view, touch) = try landTwoFingers(session)
            let began = view.calls.filter { $0.name == "began" }
            try touch.touch(0, .end, x: 100, y: 100)
            try touch.touch(1, .end, x: 200, y: 150)
            try session.deliver()

            #expect(began.map(\.touches.count) == [2], "touchesBegan calls: \(began.map(\.touches.count))")
        }
    }

    @Test("Two fingers on two views: each view gets its own touch, in window coordinates")
    func twoFingersOnTwoViews() throws {
        try withXorgApp { session in
            let left = TouchLogView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
            let right = TouchLogView(frame: CGRect(x: 200, y: 0, width: 200, height: 300))
            session.show(makeWindow(with: [left, right]))
            let touch = session.server.touch

            try touch.touch(0, .begin, x: 60, y: 80)
            try touch.touch(1, .begin, x: 300, y: 220)
            try session.deliver()
            try touch.touch(0, .end, x: 60, y: 80)
            try touch.touch(1, .end, x: 300, y: 220)
            try session.deliver()

            for (view, point) in [(left, CGPoint(x: 60, y: 80)), (right, CGPoint(x: 300, y: 220))] {
                let seen = view.seen
                #expect(Set(seen.map(\.touch)).count == 1)
                #expect(seen.map(\.phase) == [.began, .ended])
                #expect(seen.allSatisfy { $0.view === view && $0.type == .direct && near($0.location, point) },
                        "\(view.seen.map(\.location)) ≈ \(point)")
            }
            #expect(Set(left.seen.map(\.touch)).isDisjoint(with: right.seen.map(\.touch)))
        }
    }
}
