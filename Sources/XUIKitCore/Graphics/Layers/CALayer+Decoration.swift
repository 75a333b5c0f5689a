import Foundation

/// What a layer adds to its view's background rectangle — rounded corners, a border, a shadow —
/// as the renderer needs to know it: whether there is any, and where it reaches. How it is drawn
/// is the renderer's (Graphics/Rendering/LayerPainter.swift); when, the render pass decides.
extension CALayer {
    /// Whether the layer draws anything beyond its view's background rectangle.
    var isDecorated: Bool { renderedCornerRadius > 0 || hasBorder || hasShadow }

    /// The corner radius as drawn: the presented value while an animation changes it.
    /// (With nothing animating, the model value, without the presented accessors' look-ups.)
    var renderedCornerRadius: CGFloat {
        guard let view, view.presentation != nil || layerAnimationState != nil else { return cornerRadius }
        return view.presentedCornerRadius
    }

    var hasBorder: Bool { borderWidth > 0 && (borderColor?.alpha ?? 0) > 0 }

    var hasShadow: Bool { shadowOpacity > 0 && (shadowColor?.alpha ?? 0) > 0 }

    /// The radius actually drawn for `rect`: at most half its shorter side.
    func drawnCornerRadius(for rect: CGRect) -> CGFloat {
        max(0, min(renderedCornerRadius, min(rect.width, rect.height) / 2))
    }

    /// The area the shadow may darken, in the layer's coordinates (`bounds` is its view's
    /// bounds), or nil when there is no shadow.
    func shadowExtent(in bounds: CGRect) -> CGRect? {
        guard hasShadow else { return nil }
        let shape = shadowPath.map(ShadowMask.bounds(of:)) ?? bounds
        guard !shape.isNull else { return nil }
        let reach = ShadowMask.reach(blurRadius: shadowRadius)
        return shape.offsetBy(dx: shadowOffset.width, dy: shadowOffset.height).insetBy(dx: -reach, dy: -reach)
    }
}
