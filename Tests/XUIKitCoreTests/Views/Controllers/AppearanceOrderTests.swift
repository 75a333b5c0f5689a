import Foundation
import Testing
@_spi(Testing) @testable import XUIKitCore

/// One log shared by several controllers, so the order across them shows.
@MainActor
final class SharedLog {
    var entries: [String] = []
    func clear() { entries.removeAll() }
}

/// Logs its appearance and layout callbacks as "name.callback" into a shared log.
@MainActor
class OrderController: UIViewController {
    let name: String
    let log: SharedLog
    /// Runs inside `viewDidAppear`, after logging it.
    var onDidAppear: ((OrderController) -> Void)?

    init(_ name: String, log: SharedLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }

    nonisolated override var description: String { MainActor.assumeIsolated { name } }

    override func viewDidLoad() { super.viewDidLoad(); log.entries.append("\(name).viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { log.entries.append("\(name).viewWillAppear") }
    override func viewWillLayoutSubviews() { log.entries.append("\(name).viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { log.entries.append("\(name).viewDidLayoutSubviews") }
    override func viewDidAppear(_ animated: Bool) {
        log.entries.append("\(name).viewDidAppear")
        onDidAppear?(self)
    }
    override func viewWillDisappear(_ animated: Bool) { log.entries.append("\(name).viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.entries.append("\(name).viewDidDisappear") }
}

/// A controller that embeds a child controller's view in its own, as a custom container does.
@MainActor
final class ContainerController: OrderController {
    let child: OrderController
    init(_ name: String, child: OrderController, log: SharedLog) {
        self.child = child
        super.init(name, log: log)
    }
    required init?(coder: NSCoder) { nil }
    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(child)
        view.addSubview(child.view)
        child.didMove(toParent: self)
    }
}

@MainActor
@Suite("Appearance order")
struct AppearanceOrderTests {
    /// A fresh app and a hidden 420×300 window, as an app creates it before showing it.
    private func makeWindow() -> UIWindow {
        UIApplication.makeFreshForTesting()
        return UIWindow(frame: CGRect(x: 0, y: 0, width: 420, height: 300))
    }

    /// Shows `controller` as the root of a new window and runs the first turn of the loop.
    private func show(_ controller: UIViewController) -> UIWindow {
        let window = makeWindow()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        UIApplication.shared.runPendingWork()
        return window
    }

    @Test("Root controller: viewDidLoad, viewWillAppear, layout, then viewDidAppear after the first frame")
    func rootOrder() {
        let log = SharedLog()
        let root = OrderController("root", log: log)
        let window = makeWindow()
        window.rootViewController = root
        window.makeKeyAndVisible()
        #expect(log.entries == ["root.viewDidLoad", "root.viewWillAppear"], "viewDidAppear waits for the frame")
        UIApplication.shared.runPendingWork()
        #expect(log.entries == ["root.viewDidLoad", "root.viewWillAppear", "root.viewWillLayoutSubviews",
                                "root.viewDidLayoutSubviews", "root.viewDidAppear"])
    }

    @Test("In viewDidAppear the window is key, mapped, presented once, and the root view as wide as it")
    func stateAtDidAppear() throws {
        let log = SharedLog()
        let navigation = UINavigationController(rootViewController: OrderController("top", log: log))
        var seen: (key: Bool, width: CGFloat, presents: Int)?
        (navigation.topViewController as! OrderController).onDidAppear = { controller in
            let window = controller.view.window!
            let record = (UIApplication.shared.backend as! HeadlessBackend).windows[window.windowID!]
            seen = (window.isKeyWindow, controller.view.frame.width, record?.presentCount ?? 0)
        }
        let window = show(navigation)
        let state = try #require(seen)
        #expect(state.key)
        // The window is 420 pt wide; the navigation controller's content fills its width.
        #expect(state.width == 420 && window.bounds.width == 420)
        #expect(state.presents == 1)
    }

    @Test("viewDidAppear waits until the backend reports the window on screen")
    func waitsForMap() {
        let backend = DeferredMapBackend()
        UIApplication.makeFreshForTesting(backend: backend)
        defer { UIApplication.makeFreshForTesting() }
        let log = SharedLog()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        window.rootViewController = OrderController("root", log: log)
        window.makeKeyAndVisible()
        UIApplication.shared.runPendingWork()
        #expect(backend.presents == 1, "the first frame is drawn before the map")
        #expect(!log.entries.contains("root.viewDidAppear"))
        backend.map(window.windowID!)
        UIApplication.shared.runPendingWork()
        #expect(log.entries.last == "root.viewDidAppear")
        #expect(backend.presents == 2, "mapping repaints the window before viewDidAppear")
    }

    @Test("Push: old viewWillDisappear, new viewWillAppear, new layout, old viewDidDisappear, new viewDidAppear")
    func pushOrder() {
        let log = SharedLog()
        let first = OrderController("first", log: log), second = OrderController("second", log: log)
        let navigation = UINavigationController(rootViewController: first)
        _ = show(navigation)
        log.clear()
        navigation.pushViewController(second, animated: true)
        #expect(log.entries == ["second.viewDidLoad", "first.viewWillDisappear", "second.viewWillAppear"])
        UIApplication.shared.runPendingWork()
        #expect(log.entries == ["second.viewDidLoad", "first.viewWillDisappear", "second.viewWillAppear",
                                "second.viewWillLayoutSubviews", "second.viewDidLayoutSubviews",
                                "first.viewDidDisappear", "second.viewDidAppear"])
    }

    @Test("Pop: top viewWillDisappear, below viewWillAppear, layout, top viewDidDisappear, below viewDidAppear")
    func popOrder() {
        let log = SharedLog()
        let first = OrderController("first", log: log), second = OrderController("second", log: log)
        let navigation = UINavigationController(rootViewController: first)
        _ = show(navigation)
        navigation.pushViewController(second, animated: false)
        UIApplication.shared.runPendingWork()
        log.clear()
        navigation.popViewController(animated: true)
        UIApplication.shared.runPendingWork()
        #expect(log.entries == ["second.viewWillDisappear", "first.viewWillAppear",
                                "first.viewWillLayoutSubviews", "first.viewDidLayoutSubviews",
                                "second.viewDidDisappear", "first.viewDidAppear"])
    }

    @Test("setViewControllers: the old top disappears and the new top appears, as a push")
    func setViewControllersOrder() {
        let log = SharedLog()
        let first = OrderController("first", log: log)
        let a = OrderController("a", log: log), b = OrderController("b", log: log)
        let navigation = UINavigationController(rootViewController: first)
        _ = show(navigation)
        log.clear()
        navigation.setViewControllers([a, b], animated: false)
        UIApplication.shared.runPendingWork()
        // Only the new top loads its view; a stays unloaded until it is shown.
        #expect(log.entries == ["b.viewDidLoad", "first.viewWillDisappear", "b.viewWillAppear",
                                "b.viewWillLayoutSubviews", "b.viewDidLayoutSubviews",
                                "first.viewDidDisappear", "b.viewDidAppear"])
        #expect(!a.isViewLoaded)
    }

    @Test("Present full screen: presenter viewWillDisappear, presented appears and lays out, viewDidAppear, presenter viewDidDisappear, completion")
    func presentOrder() {
        let log = SharedLog()
        let presenter = OrderController("presenter", log: log), presented = OrderController("presented", log: log)
        // R18.3: the presenter disappears under a full-screen presentation (a sheet leaves it shown).
        presented.modalPresentationStyle = .fullScreen
        _ = show(presenter)
        log.clear()
        presenter.present(presented, animated: true) { log.entries.append("completion") }
        UIApplication.shared.runPendingWork()
        #expect(log.entries == ["presenter.viewWillDisappear", "presented.viewDidLoad", "presented.viewWillAppear",
                                "presented.viewWillLayoutSubviews", "presented.viewDidLayoutSubviews",
                                "presented.viewDidAppear", "presenter.viewDidDisappear", "completion"])
    }

    @Test("Dismiss full screen: presented viewWillDisappear, presenter viewWillAppear, presented viewDidDisappear, presenter viewDidAppear, completion")
    func dismissOrder() {
        let log = SharedLog()
        let presenter = OrderController("presenter", log: log), presented = OrderController("presented", log: log)
        presented.modalPresentationStyle = .fullScreen
        _ = show(presenter)
        presenter.present(presented, animated: false)
        UIApplication.shared.runPendingWork()
        log.clear()
        presented.dismiss(animated: true) { log.entries.append("completion") }
        UIApplication.shared.runPendingWork()
        #expect(log.entries == ["presented.viewWillDisappear", "presenter.viewWillAppear",
                                "presented.viewDidDisappear", "presenter.viewDidAppear", "completion"])
    }

    @Test("Hiding the window: every shown controller gets viewWillDisappear, then viewDidDisappear, parents first")
    func windowHiddenOrder() {
        let log = SharedLog()
        let child = OrderController("child", log: log)
        let parent = ContainerController("parent", child: child, log: log)
        let window = show(parent)
        log.clear()
        window.isHidden = true
        #expect(log.entries == ["parent.viewWillDisappear", "child.viewWillDisappear",
                                "parent.viewDidDisappear", "child.viewDidDisappear"])
    }

    @Test("A child controller gets its callbacks with its parent's, parents first")
    func childWithParent() {
        let log = SharedLog()
        let child = OrderController("child", log: log)
        let parent = ContainerController("parent", child: child, log: log)
        _ = show(parent)
        #expect(log.entries == ["parent.viewDidLoad", "child.viewDidLoad",
                                "parent.viewWillAppear", "child.viewWillAppear",
                                "parent.viewWillLayoutSubviews", "parent.viewDidLayoutSubviews",
                                "child.viewWillLayoutSubviews", "child.viewDidLayoutSubviews",
                                "parent.viewDidAppear", "child.viewDidAppear"])
    }

    @Test("A view made first responder in viewDidAppear receives a nil-targeted action")
    func firstResponderInDidAppear() {
        let log = SharedLog()
        let root = OrderController("root", log: log)
        let target = ActionCountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.onDidAppear = { controller in
            controller.view.addSubview(target)
            #expect(target.becomeFirstResponder())
        }
        _ = show(root)
        #expect(UIApplication.shared.sendAction(.countAction, to: nil, from: nil, for: nil))
        #expect(target.count == 1)
    }
}

/// A first-responder-capable view that counts a nil-targeted action.
@MainActor
final class ActionCountingView: UIView {
    var count = 0
    override var canBecomeFirstResponder: Bool { true }
    func countAction() { count += 1 }
}

extension Selector {
    static let countAction = Selector("countAction", ActionCountingView.countAction)
}

/// A backend that keeps windows off screen until the test maps them, as a window manager may.
@MainActor
final class DeferredMapBackend: PlatformBackend {
    weak var sink: (any PlatformEventSink)?
    var eventFileDescriptor: Int32? { nil }
    var hasPendingEvents: Bool { false }
    private(set) var presents = 0

    func map(_ id: WindowID) { sink?.windowDidMap(id) }

    func processPendingEvents() {}
    func createWindow(_ id: WindowID, frame: CGRect, title: String) {}
    func setWindowVisible(_ id: WindowID, _ visible: Bool) {}
    func setWindowFrame(_ id: WindowID, _ frame: CGRect) {}
    func setWindowMinimumSize(_ id: WindowID, _ size: CGSize) {}
    func setWindowTitle(_ id: WindowID, _ title: String) {}
    func destroyWindow(_ id: WindowID) {}
    func createPopup(_ id: WindowID, parent: WindowID, anchor: CGRect, size: CGSize, placement: PopupPlacement,
                     style: WindowStyle) -> CGRect { CGRect(origin: anchor.origin, size: size) }
    func focusWindow(_ id: WindowID) {}
    var focusedWindow: WindowID? { nil }
    func showSurface(_ id: WindowID, _ surface: WindowSurface, rect: CGRect) { presents += 1 }
    func flush() {}
    func requestClipboardText(_ completion: @escaping @MainActor (String?) -> Void) { completion(nil) }
    func clipboardText() -> String? { nil }
    func setClipboardText(_ text: String) {}
}
