import CCairo
import Foundation

// Transparency layers (R41.7): what is drawn between `beginTransparencyLayer` and
// `endTransparencyLayer` is composited as one picture, with the alpha and shadow in force at
// the start applied once to the whole (inside, alpha is 1 and there is no shadow).
extension CGContext {
    /// Starts a transparency layer: later drawing goes into an offscreen picture, with alpha 1
    /// and no shadow, until `endTransparencyLayer()`. `auxiliaryInfo` is accepted and unused,
    /// as Core Graphics documents.
    public func beginTransparencyLayer(auxiliaryInfo: [String: Any]?) {
        transparencyLayers.append((shadow, currentAlpha))
        shadow = nil
        setAlpha(1)
        cairo_save(cairo)
        cairo_push_group(cairo)
    }

    /// Starts a transparency layer clipped to `rect`.
    public func beginTransparencyLayer(in rect: CGRect, auxiliaryInfo: [String: Any]?) {
        beginTransparencyLayer(auxiliaryInfo: auxiliaryInfo)
        cairo_rectangle(cairo, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
        cairo_clip(cairo)
    }

    /// Ends the innermost transparency layer: its picture is drawn with the alpha and shadow
    /// that were in force when it began. Without one it is one diagnostic line and nothing.
    public func endTransparencyLayer() {
        guard let (savedShadow, savedAlpha) = transparencyLayers.popLast() else {
            Diagnostics.reportFromAnyThread("CGContext.endTransparencyLayer(): no transparency layer began; ignored")
            return
        }
        guard let group = cairo_pop_group(cairo) else { return }
        defer { cairo_pattern_destroy(group) }
        cairo_restore(cairo)
        shadow = savedShadow
        setAlpha(savedAlpha)
        drawingWithShadow {
            cairo_set_source(cairo, group)
            cairo_paint_with_alpha(cairo, Double(savedAlpha))
        }
    }
}
