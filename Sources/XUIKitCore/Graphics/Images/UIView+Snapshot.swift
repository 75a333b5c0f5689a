import CCairo
import Foundation

extension UIView {
    /// Draws a picture of the view and its subviews, as they appear on screen, scaled into `rect`
    /// of the current context (a `UIGraphicsImageRenderer`'s, say). With `afterScreenUpdates`,
    /// pending layout runs first. Returns false when there is no current context or nothing to
    /// draw (an empty or non-finite size).
    ///
    /// The picture is taken at the pixel density it lands at in the context (its device scale,
    /// its transform, and `rect`'s size against the view's), so a snapshot into a scale-2
    /// renderer is as sharp as the view on a scale-2 screen (R12.13).
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates: Bool) -> Bool {
        guard let context = UIGraphicsGetCurrentContext(), rect.hasFiniteEdges, hasFiniteGeometry else { return false }
        if afterScreenUpdates { layoutIfNeeded() }
        let size = bounds.size
        guard size.width >= 0.5, size.height >= 0.5, rect.width > 0, rect.height > 0 else { return false }
        var deviceX = 1.0, deviceY = 1.0
        cairo_surface_get_device_scale(cairo_get_target(context.cairo), &deviceX, &deviceY)
        var matrix = cairo_matrix_t()
        cairo_get_matrix(context.cairo, &matrix)
        let fit = max(rect.width / size.width, rect.height / size.height)
        let density = CGFloat(max(deviceX, deviceY) * hypot(matrix.xx, matrix.yx)) * fit
        // The render pass places the view by its frame in its superview's coordinates.
        guard let image = picture(of: CGRect(origin: frame.origin, size: size), scale: max(1, density)) else {
            return false
        }
        image.draw(in: CGRect(origin: rect.origin, size: rect.size), context: context, tint: nil)
        return true
    }
}
