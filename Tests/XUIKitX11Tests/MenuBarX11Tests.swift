import CX11
import Foundation
import Testing
import XUIKit
@_spi(Testing) @testable import XUIKitCore
@_spi(Testing) import XUIKitX11

/// An app delegate adding File > Open… (Ctrl+O) and Save (Ctrl+S), as an app would.
@MainActor
private final class NotesMenuDelegate: UIResponder, UIApplicationDelegate {
    override func buildMenu(with builder: any UIMenuBuilder) {
        guard builder.system == UIMenuSystem.main else { return }
        let open = UIKeyCommand(title: "Open…", action: .x11Open, input: "o", modifierFlags: .command)
        let save = UIKeyCommand(title: "Save", action: .x11Save, input: "s", modifierFlags: .command)
        builder.insertChild(UIMenu(title: "", identifier: UIMenu.Identifier("notes.document"),
                                   options: .displayInline, children: [open, save]), atStartOfMenu: .file)
    }
}

/// The root view: first responder, logging the document commands it runs.
@MainActor
private final class NotesRootController: UIViewController {
    var log: [String] = []
    override var canBecomeFirstResponder: Bool { true }
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
    }
    func openDocument(_ sender: Any?) { log.append("open") }
    func saveDocument(_ sender: Any?) { log.append("save") }
}

extension Selector {
    fileprivate static let x11Open = Selector("openDocument:", NotesRootController.openDocument)
    fileprivate static let x11Save = Selector("saveDocument:", NotesRootController.saveDocument)
}

/// Issue 23's menu bar on a real server: F10, Alt+mnemonic, arrows and Return by XTest keys,
/// clicks on titles and items, the popup placed under the title, the bar's pixels.
@Suite("Menu bar on Xvfb", .serialized)
@MainActor
struct MenuBarX11Tests {
    private func showNotes(in session: X11Session) -> (UIWindow, NotesRootController) {
        let delegate = NotesMenuDelegate()
        UIApplication.shared.delegate = delegate
        let controller = NotesRootController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 420, height: 260))
        window.rootViewController = controller
        session.show(window)
        controller.becomeFirstResponder()
        return (window, controller)
    }

    private func type(_ keysym: Int32, _ modifiers: [Int32] = [], _ session: X11Session) {
        session.client.type(keysym, modifiers: modifiers)
        UIApplication.shared.runPendingWork()
    }

    /// The popup's position on the root window.
    private func popupOrigin(_ session: X11Session) throws -> (x: Int32, y: Int32) {
        let menuWindow = try #require(OpenMenu.window)
        let id = try #require(menuWindow.windowID)
        let xid = Window(session.backend.nativeWindow(for: id))
        var attributes = XWindowAttributes()
        XGetWindowAttributes(session.backend.display, xid, &attributes)
        #expect(attributes.override_redirect != 0)
        #expect(attributes.map_state == IsViewable)
        return (attributes.x, attributes.y)
    }

    @Test("R33.9: the bar is drawn across the top of the window and the content starts below it")
    func barPixels() throws {
        try withX11App { session in
            let (window, controller) = showNotes(in: session)
            let bar = try #require(window.menuBarView)
            #expect(controller.view.frame.minY == 26)
            // The bar's own colour away from the titles, the content's below it.
            #expect(session.pixel(of: window, x: 400, y: 10) == 0xF2F2F7)
            #expect(session.pixel(of: window, x: 400, y: 60) == 0xFFFFFF)
            // Dark title text is drawn on the bar where the File title is.
            let file = try #require(bar.menus.firstIndex { $0.identifier == .file })
            let frame = bar.items[file].frame
            let pixels = session.pixels(of: window, in: frame)
            #expect(pixels.contains { ($0 >> 16) & 0xFF < 0x80 })
            saveScreenshot(session, "menubar-closed")
        }
    }

    @Test("R33.11, R33.8: F10 opens the first menu under its title; Escape closes it")
    func f10() throws {
        try withX11App { session in
            let (window, _) = showNotes(in: session)
            type(XK_F10, [], session)
            let bar = try #require(window.menuBarView)
            #expect(bar.openIndex == 0)
            let origin = try popupOrigin(session)
            #expect(origin.x == Int32(bar.items[0].frame.minX) && origin.y == 26)
            type(XK_Escape, [], session)
            #expect(OpenMenu.window == nil)
            #expect(bar.openIndex == nil)
        }
    }

    @Test("R33.11, R33.12: Alt+F opens File, Down and Return run Save; Right moves to Edit")
    func altMnemonicAndArrows() throws {
        try withX11App { session in
            let (window, controller) = showNotes(in: session)
            let bar = try #require(window.menuBarView)
            let file = try #require(bar.menus.firstIndex { $0.identifier == .file })
            type(XK_f, [XK_Alt_L], session)
            #expect(bar.openIndex == file)
            // The open title is highlighted in the accent colour.
            let titleFrame = bar.items[file].frame
            #expect(session.pixel(of: window, x: Int32(titleFrame.minX) + 4, y: 13) == 0x007AFF)
            saveScreenshot(session, "menubar-file-open")
            type(XK_Right, [], session)
            #expect(bar.openIndex == file + 1)
            type(XK_Left, [], session)
            #expect(bar.openIndex == file)
            type(XK_Down, [], session)
            type(XK_Return, [], session)
            #expect(controller.log == ["save"])
            #expect(OpenMenu.window == nil)
        }
    }

    @Test("R33.10: clicking a title opens its menu, hovering the next title switches, clicking an item runs it")
    func clicks() throws {
        try withX11App { session in
            let (window, controller) = showNotes(in: session)
            let bar = try #require(window.menuBarView)
            let file = try #require(bar.menus.firstIndex { $0.identifier == .file })
            let fileFrame = bar.items[file].frame
            session.click(x: Int32(fileFrame.midX), y: 13)
            #expect(bar.openIndex == file)
            let editFrame = bar.items[file + 1].frame
            session.client.move(x: Int32(editFrame.midX), y: 13)
            UIApplication.shared.runPendingWork()
            #expect(bar.openIndex == file + 1)
            session.client.move(x: Int32(fileFrame.midX), y: 13)
            UIApplication.shared.runPendingWork()
            #expect(bar.openIndex == file)
            let origin = try popupOrigin(session)
            let row = try #require(OpenMenu.rowFrame(0))
            session.click(x: origin.x + Int32(row.midX), y: origin.y + Int32(row.midY))
            #expect(controller.log == ["open"])
            #expect(OpenMenu.window == nil)
        }
    }

    @Test("R33.6: Ctrl+S runs Save with the bar closed")
    func shortcut() throws {
        try withX11App { session in
            let (_, controller) = showNotes(in: session)
            type(XK_s, [XK_Control_L], session)
            type(XK_o, [XK_Control_L], session)
            #expect(controller.log == ["save", "open"])
            #expect(OpenMenu.window == nil)
        }
    }

    /// With `XUIKIT_MENU_SCREENSHOTS` set to a folder, saves the screen as `<name>.png` there
    /// (for the README and for looking; the tests check pixels themselves).
    private func saveScreenshot(_ session: X11Session, _ name: String) {
        guard let folder = ProcessInfo.processInfo.environment["XUIKIT_MENU_SCREENSHOTS"] else { return }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/import")
        process.arguments = ["-display", session.displayName, "-window", "root", "-crop", "440x300+0+0",
                             "\(folder)/\(name).png"]
        try? process.run()
        process.waitUntilExit()
    }
}
