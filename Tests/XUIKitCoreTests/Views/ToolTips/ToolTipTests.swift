import Foundation
import Testing
@_spi(Testing) @testable import XUIKitCore
import XUIKitHeadlessTesting

@MainActor
@Suite("Tooltips: shown after the pointer rests, hidden on exit, click, key or hiding (R15.10)", .serialized)
struct ToolTipTests {
    /// The shared app's controller (each test's harness makes a fresh app).
    var controller: ToolTipController { UIApplication.shared.toolTipController }

    /// A harness with a 100×40 view at (50, 50) whose tooltip is "Save".
    func setUp() -> (Harness, UIView) {
        let harness = Harness()
        let view = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 40))
        view.toolTip = "Save"
        harness.window.addSubview(view)
        return (harness, view)
    }

    /// Hovers at (`x`, 60) and waits past the delay: the tooltip shows.
    func showToolTip(_ harness: Harness, x: CGFloat = 60) {
        harness.hover(x, 60)
        harness.advance(by: ToolTipController.delay + 0.05)
        #expect(controller.isShowing)
    }

    var headless: HeadlessBackend { UIApplication.shared.backend as! HeadlessBackend }

    @Test("R15.10: the tooltip appears once the pointer has rested 0.75 s over the view, not before")
    func appearsAfterDelay() throws {
        let (harness, _) = setUp()
        harness.hover(60, 60)
        harness.advance(by: ToolTipController.delay - 0.05)
        #expect(!controller.isShowing)
        harness.advance(by: 0.1)
        #expect(controller.shownText == "Save")
        let popup = try #require(controller.window)
        let id = try #require(popup.windowID)
        #expect(headless.windows[id]?.style == .tooltip)
        #expect(headless.windows[id]?.isVisible == true)
        // Below-right of the pointer, and never the key window.
        #expect(popup.frame.origin == CGPoint(x: 60 + ToolTipController.pointerOffset.width,
                                              y: 60 + ToolTipController.pointerOffset.height))
        #expect(UIApplication.shared.keyWindow === harness.window)
        #expect(popup.toolTipView.label.text == "Save")
    }

    @Test("R15.10: moving before the tooltip shows starts the wait again; moving within a shown one keeps it")
    func motionRestarts() {
        let (harness, _) = setUp()
        harness.hover(60, 60)
        harness.advance(by: 0.5)
        harness.hover(70, 60)
        harness.advance(by: 0.5)
        #expect(!controller.isShowing)
        harness.advance(by: 0.3)
        #expect(controller.isShowing)
        let shown = controller.window
        harness.hover(80, 65)
        #expect(controller.window === shown)
    }

    @Test("R15.10: leaving the view, leaving the window, a click, a key and hiding the window each remove it")
    func hides() {
        let (harness, _) = setUp()
        showToolTip(harness)
        harness.hover(300, 300)           // off the view
        #expect(!controller.isShowing)

        showToolTip(harness)
        harness.crossing(entered: false, 60, 60)
        #expect(!controller.isShowing)

        showToolTip(harness)
        harness.button(1, down: true, 60, 60)
        #expect(!controller.isShowing)
        harness.button(1, down: false, 60, 60)

        showToolTip(harness)
        harness.key("a", code: .keyboardA, down: true)
        #expect(!controller.isShowing)
        harness.key("a", code: .keyboardA, down: false)
        harness.advance(by: 1)
        #expect(!controller.isShowing, "it stays hidden until the pointer moves")

        showToolTip(harness, x: 70)
        let popupID = controller.window?.windowID
        harness.window.isHidden = true
        #expect(!controller.isShowing)
        #expect(popupID.map { headless.windows[$0] == nil } == true)
    }

    @Test("R15.10: nothing is scheduled while no tooltip waits")
    func noIdleDeadline() {
        let (harness, view) = setUp()
        let scheduler = UIApplication.shared.scheduler
        harness.hover(300, 300)           // over the window, no tooltip
        #expect(scheduler.pendingCount == 0)
        harness.hover(60, 60)
        #expect(scheduler.pendingCount == 1)
        harness.hover(300, 300)
        #expect(scheduler.pendingCount == 0)
        showToolTip(harness)
        #expect(controller.isShowing)
        #expect(scheduler.pendingCount == 0)
        view.toolTip = nil                // the interaction leaves: the tooltip goes
        #expect(!controller.isShowing)
        #expect(scheduler.pendingCount == 0)
    }

    @Test("R15.10: an interaction on an ancestor covers its subviews; a disabled one shows nothing")
    func interactionOnAncestor() {
        let harness = Harness()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let interaction = UIToolTipInteraction(defaultToolTip: "Group")
        container.addInteraction(interaction)
        container.addSubview(UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50)))
        harness.window.addSubview(container)
        #expect(container.toolTip == "Group")
        interaction.isEnabled = false
        harness.hover(60, 60)
        harness.advance(by: 1)
        #expect(!controller.isShowing)
        interaction.isEnabled = true
        harness.hover(20, 20)
        harness.advance(by: 1)
        #expect(controller.shownText == "Group")
    }

    @Test("UIView.toolTip adds one interaction, updates it and removes it for nil")
    func toolTipProperty() {
        let view = UIView()
        #expect(view.toolTip == nil)
        view.toolTip = "A"
        view.toolTip = "B"
        #expect(view.interactions.count == 1)
        #expect((view.interactions.first as? UIToolTipInteraction)?.defaultToolTip == "B")
        view.toolTip = nil
        #expect(view.interactions.isEmpty)
        let button = UIButton(type: .system)
        button.toolTip = "Catalyst spells it on UIControl"
        #expect(button.toolTip == "Catalyst spells it on UIControl")
    }

    @Test("R15.10: near the screen's corner the popup moves left and above the pointer, inside the screen")
    func placementClamped() throws {
        _ = Harness()
        let screen = UIScreen.main.bounds.size
        let size = CGSize(width: 120, height: 20)
        let frame = ToolTipController.placement(of: size, pointer: CGPoint(x: screen.width - 5, y: screen.height - 5))
        #expect(frame.maxX <= screen.width)
        #expect(frame.maxY <= screen.height - 5)   // above the pointer
        #expect(frame.size == size)
    }
}
