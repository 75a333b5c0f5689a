import Foundation
import Testing
@_spi(Testing) @testable import XUIKitCore
import XUIKitHeadlessTesting

@MainActor
private final class CrosshairDelegate: UIPointerInteractionDelegate {
    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
        UIPointerStyle(desktopCursor: .crosshair)
    }
}

@Suite("Pointer shapes and hover")
@MainActor
struct PointerShapeTests {
    @Test("R15.8: the I-beam over a text field, the hand over a pointer interaction, a delegate's style, the arrow elsewhere")
    func shapes() throws {
        let harness = Harness()
        let backend = try #require(UIApplication.shared.backend as? HeadlessBackend)
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 150, height: 30))
        let link = UIView(frame: CGRect(x: 10, y: 60, width: 100, height: 30))
        let linkLabel = UILabel(frame: CGRect(x: 0, y: 0, width: 50, height: 30))
        link.addSubview(linkLabel)
        link.addInteraction(UIPointerInteraction(delegate: nil))
        let canvas = UIView(frame: CGRect(x: 10, y: 110, width: 100, height: 30))
        let delegate = CrosshairDelegate()
        canvas.addInteraction(UIPointerInteraction(delegate: delegate))
        for view in [field, link, canvas] { harness.window.addSubview(view) }
        harness.hover(50, 25)
        #expect(backend.pointerShapes[harness.id] == .iBeam)
        harness.hover(20, 70)   // over the label inside the link: the ancestor's interaction decides
        #expect(backend.pointerShapes[harness.id] == .pointingHand)
        harness.hover(20, 120)
        #expect(backend.pointerShapes[harness.id] == .crosshair)
        harness.hover(300, 300)
        #expect(backend.pointerShapes[harness.id] == .arrow)
        field.isEnabled = false
        harness.hover(50, 26)
        #expect(backend.pointerShapes[harness.id] == .arrow)
        #expect(link.interactions.count == 1)
    }

    @Test("R15.8: a system button under the pointer shows a faint tint fill, gone when the pointer leaves")
    func hoverHighlight() {
        let harness = Harness()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 50, y: 50, width: 100, height: 40)
        harness.window.addSubview(button)
        #expect(harness.pixel(55, 55).isWhite)
        harness.hover(100, 70)
        let hovered = harness.pixel(55, 55)
        #expect(!hovered.isWhite && hovered.b > hovered.r)
        harness.hover(300, 300)
        #expect(harness.pixel(55, 55).isWhite)
    }
}
