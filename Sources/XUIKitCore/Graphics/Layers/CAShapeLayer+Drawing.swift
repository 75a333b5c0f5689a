import Foundation

// How a shape layer draws: the fill first (the whole path, by `fillRule`), then the stroke —
// all of the path, or the part between `strokeStart` and `strokeEnd` of its length (R28.5–R28.8).
extension CAShapeLayer {
    /// Draws the shape into `context`, in the layer's coordinates, leaving the context's state as
    /// it was. The painter calls it through `drawLayerContent(in:)`; benchmarks call it directly.
    @_spi(Testing) public func drawShape(in context: CGContext) {
        guard let path, !path.isEmpty else { return }
        // R27.13: an arc stroked straight into the pixels reads none of the context's state but
        // the stroke colour, given here: tried before the state is saved and set, with the same
        // outcome (the rings benchmark's every ring).
        var triedDirectly = false
        if fillColor == nil, let strokeColor, lineWidth > 0, strokeEnd > strokeStart {
            if dashLengths.isEmpty, lineCap != .square, let arc = pathArc {
                if context.strokeArcDirectly(arc.part(from: strokeStart, to: strokeEnd), lineWidth: lineWidth,
                                             roundCaps: lineCap == .round, color: strokeColor) { return }
                triedDirectly = true
            }
        }
        context.saveGState()
        defer { context.restoreGState() }
        if let fillColor {
            path.build(in: context)
            context.setFillColor(fillColor)
            context.fillPath(using: fillRule == .evenOdd ? .evenOdd : .winding)
        }
        guard let strokeColor, lineWidth > 0, strokeEnd > strokeStart else { return }
        context.setStrokeColor(strokeColor)
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCap.cgLineCap)
        context.setLineJoin(lineJoin.cgLineJoin)
        context.setMiterLimit(miterLimit)
        let dash = dashLengths
        // R27.13: a circular arc with butt or round caps is stroked straight into the pixels.
        if !triedDirectly, dash.isEmpty, lineCap != .square, let arc = pathArc,
           context.strokeArcDirectly(arc.part(from: strokeStart, to: strokeEnd), lineWidth: lineWidth, roundCaps: lineCap == .round) {
            return
        }
        if strokeStart <= 0 && strokeEnd >= 1 {
            context.setLineDash(phase: lineDashPhase, lengths: dash)
            path.build(in: context)
            context.strokePath()
            return
        }
        if measuredPath == nil {
            measuredPath = PathMeasure(path.elements)
            // A presentation copy measures for its model too while their paths are the same.
            if let model = modelLayer as? CAShapeLayer, model.path === path { model.measuredPath = measuredPath }
        }
        guard let runs = measuredPath?.runs(from: strokeStart, to: strokeEnd), !runs.isEmpty else { return }
        if dash.isEmpty {
            context.beginPath()
            for run in runs { context.addPathElements(run.elements) }
            context.strokePath()
            return
        }
        // R28.8: dashes stay where the whole stroke has them; each subpath's pattern starts at the
        // subpath's start, so a run that starts further in starts that far into the pattern.
        for run in runs {
            context.setLineDash(phase: lineDashPhase + run.offset, lengths: dash)
            context.beginPath()
            context.addPathElements(run.elements)
            context.strokePath()
        }
    }

    /// The area the fill and the stroke may paint, in the layer's coordinates (R27.14): the
    /// path's bounding box, grown by how far the stroke reaches from the path (half the line
    /// width, times the miter limit where corners may be mitred, times 1.5 for square caps) and
    /// a pixel for antialiasing; nil for no path. The box is measured once per path.
    var shapeExtent: CGRect? {
        guard let path, !path.isEmpty else { return nil }
        let box: CGRect
        if let measured = pathBoxStorage {
            box = measured
        } else {
            box = path.boundingBox
            pathBoxStorage = box
            if let model = modelLayer as? CAShapeLayer, model.path === path { model.pathBoxStorage = box }
        }
        guard !box.isNull, box.hasFiniteEdges else { return nil }
        var reach: CGFloat = 1
        if strokeColor != nil, lineWidth > 0 {
            // A circular arc has no corners: only its caps reach beyond half the width.
            let corners = lineJoin == .miter && pathArc == nil ? max(miterLimit, 1.5) : 1.5
            reach += lineWidth / 2 * corners
        }
        guard reach.isFinite else { return nil }
        return box.insetBy(dx: -reach, dy: -reach)
    }

    /// The circular arc the path is, found once per path and shared with the model layer.
    var pathArc: CircularArc? {
        if let found = pathArcStorage { return found }
        let found = path?.circularArc
        pathArcStorage = .some(found)
        if let model = modelLayer as? CAShapeLayer, model.path === path { model.pathArcStorage = .some(found) }
        return found
    }

    /// `lineDashPattern` in points; empty for a solid stroke, or a pattern that cannot dash.
    var dashLengths: [CGFloat] {
        guard let lengths = lineDashPattern?.map({ CGFloat($0.doubleValue) }), !lengths.isEmpty,
              lengths.allSatisfy({ $0 >= 0 }), lengths.contains(where: { $0 > 0 }) else { return [] }
        return lengths
    }
}
