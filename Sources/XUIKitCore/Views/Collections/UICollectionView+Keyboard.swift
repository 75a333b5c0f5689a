import Foundation

/// The keyboard (R20.10), while the collection view is first responder (it becomes one when the
/// user taps an item, standing in for UIKit's focus system): Up, Down, Left and Right move the
/// selection to the nearest item in that direction by the layout's frames, scrolling it into
/// view; Return and Enter activate it through the delegate. Other keys go up the chain.
extension UICollectionView {
    private static let collectionKeys: Set<UIKeyboardHIDUsage> = [
        .keyboardUpArrow, .keyboardDownArrow, .keyboardLeftArrow, .keyboardRightArrow, .keyboardReturnOrEnter, .keypadEnter,
    ]

    /// Handles the arrows, Return and Enter; returns the other presses, to pass on.
    func handleCollectionPresses(_ presses: Set<UIPress>) -> Set<UIPress> {
        presses.filter { press in
            guard let key = press.key, key.modifierFlags.isDisjoint(with: [.command, .control, .alternate]) else { return true }
            return !handleCollectionKey(key.keyCode)
        }
    }

    /// The presses whose keys the collection view does not handle.
    func pressesNotForCollection(_ presses: Set<UIPress>) -> Set<UIPress> {
        presses.filter { press in
            guard let code = press.key?.keyCode else { return true }
            return !Self.collectionKeys.contains(code)
        }
    }

    /// Acts on one key; false when the collection view does not handle it.
    func handleCollectionKey(_ code: UIKeyboardHIDUsage) -> Bool {
        switch code {
        case .keyboardUpArrow: moveSelection(CGPoint(x: 0, y: -1))
        case .keyboardDownArrow: moveSelection(CGPoint(x: 0, y: 1))
        case .keyboardLeftArrow: moveSelection(CGPoint(x: -1, y: 0))
        case .keyboardRightArrow: moveSelection(CGPoint(x: 1, y: 0))
        case .keyboardReturnOrEnter, .keypadEnter:
            guard let current = selectedItems.last else { return false }
            // Return activates the item as a tap does; a multiple selection keeps it selected.
            if allowsMultipleSelection { markSelected(false, at: current) }
            userSelectItem(at: current)
        default:
            return false
        }
        return true
    }

    /// Moves the selection to the nearest item in `direction` (the first item when none is
    /// selected) and scrolls it into view. Silent unless `selectionFollowsFocus`.
    private func moveSelection(_ direction: CGPoint) {
        guard userCanSelect else { return }
        let next: IndexPath?
        if let current = selectedItems.last { next = nearestItem(from: current, toward: direction) } else { next = firstItem }
        guard let next else { return }
        if selectionFollowsFocus {
            if allowsMultipleSelection { clearSelection() }
            userSelectItem(at: next)
        } else {
            clearSelection()
            markSelected(true, at: next)
        }
        scrollToItem(at: next, at: [], animated: false)
    }

    /// The first item of the first section that has items.
    private var firstItem: IndexPath? {
        (0..<numberOfSections).first { numberOfItems(inSection: $0) > 0 }.map { IndexPath(item: 0, section: $0) }
    }

    /// The item nearest to `indexPath` in `direction`: among the items whose centre lies beyond
    /// this one's centre that way, those overlapping it across the direction first (the next
    /// one in the same column or line), then the smallest distance along it, then across it.
    /// The search looks a screenful ahead (and as far to either side), then twice as far, and
    /// so on, so it costs what is near, not the item count.
    func nearestItem(from indexPath: IndexPath, toward direction: CGPoint) -> IndexPath? {
        guard let from = layoutAttributesForItem(at: indexPath)?.frame else { return nil }
        let content = CGRect(origin: .zero, size: collectionViewLayout.collectionViewContentSize)
        let horizontal = direction.x != 0
        var reach = max(horizontal ? bounds.width : bounds.height, 1)
        while true {
            let area: CGRect
            switch (direction.x, direction.y) {
            case (1, _): area = CGRect(x: from.midX, y: from.midY - reach, width: reach, height: 2 * reach)
            case (-1, _): area = CGRect(x: from.midX - reach, y: from.midY - reach, width: reach, height: 2 * reach)
            case (_, 1): area = CGRect(x: from.midX - reach, y: from.midY, width: 2 * reach, height: reach)
            default: area = CGRect(x: from.midX - reach, y: from.midY - reach, width: 2 * reach, height: reach)
            }
            let candidates = (collectionViewLayout.layoutAttributesForElements(in: area) ?? []).filter { element in
                guard element.representedElementCategory == .cell, !element.isHidden, element.indexPath != indexPath else { return false }
                let along = horizontal ? (element.center.x - from.midX) * direction.x : (element.center.y - from.midY) * direction.y
                return along > 0.5
            }
            let best = candidates.min { lhs, rhs in score(lhs.frame, from: from, horizontal) < score(rhs.frame, from: from, horizontal) }
            if let best { return best.indexPath }
            if reach > 2 * max(content.width, content.height) { return nil }
            reach *= 2
        }
    }

    /// Overlap across the direction first, then the distance along it, then across it.
    private func score(_ frame: CGRect, from: CGRect, _ horizontal: Bool) -> (Int, CGFloat, CGFloat) {
        let overlaps = horizontal ? (frame.maxY > from.minY && frame.minY < from.maxY) : (frame.maxX > from.minX && frame.minX < from.maxX)
        let along = horizontal ? abs(frame.midX - from.midX) : abs(frame.midY - from.midY)
        let across = horizontal ? abs(frame.midY - from.midY) : abs(frame.midX - from.midX)
        return (overlaps ? 0 : 1, along, across)
    }
}
