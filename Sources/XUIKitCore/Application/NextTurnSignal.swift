import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A handler the event loop runs once, on the main actor, in a turn after `fire()` — which any
/// thread may call, once: a pipe the loop watches as a `FileDescriptorSource`.
///
/// Why not `DispatchQueue.main.async`: the loop also runs nested, inside a job of the main queue
/// (a test's `runPendingWork()`, an app's synchronous wait), where the main queue cannot drain;
/// a descriptor is serviced by every turn. It is how a completion UIKit documents as "called
/// asynchronously on the main thread" (`open(_:options:completionHandler:)`) reaches the app
/// from a process's termination thread.
final class NextTurnSignal: Sendable {
    private let readEnd: Int32
    private let writeEnd: Int32

    /// Watches a new pipe in `UIApplication.shared`'s loop; nil when no pipe can be made.
    @MainActor
    init?(_ handler: @escaping @MainActor () -> Void) {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return nil }
        // Not inherited by the processes the app starts (xdg-open), which would keep it open.
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        readEnd = ends[0]
        writeEnd = ends[1]
        let application = UIApplication.shared
        let slot = SourceSlot()
        slot.source = application.addFileDescriptorSource(ends[0]) { [readEnd, writeEnd] in
            guard let source = slot.source else { return }
            slot.source = nil
            application.removeFileDescriptorSource(source)
            close(readEnd)
            close(writeEnd)
            handler()
        }
    }

    /// Makes the loop run the handler. Call it once: the pipe closes when the handler runs.
    func fire() {
        var byte: UInt8 = 1
        _ = write(writeEnd, &byte, 1)
    }

    /// Runs `handler` in a later turn (or, with no pipe to spare, through the main queue).
    @MainActor
    static func later(_ handler: @escaping @MainActor () -> Void) {
        if let signal = NextTurnSignal(handler) {
            signal.fire()
        } else {
            DispatchQueue.main.async { MainActor.assumeIsolated { handler() } }
        }
    }
}

/// The source a signal's own handler removes.
@MainActor
private final class SourceSlot {
    var source: FileDescriptorSource?
}
