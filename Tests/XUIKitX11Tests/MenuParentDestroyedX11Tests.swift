import CX11
import Foundation
import Testing
import XUIKit
@_spi(Testing) import XUIKitCore
@_spi(Testing) import XUIKitX11

/// Counts `applicationWillTerminate(_:)`: the app ending.
@MainActor
private final class TerminationCounter: UIResponder, UIApplicationDelegate {
    var terminations = 0
    func applicationWillTerminate(_ application: UIApplication) { terminations += 1 }
}

/// A root view with a context menu of two items.
@MainActor
private final class MenuOwnerController: UIViewController, UIContextMenuInteractionDelegate {
    var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        view.addInteraction(UIContextMenuInteraction(delegate: self))
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [unowned self] _ in
            UIMenu(children: ["Copy", "Paste"].map { title in
                UIAction(title: title) { [unowned self] _ in self.log.append(title) }
            })
        }
    }
}

/// Issue 25: another X client destroys the app's window while its context menu is open. The menu
/// closes, its pointer grab is released, and the app, left with no window, ends (R11.10).
@Suite("A window destroyed under its open menu (own Xvfb)", .serialized)
@MainActor
struct MenuParentDestroyedX11Tests {
    /// What another client's XGrabPointer on the root window answers: GrabSuccess when nobody
    /// holds the pointer (the grab is let go again at once), AlreadyGrabbed while a menu does.
    private func grabStatus(from other: OpaquePointer) -> Int32 {
        let status = XGrabPointer(other, XDefaultRootWindow(other), 0, UInt32(ButtonPressMask), GrabModeAsync, GrabModeAsync,
                                  0, 0, Time(CurrentTime))
        if status == GrabSuccess { XUngrabPointer(other, Time(CurrentTime)) }
        XSync(other, 0)
        return status
    }

    @Test("R11.10: XDestroyWindow from another connection under an open menu releases the grab and ends the app")
    func destroyedUnderMenu() throws {
        try withX11App { session in
            let counter = TerminationCounter()
            UIApplication.shared.delegate = counter
            defer { UIApplication.shared.delegate = nil }
            let controller = MenuOwnerController()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
            window.rootViewController = controller
            session.show(window)
            let xid = Window(session.backend.nativeWindow(for: try #require(window.windowID)))

            session.client.click(x: 150, y: 120, button: 3)
            UIApplication.shared.runPendingWork()
            #expect(OpenMenu.window != nil)
            let other = try #require(XOpenDisplay(session.displayName))
            defer { XCloseDisplay(other) }
            #expect(grabStatus(from: other) == AlreadyGrabbed, "the open menu holds the pointer")

            XDestroyWindow(other, xid)
            XSync(other, 0)
            XSync(session.backend.display, 0)
            UIApplication.shared.runPendingWork()

            #expect(OpenMenu.window == nil)
            #expect(grabStatus(from: other) == GrabSuccess, "the menu's grab is released")
            #expect(counter.terminations == 1, "the app whose last window is gone ends")
            #expect(controller.log.isEmpty)
        }
    }

    @Test("R11.10: with a second window still open, the app goes on after the menu's window is destroyed, and the pointer is free")
    func destroyedWithAnotherWindow() throws {
        try withX11App { session in
            let counter = TerminationCounter()
            UIApplication.shared.delegate = counter
            defer { UIApplication.shared.delegate = nil }
            let second = UIWindow(frame: CGRect(x: 400, y: 300, width: 200, height: 100))
            second.rootViewController = UIViewController()
            session.show(second)
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
            window.rootViewController = MenuOwnerController()
            session.show(window)
            let xid = Window(session.backend.nativeWindow(for: try #require(window.windowID)))

            session.client.click(x: 150, y: 120, button: 3)
            UIApplication.shared.runPendingWork()
            #expect(OpenMenu.window != nil)
            let other = try #require(XOpenDisplay(session.displayName))
            defer { XCloseDisplay(other) }
            XDestroyWindow(other, xid)
            XSync(other, 0)
            XSync(session.backend.display, 0)
            UIApplication.shared.runPendingWork()

            #expect(OpenMenu.window == nil)
            #expect(grabStatus(from: other) == GrabSuccess)
            #expect(counter.terminations == 0)
            #expect(!second.isHidden)
        }
    }
}
