import Foundation

/// How a bar looks: its background and the line under (or over) it. Bars copy nothing: set an
/// appearance on the bar (or a navigation item) again after changing it, as UIKit asks.
@preconcurrency @MainActor
open class UIBarAppearance {
    /// The background colour; the system bar colour by default.
    open var backgroundColor: UIColor?
    /// An image drawn over the background colour, stretched to the bar.
    open var backgroundImage: UIImage?
    /// The colour of the hairline between the bar and the content; the separator colour by
    /// default, nil or clear for none.
    open var shadowColor: UIColor?

    /// An appearance with the default, translucent-looking background.
    public init() { configureWithDefaultBackground() }

    /// Copies `other`'s settings.
    public init(copying other: UIBarAppearance) {
        backgroundColor = other.backgroundColor
        backgroundImage = other.backgroundImage
        shadowColor = other.shadowColor
    }

    /// The system background and hairline, as UIKit's translucent default looks.
    open func configureWithDefaultBackground() {
        backgroundColor = .secondarySystemBackground
        backgroundImage = nil
        shadowColor = .separator
    }

    /// An opaque background in the system background colour, with the hairline.
    open func configureWithOpaqueBackground() {
        backgroundColor = .systemBackground
        backgroundImage = nil
        shadowColor = .separator
    }

    /// No background and no hairline: the content shows through.
    open func configureWithTransparentBackground() {
        backgroundColor = .clear
        backgroundImage = nil
        shadowColor = nil
    }

    /// Draws the background and the hairline (at the bottom, or the top for bottom bars).
    func drawBackground(in bounds: CGRect, hairlineAtTop: Bool) {
        if let backgroundColor {
            backgroundColor.setFill()
            UIRectFill(bounds)
        }
        backgroundImage?.draw(in: bounds)
        if let shadowColor {
            shadowColor.setFill()
            UIRectFill(CGRect(x: bounds.minX, y: hairlineAtTop ? bounds.minY : bounds.maxY - 1, width: bounds.width, height: 1))
        }
    }
}

/// A navigation bar's look: the background, and the text attributes of its titles.
@preconcurrency @MainActor
open class UINavigationBarAppearance: UIBarAppearance {
    /// The title's attributes (`.font`, `.foregroundColor`); 17 pt semibold in the label colour
    /// when not set.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The large title's attributes; 34 pt bold in the label colour when not set.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]

    /// An appearance with the default background.
    public override init() { super.init() }

    /// Copies `other`'s settings, with its title attributes when it is a navigation appearance.
    public override init(copying other: UIBarAppearance) {
        super.init(copying: other)
        if let other = other as? UINavigationBarAppearance {
            titleTextAttributes = other.titleTextAttributes
            largeTitleTextAttributes = other.largeTitleTextAttributes
        }
    }

    /// A copy of this appearance.
    open func copy() -> UINavigationBarAppearance { UINavigationBarAppearance(copying: self) }
}

/// A toolbar's look.
@preconcurrency @MainActor
open class UIToolbarAppearance: UIBarAppearance {
    /// A copy of this appearance.
    open func copy() -> UIToolbarAppearance { UIToolbarAppearance(copying: self) }
}

/// A tab bar's look: the background, and how its items look in each state
/// (`stackedLayoutAppearance`, UIKit's layout of icons above titles).
@preconcurrency @MainActor
open class UITabBarAppearance: UIBarAppearance {
    /// The items' look with the icon above the title: the layout XUIKit draws.
    open var stackedLayoutAppearance = UITabBarItemAppearance()
    /// The items' look with the icon beside the title; stored, not drawn (XUIKit stacks them).
    open var inlineLayoutAppearance = UITabBarItemAppearance()
    /// The compact inline look; stored, not drawn.
    open var compactInlineLayoutAppearance = UITabBarItemAppearance()

    /// A copy of this appearance.
    open func copy() -> UITabBarAppearance {
        let copy = UITabBarAppearance(copying: self)
        copy.stackedLayoutAppearance = stackedLayoutAppearance
        copy.inlineLayoutAppearance = inlineLayoutAppearance
        copy.compactInlineLayoutAppearance = compactInlineLayoutAppearance
        return copy
    }
}

/// How a tab bar item looks in each of its states.
@preconcurrency @MainActor
open class UITabBarItemAppearance {
    /// An unselected item.
    open var normal = UITabBarItemStateAppearance()
    /// The selected item.
    open var selected = UITabBarItemStateAppearance()
    /// A disabled item.
    open var disabled = UITabBarItemStateAppearance()
    /// A focused item.
    open var focused = UITabBarItemStateAppearance()

    /// An appearance with nothing set: the tab bar's colours apply.
    public init() {}
}

/// How a tab bar item looks in one state.
@preconcurrency @MainActor
open class UITabBarItemStateAppearance {
    /// The icon's colour; the tab bar's when nil.
    open var iconColor: UIColor?
    /// The title's attributes (`.font`, `.foregroundColor`).
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The badge's background colour; the item's `badgeColor`, else red, when nil.
    open var badgeBackgroundColor: UIColor?

    /// A state appearance with nothing set.
    public init() {}
}
