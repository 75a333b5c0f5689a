import CX11
import Foundation
import XUIKitCore

/// Serves a selection answer in INCR chunks (ICCCM §2.7.2) when it is larger than one chunk
/// (R34.15): the requestor's property first holds INCR and the size, then, each time the
/// requestor deletes it, the next chunk, and at last an empty value. A chunk is 256 KiB, or less
/// when the server's requests are smaller, as GTK 3 serves. The writer waits for each deletion
/// (5 s at most), answering other selection requests meanwhile.
@MainActor
struct X11IncrementalWriter {
    let waiter: X11SelectionWaiter
    let incr: Atom
    /// How long to wait for the requestor to take each chunk.
    var chunkTimeout: TimeInterval = 5

    private var display: OpaquePointer { waiter.connection.display }

    /// The largest answer written in one piece, in bytes.
    static func chunkSize(_ display: OpaquePointer) -> Int {
        let words = Int(XExtendedMaxRequestSize(display)) > 0 ? Int(XExtendedMaxRequestSize(display)) : Int(XMaxRequestSize(display))
        return min(262_144, words * 4 - 100)
    }

    /// Answers `request` with `bytes` of `type` into `property` of the requestor, in chunks, and
    /// sends the SelectionNotify; false (with a message) when the requestor stopped taking them.
    @discardableResult
    func serve(_ bytes: [UInt8], type: Atom, for request: XSelectionRequestEvent, property: Atom) -> Bool {
        let requestor = request.requestor
        let chunk = Self.chunkSize(display)
        XSelectInput(display, requestor, PropertyChangeMask)
        defer { XSelectInput(display, requestor, NoEventMask) }
        var size = UInt(bytes.count)
        withUnsafeBytes(of: &size) { raw in
            _ = XChangeProperty(display, requestor, property, incr, 32, PropModeReplace,
                                raw.baseAddress!.assumingMemoryBound(to: UInt8.self), 1)
        }
        request.sendReply(on: display, property: property, converted: true)
        XFlush(display)
        var offset = 0
        while true {
            guard waitForDeletion(of: property, on: requestor) else {
                Diagnostics.handler("drag: the receiving app stopped taking the data after \(offset) of \(bytes.count) bytes (no request within \(chunkTimeout) s)")
                return false
            }
            let end = min(offset + chunk, bytes.count)
            bytes[offset..<end].withUnsafeBufferPointer { piece in
                _ = XChangeProperty(display, requestor, property, type, 8, PropModeReplace, piece.baseAddress, Int32(piece.count))
            }
            XFlush(display)
            // The empty value written last ends the transfer.
            if offset == end { return true }
            offset = end
        }
    }

    private func waitForDeletion(of property: Atom, on requestor: Window) -> Bool {
        var event = XEvent()
        return waiter.wait(until: Date(timeIntervalSinceNow: chunkTimeout)) {
            while XCheckTypedWindowEvent(display, requestor, PropertyNotify, &event) != 0 {
                let changed = event.xproperty
                if changed.atom == property, changed.state == PropertyDelete { return true }
            }
            return false
        }
    }
}
