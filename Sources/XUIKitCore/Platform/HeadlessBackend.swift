import Foundation

/// A backend with no display: windows exist only as their surfaces in memory.
///
/// It is the default until an app installs another, so the whole core runs in tests with no X
/// server, and it can save any window as a PNG.
@MainActor
public final class HeadlessBackend: PlatformBackend {
    /// Who receives the events tests inject.
    public weak var sink: (any PlatformEventSink)?
    /// None: the headless backend has no event source, so the run loop never blocks on it.
    public var eventFileDescriptor: Int32? { nil }
    /// Never: events arrive only through `UIApplication.handle(_:)`.
    public var hasPendingEvents: Bool { false }
    /// The refresh rate animations are paced by; 60 unless a test sets another.
    public var refreshRate: Double = 60

    /// What the backend knows about each window.
    public struct WindowRecord: Sendable {
        /// The window's frame, in points.
        public var frame: CGRect
        /// The title the app set.
        public var title: String
        /// Whether the window is shown.
        public var isVisible: Bool
        /// How many times pixels were presented, and the last rectangle.
        public var presentCount: Int
        /// The rectangle of the last present, nil before the first.
        public var lastPresentedRect: CGRect?
        /// The last minimum size asked for, nil until one is.
        public var minimumSize: CGSize?
        /// The style the window was created with.
        public var style: WindowStyle = .normal
    }

    /// The screen's size in device pixels; menus stay inside it (R11.7). 1920×1080 unless a
    /// test sets another.
    public var screenPixelSize = CGSize(width: 1920, height: 1080)

    /// Every window created and not destroyed, by id.
    public private(set) var windows: [WindowID: WindowRecord] = [:]
    private var clipboard: String?
    /// Device pixels per point, as a desktop would ask; 1 unless a test sets it.
    public var displayScale: CGFloat = 1
    /// The pointer shape last shown over each window.
    public private(set) var pointerShapes: [WindowID: PointerShape] = [:]
    /// The app name last handed over (`setApplicationName`), nil until one is.
    public private(set) var applicationName: String?
    /// The app icon last handed over (`setApplicationIcon`).
    public private(set) var applicationIcon: ApplicationIcon?

    /// A backend with no windows, for tests and screenshots.
    public init() {}

    /// Nothing to read: there is no native event queue.
    public func processPendingEvents() {}

    /// Records a normal window.
    public func createWindow(_ id: WindowID, frame: CGRect, title: String) {
        createWindow(id, frame: frame, title: title, style: .normal)
    }
    /// Keeps a record of the window and its style.
    public func createWindow(_ id: WindowID, frame: CGRect, title: String, style: WindowStyle) {
        windows[id] = WindowRecord(frame: frame, title: title, isVisible: false, presentCount: 0, style: style)
    }
    /// Shows or hides a window; a shown window is on screen at once (reported to the sink).
    public func setWindowVisible(_ id: WindowID, _ visible: Bool) {
        windows[id]?.isVisible = visible
        if visible, windows[id] != nil { sink?.windowDidMap(id) }
    }
    /// Records the new frame.
    public func setWindowFrame(_ id: WindowID, _ frame: CGRect) { windows[id]?.frame = frame }
    /// Records the minimum size asked for.
    public func setWindowMinimumSize(_ id: WindowID, _ size: CGSize) { windows[id]?.minimumSize = size }
    /// Records the new title.
    public func setWindowTitle(_ id: WindowID, _ title: String) { windows[id]?.title = title }
    /// Forgets the window.
    public func destroyWindow(_ id: WindowID) { windows[id] = nil }
    /// Does nothing: focus follows `makeKey` in the core.
    public func focusWindow(_ id: WindowID) {}

    /// Counts the present and remembers its rectangle; the pixels stay in the surface.
    public func present(_ id: WindowID, surface: WindowSurface, rect: CGRect) {
        windows[id]?.presentCount += 1
        windows[id]?.lastPresentedRect = rect
    }
    /// Nothing to send.
    public func flush() {}

    /// Records the shape.
    public func setPointerShape(_ id: WindowID, _ shape: PointerShape) { pointerShapes[id] = shape }
    /// Records the name.
    public func setApplicationName(_ name: String) { applicationName = name }
    /// Records the icon.
    public func setApplicationIcon(_ icon: ApplicationIcon?) { applicationIcon = icon }

    /// The text last put on the in-memory clipboard.
    public func clipboardText() -> String? { clipboard }
    /// Puts text on the in-memory clipboard.
    public func setClipboardText(_ text: String) { clipboard = text }
}
