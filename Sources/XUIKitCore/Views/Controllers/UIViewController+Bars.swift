import Foundation

/// What a view controller keeps for the bars that show it: made on first use, as UIKit makes
/// them.
@MainActor
final class ControllerBars {
    var navigationItem: UINavigationItem?
    var editButtonItem: UIBarButtonItem?
    var toolbarItems: [UIBarButtonItem]?
    var tabBarItem: UITabBarItem?
    var isEditing = false
}

extension UIViewController {
    /// What the controller shows in its navigation controller's bar, made on first use; its
    /// title is the controller's `title` until one is set (R16.5).
    public var navigationItem: UINavigationItem {
        if let item = bars.navigationItem { return item }
        let item = UINavigationItem(owner: self)
        bars.navigationItem = item
        return item
    }

    /// A button that toggles editing mode: "Edit" sends `setEditing(true, animated: true)`, then
    /// it reads "Done" in bold until clicked again (R16.2). Made on first use.
    public var editButtonItem: UIBarButtonItem {
        if let item = bars.editButtonItem { return item }
        let item = UIBarButtonItem(title: nil, style: .plain, target: self, action: .toggleEditing)
        bars.editButtonItem = item
        updateEditButtonItem()
        return item
    }

    /// The items shown in the navigation controller's toolbar while this controller is on top.
    public var toolbarItems: [UIBarButtonItem]? {
        get { bars.toolbarItems }
        set { setToolbarItems(newValue, animated: false) }
    }

    /// Sets `toolbarItems`; the toolbar shows them at once if this controller is on top.
    public func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
        bars.toolbarItems = toolbarItems
        navigationController?.toolbarItemsDidChange(of: self)
    }

    /// The controller's item in a tab bar, made on first use with the controller's title.
    public var tabBarItem: UITabBarItem! {
        get {
            if let item = bars.tabBarItem { return item }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            bars.tabBarItem = item
            return item
        }
        set {
            bars.tabBarItem = newValue
            tabBarController?.tabBarItemsDidChange()
        }
    }

    /// The nearest tab bar controller up the parent chain.
    public var tabBarController: UITabBarController? {
        var current = parent
        while let controller = current {
            if let tabs = controller as? UITabBarController { return tabs }
            current = controller.parent
        }
        return nil
    }

    /// The title changed: the navigation item (when it has no title of its own) and the tab bar
    /// item follow it, as UIKit's do.
    func titleDidChange() {
        bars.navigationItem?.changed()
        if let item = bars.tabBarItem { item.title = title }
    }

    /// Edit or Done, by `isEditing` (R16.2).
    func updateEditButtonItem() {
        guard let item = bars.editButtonItem else { return }
        item.title = isEditing ? BarStrings.done : BarStrings.edit
        item.style = isEditing ? .done : .plain
    }

    /// The edit button's action.
    func toggleEditing() {
        setEditing(!isEditing, animated: true)
    }
}

extension Selector {
    static let toggleEditing = Selector("_toggleEditing", UIViewController.toggleEditing)
}
