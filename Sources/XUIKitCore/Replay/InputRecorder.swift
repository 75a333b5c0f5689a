import Foundation

/// Appends every raw input event the app receives to a JSON Lines file, when the app was launched
/// with `XUIKIT_RECORD=/path/file.jsonl`: the way to capture a real touchscreen, touchpad or
/// wheel sequence once and replay it in tests.
///
/// Each line is written with one `write(2)` as the event arrives, so an app that is killed
/// leaves every line it handled complete. The file is truncated at launch.
@MainActor
public final class InputRecorder {
    /// The environment variable that names the file.
    public static let environmentKey = "XUIKIT_RECORD"

    /// The app's recorder, from `XUIKIT_RECORD`; nil when it is unset or the file cannot be
    /// opened (said once on stderr).
    public static let shared: InputRecorder? = {
        guard let path = ProcessInfo.processInfo.environment[environmentKey], !path.isEmpty else { return nil }
        do {
            return try InputRecorder(path: path)
        } catch {
            FileHandle.standardError.write(Data("XUIKit: \(environmentKey): \(error)\n".utf8))
            return nil
        }
    }()

    private let descriptor: Int32

    /// Opens (creating or truncating) `path` for recording.
    public init(path: String) throws {
        descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw InputTraceError(line: 0, reason: "cannot record to \(path): \(String(cString: strerror(errno)))")
        }
    }

    isolated deinit { close(descriptor) }

    /// Appends `events` to the file, one line each.
    public func record(_ events: [InputEvent]) {
        guard !events.isEmpty else { return }
        let bytes = Array(InputTrace(events: events).jsonLines.utf8)
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + written, $0.count - written) }
            guard count > 0 else { return }
            written += count
        }
    }
}
