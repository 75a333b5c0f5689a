import CX11
import Foundation
import Testing
import XUIKitCore
@_spi(Testing) import XUIKitX11

/// Reads a whole property of `window` as bytes.
private func propertyBytes(_ display: OpaquePointer, _ window: Window, _ name: String, type: Atom) -> [UInt8]? {
    var actualType: Atom = 0, format: Int32 = 0, count: UInt = 0, remaining: UInt = 0
    var data: UnsafeMutablePointer<UInt8>?
    let property = XInternAtom(display, name, 0)
    guard XGetWindowProperty(display, window, property, 0, 1024, 0, type, &actualType, &format, &count,
                             &remaining, &data) == Success, let data, format == 8 else { return nil }
    defer { XFree(data) }
    return Array(UnsafeBufferPointer(start: data, count: Int(count)))
}

@Suite("Window properties the window manager reads (own Xvfb)", .serialized)
@MainActor
struct WindowPropertyTests {
    @Test("The title is UTF-8 _NET_WM_NAME; WM_CLASS and _NET_WM_PID identify the program")
    func properties() throws {
        try withBackend { session in
            let display = session.backend.display
            session.backend.setWindowTitle(session.window, "Grüße ✓")
            session.settle()
            let utf8 = XInternAtom(display, "UTF8_STRING", 0)
            let name = try #require(propertyBytes(display, session.xid, "_NET_WM_NAME", type: utf8))
            #expect(String(decoding: name, as: UTF8.self) == "Grüße ✓")

            let wmClass = try #require(propertyBytes(display, session.xid, "WM_CLASS", type: Atom(XA_STRING)))
            let parts = wmClass.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
            #expect(parts.count == 2)
            #expect(parts.allSatisfy { !$0.isEmpty })

            var type: Atom = 0, format: Int32 = 0, count: UInt = 0, remaining: UInt = 0
            var data: UnsafeMutablePointer<UInt8>?
            #expect(XGetWindowProperty(display, session.xid, XInternAtom(display, "_NET_WM_PID", 0), 0, 1, 0,
                                       Atom(XA_CARDINAL), &type, &format, &count, &remaining, &data) == Success)
            let pid = data.map { UnsafeRawPointer($0).load(as: UInt.self) }
            if let data { XFree(data) }
            #expect(pid == UInt(getpid()))
        }
    }
}
