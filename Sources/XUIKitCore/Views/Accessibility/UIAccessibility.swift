import Foundation

// How the accessibility pieces fit:
//
// - Every object answers the UIKit accessibility properties (`isAccessibilityElement`,
//   `accessibilityLabel`, `accessibilityValue`, `accessibilityTraits`, `accessibilityFrame`, …).
//   They are declared on `UIResponder` (UIKit declares them on `NSObject`; `UIResponder` is
//   XUIKit's root object) so subclasses can override them. A value set on an instance lives in
//   `AccessibilityStorage`; without one, the getter answers the standard control's default from
//   the table in `UIResponder+AccessibilityDefaults.swift`.
// - `UIAccessibilityElement` is an element that is not a view; containers list elements in
//   `accessibilityElements`. A segmented control builds one per segment.
// - `AccessibilityTree` walks a window the way an assistive technology reads it: elements in
//   reading order, leaving out hidden views, `accessibilityElementsHidden` containers and the
//   siblings of a modal view.
// - `UIAccessibility` (this file) is UIKit's namespace: notifications an app posts, the
//   "is an assistive technology running" flag, screen-coordinate conversion. Posted notifications
//   reach the observers an assistive-technology bridge registers (`addNotificationObserver`).
//   What they set lives on the application (`AccessibilityCenter`), so a fresh app has no
//   observers and no assistive technology connected.
// - The bridge to the desktop's assistive technologies (AT-SPI 2 over D-Bus) lives in the
//   XUIKitAccessibility module; the core knows nothing of D-Bus.

/// UIKit's accessibility namespace: notifications, status flags and coordinate conversion.
@preconcurrency @MainActor
public enum UIAccessibility {
    /// A notification an app posts to tell assistive technologies that something changed.
    public struct Notification: RawRepresentable, Hashable, Sendable {
        /// The raw number (UIKit's values).
        public let rawValue: UInt32
        /// A notification from its raw number.
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// A new screen appeared: the assistive technology starts reading from the argument
        /// (an element) or from the first element.
        public static let screenChanged = Notification(rawValue: 1000)
        /// Part of the screen changed: the argument (an element or a string to speak) says where.
        public static let layoutChanged = Notification(rawValue: 1001)
        /// The argument (a `String`) is spoken.
        public static let announcement = Notification(rawValue: 1008)
        /// A scroll finished; the argument (a `String`) describes the new position.
        public static let pageScrolled = Notification(rawValue: 1009)
    }

    /// Tells assistive technologies that something changed; see `Notification` for what
    /// `argument` means for each.
    public static func post(notification: Notification, argument: Any?) {
        center.post(notification, argument: argument)
    }

    /// True while an assistive technology (a screen reader such as Orca, or a UI test through
    /// AT-SPI) is connected. Apps read it as UIKit's `isVoiceOverRunning`.
    public static var isVoiceOverRunning: Bool { center.isConnected }

    /// Posted (on `NotificationCenter.default`) when `isVoiceOverRunning` changes.
    public static let voiceOverStatusDidChangeNotification =
        Foundation.Notification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")

    /// `rect` in `view`'s coordinates converted to screen coordinates: through the view's window,
    /// then by where the backend says the window is on the screen. A view in no window answers
    /// its rect in its root view's coordinates.
    public static func convertToScreenCoordinates(_ rect: CGRect, in view: UIView) -> CGRect {
        guard let window = view.window else { return view.convert(rect, to: nil) }
        let inWindow = view.convert(rect, to: window)
        var origin = window.frame.origin
        if let id = window.windowID, let onScreen = window.application.accessibility.windowOriginOnScreen(id) {
            origin = onScreen
        }
        return inWindow.offsetBy(dx: origin.x, dy: origin.y)
    }

    /// Runs `body` asking the backend for each window's screen position at most once (an X11
    /// round trip), for walks that convert many frames at one moment.
    @_spi(AssistiveTechnology)
    public static func withWindowOriginsCached<T>(_ body: () -> T) -> T {
        center.withWindowOriginsCached(body)
    }

    // MARK: - For assistive-technology bridges

    /// The shared app's side of accessibility: UIKit's API here is static, as the app is one.
    private static var center: AccessibilityCenter { UIApplication.shared.accessibility }

    /// Calls `observer` with every posted notification (the AT-SPI bridge forwards them).
    @_spi(AssistiveTechnology)
    public static func addNotificationObserver(_ observer: @escaping (Notification, Any?) -> Void) {
        center.observers.append(observer)
    }

    /// Sets `isVoiceOverRunning`, posting `voiceOverStatusDidChangeNotification` on a change.
    @_spi(AssistiveTechnology)
    public static func setAssistiveTechnologyConnected(_ connected: Bool) {
        guard connected != center.isConnected else { return }
        center.isConnected = connected
        NotificationCenter.default.post(name: voiceOverStatusDidChangeNotification, object: nil)
    }
}
