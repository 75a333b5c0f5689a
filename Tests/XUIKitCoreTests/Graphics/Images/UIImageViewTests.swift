import Foundation
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

@MainActor
@Suite("UIImageView: content modes, highlight, tint, intrinsic size (headless)")
struct UIImageViewTests {
    static func isRed(_ p: RGB) -> Bool { p.r > 200 && p.g < 90 && p.b < 90 }
    static func isGreen(_ p: RGB) -> Bool { p.g > 200 && p.r < 90 && p.b < 90 }

    /// The cornerMarked image (20×10, red 5×5 top-left) in a 100×80 view at (50, 50): where the
    /// red square lands, in window pixels, worked out by hand for each mode.
    static let expectations: [(UIView.ContentMode, CGRect)] = [
        (.scaleToFill, CGRect(x: 50, y: 50, width: 25, height: 40)),       // ×5 across, ×8 down
        (.redraw, CGRect(x: 50, y: 50, width: 25, height: 40)),
        (.scaleAspectFit, CGRect(x: 50, y: 65, width: 25, height: 25)),    // ×5, 100×50 centred
        (.scaleAspectFill, CGRect(x: 50, y: 50, width: 10, height: 40)),   // ×8, 160×80 from x −30, clipped
        (.center, CGRect(x: 90, y: 85, width: 5, height: 5)),
        (.top, CGRect(x: 90, y: 50, width: 5, height: 5)),
        (.bottom, CGRect(x: 90, y: 120, width: 5, height: 5)),
        (.left, CGRect(x: 50, y: 85, width: 5, height: 5)),
        (.right, CGRect(x: 130, y: 85, width: 5, height: 5)),
        (.topLeft, CGRect(x: 50, y: 50, width: 5, height: 5)),
        (.topRight, CGRect(x: 130, y: 50, width: 5, height: 5)),
        (.bottomLeft, CGRect(x: 50, y: 120, width: 5, height: 5)),
        (.bottomRight, CGRect(x: 130, y: 120, width: 5, height: 5)),
    ]

    @Test("Each content mode places the image where UIKit does", arguments: 0..<13)
    func contentMode(_ index: Int) throws {
        let (mode, expected) = Self.expectations[index]
        let harness = Harness()
        let view = UIImageView(image: ImageFixtures.cornerMarked)
        view.frame = CGRect(x: 50, y: 50, width: 100, height: 80)
        view.contentMode = mode
        harness.window.addSubview(view)
        // Bilinear filtering blends red into green over a scaled pixel: the edge is where red
        // passes half, so more red than green.
        let red = try #require(harness.ink(in: CGRect(x: 0, y: 0, width: 200, height: 200),
                                           where: { $0.r > $0.g && $0.b < 90 }), "\(mode)")
        for (a, b) in [(red.minX, expected.minX), (red.minY, expected.minY), (red.maxX, expected.maxX), (red.maxY, expected.maxY)] {
            #expect(abs(a - b) <= 1, "\(mode): red at \(red), expected \(expected)")
        }
        // Nothing is drawn outside the view's bounds.
        #expect(harness.ink(in: CGRect(x: 0, y: 0, width: 200, height: 50)) == nil, "\(mode)")
        #expect(harness.ink(in: CGRect(x: 151, y: 0, width: 49, height: 200)) == nil, "\(mode)")
    }

    @Test("The default content mode of a view is scaleToFill")
    func defaultMode() {
        #expect(UIView().contentMode == .scaleToFill)
        #expect(UIImageView(image: nil).contentMode == .scaleToFill)
    }

    @Test("intrinsicContentSize is the image's size, and none without an image")
    func intrinsicSize() {
        let view = UIImageView(image: ImageFixtures.cornerMarked)
        #expect(view.intrinsicContentSize == CGSize(width: 20, height: 10))
        #expect(view.frame.size == CGSize(width: 20, height: 10))
        view.image = nil
        #expect(view.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
    }

    @Test("A new image re-sizes an image view that Auto Layout positions")
    func autoLayoutFollowsImage() {
        let harness = Harness()
        let view = UIImageView(image: ImageFixtures.cornerMarked)
        view.translatesAutoresizingMaskIntoConstraints = false
        harness.window.addSubview(view)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: harness.window.leadingAnchor, constant: 10),
            view.topAnchor.constraint(equalTo: harness.window.topAnchor, constant: 10),
        ])
        harness.window.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 10, y: 10, width: 20, height: 10))
        view.image = ImageFixtures.quadrants
        harness.window.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 10, y: 10, width: 64, height: 48))
    }

    @Test("An image view ignores touches by default, so they reach the view behind")
    func userInteraction() {
        let harness = Harness()
        let behind = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        harness.window.addSubview(behind)
        let view = UIImageView(image: ImageFixtures.cornerMarked)
        view.frame = behind.frame
        harness.window.addSubview(view)
        #expect(view.isUserInteractionEnabled == false)
        #expect(harness.window.hitTest(CGPoint(x: 50, y: 50), with: nil) === behind)
    }

    @Test("highlightedImage shows while isHighlighted, image otherwise")
    func highlighted() {
        let harness = Harness()
        let view = UIImageView(image: ImageFixtures.image(CGSize(width: 10, height: 10), background: .red),
                               highlightedImage: ImageFixtures.image(CGSize(width: 10, height: 10), background: .blue))
        view.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        harness.window.addSubview(view)
        #expect(harness.pixel(20, 20) == .red)
        view.isHighlighted = true
        #expect(harness.pixel(20, 20) == .blue)
        view.isHighlighted = false
        #expect(harness.pixel(20, 20) == .red)
    }

    @Test("A template image draws its shape in the view's tintColor, an original one in its colours")
    func templateTint() {
        let harness = Harness()
        let shape = ImageFixtures.image(CGSize(width: 20, height: 20), background: .clear,
                                        [(CGRect(x: 0, y: 0, width: 10, height: 20), .black)])
        let view = UIImageView(image: shape.withRenderingMode(.alwaysTemplate))
        view.frame.origin = CGPoint(x: 10, y: 10)
        harness.window.addSubview(view)
        #expect(harness.pixel(15, 20).near(.systemBlue))        // inherited tint
        #expect(harness.pixel(25, 20) == .white)                // transparent part
        view.tintColor = .systemGreen
        #expect(harness.pixel(15, 20).near(.systemGreen))
        view.image = shape.withRenderingMode(.alwaysOriginal)
        #expect(harness.pixel(15, 20) == .black)
        #expect(shape.withRenderingMode(.alwaysTemplate).renderingMode == .alwaysTemplate)
        #expect(shape.renderingMode == .automatic)
    }
}
