import Foundation

/// The app hears of other apps' drags, and of its own drags over other apps, from a backend
/// that speaks the desktop's drag-and-drop protocol (`DragAndDropPlatform`); the drag
/// controller does the rest.
extension UIApplication: DragAndDropSink {
    /// Another app's drag entered a window.
    public func externalDragEntered(_ window: WindowID, mimeTypes: [String]) {
        dragController.externalEntered(window, mimeTypes: mimeTypes)
    }

    /// Another app's drag moved in a window: what a drop there would do.
    public func externalDragMoved(_ window: WindowID, to point: CGPoint, allowsMove: Bool) -> UIDropOperation {
        dragController.externalMoved(window, to: point, allowsMove: allowsMove)
    }

    /// Another app's drag left.
    public func externalDragExited(_ window: WindowID) {
        dragController.externalExited()
    }

    /// Another app's drag was dropped on a window.
    public func externalDragDropped(_ window: WindowID) {
        dragController.externalDropped(window)
    }

    /// The other app under the app's drag answered.
    public func outgoingDragTargetDidAnswer(_ operation: UIDropOperation) {
        dragController.otherApplicationAnswered(operation)
    }

    /// The app's drop on another app ended.
    public func outgoingDragEnded(_ operation: UIDropOperation) {
        dragController.otherApplicationEnded(operation)
    }
}
