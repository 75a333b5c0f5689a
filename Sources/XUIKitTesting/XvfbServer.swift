import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A private Xvfb for one test, started with `-displayfd` so it picks a free display number
/// itself: tests never use an outer `$DISPLAY`, and parallel tests never race for a number.
///
/// `stop()` (or, as a last resort, deinit) terminates it, so it dies on every path.
///
/// ```swift
/// let server = try XvfbServer()
/// let input = try XTestInput(display: server.displayName)
/// ```
public final class XvfbServer: @unchecked Sendable {
    // @unchecked: immutable after init; `TestProcess` is itself thread-safe.
    /// The server's display name, ":N".
    public let displayName: String
    private let process: TestProcess

    /// Starts `Xvfb -displayfd 3 -screen 0 <screen> -nolisten tcp <arguments>` and waits until
    /// it accepts connections, which is when it writes its display number.
    ///
    /// - Parameters:
    ///   - screen: the screen's width, height and depth, as Xvfb's `-screen` takes them.
    ///   - arguments: more server arguments (`+extension`, `-extension MIT-SHM`…).
    /// - Throws: `XCUIError` when Xvfb is not installed or does not come up within 10 s.
    public init(screen: String = "1024x768x24", arguments: [String] = []) throws {
        guard let executable = TestProcess.executable(named: "Xvfb") else {
            throw XCUIError("Xvfb is not installed (apt-get install xvfb); the X11 tests need a private X server")
        }
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw XCUIError("cannot make a pipe (errno \(errno))") }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        defer { ends.forEach { if $0 >= 0 { _ = close($0) } } }
        process = try TestProcess(executable, ["-displayfd", "3", "-screen", "0", screen, "-nolisten", "tcp"] + arguments,
                                  environment: ProcessInfo.processInfo.environment, descriptors: [3: ends[1]])
        close(ends[1])
        ends[1] = -1
        guard let number = Self.readDisplayNumber(from: ends[0], timeout: 10) else {
            throw XCUIError("Xvfb did not report a display number within 10 s: \(process.standardError)")
        }
        displayName = ":\(number)"
    }

    deinit { stop() }

    /// Terminates the server with `signal` (SIGKILL after 10 s) and reaps it. Close every
    /// connection to it first: Xlib ends a process whose connection breaks unless it has an
    /// IO-error exit handler (`XTestInput` sets one).
    public func stop(signal: Int32 = SIGTERM) {
        process.stop(signal: signal, gracePeriod: 10)
    }

    /// Reads the display number an X server started with `-displayfd` writes to `descriptor`
    /// (a number and a newline, once it accepts connections); nil if none comes within `timeout`
    /// seconds or the server closed the descriptor first.
    public static func readDisplayNumber(from descriptor: Int32, timeout: TimeInterval) -> Int? {
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
