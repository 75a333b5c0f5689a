import CX11
import Foundation
import XUIKitCore

/// Copies window surfaces to the screen: with `XShmPutImage` from a surface in shared memory
/// (`X11SharedMemory`), with `XPutImage` otherwise.
///
/// A surface is 32-bit native-endian `0x00RRGGBB` words, which is exactly the usual TrueColor
/// depth-24/32-bpp visual: then Xlib sends the surface's own memory. Other TrueColor visuals
/// (16-bit, odd masks) get each pixel converted first.
@MainActor
final class X11Presenter {
    private let display: OpaquePointer
    private let visual: UnsafeMutablePointer<Visual>
    private let depth: Int32
    private let gc: GC
    /// True when the visual stores pixels exactly as the surface does.
    let matchesSurfaceFormat: Bool

    /// - Throws: `PlatformError` when the default visual is not TrueColor.
    init(display: OpaquePointer, displayName: String) throws {
        let screen = XDefaultScreen(display)
        var template = XVisualInfo()
        template.visualid = XVisualIDFromVisual(XDefaultVisual(display, screen))
        var count: Int32 = 0
        guard let info = XGetVisualInfo(display, Int(VisualIDMask), &template, &count), count > 0 else {
            throw PlatformError("X display '\(displayName)' did not describe its default visual")
        }
        defer { XFree(info) }
        guard info.pointee.class == TrueColor else {
            throw PlatformError("X display '\(displayName)' has no TrueColor default visual; XUIKit draws in true colour only")
        }
        self.display = display
        visual = info.pointee.visual
        depth = info.pointee.depth
        gc = XCreateGC(display, XRootWindow(display, screen), 0, nil)
        matchesSurfaceFormat = depth == 24 && Self.bitsPerPixel(display: display, depth: depth) == 32
            && info.pointee.red_mask == 0xFF0000 && info.pointee.green_mask == 0xFF00 && info.pointee.blue_mask == 0xFF
    }

    /// The pixmap format's bits per pixel for `depth` (32 for depth 24 on common servers).
    private static func bitsPerPixel(display: OpaquePointer, depth: Int32) -> Int32 {
        var count: Int32 = 0
        guard let formats = XListPixmapFormats(display, &count) else { return 0 }
        defer { XFree(formats) }
        return UnsafeBufferPointer(start: formats, count: Int(count)).first { $0.depth == depth }?.bits_per_pixel ?? 0
    }

    /// Copies `rect` (window pixels) of `surface` into `window`.
    func present(_ surface: WindowSurface, rect: CGRect, to window: Window) {
        let area = rect.integral.intersection(CGRect(x: 0, y: 0, width: surface.width, height: surface.height))
        guard !area.isNull, !area.isEmpty else { return }
        let x = Int32(area.minX), y = Int32(area.minY), width = UInt32(area.width), height = UInt32(area.height)
        if matchesSurfaceFormat {
            var image = surfaceImage(surface)
            XPutImage(display, window, gc, &image, x, y, x, y, width, height)
        } else {
            putConverted(surface, x: x, y: y, width: width, height: height, to: window)
        }
    }

    /// Copies `rect` of `surface`, whose pixels are `segment`'s memory, into `window` through
    /// MIT-SHM: the server reads the pixels itself, while it handles the request, and sends no
    /// `ShmCompletion` (R12.11); the segment remembers the request's number instead.
    func presentShared(_ surface: WindowSurface, segment: X11ShmSegment, rect: CGRect, to window: Window) {
        let area = rect.integral.intersection(CGRect(x: 0, y: 0, width: surface.width, height: surface.height))
        guard !area.isNull, !area.isEmpty else { return }
        var image = surfaceImage(surface)
        // XShmPutImage finds the segment through the image's obdata.
        image.obdata = UnsafeMutableRawPointer(segment.info).assumingMemoryBound(to: CChar.self)
        let x = Int32(area.minX), y = Int32(area.minY)
        segment.lastPutSerial = XNextRequest(display)
        XShmPutImage(display, window, gc, &image, x, y, x, y, UInt32(area.width), UInt32(area.height), 0)
    }

    /// An XImage that describes the surface's memory in place. It is a plain struct set up by
    /// `XInitImage`, so Xlib never owns (or frees) Cairo's buffer.
    private func surfaceImage(_ surface: WindowSurface) -> XImage {
        var image = XImage()
        image.width = Int32(surface.width)
        image.height = Int32(surface.height)
        image.format = ZPixmap
        image.data = surface.pixels.assumingMemoryBound(to: CChar.self)
        // Native-endian words; Xlib swaps them if the server's byte order differs.
        image.byte_order = 1.littleEndian == 1 ? LSBFirst : MSBFirst
        image.bitmap_unit = 32
        image.bitmap_bit_order = image.byte_order
        image.bitmap_pad = 32
        image.depth = depth
        image.bytes_per_line = Int32(surface.bytesPerRow)
        image.bits_per_pixel = 32
        image.red_mask = 0xFF0000
        image.green_mask = 0xFF00
        image.blue_mask = 0xFF
        XInitImage(&image)
        return image
    }

    /// Converts the area to the visual's pixel format, one pixel at a time, and sends it.
    private func putConverted(_ surface: WindowSurface, x: Int32, y: Int32, width: UInt32, height: UInt32,
                              to window: Window) {
        guard let image = XCreateImage(display, visual, UInt32(depth), ZPixmap, 0, nil, width, height, 32, 0) else { return }
        // XDestroyImage frees `data` with free(), so it must come from malloc.
        image.pointee.data = malloc(Int(image.pointee.bytes_per_line) * Int(height))?.assumingMemoryBound(to: CChar.self)
        let red = ChannelPacking(mask: visual.pointee.red_mask)
        let green = ChannelPacking(mask: visual.pointee.green_mask)
        let blue = ChannelPacking(mask: visual.pointee.blue_mask)
        let pixels = surface.pixels
        if image.pointee.data != nil, let putPixel = image.pointee.f.put_pixel {
            for row in 0..<Int32(height) {
                for column in 0..<Int32(width) {
                    let offset = Int(y + row) * surface.bytesPerRow + Int(x + column) * 4
                    let word = UInt(pixels.load(fromByteOffset: offset, as: UInt32.self))
                    let value = red.pack(word >> 16) | green.pack(word >> 8) | blue.pack(word)
                    _ = putPixel(image, column, row, value)
                }
            }
            XPutImage(display, window, gc, image, 0, 0, x, y, width, height)
        }
        _ = image.pointee.f.destroy_image?(image)
    }
}

/// Where one 8-bit colour channel goes in a TrueColor pixel.
private struct ChannelPacking {
    let shift: Int
    let bits: Int

    init(mask: UInt) {
        shift = mask == 0 ? 0 : mask.trailingZeroBitCount
        bits = (mask >> shift).nonzeroBitCount
    }

    /// Scales the low 8 bits of `value` to the channel's width and moves them into place.
    func pack(_ value: UInt) -> UInt {
        guard bits > 0 else { return 0 }
        let channel = value & 0xFF
        let scaled = bits >= 8 ? channel << (bits - 8) : channel >> (8 - bits)
        return scaled << shift
    }
}
