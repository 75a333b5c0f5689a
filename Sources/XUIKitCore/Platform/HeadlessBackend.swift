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
    }

    public private(set) var windows: [WindowID: WindowRecord] = [:]
    private var clipboard: String?
    /// Device pixels per point, as a desktop would ask; 1 unless a test sets it.
    public var displayScale: CGFloat = 1
    /// The pointer shape last shown over each window.
    public private(set) var pointerShapes: [WindowID: PointerShape] = [:]

    public init() {}

    public func processPendingEvents() {}

    public func createWindow(_ id: WindowID, frame: CGRect, title: String) {
        windows[id] = WindowRecord(frame: frame, title: title, isVisible: false, presentCount: 0)
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

    public func clipboardText() -> String? { clipboard }
    public func setClipboardText(_ text: String) { clipboard = text }
}
