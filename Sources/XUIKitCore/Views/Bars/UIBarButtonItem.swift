import Foundation

/// A button for a navigation bar or a toolbar: a title, an image, a system item, a view of your
/// own, or a space.
///
/// ```swift
/// navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: .addNote)
/// navigationItem.leftBarButtonItem = editButtonItem
/// toolbarItems = [.flexibleSpace(), UIBarButtonItem(title: "Share", style: .plain, target: nil, action: .share)]
/// ```
///
/// A click sends `action` to `target` through `UIApplication.sendAction(_:to:from:for:)` with the
/// item as the sender; a nil target walks the responder chain from the first responder (R16.3).
/// An item with a `primaryAction` runs it instead. An item with a `menu` and no action opens the
/// menu on a click (R16.4).
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
    /// How an item is drawn.
    public enum Style: Int, Sendable {
        /// The default: a regular-weight title.
        case plain = 0
        /// Drawn as `.plain`, as UIKit draws it since iOS 7 (deprecated there).
        case bordered = 1
        /// A bold title, for the item that completes a task.
        case done = 2
    }

    /// How the item is drawn; `.plain` by default.
    open var style: Style = .plain { didSet { if style != oldValue { itemDidChange() } } }
    /// The item's width; 0 (the default) sizes it to its content. A fixed space is this wide.
    open var width: CGFloat = 0 { didSet { if width != oldValue { itemDidChange() } } }
    /// A view shown in place of the title or image; it gets the clicks itself.
    open var customView: UIView? { didSet { if customView !== oldValue { itemDidChange() } } }
    /// The object that receives `action`; nil sends it up the responder chain. Not retained.
    open weak var target: AnyObject?
    /// The action sent when the item is clicked.
    open var action: Selector?
    /// A closure action run when the item is clicked, in place of `action`.
    open var primaryAction: UIAction? {
        didSet {
            if let primaryAction, systemItem == nil {
                if !primaryAction.title.isEmpty { title = primaryAction.title }
                if let image = primaryAction.image { self.image = image }
            }
            itemDidChange()
        }
    }
    /// A menu: opened by a click when the item has no action or primary action (R16.4).
    open var menu: UIMenu? { didSet { itemDidChange() } }
    /// The colour of the title or image; nil inherits the bar's tint.
    open var tintColor: UIColor? { didSet { itemDidChange() } }
    /// The system item this item was made as, if any.
    public internal(set) var systemItem: SystemItem?
    /// Titles the item may show, so the bar keeps room for the widest (UIKit's `possibleTitles`).
    open var possibleTitles: Set<String>?
    /// Whether the item is hidden from its bar; false by default.
    open var isHidden = false { didSet { if isHidden != oldValue { itemDidChange() } } }

    /// Makes an empty, plain item.
    public override init() { super.init() }

    /// An item showing a title, sending `action` to `target` when clicked.
    public convenience init(title: String?, style: Style, target: AnyObject?, action: Selector?) {
        self.init()
        self.title = title
        self.style = style
        self.target = target
        self.action = action
    }

    /// An item showing an image (template images are tinted), sending `action` to `target`.
    public convenience init(image: UIImage?, style: Style, target: AnyObject?, action: Selector?) {
        self.init()
        self.image = image
        self.style = style
        self.target = target
        self.action = action
    }

    /// A system item (`.add`, `.done`, `.flexibleSpace`…), sending `action` to `target`.
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: AnyObject?, action: Selector?) {
        self.init()
        configure(systemItem: systemItem)
        self.target = target
        self.action = action
    }

    /// A system item that runs `primaryAction` or opens `menu` when clicked.
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        configure(systemItem: systemItem)
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// An item with a title and/or image that runs `primaryAction` or opens `menu` when clicked.
    /// The action's title and image are used where `title` and `image` are nil.
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        // Observers do not run in an initializer: take the action's title and image here.
        self.primaryAction = primaryAction
        self.title = title ?? primaryAction.flatMap { $0.title.isEmpty ? nil : $0.title }
        self.image = image ?? primaryAction?.image
        self.menu = menu
    }

    /// An item that runs `primaryAction`, showing its title and image.
    public convenience init(primaryAction: UIAction?) {
        self.init(title: nil, image: nil, primaryAction: primaryAction, menu: nil)
    }

    /// An item that shows `customView`, which takes its own clicks.
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// A space that takes the room left in a toolbar, shared with the other flexible spaces.
    public static func flexibleSpace() -> UIBarButtonItem {
        UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
    }

    /// A space `width` points wide.
    public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
        item.width = width
        return item
    }

    /// Whether the item is a flexible or fixed space rather than a button.
    var isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }

    /// Runs what a click on the item does: the primary action, else `action` through
    /// `sendAction` (a nil target walks the chain, R16.3). Returns whether anything ran.
    @discardableResult
    func performPrimaryAction(event: UIEvent? = nil) -> Bool {
        guard isEnabled else { return false }
        if let primaryAction {
            primaryAction.sender = self
            primaryAction.handler(primaryAction)
            primaryAction.sender = nil
            return true
        }
        if let action {
            return UIApplication.shared.sendAction(action, to: target, from: self, for: event)
        }
        return false
    }

    /// Whether a click opens the menu rather than running an action (R16.4).
    var clickOpensMenu: Bool { menu != nil && primaryAction == nil && action == nil }
}
