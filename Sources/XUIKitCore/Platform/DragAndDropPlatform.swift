import Foundation

/// What a backend that speaks a desktop's drag-and-drop protocol offers (X11: XDND version 5):
/// drags that leave the app's windows for other apps, and other apps' drags over the app's
/// windows (R34.8–R34.12). The core asks `backend as? DragAndDropPlatform`; without it, drags
/// stay within the app's windows.
@preconcurrency @MainActor
public protocol DragAndDropPlatform: AnyObject {
    /// Starts a drag out of `window`, offering the data under `mimeTypes` (best first). `data`
    /// answers a target's request for one of them (nil: not available). The backend takes what
    /// the protocol needs (X11: the XdndSelection, the keyboard for Escape). False when it
    /// cannot: then the drag stays within the app.
    func beginDrag(from window: WindowID, mimeTypes: [String], data: @escaping @MainActor (String) -> Data?) -> Bool
    /// The pointer of the drag begun is at `screenPoint` (points, on the screen); the source
    /// allows a move when `allowsMove`. Returns what is under it.
    func moveDrag(to screenPoint: CGPoint, allowsMove: Bool) -> DragPlatformTarget
    /// The button was released over another app's window: the backend drops there and reports
    /// the end through `DragAndDropSink.outgoingDragEnded`.
    func dropDrag()
    /// Ends the drag without a drop (Escape, a drop on the app's own window, or no target):
    /// another app under the pointer is told it left. Nothing is reported back.
    func endDrag()
    /// Converts the data of the other app's drag just dropped on the app to `mimeType` and
    /// calls `completion` with it (nil: refused, or no answer within the backend's timeout).
    func requestDropData(mimeType: String, completion: @escaping @MainActor (Data?) -> Void)
    /// Tells the other app whose drag was dropped on the app what became of it: `.copy` or
    /// `.move` when taken, `.cancel` when refused.
    func finishExternalDrop(operation: UIDropOperation)
}

/// What is under the pointer of a drag, as a backend finds it.
public enum DragPlatformTarget: Equatable, Sendable {
    /// No window that takes drops.
    case none
    /// One of the app's own windows, and the pointer's point in it (points).
    case window(WindowID, CGPoint)
    /// Another app's window that takes drops; what it last said a drop would do there
    /// (`.forbidden` until it answers).
    case otherApplication(UIDropOperation)
}

/// What a drag-and-drop backend tells the app; `UIApplication` implements it, and the backend
/// finds it as `sink as? DragAndDropSink`.
@preconcurrency @MainActor
public protocol DragAndDropSink: AnyObject {
    /// Another app's drag entered `window`, offering `mimeTypes`.
    func externalDragEntered(_ window: WindowID, mimeTypes: [String])
    /// Another app's drag is at `point` (points) in `window`; `allowsMove` when it asks for a
    /// move. Returns what a drop there would do.
    func externalDragMoved(_ window: WindowID, to point: CGPoint, allowsMove: Bool) -> UIDropOperation
    /// Another app's drag left `window` without a drop (or its source went silent).
    func externalDragExited(_ window: WindowID)
    /// Another app's drag was dropped on `window`. The app loads the data it wants through
    /// `requestDropData`, then calls `finishExternalDrop`.
    func externalDragDropped(_ window: WindowID)
    /// The other app under the app's drag said what a drop would do there.
    func outgoingDragTargetDidAnswer(_ operation: UIDropOperation)
    /// The app's drag dropped on another app ended: what it did (`.cancel`: refused, or no
    /// answer in time).
    func outgoingDragEnded(_ operation: UIDropOperation)
}
