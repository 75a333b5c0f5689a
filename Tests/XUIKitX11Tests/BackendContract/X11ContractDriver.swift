import CX11
import Foundation
import XUIKit
@_spi(Testing) import XUIKitX11
import XUIKitTesting

/// `X11Backend` under the contract, on a private Xvfb (no window manager): input through XTest,
/// windows read back from the server.
@MainActor
final class X11ContractDriver: ContractDriver {
    let server: XvfbServer
    /// Released at `end()`, so the connection closes before the server stops.
    private(set) var x11: X11Backend!
    let sink = ContractSink()

    /// A backend on a fresh server whose X resources ask for `scale` (`Xft.dpi` = 96 × scale, as
    /// `xrdb` would set it).
    init(scale: CGFloat) throws {
        server = try XvfbServer(screen: "1024x768x24")
        do {
            // Held open until the backend is connected: a server whose last client leaves resets,
            // and loses the root window's properties.
            let resources = scale == 1 ? nil : try Self.setResourceDPI(96 * scale, on: server.displayName)
            defer { if let resources { XCloseDisplay(resources) } }
            x11 = try X11Backend(displayName: server.displayName)
        } catch {
            server.stop()
            throw error
        }
        x11.sink = sink
    }

    var backend: any PlatformBackend { x11 }
    private var client: XTestInput { XTestInput(connection: x11.display) }

    func settle() {
        // Twice: a MapNotify grants a focus asked for earlier, whose FocusIn comes next.
        for _ in 0..<2 {
            XSync(x11.display, 0)
            x11.processPendingEvents()
        }
    }

    func click(_ id: WindowID, at point: CGPoint) {
        guard let frame = pixelFrame(of: id) else { return }
        let scale = UIScreen.resolvedScale(desktopScale: x11.displayScale)
        client.click(x: Int32(frame.minX + point.x * scale), y: Int32(frame.minY + point.y * scale))
    }

    func requestClose(_ id: WindowID) { client.requestClose(x11.nativeWindow(for: id)) }

    func resizeAsUser(_ id: WindowID, to size: CGSize) {
        let scale = UIScreen.resolvedScale(desktopScale: x11.displayScale)
        XResizeWindow(x11.display, x11.nativeWindow(for: id), UInt32(size.width * scale), UInt32(size.height * scale))
        XSync(x11.display, 0)
    }

    /// Writes `Xft.dpi` into the root window's RESOURCE_MANAGER, from a connection of its own,
    /// returned open.
    private static func setResourceDPI(_ dpi: CGFloat, on displayName: String) throws -> OpaquePointer {
        guard let display = XOpenDisplay(displayName) else { throw XCUIError("cannot open \(displayName)") }
        let bytes = Array("Xft.dpi:\t\(Int(dpi))\n".utf8)
        XChangeProperty(display, XDefaultRootWindow(display), XA_RESOURCE_MANAGER, XA_STRING, 8, PropModeReplace,
                        bytes, Int32(bytes.count))
        XSync(display, 0)
        return display
    }

    private func attributes(of id: WindowID) -> XWindowAttributes? {
        let xid = x11.nativeWindow(for: id)
        guard xid != 0 else { return nil }
        var attributes = XWindowAttributes()
        guard XGetWindowAttributes(x11.display, xid, &attributes) != 0 else { return nil }
        return attributes
    }

    func isShown(_ id: WindowID) -> Bool { attributes(of: id)?.map_state == IsViewable }
    func exists(_ id: WindowID) -> Bool { attributes(of: id) != nil }
    func isPopup(_ id: WindowID) -> Bool { attributes(of: id)?.override_redirect != 0 }

    func pixelFrame(of id: WindowID) -> CGRect? {
        guard let attributes = attributes(of: id) else { return nil }
        var x: Int32 = 0, y: Int32 = 0
        var child: Window = 0
        XTranslateCoordinates(x11.display, x11.nativeWindow(for: id), XDefaultRootWindow(x11.display), 0, 0, &x, &y, &child)
        return CGRect(x: Int(x), y: Int(y), width: Int(attributes.width), height: Int(attributes.height))
    }

    func end() {
        x11 = nil
        server.stop()
    }
}
