import CX11
import XUIKitCore

/// The input method opens late: Xlib's built-in one parses the locale's whole Compose file
/// (thousands of lines) when opened, which would otherwise delay the first window and its first
/// frame. It opens once the first frame has been sent to the server (the flush after the first
/// present), or before the first key is filtered if that comes sooner, so no key is ever looked up
/// without it. Keyboard focus that came before is remembered and given to the input contexts as
/// they are made.
///
/// An input method server (uim-xim, IBus, Fcitx) may die or restart while the app runs (R35.10).
/// Xlib learns of it only when `XFilterEvent` sees the server window's DestroyNotify (it selected
/// StructureNotify on that window when it connected, libX11's `_XimFilterServerDestroy`); it then
/// calls the `XNDestroyCallback` set here, closes the input method itself and frees it with its
/// input contexts. From then on they are forgotten, never destroyed or closed: that would touch
/// freed memory, or, before Xlib saw the DestroyNotify, send the dead server a request and wait
/// for its reply forever (`XDestroyIC → _XimRead → XIfEvent`). Keys are looked up without an
/// input method meanwhile, and when a server announces itself again
/// (`XRegisterIMInstantiateCallback`: XIM_SERVERS on the root window changed) the input method
/// reopens and every window gets a new input context.
extension X11Backend {
    /// Opens the input method, once, and gives every window its input context (focused if the
    /// window has keyboard focus); windows created afterwards get theirs when they are created.
    func openInputMethodIfNeeded() {
        guard connection.isOpen, keyboard.openInputMethodIfNeeded(), let inputMethod = keyboard.inputMethod else { return }
        _ = cx11_im_set_destroy_callback(inputMethod, inputMethodDestroyed, clientData)
        for id in windows.keys.sorted(by: { $0.rawValue < $1.rawValue }) {
            guard let window = windows[id] else { continue }
            window.attachInputContext(inputMethod, display: connection.display)
            if window.hasKeyboardFocus, let inputContext = window.inputContext { XSetICFocus(inputContext) }
        }
    }

    /// The input method's server is gone (R35.10): its input contexts are forgotten, a
    /// composition in progress ends, and the backend waits for an input method to come back.
    fileprivate func inputMethodDidGoAway() {
        keyboard.forgetInputMethod()
        for window in windows.values { window.forgetInputContext() }
        guard connection.isOpen, !waitsForInputMethod else { return }
        waitsForInputMethod = XRegisterIMInstantiateCallback(connection.display, nil, nil, nil,
                                                             inputMethodInstantiated, clientData) != 0
    }

    /// An input method server announced itself: the input method opens again now.
    fileprivate func inputMethodDidAppear() {
        stopWaitingForInputMethod()
        keyboard.inputMethodMayReopen()
        openInputMethodIfNeeded()
    }

    /// Stops watching for an input method server (when one came, and when the backend goes).
    func stopWaitingForInputMethod() {
        guard waitsForInputMethod else { return }
        waitsForInputMethod = false
        guard connection.isOpen else { return }
        XUnregisterIMInstantiateCallback(connection.display, nil, nil, nil, inputMethodInstantiated, clientData)
    }

    /// The backend, as the callbacks' client data (they run while it lives: the destroy callback
    /// from its own `XFilterEvent`, the instantiate one is unregistered in its deinit).
    private var clientData: XPointer {
        XPointer(Unmanaged.passUnretained(self).toOpaque().assumingMemoryBound(to: CChar.self))
    }
}

// Xlib calls both from XFilterEvent, on the main thread.

/// `XNDestroyCallback`: the input method's server went away.
private let inputMethodDestroyed: XIMProc = { _, client, _ in
    guard let client else { return }
    let address = UInt(bitPattern: client)
    MainActor.assumeIsolated { X11Backend.from(address)?.inputMethodDidGoAway() }
}

/// `XRegisterIMInstantiateCallback`: an input method server is there (again).
private let inputMethodInstantiated: XIDProc = { _, client, _ in
    guard let client else { return }
    let address = UInt(bitPattern: client)
    MainActor.assumeIsolated { X11Backend.from(address)?.inputMethodDidAppear() }
}

extension X11Backend {
    /// The backend whose address a callback's client data holds.
    fileprivate static func from(_ address: UInt) -> X11Backend? {
        UnsafeRawPointer(bitPattern: address).map { Unmanaged<X11Backend>.fromOpaque($0).takeUnretainedValue() }
    }
}

extension X11Backend {
    /// True while an input method is open (false before it opened and after its server died).
    @_spi(Testing) public var hasInputMethod: Bool { keyboard.inputMethod != nil }

    /// True when the window has an input context on the open input method.
    @_spi(Testing) public func hasInputContext(for id: WindowID) -> Bool { windows[id]?.inputContext != nil }
}
