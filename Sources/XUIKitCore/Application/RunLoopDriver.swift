import CFoundationHooks
import Dispatch
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// libdispatch's main-queue wake-up descriptor: readable whenever work is queued on
/// `DispatchQueue.main` (Foundation's run loop waits on the same descriptor).
///
/// Why a private symbol, and why it is safe:
/// - What: `_dispatch_get_main_queue_handle_4CF`, declared in swift-corelibs-libdispatch's
///   `private/private.h` under "SPI for CoreFoundation/Foundation ONLY" (`DISPATCH_EXPORT`,
///   `DISPATCH_CF_SPI_VERSION 20160712`). On Linux `dispatch_runloop_handle_t` is an `int`: an
///   eventfd that libdispatch signals when the main queue gets work. We only `poll()` it; draining
///   stays with Foundation (the run-loop pass, `xuikit_run_loop_pass`, reads it and runs the queue).
/// - Who exports it: every swift-corelibs-libdispatch with that SPI version, which is what the
///   Linux toolchains ship (Swift 6.3.1 here: `nm -D usr/lib/swift/linux/libdispatch.so` lists it
///   beside `_dispatch_get_main_queue_port_4CF` and `_dispatch_main_queue_callback_4CF`).
///   swift-corelibs-foundation's own CFRunLoop is built on the same pair (`nm -D libFoundation.so`
///   shows the port alias and the callback as undefined, i.e. imported from libdispatch), so no
///   libdispatch that Foundation can load lacks it.
/// - If it were absent: linking the app fails ("undefined reference"), or, against a swapped
///   library, the dynamic loader stops the app at its first call ("undefined symbol"). It cannot
///   fail silently, and the loop would not spin or stall.
/// - Why not public API: none gives a descriptor for the main queue. Waiting inside
///   `RunLoop.main.run(mode:before:)` instead would need the display connection and every
///   `FileDescriptorSource` watched by `DispatchSource`s, whose descriptors may only be closed
///   after their cancel handler ran; `removeFileDescriptorSource(_:)` promises the app can close
///   its descriptor at once. A helper thread polling them would add a thread and a wake-up pipe
///   to replace one symbol Foundation itself depends on.
@_silgen_name("_dispatch_get_main_queue_handle_4CF")
private func dispatchMainQueueHandle() -> Int32

/// The app's event loop.
///
/// One turn: read every queued native event, lay out and redraw what changed (once, however many
/// `setNeedsDisplay()` calls there were), run due timers and main-queue work through Foundation's
/// run loop, then block in `poll()` on the display connection and the main-queue descriptor until
/// the next timer is due (and on any extra `FileDescriptorSource`s, and the `EventLoopWaker` a
/// backend without a descriptor wakes the loop through). Idle, it uses no CPU.
@MainActor
final class RunLoopDriver {
    let application: UIApplication
    private let mainQueueDescriptor = dispatchMainQueueHandle()
    /// Extra descriptors (UIApplication+RunLoopSources.swift), and who hears each turn's end.
    var fileSources: [FileDescriptorSource] = []
    var endOfTurnObservers: [@MainActor () -> Void] = []
    /// What a backend with no event descriptor wakes the loop with (nil if no pipe could be made).
    let waker = EventLoopWaker()
    /// Whether the waker's pipe may hold a byte the next turn should read.
    private var wakerMayHoldWake = true

    init(application: UIApplication) {
        self.application = application
    }

    /// Runs until the app terminates; returns its exit status.
    func run() -> Int32 {
        while application.exitStatus == nil {
            turn(blocking: true)
        }
        return application.exitStatus ?? 0
    }

    /// Runs one turn. With `blocking` false it never waits: tests use it to drain work.
    func turn(blocking: Bool) {
        // The waker's pipe is read only when it may hold a wake: after a wait whose poll() saw it
        // readable, and in every turn that does not wait (tests drain work with those). A wake
        // written after this point stays in the pipe and ends the next wait at once.
        if wakerMayHoldWake || !blocking {
            waker?.drain()
            wakerMayHoldWake = false
        }
        application.backend.processPendingEvents()
        serviceFileSources()
        application.displayIfNeeded()
        // One pass of Foundation's run loop: fires due timers and drains DispatchQueue.main
        // (including MainActor tasks), and tells us when the next timer is due (R12.12).
        let nextTimer = Self.runLoopPass()
        application.displayIfNeeded()
        for observer in endOfTurnObservers { observer() }
        guard blocking, application.exitStatus == nil else { return }
        // What was queued for the server since the last flush (a frame drawn early by
        // `layer.displayIfNeeded()`, R12.9) goes out before the loop sleeps. Only then is it
        // asked whether events wait: a flush may read some (the X11 backend opens its input method
        // after the first frame, with requests that wait for answers, and Xlib keeps what arrives
        // meanwhile in its own queue, where no poll() on the connection sees it).
        application.backend.flush()
        guard !application.backend.hasPendingEvents, !application.needsDisplay else { return }
        wait(until: nextTimer)
    }

    /// One pass of the main run loop in its default mode, what `RunLoop.main.limitDate(forMode:
    /// .default)` does, made with CoreFoundation's constant for the mode (run-loop-pass.c says
    /// why, R12.12). Returns when the next timer is due, nil if none is scheduled.
    nonisolated static func runLoopPass() -> Date? {
        let next = xuikit_run_loop_pass()
        return next < 0 ? nil : Date(timeIntervalSinceReferenceDate: next)
    }

    private func wait(until deadline: Date?) {
        var descriptors = [pollfd(fd: mainQueueDescriptor, events: Int16(POLLIN), revents: 0)]
        if let waker { descriptors.append(pollfd(fd: waker.readDescriptor, events: Int16(POLLIN), revents: 0)) }
        if let fd = application.backend.eventFileDescriptor {
            descriptors.append(pollfd(fd: fd, events: Int16(POLLIN), revents: 0))
        }
        for source in fileSources {
            descriptors.append(pollfd(fd: source.fileDescriptor, events: source.pollEvents, revents: 0))
        }
        var timeout: Int32 = -1
        if let deadline {
            let milliseconds = (deadline.timeIntervalSinceNow * 1000).rounded(.up)
            timeout = Int32(max(0, min(milliseconds, Double(Int32.max))))
        }
        _ = poll(&descriptors, nfds_t(descriptors.count), timeout)
        if waker != nil, descriptors[1].revents != 0 { wakerMayHoldWake = true }
    }

    /// Calls the handler of every extra source whose descriptor is readable now, or writable for
    /// one that wants that (never waits).
    private func serviceFileSources() {
        guard !fileSources.isEmpty else { return }
        let sources = fileSources
        var descriptors = sources.map { pollfd(fd: $0.fileDescriptor, events: $0.pollEvents, revents: 0) }
        guard poll(&descriptors, nfds_t(descriptors.count), 0) > 0 else { return }
        for (source, descriptor) in zip(sources, descriptors) where descriptor.revents != 0 {
            source.handler()
        }
    }
}

extension FileDescriptorSource {
    /// What `poll()` waits for on this source.
    var pollEvents: Int16 { Int16(POLLIN) | (wantsWritable ? Int16(POLLOUT) : 0) }
}
