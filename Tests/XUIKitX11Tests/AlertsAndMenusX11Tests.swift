import CX11
import Foundation
import Testing
import XUIKit
@_spi(Testing) import XUIKitCore
@_spi(Testing) import XUIKitX11

/// A root view with a text field and a context menu whose items log their titles.
@MainActor
private final class MenuHostController: UIViewController, UIContextMenuInteractionDelegate {
    let field = UITextField(frame: CGRect(x: 20, y: 20, width: 280, height: 36))
    var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        field.borderStyle = .roundedRect
        view.addSubview(field)
        view.addInteraction(UIContextMenuInteraction(delegate: self))
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [unowned self] _ in
            UIMenu(children: ["Copy", "Paste", "Delete"].map { title in
                UIAction(title: title) { [unowned self] _ in self.log.append(title) }
            })
        }
    }
}

/// Issue 10 on a real server: keys follow a presentation, an alert is typed into, and a context
/// menu opens as an override-redirect popup that holds the pointer.
@Suite("Alerts and menus on Xvfb", .serialized)
@MainActor
struct AlertsAndMenusX11Tests {
    private func show(_ controller: UIViewController, in session: X11Session) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        window.rootViewController = controller
        session.show(window)
        return window
    }

    private func type(_ keysyms: [Int32], _ session: X11Session) {
        for keysym in keysyms { session.client.type(keysym) }
        UIApplication.shared.runPendingWork()
    }

    @Test("R11.1, R11.2: XTest keys skip a text field covered by a presented controller, and reach it after the dismissal")
    func keysFollowPresentation() throws {
        try withX11App { session in
            let controller = MenuHostController()
            _ = show(controller, in: session)
            session.click(x: 100, y: 38)
            #expect(controller.field.isFirstResponder)
            type([XK_a], session)

            let presented = UIViewController()
            controller.present(presented, animated: false)
            UIApplication.shared.runPendingWork()
            type([XK_b, XK_Return], session)
            #expect(controller.field.text == "a")

            presented.dismiss(animated: false)
            UIApplication.shared.runPendingWork()
            type([XK_c], session)
            #expect(controller.field.text == "ac")
        }
    }

    @Test("R11.3, R11.4: text typed with XTest goes into the alert's field, and Return runs the preferred action")
    func typeIntoAlert() throws {
        try withX11App { session in
            let controller = MenuHostController()
            _ = show(controller, in: session)
            var added: [String] = []
            let alert = UIAlertController(title: "New item", message: nil, preferredStyle: .alert)
            alert.addTextField { $0.placeholder = "Name" }
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            let add = UIAlertAction(title: "Add", style: .default) { [weak alert] _ in
                added.append(alert?.textFields?.first?.text ?? "")
            }
            alert.addAction(add)
            alert.preferredAction = add
            controller.present(alert, animated: true)
            UIApplication.shared.runPendingWork()

            type([XK_m, XK_i, XK_l, XK_k], session)
            type([XK_Return], session)
            #expect(added == ["milk"])
            #expect(controller.presentedViewController == nil)
            #expect(controller.field.text == "")
        }
    }

    @Test("R11.7, R11.8: a right click opens an override-redirect popup menu; clicking an item runs it")
    func rightClickMenu() throws {
        try withX11App { session in
            let controller = MenuHostController()
            _ = show(controller, in: session)
            session.client.click(x: 150, y: 120, button: 3)
            UIApplication.shared.runPendingWork()
            let menuWindow = try #require(OpenMenu.window)
            let id = try #require(menuWindow.windowID)
            let xid = Window(session.backend.nativeWindow(for: id))
            var attributes = XWindowAttributes()
            XGetWindowAttributes(session.backend.display, xid, &attributes)
            #expect(attributes.override_redirect != 0)
            #expect(attributes.map_state == IsViewable)
            #expect(attributes.x == 150 && attributes.y == 120)

            // The second row ("Paste"), in root coordinates.
            let row = try #require(OpenMenu.rowFrame(1))
            session.client.click(x: 150 + Int32(row.midX), y: 120 + Int32(row.midY))
            UIApplication.shared.runPendingWork()
            #expect(controller.log == ["Paste"])
            #expect(OpenMenu.window == nil)
        }
    }

    @Test("R11.7: while a menu is open, a click outside every app window reaches it through the grab and closes it")
    func clickOutsideAppCloses() throws {
        try withX11App { session in
            let controller = MenuHostController()
            _ = show(controller, in: session)
            session.client.click(x: 40, y: 150, button: 3)
            UIApplication.shared.runPendingWork()
            #expect(OpenMenu.window != nil)
            session.client.click(x: 700, y: 500)   // the bare root window
            UIApplication.shared.runPendingWork()
            #expect(OpenMenu.window == nil)
            #expect(controller.log.isEmpty)
            // The grab is gone: a click on the app's window reaches it again.
            session.click(x: 100, y: 38)
            #expect(controller.field.isFirstResponder)
        }
    }
}
