import Foundation
import Testing
@_spi(Testing) @testable import XUIKitCore
import XUIKitHeadlessTesting

/// Logs a split view delegate's calls into a shared log.
@MainActor
final class SplitDelegateLog: UISplitViewControllerDelegate {
    let log: SharedLog
    init(_ log: SharedLog) { self.log = log }
    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {
        log.entries.append("willChangeTo(\(displayMode))")
    }
    func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {
        log.entries.append("willShow(\(column))")
    }
    func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) {
        log.entries.append("willHide(\(column))")
    }
}

@MainActor
@Suite("UISplitViewController")
struct SplitViewControllerTests {
    /// A split in a 1200 × 800 window.
    private func show(_ split: UISplitViewController) -> Harness {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 1200, height: 800))
        harness.window.rootViewController = split
        harness.display()
        return harness
    }

    @Test("R18.30: a double-column split shows the sidebar 320 pt wide beside the secondary, with a 1 pt separator")
    func doubleColumnWidths() {
        let split = UISplitViewController(style: .doubleColumn)
        let sidebar = UIViewController(), content = UIViewController()
        split.setViewController(sidebar, for: .primary)
        split.setViewController(content, for: .secondary)
        _ = show(split)
        #expect(split.displayMode == .oneBesideSecondary)
        #expect(sidebar.view.frame == CGRect(x: 0, y: 0, width: 320, height: 800))
        #expect(content.view.frame == CGRect(x: 321, y: 0, width: 879, height: 800))
        #expect(split.primaryColumnWidth == 320)
        #expect(split.viewController(for: .primary) === sidebar)
        #expect(sidebar.splitViewController === split)
        #expect(split.viewControllers.count == 2)
    }

    @Test("R18.30: preferred widths, fractions and limits; a triple split shows three columns in a wide window")
    func tripleColumnWidths() {
        let split = UISplitViewController(style: .tripleColumn)
        let primary = UIViewController(), middle = UIViewController(), content = UIViewController()
        split.setViewController(primary, for: .primary)
        split.setViewController(middle, for: .supplementary)
        split.setViewController(content, for: .secondary)
        split.preferredPrimaryColumnWidth = 250
        split.preferredSupplementaryColumnWidthFraction = 0.25
        split.maximumSupplementaryColumnWidth = 280
        _ = show(split)
        #expect(split.displayMode == .twoBesideSecondary)
        #expect(primary.view.frame.width == 250)
        #expect(middle.view.frame == CGRect(x: 251, y: 0, width: 280, height: 800))
        #expect(content.view.frame.minX == 532)
        #expect(UISplitViewController.columnWidth(preferred: -1, fraction: 0.3, minimum: 400, maximum: -1, standard: 320, in: 1000) == 400)
    }

    @Test("R18.31: hide(.primary) tells the delegate the mode, then the column, then the sidebar disappears; show brings it back")
    func hideAndShowOrder() {
        let log = SharedLog()
        let split = UISplitViewController(style: .doubleColumn)
        let delegate = SplitDelegateLog(log)
        split.delegate = delegate
        let sidebar = OrderController("sidebar", log: log), content = OrderController("content", log: log)
        split.setViewController(sidebar, for: .primary)
        split.setViewController(content, for: .secondary)
        let harness = show(split)
        log.clear()
        split.hide(.primary)
        harness.display()
        #expect(log.entries == ["willChangeTo(secondaryOnly)", "willHide(primary)", "sidebar.viewWillDisappear",
                                "content.viewWillLayoutSubviews", "content.viewDidLayoutSubviews", "sidebar.viewDidDisappear"])
        #expect(split.displayMode == .secondaryOnly)
        #expect(content.view.frame == CGRect(x: 0, y: 0, width: 1200, height: 800))
        #expect(split.primaryColumnWidth == 0)
        log.clear()
        split.show(.primary)
        harness.display()
        #expect(Array(log.entries.prefix(3)) == ["willChangeTo(oneBesideSecondary)", "willShow(primary)", "sidebar.viewWillAppear"])
        #expect(log.entries.last == "sidebar.viewDidAppear")
        #expect(content.view.frame.minX == 321)
    }

    @Test("R18.30: .oneOverSecondary lays the sidebar over a full-width secondary; the sidebar background is tinted")
    func overlayAndSidebar() throws {
        let split = UISplitViewController(style: .doubleColumn)
        let sidebar = UIViewController(), content = UIViewController()
        split.setViewController(sidebar, for: .primary)
        split.setViewController(content, for: .secondary)
        split.primaryBackgroundStyle = .sidebar
        split.preferredDisplayMode = .oneOverSecondary
        _ = show(split)
        #expect(content.view.frame == CGRect(x: 0, y: 0, width: 1200, height: 800))
        #expect(sidebar.view.frame == CGRect(x: 0, y: 0, width: 320, height: 800))
        #expect(split.view.subviews.last === sidebar.view)
        let container = try #require(split.view as? SplitContainerView)
        #expect(!container.sidebarBackground.isHidden)
    }

    @Test("R18.30: showDetailViewController from a column replaces the secondary controller; a narrow window shows the secondary only")
    func showDetail() {
        let split = UISplitViewController(style: .doubleColumn)
        let sidebar = UIViewController(), content = UIViewController(), detail = UIViewController()
        split.setViewController(sidebar, for: .primary)
        split.setViewController(content, for: .secondary)
        _ = show(split)
        sidebar.showDetailViewController(detail, sender: nil)
        #expect(split.viewController(for: .secondary) === detail)
        #expect(content.parent == nil && content.viewIfLoaded?.superview == nil)
        #expect(detail.view.superview === split.view)
        #expect(split.automaticDisplayMode(forWidth: 500) == .secondaryOnly)
    }

    @Test("The classic viewControllers interface: first is the primary, last the secondary")
    func classicInterface() {
        let split = UISplitViewController(nibName: nil, bundle: nil)
        let a = UIViewController(), b = UIViewController()
        split.viewControllers = [a, b]
        #expect(split.style == .unspecified)
        #expect(split.viewController(for: .primary) === a && split.viewController(for: .secondary) === b)
    }
}
