import Foundation

/// Shows a `UIMenu` in a popup window and runs what is chosen (R11.7).
///
/// One presenter per open level: the root one, opened by `show`, and one per open submenu
/// (`child`). While open, the innermost level's window is the key window and its `MenuView` the
/// first responder, so the arrow keys, Return and Escape reach the menu and nothing behind it; the
/// previous key window gets the keys back when the menu closes. The open root lives on the
/// application of the window it opened over (`MenuTracking.openMenu`); the levels reach that app
/// through their own windows.
@MainActor
final class MenuPresenter {
    let menu: UIMenu
    /// The control or interaction the menu belongs to; the `sender` of a chosen `UIAction`.
    private(set) weak var owner: AnyObject?
    /// The level that opened this submenu; nil for the root.
    private(set) weak var parent: MenuPresenter?
    private(set) var child: MenuPresenter?
    let window: MenuWindow
    let view: MenuView
    private weak var previousKeyWindow: UIWindow?
    private var onClose: (() -> Void)?
    /// For a menu of the menu bar: moves to the menu beside it (-1 left, +1 right), R33.12.
    var barStep: ((Int) -> Void)?
    private(set) var isOpen = true

    /// A level showing `rows`, to be placed by the backend against `anchor` (R11.7).
    private init(menu: UIMenu, rows: [MenuRow], anchor: PopupAnchor, owner: AnyObject?, parent: MenuPresenter?) {
        self.menu = menu
        self.owner = owner
        self.parent = parent
        window = MenuWindow(frame: CGRect(origin: .zero, size: MenuView.size(for: rows)))
        window.popupAnchor = anchor
        // A menu looks like the window it opens over, also when that window alone is dark (R11.8).
        if let style = anchor.parent?.traitCollection.userInterfaceStyle, style != .unspecified {
            window.overrideUserInterfaceStyle = style
        }
        view = MenuView(rows: rows)
        view.frame = window.bounds
        view.presenter = self
        window.addSubview(view)
    }

    /// Opens `menu` with its top-left corner at `point` (in `window`'s coordinates), moved by the
    /// backend to stay on screen (`PopupPlacement.menu`). Closes a menu already open first.
    /// Returns false, showing nothing, when the menu has no visible item.
    @discardableResult
    static func show(_ menu: UIMenu, at point: CGPoint, in window: UIWindow, owner: AnyObject?,
                     onClose: (() -> Void)? = nil) -> Bool {
        let application = window.application
        application.menuTracking.openMenu?.close()
        let rows = MenuRow.rows(for: menu)
        guard rows.contains(where: { $0.kind == .item }) else { return false }
        // R11.7: at the point, or leftwards and upwards from it when there is no room.
        let anchor = PopupAnchor(parent: window, rect: CGRect(origin: point, size: .zero), placement: .menu)
        let presenter = MenuPresenter(menu: menu, rows: rows, anchor: anchor, owner: owner, parent: nil)
        presenter.onClose = onClose
        presenter.previousKeyWindow = application.keyWindow
        application.menuTracking.openMenu = presenter
        presenter.open()
        return true
    }

    private func open() {
        window.isHidden = false
        window.application.makeKey(window)
        view.becomeFirstResponder()
    }

    /// The presenter of the outermost level.
    var root: MenuPresenter { parent?.root ?? self }

    /// Whether `location` in the window `id` falls inside this level or an open submenu.
    func contains(_ location: CGPoint, inWindow id: WindowID) -> Bool {
        if window.windowID == id, window.bounds.contains(location) { return true }
        return child?.contains(location, inWindow: id) ?? false
    }

    /// Whether `window` shows this level or one of its open submenus.
    func showsLevel(in window: UIWindow) -> Bool {
        self.window === window || (child?.showsLevel(in: window) ?? false)
    }

    /// True while this menu's window is still one of its app's windows.
    var isAlive: Bool {
        guard isOpen, let id = window.windowID, let application = window.attachedApplication else { return false }
        return application.window(for: id) === window
    }

    // MARK: - Choosing

    func hovered(_ index: Int) {
        if let child, child.anchorRow != index { child.close() }
    }
    /// The row of the parent that opened this submenu.
    private var anchorRow: Int?

    /// R11.7: a submenu opens beside its row; anything else closes the whole menu, then runs.
    func choose(_ index: Int) {
        guard isOpen, view.rows.indices.contains(index) else { return }
        let row = view.rows[index]
        guard row.isSelectable, let element = row.element else { return }
        view.highlighted = index
        if let submenu = row.submenu {
            openSubmenu(submenu, from: index)
            return
        }
        let keepsOpen = ((element as? UIAction)?.attributes ?? (element as? UICommand)?.attributes ?? [])
            .contains(.keepsMenuPresented)
        let owner = root.owner
        let application = window.application
        if !keepsOpen { root.close() }
        Self.perform(element, owner: owner, in: application)
    }

    /// Runs an action's handler, or sends a command's action up the responder chain from the
    /// first responder — or, with none, from the view the menu belongs to (R11.9) — of `application`.
    static func perform(_ element: UIMenuElement, owner: AnyObject?, in application: UIApplication) {
        if let action = element as? UIAction {
            action.sender = owner
            action.handler(action)
            action.sender = nil
        } else if let command = element as? UICommand {
            let ownerView = (owner as? UIResponder) ?? (owner as? UIContextMenuInteraction)?.view
            guard let start = application.keyWindow?.firstResponder ?? ownerView ?? application.keyWindow,
                  let handler = start.target(forAction: command.action, withSender: command) else {
                Diagnostics.report("no responder implements '\(command.action.name)' for the menu command \"\(command.title)\"; nothing was sent")
                return
            }
            application.sendAction(command.action, to: handler, from: command, for: nil)
        }
    }

    private func openSubmenu(_ submenu: UIMenu, from index: Int) {
        if let child, child.anchorRow == index { return }
        child?.close()
        let rows = MenuRow.rows(for: submenu)
        // R11.7: beside the row, overlapping this level by 2 points, its first row level with
        // the row; on the left side when there is no room on the right.
        let rowFrame = view.rowRect(index)
        let beside = CGRect(x: 2, y: rowFrame.minY - 4, width: window.bounds.width - 4, height: 0)
        let anchor = PopupAnchor(parent: window, rect: beside, placement: .menu)
        let presenter = MenuPresenter(menu: submenu, rows: rows, anchor: anchor, owner: nil, parent: self)
        presenter.anchorRow = index
        child = presenter
        presenter.open()
        presenter.view.moveHighlight(by: 1)
    }

    // MARK: - Closing

    /// Closes this level and its submenus without running anything (Escape, Left in a submenu, a
    /// click outside). The parent level, or for the root the key window before the menu, gets the
    /// keys back.
    func close() {
        guard isOpen else { return }
        let application = window.application
        child?.close()
        isOpen = false
        if let parent {
            parent.child = nil
            if parent.isOpen { application.makeKey(parent.window) }
        } else if let previousKeyWindow, !previousKeyWindow.isHidden {
            application.makeKey(previousKeyWindow)
        }
        window.close()
        if application.menuTracking.openMenu === self { application.menuTracking.openMenu = nil }
        onClose?()
        onClose = nil
    }
}

/// The popup window a menu level shows in: a `UIWindow` whose native window is a popup menu
/// (override-redirect on X11, placed exactly where asked, holding the pointer while shown).
@MainActor
final class MenuWindow: UIWindow {
    override var nativeWindowStyle: WindowStyle { .popupMenu }
}

/// What tests outside the module may see of the open menu.
@_spi(Testing)
@preconcurrency @MainActor
public enum OpenMenu {
    /// The window of the open menu's outermost level, if a menu is open.
    public static var window: UIWindow? { UIApplication.shared.menuTracking.openMenu?.window }
    /// The frame of row `index` of the outermost level, in its window's coordinates.
    public static func rowFrame(_ index: Int) -> CGRect? {
        guard let view = UIApplication.shared.menuTracking.openMenu?.view, view.rows.indices.contains(index) else { return nil }
        return view.rowRect(index)
    }
    /// The titles of the outermost level's rows, "" for a separator; [] when no menu is open.
    public static var rowTitles: [String] {
        UIApplication.shared.menuTracking.openMenu?.view.rows.map(\.title) ?? []
    }
}
