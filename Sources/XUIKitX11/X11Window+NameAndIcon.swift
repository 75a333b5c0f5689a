import CX11
import Foundation
import XUIKitCore

/// What every window of the app says about the app: its name and icon (R15.9).
struct X11NameAndIcon {
    /// `UIApplication.applicationName`: the class in WM_CLASS.
    var name = ProcessInfo.processInfo.processName
    /// `UIApplication.applicationIconImage`, as `_NET_WM_ICON` pixels.
    var icon: ApplicationIcon?

    /// WM_CLASS's instance name (ICCCM): `RESOURCE_NAME` from the environment, else the
    /// executable's name.
    static var instanceName: String {
        if let name = ProcessEnvironment["RESOURCE_NAME"], !name.isEmpty { return name }
        return ProcessInfo.processInfo.processName
    }

    /// WM_CLASS's class name: the app's name with its first letter capitalised.
    static func className(for name: String) -> String {
        name.prefix(1).uppercased() + name.dropFirst()
    }
}

extension X11Window {
    /// Sets WM_CLASS: two NUL-terminated Latin-1 strings, the instance name (the executable's)
    /// and the class name (the app's, capitalised).
    func setApplicationName(_ name: String, display: OpaquePointer) {
        func latin1(_ text: String) -> [UInt8] {
            text.unicodeScalars.map { $0.value < 256 && $0.value != 0 ? UInt8($0.value) : UInt8(ascii: "?") }
        }
        let bytes = latin1(X11NameAndIcon.instanceName) + [0] + latin1(X11NameAndIcon.className(for: name)) + [0]
        XChangeProperty(display, xid, XA_WM_CLASS, XA_STRING, 8, PropModeReplace, bytes, Int32(bytes.count))
    }

    /// Sets `_NET_WM_ICON` (EWMH: CARDINALs width, height, then ARGB pixels row by row), or
    /// deletes it for nil.
    func setIcon(_ icon: ApplicationIcon?, display: OpaquePointer, atoms: X11Atoms) {
        guard let icon else {
            XDeleteProperty(display, xid, atoms.netWMIcon)
            return
        }
        // Format-32 properties are C longs in Xlib's API, whatever their width.
        var data = [UInt](repeating: 0, count: 2 + icon.pixels.count)
        data[0] = UInt(icon.width)
        data[1] = UInt(icon.height)
        for (index, pixel) in icon.pixels.enumerated() { data[index + 2] = UInt(pixel) }
        data.withUnsafeBytes { bytes in
            _ = XChangeProperty(display, xid, atoms.netWMIcon, XA_CARDINAL, 32, PropModeReplace,
                                bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), Int32(data.count))
        }
    }
}
