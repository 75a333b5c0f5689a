import Foundation

/// Moving the content's coordinates under the user's feet: when content above the visible area
/// changes height (a self-sized row measured as it scrolls in), the offset moves by the same
/// amount so what is on screen stays still (R25.6).
extension UIScrollView {
    /// Moves the offset by `dy` together with the motion under way: the drag's anchor and a
    /// coast's or glide's start and target, so a drag or a fling goes on from where it was.
    func shiftContentOffsetKeepingMotion(by dy: CGFloat) {
        guard dy != 0, dy.isFinite else { return }
        motion.dragOffset.y += dy
        if var coast = motion.coast {
            coast.origin.y += dy
            coast.target.y += dy
            motion.coast = coast
        }
        if var glide = motion.glide {
            glide.start.y += dy
            glide.target.y += dy
            motion.glide = glide
        }
        applyContentOffset(CGPoint(x: contentOffset.x, y: contentOffset.y + dy))
    }
}
