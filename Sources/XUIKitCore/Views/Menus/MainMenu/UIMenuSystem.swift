import Foundation

/// A menu system: `main`, the menu bar's, or `context`, context menus' (R33.1).
///
/// How the main menu fits (folder `Menus/MainMenu/`):
/// - `StandardMainMenu` makes the standard tree (identifiers in UIMenu+StandardIdentifiers.swift,
///   English titles in `MenuTitles`); `MenuTreeBuilder` is the `UIMenuBuilder` that the app and its
///   delegate change it through, in `buildMenu(with:)` (R33.1–R33.4).
/// - `MainMenuState` (one per application) keeps the built tree, rebuilds it on
///   `setNeedsRebuild()`, decides whether the bar shows (`menuBarVisibility`, R33.9) and runs the
///   menu's key shortcuts with the bar closed (`MainMenuShortcuts`, R33.6).
/// - `MenuValidation` asks the responder chain before a menu opens: no target or a failed
///   `canPerformAction` disables a command, `validate(_:)` may change it (R33.5).
/// - `MenuBarView` (in each window, above the root view controller's view, UIWindow+MenuBar.swift)
///   shows the titles and opens each menu as a popup through `MenuPresenter`; `MenuBarKeyboard`
///   is F10, Alt+mnemonic and the arrows between menus (R33.10–R33.12).
@preconcurrency @MainActor
public final class UIMenuSystem: Equatable {
    enum Kind { case main, context }
    let kind: Kind

    private init(kind: Kind) { self.kind = kind }

    /// The main menu system: the menu bar, built by the app delegate's `buildMenu(with:)`.
    public static let main = UIMenuSystem(kind: .main)
    /// The context menu system. XUIKit's context menus come from `UIContextMenuInteraction`'s
    /// delegate; nothing is built through this system, so its rebuild and revalidate do nothing.
    public static let context = UIMenuSystem(kind: .context)

    /// Asks for the menus to be built again: the standard tree goes to `buildMenu(with:)` once
    /// more, and every window's menu bar shows the result (R33.1).
    public func setNeedsRebuild() {
        guard kind == .main else { return }
        UIApplication.shared.mainMenu.setNeedsRebuild()
    }

    /// Asks for the commands to be validated again. XUIKit validates each menu as it opens and
    /// each shortcut as it is pressed, so this only redraws what is open (R33.5).
    public func setNeedsRevalidate() {
        guard kind == .main else { return }
        UIApplication.shared.mainMenu.revalidateOpenMenu()
    }

    /// When the menu bar shows (an XUIKit addition; R33.9).
    public enum MenuBarVisibility: Sendable, Equatable {
        /// Only when the app's `buildMenu(with:)` changed the standard menus: an app that never
        /// asked for menus keeps its whole window, as before.
        case automatic
        /// Always, with the standard menus at least.
        case visible
        /// Never; the menus' key shortcuts do not work either.
        case hidden
    }

    /// When the menu bar shows in each window; `.automatic` by default (R33.9). Only the main
    /// system has a bar.
    public var menuBarVisibility: MenuBarVisibility {
        get { UIApplication.shared.mainMenu.visibility }
        set { if kind == .main { UIApplication.shared.mainMenu.visibility = newValue } }
    }

    /// Two systems are equal when they are the same system.
    nonisolated public static func == (lhs: UIMenuSystem, rhs: UIMenuSystem) -> Bool { lhs === rhs }
}
