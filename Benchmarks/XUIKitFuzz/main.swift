import Foundation
@_spi(Testing) import XUIKitCore

// Feeds random raw input — NaN, extremes and hierarchy mutations included — through the one input
// door, `UIApplication.handle(_:)`, into a window with every control and recognizer, on the
// headless backend, then checks what must hold whatever the input:
//   - the touch ledger: every touchesBegan a view got has exactly one touchesEnded or
//     touchesCancelled, and nothing comes before touchesBegan or after the end;
//   - once all input ended (every device removed, time past every timeout), no recognizer is
//     left `.began` or `.changed`;
//   - nothing crashed (drawing included: the window is redrawn as the run goes).
//
//     XUIKitFuzz [--seed N] [--events N]          (defaults: seed 1, 100 000 events)
//
// Prints one line of figures; exits 1 when a check failed. scripts/fuzz.sh runs long ones.

@MainActor
func fuzz(seed: UInt64, count: Int) -> Int32 {
    var diagnostics = 0
    Diagnostics.handler = { _ in diagnostics += 1 }
    let app = UIApplication.shared
    let scene = FuzzScene()
    guard let windowID = scene.window.windowID else {
        print("XUIKitFuzz: the scene's window was not shown")
        return 1
    }
    var input = RandomInput(seed: seed, window: windowID)
    var mutations = SplitMix(seed: seed ^ 0x5EED)
    let start = DispatchTime.now().uptimeNanoseconds
    var batch: [InputEvent] = []
    for index in 0..<count {
        batch.append(input.next())
        // Input arrives one by one or in small batches, as a backend's drains hand it over.
        if mutations.chance(60) || batch.count > 4 {
            if batch.count == 1 { app.handle(batch[0]) } else { app.handle(batch) }
            batch.removeAll()
        }
        if mutations.chance(1) { scene.mutate(&mutations) }
        if index % 500 == 0 { app.runPendingWork() }
    }
    app.handle(batch)
    for event in input.ending() { app.handle(event) }
    app.runPendingWork()
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9

    let ledger = TouchLedger.shared
    let continuing = scene.continuingRecognizers
    let failures = ledger.violations.count + ledger.openCount + continuing.count
    print("XUIKitFuzz seed=\(seed) events=\(count) deliveries=\(ledger.deliveries) violations=\(ledger.violations.count)"
          + " open-touches=\(ledger.openCount) continuing-recognizers=\(continuing.count) diagnostics=\(diagnostics)"
          + " time=\(String(format: "%.2f", seconds))s (\(String(format: "%.1f", seconds / Double(max(count, 1)) * 1e6)) µs/event)")
    for violation in ledger.violations { print("  violation: \(violation)") }
    for recognizer in continuing { print("  left \(recognizer.state): \(recognizer)") }
    return failures == 0 ? 0 : 1
}

var seed: UInt64 = 1
var count = 100_000
var arguments = CommandLine.arguments.dropFirst()
while let flag = arguments.popFirst() {
    switch flag {
    case "--seed": seed = arguments.popFirst().flatMap { UInt64($0) } ?? seed
    case "--events": count = arguments.popFirst().flatMap { Int($0) } ?? count
    default:
        FileHandle.standardError.write(Data("usage: XUIKitFuzz [--seed N] [--events N]\n".utf8))
        exit(2)
    }
}
exit(MainActor.assumeIsolated { fuzz(seed: seed, count: count) })
