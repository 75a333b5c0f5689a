import CDBus
import Dispatch
import Foundation
#if canImport(Glibc)
import Glibc
#endif
import XUIKitCore

/// Drives a libdbus connection from the app's run loop, as dbus-gmain does for GLib: libdbus's
/// watches, timeouts and dispatch status, all three, so nothing waits on an event that will not
/// come.
///
/// - Watches: libdbus names the descriptor and whether it wants to read (always) and write (only
///   while messages are queued that the socket did not take at once). The run loop watches the
///   socket through one `FileDescriptorSource`, writable too while a write watch is enabled, and
///   each wake-up handles every ready watch. Sending never blocks: a 1 MiB signal goes out in as
///   many turns as the peer takes to read it.
/// - Dispatch status: a message can be read while writing (libdbus reads whatever arrived while
///   it flushes), leaving it whole in libdbus's queue while the socket has nothing more to read.
///   libdbus says so through the dispatch status function, which queues a dispatch on the main
///   queue (libdbus forbids dispatching from inside it), waking the loop; each dispatch runs until
///   `DBUS_DISPATCH_COMPLETE`. Before this, such a call stayed unanswered until some unrelated
///   message made the socket readable again.
/// - Timeouts (pending calls' reply timeouts) are `Timer`s on the main run loop.
@MainActor
package final class BusConnectionDriver {
    private let connection: BusConnection
    private var source: FileDescriptorSource?
    private let disconnected: @MainActor () -> Void
    private var watches: [OpaquePointer] = []
    private var timers: [Int: (timeout: OpaquePointer, timer: Timer)] = [:]
    private var dispatchQueued = false
    private var stopped = false

    /// How many reads or writes one wake-up may make per watch (libdbus moves a few KiB each):
    /// a large message crosses in a few turns instead of one per run-loop turn, and still
    /// cannot starve the app's input.
    private static let roundsPerTurn = 512

    /// Starts driving `connection` (whose socket is `descriptor`); `disconnected` runs once, when
    /// the bus goes away.
    package init(connection: BusConnection, descriptor: Int32, disconnected: @escaping @MainActor () -> Void) {
        self.connection = connection
        self.disconnected = disconnected
        source = UIApplication.shared.addFileDescriptorSource(descriptor) { [weak self] in self?.service() }
        let context = Unmanaged.passUnretained(self).toOpaque()
        _ = dbus_connection_set_watch_functions(connection.raw, { watch, context in
            guard let watch, let context else { return 1 }
            MainActor.assumeIsolated { BusConnectionDriver.driver(context).add(watch) }
            return 1
        }, { watch, context in
            guard let watch, let context else { return }
            MainActor.assumeIsolated { BusConnectionDriver.driver(context).remove(watch) }
        }, { _, context in
            guard let context else { return }
            MainActor.assumeIsolated { BusConnectionDriver.driver(context).updateInterest() }
        }, context, nil)
        _ = dbus_connection_set_timeout_functions(connection.raw, { timeout, context in
            guard let timeout, let context else { return 1 }
            MainActor.assumeIsolated { BusConnectionDriver.driver(context).schedule(timeout) }
            return 1
        }, { timeout, context in
            guard let timeout, let context else { return }
            MainActor.assumeIsolated { BusConnectionDriver.driver(context).cancel(timeout) }
        }, { timeout, context in
            guard let timeout, let context else { return }
            MainActor.assumeIsolated {
                let driver = BusConnectionDriver.driver(context)
                driver.cancel(timeout)
                driver.schedule(timeout)
            }
        }, context, nil)
        dbus_connection_set_dispatch_status_function(connection.raw, { _, status, context in
            guard let context, status == DBUS_DISPATCH_DATA_REMAINS else { return }
            MainActor.assumeIsolated { BusConnectionDriver.driver(context).queueDispatch() }
        }, context, nil)
        queueDispatch()
    }

    private static func driver(_ context: UnsafeMutableRawPointer) -> BusConnectionDriver {
        Unmanaged<BusConnectionDriver>.fromOpaque(context).takeUnretainedValue()
    }

    // MARK: - Watches

    private func add(_ watch: OpaquePointer) {
        watches.append(watch)
        updateInterest()
    }

    private func remove(_ watch: OpaquePointer) {
        watches.removeAll { $0 == watch }
        updateInterest()
    }

    /// The loop wakes for writing only while libdbus has output the socket has not taken.
    private func updateInterest() {
        source?.wantsWritable = watches.contains { dbus_watch_get_enabled($0) != 0 && Self.flags(of: $0) & Self.writable != 0 }
    }

    private static let readable = DBUS_WATCH_READABLE.rawValue
    private static let writable = DBUS_WATCH_WRITABLE.rawValue

    private static func flags(of watch: OpaquePointer) -> UInt32 { dbus_watch_get_flags(watch) }

    /// The socket is ready: hands each enabled watch what is ready for it, then dispatches.
    private func service() {
        for watch in watches {
            var rounds = 0
            // A watch libdbus removed meanwhile (the bus hung up) is not touched again.
            while rounds < Self.roundsPerTurn, watches.contains(watch), dbus_watch_get_enabled(watch) != 0 {
                let ready = Self.readiness(of: watch)
                guard ready != 0 else { break }
                _ = dbus_watch_handle(watch, ready)
                rounds += 1
                if ready & (DBUS_WATCH_HANGUP.rawValue | DBUS_WATCH_ERROR.rawValue) != 0 { break }
            }
        }
        dispatch()
    }

    /// What `watch` can do now without blocking, as libdbus's watch flags (0: nothing).
    private static func readiness(of watch: OpaquePointer) -> UInt32 {
        let wanted = flags(of: watch)
        var events: Int16 = 0
        if wanted & readable != 0 { events |= Int16(POLLIN) }
        if wanted & writable != 0 { events |= Int16(POLLOUT) }
        var descriptor = pollfd(fd: dbus_watch_get_unix_fd(watch), events: events, revents: 0)
        guard poll(&descriptor, 1, 0) > 0 else { return 0 }
        var ready: UInt32 = 0
        if descriptor.revents & Int16(POLLIN) != 0 { ready |= readable }
        if descriptor.revents & Int16(POLLOUT) != 0 { ready |= writable }
        if descriptor.revents & Int16(POLLHUP) != 0 { ready |= DBUS_WATCH_HANGUP.rawValue }
        if descriptor.revents & Int16(POLLERR | POLLNVAL) != 0 { ready |= DBUS_WATCH_ERROR.rawValue }
        return ready
    }

    // MARK: - Dispatching

    /// libdbus has whole messages queued: dispatch them on the next turn (not from inside
    /// libdbus's callback, which may not dispatch).
    private func queueDispatch() {
        guard !dispatchQueued, !stopped else { return }
        dispatchQueued = true
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated { self?.dispatch() }
        }
    }

    /// Hands every queued message to the filters, until libdbus has none left.
    private func dispatch() {
        dispatchQueued = false
        guard !stopped else { return }
        while dbus_connection_dispatch(connection.raw) == DBUS_DISPATCH_DATA_REMAINS {}
        if !connection.isConnected { stop() }
    }

    private func stop() {
        guard !stopped else { return }
        stopped = true
        if let source { UIApplication.shared.removeFileDescriptorSource(source) }
        source = nil
        for entry in timers.values { entry.timer.invalidate() }
        timers.removeAll()
        disconnected()
    }

    // MARK: - Timeouts

    private func schedule(_ timeout: OpaquePointer) {
        guard dbus_timeout_get_enabled(timeout) != 0 else { return }
        let key = Int(bitPattern: timeout)
        let interval = TimeInterval(max(dbus_timeout_get_interval(timeout), 0)) / 1000
        let timer = Timer.scheduledTimer(withTimeInterval: interval, repeats: true) { [weak self] _ in
            MainActor.assumeIsolated { self?.fire(key) }
        }
        timers[key] = (timeout, timer)
    }

    private func cancel(_ timeout: OpaquePointer) {
        let key = Int(bitPattern: timeout)
        timers.removeValue(forKey: key)?.timer.invalidate()
    }

    private func fire(_ key: Int) {
        guard let timeout = timers[key]?.timeout else { return }
        _ = dbus_timeout_handle(timeout)
        dispatch()
    }
}
