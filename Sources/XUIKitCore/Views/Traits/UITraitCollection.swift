// Traits: what a view's environment is like, and how colours follow it.
//
// - `UITraitCollection` (this file) is an immutable value of traits: interface style (light or
//   dark), display scale, content size category, size classes. `current` is the collection
//   dynamic colours resolve against; the renderer makes each view's collection current while it
//   draws the view (R15.4).
// - `UITraitEnvironment.swift`: views, view controllers, windows and the screen have a
//   `traitCollection`; a view's comes from the screen and the system appearance, with the
//   nearest `overrideUserInterfaceStyle` on the way up winning (R15.1, R15.2).
// - `UIView+TraitChanges.swift`: when traits change (the desktop turned dark, an override was
//   set, a view moved to a window), each affected view and view controller hears
//   `traitCollectionDidChange(_:)` and its registered handlers, and is redrawn (R15.3).
// - `UITraitDefinition.swift`: the iOS 17 trait types for `registerForTraitChanges(_:handler:)`.
// - `UIColor+Dynamic.swift` and `UIColor+SystemColors.swift`: colours made by a provider, and
//   UIKit's system palette with its light and dark values.
// - `UIScreen.swift`: the display's size, scale and refresh rate; `SystemAppearance.swift`: the
//   desktop's light/dark choice (XSETTINGS through the backend, or `XUIKIT_APPEARANCE`), one per
//   application.

import Foundation
import Synchronization

/// Whether the interface is light or dark.
public enum UIUserInterfaceStyle: Int, Sendable {
    /// No preference: inherit (as an override) or light (as a trait).
    case unspecified = 0
    /// The light appearance.
    case light = 1
    /// The dark appearance.
    case dark = 2
}

/// A size class: how much room a dimension has.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    /// Not known.
    case unspecified = 0
    /// Little room (an iPhone in portrait, horizontally).
    case compact = 1
    /// Plenty of room: every desktop window, as on Mac Catalyst.
    case regular = 2
}

/// The user's preferred size of content (text), from extra small to the accessibility sizes.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable {
    /// The category's UIKit name, such as `UICTContentSizeCategoryL`.
    public let rawValue: String
    /// Makes a category from its UIKit name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// No preference known.
    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    /// Extra small.
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    /// Small.
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    /// Medium.
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    /// Large: the default.
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    /// Extra large.
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    /// Extra extra large.
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    /// Extra extra extra large.
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    /// The smallest accessibility size.
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    /// The largest accessibility size.
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")
}

/// An immutable set of traits describing a view's environment.
///
/// Build one with the single-trait initializers and combine them with `init(traitsFrom:)`; a
/// trait left unspecified in a collection takes the value of later collections in the list.
public final class UITraitCollection: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// Light or dark; `.unspecified` when not known.
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// Device pixels per point; 0 when not known.
    public let displayScale: CGFloat
    /// The preferred text size; `.unspecified` when not known.
    public let preferredContentSizeCategory: UIContentSizeCategory
    /// The horizontal size class; always `.regular` for a desktop window.
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// The vertical size class; always `.regular` for a desktop window.
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// Left to right or right to left; `.unspecified` when not known (R36.9).
    public let layoutDirection: UITraitEnvironmentLayoutDirection
    /// Normal or increased contrast; `.unspecified` when not known (R40.5).
    public let accessibilityContrast: UIAccessibilityContrast
    /// The kind of interface; `.pad` for a window's views, as Mac Catalyst's default idiom, and
    /// `.unspecified` when not known (R42.1).
    public let userInterfaceIdiom: UIUserInterfaceIdiom

    /// A collection with only the interface idiom specified.
    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) {
        self.init(style: .unspecified, scale: 0, contentSize: .unspecified, horizontal: .unspecified, vertical: .unspecified,
                  idiom: userInterfaceIdiom)
    }

    /// A collection with only the layout direction.
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init(style: .unspecified, scale: 0, contentSize: .unspecified, horizontal: .unspecified, vertical: .unspecified,
                  direction: layoutDirection)
    }

    /// An empty collection: every trait unspecified.
    public convenience init() {
        self.init(style: .unspecified, scale: 0, contentSize: .unspecified, horizontal: .unspecified, vertical: .unspecified)
    }

    /// A collection with only the interface style specified.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(style: userInterfaceStyle, scale: 0, contentSize: .unspecified, horizontal: .unspecified, vertical: .unspecified)
    }

    /// A collection with only the display scale specified.
    public convenience init(displayScale: CGFloat) {
        self.init(style: .unspecified, scale: displayScale, contentSize: .unspecified, horizontal: .unspecified, vertical: .unspecified)
    }

    /// A collection with only the content size category specified.
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(style: .unspecified, scale: 0, contentSize: preferredContentSizeCategory, horizontal: .unspecified, vertical: .unspecified)
    }

    /// A collection with only the horizontal size class specified.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(style: .unspecified, scale: 0, contentSize: .unspecified, horizontal: horizontalSizeClass, vertical: .unspecified)
    }

    /// A collection with only the vertical size class specified.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(style: .unspecified, scale: 0, contentSize: .unspecified, horizontal: .unspecified, vertical: verticalSizeClass)
    }

    /// Combines collections: each trait comes from the last collection in `collections` that
    /// specifies it, as UIKit's `init(traitsFrom:)`.
    public convenience init(traitsFrom collections: [UITraitCollection]) {
        var style = UIUserInterfaceStyle.unspecified, scale: CGFloat = 0, size = UIContentSizeCategory.unspecified
        var horizontal = UIUserInterfaceSizeClass.unspecified, vertical = UIUserInterfaceSizeClass.unspecified
        var direction = UITraitEnvironmentLayoutDirection.unspecified, contrast = UIAccessibilityContrast.unspecified
        var idiom = UIUserInterfaceIdiom.unspecified
        for collection in collections {
            if collection.userInterfaceIdiom != .unspecified { idiom = collection.userInterfaceIdiom }
            if collection.accessibilityContrast != .unspecified { contrast = collection.accessibilityContrast }
            if collection.layoutDirection != .unspecified { direction = collection.layoutDirection }
            if collection.userInterfaceStyle != .unspecified { style = collection.userInterfaceStyle }
            if collection.displayScale > 0 { scale = collection.displayScale }
            if collection.preferredContentSizeCategory != .unspecified { size = collection.preferredContentSizeCategory }
            if collection.horizontalSizeClass != .unspecified { horizontal = collection.horizontalSizeClass }
            if collection.verticalSizeClass != .unspecified { vertical = collection.verticalSizeClass }
        }
        self.init(style: style, scale: scale, contentSize: size, horizontal: horizontal, vertical: vertical,
                  direction: direction, contrast: contrast, idiom: idiom)
    }

    init(style: UIUserInterfaceStyle, scale: CGFloat, contentSize: UIContentSizeCategory,
         horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass,
         direction: UITraitEnvironmentLayoutDirection = .unspecified, contrast: UIAccessibilityContrast = .unspecified,
         idiom: UIUserInterfaceIdiom = .unspecified) {
        userInterfaceIdiom = idiom
        layoutDirection = direction
        accessibilityContrast = contrast
        userInterfaceStyle = style
        displayScale = scale.isFinite && scale > 0 ? scale : 0
        preferredContentSizeCategory = contentSize
        horizontalSizeClass = horizontal
        verticalSizeClass = vertical
    }

    /// This collection with another interface style (the same object when it already has it).
    func with(userInterfaceStyle style: UIUserInterfaceStyle) -> UITraitCollection {
        guard style != userInterfaceStyle else { return self }
        return UITraitCollection(style: style, scale: displayScale, contentSize: preferredContentSizeCategory,
                                 horizontal: horizontalSizeClass, vertical: verticalSizeClass, direction: layoutDirection,
                                 contrast: accessibilityContrast, idiom: userInterfaceIdiom)
    }

    /// Whether colours could resolve differently in `other`: true when the interface style or
    /// the accessibility contrast differs (R15.3, R40.6).
    public func hasDifferentColorAppearance(comparedTo other: UITraitCollection?) -> Bool {
        userInterfaceStyle != (other?.userInterfaceStyle ?? .unspecified)
            || accessibilityContrast != (other?.accessibilityContrast ?? .unspecified)
    }

    /// Whether this collection has every trait `other` specifies, with the same value.
    public func containsTraits(in other: UITraitCollection?) -> Bool {
        guard let other else { return true }
        return (other.userInterfaceStyle == .unspecified || other.userInterfaceStyle == userInterfaceStyle)
            && (other.displayScale == 0 || other.displayScale == displayScale)
            && (other.preferredContentSizeCategory == .unspecified || other.preferredContentSizeCategory == preferredContentSizeCategory)
            && (other.horizontalSizeClass == .unspecified || other.horizontalSizeClass == horizontalSizeClass)
            && (other.verticalSizeClass == .unspecified || other.verticalSizeClass == verticalSizeClass)
            && (other.layoutDirection == .unspecified || other.layoutDirection == layoutDirection)
            && (other.accessibilityContrast == .unspecified || other.accessibilityContrast == accessibilityContrast)
            && (other.userInterfaceIdiom == .unspecified || other.userInterfaceIdiom == userInterfaceIdiom)
    }

    // MARK: - The current collection

    /// Guards `currentStorage`: colours resolve from any thread, and `current` is set on the main
    /// thread while views draw. A static, not application state: the main-actor app cannot be
    /// reached from those threads, and it holds only a value — the drawing view's collection while
    /// it draws (restored after), else one the app set — that UIKit too keeps per process.
    private static let currentStorage = Mutex<UITraitCollection?>(nil)

    /// The collection dynamic colours resolve against: the drawing view's while it draws, else
    /// the one set last, else the system's (light when nothing is known).
    public static var current: UITraitCollection {
        get { currentStorage.withLock { $0 } ?? fallback }
        set { currentStorage.withLock { $0 = newValue } }
    }

    /// Light, scale 1, large text, regular size classes, the pad idiom.
    static let fallback = UITraitCollection(style: .light, scale: 1, contentSize: .large, horizontal: .regular, vertical: .regular,
                                            idiom: .pad)

    /// Runs `actions` with this collection as `current`, then restores the previous one.
    public func performAsCurrent(_ actions: () throws -> Void) rethrows {
        let previous = Self.currentStorage.withLock { stored -> UITraitCollection? in
            let old = stored
            stored = self
            return old
        }
        defer { Self.currentStorage.withLock { $0 = previous } }
        try actions()
    }

    /// Swaps `collection` in as current and returns what was current, for the renderer's
    /// per-view switches (no closure).
    static func exchangeCurrent(_ collection: UITraitCollection?) -> UITraitCollection? {
        currentStorage.withLock { stored in
            let old = stored
            stored = collection
            return old
        }
    }

    // MARK: - Equality

    /// Collections are equal when every trait is.
    public static func == (lhs: UITraitCollection, rhs: UITraitCollection) -> Bool {
        lhs === rhs || (lhs.userInterfaceStyle == rhs.userInterfaceStyle && lhs.displayScale == rhs.displayScale
            && lhs.preferredContentSizeCategory == rhs.preferredContentSizeCategory
            && lhs.horizontalSizeClass == rhs.horizontalSizeClass && lhs.verticalSizeClass == rhs.verticalSizeClass
            && lhs.layoutDirection == rhs.layoutDirection && lhs.accessibilityContrast == rhs.accessibilityContrast
            && lhs.userInterfaceIdiom == rhs.userInterfaceIdiom)
    }

    /// Hashes every trait, consistent with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(userInterfaceStyle); hasher.combine(displayScale); hasher.combine(preferredContentSizeCategory)
        hasher.combine(horizontalSizeClass); hasher.combine(verticalSizeClass); hasher.combine(layoutDirection)
        hasher.combine(accessibilityContrast); hasher.combine(userInterfaceIdiom)
    }

    /// The traits, as `<UITraitCollection style=dark scale=2 …>`.
    public var description: String {
        let style = ["unspecified", "light", "dark"][userInterfaceStyle.rawValue]
        return "<UITraitCollection style=\(style) scale=\(displayScale.clean) size=\(preferredContentSizeCategory.rawValue)>"
    }
}
