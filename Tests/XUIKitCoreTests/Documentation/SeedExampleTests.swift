import Foundation
import Testing
@_spi(Testing) @testable import XUIKitCore
import XUIKitHeadlessTesting

// The seeds' examples (shared/seeds), ported with only the selector syntax changed.

// MARK: - myCustomMethod: a nil-targeted action sent from a plain view reaches its controller

@MainActor
final class MyViewController: UIViewController {
    var received = 0
    func myCustomMethod() {
        received += 1
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        UIApplication.shared.sendAction(.myCustomMethod, to: nil, from: view, for: nil)
    }
}

// MARK: - BlinkableView: only the view that last called select() blinks

@MainActor
final class BlinkableView: UIView {
    var blinks = 0
    override var canBecomeFirstResponder: Bool {
        return true
    }

    func select() {
        becomeFirstResponder()
    }

    func performBlinkAction() {
        blinks += 1
    }
}

// MARK: - The Coordinator that injects itself into the responder chain

@MainActor
final class PushScreenEvent: UIEvent {

    let viewController: CoordenableViewController

    override var type: UIEvent.EventType {
        return .touches
    }

    init(viewController: CoordenableViewController) {
        self.viewController = viewController
    }
}

@MainActor
final class Coordinator: UIResponder {

    weak var viewController: CoordenableViewController?

    override var next: UIResponder? {
        return viewController?.originalNextResponder
    }

    func pushNewScreen(sender: Any?, event: PushScreenEvent) {
        let new = event.viewController
        viewController?.navigationController?.pushViewController(new, animated: true)
    }
}

@MainActor
class CoordenableViewController: UIViewController {

    override var canBecomeFirstResponder: Bool {
        return true
    }

    private(set) var coordinator: Coordinator?
    private(set) var originalNextResponder: UIResponder?

    override var next: UIResponder? {
        return coordinator ?? super.next
    }

    override func viewDidAppear(_ animated: Bool) {
        //Fill info at viewDidAppear to make sure UIKit
        //has configured this view's next responder.
        super.viewDidAppear(animated)
        guard coordinator == nil else {
            return
        }
        originalNextResponder = next
        coordinator = Coordinator()
        coordinator?.viewController = self
    }
}

@MainActor
final class CoordinatedViewController: CoordenableViewController {}

@MainActor
final class NewViewController: CoordenableViewController {}

/// A coordinated screen that takes first-responder status once it has appeared, so actions sent
/// to nil start at it and pass its Coordinator.
@MainActor
final class FocusedCoordinatedViewController: CoordenableViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        becomeFirstResponder()
    }
}

extension UIApplication {
    func push(vc: CoordenableViewController) {
        sendAction(.pushNewScreen, to: nil, from: nil, for: PushScreenEvent(viewController: vc))
    }
}

// MARK: - The responderChain() printout

@MainActor
final class MyView: UIView {}

@MainActor
final class ChainViewController: UIViewController {
    override func loadView() { view = MyView(frame: .zero) }
}

@MainActor
final class AppDelegate: UIResponder, UIApplicationDelegate {}

extension UIResponder {
    func responderChain() -> String {
        guard let next = next else {
            return String(describing: self)
        }
        return String(describing: self) + " -> " + next.responderChain()
    }
}

extension Selector {
    static let myCustomMethod = Selector("myCustomMethod", MyViewController.myCustomMethod)
    static let performBlinkAction = Selector("performBlinkAction", BlinkableView.performBlinkAction)
    static let pushNewScreen = Selector("pushNewScreen:event:", Coordinator.pushNewScreen)
}

@MainActor
@Suite("The seeds' examples")
struct SeedExampleTests {
    @Test("myCustomMethod is reached from a plain view with a nil target (R3.4b)")
    func myCustomMethod() {
        _ = Harness()
        let controller = MyViewController()
        _ = controller.view
        #expect(controller.received == 1)
    }

    @Test("BlinkableView: only the one that last called select() blinks")
    func blinkable() {
        let harness = Harness()
        let views = (0..<3).map { _ in BlinkableView(frame: .zero) }
        views.forEach(harness.window.addSubview)
        views[0].select()
        views[2].select()
        #expect(UIApplication.shared.sendAction(.performBlinkAction, to: nil, from: nil, for: nil))
        #expect(views.map(\.blinks) == [0, 0, 1])
        views[1].select()
        UIApplication.shared.sendAction(.performBlinkAction, to: nil, from: nil, for: nil)
        #expect(views.map(\.blinks) == [0, 1, 1])
    }

    @Test("The Coordinator injects itself into the chain and pushes with a PushScreenEvent")
    func coordinator() {
        let harness = Harness()
        UIApplication.shared.delegate = AppDelegate()
        let first = CoordinatedViewController()
        let navigation = UINavigationController(rootViewController: first)
        harness.window.rootViewController = navigation
        harness.display()
        #expect(first.coordinator != nil)
        #expect(first.originalNextResponder === first.view.superview)
        #expect(first.responderChainDescription
                == "CoordinatedViewController -> Coordinator -> NavigationContainerView -> UINavigationController -> UIWindow -> UIApplication -> AppDelegate")
        #expect(first.becomeFirstResponder())

        let newVC = NewViewController()
        UIApplication.shared.push(vc: newVC)
        #expect(navigation.topViewController === newVC)
        #expect(navigation.viewControllers.count == 2)
        #expect(newVC.navigationController === navigation)
        #expect(newVC.view.window === harness.window)
    }

    @Test("The Coordinator set up in viewDidAppear of a window's root, shown as an app shows it, pushes")
    func coordinatorFromViewDidAppear() {
        UIApplication.makeFreshForTesting()
        UIApplication.shared.delegate = AppDelegate()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 420, height: 300))
        let first = FocusedCoordinatedViewController()
        let navigation = UINavigationController(rootViewController: first)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        #expect(first.coordinator == nil, "viewDidAppear waits for the first frame")
        UIApplication.shared.runPendingWork()
        #expect(first.coordinator != nil)
        #expect(first.isFirstResponder)
        #expect(first.view.frame.width == 420)

        let newVC = NewViewController()
        UIApplication.shared.push(vc: newVC)
        #expect(navigation.topViewController === newVC)
        #expect(newVC.view.window === window)
        UIApplication.shared.runPendingWork()
        #expect(newVC.coordinator != nil, "the pushed screen appeared and set up its own Coordinator")
    }

    @Test("responderChain() prints MyView -> MyViewController -> UIWindow -> UIApplication -> AppDelegate")
    func responderChainPrintout() {
        let harness = Harness()
        UIApplication.shared.delegate = AppDelegate()
        let controller = ChainViewController()
        harness.window.rootViewController = controller
        #expect(controller.view.responderChain() == "MyView -> ChainViewController -> UIWindow -> UIApplication -> AppDelegate")
        #expect(controller.view.responderChainDescription == controller.view.responderChain())
    }

    @Test("The CN note's hitTest: reverse order, pointInside first, subviews outside bounds not hit unless inside")
    func chineseNoteHitTest() {
        let harness = Harness()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let first = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
        let second = UIView(frame: CGRect(x: 20, y: 20, width: 80, height: 80))
        let overhang = UIView(frame: CGRect(x: 60, y: 60, width: 100, height: 100))
        container.addSubview(first); container.addSubview(second); second.addSubview(overhang)
        harness.window.addSubview(container)
        // Last added wins where they overlap (reverse enumeration).
        #expect(harness.window.hitTest(CGPoint(x: 50, y: 50), with: nil) === second)
        #expect(harness.window.hitTest(CGPoint(x: 10, y: 10), with: nil) === first)
        // The overhang draws past the container (clipsToBounds = NO) but is hit only inside it.
        #expect(harness.window.hitTest(CGPoint(x: 90, y: 90), with: nil) === overhang)
        #expect(harness.window.hitTest(CGPoint(x: 130, y: 130), with: nil) === harness.window)
        // With clipping, the same points give the same answers: hit-testing never looks outside bounds.
        container.clipsToBounds = true
        #expect(harness.window.hitTest(CGPoint(x: 130, y: 130), with: nil) === harness.window)
        // The note's code skips alpha <= 0.1; Apple's documentation (which we follow) says < 0.01.
        second.alpha = 0.05
        #expect(harness.window.hitTest(CGPoint(x: 50, y: 50), with: nil) === second)
    }

    @Test("The CN note's chains: a view controller's view not in a window ends at the controller")
    func chineseNoteChains() {
        let harness = Harness()
        UIApplication.shared.delegate = nil
        let controller = UIViewController()
        let inner = UIView(frame: .zero)
        controller.view.addSubview(inner)
        #expect(inner.responderChainDescription == "UIView -> UIView -> UIViewController")
        harness.window.rootViewController = controller
        #expect(inner.responderChainDescription == "UIView -> UIView -> UIViewController -> UIWindow -> UIApplication")
    }
}
