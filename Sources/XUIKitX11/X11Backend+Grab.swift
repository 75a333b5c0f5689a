import CX11
import Foundation
import XUIKitCore

/// A menu popup holds the pointer while it is mapped, as X menus do: with the grab's
/// owner-events, clicks on the app's own windows still arrive there as usual, and a click
/// anywhere else on the screen arrives at the popup (outside its bounds), so the toolkit can
/// close the menu (R11.7). The grab is an XInput 2 grab of the client pointer, so the events
/// keep coming through the XI2 path the backend decodes.
extension X11Backend {
    /// Grabs the client pointer for the popup `id`, just mapped (and again at its MapNotify, if
    /// the first try was refused). A refused grab (another client holds one) leaves the menu
    /// working inside the app.
    func grabPointer(for id: WindowID) {
        guard connection.isOpen, let window = windows[id], window.style == .popupMenu,
              pointerGrab?.window != id else { return }
        if let current = pointerGrab { releasePointerGrab(of: current.window) }
        var device: Int32 = 0
        guard XIGetClientPointer(connection.display, 0, &device) != 0 else { return }
        let events = [XI_ButtonPress, XI_ButtonRelease, XI_Motion, XI_Enter, XI_Leave]
        var bits = [UInt8](repeating: 0, count: Int(XI_LASTEVENT >> 3) + 1)
        for event in events { bits[Int(event >> 3)] |= UInt8(1 << (event & 7)) }
        let status = bits.withUnsafeMutableBufferPointer { buffer -> Int32 in
            var mask = XIEventMask(deviceid: device, mask_len: Int32(buffer.count), mask: buffer.baseAddress)
            return XIGrabDevice(connection.display, device, window.xid, Time(CurrentTime), 0,
                                Int32(XIGrabModeAsync), Int32(XIGrabModeAsync), 1, &mask)
        }
        if status == GrabSuccess { pointerGrab = (id, device) }
    }

    /// Releases the pointer if the popup `id` holds it.
    func releasePointerGrab(of id: WindowID) {
        guard let grab = pointerGrab, grab.window == id else { return }
        pointerGrab = nil
        guard connection.isOpen else { return }
        XIUngrabDevice(connection.display, grab.device, Time(CurrentTime))
    }

    /// The window `id` was destroyed by another client (DestroyNotify). R11.10: a grab held by a
    /// popup placed against it, or against one of its popups, is released at once — the menu
    /// must not keep the pointer while the app closes it — and a grab of the window itself is
    /// forgotten (the server ended it with the window).
    func windowDestroyedByOtherClient(_ id: WindowID) {
        defer { popupParents[id] = nil }
        guard let grab = pointerGrab else { return }
        if grab.window == id {
            pointerGrab = nil
            return
        }
        var parent = popupParents[grab.window]
        var steps = 0
        while let current = parent, steps < popupParents.count {
            if current == id {
                releasePointerGrab(of: grab.window)
                return
            }
            parent = popupParents[current]
            steps += 1
        }
    }
}
