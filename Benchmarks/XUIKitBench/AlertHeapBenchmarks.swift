import Foundation
@_spi(Testing) import XUIKitCore

// Issue 25: heap growth per alert. An alert with a text field (typed into, then dismissed by its
// action) and one without go through present and dismiss in rounds, with a run-loop pass after
// each step as in an app; after a warm-up round, glibc's in-use heap (`heapInUse()`) is read after
// each round. Prints the growth per alert from the first measured round to the last: a figure,
// nothing fails on it (AlertLifetimeTests checks that the pieces are freed). `alert-heap [PER_ROUND]`
// sets the alerts per round (200), for comparing heap profiles of short and long runs.

/// The benchmark's window and root, kept after it returns, so a heap profiler's "leaked at exit"
/// also counts what they still hold (growth kept by the window shows up in a diff of two runs).
@MainActor private var alertHeapKeptObjects: [AnyObject] = []

@MainActor
func runAlertHeapBenchmarks(perRound: Int = 200) {
    let app = UIApplication.makeFreshForTesting()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let root = UIViewController()
    window.rootViewController = root
    window.makeKeyAndVisible()
    app.runPendingWork()
    alertHeapKeptObjects = [app, window, root]
    let id = window.windowID!
    var now = ProcessInfo.processInfo.systemUptime

    func press(_ text: String, code: UIKeyboardHIDUsage = .keyboardA) {
        for character in text {
            let letter = String(character)
            for isDown in [true, false] {
                now += 0.002
                app.handle(InputEvent(timestamp: now, window: id, kind: .key(.init(
                    keyCode: code, characters: letter, charactersIgnoringModifiers: letter, isDown: isDown))))
            }
        }
    }
    func alerts(_ count: Int, withTextField: Bool) {
        for _ in 0..<count {
            let alert = UIAlertController(title: "Rename", message: "A new name", preferredStyle: .alert)
            if withTextField { alert.addTextField { $0.placeholder = "Name" } }
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            alert.addAction(UIAlertAction(title: "OK", style: .default))
            root.present(alert, animated: false)
            app.runPendingWork()
            if withTextField { press("soak") }
            app.runPendingWork()
            press("\r", code: .keyboardReturnOrEnter)   // R11.4: Return chooses the one default action
            app.runPendingWork()
        }
    }

    for (label, withTextField) in [("alert with a text field, presented and dismissed", true),
                                   ("alert without a text field, presented and dismissed", false)] {
        alerts(perRound, withTextField: withTextField)   // warm-up
        var samples: [Int] = []
        for _ in 0..<5 {
            alerts(perRound, withTextField: withTextField)
            samples.append(heapInUse())
        }
        let growth = samples[samples.count - 1] - samples[0]
        let count = perRound * (samples.count - 1)
        let padded = "heap growth per \(label)".padding(toLength: 68, withPad: " ", startingAt: 0)
        print("\(padded) \(String(format: "%9.2f", Double(growth) / Double(count))) B/alert  (\(growth) B over \(count) alerts)")
        // Round by round: growth that goes on, or steps that stop (a cache filling).
        let steps = zip(samples.dropFirst(), samples).map { String($0 - $1) }
        print("  heap growth per round of \(perRound) alerts: \(steps.joined(separator: ", ")) B")
    }
}
