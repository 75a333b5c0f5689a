import Foundation
import XUIKit
import XUIKitX11

/// Replays a recorded input trace (JSON lines, as `XUIKIT_RECORD=file` writes them) into an
/// XUIKit app that is already running on the X display:
///
///     Replay [--display :N] [--pid PID | --title TITLE] trace.jsonl
///
/// It writes the trace into the `_XUIKIT_REPLAY` property of the app's window; the app reads it
/// and plays it with the recorded timing (X11ReplayChannel). The app must have been launched with
/// `XUIKIT_REPLAY_CHANNEL=1`: the channel is off by default. Exits 0 once the app's window has
/// the trace, 1 with a one-line message otherwise.
@main
struct Replay {
    static func main() {
        var arguments = Array(CommandLine.arguments.dropFirst())
        var display: String?, pid: Int?, title: String?
        func value(after flag: String) -> String? {
            guard let index = arguments.firstIndex(of: flag), index + 1 < arguments.count else { return nil }
            let value = arguments[index + 1]
            arguments.removeSubrange(index...index + 1)
            return value
        }
        display = value(after: "--display")
        pid = value(after: "--pid").flatMap { Int($0) }
        title = value(after: "--title")
        guard arguments.count == 1, !arguments[0].hasPrefix("-") else {
            fail("usage: Replay [--display :N] [--pid PID | --title TITLE] trace.jsonl")
        }
        do {
            let trace = try InputTrace(contentsOf: URL(fileURLWithPath: arguments[0]))
            let target = try X11ReplayChannel.send(trace, displayName: display, pid: pid, title: title)
            print("Replay: sent \(trace.events.count) events to window 0x\(String(target.window, radix: 16))"
                  + " (pid \(target.pid.map(String.init) ?? "?"), \"\(target.title ?? "")\")")
        } catch {
            fail("Replay: \(error)")
        }
    }

    static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("\(message)\n".utf8))
        exit(1)
    }
}
