import Foundation
import Glibc
@_spi(Testing) import XUIKitCore

// Issue 14, defect 5: heap growth per event. Wheel scrolls over a UIScrollView and keystrokes
// (a letter, then Backspace) into a text field go through the input door in rounds; after a
// warm-up round, glibc's in-use heap (`heapInUse()`, from `malloc_info`) is read after each round, with a
// run-loop pass every 100 events so timers and redraws run as in an app. Prints the growth per
// event from the first measured round to the last: a figure, nothing fails on it.

@MainActor
func runHeapGrowthBenchmarks() {
    let app = UIApplication.makeFreshForTesting()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let field = UITextField(frame: CGRect(x: 20, y: 20, width: 360, height: 34))
    window.addSubview(field)
    let scroll = UIScrollView(frame: CGRect(x: 20, y: 100, width: 360, height: 280))
    scroll.contentSize = CGSize(width: 360, height: 5000)
    for row in 0..<100 {
        let stripe = UIView(frame: CGRect(x: 0, y: row * 50, width: 360, height: 48))
        stripe.backgroundColor = UIColor(white: row % 2 == 0 ? 0.9 : 0.7, alpha: 1)
        scroll.addSubview(stripe)
    }
    window.addSubview(scroll)
    window.makeKeyAndVisible()
    app.runPendingWork()
    let id = window.windowID!
    _ = field.becomeFirstResponder()
    var now = ProcessInfo.processInfo.systemUptime

    func send(_ kind: InputEvent.Kind) {
        now += 0.002
        app.handle(InputEvent(timestamp: now, window: id, kind: kind))
    }
    func scrolls(_ count: Int) {
        for index in 0..<count {
            send(.scroll(.init(location: CGPoint(x: 200, y: 240), dx: 0, dy: index % 200 < 100 ? 40 : -40, isDiscrete: true)))
            if index % 100 == 99 { app.runPendingWork() }
        }
        app.runPendingWork()
    }
    func keystrokes(_ count: Int) {
        for index in 0..<count {
            let letter = index % 2 == 0
            let code: UIKeyboardHIDUsage = letter ? .keyboardA : .keyboardDeleteOrBackspace
            let text = letter ? "a" : "\u{8}"
            send(.key(.init(keyCode: code, characters: text, charactersIgnoringModifiers: text, isDown: true)))
            send(.key(.init(keyCode: code, characters: text, charactersIgnoringModifiers: text, isDown: false)))
            if index % 100 == 99 { app.runPendingWork() }
        }
        app.runPendingWork()
    }

    for (label, body) in [("wheel scroll over a UIScrollView", scrolls), ("keystroke into a UITextField", keystrokes)] {
        let perRound = 20_000
        body(perRound)   // warm-up: caches, glyphs, first-time allocations
        var samples: [Int] = []
        for _ in 0..<5 {
            body(perRound)
            samples.append(heapInUse())
        }
        let growth = samples[samples.count - 1] - samples[0]
        let events = perRound * (samples.count - 1)
        let padded = "heap growth per \(label)".padding(toLength: 52, withPad: " ", startingAt: 0)
        print("\(padded) \(String(format: "%9.2f", Double(growth) / Double(events))) B/event  (\(growth) B over \(events) events; in use \(samples[0] / 1024) → \(samples[samples.count - 1] / 1024) KiB)")
    }
}

/// Bytes glibc's malloc has handed out and not had back: the arenas' current size less their free
/// chunks, plus mmapped chunks. Read from `malloc_info`'s XML (looked up with dlsym: Swift's Glibc
/// module does not import <malloc.h>, and `mallinfo2` returns a C struct by value).
func heapInUse() -> Int {
    typealias MallocInfo = @convention(c) (Int32, UnsafeMutablePointer<FILE>?) -> Int32
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_info") else { return 0 }
    let mallocInfo = unsafeBitCast(symbol, to: MallocInfo.self)
    var buffer: UnsafeMutablePointer<CChar>?
    var size = 0
    guard let stream = open_memstream(&buffer, &size) else { return 0 }
    _ = mallocInfo(0, stream)
    fclose(stream)
    guard let buffer else { return 0 }
    defer { free(buffer) }
    let xml = String(cString: buffer)
    // The totals over all arenas follow the last </heap>.
    let totals = xml.range(of: "</heap>", options: .backwards).map { String(xml[$0.upperBound...]) } ?? xml
    func value(_ tag: String) -> Int {
        guard let start = totals.range(of: tag) else { return 0 }
        let rest = totals[start.upperBound...]
        guard let quote = rest.range(of: "size=\"") else { return 0 }
        return Int(rest[quote.upperBound...].prefix { $0.isNumber }) ?? 0
    }
    return value("<system type=\"current\"") - value("<total type=\"fast\"") - value("<total type=\"rest\"")
        + value("<total type=\"mmap\"")
}
