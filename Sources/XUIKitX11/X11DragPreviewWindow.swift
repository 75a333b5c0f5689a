import CX11
import Foundation
import XUIKitCore

/// The picture under the pointer during the app's drag (R34.14), as GTK's drag icon: an
/// override-redirect window with an empty input shape, so pointer events and the search for the
/// window under the pointer (`XTranslateCoordinates`, R34.9) pass through it to the window below.
/// With a compositing manager (`_NET_WM_CM_S<n>` owned) it uses the screen's 32-bit ARGB visual and
/// keeps the picture's transparency; without one (plain Xvfb) the default visual, the picture
/// composed over white. Its background pixmap holds the picture, so the server repaints it alone.
@MainActor
final class X11DragPreviewWindow {
    let display: OpaquePointer
    let xid: Window
    private let pixmap: Pixmap
    private let colormap: Colormap
    /// Where the picture's top-left is from the pointer, in pixels.
    let offset: (x: Int32, y: Int32)

    /// A window showing `picture` (straight ARGB) at `offset` pixels from the pointer at root
    /// (`x`, `y`); nil when the picture is empty.
    init?(display: OpaquePointer, picture: ApplicationIcon, offset: (x: Int32, y: Int32), x: Int32, y: Int32) {
        guard picture.width > 0, picture.height > 0 else { return nil }
        self.display = display
        self.offset = offset
        let screen = XDefaultScreen(display)
        let root = XDefaultRootWindow(display)
        var info = XVisualInfo()
        let argb = Self.isComposited(display, screen: screen) && XMatchVisualInfo(display, screen, 32, TrueColor, &info) != 0
        let visual = argb ? info.visual : XDefaultVisual(display, screen)
        let depth: Int32 = argb ? 32 : XDefaultDepth(display, screen)
        colormap = XCreateColormap(display, root, visual, AllocNone)
        var attributes = XSetWindowAttributes()
        attributes.override_redirect = 1
        attributes.colormap = colormap
        attributes.border_pixel = 0
        attributes.background_pixel = 0
        let width = UInt32(picture.width), height = UInt32(picture.height)
        xid = XCreateWindow(display, root, x + offset.x, y + offset.y, width, height, 0, depth, UInt32(InputOutput), visual,
                            UInt(CWOverrideRedirect | CWColormap | CWBorderPixel | CWBackPixel), &attributes)
        // No input: the pointer's events and XDND's target are the windows below.
        XShapeCombineRectangles(display, xid, ShapeInput, 0, 0, nil, 0, ShapeSet, Unsorted)
        pixmap = XCreatePixmap(display, xid, width, height, UInt32(depth))
        Self.paint(picture, into: pixmap, display: display, visual: visual, depth: depth)
        XSetWindowBackgroundPixmap(display, xid, pixmap)
        XMapRaised(display, xid)
        XFlush(display)
    }

    /// The pointer is at root (`x`, `y`).
    func move(toRootX x: Int32, y: Int32) {
        XMoveWindow(display, xid, x + offset.x, y + offset.y)
        XRaiseWindow(display, xid)
        XFlush(display)
    }

    /// Destroys the window and its resources.
    func destroy() {
        XDestroyWindow(display, xid)
        XFreePixmap(display, pixmap)
        XFreeColormap(display, colormap)
        XFlush(display)
    }

    /// Whether a compositing manager runs on `screen` (it owns `_NET_WM_CM_S<screen>`), as GTK asks.
    private static func isComposited(_ display: OpaquePointer, screen: Int32) -> Bool {
        XGetSelectionOwner(display, XInternAtom(display, "_NET_WM_CM_S\(screen)", 0)) != 0
    }

    /// Puts the picture into `pixmap`: premultiplied ARGB for a 32-bit visual, else composed over
    /// white.
    private static func paint(_ picture: ApplicationIcon, into pixmap: Pixmap, display: OpaquePointer,
                              visual: UnsafeMutablePointer<Visual>?, depth: Int32) {
        let count = picture.width * picture.height
        let buffer = UnsafeMutablePointer<UInt32>.allocate(capacity: count)
        for (index, pixel) in picture.pixels.enumerated() {
            let alpha = pixel >> 24
            func channel(_ shift: UInt32) -> UInt32 {
                let value = (pixel >> shift) & 0xFF
                return (depth == 32 ? value * alpha / 255 : (value * alpha + 255 * (255 - alpha)) / 255) << shift
            }
            buffer[index] = (depth == 32 ? alpha << 24 : 0) | channel(16) | channel(8) | channel(0)
        }
        let raw = UnsafeMutableRawPointer(buffer).assumingMemoryBound(to: CChar.self)
        guard let image = XCreateImage(display, visual, UInt32(depth), ZPixmap, 0, raw, UInt32(picture.width),
                                       UInt32(picture.height), 32, Int32(picture.width * 4)) else {
            buffer.deallocate()
            return
        }
        let gc = XCreateGC(display, pixmap, 0, nil)
        XPutImage(display, pixmap, gc, image, 0, 0, 0, 0, UInt32(picture.width), UInt32(picture.height))
        XFreeGC(display, gc)
        // The buffer is ours: destroying the image would free it with free().
        image.pointee.data = nil
        _ = image.pointee.f.destroy_image?(image)
        buffer.deallocate()
    }
}
