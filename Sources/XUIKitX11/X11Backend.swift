import CX11
import Foundation
import XUIKitCore
import XUIKitLinuxInput

/// The X11 display backend: Xlib for windows and keys, XInput 2.2+ for pointer and touch input,
/// MIT-SHM (or `XPutImage`) for pixels.
///
/// Every native event is translated at this border into `InputEvent`s and window callbacks; no X11
/// type leaves the module. When the server goes away the backend reports
/// `backendDidDisconnect` once and never touches the display again.
@preconcurrency @MainActor
public final class X11Backend: PlatformBackend {
    /// Who hears of events; told the desktop's settings as soon as it is set.
    public weak var sink: (any PlatformEventSink)? {
        didSet { sink?.desktopSettingsDidChange(desktopSettings.current) }
    }

    let connection: X11Connection
    let atoms: X11Atoms
    /// The XInputExtension's major opcode, which marks its GenericEvents.
    let inputOpcode: Int32
    /// True when the server agreed to XI 2.4, so windows also select touchpad gestures.
    let hasGestures: Bool
    /// Device table, scroll baselines and gestures in progress, for decoding XI2 input.
    var input: XInputDecoder
    let keyboard: X11Keyboard
    /// True once a frame was presented: the next flush opens the input method
    /// (X11Backend+InputMethod.swift).
    var framePresented = false
    let presenter: X11Presenter
    /// MIT-SHM, when the server offers it to this client and the visual matches the surfaces.
    let sharedMemory: X11SharedMemory?
    let clipboard: X11Clipboard
    /// XDND: other clients' drags over the app's windows and the app's drags over theirs
    /// (X11Backend+DropTarget.swift, X11Backend+DragSource.swift).
    let dragAndDrop: X11DragAndDrop
    /// The PRIMARY selection (X11Backend+PrimarySelection.swift, R35.1).
    let primary: X11Clipboard
    var windows: [WindowID: X11Window] = [:]
    /// True while an `XRegisterIMInstantiateCallback` waits for an input method server (R35.10).
    var waitsForInputMethod = false
    /// The app's name and icon every window carries (R15.9).
    var nameAndIcon = X11NameAndIcon()
    var windowIDs: [Window: WindowID] = [:]
    var clock = ServerClock()
    /// The server time of the latest input event, for selection ownership (ICCCM).
    var lastInputTime: Time = Time(CurrentTime)
    var reportedDisconnect = false
    /// Events read from the connection and not yet handled (X11EventQueue.swift, R11.12).
    var pending = X11EventQueue()
    /// Whether traces written into a window's `_XUIKIT_REPLAY` property are played
    /// (`X11ReplayChannel`). Off unless the app was launched with `XUIKIT_REPLAY_CHANNEL=1`.
    public var acceptsReplay = X11ReplayChannel.isEnabled(in: ProcessEnvironment.values([X11ReplayChannel.environmentKey]))
    var reportedRefusedReplay = false
    /// The menu popup holding the pointer, and the master pointer it grabbed (X11Backend+Grab.swift).
    var pointerGrab: (window: WindowID, device: Int32)?
    /// Each popup's parent window (`createPopup`), so a parent destroyed under its menu can let
    /// go of the grab the menu holds (R11.10).
    var popupParents: [WindowID: WindowID] = [:]
    /// The monitor's refresh rate once read from XRandR (X11Backend+RefreshRate.swift).
    var cachedRefreshRate: Double?
    /// Themed pointer shapes, loaded on first use.
    let cursors: X11Cursors
    /// The XSETTINGS manager's settings, followed as they change.
    let desktopSettings: X11DesktopSettings
    /// The monitors' scales and the desktop's DPI they start from (X11ScreenScales, R40.1).
    let screenScales: X11ScreenScales

    /// The desktop's DPI / 96 (XSETTINGS `Xft/DPI`, else the `Xft.dpi` resource), else 1: the
    /// reference monitor's scale (R15.5, R40.1).
    public var displayScale: CGFloat { screenScales.desktopScale }

    /// Opens the X display `displayName` (`$DISPLAY` when nil) and checks it has what XUIKit
    /// needs: XInput 2.2 and a TrueColor visual.
    ///
    /// - Throws: `PlatformError` with a one-line message, e.g. "cannot open X display ':9': is an
    ///   X server running? set DISPLAY", or "cannot open X display: DISPLAY is not set".
    public init(displayName: String? = nil) throws {
        connection = try X11Connection(displayName: displayName)
        let display = connection.display
        atoms = X11Atoms(display: display)
        let version = try XInput2.negotiate(display: display, displayName: connection.name)
        inputOpcode = version.opcode
        hasGestures = version.hasGestures
        // Select the device events before asking for the devices, so no change falls between.
        XInput2.selectRootEvents(display: display)
        input = XInputDecoder(devices: .query(display: display))
        presenter = try X11Presenter(display: display, displayName: connection.name)
        sharedMemory = presenter.matchesSurfaceFormat ? X11SharedMemory(connection: connection) : nil
        keyboard = X11Keyboard(display: display)
        clipboard = X11Clipboard(connection: connection, atoms: atoms, selection: atoms.clipboard,
                                 transferProperty: atoms.clipboardTransfer)
        primary = X11Clipboard(connection: connection, atoms: atoms, selection: XA_PRIMARY,
                               transferProperty: atoms.primaryTransfer)
        dragAndDrop = X11DragAndDrop(display: display)
        desktopSettings = X11DesktopSettings(display: display)
        cursors = X11Cursors(display: display)
        screenScales = X11ScreenScales(display: display, settingsDPI: desktopSettings.current.dpi)
        let route: @MainActor @Sendable (XSelectionRequestEvent) -> Void = { [unowned self] in answerSelectionRequest($0) }
        clipboard.answerOtherRequest = route
        primary.answerOtherRequest = route
    }

    /// The screen's size in device pixels.
    public var screenPixelSize: CGSize {
        guard connection.isOpen else { return CGSize(width: 1920, height: 1080) }
        let screen = XDefaultScreen(connection.display)
        return CGSize(width: Int(XDisplayWidth(connection.display, screen)), height: Int(XDisplayHeight(connection.display, screen)))
    }

    isolated deinit {
        guard connection.isOpen else { return }
        for window in windows.values { window.destroy(display: connection.display) }
        dragAndDrop.destroy()
        cursors.release()
        stopWaitingForInputMethod()
        if let inputMethod = keyboard.inputMethod { XCloseIM(inputMethod) }   // nil once its server died (R35.10)
        connection.close()
    }

    // MARK: - Test support

    /// The Xlib `Display *` of the backend's connection, for tests that inject input with XTest
    /// on the same connection (then `XSync`) or read pixels back with `XGetImage`.
    @_spi(Testing) public var display: OpaquePointer { connection.display }

    /// True when window surfaces are presented through MIT-SHM rather than `XPutImage`: the
    /// server offers it, the client is local, the visual matches and `XUIKIT_NO_SHM` is not 1.
    @_spi(Testing) public var usesSharedMemory: Bool { sharedMemory != nil }

    /// How many times a frame waited for the server with a round trip because nothing it had
    /// sent showed the window's last put read (R12.11); input that came after a frame does.
    @_spi(Testing) public var presentationRoundTrips: Int { sharedMemory?.roundTrips ?? 0 }

    /// The X `Window` id of a window created by `createWindow`, or 0 for an unknown id.
    @_spi(Testing) public func nativeWindow(for id: WindowID) -> UInt { windows[id]?.xid ?? 0 }

    // MARK: - Event source

    /// The X connection's socket: readable when the server sent events.
    public var eventFileDescriptor: Int32? {
        connection.isOpen ? XConnectionNumber(connection.display) : nil
    }

    /// True when the backend's queue or Xlib holds events in memory (never reads or blocks), and
    /// while a lost connection has not been reported yet, so the loop comes back to report it.
    public var hasPendingEvents: Bool {
        guard connection.isOpen else { return connection.isLost && !reportedDisconnect }
        return !pending.isEmpty || XEventsQueued(connection.display, QueuedAlready) > 0
    }

    // MARK: - Windows

    /// Creates a normal toplevel window.
    public func createWindow(_ id: WindowID, frame: CGRect, title: String) {
        createWindow(id, frame: frame, title: title, style: .normal)
    }

    /// Creates a normal toplevel, or an override-redirect menu popup at exactly `frame`.
    public func createWindow(_ id: WindowID, frame: CGRect, title: String, style: WindowStyle) {
        createWindow(id, frame: frame, title: title, style: style, scale: initialScale(forFrame: frame))
    }

    /// Creates the native window at `scale` (R40.2): `frame` in points becomes pixels at it.
    func createWindow(_ id: WindowID, frame: CGRect, title: String, style: WindowStyle, scale: CGFloat) {
        guard connection.isOpen, windows[id] == nil else { return }
        let window = X11Window(connection: connection, atoms: atoms, frame: devicePixels(frame, scale: scale), title: title,
                               style: style, nameAndIcon: nameAndIcon, inputMethod: keyboard.inputMethod, gestures: hasGestures)
        window.scale = scale
        windows[id] = window
        windowIDs[window.xid] = id
        dragAndDrop.markAware(window.xid)   // R34.8
    }

    /// Maps or unmaps the window.
    public func setWindowVisible(_ id: WindowID, _ visible: Bool) {
        guard connection.isOpen, let window = windows[id] else { return }
        if visible {
            XMapWindow(connection.display, window.xid)
            // An override-redirect window is viewable as soon as the server handles the map, so
            // the grab can follow at once: no click may slip by before it.
            if window.style == .popupMenu { grabPointer(for: id) }
        } else {
            window.wantsFocus = false
            if window.style == .popupMenu { releasePointerGrab(of: id) }
            XUnmapWindow(connection.display, window.xid)
        }
    }

    /// Where the window's content is on the root window, in points, whatever frame the window
    /// manager added: asked of the X server each time (the window manager may have moved or
    /// reparented the window).
    public func screenOrigin(of id: WindowID) -> CGPoint? {
        guard connection.isOpen, let window = windows[id] else { return nil }
        var x: Int32 = 0, y: Int32 = 0
        var child: Window = 0
        let root = XDefaultRootWindow(connection.display)
        guard XTranslateCoordinates(connection.display, window.xid, root, 0, 0, &x, &y, &child) != 0 else { return nil }
        return CGPoint(x: CGFloat(x) / window.scale, y: CGFloat(y) / window.scale)
    }

    /// Moves and resizes the window (points, turned into device pixels).
    public func setWindowFrame(_ id: WindowID, _ frame: CGRect) {
        guard connection.isOpen, let window = windows[id] else { return }
        let frame = devicePixels(frame, scale: window.scale)
        // Pinned to what X carries; NaN and 1e300 do not trap (X11Coordinates).
        let width = X11Coordinates.size(frame.width), height = X11Coordinates.size(frame.height)
        window.size = CGSize(width: CGFloat(width), height: CGFloat(height))
        XMoveResizeWindow(connection.display, window.xid, X11Coordinates.position(frame.minX),
                          X11Coordinates.position(frame.minY), width, height)
    }

    /// Sets WM_NORMAL_HINTS' PMinSize (ICCCM 4.1.2.3), keeping the hints set at creation.
    public func setWindowMinimumSize(_ id: WindowID, _ size: CGSize) {
        guard connection.isOpen, let window = windows[id] else { return }
        window.minimumPointSize = size
        window.setMinimumSize(devicePixels(CGRect(origin: .zero, size: size), scale: window.scale).size, display: connection.display)
    }

    /// Sets WM_NAME and _NET_WM_NAME.
    public func setWindowTitle(_ id: WindowID, _ title: String) {
        guard connection.isOpen, let window = windows[id] else { return }
        window.setTitle(title, display: connection.display, atoms: atoms)
    }

    /// Destroys the X window and forgets it; unknown ids are ignored.
    public func destroyWindow(_ id: WindowID) {
        releasePointerGrab(of: id)
        popupParents[id] = nil
        guard let window = windows.removeValue(forKey: id) else { return }
        windowIDs[window.xid] = nil
        pending.removeInput(for: id)   // read before the window went; nobody is there to hear it
        if connection.isOpen { window.destroy(display: connection.display) }
    }

    /// Gives the window keyboard focus, once it is mapped (focusing an unmapped window is an
    /// error).
    public func focusWindow(_ id: WindowID) {
        guard connection.isOpen, let window = windows[id] else { return }
        if window.isMapped {
            XSetInputFocus(connection.display, window.xid, RevertToParent, Time(CurrentTime))
        } else {
            window.wantsFocus = true
        }
    }

    /// Shows the themed cursor for `shape` over the window (XDefineCursor).
    public func setPointerShape(_ id: WindowID, _ shape: PointerShape) {
        guard connection.isOpen, let window = windows[id] else { return }
        XDefineCursor(connection.display, window.xid, cursors.cursor(for: shape))
    }

    // MARK: - Pixels

    /// A surface in a shared-memory segment when MIT-SHM is in use, else nil (an ordinary one).
    public func makeSurface(_ id: WindowID, width: Int, height: Int, scale: CGFloat = 1) -> WindowSurface? {
        guard connection.isOpen, let sharedMemory, let window = windows[id] else { return nil }
        let width = max(1, width), height = max(1, height)
        let bytesPerRow = WindowSurface.minimumBytesPerRow(width: width)
        guard let segment = sharedMemory.makeSegment(byteCount: bytesPerRow * height) else { return nil }
        window.sharedSegment = segment
        return WindowSurface(width: width, height: height, bytesPerRow: bytesPerRow, memory: segment.memory, owner: segment, scale: scale)
    }

    /// Returns once the server has read the last put from the window's shared surface (R12.11).
    public func willDraw(_ id: WindowID) {
        guard let sharedMemory, let segment = windows[id]?.sharedSegment else { return }
        sharedMemory.waitUntilRead(segment)
    }

    /// Copies `rect` of the surface to the window: XShmPutImage when the surface is shared memory, XPutImage otherwise.
    public func showSurface(_ id: WindowID, _ surface: WindowSurface, rect: CGRect) {
        guard connection.isOpen, let window = windows[id] else { return }
        if let segment = window.sharedSegment, segment.memory == surface.pixels {
            presenter.presentShared(surface, segment: segment, rect: rect, to: window.xid)
        } else {
            presenter.present(surface, rect: rect, to: window.xid)
        }
        framePresented = true
    }

    /// Sends buffered requests to the X server; after the first frame, then opens the input method.
    public func flush() {
        guard connection.isOpen else { return }
        connection.flushIfRequestsQueued()
        guard framePresented else { return }
        openInputMethodIfNeeded()
        connection.flushIfRequestsQueued()   // what opening it left unsent (nothing once it is open)
    }

    // MARK: - Clipboard

    /// The CLIPBOARD selection's text, to `completion`: at once when the app owns the selection
    /// or nobody does, else when the owner's answer arrives through the event loop
    /// (X11Clipboard+Request.swift), or nil after a second without one.
    public func requestClipboardText(_ completion: @escaping @MainActor (String?) -> Void) {
        guard connection.isOpen else { return completion(nil) }
        clipboard.requestText(time: lastInputTime, completion: completion)
    }

    /// The CLIPBOARD selection's text, asked of its owner and waited for at most a second
    /// (X11Clipboard): the synchronous form behind `UIPasteboard.string`.
    public func clipboardText() -> String? {
        guard connection.isOpen else { return nil }
        return clipboard.text(time: lastInputTime)
    }

    /// Takes the CLIPBOARD selection with `text`.
    public func setClipboardText(_ text: String) {
        guard connection.isOpen else { return }
        clipboard.setText(text, time: lastInputTime)
    }
}
