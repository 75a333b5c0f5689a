import Foundation

/// Appends every raw input event the app receives to a JSON Lines file, when the app was launched
/// with `XUIKIT_RECORD=/path/file.jsonl`: the way to capture a real touchscreen, touchpad or
/// wheel sequence once and replay it in tests.
///
/// Each line is written with one `write(2)` as the event arrives, so an app that is killed
/// leaves every line it handled complete. The file is truncated at launch.
@preconcurrency @MainActor
public final class InputRecorder {
    /// The environment variable that names the file.
    public static let environmentKey = "XUIKIT_RECORD"

    /// The app's recorder, from `XUIKIT_RECORD`; nil when it is unset or the file cannot be
    /// opened (said once on stderr). It lives on the shared app, which opens it at its first input.
    public static var shared: InputRecorder? { UIApplication.shared.inputRecorder }

    /// A recorder to the file `XUIKIT_RECORD` names in `environment`; nil when it is unset or the
    /// file cannot be opened (said on stderr).
    static func fromEnvironment(_ environment: [String: String] = ProcessEnvironment.values([environmentKey])) -> InputRecorder? {
        guard let path = environment[environmentKey], !path.isEmpty else { return nil }
        do {
            return try InputRecorder(path: path)
        } catch {
            FileHandle.standardError.write(Data("XUIKit: \(environmentKey): \(error)\n".utf8))
            return nil
        }
    }

    private let descriptor: Int32
    private let path: String
    /// False once a write failed: the recorder then stays quiet (it said why once).
    public private(set) var isRecording = true

    /// Opens (creating or truncating) `path` for recording. The file is opened without blocking,
    /// so a FIFO with no reader is refused at once instead of hanging the app, and SIGPIPE is
    /// ignored from here on, so a reader that goes away stops the recording, not the app.
    ///
    /// - Throws: `InputTraceError` (line 0) saying why the file cannot be opened.
    public init(path: String) throws {
        self.path = path
        // A reader that leaves a FIFO or pipe must end the recording, not kill the app.
        signal(SIGPIPE, SIG_IGN)
        descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NONBLOCK, 0o644)
        guard descriptor >= 0 else {
            let reason = errno == ENXIO ? "it is a FIFO no process is reading" : String(cString: strerror(errno))
            throw InputTraceError(line: 0, reason: "cannot record to \(path): \(reason)")
        }
    }

    isolated deinit { close(descriptor) }

    /// Appends `events` to the file, one line each. The first failure (a full disk, a reader
    /// that left or cannot keep up) ends the recording with one message on stderr; the app
    /// carries on.
    public func record(_ events: [InputEvent]) {
        guard isRecording, !events.isEmpty else { return }
        let bytes = Array(InputTrace(events: events).jsonLines.utf8)
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + written, $0.count - written) }
            if count > 0 {
                written += count
                continue
            }
            if count < 0 && errno == EINTR { continue }
            let reason = count == 0 ? "nothing was written" : String(cString: strerror(errno))
            stop(reason)
            return
        }
    }

    private func stop(_ reason: String) {
        isRecording = false
        FileHandle.standardError.write(Data("XUIKit: \(Self.environmentKey): recording to \(path) stopped: \(reason)\n".utf8))
    }
}
