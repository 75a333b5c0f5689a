import Foundation
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

@MainActor
@Suite("UIButton images: per state, beside the title, in the intrinsic size")
struct UIButtonImageTests {
    @Test("image(for:) falls back to the normal image; currentImage follows the state")
    func perState() {
        let button = UIButton(type: .custom)
        let normal = ImageFixtures.cornerMarked, highlighted = ImageFixtures.quadrants
        button.setImage(normal, for: .normal)
        button.setImage(highlighted, for: .highlighted)
        #expect(button.image(for: .disabled) === normal)
        #expect(button.currentImage === normal)
        button.isHighlighted = true
        #expect(button.currentImage === highlighted)
        #expect(button.imageView?.image === highlighted)
    }

    @Test("The image adds its width to the intrinsic size; an image alone is its size")
    func intrinsicSize() {
        let button = UIButton(type: .system)
        button.setTitle("Save", for: .normal)
        let titleOnly = button.intrinsicContentSize
        button.setImage(ImageFixtures.image(CGSize(width: 16, height: 50), background: .red), for: .normal)
        #expect(button.intrinsicContentSize.width == titleOnly.width + 16)
        #expect(button.intrinsicContentSize.height == 50)
        let imageOnly = UIButton(type: .custom)
        imageOnly.setImage(ImageFixtures.cornerMarked, for: .normal)
        #expect(imageOnly.intrinsicContentSize == CGSize(width: 20, height: 10))
    }

    @Test("The image is drawn left of the title, the two centred together")
    func imageLeftOfTitle() throws {
        let harness = Harness()
        let button = UIButton(type: .custom)
        button.setTitle("Go", for: .normal)
        button.setTitleColor(.black, for: .normal)
        button.setImage(ImageFixtures.image(CGSize(width: 12, height: 12), background: .red), for: .normal)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 40)
        harness.window.addSubview(button)
        harness.window.layoutIfNeeded()
        let red = try #require(harness.ink(in: CGRect(x: 0, y: 0, width: 200, height: 40), where: UIImageViewTests.isRed))
        let text = try #require(harness.ink(in: CGRect(x: 0, y: 0, width: 200, height: 40), where: { $0.r < 80 && $0.g < 80 && $0.b < 80 }))
        // Centred, the image may start on half a pixel.
        #expect(abs(red.width - 12) <= 1 && abs(red.height - 12) <= 1, "\(red)")
        #expect(red.maxX <= text.minX)
        let content = text.maxX - red.minX
        #expect(abs((red.minX - 0) - (200 - text.maxX)) <= content * 0.2 + 4, "image \(red), title \(text)")
    }

    @Test("A system button draws an automatic image in its tint colour")
    func systemTint() {
        let harness = Harness()
        let button = UIButton(type: .system)
        button.setImage(ImageFixtures.image(CGSize(width: 12, height: 12), background: .black), for: .normal)
        button.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        harness.window.addSubview(button)
        #expect(harness.pixel(20, 20).near(.systemBlue))
    }
}
