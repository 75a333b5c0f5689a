import CX11
import Foundation
import Testing
import XUIKit
@_spi(Testing) import XUIKitX11

/// The backend alone on the real-input Xorg: smooth scrolling and touchpad gestures as the
/// hardware reports them. In `RealTouchTests` so they share its one-at-a-time order on the one
/// server.
extension RealTouchTests {
    // Pending parallel work: XI 2.1 smooth-scroll decoding in the X11 backend.
    @Test("Smooth scrolling on the Pointer device's valuators arrives as non-discrete .scroll, downwards")
    func smoothScroll() throws {
        try withXorgBackend { session in
            session.client.move(x: 100, y: 100)
            try session.settle()
            session.sink.inputs.removeAll()
            // Vertical accumulator steps of half a click (increment 120); the first may only set the baseline.
            for _ in 0..<4 { try session.server.pointer.scroll(vertical: 60) }
            try session.settle()

            let scrolls = session.sink.kinds.compactMap { kind -> InputEvent.Scroll? in
                if case .scroll(let scroll) = kind { scroll } else { nil }
            }
            #expect(!scrolls.isEmpty, "inputs: \(session.sink.kinds)")
            #expect(scrolls.allSatisfy { !$0.isDiscrete && $0.dy > 0 && $0.dx == 0 }, "\(scrolls)")
            #expect(session.sink.inputs.allSatisfy { $0.window == session.window })
        }
    }

    // Pending parallel work: XI 2.4 gesture selection and decoding in the X11 backend.
    @Test("A touchpad pinch on the PointerGesture device arrives as .transform began → changed → ended, scale 1.5")
    func touchpadPinch() throws {
        try withXorgBackend { session in
            session.client.move(x: 100, y: 100)
            try session.settle()
            session.sink.inputs.removeAll()
            let gesture = session.server.gesture
            try gesture.pinch(.begin, scale: 1)
            try gesture.pinch(.update, scale: 1.2)
            try gesture.pinch(.update, scale: 1.5)
            try gesture.pinch(.end, scale: 1.5)
            try session.settle()

            let transforms = session.sink.kinds.compactMap { kind -> InputEvent.Transform? in
                if case .transform(let transform) = kind { transform } else { nil }
            }
            #expect(transforms.first?.phase == .began, "inputs: \(session.sink.kinds)")
            #expect(transforms.last?.phase == .ended)
            #expect(transforms.contains { $0.phase == .changed && abs($0.scale - 1.5) < 0.01 }, "\(transforms)")
            #expect(transforms.allSatisfy { $0.fingerCount == 2 })
        }
    }
}
