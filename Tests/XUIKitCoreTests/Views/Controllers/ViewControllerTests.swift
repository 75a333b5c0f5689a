import Foundation
import Testing
@_spi(Testing) @testable import XUIKitCore
import XUIKitHeadlessTesting

@MainActor
final class LifecycleController: UIViewController {
    var log: [String] = []
    override func loadView() { log.append("loadView"); super.loadView() }
    override func viewDidLoad() { log.append("viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { log.append("willAppear") }
    override func viewDidAppear(_ animated: Bool) { log.append("didAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.append("willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.append("didDisappear") }
    override func didMove(toParent parent: UIViewController?) { log.append(parent == nil ? "didMove(nil)" : "didMove") }
}

@MainActor
@Suite("View controllers")
struct ViewControllerTests {
    @Test("The view loads lazily, once, then viewDidLoad")
    func lazyLoading() {
        let controller = LifecycleController()
        #expect(controller.viewIfLoaded == nil)
        _ = controller.view
        _ = controller.view
        #expect(controller.log == ["loadView", "viewDidLoad"])
    }

    @Test("Appearance callbacks follow the window: appear when shown, disappear when removed")
    func appearance() {
        UIApplication.makeFreshForTesting()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let controller = LifecycleController()
        window.rootViewController = controller
        #expect(!controller.log.contains("willAppear"))
        window.makeKeyAndVisible()
        #expect(controller.log.last == "willAppear")
        UIApplication.shared.runPendingWork()
        #expect(controller.log.suffix(2) == ["willAppear", "didAppear"])
        controller.view.removeFromSuperview()
        #expect(controller.log.last == "willDisappear")
        UIApplication.shared.runPendingWork()
        #expect(controller.log.suffix(2) == ["willDisappear", "didDisappear"])
        window.addSubview(controller.view)
        UIApplication.shared.runPendingWork()
        #expect(controller.log.suffix(2) == ["willAppear", "didAppear"])
        window.isHidden = true
        #expect(controller.log.suffix(2) == ["willDisappear", "didDisappear"])
    }

    @Test("Navigation: push and pop show the top view, set navigationController, and keep the root")
    func navigation() {
        let harness = Harness()
        let root = LifecycleController(), second = LifecycleController()
        let navigation = UINavigationController(rootViewController: root)
        harness.window.rootViewController = navigation
        #expect(root.navigationController === navigation)
        #expect(root.view.window === harness.window)
        harness.display()
        navigation.pushViewController(second, animated: true)
        harness.display()
        #expect(navigation.topViewController === second)
        #expect(second.view.window === harness.window)
        #expect(root.viewIfLoaded?.window == nil)
        #expect(root.log.suffix(2) == ["willDisappear", "didDisappear"])
        #expect(navigation.popViewController(animated: true) === second)
        #expect(second.navigationController == nil)
        #expect(navigation.popViewController(animated: true) == nil)
        #expect(navigation.viewControllers.count == 1)
        #expect(root.view.window === harness.window)
    }

    @Test("The navigation bar's back button pops")
    func backButton() {
        let harness = Harness()
        let navigation = UINavigationController(rootViewController: UIViewController())
        harness.window.rootViewController = navigation
        navigation.pushViewController(UIViewController(), animated: false)
        harness.display()
        harness.tap(30, 22)
        #expect(navigation.viewControllers.count == 1)
    }

    @Test("Child containment: addChild, didMove, removeFromParent")
    func containment() {
        let parent = UIViewController(), child = LifecycleController()
        parent.addChild(child)
        child.didMove(toParent: parent)
        #expect(parent.children.count == 1 && child.parent === parent)
        child.removeFromParent()
        #expect(parent.children.isEmpty && child.parent == nil)
        #expect(child.log.suffix(2) == ["didMove", "didMove(nil)"])
    }

    @Test("Presenting needs a window; dismissing the presented controller removes its view")
    func presentation() {
        let harness = Harness()
        let presenter = UIViewController(), presented = LifecycleController()
        let messages = capturingDiagnostics { presenter.present(presented, animated: false) }
        #expect(messages.count == 1)
        harness.window.rootViewController = presenter
        var completed = false
        presenter.present(presented, animated: true) { completed = true }
        #expect(!completed, "the completion waits for the presented frame")
        harness.display()
        #expect(completed)
        #expect(presented.view.window === harness.window)
        presented.dismiss(animated: true)
        #expect(presented.viewIfLoaded?.window == nil)
        #expect(presenter.presentedViewController == nil)
    }
}
