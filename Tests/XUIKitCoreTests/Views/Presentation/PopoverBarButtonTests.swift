import Foundation
import Testing
@_spi(Testing) @testable import XUIKitCore
import XUIKitHeadlessTesting

@MainActor
@Suite("Popovers anchored at a bar button item")
struct PopoverBarButtonTests {
    @Test("R18.9: a popover with a barButtonItem points up at the item's button in the navigation bar, over any sourceView")
    func anchoredAtBarButton() throws {
        let root = UIViewController()
        let share = UIBarButtonItem(barButtonSystemItem: .action, target: nil, action: nil)
        root.navigationItem.rightBarButtonItem = share
        let navigation = UINavigationController(rootViewController: root)
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
        harness.window.rootViewController = navigation
        harness.display()
        let button = try #require(UIPopoverPresentationController.view(showing: share, in: harness.window))
        let anchor = button.convert(button.bounds, to: nil)
        #expect(anchor.maxY <= 44 && anchor.minX > 700, "the button sits at the bar's trailing end: \(anchor)")

        let content = UIViewController()
        content.modalPresentationStyle = .popover
        content.preferredContentSize = CGSize(width: 200, height: 120)
        let popover = try #require(content.popoverPresentationController)
        popover.sourceView = root.view          // the item wins, as in UIKit
        popover.barButtonItem = share
        root.present(content, animated: false)
        harness.display()

        #expect(popover.arrowDirection == .up)
        let frame = content.view.convert(content.view.bounds, to: nil)
        // Below the button by the arrow's length; pushed left to stay 10 pt inside the window.
        #expect(frame.minY == anchor.maxY + UIPopoverPresentationController.arrowLength)
        #expect(frame.maxX <= 790)
        let container = try #require(popover.containerView as? PresentationContainerView)
        // The arrow points at the button: at its middle when the bubble's rounded corner allows,
        // else as near as the corner lets it (the button is close to the window's edge here).
        let arrow = container.arrowView.frame
        #expect(arrow.midX >= anchor.minX && arrow.midX <= anchor.maxX, "arrow \(arrow) under the button \(anchor)")
        #expect(arrow.minY == anchor.maxY)
    }
}
