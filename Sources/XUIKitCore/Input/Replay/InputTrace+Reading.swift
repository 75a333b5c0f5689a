import Foundation

/// Reading traces from files and untrusted text within bounds: files are streamed line by line,
/// never held whole, and a trace that would exhaust the app is refused with a message.
extension InputTrace {
    /// The longest line a trace may hold, in bytes. A recorded event is a few hundred bytes; a
    /// key's text is cut to `InputValidation.maximumKeyTextLength` characters anyway.
    public static let maximumLineLength = 64 * 1024
    /// The most events one trace may hold (about an hour of continuous input).
    public static let maximumEventCount = 1_000_000

    /// Reads a JSON Lines file, streaming it in chunks.
    ///
    /// - Throws: `InputTraceError` for a file that cannot be read, is not a regular file (a
    ///   directory, `/dev/zero`, a FIFO), holds a line longer than `maximumLineLength` or more
    ///   than `maximumEventCount` events (line 0, or the line at fault), or a bad line.
    public init(contentsOf url: URL) throws {
        do {
            self.init(events: try Self.readEvents(atPath: url.path))
        } catch var error as InputTraceError {
            error.file = url.path
            throw error
        }
    }

    private static func readEvents(atPath path: String) throws -> [InputEvent] {
        var status = stat()
        guard stat(path, &status) == 0 else {
            throw InputTraceError(line: 0, reason: "cannot read \(path): \(String(cString: strerror(errno)))")
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw InputTraceError(line: 0, reason: "\(path) is a directory, not a trace file")
        default: throw InputTraceError(line: 0, reason: "\(path) is not a regular file (a device, FIFO or socket); give a .jsonl file")
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw InputTraceError(line: 0, reason: "cannot read \(path): \(String(cString: strerror(errno)))")
        }
        defer { try? handle.close() }
        var parser = LineParser()
        var pending: [UInt8] = []
        while true {
            let chunk = try readChunk(handle, path: path)
            if chunk.isEmpty { break }
            var start = pending.count
            pending.append(contentsOf: chunk)
            var lineStart = 0
            while let newline = pending[start...].firstIndex(of: UInt8(ascii: "\n")) {
                try parser.take(pending[lineStart..<newline])
                lineStart = newline + 1
                start = lineStart
            }
            pending.removeFirst(lineStart)
            if pending.count > maximumLineLength { try parser.refuseLongLine(at: parser.nextLineNumber) }
        }
        if !pending.isEmpty { try parser.take(pending[...]) }
        return parser.events
    }

    private static func readChunk(_ handle: FileHandle, path: String) throws -> Data {
        do {
            return try handle.read(upToCount: 64 * 1024) ?? Data()
        } catch {
            throw InputTraceError(line: 0, reason: "cannot read \(path): \(error.localizedDescription)")
        }
    }

    /// Parses JSON Lines text.
    ///
    /// - Throws: `InputTraceError` naming the first bad line (1-based) and what is wrong with it,
    ///   including lines longer than `maximumLineLength` and traces over `maximumEventCount`.
    public init(jsonLines text: String) throws {
        var parser = LineParser()
        for line in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            try parser.take(line)
        }
        self.init(events: parser.events)
    }

    /// Turns lines into events one at a time, counting lines and enforcing the bounds.
    private struct LineParser {
        var events: [InputEvent] = []
        private var lineNumber = 0
        private let decoder = JSONDecoder()

        mutating func take<Bytes: Collection>(_ line: Bytes) throws where Bytes.Element == UInt8 {
            lineNumber += 1
            guard line.count <= InputTrace.maximumLineLength else { try refuseLongLine(at: lineNumber) }
            let text = String(decoding: line, as: UTF8.self)
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { return }
            guard events.count < InputTrace.maximumEventCount else {
                throw InputTraceError(line: lineNumber, reason: "more than \(InputTrace.maximumEventCount) events; split the trace")
            }
            do {
                events.append(try decoder.decode(InputEvent.self, from: Data(trimmed.utf8)))
            } catch {
                throw InputTraceError(line: lineNumber, reason: InputTrace.describe(error))
            }
        }

        /// The number the next line will have (1-based).
        var nextLineNumber: Int { lineNumber + 1 }

        func refuseLongLine(at line: Int) throws -> Never {
            throw InputTraceError(line: line, reason: "line longer than \(InputTrace.maximumLineLength) bytes; not an input trace?")
        }
    }
}
