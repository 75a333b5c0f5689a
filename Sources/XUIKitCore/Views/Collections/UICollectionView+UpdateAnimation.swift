import Foundation

/// How an update animates (R20.14), with the animation engine (`UIView.animate`): cells that
/// stayed slide from their old frames, inserted items' cells fade in (from the layout's
/// `initialLayoutAttributesForAppearingItem(at:)` when it gives some), deleted ones fade out
/// where they were (or to `finalLayoutAttributesForDisappearingItem(at:)`) and go back to their
/// reuse queue when the animation ends. Without animation the change shows at once.
extension UICollectionView {
    /// The duration of update animations.
    static let updateAnimationDuration: TimeInterval = 0.3

    func animateUpdate(animated: Bool, oldFrames: [ObjectIdentifier: CGRect], appeared: [IndexPath: UICollectionViewCell],
                       leaving: [(view: UICollectionReusableView, old: IndexPath)], completion: ((Bool) -> Void)?) {
        guard animated else {
            for (view, _) in leaving { enqueueForReuse(view) }
            completion?(true)
            return
        }
        let layout = collectionViewLayout
        var finalFrames: [(UICollectionReusableView, CGRect)] = []
        var finalAppearances: [(UICollectionReusableView, UICollectionViewLayoutAttributes)] = []
        UIView.performWithoutAnimation {
            for cell in visibleCellViews.values {
                guard let old = oldFrames[ObjectIdentifier(cell)], old != cell.frame else { continue }
                finalFrames.append((cell, cell.frame))
                cell.frame = old
            }
            for (indexPath, cell) in appeared {
                guard let final = layout.layoutAttributesForItem(at: indexPath) else { continue }
                finalAppearances.append((cell, final))
                if let initial = layout.initialLayoutAttributesForAppearingItem(at: indexPath) {
                    place(cell, with: initial)
                } else {
                    cell.alpha = 0
                }
            }
        }
        disappearingCells.append(contentsOf: leaving.map(\.view))
        UIView.animate(withDuration: Self.updateAnimationDuration, animations: {
            for (view, frame) in finalFrames { view.frame = frame }
            for (view, final) in finalAppearances { self.place(view, with: final) }
            for (view, old) in leaving {
                if view is UICollectionViewCell, let final = layout.finalLayoutAttributesForDisappearingItem(at: old) {
                    view.frame = final.frame
                    view.alpha = final.alpha
                } else {
                    view.alpha = 0
                }
            }
        }, completion: { finished in
            for (view, _) in leaving {
                guard let index = self.disappearingCells.firstIndex(where: { $0 === view }) else { continue }
                self.disappearingCells.remove(at: index)
                view.alpha = 1
                self.enqueueForReuse(view)
            }
            completion?(finished)
        })
    }
}
