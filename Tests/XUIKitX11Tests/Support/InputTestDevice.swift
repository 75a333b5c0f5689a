import Foundation
import XUIKitTesting
#if canImport(Glibc)
import Glibc
#endif

/// A client of one `xf86-input-inputtest` device socket (man inputtestdrv(4)): it makes the
/// device of a real Xorg produce real input — XI 2.2 touches, smooth-scroll valuators, buttons,
/// keys, XI 2.4 pinch and swipe — with no uinput.
///
/// The messages are the C structs of `/usr/include/xorg/xf86-input-inputtest-protocol.h`
/// (protocol 1.1), built here byte by byte at their x86-64/aarch64 offsets. The driver rejects a
/// message whose length is not exactly its struct's size, so the sizes are spelled out below
/// (checked against `sizeof` of the system header).
///
/// The connection must stay open while the server runs: after a client disconnects the driver
/// spins at 100 % CPU and accepts no new client (x11-notes §8.2). `XorgServer` owns its devices
/// and stops the server before closing them.
final class InputTestDevice {
    /// Message types (`enum xf86ITEventType`).
    private enum EventType: UInt32 {
        case clientVersion = 0, waitForSync = 1, motion = 2, proximity = 3, button = 4, key = 5,
             touch = 6, gesturePinch = 7, gestureSwipe = 8
    }

    /// XI 2.2 touch phases, the `touch_type` values the driver passes on.
    enum TouchPhase: UInt32 { case begin = 18, update = 19, end = 20 }

    /// XI 2.4 gesture phases: `XI_GesturePinchBegin` is 27, `XI_GestureSwipeBegin` 30.
    enum GesturePhase: UInt16 { case begin = 0, update = 1, end = 2 }

    // Sizes of the C structs (sizeof), the lengths the driver insists on.
    private static let versionSize = 12, syncSize = 8, motionSize = 1056, buttonSize = 1064,
                       keySize = 16, touchSize = 1056, pinchSize = 64, swipeSize = 48
    /// `xf86ITValuatorData`: has_unaccelerated (u32), mask[8], 4 bytes padding, double
    /// valuators[64], double unaccelerated[64].
    private static let valuatorMaskOffset = 4, valuatorValuesOffset = 16

    private let descriptor: Int32
    /// True once something was sent since the last sync. The driver answers a WaitForSync only
    /// after it drained an event, so a sync with nothing sent would hang (verified: it finished
    /// only when the next event came).
    private var hasUnsyncedEvents = false
    /// The screen's size in pixels: device units 0…65535 span the whole root window.
    private let screenSize: (width: Double, height: Double)

    /// Connects to the socket at `path` (retrying until `timeout`, as the driver creates it when
    /// the device is enabled) and exchanges protocol versions.
    init(socketPath path: String, screenWidth: Int, screenHeight: Int, timeout: TimeInterval = 10) throws {
        screenSize = (Double(screenWidth), Double(screenHeight))
        descriptor = try Self.connect(path, timeout: timeout)
        var version = Self.message(.clientVersion, size: Self.versionSize)
        Self.put(UInt16(1), into: &version, at: 8)
        Self.put(UInt16(1), into: &version, at: 10)
        try send(version)
        let reply = try receive(12)
        let major = UInt16(reply[8]) | UInt16(reply[9]) << 8
        guard major == 1 else {
            close(descriptor)
            throw XCUIError("inputtest socket \(path) speaks protocol \(major).x, not 1.x")
        }
    }

    deinit { close(descriptor) }

    /// A finger `id` (the driver's slot, 0…TouchCount-1) at screen pixel (`x`, `y`).
    func touch(_ id: UInt32, _ phase: TouchPhase, x: Double, y: Double) throws {
        var bytes = Self.message(.touch, size: Self.touchSize)
        Self.put(id, into: &bytes, at: 8)
        Self.put(phase.rawValue, into: &bytes, at: 12)
        Self.putValuators([0: deviceUnits(x, of: screenSize.width), 1: deviceUnits(y, of: screenSize.height)],
                          into: &bytes, at: 16)
        try send(bytes)
        hasUnsyncedEvents = true
    }

    /// Relative motion on valuators: axes 0/1 move the pointer; on a "Pointer" device axes 2/3
    /// are the horizontal/vertical smooth-scroll accumulators (increment 120 = one click).
    func motion(_ valuators: [Int: Double]) throws {
        var bytes = Self.message(.motion, size: Self.motionSize)
        Self.put(UInt32(0), into: &bytes, at: 8)   // is_absolute: no, relative
        Self.putValuators(valuators, into: &bytes, at: 16)
        try send(bytes)
        hasUnsyncedEvents = true
    }

    /// Smooth scrolling on a "Pointer" device, in valuator units (120 per wheel click): positive
    /// `vertical` scrolls down.
    func scroll(vertical: Double = 0, horizontal: Double = 0) throws {
        var valuators: [Int: Double] = [:]
        if horizontal != 0 { valuators[2] = horizontal }
        if vertical != 0 { valuators[3] = vertical }
        try motion(valuators)
    }

    /// Presses or releases `button` (1 primary, 3 secondary) where the pointer is.
    func button(_ button: Int32, down: Bool) throws {
        var bytes = Self.message(.button, size: Self.buttonSize)
        Self.put(Int32(0), into: &bytes, at: 8)        // is_absolute
        Self.put(button, into: &bytes, at: 12)
        Self.put(UInt32(down ? 1 : 0), into: &bytes, at: 16)
        try send(bytes)
        hasUnsyncedEvents = true
    }

    /// Presses or releases the key with X keycode `code` (evdev code + 8).
    func key(_ code: Int32, down: Bool) throws {
        var bytes = Self.message(.key, size: Self.keySize)
        Self.put(code, into: &bytes, at: 8)
        Self.put(UInt32(down ? 1 : 0), into: &bytes, at: 12)
        try send(bytes)
        hasUnsyncedEvents = true
    }

    /// An XI 2.4 touchpad pinch step on a "PointerGesture" device. `scale` is cumulative since
    /// begin; `angleDelta` (degrees) and `dx`/`dy` are per step.
    func pinch(_ phase: GesturePhase, fingers: UInt16 = 2, scale: Double, angleDelta: Double = 0,
               dx: Double = 0, dy: Double = 0) throws {
        var bytes = Self.message(.gesturePinch, size: Self.pinchSize)
        Self.put(UInt16(27) + phase.rawValue, into: &bytes, at: 8)
        Self.put(fingers, into: &bytes, at: 10)
        for (offset, value) in [(16, dx), (24, dy), (32, dx), (40, dy), (48, scale), (56, angleDelta)] {
            Self.put(value.bitPattern, into: &bytes, at: offset)
        }
        try send(bytes)
        hasUnsyncedEvents = true
    }

    /// An XI 2.4 touchpad swipe step on a "PointerGesture" device.
    func swipe(_ phase: GesturePhase, fingers: UInt16 = 3, dx: Double, dy: Double) throws {
        var bytes = Self.message(.gestureSwipe, size: Self.swipeSize)
        Self.put(UInt16(30) + phase.rawValue, into: &bytes, at: 8)
        Self.put(fingers, into: &bytes, at: 10)
        for (offset, value) in [(16, dx), (24, dy), (32, dx), (40, dy)] {
            Self.put(value.bitPattern, into: &bytes, at: offset)
        }
        try send(bytes)
        hasUnsyncedEvents = true
    }

    /// Returns once the server has processed every message sent before: then an `XSync` on the
    /// app's connection puts the resulting events in its queue. No sleeps needed.
    func waitForSync() throws {
        guard hasUnsyncedEvents else { return }
        hasUnsyncedEvents = false
        try send(Self.message(.waitForSync, size: Self.syncSize))
        let reply = try receive(8)
        let type = UInt32(reply[4]) | UInt32(reply[5]) << 8
        guard type == 1 else { throw XCUIError("inputtest answered WaitForSync with response type \(type)") }
    }

    // MARK: - Bytes

    /// Pixels → device units: 0…65535 spans the screen.
    private func deviceUnits(_ pixels: Double, of size: Double) -> Double {
        min(65535, max(0, pixels * 65536 / size))
    }

    private static func message(_ type: EventType, size: Int) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: size)
        put(UInt32(size), into: &bytes, at: 0)
        put(type.rawValue, into: &bytes, at: 4)
        return bytes
    }

    /// Writes `value` little-endian (the driver reads native structs; CI is little-endian).
    private static func put<T: FixedWidthInteger>(_ value: T, into bytes: inout [UInt8], at offset: Int) {
        withUnsafeBytes(of: value.littleEndian) { raw in
            for (index, byte) in raw.enumerated() { bytes[offset + index] = byte }
        }
    }

    /// Fills an `xf86ITValuatorData` at `offset`: mask bit n and valuators[n] for each axis.
    private static func putValuators(_ values: [Int: Double], into bytes: inout [UInt8], at offset: Int) {
        for (axis, value) in values {
            bytes[offset + valuatorMaskOffset + axis / 8] |= UInt8(1 << (axis % 8))
            put(value.bitPattern, into: &bytes, at: offset + valuatorValuesOffset + 8 * axis)
        }
    }

    // MARK: - Socket

    private static func connect(_ path: String, timeout: TimeInterval) throws -> Int32 {
        let deadline = Date(timeIntervalSinceNow: timeout)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let pathBytes = Array(path.utf8)
        guard pathBytes.count < MemoryLayout.size(ofValue: address.sun_path) else {
            throw XCUIError("inputtest socket path too long: \(path)")
        }
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (index, byte) in pathBytes.enumerated() { raw[index] = byte }
        }
        while true {
            let socketFD = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
            guard socketFD >= 0 else { throw XCUIError("socket failed: errno \(errno)") }
            _ = fcntl(socketFD, F_SETFD, FD_CLOEXEC)
            let result = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    Glibc.connect(socketFD, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
                }
            }
            if result == 0 { return socketFD }
            let error = errno
            close(socketFD)
            guard Date() < deadline else {
                throw XCUIError("cannot connect to inputtest socket \(path): \(String(cString: strerror(error)))")
            }
            usleep(10_000)
        }
    }

    private func send(_ bytes: [UInt8]) throws {
        var sent = 0
        while sent < bytes.count {
            let count = bytes.withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress! + sent, bytes.count - sent, Int32(MSG_NOSIGNAL)) }
            guard count > 0 else { throw XCUIError("inputtest socket write failed: errno \(errno)") }
            sent += count
        }
    }

    /// Reads exactly `count` bytes (a response), waiting at most 10 s.
    private func receive(_ count: Int) throws -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        var received = 0
        let deadline = Date(timeIntervalSinceNow: 10)
        while received < count {
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let remaining = Int32(max(0, deadline.timeIntervalSinceNow) * 1000)
            guard poll(&poller, 1, remaining) > 0 else { throw XCUIError("inputtest socket: no answer within 10 s") }
            let got = bytes.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress! + received, count - received, 0) }
            guard got > 0 else { throw XCUIError("inputtest socket closed by the server") }
            received += got
        }
        return bytes
    }
}
