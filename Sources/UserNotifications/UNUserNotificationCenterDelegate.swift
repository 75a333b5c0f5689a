import Foundation

/// What the app hears of its notifications. Every method is optional, as in UIKit: without
/// `willPresent`, a notification delivered while the app is in front is not shown (R37.8).
@preconcurrency @MainActor
public protocol UNUserNotificationCenterDelegate: AnyObject {
    /// A notification is delivered while the app is in front: answer how to present it (`[]`:
    /// not at all; `.banner`, `.list` or `.alert`: shown; `.sound`: with its sound).
    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void)
    /// The user answered a notification: clicked it (`UNNotificationDefaultActionIdentifier`),
    /// chose one of its category's actions, or dismissed it (`UNNotificationDismissActionIdentifier`,
    /// when the category asks). Call `completionHandler` when done.
    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                withCompletionHandler completionHandler: @escaping () -> Void)
    /// The user asked for the app's notification settings: never on the desktop.
    func userNotificationCenter(_ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?)
}

extension UNUserNotificationCenterDelegate {
    /// Not presented, as UIKit does for a delegate without this method.
    public func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                       withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void) {
        completionHandler([])
    }

    /// Nothing to do.
    public func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                       withCompletionHandler completionHandler: @escaping () -> Void) {
        completionHandler()
    }

    /// Nothing to do.
    public func userNotificationCenter(_ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?) {}
}

/// Why a request failed (Apple's `UNError` codes, plus the desktop's own).
public struct UNError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The kind of failure.
    public enum Code: Int, Sendable {
        /// Notifications are not allowed: on the desktop, there is no notification server.
        case notificationsNotAllowed = 1
        /// The request has no content.
        case notificationInvalidNoContent = 1401
    }

    /// The kind of failure.
    public let code: Code
    /// A one-line reason.
    public let message: String

    /// An error.
    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    /// The reason.
    public var description: String { message }
}
