import Foundation

/// The application's main menu: the built tree, whether the bar shows, and the bar whose menu is
/// open (R33.1, R33.9). One per application (`UIApplication.mainMenu`), so a fresh app builds
/// afresh.
@MainActor
final class MainMenuState {
    private unowned let application: UIApplication
    private var built: (menu: UIMenu, changed: Bool)?
    private var isBuilding = false
    /// The bar whose menu is open, if one is.
    weak var activeBar: MenuBarView?

    init(application: UIApplication) { self.application = application }

    var visibility: UIMenuSystem.MenuBarVisibility = .automatic {
        didSet { if visibility != oldValue { refreshWindows() } }
    }

    /// The built tree: its children are the bar's menus.
    var menu: UIMenu { build().menu }

    /// R33.9: whether the bar shows and the menu's shortcuts work.
    var isActive: Bool {
        switch visibility {
        case .visible: true
        case .hidden: false
        case .automatic: build().changed
        }
    }

    /// R33.1: the standard tree goes to the application's, then its delegate's,
    /// `buildMenu(with:)`.
    private func build() -> (menu: UIMenu, changed: Bool) {
        if let built { return built }
        let builder = MenuTreeBuilder(system: .main, root: StandardMainMenu.make())
        isBuilding = true
        application.buildMenu(with: builder)
        if let delegate = application.delegate as? UIResponder, delegate !== application {
            delegate.buildMenu(with: builder)
        }
        isBuilding = false
        let result = (builder.root, builder.changeCount > 0)
        built = result
        return result
    }

    func setNeedsRebuild() {
        guard !isBuilding else { return }
        built = nil
        refreshWindows()
    }

    func revalidateOpenMenu() {
        activeBar?.revalidateOpenMenu()
    }

    /// Puts a bar in, or takes it out of, every shown window, with the current menus.
    func refreshWindows() {
        for window in application.windows where !window.isHidden { window.updateMenuBar() }
    }
}
