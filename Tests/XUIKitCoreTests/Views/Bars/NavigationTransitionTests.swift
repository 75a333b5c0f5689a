import Foundation
import Testing
@_spi(Testing) @testable import XUIKitCore
import XUIKitHeadlessTesting

@MainActor
@Suite("Push and pop slides (R16.13)")
struct NavigationTransitionTests {
    /// The pictures of outgoing views in the container.
    private func pictures(in navigation: UINavigationController) -> [UIImageView] {
        navigation.view.subviews.compactMap { $0 as? UIImageView }
    }

    @Test("Push: the new view slides in from the trailing edge over a picture of the old one moving 30 % left")
    func pushSlides() {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let root = UIViewController(), second = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        harness.window.rootViewController = navigation
        harness.display()
        navigation.pushViewController(second, animated: true)
        // The model is the end state at once; what is drawn starts at the trailing edge.
        #expect(second.view.frame.minX == 0)
        #expect(second.view.presentedCenter.x == 600)
        let picture = try! #require(pictures(in: navigation).first)
        #expect(picture.frame.minX == -120 && picture.presentedCenter.x == 200)
        #expect(root.viewIfLoaded?.window == nil, "the old view left at once, so appearance callbacks keep their order")
        // R16.13: a click during the slide reaches the new view at its final place.
        let probe = RecordingView("probe", frame: CGRect(x: 0, y: 100, width: 400, height: 100))
        second.view.addSubview(probe)
        harness.tap(200, 150)
        #expect(!probe.log.isEmpty, "the click reached the incoming view")
        harness.advance(by: 0.175)
        #expect(second.view.presentedCenter.x > 200 && second.view.presentedCenter.x < 600)
        harness.advance(by: 0.2)
        #expect(second.view.presentation == nil && second.view.frame.minX == 0)
        #expect(pictures(in: navigation).isEmpty, "the picture is removed when the slide ends")
    }

    @Test("Pop: the view below slides back from -30 % while the picture of the top one leaves to the right")
    func popSlides() {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let root = UIViewController(), second = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        harness.window.rootViewController = navigation
        navigation.pushViewController(second, animated: false)
        harness.display()
        navigation.popViewController(animated: true)
        #expect(root.view.frame.minX == 0 && root.view.presentedCenter.x == 80)
        let picture = try! #require(pictures(in: navigation).first)
        #expect(picture.frame.minX == 400)
        let subviews = navigation.view.subviews
        #expect(subviews.firstIndex { $0 === picture }! > subviews.firstIndex { $0 === root.view }!,
                "the leaving picture is above the view below")
        harness.advance(by: 0.4)
        #expect(root.view.presentation == nil && pictures(in: navigation).isEmpty)
    }

    @Test("animated: false changes at once: no picture, no animation")
    func unanimated() {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let root = UIViewController(), second = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        harness.window.rootViewController = navigation
        harness.display()
        navigation.pushViewController(second, animated: false)
        #expect(second.view.presentation == nil && second.view.frame.minX == 0)
        #expect(pictures(in: navigation).isEmpty)
    }

    @Test("The back button shows a chevron and the previous title; clicking it pops")
    func backButtonClick() {
        let root = UIViewController()
        root.title = "Notes"
        let navigation = UINavigationController(rootViewController: root)
        let harness = showInWindow(navigation)
        navigation.pushViewController(UIViewController(), animated: false)
        harness.display()
        let back = navigation.navigationBar.backButton
        #expect(!back.isHidden && back.backTitle == "Notes")
        let point = centre(of: back)
        harness.click(point.x, point.y)
        #expect(navigation.viewControllers.count == 1)
    }

    @Test("setNavigationBarHidden gives the bar's room back to the content's safe area")
    func hidingTheBar() {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        _ = showInWindow(navigation)
        #expect(root.view.safeAreaInsets.top == 44)
        navigation.setNavigationBarHidden(true, animated: false)
        #expect(navigation.isNavigationBarHidden && navigation.navigationBar.isHidden)
        #expect(root.view.safeAreaInsets.top == 0)
        navigation.isNavigationBarHidden = false
        #expect(root.view.safeAreaInsets.top == 44)
    }

    @Test("The toolbar shows the top controller's toolbarItems; flexible spaces share the room")
    func toolbarItems() {
        let root = UIViewController()
        let left = UIBarButtonItem(title: "Left", style: .plain, target: nil, action: nil)
        let right = UIBarButtonItem(barButtonSystemItem: .trash, target: nil, action: nil)
        root.toolbarItems = [left, .flexibleSpace(), right]
        let navigation = UINavigationController(rootViewController: root)
        #expect(navigation.isToolbarHidden, "hidden by default")
        _ = showInWindow(navigation)
        navigation.setToolbarHidden(false, animated: false)
        let toolbar = navigation.toolbar!
        #expect(toolbar.frame == CGRect(x: 0, y: 356, width: 400, height: 44))
        let views = toolbar.itemViews
        #expect(views.count == 3)
        #expect(views[0].frame.minX == 8 && views[2].frame.maxX == 392)
        #expect(root.view.safeAreaInsets.bottom == 44)
        let second = UIViewController()
        second.toolbarItems = [UIBarButtonItem(barButtonSystemItem: .play, target: nil, action: nil)]
        navigation.pushViewController(second, animated: false)
        #expect(toolbar.items?.count == 1 && toolbar.items?.first?.systemItem == .play)
    }
}
