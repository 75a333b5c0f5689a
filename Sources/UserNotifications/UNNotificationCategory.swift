import Foundation

/// A kind of notification: the actions it offers (buttons on the desktop's bubble) and options,
/// registered with `setNotificationCategories(_:)` and named by a content's `categoryIdentifier`.
@preconcurrency @MainActor
open class UNNotificationCategory: Hashable {
    /// The name contents use.
    public let identifier: String
    /// The buttons, in order.
    public let actions: [UNNotificationAction]
    /// Siri intents: kept, unused on the desktop.
    public let intentIdentifiers: [String]
    /// Options; `.customDismissAction` sends dismissals to the delegate (R37.8).
    public let options: UNNotificationCategoryOptions

    /// A category.
    public init(identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String],
                options: UNNotificationCategoryOptions = []) {
        self.identifier = identifier
        self.actions = actions
        self.intentIdentifiers = intentIdentifiers
        self.options = options
    }

    /// Categories are equal when their identifiers are.
    nonisolated public static func == (lhs: UNNotificationCategory, rhs: UNNotificationCategory) -> Bool {
        lhs.identifier == rhs.identifier
    }

    /// Hashes the identifier.
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
}

/// A category's options (Apple's values).
public struct UNNotificationCategoryOptions: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Options from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Tell the delegate when the user dismisses the notification
    /// (`UNNotificationDismissActionIdentifier`).
    public static let customDismissAction = UNNotificationCategoryOptions(rawValue: 1 << 0)
    /// CarPlay: nothing on the desktop.
    public static let allowInCarPlay = UNNotificationCategoryOptions(rawValue: 1 << 1)
    /// Show the title when previews are hidden.
    public static let hiddenPreviewsShowTitle = UNNotificationCategoryOptions(rawValue: 1 << 2)
    /// Show the subtitle when previews are hidden.
    public static let hiddenPreviewsShowSubtitle = UNNotificationCategoryOptions(rawValue: 1 << 3)
}

/// A button of a category: its identifier comes back as the response's `actionIdentifier`.
@preconcurrency @MainActor
open class UNNotificationAction {
    /// What the response carries.
    public let identifier: String
    /// The button's label.
    public let title: String
    /// Options: kept; the desktop shows every action the same way.
    public let options: UNNotificationActionOptions

    /// An action.
    public init(identifier: String, title: String, options: UNNotificationActionOptions = []) {
        self.identifier = identifier
        self.title = title
        self.options = options
    }
}

/// An action's options (Apple's values).
public struct UNNotificationActionOptions: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Options from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Needs an unlocked device.
    public static let authenticationRequired = UNNotificationActionOptions(rawValue: 1 << 0)
    /// Destroys something.
    public static let destructive = UNNotificationActionOptions(rawValue: 1 << 1)
    /// Brings the app to the front.
    public static let foreground = UNNotificationActionOptions(rawValue: 1 << 2)
}
