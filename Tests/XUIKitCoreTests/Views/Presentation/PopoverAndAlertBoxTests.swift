import Foundation
import Testing
@_spi(Testing) @testable import XUIKitCore
import XUIKitHeadlessTesting

@MainActor
@Suite("Popovers and the alert's box")
struct PopoverAndAlertBoxTests {
    /// A 800 × 600 window whose root has a 40 × 30 button at (100, 50).
    private func makeFixture() -> (Harness, UIViewController, UIView) {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
        let root = UIViewController()
        harness.window.rootViewController = root
        let source = UIView(frame: CGRect(x: 100, y: 50, width: 40, height: 30))
        root.view.addSubview(source)
        harness.display()
        return (harness, root, source)
    }

    @Test("R18.2: placement puts the bubble below its source with the arrow up when it fits, else above, left, right")
    func placementRule() {
        let area = CGRect(x: 10, y: 10, width: 780, height: 580)
        let below = UIPopoverPresentationController.place(size: CGSize(width: 200, height: 100),
                                                           anchor: CGRect(x: 100, y: 50, width: 40, height: 30), in: area, permitted: .any)
        #expect(below.direction == .up)
        #expect(below.frame == CGRect(x: 20, y: 93, width: 200, height: 100))
        let above = UIPopoverPresentationController.place(size: CGSize(width: 200, height: 100),
                                                           anchor: CGRect(x: 300, y: 540, width: 40, height: 30), in: area, permitted: .any)
        #expect(above.direction == .down)
        #expect(above.frame.maxY == 540 - UIPopoverPresentationController.arrowLength)
        let onlyLeft = UIPopoverPresentationController.place(size: CGSize(width: 200, height: 100),
                                                              anchor: CGRect(x: 100, y: 50, width: 40, height: 30), in: area, permitted: .left)
        #expect(onlyLeft.direction == .left)
        #expect(onlyLeft.frame.minX == 140 + UIPopoverPresentationController.arrowLength)
    }

    @Test("R18.2: a popover shows at its preferred size below its source view, with the arrow pointing up at it")
    func popoverAnchored() throws {
        let (harness, root, source) = makeFixture()
        let content = UIViewController()
        content.modalPresentationStyle = .popover
        content.preferredContentSize = CGSize(width: 250, height: 150)
        let popover = try #require(content.popoverPresentationController)
        popover.sourceView = source
        #expect(popover.arrowDirection == .unknown)
        root.present(content, animated: false)
        harness.display()
        #expect(popover.arrowDirection == .up)
        let frame = content.view.convert(content.view.bounds, to: nil)
        #expect(frame.size == CGSize(width: 250, height: 150))
        #expect(frame.minY == 80 + UIPopoverPresentationController.arrowLength)
        let container = try #require(popover.containerView as? PresentationContainerView)
        #expect(!container.arrowView.isHidden)
        #expect(container.arrowView.frame.maxY == frame.minY)
        #expect(container.arrowView.frame.minY == 80)
        #expect(container.dimmingView.alpha == 0, "a popover does not dim the window")
    }

    @Test("R18.4: a click outside a popover dismisses it; a click inside does not")
    func popoverClickOutside() throws {
        let (harness, root, source) = makeFixture()
        let content = UIViewController()
        content.modalPresentationStyle = .popover
        content.preferredContentSize = CGSize(width: 250, height: 150)
        content.popoverPresentationController?.sourceView = source
        root.present(content, animated: false)
        harness.display()
        let frame = content.view.convert(content.view.bounds, to: nil)
        harness.tap(frame.midX, frame.midY)
        harness.display()
        #expect(root.presentedViewController === content)
        harness.tap(700, 500)
        harness.display()
        #expect(root.presentedViewController == nil)
    }

    @Test("R18.7: UIAlertController.view is the alert's 270 pt box, centred in the window")
    func alertViewIsTheBox() {
        let (harness, root, _) = makeFixture()
        let alert = UIAlertController(title: "Title", message: "Message", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        root.present(alert, animated: false)
        harness.display()
        let box = alert.view.convert(alert.view.bounds, to: nil)
        #expect(box.width == 270)
        #expect(box.height > 60 && box.height < 300)
        #expect(abs(box.midX - 400) <= 0.5 && abs(box.midY - 300) <= 0.5)
    }

    @Test("R18.7: a height constraint on alert.view is honoured, the buttons stay at the bottom, and a subview added to it shows")
    func alertHeightConstraint() throws {
        let (harness, root, _) = makeFixture()
        let alert = UIAlertController(title: "Pick", message: "\n\n\n\n\n\n", preferredStyle: .alert)
        let ok = UIAlertAction(title: "OK", style: .default)
        alert.addAction(ok)
        let picker = UIView(frame: CGRect(x: 10, y: 40, width: 250, height: 180))
        alert.view.addSubview(picker)
        alert.view.addConstraint(NSLayoutConstraint(item: alert.view!, attribute: .height, relatedBy: .equal, toItem: nil,
                                                    attribute: .notAnAttribute, multiplier: 1, constant: 360))
        root.present(alert, animated: false)
        harness.display()
        #expect(alert.view.bounds.height == 360)
        #expect(alert.view.bounds.width == 270)
        #expect(picker.window === harness.window)
        let box = alert.view.convert(alert.view.bounds, to: nil)
        let button = try #require((alert.view as? AlertContentView)?.buttons.first?.button)
        let buttonFrame = button.convert(button.bounds, to: nil)
        #expect(abs(buttonFrame.maxY - box.maxY) <= 1, "the button row ends at the box's bottom")
    }

    @Test("R18.7: a width constraint on alert.view replaces the 270 pt width")
    func alertWidthConstraint() {
        let (harness, root, _) = makeFixture()
        let alert = UIAlertController(title: "Wide", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        alert.view.widthAnchor.constraint(equalToConstant: 400).isActive = true
        root.present(alert, animated: false)
        harness.display()
        #expect(alert.view.bounds.width == 400)
    }
}
