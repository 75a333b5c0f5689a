import Foundation

/// Where a layer lies in its superlayer, and the conversions and hit-testing that follow
/// (R27.2, R27.8). One matrix places a layer: its bounds point at the anchor point goes to
/// `position`, turned by `transform` about it and lifted to `zPosition`; the superlayer's
/// `sublayerTransform` acts on that about the superlayer's own anchor point. A 3-D matrix is
/// flattened to the affine map that best fits the four corners of the bounds
/// (`LayerPlane.flatten`), which is what the painter draws, so conversions and hit-tests agree
/// with the pixels.
extension CALayer {
    /// The anchor point in the layer's bounds coordinates.
    var anchorInBounds: CGPoint {
        let b = bounds
        return CGPoint(x: b.minX + anchorPoint.x * b.width, y: b.minY + anchorPoint.y * b.height)
    }

    /// From the layer's bounds coordinates to its superlayer's, without the superlayer's
    /// `sublayerTransform`.
    var placementTransform: CATransform3D {
        let anchor = anchorInBounds, p = position
        // Most layers have no transform: a translation, the numbers the two products give.
        if transform.isIdentity, anchor.x.isFinite, anchor.y.isFinite, p.x.isFinite, p.y.isFinite, zPosition.isFinite {
            return CATransform3DMakeTranslation(p.x - anchor.x, p.y - anchor.y, zPosition)
        }
        let centred = CATransform3DConcat(CATransform3DMakeTranslation(-anchor.x, -anchor.y, 0), transform)
        return CATransform3DConcat(centred, CATransform3DMakeTranslation(p.x, p.y, zPosition))
    }

    /// The `sublayerTransform` about the anchor point, as it acts on the sublayers' placement;
    /// the identity when there is none.
    var sublayerSpace: CATransform3D {
        guard !sublayerTransform.isIdentity else { return .identity }
        return sublayerTransform.about(anchorInBounds)
    }

    /// The affine map from the layer's bounds coordinates to its superlayer's (for a root, to
    /// its view's superview's), as drawn; nil when the layer cannot be drawn (a corner behind
    /// the viewer, or a map that collapses it).
    var drawnPlacement: CGAffineTransform? {
        let parentSpace = superlayerStorage?.sublayerSpace ?? .identity
        return LayerPlane.flatten(CATransform3DConcat(placementTransform, parentSpace), over: bounds)
    }

    // MARK: - Conversion

    /// `point` in the coordinates of the root of the layer's tree: its window's for a tree under
    /// a view in a window, the root layer's otherwise.
    private func pointInRootSpace(_ point: CGPoint) -> CGPoint {
        var p = point
        var layer = self
        while let parent = layer.superlayerStorage {
            if let map = layer.drawnPlacement { p = p.applying(map) }
            layer = parent
        }
        if let view = layer.view { p = view.convert(p, to: nil) }
        return p
    }

    /// The inverse of `pointInRootSpace(_:)`.
    private func pointFromRootSpace(_ point: CGPoint) -> CGPoint {
        var chain: [CALayer] = []
        var layer = self
        while let parent = layer.superlayerStorage { chain.append(layer); layer = parent }
        var p = point
        if let view = layer.view { p = view.convert(p, from: nil) }
        for step in chain.reversed() {
            if let map = step.drawnPlacement { p = p.applying(map.inverted()) }
        }
        return p
    }

    /// `point`, given in `layer`'s coordinates, in this layer's; `layer` nil means the
    /// coordinates of this layer's tree's root (its window's, for a view's tree in a window).
    /// Through every transform on the way, as drawn. Layers in different trees convert through
    /// each tree's root space as if the roots coincided.
    public func convert(_ point: CGPoint, from layer: CALayer?) -> CGPoint {
        pointFromRootSpace(layer?.pointInRootSpace(point) ?? point)
    }

    /// `point`, given in this layer's coordinates, in `layer`'s (nil: its tree's root space).
    public func convert(_ point: CGPoint, to layer: CALayer?) -> CGPoint {
        let root = pointInRootSpace(point)
        return layer?.pointFromRootSpace(root) ?? root
    }

    /// `rect`, given in `layer`'s coordinates, in this layer's: the bounding box of its converted
    /// corners.
    public func convert(_ rect: CGRect, from layer: CALayer?) -> CGRect {
        Self.boundingBox(of: rect) { convert($0, from: layer) }
    }

    /// `rect`, given in this layer's coordinates, in `layer`'s: the bounding box of its converted
    /// corners.
    public func convert(_ rect: CGRect, to layer: CALayer?) -> CGRect {
        Self.boundingBox(of: rect) { convert($0, to: layer) }
    }

    private static func boundingBox(of rect: CGRect, _ map: (CGPoint) -> CGPoint) -> CGRect {
        guard !rect.isNull else { return rect }
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)].map(map)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    // MARK: - Hit-testing

    /// `hitTest(_:)`'s default (CALayer.swift).
    func defaultHitTest(_ point: CGPoint) -> CALayer? {
        guard !isHidden, let map = drawnPlacement else { return nil }
        let local = point.applying(map.inverted())
        let inside = contains(local)
        if masksToBounds, !inside { return nil }
        if let sublayers = sublayerStorage {
            let space = LayerPlane.flatten(sublayerSpace, over: bounds) ?? .identity
            let inner = local.applying(space.inverted())
            for child in Self.drawingOrder(sublayers).reversed() {
                if let hit = child.hitTest(inner) { return hit }
            }
        }
        return inside ? self : nil
    }

    /// Siblings in the order they are drawn: by `zPosition`, equal ones in `sublayers` order.
    static func drawingOrder(_ layers: [CALayer]) -> [CALayer] {
        // A loop, not `contains(where:)`: a main-actor closure passed to the standard library
        // checks its executor on every call, a thousand times a frame for a thousand rings.
        var anyRaised = false
        for layer in layers where layer.zPosition != 0 { anyRaised = true; break }
        guard anyRaised else { return layers }
        return layers.enumerated().sorted { ($0.element.zPosition, $0.offset) < ($1.element.zPosition, $1.offset) }.map(\.element)
    }
}

/// Turning a layer's 3-D placement into what a 2-D renderer draws (R27.3).
enum LayerPlane {
    /// The affine map `matrix` gives the plane z = 0 when it has no perspective on that plane
    /// (then exactly); otherwise the affine map that best fits, in least squares, the four
    /// corners of `bounds` projected through it (exact for any parallelogram image). Nil when a
    /// corner lies behind the viewer (w ≤ 0), or the map is not finite or collapses the plane.
    static func flatten(_ m: CATransform3D, over bounds: CGRect) -> CGAffineTransform? {
        let map: CGAffineTransform
        if m.m14 == 0, m.m24 == 0 {
            guard m.m44 > 0 else { return nil }
            let w = m.m44
            map = CGAffineTransform(a: m.m11 / w, b: m.m12 / w, c: m.m21 / w, d: m.m22 / w, tx: m.m41 / w, ty: m.m42 / w)
        } else {
            guard bounds.width > 0, bounds.height > 0,
                  let p00 = m.project(CGPoint(x: bounds.minX, y: bounds.minY)),
                  let p10 = m.project(CGPoint(x: bounds.maxX, y: bounds.minY)),
                  let p01 = m.project(CGPoint(x: bounds.minX, y: bounds.maxY)),
                  let p11 = m.project(CGPoint(x: bounds.maxX, y: bounds.maxY)) else { return nil }
            // On a rectangle's corners the bilinear part is orthogonal to the affine ones: the
            // least-squares fit averages opposite edges and maps the centre to the corners' mean.
            let a = ((p10.x - p00.x) + (p11.x - p01.x)) / (2 * bounds.width)
            let b = ((p10.y - p00.y) + (p11.y - p01.y)) / (2 * bounds.width)
            let c = ((p01.x - p00.x) + (p11.x - p10.x)) / (2 * bounds.height)
            let d = ((p01.y - p00.y) + (p11.y - p10.y)) / (2 * bounds.height)
            let meanX = (p00.x + p10.x + p01.x + p11.x) / 4, meanY = (p00.y + p10.y + p01.y + p11.y) / 4
            let mid = CGPoint(x: bounds.midX, y: bounds.midY)
            map = CGAffineTransform(a: a, b: b, c: c, d: d, tx: meanX - (a * mid.x + c * mid.y), ty: meanY - (b * mid.x + d * mid.y))
        }
        let det = map.a * map.d - map.b * map.c
        guard det != 0, det.isFinite, map.tx.isFinite, map.ty.isFinite else { return nil }
        return map
    }
}
