import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Wakes the app's run loop from any thread, for a backend whose events do not arrive on a file
/// descriptor (a library with its own thread, a test injecting input).
///
/// The run loop blocks in `poll()` on the backend's `eventFileDescriptor`, the main queue and
/// this waker's pipe. `wake()` writes one byte to the pipe; the loop drains it and runs a turn,
/// which begins with `processPendingEvents()`. Many wakes before the loop looks cost one turn.
public final class EventLoopWaker: Sendable {
    /// The pipe's read end: the run loop polls it.
    public let readDescriptor: Int32
    private let writeDescriptor: Int32

    /// A waker with its own non-blocking pipe, or nil when the process is out of descriptors.
    /// `UIApplication`'s run loop makes its own; a sink that runs another loop makes one too.
    public init?() {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return nil }
        for end in ends {
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
        }
        readDescriptor = ends[0]
        writeDescriptor = ends[1]
    }

    deinit {
        close(readDescriptor)
        close(writeDescriptor)
    }

    /// Makes the run loop's next wait return at once (or its current one end). Safe from any
    /// thread; a full pipe means a wake is already pending, so the write may fail harmlessly.
    public func wake() {
        var byte: UInt8 = 1
        _ = write(writeDescriptor, &byte, 1)
    }

    /// Empties the pipe; returns whether a wake was pending. The loop calls it before reading
    /// the backend's events.
    @discardableResult
    public func drain() -> Bool {
        var woke = false
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 64) { buffer in
            while read(readDescriptor, buffer.baseAddress, buffer.count) > 0 { woke = true }
        }
        return woke
    }
}
