import Foundation

/// The picture that follows the pointer during the app's drag (R34.13), and where it sits.
@MainActor
struct DragPicture {
    /// The picture, at the window's scale.
    let image: UIImage
    /// Its size in points.
    let size: CGSize
    /// Its top-left corner from the pointer, in points.
    let offset: CGPoint
}

/// Works out the drag's picture as UIKit chooses it and has a `DragPreviewShowing` backend show
/// it (R34.13): the first item's `previewProvider` when it has one (nil hides the picture),
/// centred under the pointer; else the lift preview of the interaction's delegate (by default the
/// interaction's view where it is; a table or collection view lifts the cell), kept where it was
/// from the point the item was grabbed at.
@MainActor
enum DragPreview {
    /// The largest picture shown, in points either way.
    static let maximumSide: CGFloat = 2048

    /// The picture of `item`, lifted by `interaction` in `session`, grabbed at `grab` of `window`.
    static func picture(for item: UIDragItem, of interaction: UIDragInteraction, session: any UIDragSession,
                        grabbedAt grab: CGPoint, in window: UIWindow) -> DragPicture? {
        let scale = window.traitCollection.displayScale > 0 ? window.traitCollection.displayScale : 1
        if let provider = item.previewProvider {
            guard let preview = provider(), let image = render(preview.view, preview.parameters, scale: scale) else { return nil }
            let size = preview.view.bounds.size
            return DragPicture(image: image, size: size, offset: CGPoint(x: -size.width / 2, y: -size.height / 2))
        }
        guard let delegate = interaction.delegate,
              let lifted = delegate.dragInteraction(interaction, previewForLifting: item, session: session),
              let image = render(lifted.view, lifted.parameters, scale: scale) else { return nil }
        let size = lifted.size
        let container = lifted.target.container
        // A target outside the window puts the picture's centre under the grab.
        let center = container.window === window ? container.convert(lifted.target.center, to: window) : grab
        return DragPicture(image: image, size: size,
                           offset: CGPoint(x: center.x - size.width / 2 - grab.x, y: center.y - size.height / 2 - grab.y))
    }

    /// `view` as it looks, inside `parameters.visiblePath` (transparent outside it), on
    /// `parameters.backgroundColor` (white when nil); nil for an empty or huge view.
    static func render(_ view: UIView, _ parameters: UIDragPreviewParameters, scale: CGFloat) -> UIImage? {
        let size = view.bounds.size
        guard size.width >= 1, size.height >= 1, size.width <= maximumSide, size.height <= maximumSide else { return nil }
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return UIGraphicsImageRenderer(size: size, format: format).image { context in
            parameters.visiblePath?.addClip()
            (parameters.backgroundColor ?? .white).setFill()
            context.fill(CGRect(origin: .zero, size: size))
            view.drawHierarchy(in: CGRect(origin: .zero, size: size), afterScreenUpdates: false)
        }
    }

    /// Shows `picture` with the pointer at `point` of `window`; false when the backend shows no
    /// pictures.
    @discardableResult
    static func show(_ picture: DragPicture, pointer point: CGPoint, in window: UIWindow) -> Bool {
        guard let backend = window.application.backend as? any DragPreviewShowing,
              let pixels = picture.image.applicationIcon else { return false }
        backend.showDragPreview(pixels, size: picture.size, offset: picture.offset, at: screenPoint(point, in: window))
        return true
    }

    /// The pointer of the drag is at `point` of `window`: the picture follows.
    static func move(to point: CGPoint, in window: UIWindow) {
        (window.application.backend as? any DragPreviewShowing)?.moveDragPreview(to: screenPoint(point, in: window))
    }

    /// The drag ended, or was dropped on another app: the picture goes.
    static func hide(in application: UIApplication) {
        (application.backend as? any DragPreviewShowing)?.hideDragPreview()
    }

    private static func screenPoint(_ point: CGPoint, in window: UIWindow) -> CGPoint {
        let origin = window.windowID.flatMap { window.application.backend.screenOrigin(of: $0) } ?? window.frame.origin
        return CGPoint(x: origin.x + point.x, y: origin.y + point.y)
    }
}
