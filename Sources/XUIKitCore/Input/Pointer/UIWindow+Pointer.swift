import Foundation

extension UIWindow {
    /// The shape the pointer shows over `view` (R15.8): the first enabled pointer interaction on
    /// it or an ancestor decides; else the I-beam over an enabled text field; else the arrow.
    static func pointerShape(over view: UIView?) -> PointerShape {
        var current = view
        while let candidate = current {
            for case let interaction as UIPointerInteraction in candidate.interactionStorage {
                if let shape = interaction.cursor(over: candidate) { return shape }
            }
            if let field = candidate as? UITextField, field.isEnabled { return .iBeam }
            current = candidate.superview
        }
        return .arrow
    }

    /// The pointer is over `view` (nil: it stopped hovering — it left, or a button went down,
    /// when the shape stays as it was): the backend shows the shape when it changed, and the
    /// hovered button shows its hover highlight.
    func pointerDidHover(over view: UIView?) {
        let shape = view == nil ? pointerShapeStorage : Self.pointerShape(over: view)
        if shape != pointerShapeStorage, let windowID {
            pointerShapeStorage = shape
            application.backend.setPointerShape(windowID, shape)
        }
        var hovered: UIButton?
        var current = view
        while let candidate = current, hovered == nil {
            hovered = candidate as? UIButton
            current = candidate.superview
        }
        if hovered !== hoveredButton {
            hoveredButton?.isPointerHovering = false
            hoveredButton = hovered
            hovered?.isPointerHovering = true
        }
    }
}
