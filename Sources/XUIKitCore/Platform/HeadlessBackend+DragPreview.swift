import Foundation

/// The headless backend's drag picture (R34.13): kept, so tests can see what a desktop would
/// show under the pointer and where.
@preconcurrency @MainActor
public final class HeadlessDragPreview {
    /// The picture shown, nil when none is.
    public internal(set) var picture: ApplicationIcon?
    /// Its size in points.
    public internal(set) var size: CGSize = .zero
    /// Its top-left corner on the screen, in points.
    public internal(set) var origin: CGPoint = .zero
    /// How many pictures were shown since the backend was made.
    public internal(set) var shows = 0
    var offset: CGPoint = .zero

    init() {}
}

extension HeadlessBackend: DragPreviewShowing {
    /// Keeps the picture and places it by the pointer.
    public func showDragPreview(_ picture: ApplicationIcon, size: CGSize, offset: CGPoint, at screenPoint: CGPoint) {
        dragPreview.picture = picture
        dragPreview.size = size
        dragPreview.offset = offset
        dragPreview.shows += 1
        moveDragPreview(to: screenPoint)
    }

    /// Places the picture by the pointer.
    public func moveDragPreview(to screenPoint: CGPoint) {
        guard dragPreview.picture != nil else { return }
        dragPreview.origin = CGPoint(x: screenPoint.x + dragPreview.offset.x, y: screenPoint.y + dragPreview.offset.y)
    }

    /// Forgets the picture.
    public func hideDragPreview() {
        dragPreview.picture = nil
    }
}
