import Foundation

/// The actions of the standard menu commands XUIKit runs itself (R33.2): Quit terminates the app
/// (the application is at the end of every responder chain); Close, Undo and Redo act on the key
/// window, which reaches the first responder's undo manager.
extension Selector {
    /// Quit: `UIApplication.terminate(status: 0)`.
    static let terminateFromMenu = Selector("terminate:", UIApplication.terminateFromMenu)
    /// Close: closes the window, as its close button does.
    static let performClose = Selector("performClose:", UIWindow.performCloseFromMenu)
    /// Undo: the first responder's undo manager undoes.
    static let undoFromMenu = Selector("undo:", UIWindow.undoFromMenu)
    /// Redo: the first responder's undo manager redoes.
    static let redoFromMenu = Selector("redo:", UIWindow.redoFromMenu)
}

extension UIApplication {
    func terminateFromMenu(_ sender: Any?) { terminate(status: 0) }
}

extension UIWindow {
    /// As the window manager's close button: the scene disconnects if it was its last window,
    /// and the app ends when no window is left (R19.5).
    func performCloseFromMenu(_ sender: Any?) {
        guard let windowID else { return }
        application.windowCloseRequested(windowID)
    }

    private var commandUndoManager: UndoManager? { (firstResponder ?? self).undoManager }

    func undoFromMenu(_ sender: Any?) { commandUndoManager?.undo() }
    func redoFromMenu(_ sender: Any?) { commandUndoManager?.redo() }
}

/// Responders whose standard commands are enabled only in some states: asked after
/// `canPerformAction(_:withSender:)` said yes, before the public `validate(_:)` (R33.5).
@MainActor
protocol StandardCommandValidating: AnyObject {
    /// Whether `action` can run now.
    func isStandardCommandEnabled(_ action: Selector) -> Bool
}

extension UIWindow: StandardCommandValidating {
    func isStandardCommandEnabled(_ action: Selector) -> Bool {
        switch action {
        case .undoFromMenu: commandUndoManager?.canUndo ?? false
        case .redoFromMenu: commandUndoManager?.canRedo ?? false
        default: true
        }
    }
}
