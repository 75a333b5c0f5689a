import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A private Xvfb for one test, started with `-displayfd` so it picks a free display number
/// itself. Tests never use an outer `$DISPLAY`.
///
/// `stop()` (or, as a last resort, deinit) terminates it, so it dies on every path.
final class XvfbServer {
    /// The server's display name, ":N".
    let displayName: String
    private let process: ChildProcess

    /// Starts `Xvfb -displayfd 3 -screen 0 <screen> -nolisten tcp <arguments>` and waits until
    /// it accepts connections, which is when it writes its display number.
    ///
    /// - Throws: `TestSetupError` when Xvfb is not installed or does not come up in 10 s.
    init(screen: String = "1024x768x24", arguments: [String] = []) throws {
        guard let executable = findExecutable("Xvfb") else {
            throw TestSetupError("Xvfb is not installed (apt-get install xvfb); the X11 tests need a private X server")
        }
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw TestSetupError("pipe failed: errno \(errno)") }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        defer { ends.forEach { _ = close($0) } }
        process = try ChildProcess(executable, ["-displayfd", "3", "-screen", "0", screen, "-nolisten", "tcp"] + arguments,
                                   environment: ProcessInfo.processInfo.environment, descriptors: [3: ends[1]])
        close(ends[1])
        ends[1] = -1
        guard let number = Self.readDisplayNumber(from: ends[0], timeout: 10) else {
            throw TestSetupError("Xvfb did not report a display number within 10 s: \(process.standardError)")
        }
        displayName = ":\(number)"
    }

    deinit { stop() }

    /// Terminates the server and reaps it. Close every connection to it first: Xlib ends a
    /// process whose connection breaks unless it has an IO-error exit handler.
    func stop(signal: Int32 = SIGTERM) {
        guard process.waitForExit(timeout: 0) == nil else { return }
        process.signal(signal)
        if process.waitForExit(timeout: 10) == nil {
            process.signal(SIGKILL)
            _ = process.waitForExit(timeout: 10)
        }
    }

    static func readDisplayNumber(from descriptor: Int32, timeout: TimeInterval) -> Int? {
        let deadline = Date(timeIntervalSinceNow: timeout)
        var text = ""
        while !text.hasSuffix("\n") {
            let remaining = deadline.timeIntervalSinceNow
            guard remaining > 0 else { return nil }
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, Int32(remaining * 1000)) > 0 else { continue }
            var byte: UInt8 = 0
            guard read(descriptor, &byte, 1) == 1 else { return nil }
            text.append(Character(Unicode.Scalar(byte)))
        }
        return Int(text.trimmingCharacters(in: .whitespacesAndNewlines))
    }
}

/// The full path of `name` on `$PATH`, or nil.
func findExecutable(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { "\($0)/\(name)" }.first { access($0, X_OK) == 0 }
}

/// A test could not set up what it needs (a missing tool or product). It fails the test with
/// this message; it never skips it.
struct TestSetupError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
