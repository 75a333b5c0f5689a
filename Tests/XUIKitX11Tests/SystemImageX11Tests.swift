import CX11
import Foundation
import Testing
import XUIKit
import XUIKitX11
import XUIKitTesting

/// A system image on a real X server, at scale 1 and at scale 2 (Xft.dpi 192, as `xrdb` sets it).
@Suite("X11 system images: a symbol tinted red, by screen pixels at scale 1 and 2 (own Xvfb)")
@MainActor
struct SystemImageX11Tests {
    /// Shows a 32 pt "heart.fill" tinted red at (10, 10) in a white window on a fresh Xvfb whose
    /// resources ask for `scale`, and returns the screen's pixels of the window's top-left 60 × 60
    /// points (device pixels, row by row) and the scale the app drew at.
    func screenPixels(scale: Int) throws -> (pixels: [UInt32], scale: CGFloat) {
        try screenPixelsOfScaledWindow(scale: scale) { window in
            let image = try #require(UIImage(systemName: "heart.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 32)))
            let view = UIImageView(image: image)
            view.frame.origin = CGPoint(x: 10, y: 10)
            view.tintColor = .red
            window.addSubview(view)
        }
    }

    @Test("R24.3, R24.4: the tinted symbol is red on screen; at scale 2 it has about four times the full red pixels")
    func redAtScales() throws {
        let one = try screenPixels(scale: 1)
        let two = try screenPixels(scale: 2)
        #expect(one.scale == 1 && two.scale == 2)
        #expect(one.pixels.count == 60 * 60 && two.pixels.count == 120 * 120)
        // The heart's middle, (26, 28) in points, is red; the corner outside the view is white.
        #expect(one.pixels[28 * 60 + 26] == 0xFF0000 && two.pixels[56 * 120 + 52] == 0xFF0000)
        #expect(one.pixels[5 * 60 + 5] == 0xFFFFFF && two.pixels[10 * 120 + 10] == 0xFFFFFF)
        // Only red, white and the blend of the two: the tint, not the icon's own grey.
        let foreign = two.pixels.filter { pixel in
            let (r, g, b) = (pixel >> 16 & 0xFF, pixel >> 8 & 0xFF, pixel & 0xFF)
            return !(r >= 250 && g == b)
        }
        #expect(foreign.isEmpty, "\(foreign.count) pixels neither red, white nor between")
        let redOne = one.pixels.filter { $0 == 0xFF0000 }.count, redTwo = two.pixels.filter { $0 == 0xFF0000 }.count
        // Twice the pixels each way, the edge still one pixel wide: a little over four times.
        let ratio = Double(redTwo) / Double(redOne)
        #expect(redOne > 400 && ratio > 3.6 && ratio < 5, "full red: \(redOne) at 1, \(redTwo) at 2")
    }
}
