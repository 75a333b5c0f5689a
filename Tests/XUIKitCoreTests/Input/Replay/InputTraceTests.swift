import Foundation
import Testing
@testable import XUIKitCore

/// Reads a committed trace from Tests/XUIKitCoreTests/Traces.
func committedTrace(_ name: String) throws -> InputTrace {
    let url = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Traces/\(name).jsonl")
    return try InputTrace(contentsOf: url)
}

/// Records what a replay hands over, batch by batch.
@MainActor
final class BatchSink: PlatformEventSink {
    var batches: [[InputEvent]] = []
    func handle(_ input: InputEvent) { batches.append([input]) }
    func handle(_ inputs: [InputEvent]) { batches.append(inputs) }
    func windowNeedsDisplay(_ id: WindowID, rect: CGRect) {}
    func windowDidMap(_ id: WindowID) {}
    func windowDidResize(_ id: WindowID, to size: CGSize) {}
    func windowCloseRequested(_ id: WindowID) {}
    func backendDidDisconnect(_ message: String) {}
}

@Suite("InputTrace: JSON lines of raw input")
@MainActor
struct InputTraceTests {
    let events = [
        InputEvent(timestamp: 10, window: WindowID(1), kind: .touch(.init(id: 1, phase: .began, location: CGPoint(x: 1, y: 2)))),
        InputEvent(timestamp: 10, window: WindowID(1), kind: .touch(.init(id: 2, phase: .began, location: CGPoint(x: 3, y: 4)))),
        InputEvent(timestamp: 10.5, window: WindowID(2), kind: .scroll(.init(location: .zero, dx: 0, dy: 3.5, isDiscrete: false))),
    ]

    @Test("Writing and reading back gives the same events, one line each; comments and blank lines are skipped")
    func roundTrip() throws {
        let text = InputTrace(events: events).jsonLines
        #expect(text.split(separator: "\n").count == 3)
        let read = try InputTrace(jsonLines: "# a comment\n\n" + text)
        #expect(read.events == events)
    }

    @Test("A bad line is reported with its line number and what is wrong")
    func badLine() throws {
        let good = InputTrace.jsonLine(events[0])
        let text = [good, "# note", #"{"timestamp": 1, "window": {"rawValue": 1}}"#, "not json"].joined(separator: "\n")
        let error = try #require(throws: InputTraceError.self) { try InputTrace(jsonLines: text) }
        #expect(error.line == 3)
        #expect(error.description.contains("line 3"))
        #expect(error.description.contains("kind"), "\(error)")
    }

    @Test("A missing file is reported with its path")
    func missingFile() throws {
        let error = try #require(throws: InputTraceError.self) {
            try InputTrace(contentsOf: URL(fileURLWithPath: "/nonexistent/trace.jsonl"))
        }
        #expect(error.description.contains("/nonexistent/trace.jsonl"))
    }

    @Test("Immediate playback rebases timestamps to now, keeps spacing, and batches events that share a timestamp")
    func immediatePlayback() {
        let sink = BatchSink()
        InputTrace(events: events).play(into: sink, startingAt: 500, timing: .immediate)
        #expect(sink.batches.map(\.count) == [2, 1])
        #expect(sink.batches.flatMap { $0 }.map(\.timestamp) == [500, 500, 500.5])
        #expect(sink.batches.flatMap { $0 }.map(\.kind) == events.map(\.kind))
    }

    @Test("The recorder writes one complete line per event, which reads back as a trace")
    func recorder() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("rec-\(UUID().uuidString).jsonl").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        do {
            let recorder = try InputRecorder(path: path)
            recorder.record([events[0]])
            recorder.record(Array(events[1...]))
            // Unflushed buffers would show up here: the file is read while the recorder is open.
            #expect(try InputTrace(contentsOf: URL(fileURLWithPath: path)).events == events)
        }
    }
}
