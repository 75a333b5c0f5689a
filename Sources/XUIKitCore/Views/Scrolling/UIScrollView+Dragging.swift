import Foundation

/// How the scroll view follows its pan recognizer, and where scrolling stops.
extension UIScrollView {
    /// The action of `panGestureRecognizer`: touches, mouse drags, wheel and touchpad scrolls
    /// all arrive as a pan whose translation moves with the content.
    func scrollViewPan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            // A touch stops coasting and animated scrolling where they are.
            stopScrollMotion()
            isDragging = true
            lastDragTranslation = .zero
            motion.dragOffset = contentOffset
            delegate?.scrollViewWillBeginDragging(self)
            dismissKeyboardForDrag()
            follow(pan)
        case .changed:
            follow(pan)
        case .ended, .cancelled:
            guard isDragging else { return }
            if pan.state == .ended { follow(pan) }
            endDragging(velocity: pan.state == .ended && !pan.isScrolling ? pan.velocity(in: self) : .zero)
        default:
            break
        }
    }

    /// Whether the pan's drag so far runs mostly along an axis that can scroll. Wheel and
    /// touchpad scrolling always may: there the scroll is the user's intent.
    var panMayBegin: Bool {
        guard !panGestureRecognizer.isScrolling else { return true }
        let translation = panGestureRecognizer.translation(in: self)
        let dx = abs(translation.x), dy = abs(translation.y)
        let allowed: Bool
        if dx > dy {
            allowed = scrollsHorizontally
        } else if dy > dx {
            allowed = scrollsVertically
        } else {
            allowed = scrollsHorizontally || scrollsVertically
        }
        return allowed
    }

    /// Whether a drag may scroll horizontally: wider content (with its insets) than the view, or
    /// `alwaysBounceHorizontal`.
    var scrollsHorizontally: Bool {
        alwaysBounceHorizontal || contentSize.width + adjustedContentInset.left + adjustedContentInset.right > bounds.width
    }

    /// Whether a drag may scroll vertically: taller content (with its insets) than the view, or
    /// `alwaysBounceVertical`.
    var scrollsVertically: Bool {
        alwaysBounceVertical || contentSize.height + adjustedContentInset.top + adjustedContentInset.bottom > bounds.height
    }

    /// Moves the content by the pan's movement since the last action: content follows the
    /// finger, so the offset moves the other way. Wheel and touchpad scrolls stop at the ends;
    /// a finger or mouse drag with `bounces` goes past them with growing resistance
    /// (rubber-banding), otherwise stops there too.
    private func follow(_ pan: UIPanGestureRecognizer) {
        let translation = pan.translation(in: self)
        let step = CGPoint(x: translation.x - lastDragTranslation.x, y: translation.y - lastDragTranslation.y)
        lastDragTranslation = translation
        guard step != .zero else { return }
        motion.lastDragMoveTime = AnimationClock.current.scheduler.now
        let offset = contentOffset
        if bounces, !pan.isScrolling {
            motion.dragOffset = CGPoint(x: motion.dragOffset.x - (scrollsHorizontally ? step.x : 0),
                                        y: motion.dragOffset.y - (scrollsVertically ? step.y : 0))
            contentOffset = rubberBandedOffset(motion.dragOffset)
        } else {
            contentOffset = clampedOffset(CGPoint(x: offset.x - step.x, y: offset.y - step.y))
            motion.dragOffset = contentOffset
        }
        if contentOffset != offset { showScrollIndicatorsForScrolling() }
    }

    /// `offset` pinned into the range user scrolling may reach on each axis:
    /// `−inset … contentSize − bounds.size + inset`, or just `−inset` when the content is smaller
    /// than the view.
    func clampedOffset(_ offset: CGPoint) -> CGPoint {
        let inset = adjustedContentInset
        let minX = -inset.left
        let minY = -inset.top
        let maxX = max(minX, contentSize.width - bounds.width + inset.right)
        let maxY = max(minY, contentSize.height - bounds.height + inset.bottom)
        return CGPoint(x: min(max(offset.x, minX), maxX), y: min(max(offset.y, minY), maxY))
    }

    /// How far to scroll along one axis so `span` shows within `visible`: zero if it already
    /// does; otherwise the least move, lining up the leading edges when `span` is the longer.
    static func shift(showing span: ClosedRange<CGFloat>, in visible: ClosedRange<CGFloat>) -> CGFloat {
        if span.lowerBound < visible.lowerBound { return span.lowerBound - visible.lowerBound }
        if span.upperBound > visible.upperBound {
            return min(span.upperBound - visible.upperBound, span.lowerBound - visible.lowerBound)
        }
        return 0
    }
}

extension Selector {
    /// `UIScrollView`'s own pan action.
    static let scrollViewPan = Selector("scrollViewPan:", UIScrollView.scrollViewPan)
}
