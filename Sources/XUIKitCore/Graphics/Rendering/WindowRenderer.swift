import CCairo
import Foundation

/// The conductor of one window's frames: it keeps what needs repainting and the window's pixels,
/// and when the window asks for a frame it runs the frame's phases in order, as GTK's frame clock
/// names the phases of its frames (gdk/gdkframeclock.h).
///
/// 1. Dirty region (`takeDirtyAreas`): the rectangles invalidated since the last frame
///    (`setNeedsDisplay`, views moving, the focus moving), clipped to the window, on whole points.
///    Nothing dirty, no frame.
/// 2. Context (`makeContext`): one Cairo context, wrapped in a `CGContext`, on the window's
///    surface; the backend is told first (`PlatformBackend.willDraw`).
/// 3. Render pass (`renderPass`): for each dirty rectangle, clipped to it, the view tree back to
///    front (`RenderPass`): backgrounds, layers' shadows and borders, `draw(_:)`, transitions
///    under way, and what views draw above their subviews (`UIView.drawOverlay`: a scroll
///    view's indicators).
/// 4. Overlays (`drawWindowOverlays`): what lies above every view of the window, in the same
///    rectangle: the window's own overlay, the focus ring (Graphics/Rendering/FocusRingOverlay.swift);
///    the drag images and carets to come belong here. Snapshots of a view leave them out.
/// 5. Show (`show`): the pixels of each dirty rectangle, in device pixels, handed to the
///    backend (`PlatformBackend.showSurface`).
///
/// Layout comes before a frame and ends of appearance transitions after it: `UIWindow.displayIfNeeded`
/// lays out, asks its renderer for a frame, then finishes the transitions once the window is on
/// screen.
///
/// How the pieces fit:
/// - `UIWindow` owns one renderer; `setNeedsDisplay` reaches it through `UIWindow.invalidate(rect:)`.
/// - `RenderPass.swift`: one dirty rectangle of a view tree (also snapshots and transitions).
/// - `RenderResources.swift`: what every pass of the application shares, on the application.
/// - `WindowSurface.swift`: the window's pixels, in memory the backend may provide (`makeSurface`).
/// - `UIView.drawOverlay(in:origin:clip:)` (Views/View/UIView.swift): the overlay hook, which scroll
///   views draw their indicators through and windows their focus ring.
/// - `LayerPainter.swift`, `ShadowMask.swift`: how a layer's corners, border and shadow are drawn.
@MainActor
final class WindowRenderer {
    /// The window's pixels, once it is shown.
    private(set) var surface: WindowSurface?
    private var dirtyRegion = DirtyRegion()
    /// Host views whose layer trees changed since the last frame (R27.12), each once.
    private var layerTreeHosts: [ObjectIdentifier: WeakView] = [:]

    /// Whether some area waits to be repainted.
    var hasDirtyRegion: Bool { !dirtyRegion.isEmpty || !layerTreeHosts.isEmpty }

    // MARK: - Between frames

    /// Adds `rect` (window coordinates) to the area the next frame repaints, clipped to `bounds`.
    func invalidate(_ rect: CGRect, within bounds: CGRect) {
        // Non-finite geometry is not drawn; CGRect.intersection would trap on NaN.
        guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite, rect.height.isFinite else { return }
        let area = rect.intersection(bounds)
        guard !area.isNull, !area.isEmpty else { return }
        dirtyRegion.add(area)
    }

    /// Repaints `host`'s layer tree at the next frame: where it was drawn and where it reaches
    /// then (R27.5), measured once however often it changes before that frame (R27.12).
    func queueLayerTreeRepaint(of host: UIView) {
        let key = ObjectIdentifier(host)
        guard layerTreeHosts[key] == nil else { return }
        LayerWorkCounters.queuedTreeRepaints += 1
        layerTreeHosts[key] = WeakView(view: host)
    }

    /// Adds the areas of the queued layer trees still in `window` to the dirty region.
    private func addLayerTreeAreas(of window: UIWindow) {
        guard !layerTreeHosts.isEmpty else { return }
        let hosts = layerTreeHosts.values.compactMap(\.view)
        layerTreeHosts.removeAll()
        for host in hosts where host.window === window {
            if let area = CALayer.treeRepaintArea(of: host) { invalidate(area, within: window.bounds) }
        }
    }

    /// Makes the surface `size` points at `scale` device pixels a point (R15.5), from the backend
    /// when it provides the memory, unless it already is.
    func sizeSurface(to size: CGSize, scale: CGFloat, windowID: WindowID?, backend: any PlatformBackend) {
        let width = max(1, Int((size.width * scale).rounded(.up))), height = max(1, Int((size.height * scale).rounded(.up)))
        if let surface, surface.width == width, surface.height == height, surface.scale == scale { return }
        // Release the old pixels first: a shared-memory segment is then detached before the next
        // is made.
        surface = nil
        if let windowID {
            surface = backend.makeSurface(windowID, width: width, height: height, scale: scale)
        }
        if surface == nil { surface = WindowSurface(width: width, height: height, scale: scale) }
    }

    /// Lets the pixels go (the native window is gone).
    func releaseSurface() { surface = nil }

    // MARK: - A frame

    /// Runs one frame of `window`: repaints the dirty rectangles and shows them. Returns the
    /// bounding box of what was shown (window coordinates), nil when nothing was.
    func renderFrame(of window: UIWindow, windowID: WindowID) -> CGRect? {
        guard let surface else { return nil }
        addLayerTreeAreas(of: window)
        guard let areas = takeDirtyAreas(within: window.bounds) else { return nil }
        let backend = window.application.backend
        // Window coordinates are bounds coordinates; the surface starts at the bounds' origin.
        let toSurface = CGPoint(x: -window.bounds.minX, y: -window.bounds.minY)
        backend.willDraw(windowID)
        let context = makeContext(on: surface)
        for area in areas {
            let pixels = area.offsetBy(dx: toSurface.x, dy: toSurface.y)
            renderPass(window, area: area, pixels: pixels, toSurface: toSurface, in: context)
            drawWindowOverlays(of: window, origin: toSurface, clip: pixels, in: context)
        }
        finish(context, on: surface)
        show(areas, offsetBy: toSurface, of: surface, windowID: windowID, backend: backend)
        var shown = areas[0]
        for area in areas.dropFirst() { shown = shown.union(area) }
        return shown
    }

    /// Phase 1: the dirty rectangles within `bounds`, taken (the region is empty after); nil when
    /// there are none.
    private func takeDirtyAreas(within bounds: CGRect) -> [CGRect]? {
        guard !dirtyRegion.isEmpty else { return nil }
        let areas = dirtyRegion.take(within: bounds)
        return areas.isEmpty ? nil : areas
    }

    /// Phase 2: a context drawing on `surface`, in surface points.
    private func makeContext(on surface: WindowSurface) -> CGContext {
        CGContext(cairo: cairo_create(surface.surface)!)
    }

    /// Phase 3: the view tree within `area` (window coordinates; `pixels` on the surface).
    private func renderPass(_ window: UIWindow, area: CGRect, pixels: CGRect, toSurface: CGPoint, in context: CGContext) {
        let cr = context.cairo
        cairo_save(cr)
        cairo_rectangle(cr, Double(pixels.minX), Double(pixels.minY), Double(pixels.width), Double(pixels.height))
        cairo_clip(cr)
        // (The render pass paints black what no view covers, as an empty UIKit window shows, R19.10.)
        // The window's superview coordinates are its frame's: its bounds' origin lands on the
        // surface's origin.
        let frameOrigin = window.frameOrigin, bounds = window.bounds
        cairo_translate(cr, Double(toSurface.x - frameOrigin.x + bounds.minX), Double(toSurface.y - frameOrigin.y + bounds.minY))
        window.render(in: context, dirty: area.offsetBy(dx: frameOrigin.x - bounds.minX, dy: frameOrigin.y - bounds.minY))
        cairo_restore(cr)
    }

    /// Phase 4: what lies above every view, within `clip` (surface points); `origin` is where the
    /// window's bounds origin falls on the surface.
    private func drawWindowOverlays(of window: UIWindow, origin: CGPoint, clip: CGRect, in context: CGContext) {
        window.drawOverlay(in: context, origin: origin, clip: clip)
    }

    /// The end of drawing: the context goes and the pixels are complete in memory.
    private func finish(_ context: CGContext, on surface: WindowSurface) {
        cairo_destroy(context.cairo)
        cairo_surface_flush(surface.surface)
    }

    /// Phase 5: each area (window coordinates; `toSurface` moves them onto the surface) handed
    /// to the backend in device pixels.
    private func show(_ areas: [CGRect], offsetBy toSurface: CGPoint, of surface: WindowSurface, windowID: WindowID,
                         backend: any PlatformBackend) {
        for area in areas {
            backend.showSurface(windowID, surface, rect: Self.devicePixels(area.offsetBy(dx: toSurface.x, dy: toSurface.y), scale: surface.scale))
        }
    }

    /// `rect` in points as the whole device pixels covering it.
    static func devicePixels(_ rect: CGRect, scale: CGFloat) -> CGRect {
        guard scale != 1 else { return rect }
        let minX = (rect.minX * scale).rounded(.down), minY = (rect.minY * scale).rounded(.down)
        return CGRect(x: minX, y: minY, width: (rect.maxX * scale).rounded(.up) - minX, height: (rect.maxY * scale).rounded(.up) - minY)
    }
}

/// A view a renderer remembers without keeping it alive.
private struct WeakView {
    weak var view: UIView?
}
