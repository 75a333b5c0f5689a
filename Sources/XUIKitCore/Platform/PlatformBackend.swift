import Foundation

/// A display backend: everything XUIKit needs from a windowing system, and nothing more.
///
/// The core draws every window into a `WindowSurface` it owns and hands input to the toolkit
/// through `InputEvent`s; a backend only opens native windows, copies pixels to them and reports
/// what the user did. `X11Backend` (module XUIKitX11) talks to an X server; `HeadlessBackend`
/// keeps windows in memory for tests and screenshots.
///
/// What each requirement promises is written down in the article "Writing a backend"; the
/// contract suite (`Tests/XUIKitX11Tests/BackendContract/`) checks it against both backends.
@preconcurrency @MainActor
public protocol PlatformBackend: AnyObject {
    /// Who receives native events. Set by `UIApplication` before any window is created.
    var sink: (any PlatformEventSink)? { get set }

    /// A file descriptor that becomes readable when native events arrive, or nil if the backend
    /// has no event source. The run loop blocks in `poll()` on it when idle.
    var eventFileDescriptor: Int32? { get }

    /// True when native events are already queued in memory (so the loop must not block).
    var hasPendingEvents: Bool { get }

    /// Reads every queued native event and reports it to `sink`. Returns when the queue is empty.
    /// A backend whose events arrive without a file descriptor (another thread, a library's own
    /// loop) queues them and calls `sink?.eventLoopWaker?.wake()`; the run loop then comes here.
    func processPendingEvents()

    /// What this backend can do (global coordinates, window positioning, decorations, a pointer
    /// grab, PRIMARY). None by default.
    var capabilities: PlatformCapabilities { get }
    /// The desktop's double-click, drag and caret-blink numbers; `StyleHints.standard` by default.
    var styleHints: StyleHints { get }

    /// Creates (but does not show) the native window for `id`. Frames and sizes the backend is
    /// given and reports are in points; a backend showing device pixels multiplies by
    /// `UIScreen.main.scale` (R15.5), and reports input locations in points.
    func createWindow(_ id: WindowID, frame: CGRect, title: String)
    /// Creates (but does not show) a native window of a given style; `frame.origin` is its
    /// position on the screen. The default creates a normal window for every style.
    func createWindow(_ id: WindowID, frame: CGRect, title: String, style: WindowStyle)
    /// Creates (but does not show) a popup (`style` is `.popupMenu` or `.tooltip`) of `size`
    /// points, placed by the backend against `anchor`, a rectangle in the coordinates of the
    /// window `parent`, following `placement`. Returns the frame the popup got: in screen
    /// coordinates with `.globalCoordinates`, else relative to the parent's top-left corner.
    func createPopup(_ id: WindowID, parent: WindowID, anchor: CGRect, size: CGSize, placement: PopupPlacement,
                     style: WindowStyle) -> CGRect
    /// Where the top-left corner of a window's content is on the screen, in points, or nil when
    /// the backend cannot say (then the window's frame origin is used:
    /// `UIAccessibility.convertToScreenCoordinates` adds it). The default is nil.
    func screenOrigin(of id: WindowID) -> CGPoint?
    /// Shows or hides a window created by `createWindow`.
    func setWindowVisible(_ id: WindowID, _ visible: Bool)
    /// Moves or resizes a window.
    func setWindowFrame(_ id: WindowID, _ frame: CGRect)
    /// Asks the window manager not to let the user shrink a window below `size` (points; zero
    /// in a dimension means no minimum).
    func setWindowMinimumSize(_ id: WindowID, _ size: CGSize)
    /// Sets the title the window manager shows.
    func setWindowTitle(_ id: WindowID, _ title: String)
    /// Destroys a native window. Safe to call for an unknown id.
    func destroyWindow(_ id: WindowID)
    /// Asks for keyboard focus for a window. Asked before the window is shown, focus is given
    /// once it is.
    func focusWindow(_ id: WindowID)
    /// The app's window that holds the keyboard focus as far as the backend knows, or nil.
    var focusedWindow: WindowID? { get }

    /// A surface for the window that the backend can present without copying (shared memory
    /// with the display server), or nil for an ordinary one. The default is nil.
    func makeSurface(_ id: WindowID, width: Int, height: Int, scale: CGFloat) -> WindowSurface?
    /// Called before the toolkit draws into the window's surface: returns once the display no
    /// longer reads pixels presented earlier from it. The default returns at once.
    func willDraw(_ id: WindowID)
    /// Copies `rect` (device pixels of the surface) of `surface` to the window on screen.
    func showSurface(_ id: WindowID, _ surface: WindowSurface, rect: CGRect)
    /// Sends any buffered requests to the display.
    func flush()
    /// The refresh rate of the display, in frames per second: the pace of animations and
    /// `CADisplayLink`. The default is 60.
    var refreshRate: Double { get }

    /// Device pixels per point the desktop asks for (X11: the `Xft.dpi` resource / 96); the
    /// environment's `XUIKIT_SCALE` and `GDK_SCALE` take precedence (`UIScreen.scale`). 1 by default.
    var displayScale: CGFloat { get }
    /// The screen's size in device pixels (`UIScreen.nativeBounds`; divided by the scale it is
    /// `UIScreen.bounds`, inside which menus stay, R11.7). 1920×1080 by default.
    var screenPixelSize: CGSize { get }

    /// Shows `shape` as the pointer over the window (R15.8). Does nothing by default.
    func setPointerShape(_ id: WindowID, _ shape: PointerShape)

    /// Names the app to the desktop on every window, present and future (X11: `WM_CLASS`;
    /// R15.9). Does nothing by default.
    func setApplicationName(_ name: String)
    /// Shows `icon` (nil: none) for every window, present and future (X11: `_NET_WM_ICON`;
    /// R15.9). Does nothing by default.
    func setApplicationIcon(_ icon: ApplicationIcon?)

    /// Asks for the system clipboard's text and calls `completion` on the main actor with it (nil:
    /// no text). The answer may come later (X11 asks the selection's owner; Wayland reads a pipe)
    /// or, when the backend holds the text itself, before this returns.
    func requestClipboardText(_ completion: @escaping @MainActor (String?) -> Void)
    /// The system clipboard's text, waited for: the synchronous form behind
    /// `UIPasteboard.string`. A backend answers from text it owns at once, else waits for the
    /// owner a bounded time (X11: one second, X11Clipboard) and gives nil after it.
    func clipboardText() -> String?
    /// Puts text on the system clipboard.
    func setClipboardText(_ text: String)
}

extension PlatformBackend {
    /// Creates a normal window, whatever the style.
    public func createWindow(_ id: WindowID, frame: CGRect, title: String, style: WindowStyle) {
        createWindow(id, frame: frame, title: title)
    }
    /// Unknown.
    public func screenOrigin(of id: WindowID) -> CGPoint? { nil }
    /// 60 frames per second.
    public var refreshRate: Double { 60 }
    /// An ordinary surface: nil.
    public func makeSurface(_ id: WindowID, width: Int, height: Int, scale: CGFloat) -> WindowSurface? { nil }
    /// Returns at once.
    public func willDraw(_ id: WindowID) {}
    /// 1: one device pixel a point.
    public var displayScale: CGFloat { 1 }
    /// 1920×1080.
    public var screenPixelSize: CGSize { CGSize(width: 1920, height: 1080) }
    /// Does nothing.
    public func setPointerShape(_ id: WindowID, _ shape: PointerShape) {}
    /// Does nothing.
    public func setApplicationName(_ name: String) {}
    /// Does nothing.
    public func setApplicationIcon(_ icon: ApplicationIcon?) {}
    /// None.
    public var capabilities: PlatformCapabilities { [] }
    /// `StyleHints.standard`.
    public var styleHints: StyleHints { .standard }

    /// The screen's size in points: `screenPixelSize` over the scale in effect (R15.5), the
    /// screen popups are kept inside.
    public var screenSizeInPoints: CGSize {
        let scale = UIScreen.resolvedScale(desktopScale: displayScale)
        return CGSize(width: screenPixelSize.width / scale, height: screenPixelSize.height / scale)
    }
}

/// What a backend reports to the toolkit. `UIApplication` implements it.
@preconcurrency @MainActor
public protocol PlatformEventSink: AnyObject {
    /// Raw input: the one entry that turns input into UIEvents.
    func handle(_ input: InputEvent)
    /// Raw input that arrived together (one read of the display connection, one hardware frame),
    /// oldest first. Touches that begin together are delivered together, in one `touchesBegan`.
    func handle(_ inputs: [InputEvent])
    /// Part of a window must be drawn again (an X11 Expose).
    func windowNeedsDisplay(_ id: WindowID, rect: CGRect)
    /// A window shown by `setWindowVisible` is on screen now (an X11 MapNotify). Its view
    /// controllers finish appearing after the next frame presented.
    func windowDidMap(_ id: WindowID)
    /// The window manager or the user resized a window.
    func windowDidResize(_ id: WindowID, to size: CGSize)
    /// The user asked to close a window (WM_DELETE_WINDOW).
    func windowCloseRequested(_ id: WindowID)
    /// A window shown by `setWindowVisible` left the screen without the app hiding it: the user
    /// iconified it (an X11 UnmapNotify). `windowDidMap` reports its return.
    func windowDidUnmap(_ id: WindowID)
    /// The display connection is gone (the X server died). The app ends with a message.
    func backendDidDisconnect(_ message: String)
    /// The desktop's appearance settings, when first read and whenever they change (X11:
    /// XSETTINGS). Colours re-resolve and windows redraw when the style changes (R15.2, R15.3).
    func desktopSettingsDidChange(_ settings: DesktopSettings)
    /// What a backend calls, from any thread, to wake the run loop when it has queued events and
    /// no file descriptor to show it; nil for a sink that runs no loop.
    var eventLoopWaker: EventLoopWaker? { get }
}

extension PlatformEventSink {
    /// Hands each input to `handle(_:)` in turn, for sinks that do not group input.
    public func handle(_ inputs: [InputEvent]) {
        for input in inputs { handle(input) }
    }
    /// Ignores it, for sinks without scenes.
    public func windowDidUnmap(_ id: WindowID) {}
    /// Ignores the settings, for sinks that do not draw.
    public func desktopSettingsDidChange(_ settings: DesktopSettings) {}
    /// None: the sink runs no loop.
    public var eventLoopWaker: EventLoopWaker? { nil }
}

/// A backend failure a user can act on, such as "cannot open X display ':9'".
public struct PlatformError: Error, CustomStringConvertible, Sendable {
    /// What went wrong and what to do, in one line.
    public let message: String
    /// An error with this message.
    public init(_ message: String) { self.message = message }
    /// The message.
    public var description: String { message }
}

/// The kind of native window a backend creates.
public enum WindowStyle: Sendable, Equatable {
    /// An ordinary top-level window, decorated and placed by the window manager.
    case normal
    /// A menu popup: undecorated, placed by the backend against its parent (`createPopup`; on
    /// X11 override-redirect, with `_NET_WM_WINDOW_TYPE_POPUP_MENU`), holding the pointer while
    /// shown so that a click anywhere reaches the app and can close the menu (R11.7).
    case popupMenu
    /// A tooltip popup (R15.10): undecorated, placed by the backend against its parent
    /// (`createPopup`; on X11 override-redirect, with `_NET_WM_WINDOW_TYPE_TOOLTIP`); it never
    /// takes the keyboard focus nor holds the pointer.
    case tooltip
}
