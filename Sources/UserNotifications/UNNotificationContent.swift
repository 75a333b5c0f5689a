import Foundation

/// What a notification says: its texts, sound, badge, `userInfo` and category. A request keeps a
/// copy, so changing a `UNMutableNotificationContent` after adding the request changes nothing.
@preconcurrency @MainActor
open class UNNotificationContent {
    /// The bold first line (the server's `summary`).
    open internal(set) var title: String = ""
    /// A second line; on the desktop it leads the body, as the freedesktop servers have no
    /// subtitle (R37.6).
    open internal(set) var subtitle: String = ""
    /// The message.
    open internal(set) var body: String = ""
    /// The number to badge the app with, or nil to leave the badge as it is (R37.9).
    open internal(set) var badge: NSNumber?
    /// The sound played when it shows, or nil for silence.
    open internal(set) var sound: UNNotificationSound?
    /// What the app wants back when the user answers it.
    open internal(set) var userInfo: [AnyHashable: Any] = [:]
    /// The `UNNotificationCategory` whose actions and options apply, or empty.
    open internal(set) var categoryIdentifier: String = ""
    /// Notifications of one thread are grouped by servers that group; kept, not sent.
    open internal(set) var threadIdentifier: String = ""
    /// How strongly it interrupts: the server's `urgency` (passive → low, critical → critical).
    open internal(set) var interruptionLevel: UNNotificationInterruptionLevel = .active

    /// Empty content.
    public init() {}

    /// A copy with the same values, as Apple's `copy()`.
    open func copy() -> Any { UNNotificationContent(copying: self) }

    /// A copy of `other`.
    init(copying other: UNNotificationContent) {
        title = other.title
        subtitle = other.subtitle
        body = other.body
        badge = other.badge
        sound = other.sound
        userInfo = other.userInfo
        categoryIdentifier = other.categoryIdentifier
        threadIdentifier = other.threadIdentifier
        interruptionLevel = other.interruptionLevel
    }
}

/// Content an app fills in before making a request.
@preconcurrency @MainActor
open class UNMutableNotificationContent: UNNotificationContent {
    /// The bold first line.
    open override var title: String { get { super.title } set { super.title = newValue } }
    /// A second line, leading the body on the desktop.
    open override var subtitle: String { get { super.subtitle } set { super.subtitle = newValue } }
    /// The message.
    open override var body: String { get { super.body } set { super.body = newValue } }
    /// The badge number, or nil.
    open override var badge: NSNumber? { get { super.badge } set { super.badge = newValue } }
    /// The sound, or nil.
    open override var sound: UNNotificationSound? { get { super.sound } set { super.sound = newValue } }
    /// What the app wants back.
    open override var userInfo: [AnyHashable: Any] { get { super.userInfo } set { super.userInfo = newValue } }
    /// The category's identifier.
    open override var categoryIdentifier: String { get { super.categoryIdentifier } set { super.categoryIdentifier = newValue } }
    /// The thread's identifier.
    open override var threadIdentifier: String { get { super.threadIdentifier } set { super.threadIdentifier = newValue } }
    /// How strongly it interrupts.
    open override var interruptionLevel: UNNotificationInterruptionLevel {
        get { super.interruptionLevel } set { super.interruptionLevel = newValue }
    }

    /// Empty content.
    public override init() { super.init() }

    /// A mutable copy.
    open func mutableCopy() -> Any {
        let copy = UNMutableNotificationContent()
        copy.copyValues(from: self)
        return copy
    }

    private func copyValues(from other: UNNotificationContent) {
        title = other.title
        subtitle = other.subtitle
        body = other.body
        badge = other.badge
        sound = other.sound
        userInfo = other.userInfo
        categoryIdentifier = other.categoryIdentifier
        threadIdentifier = other.threadIdentifier
        interruptionLevel = other.interruptionLevel
    }
}

/// How strongly a notification interrupts (Apple's values).
public enum UNNotificationInterruptionLevel: UInt, Sendable {
    /// Shown quietly: the server's low urgency.
    case passive = 0
    /// The default: normal urgency.
    case active = 1
    /// Normal urgency on the desktop.
    case timeSensitive = 2
    /// Critical urgency: the server keeps it until the user closes it.
    case critical = 3
}

/// The name of a sound file (`UNNotificationSound(named:)`).
public struct UNNotificationSoundName: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
    /// The file name, such as "chime.caf".
    public let rawValue: String
    /// A name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A name.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// A name from a string literal.
    public init(stringLiteral value: String) { rawValue = value }
}

/// The sound a notification plays. On the desktop it is a name from the freedesktop sound theme
/// (the `sound-name` hint): the default sound is "message-new-instant", and a named sound is its
/// file name without the extension ("chime.caf" → "chime") (R37.6).
@preconcurrency @MainActor
open class UNNotificationSound {
    /// The freedesktop sound theme name the server plays.
    public let soundThemeName: String

    init(soundThemeName: String) { self.soundThemeName = soundThemeName }

    /// The default sound.
    open class var `default`: UNNotificationSound { UNNotificationSound(soundThemeName: "message-new-instant") }
    /// The default critical sound: the theme's alarm.
    open class var defaultCritical: UNNotificationSound { UNNotificationSound(soundThemeName: "alarm-clock-elapsed") }

    /// The sound named `name`.
    public convenience init(named name: UNNotificationSoundName) {
        let file = name.rawValue as NSString
        self.init(soundThemeName: file.pathExtension.isEmpty ? name.rawValue : file.deletingPathExtension)
    }
}
