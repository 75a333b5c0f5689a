import Foundation

/// Counts of the layer tree's costly steps, so tests can prove how work grows with the number of
/// layers by counting it rather than timing it (R27.12): presentation copies made, tree extents
/// measured, host views whose tree was queued for a repaint, and arcs stroked directly.
@MainActor
enum LayerWorkCounters {
    /// Presentation copies with animations applied (`CALayer.layerAnimatedCopy()`).
    static var presentationCopies = 0
    /// Presentation copies of an earlier frame brought to a new frame's values instead
    /// (`CALayer.presentationForRendering()`, R27.12).
    static var presentationRefreshes = 0
    /// Measures of a layer's `treeExtent` (each sublayer level counts once).
    static var treeExtentMeasures = 0
    /// Host views queued for a repaint of their layer tree (`WindowRenderer.queueLayerTreeRepaint`).
    static var queuedTreeRepaints = 0
    /// Arcs stroked by `ArcStrokeRasterizer` instead of Cairo's stroker (R27.13).
    static var directArcStrokes = 0
    /// Rounded fills blended straight into the pixels through their kept mask (R27.21).
    static var directRoundedFills = 0

    /// Sets every count to zero.
    static func reset() {
        presentationCopies = 0
        presentationRefreshes = 0
        treeExtentMeasures = 0
        queuedTreeRepaints = 0
        directArcStrokes = 0
        directRoundedFills = 0
    }
}
