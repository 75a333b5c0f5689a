import Foundation

extension UIView {
    /// The view's rectangle in its superview's coordinates. With a transform other than the
    /// identity it is the bounding box of the transformed bounds (R6.11), as in UIKit.
    ///
    /// Setting it with a transform other than the identity (which UIKit leaves undefined) moves
    /// `center` to the rectangle's middle; under a pure scale the bounds size becomes the one
    /// that scales to the rectangle's size, under any other transform the bounds size is kept.
    public var frame: CGRect {
        get {
            let size = boundsStorage.size
            if transformStorage.isIdentity { return CGRect(origin: frameOrigin, size: size) }
            return Self.boundingBox(position: center, anchor: anchorUnit, size: size, transform: transformStorage)
        }
        set {
            let t = transformStorage
            guard !t.isIdentity else { setUntransformedFrame(newValue); return }
            var size = boundsStorage.size
            if t.b == 0, t.c == 0, t.a != 0, t.d != 0 {
                size = CGSize(width: newValue.width / abs(t.a), height: newValue.height / abs(t.d))
            }
            setUntransformedFrame(CGRect(x: newValue.midX - size.width / 2, y: newValue.midY - size.height / 2,
                                         width: size.width, height: size.height))
        }
    }

    /// The bounding box, in the superview, of bounds of `size` whose unit point `anchor` lies at
    /// `position`, transformed by `transform` about that point (R27.15).
    static func boundingBox(position: CGPoint, anchor: CGPoint, size: CGSize, transform: CGAffineTransform) -> CGRect {
        CGRect(x: -size.width * anchor.x, y: -size.height * anchor.y, width: size.width, height: size.height)
            .applying(transform).offsetBy(dx: position.x, dy: position.y)
    }

    /// Moves and resizes the untransformed frame (`center` less the anchor point's share of the
    /// size, and the size).
    func setUntransformedFrame(_ newValue: CGRect) {
        let oldSize = boundsStorage.size
        let sizeChanged = newValue.size != oldSize
        guard newValue.origin != frameOrigin || sizeChanged else { return }
        let newCenter = anchorInBounds(newValue)
        if newCenter != center {
            animatablePropertyWillChange(.center, from: .point(center), to: .point(newCenter))
        }
        if sizeChanged {
            animatablePropertyWillChange(.boundsSize, from: .size(oldSize), to: .size(newValue.size))
        }
        invalidateFrameInWindow()
        frameOrigin = newValue.origin
        boundsStorage.size = newValue.size
        invalidateFrameInWindow()
        if sizeChanged { sizeDidChange(from: oldSize) }
        frameDidChangeForLayout()
        updateSafeAreaInsets(subtree: false, boundsChanged: sizeChanged)
    }

    /// The view's own coordinate system: `origin` shifts what the view shows and where its
    /// subviews sit (R6.1, R6.10). The transform does not change it.
    public var bounds: CGRect {
        get { boundsStorage }
        set {
            guard newValue != boundsStorage else { return }
            let oldSize = boundsStorage.size
            if newValue.origin != boundsStorage.origin {
                animatablePropertyWillChange(.boundsOrigin, from: .point(boundsStorage.origin), to: .point(newValue.origin))
            }
            if newValue.size != oldSize {
                animatablePropertyWillChange(.boundsSize, from: .size(oldSize), to: .size(newValue.size))
                // XUIKit keeps the frame's origin, so the centre moves with the size.
                let oldCenter = center
                let newCenter = anchorInBounds(CGRect(origin: frameOrigin, size: newValue.size))
                animatablePropertyWillChange(.center, from: .point(oldCenter), to: .point(newCenter))
            }
            invalidateFrameInWindow()
            boundsStorage = newValue
            invalidateFrameInWindow()
            if newValue.size != oldSize { sizeDidChange(from: oldSize); frameDidChangeForLayout() }
            updateSafeAreaInsets(subtree: false, boundsChanged: true)
        }
    }

    /// A new size: lay out again and resize the subviews by their autoresizing masks (UIKit does
    /// this at once, inside the frame or bounds setter).
    private func sizeDidChange(from oldSize: CGSize) {
        setNeedsLayout()
        resizeSubviews(withOldSize: oldSize)
        boundsSizeDidChange()
    }

    /// The centre of the frame, in the superview's coordinates; the transform turns and scales
    /// the view about it and does not move it. It is the layer's `position`: where the layer's
    /// `anchorPoint` lies, the middle unless the app moved the anchor point (R27.15).
    public var center: CGPoint {
        get { anchorInBounds(CGRect(origin: frameOrigin, size: boundsStorage.size)) }
        set {
            setUntransformedFrame(CGRect(origin: untransformedOrigin(placing: newValue, size: boundsStorage.size), size: boundsStorage.size))
        }
    }

    /// Converts a point from this view's coordinates to `view`'s, or to window coordinates for
    /// nil (R6.10, R6.11).
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        if let view, view === superview { return pointInSuperview(point) }
        let inWindow = pointInRootCoordinates(point)
        guard let view else { return inWindow }
        return view.pointFromRootCoordinates(inWindow)
    }

    /// Converts a point from `view`'s coordinates (window coordinates for nil) to this view's.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        // Hit-testing converts from the superview at every level: take the direct formula.
        if let view, view === superview { return pointFromSuperview(point) }
        let inWindow = view.map { $0.pointInRootCoordinates(point) } ?? point
        return pointFromRootCoordinates(inWindow)
    }

    /// Converts a rectangle from this view's coordinates to `view`'s (R6.10: corners convert,
    /// size is kept). Through transforms it is the bounding box of the converted corners (R6.11).
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        if !hasTransformOnPath(to: view) { return CGRect(origin: convert(rect.origin, to: view), size: rect.size) }
        return CGRect.boundingBox(of: Self.corners(of: rect).map { convert($0, to: view) })
    }

    /// Converts a rectangle from `view`'s coordinates to this view's (a bounding box through
    /// transforms, R6.11).
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        if !hasTransformOnPath(to: view) { return CGRect(origin: convert(rect.origin, from: view), size: rect.size) }
        return CGRect.boundingBox(of: Self.corners(of: rect).map { convert($0, from: view) })
    }

    private static func corners(of rect: CGRect) -> [CGPoint] {
        [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
         CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)]
    }

    /// Whether a view between this one or `view` and the top of its tree has a transform other
    /// than a translation.
    private func hasTransformOnPath(to view: UIView?) -> Bool {
        func transformed(from start: UIView?) -> Bool {
            var current = start
            while let v = current, !(v is UIWindow) {
                if !v.transformStorage.isTranslationOnly { return true }
                current = v.superview
            }
            return false
        }
        return transformed(from: self) || transformed(from: view)
    }

    /// One step up: R6.10's `p - bounds.origin + frame.origin`, or with a transform, the point
    /// taken from the anchor point (the bounds' centre unless moved, R27.15), transformed, and
    /// placed at `center` (R6.11).
    func pointInSuperview(_ point: CGPoint) -> CGPoint {
        let t = transformStorage
        if t.isIdentity {
            return CGPoint(x: point.x - boundsStorage.origin.x + frameOrigin.x, y: point.y - boundsStorage.origin.y + frameOrigin.y)
        }
        let anchor = anchorInBounds(boundsStorage)
        let local = CGPoint(x: point.x - anchor.x, y: point.y - anchor.y).applying(t)
        let c = center
        return CGPoint(x: local.x + c.x, y: local.y + c.y)
    }

    /// One step down: the inverse of `pointInSuperview(_:)`.
    func pointFromSuperview(_ point: CGPoint) -> CGPoint {
        let t = transformStorage
        if t.isIdentity {
            return CGPoint(x: point.x - frameOrigin.x + boundsStorage.origin.x, y: point.y - frameOrigin.y + boundsStorage.origin.y)
        }
        // A transform with no inverse squeezes the view to nothing: no point lands in it.
        guard t.a * t.d - t.b * t.c != 0 else { return CGPoint(x: CGFloat.infinity, y: CGFloat.infinity) }
        let c = center
        let local = CGPoint(x: point.x - c.x, y: point.y - c.y).applying(t.inverted())
        let anchor = anchorInBounds(boundsStorage)
        return CGPoint(x: local.x + anchor.x, y: local.y + anchor.y)
    }

    /// The point in window coordinates (the window's bounds space), or in the coordinates the
    /// top of the tree sits in when the view is not in a window.
    func pointInRootCoordinates(_ point: CGPoint) -> CGPoint {
        var p = point
        var view: UIView? = self
        while let current = view, !(current is UIWindow) {
            p = current.pointInSuperview(p)
            view = current.superview
        }
        return p
    }

    /// The inverse of `pointInRootCoordinates(_:)`: the steps down run from the top, so
    /// transforms undo in the right order.
    func pointFromRootCoordinates(_ point: CGPoint) -> CGPoint {
        if self is UIWindow { return point }
        let inSuperview = superview?.pointFromRootCoordinates(point) ?? point
        return pointFromSuperview(inSuperview)
    }

    /// The frame in window coordinates, for redraw bookkeeping.
    var frameInWindow: CGRect {
        guard let superview else { return frame }
        return superview.convert(frame, to: nil)
    }
}
