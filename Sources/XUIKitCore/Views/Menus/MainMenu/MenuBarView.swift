import Foundation

/// A window's menu bar: one `MenuBarItemView` per menu of the main menu that has a visible item,
/// left to right, on a strip across the top of the window (R33.9, R33.10).
///
/// Pressing a title opens its menu as a popup below it through `MenuPresenter`, validated first
/// (R33.5); while one is open, hovering another title opens that one instead; the keyboard part
/// is `MenuBarKeyboard` (R33.11, R33.12).
@MainActor
final class MenuBarView: UIView, AccessibilityRoleDeclaring {
    static let height: CGFloat = 26
    static let titleFont = UIFont.systemFont(ofSize: 14)
    static let titlePadding: CGFloat = 8

    /// The menus shown, in order (their titles without a header row when they open).
    private(set) var menus: [UIMenu] = []
    private(set) var items: [MenuBarItemView] = []
    /// The index of the menu open, if one is.
    private(set) var openIndex: Int?
    /// While Alt is held, the mnemonics are underlined (R33.11).
    var showsMnemonics = false { didSet { if showsMnemonics != oldValue { items.forEach { $0.setNeedsDisplay() } } } }

    init(width: CGFloat) {
        super.init(frame: CGRect(x: 0, y: 0, width: width, height: Self.height))
        autoresizingMask = [.flexibleWidth]
        backgroundColor = MenuBarColors.background
        addGestureRecognizer(UIHoverGestureRecognizer(target: self, action: .menuBarHover))
    }

    required init?(coder: NSCoder) { return nil }

    var accessibilityRole: AccessibilityRole? { .menuBar }

    /// Shows the menus of `root` that have a visible item.
    func reload(_ root: UIMenu) {
        openIndex.map { _ in closeOpenMenu() }
        items.forEach { $0.removeFromSuperview() }
        menus = root.children.compactMap { $0 as? UIMenu }.filter { menu in
            MenuRow.rows(for: menu).contains { $0.kind == .item }
        }
        let mnemonics = MenuMnemonics.assign(menus.map(\.title))
        var x: CGFloat = 4
        // Under right to left the titles run from the right edge, and stay there as it moves (R36.14).
        let mirrored = UIApplication.shared.userInterfaceLayoutDirection == .rightToLeft
        items = zip(menus, mnemonics).map { menu, mnemonic in
            let item = MenuBarItemView(title: menu.title, mnemonic: mnemonic, bar: self)
            let left = mirrored ? bounds.width - x - item.intrinsicWidth : x
            item.frame = CGRect(x: left, y: 0, width: item.intrinsicWidth, height: Self.height)
            if mirrored { item.autoresizingMask = [.flexibleLeftMargin] }
            x += item.intrinsicWidth
            addSubview(item)
            return item
        }
        setNeedsDisplay()
    }

    // MARK: - Opening

    /// Opens menu `index` below its title; `highlightFirst` highlights its first item, as the
    /// keyboard does (R33.10, R33.11).
    func open(_ index: Int, highlightFirst: Bool) {
        guard menus.indices.contains(index), let window else { return }
        if openIndex != nil { closeOpenMenu() }
        let menu = menus[index]
        let start = window.firstResponder ?? window
        MenuValidation.validate(menu, from: start)
        // The popup shows the menu's items; its title is on the bar already.
        let popupMenu = UIMenu(title: "", options: menu.options, children: menu.children)
        let origin = items[index].convert(CGPoint(x: 0, y: Self.height), to: window)
        let shown = MenuPresenter.show(popupMenu, at: origin, in: window, owner: self) { [weak self] in
            self?.menuDidClose(index)
        }
        guard shown, let presenter = window.application.menuTracking.openMenu else { return }
        presenter.barStep = { [weak self] step in self?.step(from: index, by: step) }
        openIndex = index
        window.application.mainMenu.activeBar = self
        items[index].isOpen = true
        if highlightFirst { presenter.view.moveHighlight(by: 1) }
    }

    /// Left and Right in an open menu move to the menu beside it, wrapping (R33.12).
    func step(from index: Int, by step: Int) {
        guard !menus.isEmpty else { return }
        open((index + step + menus.count) % menus.count, highlightFirst: true)
    }

    func closeOpenMenu() {
        window?.application.menuTracking.openMenu?.close()
    }

    private func menuDidClose(_ index: Int) {
        guard openIndex == index else { return }
        openIndex = nil
        if items.indices.contains(index) { items[index].isOpen = false }
        if window?.application.mainMenu.activeBar === self { window?.application.mainMenu.activeBar = nil }
    }

    /// Validates the open menu again and redraws it (`setNeedsRevalidate()`).
    func revalidateOpenMenu() {
        guard let openIndex, let window else { return }
        MenuValidation.validate(menus[openIndex], from: window.firstResponder ?? window)
        window.application.menuTracking.openMenu?.view.setNeedsDisplay()
    }

    // MARK: - Pointer

    func itemPressed(_ item: MenuBarItemView) {
        guard let index = items.firstIndex(where: { $0 === item }) else { return }
        if openIndex == index { closeOpenMenu() } else { open(index, highlightFirst: false) }
    }

    func hover(_ recognizer: UIHoverGestureRecognizer) {
        guard let openIndex else { return }
        let point = recognizer.location(in: self)
        if let index = items.firstIndex(where: { $0.frame.contains(point) }), index != openIndex {
            open(index, highlightFirst: false)
        }
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        MenuBarColors.border.setFill()
        context.fill(CGRect(x: 0, y: bounds.height - 1, width: bounds.width, height: 1))
    }
}

extension Selector {
    static let menuBarHover = Selector("_menuBarHover:", MenuBarView.hover)
}

/// The bar's colours, in one place: they follow the light or dark appearance.
@MainActor
enum MenuBarColors {
    static let background = UIColor.secondarySystemBackground
    static let border = UIColor.separator
}
