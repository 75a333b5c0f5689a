import Foundation

extension UIView {
    /// R6.2 step 3: the first hit among the subviews, front-most first, for `point` in this
    /// view's coordinates. Past `SubviewHitIndex.threshold` subviews a cached grid of their frames
    /// picks the candidates, so a window with thousands of siblings answers as fast as one with
    /// a few; the grid is dropped whenever a subview is added, removed, reordered, moved or resized.
    func hitTestSubviews(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let candidates = subviews
        if candidates.count < SubviewHitIndex.threshold {
            for subview in candidates.reversed() {
                if let hit = subview.hitTest(subview.convert(point, from: self), with: event) { return hit }
            }
            return nil
        }
        let index: SubviewHitIndex
        if let cached = renderCache.hitIndex {
            index = cached
        } else {
            index = SubviewHitIndex(subviews: candidates)
            renderCache.hitIndex = index
        }
        return index.hitTest(point, in: self, subviews: candidates, with: event)
    }
}
