import Foundation

/// A recording of raw input: the `InputEvent`s an app received, one JSON object per line
/// (JSON Lines), oldest first.
///
/// `XUIKIT_RECORD=path` writes one (`InputRecorder`); `UIApplication.replay(_:timing:)`,
/// `XUIKIT_REPLAY=path` and the `Replay` command play one back. Blank lines and lines starting
/// with `#` are comments, so a committed trace can say what it holds.
public struct InputTrace: Sendable, Equatable {
    /// The recorded input, oldest first.
    public var events: [InputEvent]

    /// A trace of these events.
    public init(events: [InputEvent]) { self.events = events }

    /// The same trace with every event sent to `window`: for replaying a trace recorded in one
    /// app into a window with another number (a test's window).
    public func retargeted(to window: WindowID) -> InputTrace {
        InputTrace(events: events.map { event in
            var event = event
            event.window = window
            return event
        })
    }

    /// One event as one line of JSON, without the newline. Keys are sorted so traces diff well.
    public static func jsonLine(_ event: InputEvent) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // InputEvent's encoding cannot fail: it holds only numbers, strings and enums.
        let data = (try? encoder.encode(event)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }

    /// The whole trace as JSON Lines, one event per line, each line ending in a newline.
    public var jsonLines: String { events.map { Self.jsonLine($0) + "\n" }.joined() }

    /// Events that share a timestamp came from one read of the platform's queue (fingers that
    /// landed together); replay hands each such run to the app together, as the backend did.
    var batches: [[InputEvent]] {
        var batches: [[InputEvent]] = []
        for event in events {
            if let last = batches.last?.last, last.timestamp == event.timestamp {
                batches[batches.count - 1].append(event)
            } else {
                batches.append([event])
            }
        }
        return batches
    }

    static func describe(_ error: any Error) -> String {
        switch error as? DecodingError {
        case .dataCorrupted(let context)?:
            return "not valid JSON for an input event: \(context.debugDescription)"
        case .keyNotFound(let key, let context)?:
            return "missing \"\(key.stringValue)\" at \(path(context))"
        case .typeMismatch(_, let context)?, .valueNotFound(_, let context)?:
            return "\(context.debugDescription) at \(path(context))"
        default:
            return "\(error)"
        }
    }

    private static func path(_ context: DecodingError.Context) -> String {
        let keys = context.codingPath.map(\.stringValue)
        return keys.isEmpty ? "top level" : keys.joined(separator: ".")
    }
}

/// A trace that could not be read: which line (1-based; 0 for the file itself) and why.
public struct InputTraceError: Error, Equatable, CustomStringConvertible {
    /// The line of the trace that could not be read, from 1.
    public let line: Int
    /// What is wrong with it.
    public let reason: String
    /// The file, when the trace came from one.
    public var file: String?

    /// An error at `line` of `file` (nil for a trace read from memory).
    public init(line: Int, reason: String, file: String? = nil) {
        self.line = line; self.reason = reason; self.file = file
    }

    /// "file:line: reason", as compilers print.
    public var description: String {
        let place = [file, line > 0 ? "line \(line)" : nil].compactMap { $0 }.joined(separator: ", ")
        return place.isEmpty ? "input trace: \(reason)" : "input trace \(place): \(reason)"
    }
}
