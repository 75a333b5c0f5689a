import Foundation

/// What the app asks to be allowed (Apple's values). The desktop grants every option (R37.6).
public struct UNAuthorizationOptions: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Options from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Badging the app (the window's urgency hint on the desktop).
    public static let badge = UNAuthorizationOptions(rawValue: 1 << 0)
    /// Playing sounds.
    public static let sound = UNAuthorizationOptions(rawValue: 1 << 1)
    /// Showing alerts.
    public static let alert = UNAuthorizationOptions(rawValue: 1 << 2)
    /// CarPlay: nothing on the desktop.
    public static let carPlay = UNAuthorizationOptions(rawValue: 1 << 3)
    /// Critical alerts.
    public static let criticalAlert = UNAuthorizationOptions(rawValue: 1 << 4)
    /// An in-app notification settings button.
    public static let providesAppNotificationSettings = UNAuthorizationOptions(rawValue: 1 << 5)
    /// Provisional delivery.
    public static let provisional = UNAuthorizationOptions(rawValue: 1 << 6)
}

/// How a notification delivered while the app is in front is presented (Apple's values): the
/// answer of the delegate's `willPresent` (R37.8).
public struct UNNotificationPresentationOptions: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Options from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Apply the badge.
    public static let badge = UNNotificationPresentationOptions(rawValue: 1 << 0)
    /// Play the sound.
    public static let sound = UNNotificationPresentationOptions(rawValue: 1 << 1)
    /// Show it (deprecated in UIKit for `.banner` and `.list`).
    public static let alert = UNNotificationPresentationOptions(rawValue: 1 << 2)
    /// Keep it in the notification list: the server shows it.
    public static let list = UNNotificationPresentationOptions(rawValue: 1 << 3)
    /// Show it as a banner.
    public static let banner = UNNotificationPresentationOptions(rawValue: 1 << 4)
}

/// Whether the app may notify.
public enum UNAuthorizationStatus: Int, Sendable {
    /// Not asked yet.
    case notDetermined = 0
    /// Refused.
    case denied = 1
    /// Allowed: on the desktop, once asked.
    case authorized = 2
    /// Allowed quietly.
    case provisional = 3
    /// Allowed for a while.
    case ephemeral = 4
}

/// Whether one kind of presentation is on.
public enum UNNotificationSetting: Int, Sendable {
    /// The desktop has no such thing.
    case notSupported = 0
    /// Off.
    case disabled = 1
    /// On.
    case enabled = 2
}

/// How alerts show.
public enum UNAlertStyle: Int, Sendable {
    /// Not at all.
    case none = 0
    /// As banners that go away: the desktop's bubbles.
    case banner = 1
    /// As alerts that stay.
    case alert = 2
}

/// When previews show.
public enum UNShowPreviewsSetting: Int, Sendable {
    /// Always: the desktop's way.
    case always = 0
    /// When the device is unlocked.
    case whenAuthenticated = 1
    /// Never.
    case never = 2
}

/// The app's notification settings: on the desktop everything is enabled once authorization was
/// asked; the lock screen, CarPlay and critical alerts are not supported (R37.6).
@preconcurrency @MainActor
open class UNNotificationSettings {
    /// Whether the app may notify.
    public let authorizationStatus: UNAuthorizationStatus
    /// Sounds.
    public let soundSetting: UNNotificationSetting
    /// Badges (the window's urgency hint).
    public let badgeSetting: UNNotificationSetting
    /// Alerts.
    public let alertSetting: UNNotificationSetting
    /// The notification list.
    public let notificationCenterSetting: UNNotificationSetting
    /// The lock screen: not supported.
    public let lockScreenSetting: UNNotificationSetting = .notSupported
    /// CarPlay: not supported.
    public let carPlaySetting: UNNotificationSetting = .notSupported
    /// Critical alerts: not supported.
    public let criticalAlertSetting: UNNotificationSetting = .notSupported
    /// How alerts show: banners.
    public let alertStyle: UNAlertStyle
    /// Previews: always.
    public let showPreviewsSetting: UNShowPreviewsSetting = .always
    /// Whether the app has its own notification settings: no.
    public let providesAppNotificationSettings = false

    init(status: UNAuthorizationStatus) {
        authorizationStatus = status
        let setting: UNNotificationSetting = status == .notDetermined ? .disabled : .enabled
        soundSetting = setting
        badgeSetting = setting
        alertSetting = setting
        notificationCenterSetting = setting
        alertStyle = status == .notDetermined ? .none : .banner
    }
}
