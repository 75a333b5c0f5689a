import Foundation

/// What a display backend can do, declared by the backend (after Qt's
/// `QPlatformIntegration::hasCapability` and swift-cross-ui's `menuImplementationStyle`).
///
/// The core asks before relying on a feature a windowing system may not have: a Wayland backend
/// has no global coordinates and cannot position its windows; a headless one has no server to
/// decorate them.
public struct PlatformCapabilities: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: Int
    /// Capabilities with these bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Windows have positions on one screen plane the app can know: the frames the backend is
    /// given and returns (`createPopup`'s among them) are screen coordinates (X11: yes; Wayland:
    /// no, a popup's frame is then relative to its parent).
    public static let globalCoordinates = PlatformCapabilities(rawValue: 1 << 0)
    /// The app may move its own windows (`setWindowFrame`'s origin is honoured).
    public static let windowPositioning = PlatformCapabilities(rawValue: 1 << 1)
    /// Something outside the app draws the windows' title bars and borders (X11: the window
    /// manager), so the core draws none.
    public static let serverSideDecorations = PlatformCapabilities(rawValue: 1 << 2)
    /// A menu popup can hold the pointer, so a click anywhere on the screen reaches the app and
    /// closes the menu (R11.7).
    public static let pointerGrab = PlatformCapabilities(rawValue: 1 << 3)
    /// A second, selection-driven clipboard exists (X11's PRIMARY: select to copy, middle-click
    /// to paste) and the backend serves it.
    public static let primarySelection = PlatformCapabilities(rawValue: 1 << 4)
}

/// Numbers the desktop decides and the core used to hard-code (after Qt's
/// `QPlatformIntegration::styleHint`): how fast a double click, how far a drag.
///
/// A backend returns `standard` unless the desktop says otherwise; these are the values XUIKit
/// has always used, so a backend that declares nothing behaves as before.
public struct StyleHints: Sendable, Equatable {
    /// The longest wait from one lift to the next press that still counts as another tap or click
    /// (R5.12, R8.37), in seconds.
    public var doubleClickInterval: TimeInterval
    /// How far from the first press a later one may land and still count as another tap or click
    /// (R5.12, R8.37), in points.
    public var doubleClickDistance: CGFloat
    /// How far a touch must move before a pan begins, in points.
    public var dragThreshold: CGFloat
    /// How long the insertion point stays shown, then hidden, in seconds (R9.24).
    public var caretBlinkInterval: TimeInterval

    /// Hints with these values.
    public init(doubleClickInterval: TimeInterval, doubleClickDistance: CGFloat, dragThreshold: CGFloat,
                caretBlinkInterval: TimeInterval) {
        self.doubleClickInterval = doubleClickInterval
        self.doubleClickDistance = doubleClickDistance
        self.dragThreshold = dragThreshold
        self.caretBlinkInterval = caretBlinkInterval
    }

    /// XUIKit's own values: 0.35 s and 45 pt between taps, a 10 pt pan threshold, a 0.5 s blink.
    public static let standard = StyleHints(doubleClickInterval: 0.35, doubleClickDistance: 45, dragThreshold: 10,
                                            caretBlinkInterval: 0.5)
}
