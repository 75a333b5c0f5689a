import Foundation
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

/// Counts safe-area and margin callbacks.
@MainActor
final class InsetsRecordingView: UIView {
    var safeAreaChanges = 0
    var marginChanges = 0
    override func safeAreaInsetsDidChange() { safeAreaChanges += 1 }
    override func layoutMarginsDidChange() { marginChanges += 1; super.layoutMarginsDidChange() }
}

@MainActor
final class InsetsRecordingController: UIViewController {
    var safeAreaChanges = 0
    var marginChanges = 0
    override func loadView() { view = InsetsRecordingView(frame: CGRect(x: 0, y: 0, width: 320, height: 480)) }
    override func viewSafeAreaInsetsDidChange() { safeAreaChanges += 1 }
    override func viewLayoutMarginsDidChange() { marginChanges += 1 }
}

@MainActor
@Suite("Safe area and layout margins")
struct SafeAreaAndMarginsTests {
    /// A 400×400 key window (the harness's) showing `controller`, laid out.
    private func show(_ controller: UIViewController) -> Harness {
        let harness = Harness()
        harness.window.rootViewController = controller
        harness.display()
        return harness
    }

    @Test("A window's safe area insets are zero, and so are a view's in no window")
    func zeroByDefault() {
        let harness = Harness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        #expect(harness.window.safeAreaInsets == .zero)
        #expect(view.safeAreaInsets == .zero)
        harness.window.addSubview(view)
        #expect(view.safeAreaInsets == .zero)
    }

    @Test("A navigation controller's content extends under its bar; the bar is its safe area's top")
    func navigationBarInset() {
        let top = UIViewController()
        let inner = UIView(frame: CGRect(x: 0, y: 20, width: 100, height: 100))
        let lower = UIView(frame: CGRect(x: 0, y: 50, width: 100, height: 100))
        top.view.addSubview(inner)
        top.view.addSubview(lower)
        _ = show(UINavigationController(rootViewController: top))
        // The 400×400 window: content frame (0, 0, 400, 400), the 44 pt bar over its top.
        #expect(top.view.frame == CGRect(x: 0, y: 0, width: 400, height: 400))
        #expect(top.view.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
        // inner starts at y 20: the bar covers 44 - 20 = 24 pt of it; lower starts below the bar.
        #expect(inner.safeAreaInsets == UIEdgeInsets(top: 24, left: 0, bottom: 0, right: 0))
        #expect(lower.safeAreaInsets == .zero)
    }

    @Test("With edgesForExtendedLayout empty the content starts below the bar, with no inset")
    func navigationWithoutExtendedLayout() {
        let top = UIViewController()
        top.edgesForExtendedLayout = []
        _ = show(UINavigationController(rootViewController: top))
        // 400 - 44 = 356 pt below the bar.
        #expect(top.view.frame == CGRect(x: 0, y: 44, width: 400, height: 356))
        #expect(top.view.safeAreaInsets == .zero)
    }

    @Test("additionalSafeAreaInsets add to the root view's insets; subviews get the overlap; callbacks fire")
    func additionalInsets() {
        let controller = InsetsRecordingController()
        let corner = InsetsRecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        controller.view.addSubview(corner)
        _ = show(controller)
        #expect(controller.safeAreaChanges == 0)
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40))
        // The corner view (0…100 × 0…100 of 400×400): top 10 and left 20 reach into it; the
        // bottom (from y 370) and right (from x 360) insets do not.
        #expect(corner.safeAreaInsets == UIEdgeInsets(top: 10, left: 20, bottom: 0, right: 0))
        #expect(controller.safeAreaChanges == 1)
        #expect((controller.view as! InsetsRecordingView).safeAreaChanges == 1)
        #expect(corner.safeAreaChanges == 1)
        // Moving the corner view out of the insets changes its insets back to zero.
        corner.frame.origin = CGPoint(x: 100, y: 100)
        #expect(corner.safeAreaInsets == .zero)
        #expect(corner.safeAreaChanges == 2)
    }

    @Test("Layout margins are 8 pt, measured from the safe area unless insetsLayoutMarginsFromSafeArea is false")
    func marginsFromSafeArea() {
        let top = UIViewController()
        _ = show(UINavigationController(rootViewController: top))
        #expect(UIView(frame: .zero).layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        // 44 (bar) + 8 on top.
        #expect(top.view.layoutMargins == UIEdgeInsets(top: 52, left: 8, bottom: 8, right: 8))
        top.view.insetsLayoutMarginsFromSafeArea = false
        #expect(top.view.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    }

    @Test("directionalLayoutMargins map leading to left and trailing to right; changes are reported")
    func directionalMargins() {
        let controller = InsetsRecordingController()
        _ = show(controller)
        let view = controller.view as! InsetsRecordingView
        let before = view.marginChanges
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(view.layoutMargins == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(view.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        #expect(view.marginChanges == before + 1)
        #expect(controller.marginChanges == 1)
        view.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)   // unchanged
        #expect(view.marginChanges == before + 1)
    }

    @Test("preservesSuperviewLayoutMargins grows the margins just enough to respect the superview's")
    func preservesSuperviewMargins() {
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        superview.layoutMargins = UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
        let child = UIView(frame: CGRect(x: 5, y: 30, width: 290, height: 100))
        superview.addSubview(child)
        #expect(child.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        child.preservesSuperviewLayoutMargins = true
        // Left: 20 - 5 = 15 > 8. Right: the child ends 300 - 295 = 5 from the edge: 15.
        // Top: the child is 30 down, past the 20 pt margin: 8. Bottom: 70 from the edge: 8.
        #expect(child.layoutMargins == UIEdgeInsets(top: 8, left: 15, bottom: 8, right: 15))
    }
}
