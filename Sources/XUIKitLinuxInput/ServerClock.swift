import Foundation

/// Converts display-server timestamps (milliseconds, wrapping at 2³²: X11's, and Wayland's
/// `wl_pointer`/`wl_keyboard` times) to `ProcessInfo.systemUptime`
/// seconds, keeping the server's intervals between events exact.
///
/// The offset is fixed by the first event. It moves only if a mapped time would lie in the future
/// (the first event was read late) or the server clock jumped back by more than a few seconds
/// (wrap-around after 49 days, a server reset).
public struct ServerClock: Sendable {
    private var offset: TimeInterval?
    private var lastServerSeconds: TimeInterval = 0

    /// A clock whose offset the first event fixes.
    public init() {}

    /// The uptime of server time `milliseconds`, given the current uptime `now`.
    public mutating func uptime(forServerTime milliseconds: UInt, now: TimeInterval) -> TimeInterval {
        let seconds = TimeInterval(milliseconds) / 1000
        var offset = self.offset ?? now - seconds
        if seconds < lastServerSeconds - 10 || seconds + offset > now {
            offset = now - seconds
        }
        self.offset = offset
        lastServerSeconds = seconds
        return seconds + offset
    }
}
