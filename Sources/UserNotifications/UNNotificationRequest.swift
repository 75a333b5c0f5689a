import Foundation
import XUIKitCore

/// A notification to deliver: an identifier, what it says, and when (`trigger`; nil: now).
/// Adding a request whose identifier is pending or delivered replaces that one.
@preconcurrency @MainActor
open class UNNotificationRequest {
    /// The app's name for it, used to replace or remove it.
    public let identifier: String
    /// What it says (a copy of what was given).
    public let content: UNNotificationContent
    /// When it is delivered; nil for at once.
    public let trigger: UNNotificationTrigger?

    /// A request.
    public init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
        self.identifier = identifier
        self.content = UNNotificationContent(copying: content)
        self.trigger = trigger
    }
}

/// When a request is delivered. XUIKit has the time-interval trigger; triggers run while the
/// app runs (R37.7).
@preconcurrency @MainActor
open class UNNotificationTrigger {
    /// Whether it fires again after each delivery.
    public let repeats: Bool

    init(repeats: Bool) { self.repeats = repeats }
}

/// Delivers a request after a number of seconds, once or again and again.
@preconcurrency @MainActor
open class UNTimeIntervalNotificationTrigger: UNNotificationTrigger {
    /// The seconds between adding (or the last delivery) and delivery.
    public let timeInterval: TimeInterval
    /// When it was added, for `nextTriggerDate()`.
    private let start = Date()

    /// A trigger after `timeInterval` seconds. UIKit raises for an interval that is not positive,
    /// or under 60 s when repeating: XUIKit reports it and uses 60 s when repeating, else fires
    /// on the next turn (R37.7).
    public init(timeInterval: TimeInterval, repeats: Bool) {
        var interval = timeInterval
        if repeats, !(interval >= 60) {
            Diagnostics.handler("UNTimeIntervalNotificationTrigger: time interval must be at least 60 if repeating; \(timeInterval) s is taken as 60 s")
            interval = 60
        } else if !(interval > 0) {
            Diagnostics.handler("UNTimeIntervalNotificationTrigger: time interval must be greater than 0; \(timeInterval) s fires on the next turn")
            interval = 0
        }
        self.timeInterval = interval
        super.init(repeats: repeats)
    }

    /// When it fires next, counted from when the trigger was made.
    open func nextTriggerDate() -> Date? {
        let elapsed = Date().timeIntervalSince(start)
        guard timeInterval > 0 else { return Date() }
        let periods = repeats ? (elapsed / timeInterval).rounded(.down) + 1 : 1
        return start.addingTimeInterval(periods * timeInterval)
    }
}

/// A delivered notification: its request and when it was delivered.
@preconcurrency @MainActor
open class UNNotification {
    /// When it was delivered.
    public let date: Date
    /// What was asked.
    public let request: UNNotificationRequest

    init(request: UNNotificationRequest, date: Date) {
        self.request = request
        self.date = date
    }
}

/// What the user did with a notification, for the delegate's `didReceive`.
@preconcurrency @MainActor
open class UNNotificationResponse {
    /// The notification answered.
    public let notification: UNNotification
    /// `UNNotificationDefaultActionIdentifier` for a click on the notification,
    /// `UNNotificationDismissActionIdentifier` for a dismissal (when its category asks), or the
    /// identifier of the category's action chosen.
    public let actionIdentifier: String

    init(notification: UNNotification, actionIdentifier: String) {
        self.notification = notification
        self.actionIdentifier = actionIdentifier
    }
}

/// The action identifier of a click on the notification itself.
public let UNNotificationDefaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"
/// The action identifier of a dismissal, for categories with `.customDismissAction`.
public let UNNotificationDismissActionIdentifier = "com.apple.UNNotificationDismissActionIdentifier"
