import CX11
import Foundation
import Synchronization
import XUIKitCore

/// MIT-SHM: window surfaces that live in System V shared memory the X server reads directly, so
/// presenting is one small request instead of sending every pixel through the socket
/// (x11-notes §7: 0.38 ms instead of 1.41 ms for 1024×768 on Xvfb).
///
/// Used when the server offers the extension and can attach a segment (it cannot when the client
/// is remote or in another IPC namespace: the probe attach fails with BadAccess), unless
/// `XUIKIT_NO_SHM=1`.
///
/// The toolkit does not draw into a surface again until the server has read the last put from
/// it (`waitUntilRead`, R12.11). The server copies the pixels while it handles the put request,
/// so a put is read once the server has handled a request at least as new: every event and
/// reply carries the number of the last request the server handled, and Xlib keeps the newest
/// (`XLastKnownRequestProcessed`). Puts ask for no `ShmCompletion` event, which would wake the
/// event loop for a turn after every frame (as cairo's xlib backend, which also checks request
/// numbers); a frame that comes before the server has sent anything newer (an animation's next
/// frame) waits with one round trip (`XSync`).
@MainActor
final class X11SharedMemory {
    private let connection: X11Connection
    /// How many times `waitUntilRead` had to ask the server (a round trip) because nothing it had
    /// sent showed the last put handled.
    private(set) var roundTrips = 0

    /// Sets up MIT-SHM on `connection`, or returns nil when it cannot be used.
    init?(connection: X11Connection) {
        if ProcessEnvironment["XUIKIT_NO_SHM"] == "1" { return nil }
        let display = connection.display
        guard XShmQueryExtension(display) != 0 else { return nil }
        self.connection = connection
        // A remote client learns that only by trying.
        guard X11ShmSegment(connection: connection, byteCount: 4096) != nil else { return nil }
    }

    /// A segment of at least `byteCount` bytes attached to the server, or nil on failure.
    func makeSegment(byteCount: Int) -> X11ShmSegment? {
        X11ShmSegment(connection: connection, byteCount: byteCount)
    }

    /// Whether the server has handled the request numbered `serial`: it is no newer than the last
    /// request Xlib has seen an event or reply for (numbers compared modulo the word size).
    private func serverHandled(_ serial: UInt) -> Bool {
        Int(bitPattern: XLastKnownRequestProcessed(connection.display) &- serial) >= 0
    }

    /// Returns once the server has read the last put from `segment`: at once when an event or
    /// reply already showed it handled (an input event that came after the frame does), else
    /// after one round trip (`XSync`, which leaves every event queued for the event loop).
    func waitUntilRead(_ segment: X11ShmSegment) {
        guard let serial = segment.lastPutSerial, connection.isOpen else { return }
        if !serverHandled(serial) {
            roundTrips += 1
            XSync(connection.display, 0)
        }
        segment.lastPutSerial = nil
    }
}

/// One System V shared-memory segment attached to the X server. Released (detached from both
/// sides) when the last reference goes; the segment itself was marked for removal at once, so
/// the kernel frees it then even if the app dies.
@MainActor
final class X11ShmSegment {
    private let connection: X11Connection
    /// The segment as Xlib describes it; stable memory, since XImages point at it (`obdata`).
    let info: UnsafeMutablePointer<XShmSegmentInfo>
    let memory: UnsafeMutableRawPointer
    /// The request number of the last put from this segment that the server may not have read
    /// yet, nil when there is none (`X11SharedMemory.waitUntilRead`).
    var lastPutSerial: UInt?

    init?(connection: X11Connection, byteCount: Int) {
        let id = shmget(IPC_PRIVATE, max(1, byteCount), IPC_CREAT | 0o600)
        guard id >= 0 else { return nil }
        guard let address = shmat(id, nil, 0), address != UnsafeMutableRawPointer(bitPattern: -1) else {
            shmctl(id, IPC_RMID, nil)
            return nil
        }
        info = .allocate(capacity: 1)
        info.initialize(to: XShmSegmentInfo())
        info.pointee.shmid = id
        info.pointee.shmaddr = address.assumingMemoryBound(to: CChar.self)
        info.pointee.readOnly = 0
        let attached = Self.attachChecked(connection.display, info)
        // Freed by the kernel once both sides detach, whatever happens next.
        shmctl(id, IPC_RMID, nil)
        guard attached else {
            shmdt(address)
            info.deallocate()
            return nil
        }
        self.connection = connection
        memory = address
    }

    isolated deinit {
        if connection.isOpen { XShmDetach(connection.display, info) }
        shmdt(memory)
        info.deallocate()
    }

    /// XShmAttach, then a round trip inside an error trap: BadAccess (a remote client) arrives
    /// only after the request reaches the server.
    private static func attachChecked(_ display: OpaquePointer, _ info: UnsafeMutablePointer<XShmSegmentInfo>) -> Bool {
        attachTrap.failed.store(false, ordering: .relaxed)
        let previous = XSetErrorHandler { _, _ in
            attachTrap.failed.store(true, ordering: .relaxed)
            return 0
        }
        let accepted = XShmAttach(display, info) != 0
        XSync(display, 0)
        XSetErrorHandler(previous)
        return accepted && !attachTrap.failed.load(ordering: .relaxed)
    }
}

/// What the error handler during an attach records (Xlib calls it with no context pointer).
private final class AttachTrap: Sendable {
    let failed = Atomic<Bool>(false)
}
private let attachTrap = AttachTrap()
