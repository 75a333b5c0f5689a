import CX11
import Foundation
import XUIKit
@_spi(Testing) import XUIKitX11

/// `X11Backend` under the contract, on a private Xvfb (no window manager): input through XTest,
/// windows read back from the server.
@MainActor
final class X11ContractDriver: ContractDriver {
    let server: XvfbServer
    /// Released at `end()`, so the connection closes before the server stops.
    private(set) var x11: X11Backend!
    let sink = ContractSink()

    init() throws {
        server = try XvfbServer(screen: "1024x768x24")
        do {
            x11 = try X11Backend(displayName: server.displayName)
        } catch {
            server.stop()
            throw error
        }
        x11.sink = sink
    }

    var backend: any PlatformBackend { x11 }
    private var client: X11TestClient { X11TestClient(display: x11.display) }

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
