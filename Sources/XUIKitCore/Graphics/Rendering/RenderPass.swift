import CCairo
import Foundation

/// One repaint of a dirty rectangle of a view tree, in two walks.
///
/// 1. Front to back (`cull`): skip what is hidden, fully transparent or outside the dirty
///    rectangle (a subtree by its cached extent, which counts subviews sticking out of an
///    unclipped view and shadows); number the rest in painting order; let every opaque view
///    claim the tiles it covers in the `OcclusionGrid`; skip whole subtrees that views in front
///    already cover.
/// 2. Back to front (`paint`): paint what the first walk kept, leaving out the parts of each view
///    that opaque views painted later cover. Opacity needs an offscreen group only where content
///    can overlap (a view with subviews, custom drawing or a border), and that group is only as
///    large as the view's visible extent; a plain view paints its background with the alpha.
///    Background rectangles on whole pixels go straight to the surface's pixels (`PixelTarget`),
///    held back and run tile by tile (`FillBatch`) until something else draws. Above a view's
///    subviews come, in order, its overlay (`UIView.drawOverlay`: a scroll view's indicators),
///    its layer's border and a cross-dissolve under way.
///
/// The commonest view, a plain `UIView` with no subviews, no layer and no animation, takes a
/// short way through both walks (`cullPlainLeaf`, `paintPlainLeaf`): its values read straight
/// from storage (`RenderedViewValues`), one look at the grid for "covered?" and "what is free?".
/// A label paints the pixels it kept of its last `draw(_:)` while they hold (`KeptDrawing`, R27.17).
///
/// Every skip is exact: the pixels are those of painting everything, back to front.
/// Coordinates are surface points (the surface's device scale maps them to pixels); while a view
/// is culled and painted, its trait collection is `UITraitCollection.current`, so dynamic colours
/// resolve for it (R15.4). Geometry, alpha, colours and corner radii are the presented values
/// (what animations show now, Animation/). The fast paths above assume a tree placed by
/// translations: a view with a transform and its whole subtree go the general way instead
/// (RenderPass+Transformed.swift): culled only by the bounding box of their transformed extent,
/// painted through Cairo's matrix, covering no tiles. So does a view under a movement
/// transition (`.push`, `.moveIn`, `.reveal`: RenderPass+Transition.swift), whose content moves.
///
/// A window's frame runs one pass per dirty rectangle (`WindowRenderer`); snapshots and
/// transitions run one over a picture of their own. What every pass shares (the grid's storage,
/// the pass counter, the fill batch) is the application's (`RenderResources`).
@MainActor
struct RenderPass {
    let cairo: OpaquePointer
    let context: CGContext
    /// The application's stack behind `UIGraphicsGetCurrentContext()`, looked up once per pass.
    let contexts: GraphicsContextStack
    private let pixels: PixelTarget?
    let number: UInt32
    /// What the pass paints, in surface points: nothing outside it changes.
    let area: CGRect
    var nextOrder = Int32.max
    /// The pass's own copy of the shared grid (a stored property, so reading it costs no
    /// exclusivity check); handed back at the end.
    var grid: OcclusionGrid
    /// The style whose collection is current now, and the screen's collections for the light and
    /// dark styles, looked up once per pass.
    private let installed: InstalledStyle

    /// A class, so the walks reach it without copying the pass.
    private final class InstalledStyle {
        /// The style whose collection is current now, nil when unknown (a view's `draw(_:)` may
        /// have changed it): most views share their superview's, so most switches are skipped.
        var style: UIUserInterfaceStyle?
        let light: UITraitCollection
        let dark: UITraitCollection

        init(light: UITraitCollection, dark: UITraitCollection) {
            self.light = light
            self.dark = dark
        }

        /// Makes the screen's collection for `style` current, unless it already is.
        func install(_ style: UIUserInterfaceStyle) {
            guard self.style != style else { return }
            _ = UITraitCollection.exchangeCurrent(style == .dark ? dark : light)
            self.style = style
        }
    }

    /// Paints `root` and its subtree into `context`'s target within `dirty`, both in surface
    /// pixels; `origin` is where the root's superview's coordinate origin falls on the surface.
    /// The context's transformation must be a translation (it is reset while painting).
    static func render(_ root: UIView, into context: CGContext, origin: CGPoint, dirty: CGRect) {
        let cr = context.cairo
        let target = cairo_get_group_target(cr)!
        var scaleX = 1.0, scaleY = 1.0
        cairo_surface_get_device_scale(target, &scaleX, &scaleY)
        let isImage = cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE
        // In points: the pixel size divided by the device scale.
        let width = isImage ? Int((Double(cairo_image_surface_get_width(target)) / scaleX).rounded(.up)) : 0
        let height = isImage ? Int((Double(cairo_image_surface_get_height(target)) / scaleY).rounded(.up)) : 0
        guard width > 0, height > 0 else { return }
        let area = dirty.intersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !area.isNull, !area.isEmpty else { return }
        let app = UIApplication.shared
        let resources = app.renderResources
        let number = resources.nextPassNumber()
        resources.grid.reset(width: width, height: height, area: area)
        cairo_save(cr)
        cairo_identity_matrix(cr)
        let screen = UIScreen.main, scale = root.window?.windowScale
        var pass = RenderPass(cairo: cr, context: context, contexts: app.graphicsContexts,
                              pixels: PixelTarget(cairo: cr, batch: resources.fillBatch), number: number, area: area,
                              grid: resources.grid,
                              installed: InstalledStyle(light: screen.traitCollection(style: .light, scale: scale),
                                                        dark: screen.traitCollection(style: .dark, scale: scale)))
        // The pass holds the only reference to the grid's storage while it runs (no copy on write).
        resources.grid = OcclusionGrid()
        let savedTraits = UITraitCollection.exchangeCurrent(nil)
        pass.installed.style = nil
        pass.cull(root, origin: origin, clip: area, translucent: false, style: root.superview?.inheritedInterfaceStyle ?? SystemAppearance.style)
        // R19.10: what no view covers shows black, as in an empty UIKit window (whose
        // backgroundColor is nil); where opaque views cover every pixel of a tile, it would only
        // be painted over.
        if root is UIWindow { pass.clear(area) }
        pass.paint(root, origin: origin, clip: area, direct: pass.pixels != nil)
        _ = UITraitCollection.exchangeCurrent(savedTraits)
        pass.pixels?.finish()
        resources.grid = pass.grid
        cairo_restore(cr)
    }

    /// Paints `area` black, except the tiles opaque views cover (R19.10).
    private func clear(_ area: CGRect) {
        let color = UIColor.black
        if let pixels, pixels.isWholePixels(area) {
            let pixel = PixelTarget.pixel(color, alpha: 1)
            grid.forEachUncoveredRect(in: area, above: 0) { pixels.fill($0, pixel: pixel) }
            return
        }
        flushFills()
        cairo_save(cairo)
        cairo_rectangle(cairo, Double(area.minX), Double(area.minY), Double(area.width), Double(area.height))
        cairo_clip(cairo)
        let rgba = color.rgba
        cairo_set_source_rgb(cairo, Double(rgba.red), Double(rgba.green), Double(rgba.blue))
        cairo_paint(cairo)
        cairo_restore(cairo)
    }

    // MARK: - Front to back

    /// The interface style a view draws in: its own override, else its view controller's, else
    /// the one inherited from above.
    static func style(of view: UIView, inherited: UIUserInterfaceStyle) -> UIUserInterfaceStyle {
        if view.traitState.overrideStyle != .unspecified { return view.traitState.overrideStyle }
        if view.hasHadViewController, let controllerStyle = view.owningViewController?.traitState.overrideStyle,
           controllerStyle != .unspecified { return controllerStyle }
        return inherited
    }

    /// Makes the screen's collection for `style` current, unless it already is.
    func install(_ style: UIUserInterfaceStyle) { installed.install(style) }

    /// `style`: the interface style inherited from above the view.
    private mutating func cull(_ view: UIView, origin: CGPoint, clip: CGRect, translucent: Bool, style inherited: UIUserInterfaceStyle) {
        let values = RenderedViewValues.of(view)
        let alpha = values.alpha
        guard !view.isHiddenStorage, alpha > 0 else { return }
        let style = Self.style(of: view, inherited: inherited)
        view.renderCache.interfaceStyle = style
        installed.install(style)
        let frame = values.frame.offsetBy(dx: origin.x, dy: origin.y)
        let unclipped = values.visualExtent(of: view).offsetBy(dx: origin.x, dy: origin.y)
        // Non-finite geometry draws nothing (and CGRect.intersection traps on NaN).
        guard frame.hasFiniteEdges, unclipped.hasFiniteEdges, view.boundsStorage.hasFiniteEdges else { return }
        let extent = unclipped.clipped(to: clip)
        guard !extent.isNull, !extent.isEmpty else { return }
        if values.isModel, !values.isGeneral, view.layerStorage == nil, view.subviews.isEmpty, values.bounds.origin == .zero,
           ObjectIdentifier(type(of: view)) == ObjectIdentifier(UIView.self) {
            cullPlainLeaf(view, values: values, content: extent, translucent: translucent)
            return
        }
        // Everything the subtree could paint lies under opaque views in front of it.
        if grid.isCovered(extent, above: 0) { return }
        if values.isGeneral {
            numberTransformedSubtree(view, style: style)
            return
        }
        view.renderCache.passNumber = number
        let bounds = values.bounds
        let inner = CGPoint(x: frame.minX - bounds.origin.x, y: frame.minY - bounds.origin.y)
        let childClip = view.clipsToBoundsStorage ? clip.clipped(to: frame) : clip
        let childTranslucent = translucent || alpha < 1
        if !childClip.isNull, !childClip.isEmpty {
            forEachUnretained(view.subviews, reversed: true) {
                cull($0, origin: inner, clip: childClip, translucent: childTranslucent, style: style)
            }
        }
        // Numbered after its subviews: they are painted after it, so they get larger numbers.
        let order = nextOrder
        nextOrder -= 1
        view.renderCache.paintOrder = order
        installed.install(style)
        // What is free now is what views in front leave of it: kept for painting a plain view.
        let content = frame.clipped(to: clip)
        view.renderCache.uncovered = Self.isPlain(view) ? grid.keepUncovered(content) : nil
        if !childTranslucent, Self.coversFrame(view, values: values) {
            grid.cover(content, within: area, order: order)
        }
    }

    /// A view of class `UIView` itself with no layer decoration: all it paints is its background.
    private static func isPlain(_ view: UIView) -> Bool {
        guard ObjectIdentifier(type(of: view)) == ObjectIdentifier(UIView.self) else { return false }
        guard let layer = view.layerStorage else { return true }
        return !layer.isDecorated && !layer.hasTreeContent
    }

    /// A view of class `UIView` or `UIWindow` (neither draws in `draw(_:)`) whose layer is not
    /// decorated and draws no content of its own: all it paints below its sublayers is its
    /// background.
    private static func paintsOnlyBackground(_ view: UIView) -> Bool {
        let type = ObjectIdentifier(Swift.type(of: view))
        guard type == ObjectIdentifier(UIView.self) || type == ObjectIdentifier(UIWindow.self) else { return false }
        guard let layer = view.layerStorage else { return true }
        return !layer.isDecorated && !layer.drawsOwnContent
    }

    /// A button of class `UIButton` with nothing to paint below its subviews now: no background,
    /// no content of its layer's own, and nothing its `draw(_:)` would draw (R27.20).
    private static func drawsNothing(_ view: UIView) -> Bool {
        guard ObjectIdentifier(type(of: view)) == ObjectIdentifier(UIButton.self) else { return false }
        if let background = view.presentedBackgroundColor, background.alpha > 0 { return false }
        if let layer = view.layerStorage, layer.drawsOwnContent { return false }
        return unsafeDowncast(view, to: UIButton.self).drawsNothingNow
    }

    /// Whether the view paints every pixel of its frame opaquely: `isOpaque`, a background with
    /// alpha 1, no alpha of its own and square corners.
    private static func coversFrame(_ view: UIView, values: RenderedViewValues) -> Bool {
        guard view.isOpaqueStorage, values.alpha >= 1, let background = values.backgroundColor(of: view),
              background.alpha >= 1 else { return false }
        return (values.isModel ? view.layerStorage?.cornerRadius ?? 0 : view.presentedCornerRadius) <= 0
    }

    // MARK: - Back to front

    /// `direct`: fills may go straight to the surface's pixels (no group pushed, and the clip is
    /// exactly `clip`, a rectangle).
    private func paint(_ view: UIView, origin: CGPoint, clip: CGRect, direct: Bool) {
        guard view.renderCache.passNumber == number else { return }
        if view.renderCache.plainLeafPass == number {
            paintPlainLeaf(view, origin: origin, clip: clip, direct: direct)
            return
        }
        let values = RenderedViewValues.of(view)
        if values.isGeneral {
            paintTransformed(view, origin: origin, clip: clip)
            return
        }
        let cr = cairo
        let viewStyle = view.renderCache.interfaceStyle
        install(viewStyle)
        let frame = values.frame.offsetBy(dx: origin.x, dy: origin.y)
        let order = view.renderCache.paintOrder
        let bounds = values.bounds
        let alpha = values.alpha
        let inner = CGPoint(x: frame.minX - bounds.origin.x, y: frame.minY - bounds.origin.y)
        let layer = view.layerStorage
        let plain = Self.isPlain(view)
        let subviews = view.subviews
        // (Loops, not `contains`: see `anySubview(of:inPass:)`.)
        let paintsSubviews = Self.anySubview(of: subviews, inPass: number)
        // A plain view with nothing on it is one fill: it takes the alpha directly. Decided by
        // the tree, not by what this pass culls, so every redraw of a pixel rounds alike.
        let grouped = alpha < 1 && !(plain && !Self.anySubviewShown(subviews))
        if grouped {
            let bounded = values.visualExtent(of: view).offsetBy(dx: origin.x, dy: origin.y).intersection(clip)
            let groupRect = CGRect(x: bounded.minX.rounded(.down), y: bounded.minY.rounded(.down),
                                   width: bounded.maxX.rounded(.up) - bounded.minX.rounded(.down),
                                   height: bounded.maxY.rounded(.up) - bounded.minY.rounded(.down))
            flushFills()
            cairo_save(cr)
            cairo_rectangle(cr, Double(groupRect.minX), Double(groupRect.minY), Double(groupRect.width), Double(groupRect.height))
            cairo_clip(cr)
            cairo_push_group(cr)
        }
        let direct = direct && !grouped

        if let layer, layer.hasShadow, let shadow = layer.shadowExtent(in: bounds) {
            let area = shadow.offsetBy(dx: inner.x, dy: inner.y).intersection(clip)
            if !area.isNull, !area.isEmpty, !grid.isCovered(area, above: order) {
                flushFills()
                LayerPainter.drawShadow(of: layer, cairo: cr, origin: inner, bounds: bounds)
            }
        }
        let contentArea = frame.clipped(to: clip)
        if !contentArea.isNull, !contentArea.isEmpty {
            if plain {
                // The fill leaves out what is covered by itself.
                if let background = values.backgroundColor(of: view), background.alpha > 0 {
                    fill(frame, area: contentArea, color: background, alpha: grouped ? 1 : alpha, order: order,
                         uncovered: view.renderCache.uncovered, direct: direct)
                }
            } else if Self.paintsOnlyBackground(view) {
                // Plain but for its sublayers: the background is held back with the fills, and so
                // may the sublayers' arc strokes be, to run tile by tile together (R27.16).
                if let background = view.presentedBackgroundColor, background.alpha > 0 {
                    fill(frame, area: contentArea, color: background, alpha: grouped ? 1 : alpha, order: order,
                         uncovered: nil, direct: direct)
                }
            } else if !grid.isCovered(contentArea, above: order), !Self.drawsNothing(view),   // R27.20
                      !(direct && paintKeptDirectly(view, origin: inner, clip: clip)) {   // R27.20
                flushFills()
                drawContent(of: view, origin: inner, clip: clip)
            }
        }
        if let layer, layer.sublayerStorage != nil { drawLayerTree(of: layer, view: view, origin: inner, clip: clip) }

        let childClip = view.clipsToBoundsStorage ? clip.clipped(to: frame) : clip
        if paintsSubviews, !childClip.isNull, !childClip.isEmpty {
            var childDirect = direct
            if view.clipsToBoundsStorage {
                cairo_save(cr)
                if let layer, layer.renderedCornerRadius > 0 {
                    LayerPainter.addShape(of: layer, cairo: cr, rect: frame)
                    childDirect = false
                } else {
                    cairo_rectangle(cr, Double(frame.minX), Double(frame.minY), Double(frame.width), Double(frame.height))
                }
                cairo_clip(cr)
            }
            forEachUnretained(subviews) { paint($0, origin: inner, clip: childClip, direct: childDirect) }
            if view.clipsToBoundsStorage { cairo_restore(cr) }
            install(viewStyle)
        }

        // The view's overlay (a scroll view's indicators), above its subviews.
        if !plain, !contentArea.isNull, !contentArea.isEmpty, view.drawsOverlay {
            flushFills()
            view.drawOverlay(in: context, origin: inner, clip: contentArea)
        }
        // Core Animation draws the border above the content and the sublayers.
        if let layer, layer.hasBorder, !contentArea.isNull, !contentArea.isEmpty {
            flushFills()
            LayerPainter.drawBorder(of: layer, cairo: cr, rect: frame)
        }
        // A cross-dissolve under way: the old picture fades out over the new content.
        if let transition = view.presentedTransition, transition.opacity > 0, !contentArea.isNull, !contentArea.isEmpty {
            flushFills()
            cairo_save(cr)
            cairo_rectangle(cr, Double(contentArea.minX), Double(contentArea.minY), Double(contentArea.width), Double(contentArea.height))
            cairo_clip(cr)
            Self.setSource(cr, picture: transition.snapshot, at: frame.origin)
            cairo_paint_with_alpha(cr, Double(min(1, transition.opacity)))
            cairo_restore(cr)
        }
        if grouped {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, Double(alpha))
            cairo_restore(cr)
        }
    }

    /// Whether the pass culled in one of `subviews` to paint. A loop rather than `contains`: a
    /// closure made in main-actor code is isolated, and each call from the standard library
    /// (built in Swift 5 mode) checks which executor it runs on.
    private static func anySubview(of subviews: [UIView], inPass number: UInt32) -> Bool {
        for subview in subviews where subview.renderCache.passNumber == number { return true }
        return false
    }

    /// Whether one of `subviews` is not hidden (a loop, as `anySubview(of:inPass:)`).
    private static func anySubviewShown(_ subviews: [UIView]) -> Bool {
        for subview in subviews where !subview.isHiddenStorage { return true }
        return false
    }

    /// Runs the background fills held back so far (`FillBatch`): every Cairo drawing call on the
    /// surface comes after this, so it lands above them as painting order says.
    func flushFills() { pixels?.flush() }

    /// The held-back fills, for the layer painter (R27.16).
    var heldBackFills: PixelTarget? { pixels }

    /// A plain view's background: straight into the pixels, around what opaque views in front
    /// cover, when it lies on whole pixels; through Cairo otherwise.
    /// `uncovered`: the view's free tiles kept by the first walk, if it kept them.
    func fill(_ frame: CGRect, area: CGRect, color: UIColor, alpha: CGFloat, order: Int32,
                      uncovered: UncoveredTiles?, direct: Bool) {
        if direct, let pixels, pixels.isWholePixels(area) {
            let pixel = PixelTarget.pixel(color, alpha: alpha)
            if let uncovered {
                grid.forEachUncoveredRect(in: area, kept: uncovered) { pixels.fill($0, pixel: pixel) }
            } else {
                grid.forEachUncoveredRect(in: area, above: order) { pixels.fill($0, pixel: pixel) }
            }
            return
        }
        if grid.isCovered(area, above: order) { return }
        flushFills()
        let cr = cairo
        cairo_save(cr)
        cairo_rectangle(cr, Double(frame.minX), Double(frame.minY), Double(frame.width), Double(frame.height))
        cairo_clip(cr)
        let rgba = color.rgba
        cairo_set_source_rgba(cr, Double(rgba.red), Double(rgba.green), Double(rgba.blue), Double(rgba.alpha * alpha))
        cairo_rectangle(cr, Double(frame.minX), Double(frame.minY), Double(frame.width), Double(frame.height))
        cairo_fill(cr)
        cairo_restore(cr)
    }

    /// A view's background (rounded by its layer) and `draw(_:)`, in the view's coordinates,
    /// clipped to its bounds (to its rounded bounds when it masks to them).
    func drawContent(of view: UIView, origin: CGPoint, clip: CGRect) {
        let cr = cairo
        let bounds = view.presentedBounds
        cairo_save(cr)
        cairo_translate(cr, Double(origin.x), Double(origin.y))
        cairo_rectangle(cr, Double(bounds.minX), Double(bounds.minY), Double(bounds.width), Double(bounds.height))
        cairo_clip(cr)
        let layer = view.layerStorage
        if let background = view.presentedBackgroundColor {
            if let layer, layer.renderedCornerRadius > 0 {
                context.setSource(background)
                LayerPainter.addShape(of: layer, cairo: cr, rect: bounds)
                cairo_fill(cr)
            } else {
                context.setFillColor(background)
                context.fill(bounds)
            }
        }
        if let layer, layer.renderedCornerRadius > 0, view.clipsToBoundsStorage {
            LayerPainter.addShape(of: layer, cairo: cr, rect: bounds)
            cairo_clip(cr)
        }
        if let layer, layer.drawsOwnContent { drawLayerOwnContent(of: layer, bounds: bounds) }
        let visible = clip.offsetBy(dx: -origin.x, dy: -origin.y).intersection(bounds)
        // R27.17: a label paints what it kept of its last drawing while that still holds.
        if !(view.renderCache.keepsDrawing && drawKept(view, bounds: bounds)) {
            contexts.push(context)
            view.draw(visible)
            contexts.pop()
        }
        // `draw(_:)` may have made another collection current.
        installed.style = nil
        cairo_restore(cr)
    }
}
