import Foundation

/// Answering the collection view: attributes are made only for the elements asked about.
extension UICollectionViewCompositionalLayout {
    /// The visible rectangle pinned headers and footers keep to: the collection view's bounds
    /// less its insets, or `rect` without a collection view.
    private func pinBounds(fallback rect: CGRect) -> CGRect {
        guard let collectionView else { return rect }
        return collectionView.bounds.inset(by: collectionView.adjustedContentInset)
    }

    /// Every cell, supplementary view and decoration meeting `rect`.
    func elementAttributes(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        var result: [UICollectionViewLayoutAttributes] = []
        let visible = pinBounds(fallback: rect)
        for (n, item) in configuration.boundarySupplementaryItems.enumerated() {
            let attributes = layoutBoundaryAttributes(n, item: item, visible: visible)
            if attributes.frame.sharesArea(with: rect) { result.append(attributes) }
        }
        for geometry in geometries where geometry.frame.sharesArea(with: rect) {
            for (n, decoration) in geometry.section.decorationItems.enumerated() {
                let attributes = decorationAttributes(geometry, decoration, number: n)
                if attributes.frame.sharesArea(with: rect) { result.append(attributes) }
            }
            for (n, item) in geometry.section.boundarySupplementaryItems.enumerated() {
                let attributes = boundaryAttributes(geometry, item: item, number: n, visible: visible)
                if attributes.frame.sharesArea(with: rect) { result.append(attributes) }
            }
            appendCells(of: geometry, in: rect, to: &result)
        }
        return result
    }

    /// The cells (and their supplementary items) of the groups of `geometry` meeting `rect`.
    private func appendCells(of geometry: SectionGeometry, in rect: CGRect, to result: inout [UICollectionViewLayoutAttributes]) {
        let stacking = geometry.stacking
        let offset = orthogonalOffsets[geometry.index] ?? 0
        let origin = geometry.groupsOrigin
        let low: CGFloat, high: CGFloat
        if geometry.isOrthogonal {
            low = stacking.minMain(rect) - stacking.main(CGSize(width: origin.x, height: origin.y)) + offset
            high = stacking.maxMain(rect) - stacking.main(CGSize(width: origin.x, height: origin.y)) + offset
        } else {
            low = stacking.minMain(rect) - stacking.main(CGSize(width: origin.x, height: origin.y))
            high = stacking.maxMain(rect) - stacking.main(CGSize(width: origin.x, height: origin.y))
        }
        // A group reaches back at most its own length: start one group early.
        let reach = stacking.main(geometry.pattern.size) + geometry.section.interGroupSpacing
        guard let groups = geometry.groups(from: low - reach, to: high) else { return }
        let solver = GroupSolver(traitCollection: collectionView?.traitCollection ?? UITraitCollection())
        let measured = measuredItems[geometry.index]
        for g in groups {
            let groupOrigin = geometry.origin(ofGroup: g, orthogonalOffset: offset)
            for (leafIndex, leaf) in geometry.leaves(ofGroup: g, solver: solver, measured: measured).enumerated() {
                let item = g * geometry.leavesPerGroup + leafIndex
                guard item < geometry.itemCount else { return }
                let frame = leaf.frame.offsetBy(dx: groupOrigin.x, dy: groupOrigin.y)
                guard frame.sharesArea(with: rect) else { continue }
                result.append(cellAttributes(geometry, item: item, leaf: leaf, frame: frame))
                for supplementary in leaf.item?.supplementaryItems ?? [] {
                    result.append(itemSupplementaryAttributes(supplementary, item: item, section: geometry.index, cellFrame: frame))
                }
            }
        }
    }

    // MARK: - Single elements

    /// The attributes of the cell of the item at `indexPath`.
    func itemAttributes(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let geometry = geometry(of: indexPath), indexPath.item < geometry.itemCount else { return nil }
        let g = indexPath.item / geometry.leavesPerGroup
        let solver = GroupSolver(traitCollection: collectionView?.traitCollection ?? UITraitCollection())
        let leaves = geometry.leaves(ofGroup: g, solver: solver, measured: measuredItems[geometry.index])
        let leafIndex = indexPath.item % geometry.leavesPerGroup
        guard leaves.indices.contains(leafIndex) else { return nil }
        let origin = geometry.origin(ofGroup: g, orthogonalOffset: orthogonalOffsets[geometry.index] ?? 0)
        return cellAttributes(geometry, item: indexPath.item, leaf: leaves[leafIndex],
                              frame: leaves[leafIndex].frame.offsetBy(dx: origin.x, dy: origin.y))
    }

    /// The attributes of a header, footer or item supplementary view of `elementKind`.
    func supplementaryAttributes(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let visible = pinBounds(fallback: .zero)
        if let n = configuration.boundarySupplementaryItems.firstIndex(where: { $0.elementKind == elementKind }) {
            return layoutBoundaryAttributes(n, item: configuration.boundarySupplementaryItems[n], visible: visible)
        }
        guard let geometry = geometry(of: indexPath) else { return nil }
        if let n = geometry.section.boundarySupplementaryItems.firstIndex(where: { $0.elementKind == elementKind }) {
            return boundaryAttributes(geometry, item: geometry.section.boundarySupplementaryItems[n], number: n, visible: visible)
        }
        guard let cell = itemAttributes(at: indexPath) as? CompositionalLayoutAttributes,
              let leafItem = leafItem(of: geometry, item: indexPath.item),
              let supplementary = leafItem.supplementaryItems.first(where: { $0.elementKind == elementKind }) else { return nil }
        return itemSupplementaryAttributes(supplementary, item: indexPath.item, section: indexPath.section, cellFrame: cell.frame)
    }

    /// The attributes of the section decoration of `elementKind`.
    func decorationAttributes(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let geometry = geometry(of: indexPath),
              let n = geometry.section.decorationItems.firstIndex(where: { $0.elementKind == elementKind }) else { return nil }
        return decorationAttributes(geometry, geometry.section.decorationItems[n], number: n)
    }

    private func geometry(of indexPath: IndexPath) -> SectionGeometry? {
        guard indexPath.count == 2, geometries.indices.contains(indexPath.section) else { return nil }
        return geometries[indexPath.section]
    }

    private func leafItem(of geometry: SectionGeometry, item: Int) -> NSCollectionLayoutItem? {
        let leaves = geometry.pattern.leaves
        return leaves.isEmpty ? nil : leaves[item % geometry.leavesPerGroup].item
    }

    // MARK: - Making attributes

    private func makeAttributes(cell indexPath: IndexPath) -> UICollectionViewLayoutAttributes {
        type(of: self).layoutAttributesClass.init(forCellWith: indexPath)
    }

    private func cellAttributes(_ geometry: SectionGeometry, item: Int, leaf: LeafFrame, frame: CGRect) -> UICollectionViewLayoutAttributes {
        let attributes = makeAttributes(cell: IndexPath(item: item, section: geometry.index))
        attributes.frame = frame
        attributes.zIndex = leaf.zIndex
        if let compositional = attributes as? CompositionalLayoutAttributes {
            compositional.estimatedWidth = leaf.estimatedWidth
            compositional.estimatedHeight = leaf.estimatedHeight
            compositional.listPlacement = geometry.section.listPlacement(ofItem: item, count: geometry.itemCount)
        }
        return attributes
    }

    private func itemSupplementaryAttributes(_ supplementary: NSCollectionLayoutSupplementaryItem, item: Int, section: Int,
                                             cellFrame: CGRect) -> UICollectionViewLayoutAttributes {
        let attributes = type(of: self).layoutAttributesClass.init(forSupplementaryViewOfKind: supplementary.elementKind,
                                                                   with: IndexPath(item: item, section: section))
        attributes.frame = supplementary.containerAnchor.frame(of: supplementary.layoutSize.resolved(in: cellFrame.size), in: cellFrame)
        attributes.zIndex = supplementary.zIndex
        return attributes
    }

    /// R21.4, R21.5: a section header or footer, kept inside the visible bounds while its
    /// section shows when it is pinned.
    private func boundaryAttributes(_ geometry: SectionGeometry, item: NSCollectionLayoutBoundarySupplementaryItem, number: Int,
                                    visible: CGRect) -> UICollectionViewLayoutAttributes {
        let attributes = type(of: self).layoutAttributesClass.init(forSupplementaryViewOfKind: item.elementKind,
                                                                   with: IndexPath(item: 0, section: geometry.index))
        var frame = geometry.boundaryFrames[number]
        if item.pinToVisibleBounds {
            frame = pinned(frame, before: geometry.isBefore(item.alignment), within: geometry.pinRegion, visible: visible, axis: geometry.scroll)
        }
        attributes.frame = frame
        attributes.zIndex = item.zIndex
        return attributes
    }

    /// R21.9: a layout-wide header or footer; its index path is item 0 of section 0.
    private func layoutBoundaryAttributes(_ number: Int, item: NSCollectionLayoutBoundarySupplementaryItem,
                                          visible: CGRect) -> UICollectionViewLayoutAttributes {
        let attributes = type(of: self).layoutAttributesClass.init(forSupplementaryViewOfKind: item.elementKind,
                                                                   with: IndexPath(item: 0, section: 0))
        var frame = layoutBoundaryFrames[number]
        if item.pinToVisibleBounds {
            let scroll = Axis(horizontal: configuration.scrollDirection == .horizontal)
            frame = pinned(frame, before: item.alignment.isTop || item.alignment == .leading,
                           within: CGRect(origin: .zero, size: contentSize), visible: visible, axis: scroll)
        }
        attributes.frame = frame
        attributes.zIndex = item.zIndex
        return attributes
    }

    /// R21.5: a header stays at the top of the visible bounds until its region's end pushes it
    /// off; a footer stays at the bottom until its region's start does.
    private func pinned(_ frame: CGRect, before: Bool, within region: CGRect, visible: CGRect, axis: Axis) -> CGRect {
        let length = axis.main(frame.size)
        let natural = axis.minMain(frame)
        let main = before ? min(max(natural, axis.minMain(visible)), axis.maxMain(region) - length)
                          : max(min(natural, axis.maxMain(visible) - length), axis.minMain(region))
        let shift = main - natural
        return frame.offsetBy(dx: axis.horizontal ? shift : 0, dy: axis.horizontal ? 0 : shift)
    }

    /// R21.7: a decoration covers the section's frame less its own content insets.
    private func decorationAttributes(_ geometry: SectionGeometry, _ decoration: NSCollectionLayoutDecorationItem,
                                      number: Int) -> UICollectionViewLayoutAttributes {
        let attributes = type(of: self).layoutAttributesClass.init(forDecorationViewOfKind: decoration.elementKind,
                                                                   with: IndexPath(item: 0, section: geometry.index))
        let insets = decoration.contentInsets
        let frame = geometry.frame
        attributes.frame = CGRect(x: frame.minX + insets.leading, y: frame.minY + insets.top,
                                  width: max(0, frame.width - insets.leading - insets.trailing),
                                  height: max(0, frame.height - insets.top - insets.bottom))
        attributes.zIndex = decoration.zIndex
        return attributes
    }
}
