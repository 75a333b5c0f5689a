import Foundation

// The bars room: what UIKit's navigation bar, toolbar and tab bar show, and the items they show.
//
// How the pieces fit:
// - `UIBarItem` (this file): what every item has (title, image, enabled, tag); an item tells the
//   bar showing it when it changes, so the bar lays itself out again.
// - `UIBarButtonItem.swift`, `UIBarButtonItem+System.swift`: buttons for navigation bars and
//   toolbars, with target-action (XUIKit's `Selector`), a primary `UIAction` or a menu, and the
//   system items; `BarGlyphs.swift` draws the system items' glyphs with `UIBezierPath`, as UIKit
//   draws its symbols: one vector path each, tinted.
// - `BarButtonView.swift`: the control a bar makes for an item: draws it, tracks the click, sends
//   the action up the chain (R16.3) or opens the menu (R16.4).
// - `UINavigationItem.swift`: what a view controller shows in a navigation bar.
// - `UINavigationBar.swift` (+`Layout`): the bar a navigation controller shows: back button, left
//   and right items, the title or title view, the prompt and the large title (R16.5–R16.8).
// - `UIBarAppearance.swift`: `UIBarAppearance` and its navigation, toolbar and tab bar kinds.
// - `UIToolbar.swift`: a row of items with flexible and fixed spaces (R16.9).
// - `UITabBarItem.swift`, `UITabBar.swift`: the tab bar's items and how it draws them (R16.11).
// The controllers that own the bars are in `Views/Controllers/` (`UINavigationController`,
// `UITabBarController`, `UIViewController+Bars.swift`).

/// What items shown in a bar have in common: a title, an image, whether they can be used, a tag.
@preconcurrency @MainActor
open class UIBarItem {
    /// The title shown by the bar.
    open var title: String? { didSet { if title != oldValue { itemDidChange() } } }
    /// The image shown by the bar; template images are tinted.
    open var image: UIImage? { didSet { if image !== oldValue { itemDidChange() } } }
    /// Offsets of the image, added to its frame in the bar; zero by default.
    open var imageInsets: UIEdgeInsets = .zero { didSet { itemDidChange() } }
    /// Whether the item can be used; a disabled item is drawn dimmed and ignores clicks.
    open var isEnabled = true { didSet { if isEnabled != oldValue { itemDidChange() } } }
    /// A number the app uses to tell items apart; 0 by default.
    open var tag = 0
    /// The text attributes of the title per control state (`.font`, `.foregroundColor`).
    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// Makes an item with no title or image.
    public init() {}

    /// Sets the text attributes (`.font`, `.foregroundColor`) of the title for `state`.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
        itemDidChange()
    }

    /// The text attributes of the title for `state`, if any were set.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }

    /// The bar views that show the item: told when it changes. Final, with the closure type
    /// spelled out whole: under `@preconcurrency` the compiler mangled a plain `@MainActor`
    /// closure as `@Sendable` in some compilations (CMake's) and not in others, and the subclass
    /// vtables then named symbols that did not exist.
    private final var observers: [@MainActor @Sendable () -> Void] = []
    private final var observerOwners: [ObjectIdentifier] = []

    /// Registers `view` (a bar, or an item's view) to be told when the item changes.
    final func addObserver(_ owner: AnyObject, _ changed: @escaping @MainActor @Sendable () -> Void) {
        let key = ObjectIdentifier(owner)
        if let index = observerOwners.firstIndex(of: key) {
            observers[index] = changed
        } else {
            observerOwners.append(key)
            observers.append(changed)
        }
    }

    /// Stops telling `owner` about changes.
    final func removeObserver(_ owner: AnyObject) {
        guard let index = observerOwners.firstIndex(of: ObjectIdentifier(owner)) else { return }
        observerOwners.remove(at: index)
        observers.remove(at: index)
    }

    /// Tells the bars showing the item to show it again.
    final func itemDidChange() {
        for observer in observers { observer() }
    }
}
