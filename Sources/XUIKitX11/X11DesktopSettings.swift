import CX11
import Foundation
import XUIKitCore

/// Follows the desktop's XSETTINGS manager: finds the owner of `_XSETTINGS_S<screen>`, reads its
/// `_XSETTINGS_SETTINGS` property, and watches it (PropertyNotify on the owner's window, the
/// `MANAGER` message on the root window when a manager starts, DestroyNotify when it goes).
@MainActor
final class X11DesktopSettings {
    private let display: OpaquePointer
    private let selection: Atom
    private let settingsAtom: Atom
    private let managerAtom: Atom
    /// The manager's window, 0 when no manager runs.
    private(set) var owner: Window = 0
    /// What the settings say now.
    private(set) var current = DesktopSettings()

    init(display: OpaquePointer) {
        self.display = display
        let atoms = X11Atoms.intern(["_XSETTINGS_S\(XDefaultScreen(display))", "_XSETTINGS_SETTINGS", "MANAGER"],
                                    display: display)
        selection = atoms[0]
        settingsAtom = atoms[1]
        managerAtom = atoms[2]
        // The root window's StructureNotify carries the MANAGER client message of a new manager.
        var attributes = XWindowAttributes()
        let root = XDefaultRootWindow(display)
        XGetWindowAttributes(display, root, &attributes)
        XSelectInput(display, root, attributes.your_event_mask | StructureNotifyMask | PropertyChangeMask)
        findOwner()
        current = read()
    }

    /// Handles an event if it concerns the settings. Returns the new settings when they changed.
    func handle(_ event: XEvent) -> DesktopSettings? {
        switch event.type {
        case PropertyNotify:
            guard owner != 0, event.xproperty.window == owner, event.xproperty.atom == settingsAtom else { return nil }
        case ClientMessage:
            guard event.xclient.message_type == managerAtom, Atom(event.xclient.data.l.1) == selection else { return nil }
            findOwner()
        case DestroyNotify:
            guard owner != 0, event.xdestroywindow.window == owner else { return nil }
            findOwner()
        default:
            return nil
        }
        let settings = read()
        guard settings != current else { return nil }
        current = settings
        return settings
    }

    private func findOwner() {
        XGrabServer(display)
        owner = XGetSelectionOwner(display, selection)
        if owner != 0 { XSelectInput(display, owner, PropertyChangeMask | StructureNotifyMask) }
        XUngrabServer(display)
        XFlush(display)
    }

    /// The owner's settings, or empty ones when there is no manager or its data is broken.
    private func read() -> DesktopSettings {
        guard owner != 0 else { return DesktopSettings() }
        var type: Atom = 0, format: Int32 = 0, count: UInt = 0, remaining: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        guard XGetWindowProperty(display, owner, settingsAtom, 0, 1 << 20, 0, settingsAtom, &type, &format,
                                 &count, &remaining, &data) == Success, let data else { return DesktopSettings() }
        defer { XFree(data) }
        guard format == 8, let parsed = XSettings.parse(Array(UnsafeBufferPointer(start: data, count: Int(count)))) else {
            return DesktopSettings()
        }
        return XSettings.desktopSettings(from: parsed)
    }
}
