import Foundation
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

@MainActor
@Suite("UISegmentedControl images")
struct SegmentedControlImageTests {
    /// A 16×16 red square.
    var square: UIImage { ImageFixtures.image(CGSize(width: 16, height: 16), background: .red) }

    @Test("init(items:) takes images as well as titles; a segment shows one or the other")
    func imageItems() {
        let image = square
        let control = UISegmentedControl(items: ["Text", image])
        #expect(control.numberOfSegments == 2)
        #expect(control.titleForSegment(at: 0) == "Text" && control.imageForSegment(at: 0) == nil)
        #expect(control.imageForSegment(at: 1) === image && control.titleForSegment(at: 1) == nil)
        control.setTitle("Now text", forSegmentAt: 1)
        #expect(control.imageForSegment(at: 1) == nil)
        control.setImage(image, forSegmentAt: 0)
        #expect(control.titleForSegment(at: 0) == nil && control.imageForSegment(at: 0) === image)
    }

    @Test("insertSegment(with:) inserts an image segment and keeps the selection on its segment")
    func insertImage() {
        let control = UISegmentedControl(items: ["A", "B"])
        control.selectedSegmentIndex = 0
        control.insertSegment(with: square, at: 0, animated: false)
        #expect(control.numberOfSegments == 3)
        #expect(control.imageForSegment(at: 0) != nil)
        #expect(control.selectedSegmentIndex == 1)
        let messages = capturingDiagnostics { control.setImage(square, forSegmentAt: 7) }
        #expect(messages.count == 1)
    }

    @Test("An image segment is as wide as its image plus padding")
    func imageWidth() {
        let wide = ImageFixtures.image(CGSize(width: 100, height: 10), background: .red)
        let control = UISegmentedControl(items: [wide, "A"])
        #expect(control.intrinsicContentSize.width >= 2 * (100 + 24))
    }

    @Test("An image is drawn as a template in the label colour, centred in its segment")
    func drawnTinted() {
        let harness = Harness()
        let control = UISegmentedControl(items: [square, "B"])
        control.frame = CGRect(x: 10, y: 10, width: 200, height: 32)
        harness.window.addSubview(control)
        // Segment 0 spans x 10…110: the 16 pt image is centred at (60, 26).
        let centre = harness.pixel(60, 26)
        #expect(centre.near(.black, 40), "got \(centre)")
        #expect(!centre.near(.red, 60))
        let ink = harness.ink(in: CGRect(x: 12, y: 12, width: 96, height: 28)) { $0.r < 80 && $0.g < 80 && $0.b < 80 }
        #expect(ink.map { abs($0.midX - 60) <= 1 && abs($0.width - 16) <= 1 } == true, "ink \(String(describing: ink))")
    }
}
