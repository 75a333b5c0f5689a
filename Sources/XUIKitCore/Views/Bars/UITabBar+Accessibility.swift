import Foundation

/// A tab bar is a container; each item is a button element (`.selected` for the selected one),
/// labelled with its title, which activating selects as a click does (R16.10).
extension UITabBar {
    /// One element per item, made again when the items change.
    func itemAccessibilityElements() -> [UIAccessibilityElement] {
        let items = self.items ?? []
        if tabElements.count != items.count || zip(tabElements, items).contains(where: { $0.item !== $1 }) {
            tabElements = items.map { TabItemAccessibilityElement(tabBar: self, item: $0) }
        }
        return tabElements
    }
}

/// One tab bar item as an assistive technology sees it.
@MainActor
final class TabItemAccessibilityElement: UIAccessibilityElement {
    let item: UITabBarItem
    private var tabBar: UITabBar? { accessibilityContainer as? UITabBar }

    init(tabBar: UITabBar, item: UITabBarItem) {
        self.item = item
        super.init(accessibilityContainer: tabBar)
    }

    override var accessibilityLabel: String? {
        get { accessibilityStorage?.label ?? item.title }
        set { super.accessibilityLabel = newValue }
    }

    override var accessibilityValue: String? {
        get { accessibilityStorage?.value ?? item.badgeValue }
        set { super.accessibilityValue = newValue }
    }

    override var accessibilityTraits: UIAccessibilityTraits {
        get {
            if let traits = accessibilityStorage?.traits { return traits }
            var traits: UIAccessibilityTraits = .button
            if tabBar?.selectedItem === item { traits.insert(.selected) }
            if !item.isEnabled { traits.insert(.notEnabled) }
            return traits
        }
        set { super.accessibilityTraits = newValue }
    }

    override var accessibilityFrame: CGRect {
        get {
            if let frame = accessibilityStorage?.frame { return frame }
            guard let tabBar, let index = tabBar.items?.firstIndex(where: { $0 === item }) else { return .zero }
            return UIAccessibility.convertToScreenCoordinates(tabBar.itemFrame(at: index), in: tabBar)
        }
        set { super.accessibilityFrame = newValue }
    }

    /// Selects the tab as a click does.
    override func accessibilityActivate() -> Bool {
        guard let tabBar, item.isEnabled else { return false }
        tabBar.select(item)
        return true
    }
}
