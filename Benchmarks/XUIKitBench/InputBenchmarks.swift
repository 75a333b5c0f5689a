import Foundation
@_spi(Testing) import XUIKitCore

// Input figures, per event: replaying traces with `.immediate` timing, and scroll delivery up a
// deep responder chain. XInput decoding is not measured here: `XInputDecoder` is internal to
// XUIKitX11 and a release build cannot `@testable import` it.

/// Takes scrolls at the top of the chain and pinches anywhere in its view.
@MainActor
final class InputSink: UIViewController {
    var scrolls = 0
    var pinches = 0
    override func viewDidLoad() {
        super.viewDidLoad()
        view.isMultipleTouchEnabled = true
        view.addGestureRecognizer(UIPinchGestureRecognizer(target: self, action: .benchPinched))
    }
    override func scrollWheel(with event: UIScrollEvent) { scrolls += 1 }
    func pinched(_ recognizer: UIPinchGestureRecognizer) { pinches += 1 }
}
extension Selector { static let benchPinched = Selector("pinched:", InputSink.pinched) }

@MainActor
private func makeWindow(_ controller: UIViewController) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    window.rootViewController = controller
    window.makeKeyAndVisible()
    UIApplication.shared.runPendingWork()
    return window
}

/// Two touchscreen fingers spreading apart: one batch down, `moves` batches of both fingers
/// moving, one batch up; `2 × (moves + 2)` events.
func syntheticPinch(moves: Int, window: WindowID) -> InputTrace {
    var events: [InputEvent] = []
    func both(_ phase: InputEvent.Touch.Phase, step: Int) {
        let spread = CGFloat(step) * 0.2
        for (id, x) in [(1, 150 - spread), (2, 250 + spread)] {
            events.append(InputEvent(timestamp: Double(step) * 0.008, window: window,
                                     kind: .touch(.init(device: 6, id: id, phase: phase, location: CGPoint(x: x, y: 150)))))
        }
    }
    both(.began, step: 0)
    for step in 1...moves { both(.moved, step: step) }
    both(.ended, step: moves + 1)
    return InputTrace(events: events)
}

/// The committed pinch trace, found from this file's place in the package.
func committedPinchTrace() -> InputTrace? {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    return try? InputTrace(contentsOf: root.appendingPathComponent("Tests/XUIKitCoreTests/Traces/pinch.jsonl"))
}

@MainActor
func runInputBenchmarks() {
    let app = UIApplication.shared

    let pinchSink = InputSink()
    let pinchWindow = makeWindow(pinchSink)
    let id = pinchWindow.windowID!
    if let recorded = committedPinchTrace()?.retargeted(to: id) {
        let count = recorded.events.count
        median("replay pinch.jsonl (\(count) events), .immediate", unit: "µs/event", per: count) {
            app.replay(recorded, timing: .immediate)
        }
    } else {
        print("replay pinch.jsonl: trace not found next to the sources; skipped")
    }
    let synthetic = syntheticPinch(moves: 498, window: id)
    median("replay synthetic pinch (\(synthetic.events.count) events), .immediate",
           unit: "µs/event", runs: 11, per: synthetic.events.count) {
        app.replay(synthetic, timing: .immediate)
    }
    precondition(pinchSink.pinches > 0, "the replayed pinches never reached the recognizer")

    // A chain 20 views deep under the pointer; none takes the scroll, so each climbs all 20
    // views to the controller.
    let scrollSink = InputSink()
    let scrollWindow = makeWindow(scrollSink)
    var parent: UIView = scrollSink.view
    for _ in 0..<20 {
        let child = UIView(frame: parent.bounds.insetBy(dx: 2, dy: 2))
        parent.addSubview(child)
        parent = child
    }
    let scrollID = scrollWindow.windowID!
    let scrolls = 1000
    median("scroll up a 20-deep view chain, ×\(scrolls)", unit: "µs/event", per: scrolls) {
        let start = ProcessInfo.processInfo.systemUptime
        for i in 0..<scrolls {
            app.handle(InputEvent(timestamp: start + Double(i) * 0.001, window: scrollID,
                                  kind: .scroll(.init(device: 2, location: CGPoint(x: 200, y: 150), dx: 0, dy: 40, isDiscrete: true))))
        }
    }
    precondition(scrollSink.scrolls == scrolls * 31, "scrolls lost on the way up: \(scrollSink.scrolls)")
}
