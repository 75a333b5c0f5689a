import CX11
import Foundation
import XUIKitCore

/// The picture of the app's drag under the pointer (R34.14): `X11DragPreviewWindow`, kept by
/// `X11DragAndDrop` while the drag lasts.
extension X11Backend: DragPreviewShowing {
    /// Shows `picture` in an override-redirect window at `offset` from the pointer.
    public func showDragPreview(_ picture: ApplicationIcon, size: CGSize, offset: CGPoint, at screenPoint: CGPoint) {
        hideDragPreview()
        guard connection.isOpen else { return }
        let (x, y) = rootPixels(screenPoint)
        let pixelOffset = (x: Int32((offset.x * pointScale).rounded()), y: Int32((offset.y * pointScale).rounded()))
        dragAndDrop.preview = X11DragPreviewWindow(display: connection.display, picture: picture, offset: pixelOffset, x: x, y: y)
    }

    /// Moves the picture with the pointer.
    public func moveDragPreview(to screenPoint: CGPoint) {
        guard connection.isOpen, let preview = dragAndDrop.preview else { return }
        let (x, y) = rootPixels(screenPoint)
        preview.move(toRootX: x, y: y)
    }

    /// Destroys the picture's window.
    public func hideDragPreview() {
        guard let preview = dragAndDrop.preview else { return }
        dragAndDrop.preview = nil
        if connection.isOpen { preview.destroy() }
    }

    private func rootPixels(_ screenPoint: CGPoint) -> (Int32, Int32) {
        (Int32(X11Coordinates.position(screenPoint.x * pointScale)), Int32(X11Coordinates.position(screenPoint.y * pointScale)))
    }
}
