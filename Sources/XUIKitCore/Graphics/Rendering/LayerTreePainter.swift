import CCairo
import Foundation

/// Draws a view's layer tree: the sublayers added to a view's layer, above the view's content
/// and below its subviews (R27.1).
///
/// How the pieces fit:
/// - The render pass (RenderPass.swift, RenderPass+Transformed.swift) paints each view; right
///   after a view's background and `draw(_:)` it hands the view's layer here, with Cairo's user
///   space in the view's bounds coordinates. It treats a view whose layer has sublayers, contents
///   or a class of its own as one that draws (not "plain"), and counts what the sublayers reach
///   in the view's visual extent (`CALayer.treeExtent`), so culling and dirty rectangles see it.
/// - For each layer the painter reads `presentationForRendering()` (the values animations show
///   now; Animation/LayerAnimations/) and calls drawing code on the model layer (`draw(in:)`,
///   which asks the delegate). The layer's own class draws what it shows in
///   `drawLayerContent(in:)` (shape, gradient, text layers).
/// - Placement is `CALayer+Geometry.swift`'s: affine transforms go to Cairo's matrix exactly; a
///   3-D one is flattened by `LayerPlane.flatten` (R27.3). Contents placement is
///   `LayerContentsPlacement`'s (R27.6).
/// - One layer, in order (R27.4): shadow, the masksToBounds clip, background (rounded), contents,
///   `draw(in:)`, the class's content, sublayers (sorted by `zPosition`, repeated by a
///   replicator), border; then the `mask` and `opacity` are applied to all of it at once.
@MainActor
struct LayerTreePainter {
    let cairo: OpaquePointer
    let context: CGContext
    /// How late this painter shows animations: a replicator's copy i paints its sublayers
    /// i × `instanceDelay` late (R29.21); 0 elsewhere.
    var delay: TimeInterval = 0
    /// The render pass's held-back fills when it paints straight into its surface's pixels: a
    /// layer that draws only a small arc stroke holds its mask back with them, to be blended
    /// tile by tile (R27.16); anything else the painter draws runs them first.
    var heldBackFills: PixelTarget?
    /// The application's animation clock, looked up once per painter rather than per layer.
    var clock = AnimationClock.current

    /// Draws the sublayers of `root`, whose bounds coordinates are Cairo's user space now.
    func drawSublayers(of root: CALayer) {
        drawChildren(of: root, presented: root.presentationForRendering())
    }

    /// The layer's own content for a view's layer, between the view's background and its
    /// `draw(_:)`: `contents` and what the layer's class draws (a view whose `layerClass` is a
    /// gradient or shape layer).
    func drawOwnContent(of layer: CALayer, bounds: CGRect) {
        let presented = layer.presentationForRendering()
        drawContents(of: presented, bounds: bounds)
        if type(of: layer) != CALayer.self {
            cairo_save(cairo)
            presented.drawLayerContent(in: context)
            cairo_restore(cairo)
        }
    }

    /// Draws `layer` placed by its geometry in Cairo's user space now (a view layer's mask,
    /// R41.5).
    func drawPlaced(_ layer: CALayer) { draw(layer, in: .identity) }

    // MARK: - The tree

    private func drawChildren(of model: CALayer, presented: CALayer) {
        guard let sublayers = model.sublayerStorage, !sublayers.isEmpty else { return }
        let space = presented.sublayerSpace
        // A view whose layer is a transform layer draws its sublayers back to front (R27.29).
        let ordered = presented is CATransformLayer
            ? CALayer.depthOrder(sublayers, in: space) { $0.presentationForRendering(delayedBy: delay, clock: clock) }
            : CALayer.drawingOrder(sublayers)
        for index in 0..<max(1, presented.replicationCount) {
            let tint = presented.replicationTint(index)
            guard tint.alpha > 0 else { continue }
            let copySpace = index == 0 ? space : CATransform3DConcat(space, presented.replicationTransform(index))
            let painter = LayerTreePainter(cairo: cairo, context: context, delay: delay + presented.replicationDelay(index),
                                           heldBackFills: heldBackFills, clock: clock)
            let tinted = tint != .untinted
            if tinted { cairo_push_group(cairo) }
            for child in ordered { painter.draw(child, in: copySpace) }
            if tinted {
                let copy = cairo_pop_group(cairo)!
                if tint.changesColour { ReplicaTint.multiplyColour(of: copy, by: tint) }
                cairo_set_source(cairo, copy)
                cairo_paint_with_alpha(cairo, Double(tint.alpha))
                cairo_pattern_destroy(copy)
            }
        }
    }

    /// Draws `model` placed in its superlayer, whose bounds coordinates are Cairo's user space;
    /// `parentSpace` is what the superlayer applies to all its sublayers.
    private func draw(_ model: CALayer, in parentSpace: CATransform3D) {
        let layer = model.presentationForRendering(delayedBy: delay, clock: clock)
        guard !layer.isHidden, layer.opacity > 0 else { return }
        if layer is CATransformLayer { return drawTransformLayer(model, presented: layer, in: parentSpace) }
        let bounds = layer.bounds
        guard bounds.hasFiniteEdges,
              let map = LayerPlane.flatten(CATransform3DConcat(layer.placementTransform, parentSpace), over: bounds) else { return }
        // A layer turned away (its placement mirrored) shows no back when single-sided (R27.28).
        if !layer.isDoubleSided, map.a * map.d - map.b * map.c < 0 { return }
        let cr = cairo
        cairo_save(cr)
        var matrix = cairo_matrix_t(xx: Double(map.a), yx: Double(map.b), xy: Double(map.c), yy: Double(map.d),
                                    x0: Double(map.tx), y0: Double(map.ty))
        cairo_transform(cr, &matrix)
        // A layer that draws only an arc stroke may hold it back with the fills; anything else
        // is drawn after them.
        let holdsBack = heldBackFills != nil && Self.drawsOnlyAnArcStroke(model, presented: layer)
        if holdsBack { context.heldBackFills = heldBackFills } else { heldBackFills?.flush() }
        drawInPlace(model, presented: layer)
        if holdsBack { context.heldBackFills = nil }
        cairo_restore(cr)
    }

    /// A transform layer (R27.29): nothing of its own; its sublayers placed in 3-D through it,
    /// back to front, each with its opacity on its own.
    private func drawTransformLayer(_ model: CALayer, presented layer: CALayer, in parentSpace: CATransform3D) {
        guard let sublayers = model.sublayerStorage, !sublayers.isEmpty else { return }
        let space = layer.transformLayerSpace(in: parentSpace)
        let opacity = Double(min(layer.opacity, 1))
        for child in CALayer.depthOrder(sublayers, in: space, presented: { $0.presentationForRendering(delayedBy: delay, clock: clock) }) {
            if opacity < 1 { cairo_push_group(cairo) }
            draw(child, in: space)
            if opacity < 1 {
                cairo_pop_group_to_source(cairo)
                cairo_paint_with_alpha(cairo, opacity)
            }
        }
    }

    /// Whether all `model` draws is its shape layer's stroke of a circular arc, which the arc
    /// rasterizer may hold back with the pass's fills (R27.13, R27.16): XUIKit's own
    /// `CAShapeLayer` (an app's subclass may draw more), no delegate, sublayers, contents,
    /// background, shadow, border, clip, mask, group opacity or fill, no dashes or square caps.
    private static func drawsOnlyAnArcStroke(_ model: CALayer, presented layer: CALayer) -> Bool {
        guard ObjectIdentifier(type(of: layer)) == ObjectIdentifier(CAShapeLayer.self) else { return false }
        let shape = unsafeDowncast(layer, to: CAShapeLayer.self)
        guard shape.fillColor == nil, layer.opacity >= 1, !layer.masksToBounds, shape.lineCap != .square,
              model.sublayerStorage?.isEmpty ?? true, layer.contents == nil, layer.mask == nil,
              (layer.backgroundColor?.alpha ?? 0) == 0, !layer.hasShadow, !layer.hasBorder,
              shape.dashLengths.isEmpty, shape.pathArc != nil else { return false }
        // Last: the delegate is a weak reference, the dearest to read (and read only when one
        // was ever set; the class is XUIKit's own, whose `delegate` is the stored one).
        return !model.hasHadDelegate || model.delegate == nil
    }

    /// Draws a layer in its own bounds coordinates (Cairo's user space now), with its mask and
    /// opacity: what `CALayer.render(in:)` draws for a standalone layer.
    func drawInPlace(_ model: CALayer, presented layer: CALayer) {
        guard !layer.isHidden, layer.opacity > 0 else { return }
        let cr = cairo
        let bounds = layer.bounds
        let opacity = CGFloat(min(layer.opacity, 1))
        let grouped = opacity < 1 || layer.mask != nil
        if grouped { cairo_push_group(cr) }
        drawBody(model, presented: layer, bounds: bounds)
        if grouped {
            let content = cairo_pop_group(cr)!
            if let mask = layer.mask {
                cairo_push_group(cr)
                draw(mask, in: .identity)
                let alpha = cairo_pop_group(cr)!
                if opacity < 1 { cairo_push_group(cr) }
                cairo_set_source(cr, content)
                cairo_mask(cr, alpha)
                if opacity < 1 {
                    cairo_pop_group_to_source(cr)
                    cairo_paint_with_alpha(cr, Double(opacity))
                }
                cairo_pattern_destroy(alpha)
            } else {
                cairo_set_source(cr, content)
                cairo_paint_with_alpha(cr, Double(opacity))
            }
            cairo_pattern_destroy(content)
        }
    }

    /// Everything one layer draws, in its bounds coordinates (R27.4).
    private func drawBody(_ model: CALayer, presented layer: CALayer, bounds: CGRect) {
        let cr = cairo
        // A layer that masks to its bounds clips its own shadow away, as in Core Animation.
        if layer.hasShadow, !layer.masksToBounds {
            LayerPainter.drawShadow(of: layer, cairo: cr, origin: .zero, bounds: bounds)
        }
        // The save bounds the masksToBounds clip; without the shortcuts, every layer saves. (The
        // caller saves around the whole layer, so the background's source set here goes no further.)
        let shortcuts = RenderShortcuts.enabled
        let saves = !shortcuts || layer.masksToBounds
        if saves { cairo_save(cr) }
        if layer.masksToBounds {
            LayerPainter.addShape(of: layer, cairo: cr, rect: bounds)
            cairo_clip(cr)
        }
        if let background = layer.backgroundColor, background.alpha > 0 {
            context.setSource(background)
            LayerPainter.addShape(of: layer, cairo: cr, rect: bounds)
            cairo_fill(cr)
        }
        drawContents(of: layer, bounds: bounds)
        // `draw(in:)` draws nothing for XUIKit's own classes without a delegate: no state to guard.
        if !shortcuts || !Self.drawsNothingInDraw(model) || (model.hasHadDelegate && model.delegate != nil) {
            cairo_save(cr)
            model.draw(in: context)
            cairo_restore(cr)
        }
        // A shape layer saves and restores its own state (CAShapeLayer.drawShape).
        if !shortcuts || !(layer is CAShapeLayer) {
            cairo_save(cr)
            layer.drawLayerContent(in: context)
            cairo_restore(cr)
        } else {
            layer.drawLayerContent(in: context)
        }
        drawChildren(of: model, presented: layer)
        if saves { cairo_restore(cr) }
        if layer.hasBorder { LayerPainter.drawBorder(of: layer, cairo: cr, rect: bounds) }
    }

    /// Whether `layer`'s class is one of XUIKit's whose `draw(in:)` is the default (the delegate's
    /// drawing only): an app's subclass may override it.
    private static func drawsNothingInDraw(_ layer: CALayer) -> Bool {
        let type = ObjectIdentifier(Swift.type(of: layer))
        return type == ObjectIdentifier(CAShapeLayer.self) || type == ObjectIdentifier(CALayer.self)
    }

    /// The layer's `contents` image, placed by its gravity, scale and rect (R27.6), clipped to
    /// the bounds.
    private func drawContents(of layer: CALayer, bounds: CGRect) {
        guard let image = layer.contents as? CGImage,
              let placement = LayerContentsPlacement(layer: layer, image: image) else { return }
        let cr = cairo
        let source = placement.source, frame = placement.frame
        cairo_save(cr)
        cairo_rectangle(cr, Double(bounds.minX), Double(bounds.minY), Double(bounds.width), Double(bounds.height))
        cairo_clip(cr)
        if layer.contentsCenter != CGRect(x: 0, y: 0, width: 1, height: 1) {
            drawNinePart(image, source: source, frame: frame, center: layer.contentsCenter, scale: layer.contentsScale)
            cairo_restore(cr)
            return
        }
        cairo_rectangle(cr, Double(frame.minX), Double(frame.minY), Double(frame.width), Double(frame.height))
        cairo_clip(cr)
        cairo_translate(cr, Double(frame.minX), Double(frame.minY))
        cairo_scale(cr, Double(frame.width / source.width), Double(frame.height / source.height))
        cairo_translate(cr, -Double(source.minX), -Double(source.minY))
        cairo_set_source_surface(cr, image.surface, 0, 0)
        cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
        // User space is the image's pixels now: one spanning more than a device pixel is magnified (R27.28).
        let filter = layer.contentsInterpolation(magnified: context.deviceScale > 1)
        cairo_pattern_set_filter(cairo_get_source(cr), filter.cairoFilter)
        cairo_paint(cr)
        cairo_restore(cr)
    }
}

/// Where a layer's `contents` image goes (R27.6): the part `contentsRect` picks (in the image's
/// pixels) and the rectangle of the bounds it fills.
struct LayerContentsPlacement: Equatable {
    /// The part of the image shown, in pixels.
    let source: CGRect
    /// Where it is drawn, in the layer's bounds coordinates.
    let frame: CGRect

    @MainActor init?(layer: CALayer, image: CGImage) {
        self.init(gravity: layer.contentsGravity, contentsRect: layer.contentsRect, contentsScale: layer.contentsScale,
                  pixelSize: CGSize(width: image.width, height: image.height), bounds: layer.bounds)
    }

    /// Nil when nothing would be drawn (an empty part or bounds).
    init?(gravity: CALayerContentsGravity, contentsRect unit: CGRect, contentsScale: CGFloat, pixelSize: CGSize, bounds: CGRect) {
        let source = CGRect(x: unit.minX * pixelSize.width, y: unit.minY * pixelSize.height,
                            width: unit.width * pixelSize.width, height: unit.height * pixelSize.height)
        guard source.hasFiniteEdges, source.width > 0, source.height > 0, bounds.width > 0, bounds.height > 0 else { return nil }
        let scale = contentsScale > 0 && contentsScale.isFinite ? contentsScale : 1
        let natural = CGSize(width: source.width / scale, height: source.height / scale)
        let size: CGSize
        switch gravity {
        case .resize: size = bounds.size
        case .resizeAspect, .resizeAspectFill:
            let sx = bounds.width / natural.width, sy = bounds.height / natural.height
            let s = gravity == .resizeAspect ? min(sx, sy) : max(sx, sy)
            size = CGSize(width: natural.width * s, height: natural.height * s)
        default: size = natural
        }
        // R27.6: on iOS the vertical gravity names are those of an upward y axis
        // (contentsAreFlipped): `top` aligns with the bottom edge, `bottom` with the top.
        let name = gravity.rawValue.lowercased()
        let x: CGFloat = name.hasSuffix("left") ? bounds.minX
            : name.hasSuffix("right") ? bounds.maxX - size.width : bounds.midX - size.width / 2
        let y: CGFloat = name.hasPrefix("top") ? bounds.maxY - size.height
            : name.hasPrefix("bottom") ? bounds.minY : bounds.midY - size.height / 2
        self.source = source
        self.frame = CGRect(x: x, y: y, width: size.width, height: size.height)
    }
}
