import Foundation

/// The desktop's notification server (the freedesktop Desktop Notifications Specification,
/// `org.freedesktop.Notifications`): shows and closes notification bubbles, and tells what the
/// user did with them. `UNUserNotificationCenter` (module UserNotifications) delivers through it;
/// XUIKitDesktop fills the slot (`DesktopServices.notifications`) at launch (R37.6).
@preconcurrency @MainActor
public protocol NotificationService: AnyObject {
    /// Shows `notification`. `completion` runs once, on the main actor, with the server's id
    /// for it, or why it could not be shown (no server on the bus, an error reply).
    /// `events` runs for each thing the user or the server does with it later, until it closes.
    func show(_ notification: DesktopNotification,
              completion: @escaping @MainActor (Result<UInt32, DesktopNotificationError>) -> Void,
              events: @escaping @MainActor (DesktopNotificationEvent) -> Void)
    /// Closes the notification the server numbered `id` (`CloseNotification`); its `events`
    /// hear `.closed` when the server says it closed.
    func close(_ id: UInt32)
}

/// One notification as the server shows it: the arguments of `Notify`.
public struct DesktopNotification: Sendable, Equatable {
    /// How urgent the server should treat it (the `urgency` hint).
    public enum Urgency: UInt8, Sendable {
        /// Low.
        case low = 0
        /// Normal, the default.
        case normal = 1
        /// Critical: stays until the user closes it.
        case critical = 2
    }

    /// The app's name, as the server shows it.
    public var appName: String
    /// The server's id of a notification this one replaces, or 0.
    public var replacesID: UInt32
    /// An icon name or file URI, or empty.
    public var appIcon: String
    /// The bold first line (`summary`).
    public var summary: String
    /// The text under it (`body`).
    public var body: String
    /// Buttons as (key, label) pairs; the key "default" is a click on the bubble itself.
    public var actions: [Action]
    /// A sound from the freedesktop sound theme (`sound-name`), or nil for silence.
    public var soundName: String?
    /// The app's desktop file name without `.desktop` (`desktop-entry`), or nil.
    public var desktopEntry: String?
    /// The urgency.
    public var urgency: Urgency
    /// Milliseconds until the server closes it; -1 for the server's default, 0 for never.
    public var expireTimeout: Int32

    /// One button.
    public struct Action: Sendable, Equatable {
        /// The key `ActionInvoked` carries back.
        public var key: String
        /// The label shown.
        public var label: String
        /// An action.
        public init(key: String, label: String) {
            self.key = key
            self.label = label
        }
    }

    /// A notification; everything but the texts has a default.
    public init(appName: String, summary: String, body: String, replacesID: UInt32 = 0, appIcon: String = "",
                actions: [Action] = [], soundName: String? = nil, desktopEntry: String? = nil,
                urgency: Urgency = .normal, expireTimeout: Int32 = -1) {
        self.appName = appName
        self.replacesID = replacesID
        self.appIcon = appIcon
        self.summary = summary
        self.body = body
        self.actions = actions
        self.soundName = soundName
        self.desktopEntry = desktopEntry
        self.urgency = urgency
        self.expireTimeout = expireTimeout
    }
}

/// What happened to a shown notification.
public enum DesktopNotificationEvent: Sendable, Equatable {
    /// The user chose the action with this key (`ActionInvoked`); "default" is a click on it.
    case actionInvoked(String)
    /// It closed (`NotificationClosed`): 1 expired, 2 dismissed by the user, 3 closed by a
    /// `CloseNotification` call, 4 other.
    case closed(reason: UInt32)
}

/// Why a notification could not be shown.
public struct DesktopNotificationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A one-line reason ("no notification server on the session bus").
    public var description: String
    /// An error with this reason.
    public init(_ description: String) { self.description = description }
}
