import Foundation

/// A backend that shows the picture of the app's drag under the pointer, above every window
/// (R34.13, R34.14; on X11 an override-redirect window that takes no input, as GTK's drag icon).
/// The core asks `backend as? DragPreviewShowing`; without it a drag shows only the pointer's shape.
@preconcurrency @MainActor
public protocol DragPreviewShowing: AnyObject {
    /// Shows `picture` (straight ARGB pixels; `size` points on the screen) with its top-left
    /// `offset` points from the pointer at `screenPoint` (points, on the screen), replacing any
    /// picture shown. The picture must not be a drop target: finding the window under the
    /// pointer looks through it.
    func showDragPreview(_ picture: ApplicationIcon, size: CGSize, offset: CGPoint, at screenPoint: CGPoint)
    /// The pointer moved to `screenPoint`: the picture follows.
    func moveDragPreview(to screenPoint: CGPoint)
    /// Takes the picture away.
    func hideDragPreview()
}
