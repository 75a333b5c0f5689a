import Foundation

extension UIView {
    /// The view's rectangle in its superview's coordinates.
    public var frame: CGRect {
        get { CGRect(origin: frameOrigin, size: boundsStorage.size) }
        set {
            let oldSize = boundsStorage.size
            let sizeChanged = newValue.size != oldSize
            guard newValue.origin != frameOrigin || sizeChanged else { return }
            invalidateFrameInWindow()
            frameOrigin = newValue.origin
            boundsStorage.size = newValue.size
            invalidateFrameInWindow()
            if sizeChanged { sizeDidChange(from: oldSize) }
            frameDidChangeForLayout()
            updateSafeAreaInsets(subtree: false, boundsChanged: sizeChanged)
        }
    }

    /// The view's own coordinate system: `origin` shifts what the view shows and where its
    /// subviews sit (R6.1, R6.10).
    public var bounds: CGRect {
        get { boundsStorage }
        set {
            guard newValue != boundsStorage else { return }
            let oldSize = boundsStorage.size
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

    /// The centre of the frame, in the superview's coordinates.
    public var center: CGPoint {
        get { CGPoint(x: frameOrigin.x + boundsStorage.width / 2, y: frameOrigin.y + boundsStorage.height / 2) }
        set {
            frame.origin = CGPoint(x: newValue.x - boundsStorage.width / 2, y: newValue.y - boundsStorage.height / 2)
        }
    }

    /// Converts a point from this view's coordinates to `view`'s, or to window coordinates for
    /// nil (R6.10).
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        if let view, view === superview { return pointInSuperview(point) }
        let inWindow = pointInRootCoordinates(point)
        guard let view else { return inWindow }
        return view.pointFromRootCoordinates(inWindow)
    }

    /// Converts a point from `view`'s coordinates (window coordinates for nil) to this view's.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        // Hit-testing converts from the superview at every level: take the direct formula.
        if let view, view === superview {
            return CGPoint(x: point.x - frameOrigin.x + boundsStorage.origin.x, y: point.y - frameOrigin.y + boundsStorage.origin.y)
        }
        let inWindow = view.map { $0.pointInRootCoordinates(point) } ?? point
        return pointFromRootCoordinates(inWindow)
    }

    /// Converts a rectangle from this view's coordinates to `view`'s (R6.10: corners convert,
    /// size is kept).
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    /// Converts a rectangle from `view`'s coordinates to this view's.
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, from: view), size: rect.size)
    }

    /// R6.10: p - bounds.origin + frame.origin.
    private func pointInSuperview(_ point: CGPoint) -> CGPoint {
        CGPoint(x: point.x - boundsStorage.origin.x + frameOrigin.x, y: point.y - boundsStorage.origin.y + frameOrigin.y)
    }

    /// The point in window coordinates (the window's bounds space), or in the coordinates the
    /// top of the tree sits in when the view is not in a window.
    /// Each step up: p - bounds.origin + frame.origin.
    func pointInRootCoordinates(_ point: CGPoint) -> CGPoint {
        var p = point
        var view: UIView? = self
        while let current = view, !(current is UIWindow) {
            p.x += current.frameOrigin.x - current.boundsStorage.origin.x
            p.y += current.frameOrigin.y - current.boundsStorage.origin.y
            view = current.superview
        }
        return p
    }

    func pointFromRootCoordinates(_ point: CGPoint) -> CGPoint {
        var p = point
        var view: UIView? = self
        while let current = view, !(current is UIWindow) {
            p.x -= current.frameOrigin.x - current.boundsStorage.origin.x
            p.y -= current.frameOrigin.y - current.boundsStorage.origin.y
            view = current.superview
        }
        return p
    }

    /// The frame in window coordinates, for redraw bookkeeping.
    var frameInWindow: CGRect {
        guard let superview else { return frame }
        return superview.convert(frame, to: nil)
    }
}
