import Foundation

/// A backend with no display: windows exist only as their surfaces in memory.
///
/// It is the default until an app installs another, so the whole core runs in tests with no X
/// server, and it can save any window as a PNG.
@MainActor
public final class HeadlessBackend: PlatformBackend {
    public weak var sink: (any PlatformEventSink)?
    public var eventFileDescriptor: Int32? { nil }
    public var hasPendingEvents: Bool { false }
    /// The refresh rate animations are paced by; 60 unless a test sets another.
    public var refreshRate: Double = 60

    /// What the backend knows about each window.
    public struct WindowRecord: Sendable {
        public var frame: CGRect
        public var title: String
        public var isVisible: Bool
        /// How many times pixels were presented, and the last rectangle.
        public var presentCount: Int
        public var lastPresentedRect: CGRect?
        /// The last minimum size asked for, nil until one is.
        public var minimumSize: CGSize?
        /// The style the window was created with.
        public var style: WindowStyle = .normal
    }

    /// The screen windows are placed on; menus stay inside it (R11.7). 1280×800 by default.
    public var screenSize: CGSize? = CGSize(width: 1280, height: 800)

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

    public init() {}

    public func processPendingEvents() {}

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
    public func setWindowFrame(_ id: WindowID, _ frame: CGRect) { windows[id]?.frame = frame }
    public func setWindowMinimumSize(_ id: WindowID, _ size: CGSize) { windows[id]?.minimumSize = size }
    public func setWindowTitle(_ id: WindowID, _ title: String) { windows[id]?.title = title }
    public func destroyWindow(_ id: WindowID) { windows[id] = nil }
    public func focusWindow(_ id: WindowID) {}

    public func present(_ id: WindowID, surface: WindowSurface, rect: CGRect) {
        windows[id]?.presentCount += 1
        windows[id]?.lastPresentedRect = rect
    }
    public func flush() {}

    /// Records the shape.
    public func setPointerShape(_ id: WindowID, _ shape: PointerShape) { pointerShapes[id] = shape }
    /// Records the name.
    public func setApplicationName(_ name: String) { applicationName = name }
    /// Records the icon.
    public func setApplicationIcon(_ icon: ApplicationIcon?) { applicationIcon = icon }

    public func clipboardText() -> String? { clipboard }
    public func setClipboardText(_ text: String) { clipboard = text }
}
