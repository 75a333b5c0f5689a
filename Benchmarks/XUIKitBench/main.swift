import Foundation
@_spi(Testing) import XUIKitCore

// Prints the median of repeated measurements for the core's hot paths, on the headless backend.
// Run with: swift run -c release XUIKitBench (redraw figures include one run-loop pass).
// `per:` divides each sample by a count, for per-event figures.

@MainActor
func median(_ label: String, unit: String = "µs", runs: Int = 31, per count: Int = 1, _ body: () -> Void) {
    var samples: [Double] = []
    for _ in 0..<runs {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000 / Double(count))
    }
    samples.sort()
    let padded = label.padding(toLength: 52, withPad: " ", startingAt: 0)
    print("\(padded) median \(String(format: "%9.2f", samples[samples.count / 2])) \(unit)  (min \(String(format: "%.2f", samples[0])), max \(String(format: "%.2f", samples[samples.count - 1])), n=\(runs))")
}

@MainActor
final class Sink: UIViewController { func act() {} }
extension Selector { static let benchAct = Selector("act", Sink.act) }

@MainActor
func run() {
    let app = UIApplication.makeFreshForTesting()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
    let controller = Sink()
    window.rootViewController = controller
    window.makeKeyAndVisible()

    // A grid of 20×10 views, each with 4 nested children: 1000 views.
    var deepest: UIView = controller.view
    for row in 0..<10 {
        for column in 0..<20 {
            let cell = UIView(frame: CGRect(x: column * 40, y: row * 60, width: 38, height: 58))
            cell.backgroundColor = UIColor(hue: CGFloat(row * 20 + column) / 200, saturation: 0.5, brightness: 0.9, alpha: 1)
            var parent = cell
            for _ in 0..<4 {
                let child = UIView(frame: parent.bounds.insetBy(dx: 2, dy: 2))
                parent.addSubview(child)
                parent = child
            }
            controller.view.addSubview(cell)
            deepest = parent
        }
    }
    app.runPendingWork()

    median("hitTest ×1000 in a 1000-view window") {
        for i in 0..<1000 { _ = window.hitTest(CGPoint(x: i % 800, y: (i * 7) % 600), with: nil) }
    }
    median("full redraw of 800×600 window with 1000 views", unit: "µs") {
        window.setNeedsDisplay()
        app.runPendingWork()
    }
    median("small redraw (one 38×58 cell)", unit: "µs") {
        controller.view.subviews[5].setNeedsDisplay()
        app.runPendingWork()
    }
    var now: TimeInterval = 10
    median("touch sequence: began + 100 moves + ended") {
        now += 1
        let id = window.windowID!
        app.handle(InputEvent(timestamp: now, window: id, kind: .touch(.init(id: 1, phase: .began, location: CGPoint(x: 10, y: 10)))))
        for step in 1...100 {
            app.handle(InputEvent(timestamp: now + Double(step) * 0.001, window: id,
                                  kind: .touch(.init(id: 1, phase: .moved, location: CGPoint(x: 10 + step, y: 10)))))
        }
        app.handle(InputEvent(timestamp: now + 0.2, window: id, kind: .touch(.init(id: 1, phase: .ended, location: CGPoint(x: 110, y: 10)))))
    }
    median("nil-target action, 6 levels deep, ×1000") {
        for _ in 0..<1000 { app.sendAction(.benchAct, to: nil, from: deepest, for: nil) }
    }
}

MainActor.assumeIsolated {
    if CommandLine.arguments.dropFirst().first == "images" {
        runImageBenchmarks()
    } else if CommandLine.arguments.dropFirst().first == "decode", CommandLine.arguments.count > 2 {
        decodeImageFile(CommandLine.arguments[2], maximumPixelSize: CommandLine.arguments.dropFirst(3).first.flatMap { Int($0) })
    } else if CommandLine.arguments.dropFirst().first == "layout" {
        UIApplication.makeFreshForTesting()
        runLayoutBenchmarks(machineReadable: true)
    } else if CommandLine.arguments.dropFirst().first == "layout-scale" {
        UIApplication.makeFreshForTesting()
        let sizes = CommandLine.arguments.dropFirst(2).compactMap { Int($0) }
        runLayoutScaleBenchmarks(constraints: sizes.isEmpty ? [1000, 3000, 10000] : sizes)
    } else if CommandLine.arguments.dropFirst().first == "text" {
        runTextFileBenchmarks(Array(CommandLine.arguments.dropFirst(2)))
    } else if CommandLine.arguments.dropFirst().first == "paste" {
        runPasteBenchmarks(megabytes: CommandLine.arguments.dropFirst(2).first.flatMap { Int($0) } ?? 10)
    } else if CommandLine.arguments.dropFirst().first == "alert-heap" {
        runAlertHeapBenchmarks(perRound: CommandLine.arguments.dropFirst(2).first.flatMap { Int($0) } ?? 200)
    } else if CommandLine.arguments.dropFirst().first == "heap" {
        runHeapGrowthBenchmarks()
        runAlertHeapBenchmarks()
    } else if CommandLine.arguments.dropFirst().first == "table" {
        runTableBenchmarks()
    } else if CommandLine.arguments.dropFirst().first == "animation" {
        runAnimationBenchmarks()
    } else if CommandLine.arguments.dropFirst().first == "collections" {
        runCollectionBenchmarks()
    } else if CommandLine.arguments.dropFirst().first == "collections-memory" {
        runCollectionMemory(count: CommandLine.arguments.dropFirst(2).first.flatMap { Int($0) } ?? 1000)
    } else if CommandLine.arguments.dropFirst().first == "diffable" {
        runDiffableBenchmarks()
    } else if CommandLine.arguments.dropFirst().first == "shapes" {
        runShapeBenchmarks()
    } else {
        run()
        runInputBenchmarks()
        runHardeningBenchmarks()
        runHeapGrowthBenchmarks()
        runAlertHeapBenchmarks()
        runAutoresizingBenchmarks()
        runImageBenchmarks()
        runTableBenchmarks()
        runAnimationBenchmarks()
        runLayoutBenchmarks(machineReadable: false)
    }
}
