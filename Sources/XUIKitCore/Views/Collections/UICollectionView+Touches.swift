import Foundation

/// A touch on an item, followed from down to up.
struct CollectionTouchTracking {
    let touch: UITouch
    let indexPath: IndexPath
    var highlighted = false
}

/// Touches on items (R20.8): the item highlights while the finger (or mouse button) is down and
/// is selected when it lifts on the item. A drag that scrolls cancels the touch, and with it
/// the highlight.
extension UICollectionView {
    /// Starts tracking a touch on an item: highlights it when `shouldHighlightItemAt` agrees
    /// (`didHighlightItemAt`). Returns false when the touch is not on an item.
    func trackTouchesBegan(_ touches: Set<UITouch>) -> Bool {
        guard touchTracking == nil, interactiveMovement == nil, let touch = touches.first else { return false }
        guard let indexPath = indexPathForItem(at: touch.location(in: self)) else { return false }
        var tracking = CollectionTouchTracking(touch: touch, indexPath: indexPath)
        if userCanSelect, collectionDelegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true {
            visibleCellViews[indexPath]?.isHighlighted = true
            tracking.highlighted = true
            collectionDelegate?.collectionView(self, didHighlightItemAt: indexPath)
        }
        touchTracking = tracking
        return true
    }

    /// A touch that leaves its item lets go of it: the highlight goes and lifting does nothing.
    func trackTouchesMoved(_ touches: Set<UITouch>) -> Bool {
        guard let tracking = touchTracking, touches.contains(tracking.touch) else { return false }
        if indexPathForItem(at: tracking.touch.location(in: self)) != tracking.indexPath { endTouchTracking() }
        return true
    }

    /// Lifting on the item selects it: `shouldSelectItemAt`, the highlight goes
    /// (`didUnhighlightItemAt`), then the selection changes (R20.8). The collection view becomes
    /// first responder, so the arrow keys move on from the item.
    func trackTouchesEnded(_ touches: Set<UITouch>) -> Bool {
        guard let tracking = touchTracking, touches.contains(tracking.touch) else { return false }
        if !isFirstResponder, canBecomeFirstResponder { becomeFirstResponder() }
        guard indexPathForItem(at: tracking.touch.location(in: self)) == tracking.indexPath else {
            endTouchTracking()
            return true
        }
        userSelectItem(at: tracking.indexPath) { endTouchTracking() }
        return true
    }

    /// A cancelled touch (a drag began scrolling) lets go of its item.
    func trackTouchesCancelled(_ touches: Set<UITouch>) -> Bool {
        guard let tracking = touchTracking, touches.contains(tracking.touch) else { return false }
        endTouchTracking()
        return true
    }

    /// Removes the highlight the tracked touch put on, telling `didUnhighlightItemAt`.
    func endTouchTracking() {
        guard let tracking = touchTracking else { return }
        touchTracking = nil
        guard tracking.highlighted else { return }
        visibleCellViews[tracking.indexPath]?.isHighlighted = false
        collectionDelegate?.collectionView(self, didUnhighlightItemAt: tracking.indexPath)
    }
}
