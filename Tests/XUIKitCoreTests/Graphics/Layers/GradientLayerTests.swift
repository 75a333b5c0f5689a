import Foundation
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

@MainActor
@Suite("CAGradientLayer")
struct GradientLayerTests {
    /// The layer's own drawing, at scale 1, on a transparent bitmap of its bounds.
    func drawn(_ layer: CAGradientLayer) -> UIImage {
        drawnImage(layer.bounds.size) { layer.drawLayerContent(in: $0) }
    }

    func layer(_ width: CGFloat, _ height: CGFloat, _ colors: [UIColor] = [.red, .blue]) -> CAGradientLayer {
        let layer = CAGradientLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: width, height: height)
        layer.colors = colors.map(\.cgColor)
        return layer
    }

    @Test("Defaults: no colours, evenly spread, top middle to bottom middle, axial (R29.8)")
    func defaults() {
        let layer = CAGradientLayer()
        #expect(layer.colors == nil && layer.locations == nil && layer.type == .axial)
        #expect(layer.startPoint == CGPoint(x: 0.5, y: 0) && layer.endPoint == CGPoint(x: 0.5, y: 1))
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(drawn(layer).pixel(x: 5, y: 5)?.alpha == 0, "no colours draw nothing")
    }

    @Test("Axial by default runs from the top to the bottom of the bounds (R29.9)")
    func axialDefault() {
        let image = drawn(layer(100, 40))
        // Row 20's centre is at 20.5 of 40: 0.5125 of the way from red to blue.
        #expect(isNear(image.pixel(x: 10, y: 20), 124, 0, 131))
        #expect(isNear(image.pixel(x: 90, y: 20), 124, 0, 131), "constant across the width")
        #expect(isNear(image.pixel(x: 10, y: 0), 252, 0, 3))
    }

    @Test("Locations place the colours; before the first and after the last they go on (R29.8, R29.9)")
    func axialLocations() {
        let gradient = layer(40, 100)
        gradient.locations = [0.25, 0.75]
        let image = drawn(gradient)
        #expect(isNear(image.pixel(x: 5, y: 10), 255, 0, 0))
        #expect(isNear(image.pixel(x: 5, y: 90), 0, 0, 255))
        // Row 50's centre, 0.505, is (0.505 - 0.25) / 0.5 = 0.51 of the way.
        #expect(isNear(image.pixel(x: 5, y: 50), 125, 0, 130))
    }

    @Test("Start and end points in unit coordinates: left to right with three colours (R29.9)")
    func axialHorizontal() {
        let gradient = layer(100, 10, [.red, .green, .blue])
        gradient.startPoint = CGPoint(x: 0, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: 0.5)
        let image = drawn(gradient)
        #expect(isNear(image.pixel(x: 49, y: 5), 3, 252, 0, 255, 6))
        #expect(isNear(image.pixel(x: 74, y: 5), 0, 130, 125, 255, 6))
        #expect(isNear(image.pixel(x: 0, y: 5), 252, 3, 0))
    }

    @Test("Radial: an ellipse centred on the start point, radii from the end point (R29.10)")
    func radial() {
        let gradient = layer(100, 50)
        gradient.type = .radial
        gradient.startPoint = CGPoint(x: 0.5, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: 1)
        let image = drawn(gradient)
        // Radii 50 and 25: (75.5, 25.5) is (25.5/50, 0.5/25) from the centre, 0.510 of the way;
        // (50.5, 37.5) is (0.5/50, 12.5/25), 0.500 of the way.
        #expect(isNear(image.pixel(x: 75, y: 25), 125, 0, 130))
        #expect(isNear(image.pixel(x: 50, y: 37), 127, 0, 128))
        #expect(isNear(image.pixel(x: 50, y: 25), 249, 0, 6))
        #expect(isNear(image.pixel(x: 98, y: 48), 0, 0, 255), "the last colour beyond the ellipse")
    }

    @Test("Conic: round the start point, from the end point's direction, clockwise (R29.11)")
    func conic() {
        let gradient = layer(100, 100)
        gradient.type = .conic
        gradient.startPoint = CGPoint(x: 0.5, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: 0.5)
        let image = drawn(gradient)
        // Pixel centres' angles from the +x direction, clockwise on screen, as turns:
        // (50.5, 80.5) 89.06° → 0.2474; (20.5, 50.5) 179.03° → 0.4973; (50.5, 20.5) 270.97° → 0.7527.
        #expect(isNear(image.pixel(x: 50, y: 80), 192, 0, 63, 255, 3))
        #expect(isNear(image.pixel(x: 20, y: 50), 128, 0, 127, 255, 3))
        #expect(isNear(image.pixel(x: 50, y: 20), 63, 0, 192, 255, 3))
        // (80.5, 60.5): 18.99° → 0.0528.
        #expect(isNear(image.pixel(x: 80, y: 60), 242, 0, 13, 255, 3))
    }

    @Test("Conic with a hard stop: two colours meeting at one location (R29.11)")
    func conicHardStop() {
        let gradient = layer(100, 100, [.red, .red, .blue, .blue])
        gradient.type = .conic
        gradient.locations = [0, 0.5, 0.5, 1]
        gradient.startPoint = CGPoint(x: 0.5, y: 0.5)
        gradient.endPoint = CGPoint(x: 0.5, y: 0)
        let image = drawn(gradient)
        // From straight up, clockwise: the right half red, the left half blue.
        #expect(isNear(image.pixel(x: 80, y: 50), 255, 0, 0))
        #expect(isNear(image.pixel(x: 20, y: 50), 0, 0, 255))
    }

    @Test("Keys: colors, locations, startPoint and endPoint by value(forKey:) and setValue(_:forKey:) (R29.8)")
    func keys() {
        let gradient = CAGradientLayer()
        gradient.setValue([UIColor.red, UIColor.blue], forKey: "colors")
        gradient.setValue([0.2, 0.8] as [CGFloat], forKey: "locations")
        gradient.setValue(CGPoint(x: 0, y: 0), forKey: "startPoint")
        gradient.setValue(CGPoint(x: 1, y: 1), forKey: "endPoint")
        #expect((gradient.value(forKey: "colors") as? [UIColor]) == [.red, .blue])
        #expect(gradient.locations?.map(\.doubleValue) == [0.2, 0.8])
        #expect(gradient.value(forKey: "startPoint") as? CGPoint == .zero)
        #expect(gradient.value(forKey: "endPoint") as? CGPoint == CGPoint(x: 1, y: 1))
        #expect(gradient.value(forKey: "opacity") as? Float == 1, "other keys go to CALayer")
        let copy = gradient.makePresentationCopy()
        #expect(copy is CAGradientLayer && (copy as? CAGradientLayer)?.locations?.map(\.doubleValue) == [0.2, 0.8])
        #expect(CAGradientLayer.makeInstance() is CAGradientLayer)
    }
}
