import Foundation

/// A file descriptor the app's event loop watches besides the display connection: when it is
/// readable (or, while `wantsWritable`, writable) the loop calls its handler on the main thread,
/// then lays out and draws what changed. Remove it with
/// `UIApplication.removeFileDescriptorSource(_:)` before closing the descriptor.
@preconcurrency @MainActor
public final class FileDescriptorSource {
    /// The watched descriptor.
    public let fileDescriptor: Int32
    /// XUIKit addition: whether the loop also wakes when the descriptor is writable. Set it
    /// while output is queued that could not be written at once (a D-Bus connection's outgoing
    /// messages), and clear it when the queue is empty: a socket is almost always writable, so
    /// leaving it set keeps the loop from sleeping.
    public var wantsWritable = false
    let handler: @MainActor () -> Void

    init(fileDescriptor: Int32, handler: @escaping @MainActor () -> Void) {
        self.fileDescriptor = fileDescriptor
        self.handler = handler
    }
}

extension UIApplication {
    /// XUIKit addition: watches `fileDescriptor` in the event loop (a D-Bus connection, a socket,
    /// a pipe) and calls `handler` each turn in which it is readable. The loop still sleeps when
    /// nothing is readable and no timer is due, so an idle source costs no wake-ups.
    @discardableResult
    public func addFileDescriptorSource(_ fileDescriptor: Int32,
                                        handler: @escaping @MainActor () -> Void) -> FileDescriptorSource {
        let source = FileDescriptorSource(fileDescriptor: fileDescriptor, handler: handler)
        runLoop.fileSources.append(source)
        return source
    }

    /// Stops watching a source added with `addFileDescriptorSource(_:handler:)`.
    public func removeFileDescriptorSource(_ source: FileDescriptorSource) {
        runLoop.fileSources.removeAll { $0 === source }
    }

    /// XUIKit addition: calls `observer` at the end of every turn of the event loop, after the
    /// turn's input was handled and its windows drawn, just before the loop sleeps. An
    /// accessibility bridge compares what changed here; keep the work small.
    public func addEndOfTurnObserver(_ observer: @escaping @MainActor () -> Void) {
        runLoop.endOfTurnObservers.append(observer)
    }
}
