import Foundation

/// Where a targeted drag preview sits: a point in a container view (R34.13).
@preconcurrency @MainActor
open class UIDragPreviewTarget {
    /// The view whose coordinates `center` is in.
    public let container: UIView
    /// The preview's centre, in `container`'s coordinates.
    public let center: CGPoint
    /// A transform for the preview; kept, not applied to the picture.
    public let transform: CGAffineTransform

    /// A target at `center` of `container`, with `transform`.
    public init(container: UIView, center: CGPoint, transform: CGAffineTransform) {
        self.container = container
        self.center = center
        self.transform = transform
    }

    /// A target at `center` of `container`, untransformed.
    public convenience init(container: UIView, center: CGPoint) {
        self.init(container: container, center: center, transform: .identity)
    }
}

/// A picture of a view placed at a target: what a drag shows as it lifts and, unless the item has a
/// `previewProvider`, while it follows the pointer (R34.13).
@preconcurrency @MainActor
open class UITargetedDragPreview {
    /// The view pictured.
    public let view: UIView
    /// How it is drawn: the part shown and the colour behind it.
    public let parameters: UIDragPreviewParameters
    /// Where the picture sits.
    public let target: UIDragPreviewTarget

    /// A preview of `view` drawn with `parameters` at `target`; `view` need not be in a window.
    public init(view: UIView, parameters: UIDragPreviewParameters, target: UIDragPreviewTarget) {
        self.view = view
        self.parameters = parameters
        self.target = target
    }

    /// A preview of `view`, which must be in a window, where it is: at its centre in its superview.
    /// A view outside a window gets a diagnostic and the target of its own centre in itself.
    public convenience init(view: UIView, parameters: UIDragPreviewParameters) {
        if view.window == nil {
            Diagnostics.report("UITargetedDragPreview(view:parameters:): the view is not in a window; "
                             + "use init(view:parameters:target:) for a view outside one")
        }
        let target = view.superview.map { UIDragPreviewTarget(container: $0, center: view.center) }
            ?? UIDragPreviewTarget(container: view, center: CGPoint(x: view.bounds.midX, y: view.bounds.midY))
        self.init(view: view, parameters: parameters, target: target)
    }

    /// A preview of `view`, in a window, where it is, with default parameters.
    public convenience init(view: UIView) {
        self.init(view: view, parameters: UIDragPreviewParameters())
    }

    /// The picture's size: the view's bounds.
    open var size: CGSize { view.bounds.size }

    /// The same preview at another target.
    open func retargetedPreview(with newTarget: UIDragPreviewTarget) -> UITargetedDragPreview {
        UITargetedDragPreview(view: view, parameters: parameters, target: newTarget)
    }
}

/// A picture of one item while it follows the pointer, from the item's `previewProvider`: centred
/// under the pointer (R34.13).
@preconcurrency @MainActor
open class UIDragPreview {
    /// The view pictured (a snapshot: later changes to it do not show).
    public let view: UIView
    /// How it is drawn.
    public let parameters: UIDragPreviewParameters

    /// A preview of `view` drawn with `parameters`.
    public init(view: UIView, parameters: UIDragPreviewParameters) {
        self.view = view
        self.parameters = parameters
    }

    /// A preview of `view` with default parameters.
    public convenience init(view: UIView) {
        self.init(view: view, parameters: UIDragPreviewParameters())
    }
}
