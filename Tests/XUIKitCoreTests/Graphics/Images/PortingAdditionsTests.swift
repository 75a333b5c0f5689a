import Foundation
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

/// A controller that counts memory warnings.
@MainActor
final class WarnedController: UIViewController {
    var warnings = 0
    override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
        warnings += 1
    }
}

@MainActor
@Suite("Smaller UIKit API real code uses: image formats, snapshots, background images (R41.9)")
struct PortingAdditionsTests {
    @Test("UIImage.imageRendererFormat has the image's scale and opacity; default() is preferred()")
    func formats() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 3
        format.opaque = true
        let opaque = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2), format: format).image { _ in }
        #expect(opaque.imageRendererFormat.scale == 3 && opaque.imageRendererFormat.opaque)
        let clear = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2), format: UIGraphicsImageRendererFormat.default()).image { _ in }
        #expect(!clear.imageRendererFormat.opaque)
        #expect(UIGraphicsImageRendererFormat.default().scale == UIGraphicsImageRendererFormat.preferred().scale)
    }

    @Test("withAlignmentRectInsets keeps the pixels and sets alignmentRectInsets")
    func alignmentInsets() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { _ in }
        #expect(image.alignmentRectInsets == .zero)
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 0, right: 0)
        let inset = image.withAlignmentRectInsets(insets)
        #expect(inset.alignmentRectInsets == insets && inset.size == image.size && inset.scale == image.scale)
    }

    @Test("UIImage's class symbol images are the named system symbols")
    func classSymbols() {
        for (image, name) in [(UIImage.add, "plus"), (UIImage.remove, "minus"), (UIImage.checkmark, "checkmark"),
                              (UIImage.actions, "ellipsis.circle"), (UIImage.strokedCheckmark, "checkmark")] {
            #expect(image.isSymbolImage && image.size == UIImage(systemName: name)!.size)
        }
    }

    @Test("snapshotView(afterScreenUpdates:) shows the view as drawn, at the origin, the size of its bounds")
    func snapshot() {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 30, height: 20))
        view.backgroundColor = .red
        harness.window.addSubview(view)
        let copy = view.snapshotView(afterScreenUpdates: true)
        #expect(copy?.frame == CGRect(x: 0, y: 0, width: 30, height: 20))
        copy?.frame.origin = CGPoint(x: 50, y: 50)
        harness.window.addSubview(copy!)
        #expect(harness.pixel(60, 60) == .red)
        #expect(harness.pixel(85, 60).isWhite)
    }

    @Test("A button's background image is drawn over its bounds, per state")
    func backgroundImage() {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        let red = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { r in
            UIColor.red.setFill(); r.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        }
        button.setBackgroundImage(red, for: .normal)
        harness.window.addSubview(button)
        #expect(button.backgroundImage(for: .highlighted) === red && button.currentBackgroundImage === red)
        #expect(harness.pixel(5, 5) == .red && harness.pixel(35, 35) == .red)
        #expect(harness.pixel(45, 5).isWhite)
    }

    @Test("didReceiveMemoryWarning() can be overridden and called; CALayer.isOpaque is false by default")
    func smallMembers() {
        let controller = WarnedController()
        controller.didReceiveMemoryWarning()
        #expect(controller.warnings == 1)
        let layer = CALayer()
        #expect(!layer.isOpaque)
        layer.isOpaque = true
        #expect(layer.isOpaque)
        #expect(layer.contentsCenter == CGRect(x: 0, y: 0, width: 1, height: 1))
    }
}
