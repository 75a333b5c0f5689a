import Foundation

/// Keeping views for exactly the elements the layout puts in the visible rectangle.
extension UICollectionView {
    /// Runs `prepare()` when the layout is invalid, or when the bounds changed in a way the
    /// layout says needs a new layout.
    func prepareLayoutIfNeeded() {
        reloadCountsIfNeeded()
        let layout = collectionViewLayout
        if let prepared = preparedBoundsSize, prepared != bounds.size,
           layout.shouldInvalidateLayout(forBoundsChange: bounds) {
            layout.needsPrepare = true
        }
        guard layout.needsPrepare else { return }
        layout.needsPrepare = false
        preparedBoundsSize = bounds.size
        layout.prepare()
        let size = layout.collectionViewContentSize
        if contentSize != size { contentSize = size }
    }

    /// Makes the views of the elements in the visible rectangle, recycles the others. Self-sizing
    /// cells that report another size make the layout work again, and tiling repeats (a few
    /// times at most) until the sizes settle (R20.5).
    func tileElements() {
        for _ in 0..<4 {
            prepareLayoutIfNeeded()
            guard tileOnce() else { break }
            collectionViewLayout.invalidateLayout()
        }
        orderSubviewsByZIndex()
        positionMovingCell()
        prefetchAhead()
    }

    /// One tiling pass; true when a self-sizing cell asked for a new layout.
    private func tileOnce() -> Bool {
        let visible = CGRect(origin: contentOffset, size: bounds.size)
        let attributes = collectionViewLayout.layoutAttributesForElements(in: visible) ?? []
        var cellsNow: [IndexPath: UICollectionViewLayoutAttributes] = [:]
        var othersNow: [ElementKey: UICollectionViewLayoutAttributes] = [:]
        for element in attributes where !element.isHidden && element.frame.sharesArea(with: visible) {
            switch element.representedElementCategory {
            case .cell:
                cellsNow[element.indexPath] = element
            case .supplementaryView, .decorationView:
                let key = ElementKey(category: element.representedElementCategory,
                                     kind: element.representedElementKind ?? "", indexPath: element.indexPath)
                othersNow[key] = element
            }
        }
        for (indexPath, cell) in visibleCellViews where cellsNow[indexPath] == nil {
            visibleCellViews[indexPath] = nil
            enqueueForReuse(cell)
            collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
        }
        for (key, view) in visibleSupplementaryViews where othersNow[key] == nil {
            visibleSupplementaryViews[key] = nil
            enqueueForReuse(view)
            if key.category == .supplementaryView {
                collectionDelegate?.collectionView(self, didEndDisplayingSupplementaryView: view,
                                                   forElementOfKind: key.kind, at: key.indexPath)
            }
        }
        for (key, element) in othersNow {
            let view = visibleSupplementaryViews[key] ?? makeView(for: key)
            place(view, with: element)
        }
        var needsNewLayout = false
        let layout = collectionViewLayout
        for (indexPath, element) in cellsNow {
            if let shown = visibleCellViews[indexPath] {
                place(shown, with: element)
                continue
            }
            guard let dataSource else { continue }
            let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
            visibleCellViews[indexPath] = cell
            prefetchedItems.remove(indexPath)
            // R20.7: a cell shows its item's selection and highlight, whatever it showed before.
            cell.isSelected = selectedItems.contains(indexPath)
            cell.isHighlighted = touchTracking.map { $0.highlighted && $0.indexPath == indexPath } ?? false
            collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
            place(cell, with: element)
            selfSizeIfEstimated(cell, with: element)
            if layout.usesSelfSizing {
                let preferred = cell.preferredLayoutAttributesFitting(element.copy())
                if layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: element) {
                    needsNewLayout = true
                }
            }
        }
        return needsNewLayout
    }

    /// R20.15: the element views' subview order follows their `zIndex` (higher above lower;
    /// equal ones keep their order). Nothing moves when the order is already right.
    private func orderSubviewsByZIndex() {
        let views = subviews.compactMap { $0 as? UICollectionReusableView }.filter { !$0.isHidden }
        guard zip(views, views.dropFirst()).contains(where: { $0.layoutZIndex > $1.layoutZIndex }) else { return }
        let sorted = views.enumerated().sorted { ($0.element.layoutZIndex, $0.offset) < ($1.element.layoutZIndex, $1.offset) }
        for (_, view) in sorted { bringSubviewToFront(view) }
    }

    /// A new view for a supplementary or decoration element.
    private func makeView(for key: ElementKey) -> UICollectionReusableView {
        let view: UICollectionReusableView
        if key.category == .decorationView {
            let viewClass = collectionViewLayout.decorationClasses[key.kind] ?? UICollectionReusableView.self
            let queueKey = "decoration\u{1F}\(key.kind)"
            if let reused = reuseQueues[queueKey]?.popLast() {
                reused.prepareForReuse()
                view = reused
            } else {
                view = viewClass.init(registeredReuseIdentifier: queueKey)
            }
        } else if let dataSource {
            view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath)
            collectionDelegate?.collectionView(self, willDisplaySupplementaryView: view,
                                               forElementKind: key.kind, at: key.indexPath)
        } else {
            view = UICollectionReusableView(frame: .zero)
        }
        visibleSupplementaryViews[key] = view
        return view
    }

    /// Places `view` as `attributes` say and keeps subviews in z order.
    func place(_ view: UICollectionReusableView, with attributes: UICollectionViewLayoutAttributes) {
        if view.superview !== self { addSubview(view) }
        view.isHidden = false
        view.bounds = attributes.bounds
        view.center = attributes.center
        view.transform = attributes.transform
        view.alpha = attributes.alpha
        view.layoutZIndex = attributes.zIndex
        view.apply(attributes)
    }

    /// Puts every visible view back in its reuse queue (after a reload).
    func recycleAllVisibleViews() {
        for (_, cell) in visibleCellViews { enqueueForReuse(cell) }
        for (_, view) in visibleSupplementaryViews { enqueueForReuse(view) }
        visibleCellViews = [:]
        visibleSupplementaryViews = [:]
    }

    // MARK: - Queries

    /// The cells on screen, in no particular order.
    public var visibleCells: [UICollectionViewCell] {
        layoutIfNeeded()
        return Array(visibleCellViews.values)
    }

    /// The index paths of the items on screen, in no particular order (as UIKit).
    public var indexPathsForVisibleItems: [IndexPath] {
        layoutIfNeeded()
        return Array(visibleCellViews.keys)
    }

    /// The cell of the item at `indexPath`, or nil when it is not on screen.
    public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        layoutIfNeeded()
        return visibleCellViews[indexPath]
    }

    /// The index path of `cell`, or nil when it shows no item.
    public func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        visibleCellViews.first { $0.value === cell }?.key
    }

    /// The supplementary view of `elementKind` at `indexPath`, or nil when it is not on screen.
    public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        layoutIfNeeded()
        return visibleSupplementaryViews[ElementKey(category: .supplementaryView, kind: elementKind, indexPath: indexPath)]
    }

    /// The layout's attributes for the item at `indexPath`.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    /// The layout's attributes for the supplementary view of `kind` at `indexPath`.
    public func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// The index path of the item at `point` (content coordinates), or nil.
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        prepareLayoutIfNeeded()
        let probe = CGRect(x: point.x, y: point.y, width: 1, height: 1)
        let hits = collectionViewLayout.layoutAttributesForElements(in: probe) ?? []
        return hits.filter { $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.contains(point) }
            .max { $0.zIndex < $1.zIndex }?.indexPath
    }
}
