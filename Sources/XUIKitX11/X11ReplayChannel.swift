import CX11
import Foundation
import XUIKitCore

/// Replay into a running app over X11: a client (the `Replay` command) writes a trace's JSON
/// lines into the property `_XUIKIT_REPLAY` (type UTF8_STRING) of one of the app's windows; the
/// app's backend sees the PropertyNotify, reads and deletes the property in one request, and
/// plays the trace into its sink with the recorded timing.
///
/// The property is the whole channel: no sockets, no handshake, and it works on any display the
/// app is on. Windows are found by `_NET_WM_PID` or title, which every XUIKit window sets.
///
/// The channel is off by default: any client on the display can write a window's properties, and
/// a trace plays touches no real device made. An app accepts traces only when launched with
/// `XUIKIT_REPLAY_CHANNEL=1` (or when it sets `X11Backend.acceptsReplay`). A trace over
/// `maximumTraceBytes`, or one `InputTrace` refuses (over-long lines, too many events), is
/// refused with a message and not played.
public enum X11ReplayChannel {
    /// The property's name.
    public static let propertyName = "_XUIKIT_REPLAY"
    /// The environment variable that turns the channel on: `XUIKIT_REPLAY_CHANNEL=1`.
    public static let environmentKey = "XUIKIT_REPLAY_CHANNEL"
    /// The largest trace the channel accepts, in bytes.
    public static let maximumTraceBytes = 8 * 1024 * 1024

    /// Whether `environment` turns the channel on.
    static func isEnabled(in environment: [String: String]) -> Bool {
        environment[environmentKey] == "1"
    }

    // MARK: - Sending (another process)

    /// A toplevel window of a running app, as the sender finds it.
    public struct Target: Sendable, Equatable {
        /// The window's X id.
        public let window: UInt
        /// The process id from _NET_WM_PID, when the app set it.
        public let pid: Int?
        /// The window's title.
        public let title: String?
    }

    /// Sends `trace` to the app on `displayName` (`$DISPLAY` when nil): to its window whose
    /// `_NET_WM_PID` is `pid`, or whose title is `title`, or else to the first viewable window
    /// with a `_NET_WM_PID`. Returns the window it chose.
    ///
    /// - Throws: `PlatformError` when the display cannot be opened or no window matches.
    @discardableResult
    public static func send(_ trace: InputTrace, displayName: String? = nil, pid: Int? = nil,
                            title: String? = nil) throws -> Target {
        guard let display = XOpenDisplay(displayName) else {
            throw PlatformError("cannot open X display '\(displayName ?? ProcessInfo.processInfo.environment["DISPLAY"] ?? "")'")
        }
        defer { XCloseDisplay(display) }
        let candidates = toplevels(display).filter { $0.pid != nil }
        let target = candidates.first { candidate in
            if let pid { return candidate.pid == pid }
            if let title { return candidate.title == title }
            return true
        }
        guard let target else {
            let wanted = pid.map { "with _NET_WM_PID \($0)" } ?? title.map { "titled \"\($0)\"" } ?? "of an XUIKit app"
            throw PlatformError("no viewable window \(wanted) on the display (found: \(candidates.map { "\($0.title ?? "?") pid \($0.pid ?? 0)" }))")
        }
        let bytes = Array(trace.jsonLines.utf8)
        XChangeProperty(display, Window(target.window), XInternAtom(display, propertyName, 0),
                        XInternAtom(display, "UTF8_STRING", 0), 8, PropModeReplace, bytes, Int32(bytes.count))
        XSync(display, 0)
        return target
    }

    /// Viewable toplevels (and, under a window manager, the client windows inside its frames).
    private static func toplevels(_ display: OpaquePointer) -> [Target] {
        let pidAtom = XInternAtom(display, "_NET_WM_PID", 0)
        let nameAtom = XInternAtom(display, "_NET_WM_NAME", 0)
        var found: [Target] = []
        func visit(_ window: Window, depth: Int) {
            var attributes = XWindowAttributes()
            guard XGetWindowAttributes(display, window, &attributes) != 0 else { return }
            if depth > 0, attributes.map_state == IsViewable {
                let pid = property(display, window, pidAtom, 32).flatMap { $0.count >= MemoryLayout<UInt>.size
                    ? Int($0.withUnsafeBytes { $0.load(as: UInt.self) }) : nil }
                let title = property(display, window, nameAtom, 8).map { String(decoding: $0, as: UTF8.self) }
                if pid != nil {
                    found.append(Target(window: UInt(window), pid: pid, title: title))
                    return
                }
            }
            guard depth < 2 else { return }
            var root: Window = 0, parent: Window = 0
            var children: UnsafeMutablePointer<Window>?
            var count: UInt32 = 0
            guard XQueryTree(display, window, &root, &parent, &children, &count) != 0, let children else { return }
            defer { XFree(children) }
            for index in 0..<Int(count) { visit(children[index], depth: depth + 1) }
        }
        visit(XDefaultRootWindow(display), depth: 0)
        return found
    }

    /// A property's raw data (format-32 items are C longs, as Xlib hands them out), nil if unset.
    /// With `delete`, the server removes it in the same request, so nothing is read twice.
    /// With `limit` (bytes), a longer value is not read (nil; `tooLong` set) and still deleted.
    static func property(_ display: OpaquePointer, _ window: Window, _ atom: Atom, _ format: Int32,
                         delete: Bool = false, limit: Int? = nil, tooLong: UnsafeMutablePointer<Bool>? = nil) -> [UInt8]? {
        var actualType: Atom = 0, actualFormat: Int32 = 0
        var count: UInt = 0, remaining: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        let length = limit.map { ($0 + 3) / 4 } ?? Int.max / 4
        guard XGetWindowProperty(display, window, atom, 0, length, 0, Atom(AnyPropertyType),
                                 &actualType, &actualFormat, &count, &remaining, &data) == Success
        else { return nil }
        if delete { XDeleteProperty(display, window, atom) }
        guard let data else { return nil }
        defer { XFree(data) }
        if remaining > 0, limit != nil {
            tooLong?.pointee = true
            return nil
        }
        guard actualFormat == format, count > 0 else { return nil }
        let size = format == 32 ? Int(count) * MemoryLayout<UInt>.size : Int(count) * Int(format / 8)
        return Array(UnsafeBufferPointer(start: data, count: size))
    }
}

extension X11Backend {
    /// PropertyNotify hook: with the channel on (`acceptsReplay`), a new `_XUIKIT_REPLAY` value
    /// on one of our windows is taken (read and deleted) and replayed into the sink with its
    /// recorded timing. A refused or bad trace is reported as a diagnostic; the app carries on.
    /// With the channel off, the first trace a client writes is reported once and none is read.
    func replayPropertyChanged(_ event: XPropertyEvent) {
        guard event.state == PropertyNewValue, windowIDs[event.window] != nil, event.atom == atoms.replay else { return }
        guard acceptsReplay else {
            if !reportedRefusedReplay {
                reportedRefusedReplay = true
                Diagnostics.handler("\(X11ReplayChannel.propertyName): a client sent an input trace; ignored because the replay channel is off (launch with \(X11ReplayChannel.environmentKey)=1 to accept traces)")
            }
            return
        }
        var tooLong = false
        let bytes = X11ReplayChannel.property(connection.display, event.window, event.atom, 8, delete: true,
                                              limit: X11ReplayChannel.maximumTraceBytes, tooLong: &tooLong)
        if tooLong {
            Diagnostics.handler("\(X11ReplayChannel.propertyName): refused a trace larger than \(X11ReplayChannel.maximumTraceBytes) bytes")
            return
        }
        guard let bytes, let sink else { return }
        do {
            let trace = try InputTrace(jsonLines: String(decoding: bytes, as: UTF8.self))
            trace.play(into: sink, startingAt: ProcessInfo.processInfo.systemUptime, timing: .recorded)
        } catch {
            Diagnostics.handler("\(X11ReplayChannel.propertyName): \(error)")
        }
    }
}
