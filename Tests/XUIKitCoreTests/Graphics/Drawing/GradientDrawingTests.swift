import Foundation
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

/// Draws into a transparent bitmap of `size` points at `scale` and returns it.
@MainActor
func drawnImage(_ size: CGSize, scale: CGFloat = 1, opaque: Bool = false, _ draw: (CGContext) -> Void) -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = scale
    format.opaque = opaque
    return UIGraphicsImageRenderer(size: size, format: format).image { draw($0.cgContext) }
}

/// Whether `pixel` is within `tolerance` of (red, green, blue, alpha) in every channel.
func isNear(_ pixel: (red: Int, green: Int, blue: Int, alpha: Int)?, _ red: Int, _ green: Int, _ blue: Int,
            _ alpha: Int = 255, _ tolerance: Int = 4) -> Bool {
    guard let pixel else { return false }
    if alpha == 0 { return pixel.alpha <= tolerance }
    return abs(pixel.red - red) <= tolerance && abs(pixel.green - green) <= tolerance
        && abs(pixel.blue - blue) <= tolerance && abs(pixel.alpha - alpha) <= tolerance
}

@MainActor
@Suite("CGGradient and the CGContext gradient fills")
struct GradientDrawingTests {
    let redToBlue = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: [UIColor.red, UIColor.blue], locations: [0, 1])!

    func linear(_ options: CGGradientDrawingOptions) -> UIImage {
        drawnImage(CGSize(width: 100, height: 4)) {
            $0.drawLinearGradient(redToBlue, start: CGPoint(x: 20, y: 0), end: CGPoint(x: 80, y: 0), options: options)
        }
    }

    @Test("A linear gradient runs from the start colour at start to the end colour at end, evenly (R29.3)")
    func linearMiddle() {
        let image = linear([.drawsBeforeStartLocation, .drawsAfterEndLocation])
        // Pixel 50's centre is at x 50.5: (50.5 - 20) / 60 = 0.508 of the way.
        #expect(isNear(image.pixel(x: 50, y: 2), 125, 0, 130))
        #expect(isNear(image.pixel(x: 20, y: 2), 253, 0, 2))
        #expect(isNear(image.pixel(x: 79, y: 2), 2, 0, 253))
        #expect(isNear(image.pixel(x: 5, y: 2), 255, 0, 0), "padded before the start")
        #expect(isNear(image.pixel(x: 95, y: 2), 0, 0, 255), "padded after the end")
    }

    @Test("Without options nothing is drawn beyond either end; each option opens one side (R29.3)")
    func linearOptions() {
        let none = linear([])
        #expect(isNear(none.pixel(x: 10, y: 2), 0, 0, 0, 0) && isNear(none.pixel(x: 90, y: 2), 0, 0, 0, 0))
        #expect(isNear(none.pixel(x: 50, y: 2), 125, 0, 130))
        let before = linear(.drawsBeforeStartLocation)
        #expect(isNear(before.pixel(x: 10, y: 2), 255, 0, 0) && isNear(before.pixel(x: 90, y: 2), 0, 0, 0, 0))
        #expect(isNear(before.pixel(x: 50, y: 2), 125, 0, 130))
        let after = linear(.drawsAfterEndLocation)
        #expect(isNear(after.pixel(x: 10, y: 2), 0, 0, 0, 0) && isNear(after.pixel(x: 90, y: 2), 0, 0, 255))
    }

    @Test("A radial gradient grows from the start circle to the end circle (R29.4)")
    func radial() {
        let greys = CGGradient(colorSpace: CGColorSpaceCreateDeviceGray(), colorComponents: [1, 1, 0, 1], locations: nil, count: 2)!
        func draw(_ options: CGGradientDrawingOptions) -> UIImage {
            drawnImage(CGSize(width: 100, height: 100)) {
                $0.drawRadialGradient(greys, startCenter: CGPoint(x: 50, y: 50), startRadius: 10,
                                      endCenter: CGPoint(x: 50, y: 50), endRadius: 40, options: options)
            }
        }
        let none = draw([])
        // Pixel (75, 50) is 25.5 from the centre: (25.5 - 10) / 30 = 0.517 of the way, white to black.
        #expect(isNear(none.pixel(x: 75, y: 50), 123, 123, 123))
        #expect(isNear(none.pixel(x: 50, y: 50), 0, 0, 0, 0), "inside the start circle")
        #expect(isNear(none.pixel(x: 95, y: 50), 0, 0, 0, 0), "outside the end circle")
        let before = draw(.drawsBeforeStartLocation)
        #expect(isNear(before.pixel(x: 50, y: 50), 255, 255, 255) && isNear(before.pixel(x: 95, y: 50), 0, 0, 0, 0))
        let after = draw(.drawsAfterEndLocation)
        #expect(isNear(after.pixel(x: 50, y: 50), 0, 0, 0, 0) && isNear(after.pixel(x: 95, y: 50), 0, 0, 0))
        #expect(isNear(after.pixel(x: 75, y: 50), 123, 123, 123))
    }

    @Test("Gradients: nil locations spread colours evenly; bad input gives nil (R29.2)")
    func gradientMaking() {
        let three = CGGradient(colorsSpace: nil, colors: [UIColor.red, UIColor.green, UIColor.blue], locations: nil)!
        #expect(three.stops.map(\.location) == [0, 0.5, 1])
        // Ported code passes its colours `as CFArray`: the same gradient.
        let bridged = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(),
                                 colors: [UIColor.red.cgColor, UIColor.green.cgColor, UIColor.blue.cgColor] as CFArray, locations: nil)
        #expect(bridged?.stops == three.stops)
        // Older code: `as NSArray as CFArray`, and the locations as a pointer (`&locations`), as
        // Core Graphics declares them; a colour's `colorSpace` for the space.
        let cgcolors = [UIColor.red, UIColor.green, UIColor.blue].map { $0.cgColor }
        var locations: [CGFloat] = [0, 0.5, 1]
        let pointed = CGGradient(colorsSpace: cgcolors.last?.colorSpace, colors: cgcolors as NSArray as CFArray, locations: &locations)
        #expect(pointed?.stops == three.stops)
        #expect(UIColor.red.cgColor.colorSpace?.numberOfComponents == 3)
        var reversed: [CGFloat] = [1, 0]
        let backwards = CGGradient(colorsSpace: nil, colors: [UIColor.red, UIColor.blue], locations: &reversed)
        #expect(backwards?.stops.map(\.location) == [1, 0], "read one location for each colour")
        #expect(CGGradient(colorsSpace: nil, colors: [UIColor.red, "blue"], locations: nil) == nil)
        #expect(CGGradient(colorsSpace: nil, colors: [UIColor.red, UIColor.blue], locations: [0]) == nil)
        #expect(CGGradient(colorSpace: CGColorSpaceCreateDeviceRGB(), colorComponents: [1, 0, 0, 1], locations: nil, count: 2) == nil)
        let rgb = CGGradient(colorSpace: CGColorSpace(name: CGColorSpace.sRGB)!, colorComponents: [1, 0, 0, 1, 0, 0, 1, 0.5],
                             locations: [0.25, 2], count: 2)!
        #expect(rgb.stops == [.init(location: 0.25, red: 1, green: 0, blue: 0, alpha: 1),
                              .init(location: 1, red: 0, green: 0, blue: 1, alpha: 0.5)])
        #expect(CGColorSpace(name: "no such space") == nil)
        #expect(CGColorSpace(name: CGColorSpace.genericGrayGamma2_2)?.numberOfComponents == 1)
    }

    @Test("A gradient fills only the clip, at the context's alpha (R29.3)")
    func gradientClipAndAlpha() {
        let image = drawnImage(CGSize(width: 100, height: 20)) {
            $0.clip(to: CGRect(x: 0, y: 0, width: 100, height: 10))
            $0.setAlpha(0.5)
            $0.drawLinearGradient(redToBlue, start: .zero, end: CGPoint(x: 100, y: 0), options: [])
        }
        #expect(isNear(image.pixel(x: 0, y: 5), 254, 0, 1, 128))
        #expect(isNear(image.pixel(x: 50, y: 15), 0, 0, 0, 0))
    }
}
