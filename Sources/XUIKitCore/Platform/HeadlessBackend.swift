import Foundation

/// A backend with no display: windows exist only as their surfaces in memory.
///
/// It is the default until an app installs another, so the whole core runs in tests with no X
/// server, and it can save any window as a PNG. Its screen is one plane whose coordinates are the
/// windows' frames (`.globalCoordinates`), so it places popups itself, as X11 does.
///
/// Input a test `inject`s is queued and woken for like a backend with no file descriptor would:
/// `hasPendingEvents` turns true, the sink's `EventLoopWaker` is woken, and the next
/// `processPendingEvents()` hands the queue over. (Most tests skip the queue and call
/// `UIApplication.handle(_:)` directly.)
@preconcurrency @MainActor
public final class HeadlessBackend: PlatformBackend {
    /// Who receives the events tests inject.
    public weak var sink: (any PlatformEventSink)?
    /// None: the headless backend has no event source, so the run loop never blocks on it.
    public var eventFileDescriptor: Int32? { nil }
    /// True while injected input waits for `processPendingEvents()`.
    public var hasPendingEvents: Bool { !pendingInput.isEmpty }
    /// Global coordinates and window positioning: its windows' frames are screen positions.
    public var capabilities: PlatformCapabilities { [.globalCoordinates, .windowPositioning] }
    /// `StyleHints.standard` unless a test sets others.
    public var styleHints = StyleHints.standard
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
        /// How many times pixels were shown (`showSurface`).
        public var presentCount: Int
        /// The rectangle last shown, nil before the first.
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
    /// The window last given the focus, while it is shown.
    public private(set) var focusedWindow: WindowID?
    /// A focus asked for before the window was shown; given when it is.
    private var pendingFocus: WindowID?
    private var clipboard: String?
    /// The in-memory PRIMARY selection (HeadlessBackend+PrimarySelection.swift).
    public let primarySelection = HeadlessPrimarySelection()
    private var pendingInput: [InputEvent] = []
    /// Device pixels per point, as a desktop would ask; 1 unless a test sets it.
    public var displayScale: CGFloat = 1
    /// The pointer shape last shown over each window.
    public private(set) var pointerShapes: [WindowID: PointerShape] = [:]
    /// The app name last handed over (`setApplicationName`), nil until one is.
    public private(set) var applicationName: String?
    /// The app icon last handed over (`setApplicationIcon`).
    public private(set) var applicationIcon: ApplicationIcon?
    /// The picture of the app's drag, as a desktop would show it (HeadlessBackend+DragPreview.swift).
    public let dragPreview = HeadlessDragPreview()

    /// A backend with no windows, for tests and screenshots.
    public init() {}

    /// Hands the injected input to the sink, together, oldest first.
    public func processPendingEvents() {
        guard !pendingInput.isEmpty else { return }
        let inputs = pendingInput
        pendingInput.removeAll()
        sink?.handle(inputs)
    }

    /// Queues `input` as if the display had sent it, and wakes the run loop.
    public func inject(_ input: InputEvent) {
        pendingInput.append(input)
        sink?.eventLoopWaker?.wake()
    }

    /// The user resizes the window `id` to `size` (points), as a window manager would: the
    /// record changes and the sink hears `windowDidResize`.
    public func resizeAsUser(_ id: WindowID, to size: CGSize) {
        guard windows[id] != nil else { return }
        windows[id]?.frame.size = size
        sink?.windowDidResize(id, to: size)
    }

    /// The user iconifies (`true`) or restores the window `id`, as a window manager would: the
    /// window leaves or returns to the screen and the sink hears `windowDidUnmap` or `windowDidMap`.
    public func iconifyAsUser(_ id: WindowID, _ iconified: Bool) {
        guard windows[id] != nil else { return }
        windows[id]?.isVisible = !iconified
        if iconified { sink?.windowDidUnmap(id) } else { sink?.windowDidMap(id) }
    }

    /// The user asks to close the window `id`, as a window manager's close button would.
    public func requestClose(_ id: WindowID) {
        guard windows[id] != nil else { return }
        sink?.windowCloseRequested(id)
    }

    /// Records a normal window.
    public func createWindow(_ id: WindowID, frame: CGRect, title: String) {
        createWindow(id, frame: frame, title: title, style: .normal)
    }
    /// Keeps a record of the window and its style.
    public func createWindow(_ id: WindowID, frame: CGRect, title: String, style: WindowStyle) {
        windows[id] = WindowRecord(frame: frame, title: title, isVisible: false, presentCount: 0, style: style)
    }
    /// Places the popup against the parent's recorded frame, inside the screen, and records it.
    public func createPopup(_ id: WindowID, parent: WindowID, anchor: CGRect, size: CGSize, placement: PopupPlacement,
                            style: WindowStyle) -> CGRect {
        let frame = placement.frame(size: size, anchor: anchor, parentOrigin: windows[parent]?.frame.origin ?? .zero,
                                    screen: screenSizeInPoints)
        createWindow(id, frame: frame, title: ProcessInfo.processInfo.processName, style: style)
        return frame
    }
    /// Shows or hides a window; a shown window is on screen at once (reported to the sink).
    public func setWindowVisible(_ id: WindowID, _ visible: Bool) {
        windows[id]?.isVisible = visible
        if !visible, focusedWindow == id { focusedWindow = nil }
        if visible, windows[id] != nil {
            if pendingFocus == id {
                pendingFocus = nil
                focusedWindow = id
            }
            sink?.windowDidMap(id)
        }
    }
    /// Records the new frame.
    public func setWindowFrame(_ id: WindowID, _ frame: CGRect) { windows[id]?.frame = frame }
    /// Records the minimum size asked for.
    public func setWindowMinimumSize(_ id: WindowID, _ size: CGSize) { windows[id]?.minimumSize = size }
    /// Records the new title.
    public func setWindowTitle(_ id: WindowID, _ title: String) { windows[id]?.title = title }
    /// Forgets the window.
    public func destroyWindow(_ id: WindowID) {
        windows[id] = nil
        if focusedWindow == id { focusedWindow = nil }
        if pendingFocus == id { pendingFocus = nil }
    }
    /// Records the focus (given once the window is shown); reports nothing to the sink, as the
    /// core's key window already follows `makeKey`.
    public func focusWindow(_ id: WindowID) {
        guard let record = windows[id] else { return }
        if record.isVisible { focusedWindow = id } else { pendingFocus = id }
    }

    /// Counts the copy and remembers its rectangle; the pixels stay in the surface.
    public func showSurface(_ id: WindowID, _ surface: WindowSurface, rect: CGRect) {
        windows[id]?.presentCount += 1
        windows[id]?.lastPresentedRect = rect
    }
    /// Nothing to send; queues `readByNextFlush`, without waking the loop.
    public func flush() {
        flushCount += 1
        pendingInput += readByNextFlush
        readByNextFlush.removeAll()
    }

    /// How many times `flush()` was called: what was presented before the last one has been sent.
    public private(set) var flushCount = 0

    /// Input the next `flush()` queues without waking the run loop, as an X11 flush whose
    /// requests wait for answers leaves what the server sent meanwhile in Xlib's queue (R12.9).
    public var readByNextFlush: [InputEvent] = []

    /// Records the shape.
    public func setPointerShape(_ id: WindowID, _ shape: PointerShape) { pointerShapes[id] = shape }
    /// Records the name.
    public func setApplicationName(_ name: String) { applicationName = name }
    /// Records the icon.
    public func setApplicationIcon(_ icon: ApplicationIcon?) { applicationIcon = icon }

    /// Answers at once with the in-memory clipboard's text.
    public func requestClipboardText(_ completion: @escaping @MainActor (String?) -> Void) { completion(clipboard) }
    /// The text last put on the in-memory clipboard.
    public func clipboardText() -> String? { clipboard }
    /// Puts text on the in-memory clipboard.
    public func setClipboardText(_ text: String) { clipboard = text }
}
