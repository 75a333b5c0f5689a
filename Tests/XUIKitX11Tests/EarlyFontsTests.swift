import CEarlyFonts
import Foundation
import Glibc
import Testing
import XUIKitTesting

/// R27.23: the load-time constructor linked into apps starts Pango's fontconfig thread before
/// Swift's main, and leaves the signal masks XUIKit's termination relies on as they were.
@Suite("An app's fonts start loading when its process does (R27.23)")
struct EarlyFontsTests {
    @Test("The constructor ran in this process, which links the XUIKit module, and found Pango")
    func theConstructorRanAndFoundPango() {
        #expect(xuikit_early_fonts_started() == 1)
    }

    @Test("In a running app, the main thread blocks SIGTERM only, and every thread blocks SIGTERM")
    func signalMasksOfARunningApp() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let app = try launchHelloButton(display: server.displayName)
        let connection = try XTestInput(display: server.displayName)
        defer { connection.close() }
        _ = try #require(connection.waitForWindow(ofProcess: app.pid, timeout: 20), "HelloButton showed no window")

        // The constructor blocks every signal while Pango creates its thread, then restores the
        // loading thread's mask: the main thread blocks SIGTERM (main() does, for the thread that
        // takes it with sigwait) and not SIGINT. glibc's pthread_create blocks every signal for a
        // moment while it makes a thread, so a reading may catch the main thread in that window
        // (seen once under a loaded parallel run): the mask is read again, for up to 2 s, until it
        // shows SIGINT open; every reading must block SIGTERM.
        var mainMask = try #require(Self.blockedSignals(pid: app.pid, thread: app.pid))
        let deadline = Date(timeIntervalSinceNow: 2)
        while mainMask & Self.bit(SIGINT) != 0, Date() < deadline {
            #expect(mainMask & Self.bit(SIGTERM) != 0)
            usleep(10_000)
            mainMask = try #require(Self.blockedSignals(pid: app.pid, thread: app.pid))
        }
        #expect(mainMask & Self.bit(SIGTERM) != 0)
        #expect(mainMask & Self.bit(SIGINT) == 0, "the main thread keeps SIGINT blocked")
        // No thread may take SIGTERM but the one waiting for it in sigwait (while a thread waits
        // there, the kernel shows the waited signals unblocked).
        let threads = try FileManager.default.contentsOfDirectory(atPath: "/proc/\(app.pid)/task").compactMap { Int32($0) }
        var waiters = 0
        for thread in threads {
            guard let mask = Self.blockedSignals(pid: app.pid, thread: thread) else { continue }   // it exited
            let channel = (try? String(contentsOfFile: "/proc/\(app.pid)/task/\(thread)/wchan", encoding: .utf8)) ?? ""
            if channel.hasPrefix("do_sigtimedwait") { waiters += 1; continue }
            #expect(mask & Self.bit(SIGTERM) != 0, "thread \(thread) (\(channel)) takes SIGTERM")
        }
        #expect(waiters == 1)
    }

    /// The thread's `SigBlk` mask from /proc, or nil when the thread is gone.
    private static func blockedSignals(pid: Int32, thread: Int32) -> UInt64? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/task/\(thread)/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("SigBlk:") }) else { return nil }
        return UInt64(line.dropFirst("SigBlk:".count).trimmingCharacters(in: .whitespaces), radix: 16)
    }

    private static func bit(_ signal: Int32) -> UInt64 { 1 << UInt64(signal - 1) }
}
