import Foundation

/// An item of a tab bar: an icon above a title, with a badge. Each view controller has one
/// (`tabBarItem`), made on first use with the controller's title.
@preconcurrency @MainActor
open class UITabBarItem: UIBarItem {
    /// The items UIKit draws itself. The raw values are UIKit's.
    public enum SystemItem: Int, Sendable, CaseIterable {
        /// "More": three dots.
        case more = 0
        /// "Favorites": a star.
        case favorites = 1
        /// "Featured": a star.
        case featured = 2
        /// "Top Rated": a star.
        case topRated = 3
        /// "Recents": a clock.
        case recents = 4
        /// "Contacts": a person.
        case contacts = 5
        /// "History": a clock.
        case history = 6
        /// "Bookmarks": an open book.
        case bookmarks = 7
        /// "Search": a magnifying glass.
        case search = 8
        /// "Downloads": an arrow down to a line.
        case downloads = 9
        /// "Most Recent": a clock.
        case mostRecent = 10
        /// "Most Viewed": lines.
        case mostViewed = 11

        /// The title UIKit shows under the glyph, localisable through the app's bundle.
        var title: String {
            let english = ["More", "Favorites", "Featured", "Top Rated", "Recents", "Contacts", "History",
                           "Bookmarks", "Search", "Downloads", "Most Recent", "Most Viewed"][rawValue]
            return BarStrings.localized(english)
        }
    }

    /// The image shown while the item is selected; `image` when nil.
    open var selectedImage: UIImage? { didSet { itemDidChange() } }
    /// Text in a red capsule at the icon's top-right corner; nil for none.
    open var badgeValue: String? { didSet { if badgeValue != oldValue { itemDidChange() } } }
    /// The badge's colour; red when nil.
    open var badgeColor: UIColor? { didSet { itemDidChange() } }
    /// The system item this item was made as, if any.
    public private(set) var systemItem: SystemItem?
    /// The look of the tab bar while this item is selected; the bar's when nil. Stored.
    open var standardAppearance: UITabBarAppearance?

    /// An item with no title or image.
    public override init() { super.init() }

    /// An item with a title, an image and a tag.
    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// An item with a title, an image and the image shown while selected.
    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    /// A system item: UIKit's title and glyph.
    public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.init()
        self.systemItem = systemItem
        self.title = systemItem.title
        self.tag = tag
    }
}
