import CX11
import Foundation
import Testing
import XUIKit
@_spi(Testing) import XUIKitCore
@_spi(Testing) import XUIKitX11

// The seeds' Coordinator example (shared/seeds/000, "a Coordinator structure that injects itself
// into the Responder Chain") on a real X server: set up in viewDidAppear, driven by a real click.

@MainActor
final class X11PushScreenEvent: UIEvent {
    let viewController: X11CoordenableViewController
    override var type: UIEvent.EventType { .touches }
    init(viewController: X11CoordenableViewController) { self.viewController = viewController }
}

@MainActor
final class X11Coordinator: UIResponder {
    weak var viewController: X11CoordenableViewController?
    override var next: UIResponder? { viewController?.originalNextResponder }

    func pushNewScreen(sender: Any?, event: X11PushScreenEvent) {
        viewController?.navigationController?.pushViewController(event.viewController, animated: true)
    }
}

/// The seed's CoordenableViewController, plus what an app screen adds: it becomes first
/// responder once it appeared, and a button that opens the next screen through the chain.
@MainActor
class X11CoordenableViewController: UIViewController {
    override var canBecomeFirstResponder: Bool { true }
    private(set) var coordinator: X11Coordinator?
    private(set) var originalNextResponder: UIResponder?
    private(set) var appearedInKeyWindow = false
    let openButton = UIButton(type: .system)

    override var next: UIResponder? { coordinator ?? super.next }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        openButton.frame = CGRect(x: 20, y: 100, width: 160, height: 44)
        openButton.setTitle("Next", for: .normal)
        openButton.addTarget(self, action: .openNextScreen, for: .touchUpInside)
        view.addSubview(openButton)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        appearedInKeyWindow = view.window?.isKeyWindow == true
        becomeFirstResponder()
        guard coordinator == nil else { return }
        originalNextResponder = next
        coordinator = X11Coordinator()
        coordinator?.viewController = self
    }

    /// Opens the next screen "from anywhere": a nil-targeted action the Coordinator handles.
    func openNextScreen() {
        let next = X11CoordenableViewController()
        UIApplication.shared.sendAction(.x11PushNewScreen, to: nil, from: nil,
                                        for: X11PushScreenEvent(viewController: next))
    }
}

extension Selector {
    static let x11PushNewScreen = Selector("pushNewScreen:event:", X11Coordinator.pushNewScreen)
    static let openNextScreen = Selector("openNextScreen", X11CoordenableViewController.openNextScreen)
}

@Suite("The seeds' Coordinator on X11 (own Xvfb)", .serialized)
@MainActor
struct CoordinatorX11Tests {
    @Test("Set up in viewDidAppear after the window is mapped and key, the Coordinator pushes on a real click")
    func coordinatorPushesOnClick() throws {
        try withX11App { session in
            let first = X11CoordenableViewController()
            let navigation = UINavigationController(rootViewController: first)
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
            window.rootViewController = navigation
            session.show(window)

            #expect(first.appearedInKeyWindow)
            #expect(first.isFirstResponder)
            #expect(first.view.frame.width == 320)

            // The window sits at the root origin: window and root coordinates coincide.
            let button = first.openButton.convert(CGPoint(x: 80, y: 22), to: nil)
            session.click(x: Int32(button.x), y: Int32(button.y))

            let second = try #require(navigation.topViewController as? X11CoordenableViewController)
            #expect(second !== first)
            #expect(second.view.window === window)
            UIApplication.shared.runPendingWork()
            #expect(second.isFirstResponder, "the pushed screen appeared and took first-responder status")

            // The pushed screen's Coordinator pushes a third one the same way.
            session.click(x: Int32(button.x), y: Int32(button.y))
            #expect(navigation.viewControllers.count == 3)
        }
    }
}
