import Foundation

/// Converts X server timestamps (milliseconds, wrapping at 2³²) to `ProcessInfo.systemUptime`
/// seconds, keeping the server's intervals between events exact.
///
/// The offset is fixed by the first event. It moves only if a mapped time would lie in the future
/// (the first event was read late) or the server clock jumped back by more than a few seconds
/// (wrap-around after 49 days, a server reset).
struct ServerClock {
    private var offset: TimeInterval?
    private var lastServerSeconds: TimeInterval = 0

    /// The uptime of server time `milliseconds`, given the current uptime `now`.
    mutating func uptime(forServerTime milliseconds: UInt, now: TimeInterval) -> TimeInterval {
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
