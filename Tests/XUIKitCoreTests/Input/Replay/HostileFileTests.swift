import Foundation
import Testing
@testable import XUIKitCore

/// Issue 14, defects 8, 11 and 15: traces and recordings on hostile files — devices, directories,
/// huge lines, FIFOs with no reader, full disks — give a message, never a hang or a crash.
@MainActor
@Suite("Hostile trace and recording files")
struct HostileFileTests {
    private func temporaryPath(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString)").path
    }

    private func readError(_ path: String) throws -> InputTraceError {
        try #require(throws: InputTraceError.self) { try InputTrace(contentsOf: URL(fileURLWithPath: path)) }
    }

    @Test("XUIKIT_REPLAY=/dev/zero says it is not a regular file")
    func deviceRefused() throws {
        let error = try readError("/dev/zero")
        #expect(error.description.contains("not a regular file"), "\(error)")
    }

    @Test("A directory given as a trace says it is a directory")
    func directoryRefused() throws {
        let error = try readError(FileManager.default.temporaryDirectory.path)
        #expect(error.description.contains("is a directory"), "\(error)")
    }

    @Test("A line over the limit is refused with its line number, without reading it whole")
    func longLineRefused() throws {
        let path = temporaryPath("long.jsonl")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let good = InputTrace.jsonLine(InputEvent(timestamp: 1, window: WindowID(1), kind: .focus(true)))
        try (good + "\n" + String(repeating: "x", count: 3 * InputTrace.maximumLineLength)).write(toFile: path, atomically: true, encoding: .utf8)
        let error = try readError(path)
        #expect(error.line == 2, "\(error)")
        #expect(error.description.contains("longer than"), "\(error)")
        let text = try #require(throws: InputTraceError.self) {
            try InputTrace(jsonLines: String(repeating: "y", count: InputTrace.maximumLineLength + 1))
        }
        #expect(text.line == 1)
    }

    @Test("A trace file larger than one read chunk streams to the same events as its text")
    func streamingMatchesText() throws {
        let path = temporaryPath("big.jsonl")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let events = (0..<3000).map { index in
            InputEvent(timestamp: 1000 + Double(index) / 100, window: WindowID(1),
                       kind: .touch(.init(id: index % 3, phase: .moved, location: CGPoint(x: index, y: 2 * index))))
        }
        let text = "# a comment\n" + InputTrace(events: events).jsonLines
        #expect(text.utf8.count > 3 * 64 * 1024)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        #expect(try InputTrace(contentsOf: URL(fileURLWithPath: path)).events == events)
    }

    @Test("Recording into a FIFO no one reads is refused at once instead of hanging")
    func fifoWithoutReader() throws {
        let path = temporaryPath("fifo")
        #expect(mkfifo(path, 0o600) == 0)
        defer { unlink(path) }
        let error = try #require(throws: InputTraceError.self) { try InputRecorder(path: path) }
        #expect(error.description.contains("FIFO"), "\(error)")
    }

    @Test("A FIFO reader that leaves stops the recording, not the app (no SIGPIPE death)")
    func fifoReaderLeaves() throws {
        let path = temporaryPath("fifo")
        #expect(mkfifo(path, 0o600) == 0)
        defer { unlink(path) }
        let reader = open(path, O_RDONLY | O_NONBLOCK)
        #expect(reader >= 0)
        let recorder = try InputRecorder(path: path)
        let event = InputEvent(timestamp: 1, window: WindowID(1), kind: .focus(true))
        recorder.record([event])
        #expect(recorder.isRecording)
        close(reader)
        recorder.record([event])
        #expect(!recorder.isRecording)
        recorder.record([event])
    }

    @Test("Recording to a full device stops with the recorder saying so")
    func fullDevice() throws {
        let recorder = try InputRecorder(path: "/dev/full")
        recorder.record([InputEvent(timestamp: 1, window: WindowID(1), kind: .focus(true))])
        #expect(!recorder.isRecording)
    }
}
