import Foundation
import Testing
@testable import XUIKitCore

@MainActor
@Suite("UIImage drawing: at a point, in a rect, cap insets, blend modes")
struct UIImageDrawingTests {
    /// A 9×9 image: a 3-point red frame around a blue middle.
    static var framed: UIImage {
        ImageFixtures.image(CGSize(width: 9, height: 9), background: .red, [(CGRect(x: 3, y: 3, width: 3, height: 3), .blue)])
    }

    func render(_ size: CGSize, _ draw: () -> Void) -> UIImage {
        UIGraphicsImageRenderer(size: size).image { context in
            UIColor.white.setFill()
            context.fill(CGRect(origin: .zero, size: size))
            draw()
        }
    }

    @Test("draw(at:) draws at the image's size, draw(in:) scales to the rect")
    func drawAtAndIn() {
        let image = Self.framed
        let at = render(CGSize(width: 30, height: 30)) { image.draw(at: CGPoint(x: 10, y: 10)) }
        #expect(at.rgb(9, 9) == .white && at.rgb(10, 10) == .red && at.rgb(14, 14) == .blue && at.rgb(19, 19) == .white)
        let scaled = render(CGSize(width: 30, height: 30)) { image.draw(in: CGRect(x: 0, y: 0, width: 27, height: 27)) }
        // Three times larger: the frame is 9 pixels thick.
        #expect(scaled.rgb(4, 13) == .red && scaled.rgb(13, 13) == .blue && scaled.rgb(28, 28) == .white)
    }

    @Test("A resizable image keeps its cap insets and fills the middle")
    func capInsets() {
        let image = Self.framed.resizableImage(withCapInsets: UIEdgeInsets(top: 3, left: 3, bottom: 3, right: 3))
        let drawn = render(CGSize(width: 40, height: 30)) { image.draw(in: CGRect(x: 0, y: 0, width: 40, height: 30)) }
        // Caps stay 3 points: red up to 2, blue from 3 to 36 across and 3 to 26 down.
        #expect(drawn.rgb(2, 15) == .red && drawn.rgb(3, 15) == .blue)
        #expect(drawn.rgb(36, 15) == .blue && drawn.rgb(37, 15) == .red)
        #expect(drawn.rgb(20, 2) == .red && drawn.rgb(20, 3) == .blue && drawn.rgb(20, 26) == .blue && drawn.rgb(20, 27) == .red)
        // Not resizable, the same image scales its frame with it.
        let plain = render(CGSize(width: 40, height: 30)) { Self.framed.draw(in: CGRect(x: 0, y: 0, width: 40, height: 30)) }
        #expect(plain.rgb(5, 15) == .red)
    }

    @Test("Tile repeats the middle, stretch widens it")
    func resizingModes() {
        // 4×1: a red cap, blue and green in the middle, a red cap.
        let stripes = ImageFixtures.image(CGSize(width: 4, height: 1), background: .red, [
            (CGRect(x: 1, y: 0, width: 1, height: 1), .blue), (CGRect(x: 2, y: 0, width: 1, height: 1), .green),
        ])
        let insets = UIEdgeInsets(top: 0, left: 1, bottom: 0, right: 1)
        let tiled = render(CGSize(width: 10, height: 1)) {
            stripes.resizableImage(withCapInsets: insets, resizingMode: .tile).draw(in: CGRect(x: 0, y: 0, width: 10, height: 1))
        }
        #expect((1...8).map { tiled.rgb($0, 0) } == [.blue, RGB(r: 0, g: 255, b: 0), .blue, RGB(r: 0, g: 255, b: 0),
                                                     .blue, RGB(r: 0, g: 255, b: 0), .blue, RGB(r: 0, g: 255, b: 0)])
        let stretched = render(CGSize(width: 10, height: 1)) {
            stripes.resizableImage(withCapInsets: insets, resizingMode: .stretch).draw(in: CGRect(x: 0, y: 0, width: 10, height: 1))
        }
        // Two source pixels over eight: blue fills the left half of the middle.
        #expect(stretched.rgb(1, 0).near(.blue, 20) && stretched.rgb(2, 0).near(.blue, 20))
        #expect(stretched.rgb(8, 0).near(RGB(r: 0, g: 255, b: 0), 20))
        #expect(stretched.rgb(0, 0) == .red && stretched.rgb(9, 0) == .red)
    }

    @Test("draw(in:blendMode:alpha:) blends at the given alpha and mode")
    func blendAndAlpha() {
        let red = ImageFixtures.image(CGSize(width: 4, height: 4), background: .red)
        let half = render(CGSize(width: 4, height: 4)) { red.draw(in: CGRect(x: 0, y: 0, width: 4, height: 4), blendMode: .normal, alpha: 0.5) }
        #expect(half.rgb(2, 2).near(RGB(r: 255, g: 128, b: 128), 2))
        let multiplied = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { context in
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
            red.draw(in: CGRect(x: 0, y: 0, width: 4, height: 4), blendMode: .multiply, alpha: 1)
        }
        #expect(multiplied.rgb(2, 2) == .black)
    }
}
