import CX11
import XUIKitCore

/// The input method opens late: Xlib's built-in one parses the locale's whole Compose file
/// (thousands of lines) when opened, which would otherwise delay the first window and its first
/// frame. It opens once the first frame has been sent to the server (the flush after the first
/// present), or before the first key is filtered if that comes sooner, so no key is ever looked up
/// without it. Keyboard focus that came before is remembered and given to the input contexts as
/// they are made.
extension X11Backend {
    /// Opens the input method, once, and gives every window its input context (focused if the
    /// window has keyboard focus); windows created afterwards get theirs when they are created.
    func openInputMethodIfNeeded() {
        guard connection.isOpen, keyboard.openInputMethodIfNeeded(), let inputMethod = keyboard.inputMethod else { return }
        for id in windows.keys.sorted(by: { $0.rawValue < $1.rawValue }) {
            guard let window = windows[id] else { continue }
            window.attachInputContext(inputMethod, display: connection.display)
            if window.hasKeyboardFocus, let inputContext = window.inputContext { XSetICFocus(inputContext) }
        }
    }
}
