import CX11
import Foundation
import Testing
import XUIKit
import XUIKitX11
import XUIKitTesting

/// A masked image layer on a real X server, at scale 1 and at scale 2 (Xft.dpi 192).
@Suite("X11 layer trees: an image layer masked by a circle, by screen pixels at scale 1 and 2 (own Xvfb)")
@MainActor
struct LayerTreeX11Tests {
    /// Shows, in a white 80 × 80 window, a view at (10, 10, 40, 40) whose layer holds an image
    /// layer (a 20 × 20 image, red left half, blue right half, stretched to 40 × 40) masked by a
    /// circle layer; returns the window's top-left 60 × 60 points of screen pixels and the scale.
    func screenPixels(scale: Int) throws -> (pixels: [UInt32], scale: CGFloat) {
        try screenPixelsOfScaledWindow(scale: scale) { window in
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20), format: format).image { context in
                UIColor.red.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 10, height: 20))
                UIColor.blue.setFill()
                context.fill(CGRect(x: 10, y: 0, width: 10, height: 20))
            }
            let view = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
            let picture = CALayer()
            picture.frame = view.bounds
            picture.contents = image.cgImage
            let circle = CALayer()
            circle.frame = picture.bounds
            circle.cornerRadius = 20
            circle.backgroundColor = UIColor.black
            picture.mask = circle
            view.layer.addSublayer(picture)
            window.addSubview(view)
        }
    }

    @Test("R27.4, R27.6: the image shows inside the circle only, at both scales, with four times the pixels at scale 2")
    func maskedImageAtScales() throws {
        let one = try screenPixels(scale: 1)
        let two = try screenPixels(scale: 2)
        #expect(one.scale == 1 && two.scale == 2)
        #expect(one.pixels.count == 60 * 60 && two.pixels.count == 120 * 120)
        func at(_ shot: (pixels: [UInt32], scale: CGFloat), _ x: Int, _ y: Int) -> UInt32 {
            let s = Int(shot.scale)
            return shot.pixels[(y * s) * 60 * s + x * s]
        }
        for shot in [one, two] {
            // Window points: the circle's centre is (30, 30), radius 20.
            #expect(at(shot, 18, 30) == 0xFF0000, "left half red at scale \(shot.scale)")
            #expect(at(shot, 42, 30) == 0x0000FF, "right half blue at scale \(shot.scale)")
            #expect(at(shot, 13, 13) == 0xFFFFFF, "the square's corner is outside the circle at scale \(shot.scale)")
            #expect(at(shot, 47, 47) == 0xFFFFFF, "the opposite corner too")
            #expect(at(shot, 5, 5) == 0xFFFFFF)
        }
        let inkOne = one.pixels.filter { $0 != 0xFFFFFF }.count, inkTwo = two.pixels.filter { $0 != 0xFFFFFF }.count
        // A disc of radius 20 points: about 1257 pixels at scale 1, four times that at scale 2.
        #expect(inkOne > 1150 && inkOne < 1350, "ink at scale 1: \(inkOne)")
        let ratio = Double(inkTwo) / Double(inkOne)
        #expect(ratio > 3.7 && ratio < 4.3, "ink \(inkOne) at 1, \(inkTwo) at 2")
    }
}
