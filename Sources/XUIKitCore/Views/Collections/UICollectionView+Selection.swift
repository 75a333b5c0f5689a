import Foundation

/// The selected items: set in code without delegate messages, or by the user (a tap, Return)
/// with them, in UIKit's order (R20.7, R20.8).
extension UICollectionView {
    /// The selected items, in the order they were selected; nil when none is (as UIKit answers).
    public var indexPathsForSelectedItems: [IndexPath]? {
        selectedItems.isEmpty ? nil : selectedItems.elements
    }

    /// Selects the item and scrolls it to `scrollPosition` (`[]`: no scrolling); nil clears the
    /// selection. Without `allowsMultipleSelection` the other items are deselected. As in UIKit,
    /// the delegate is not told (R20.7). An item that does not exist is reported and ignored.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else { clearSelection(); return }
        guard containsItem(indexPath) else {
            Diagnostics.report("UICollectionView.selectItem: no item at \(indexPath.description); selection unchanged")
            return
        }
        guard allowsSelection || allowsMultipleSelection else { return }
        if !allowsMultipleSelection {
            for other in selectedItems where other != indexPath { markSelected(false, at: other) }
        }
        markSelected(true, at: indexPath)
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the item, without telling the delegate (as in UIKit).
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        markSelected(false, at: indexPath)
    }

    // MARK: - Bookkeeping

    /// Whether `indexPath` names an existing item.
    func containsItem(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && indexPath.item >= 0 && indexPath.item < numberOfItems(inSection: indexPath.section)
            && indexPath.section >= 0
    }

    /// Adds or removes the item from the selection and shows it on its cell.
    func markSelected(_ selected: Bool, at indexPath: IndexPath) {
        if selected { selectedItems.append(indexPath) } else { selectedItems.remove(indexPath) }
        visibleCellViews[indexPath]?.isSelected = selected
    }

    /// Deselects every item, without delegate messages.
    func clearSelection() {
        for indexPath in selectedItems { markSelected(false, at: indexPath) }
    }

    /// Keeps only the first selected item (multiple selection was turned off).
    func keepOnlyFirstSelection() {
        for indexPath in selectedItems.dropFirst() { markSelected(false, at: indexPath) }
    }

    /// Whether the user may select items now.
    var userCanSelect: Bool { allowsSelection || allowsMultipleSelection }

    // MARK: - The user's selection

    /// R20.8: the user chose the item (a tap, Return). In UIKit's order: `shouldSelectItemAt`
    /// (false refuses), then, with single selection, `didDeselectItemAt` for the item selected
    /// before, then `didSelectItemAt`. With `allowsMultipleSelection` a selected item is
    /// deselected instead (`shouldDeselectItemAt`, `didDeselectItemAt`). `beforeChange` runs after
    /// the question and before the change (the touch removes its highlight there).
    /// Returns whether the item ended up selected by this call.
    @discardableResult
    func userSelectItem(at indexPath: IndexPath, beforeChange: () -> Void = {}) -> Bool {
        guard userCanSelect, containsItem(indexPath) else { beforeChange(); return false }
        if allowsMultipleSelection, selectedItems.contains(indexPath) {
            let may = collectionDelegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true
            beforeChange()
            guard may else { return false }
            markSelected(false, at: indexPath)
            collectionDelegate?.collectionView(self, didDeselectItemAt: indexPath)
            return false
        }
        let may = collectionDelegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true
        beforeChange()
        guard may else { return false }
        if !allowsMultipleSelection {
            for other in selectedItems where other != indexPath {
                markSelected(false, at: other)
                collectionDelegate?.collectionView(self, didDeselectItemAt: other)
            }
        }
        markSelected(true, at: indexPath)
        collectionDelegate?.collectionView(self, didSelectItemAt: indexPath)
        return true
    }
}
