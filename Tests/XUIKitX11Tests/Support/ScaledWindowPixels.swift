import CX11
import Foundation
import XUIKit
import XUIKitTesting
import XUIKitX11

/// Shows a white 80 × 80 window, filled by `content`, on a fresh Xvfb whose resources ask for
/// `scale` (Xft.dpi 96 × scale), and returns the screen's pixels of the window's top-left 60 × 60
/// points (device pixels, row by row) and the scale the app drew at. For pixel tests that compare
/// scale 1 with scale 2.
@MainActor
func screenPixelsOfScaledWindow(scale: Int, _ content: (UIWindow) throws -> Void) throws -> (pixels: [UInt32], scale: CGFloat) {
    let server = try XvfbServer()
    defer { server.stop() }
    // Held open until the app is done: a server whose last client leaves resets, and loses the
    // root window's properties.
    guard let resources = XOpenDisplay(server.displayName) else { throw XCUIError("cannot open \(server.displayName)") }
    defer { XCloseDisplay(resources) }
    let bytes = Array("Xft.dpi:\t\(96 * scale)\n".utf8)
    XChangeProperty(resources, XDefaultRootWindow(resources), XA_RESOURCE_MANAGER, XA_STRING, 8, PropModeReplace,
                    bytes, Int32(bytes.count))
    XSync(resources, 0)
    var result: (pixels: [UInt32], scale: CGFloat) = ([], 0)
    try withX11App(displayName: server.displayName) { session in
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
        window.backgroundColor = .white
        try content(window)
        session.show(window)
        result.scale = UIScreen.main.scale
        let side = 60 * scale
        result.pixels = session.pixels(of: window, in: CGRect(x: 0, y: 0, width: side, height: side))
    }
    return result
}
