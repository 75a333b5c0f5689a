import Foundation

/// The attributes a flow layout hands out: cells from the section geometry, headers and footers
/// as supplementary views of `elementKindSectionHeader` / `elementKindSectionFooter` (R20.6),
/// pinned to the visible area when asked.
extension UICollectionViewFlowLayout {
    /// UIKit's flow layout puts headers and footers above cells.
    static let supplementaryZIndex = 10

    /// The cells, headers and footers that meet `rect`, made only for the sections and lines
    /// that meet it (the work depends on what is on screen, not on the item count).
    func elements(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        let low = isVertical ? rect.minY : rect.minX
        let high = isVertical ? rect.maxY : rect.maxX
        var result: [UICollectionViewLayoutAttributes] = []
        var section = firstSection(endingAfter: low)
        while section < sections.count, sections[section].start <= high {
            let flow = sections[section]
            if let header = headerAttributes(section), header.frame.sharesArea(with: rect) { result.append(header) }
            for item in flow.items(across: low, high) {
                let frame = flow.frame(ofItem: item).rect(vertical: isVertical)
                guard frame.sharesArea(with: rect) else { continue }
                result.append(cellAttributes(IndexPath(item: item, section: section), frame: frame))
            }
            if let footer = footerAttributes(section), footer.frame.sharesArea(with: rect) { result.append(footer) }
            section += 1
        }
        return result
    }

    /// The attributes of the item's cell; nil for an item that does not exist.
    func itemAttributes(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section),
              (0..<sections[indexPath.section].itemCount).contains(indexPath.item) else { return nil }
        let frame = sections[indexPath.section].frame(ofItem: indexPath.item).rect(vertical: isVertical)
        return cellAttributes(indexPath, frame: frame)
    }

    /// The attributes of a section's header or footer (index path `[section, 0]`); nil when the
    /// section has none.
    func supplementaryAttributes(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let section = indexPath.first else { return nil }
        switch elementKind {
        case UICollectionView.elementKindSectionHeader: return headerAttributes(section)
        case UICollectionView.elementKindSectionFooter: return footerAttributes(section)
        default: return nil
        }
    }

    // MARK: - Making attributes

    private func cellAttributes(_ indexPath: IndexPath, frame: CGRect) -> UICollectionViewLayoutAttributes {
        let attributes = Self.layoutAttributesClass.init(forCellWith: indexPath)
        attributes.frame = frame
        return attributes
    }

    /// The header across the whole content (along), at the section's start, or pinned (R20.6).
    func headerAttributes(_ section: Int) -> UICollectionViewLayoutAttributes? {
        guard sections.indices.contains(section), sections[section].headerDepth > 0 else { return nil }
        let flow = sections[section]
        var across = flow.start
        if sectionHeadersPinToVisibleBounds {
            // Stays at the top of the visible area, within its section.
            across = min(max(flow.start, visibleRange.lowerBound), flow.end - flow.headerDepth)
        }
        return supplementary(UICollectionView.elementKindSectionHeader, section,
                             FlowRect(along: 0, across: across, alongLength: alongExtent, acrossLength: flow.headerDepth))
    }

    /// The footer after the section's lines and inset, or pinned to the bottom of the visible area.
    func footerAttributes(_ section: Int) -> UICollectionViewLayoutAttributes? {
        guard sections.indices.contains(section), sections[section].footerDepth > 0 else { return nil }
        let flow = sections[section]
        var across = flow.footerStart
        if sectionFootersPinToVisibleBounds {
            across = min(flow.footerStart, max(flow.start, visibleRange.upperBound - flow.footerDepth))
        }
        return supplementary(UICollectionView.elementKindSectionFooter, section,
                             FlowRect(along: 0, across: across, alongLength: alongExtent, acrossLength: flow.footerDepth))
    }

    private func supplementary(_ kind: String, _ section: Int, _ frame: FlowRect) -> UICollectionViewLayoutAttributes {
        let attributes = Self.layoutAttributesClass.init(forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: section))
        attributes.frame = frame.rect(vertical: isVertical)
        attributes.zIndex = Self.supplementaryZIndex
        return attributes
    }

    // MARK: - Helpers

    /// The content's length along lines.
    private var alongExtent: CGFloat { isVertical ? contentSize.width : contentSize.height }

    /// The part of the content shown inside the adjusted content inset, across.
    private var visibleRange: ClosedRange<CGFloat> {
        guard let collectionView else { return 0...0 }
        let bounds = collectionView.bounds, inset = collectionView.adjustedContentInset
        let low = isVertical ? bounds.minY + inset.top : bounds.minX + inset.left
        let high = isVertical ? bounds.maxY - inset.bottom : bounds.maxX - inset.right
        return low...max(low, high)
    }

    /// The first section whose end is after `across` (bisection over the stacked sections).
    private func firstSection(endingAfter across: CGFloat) -> Int {
        var low = 0, high = sections.count
        while low < high {
            let middle = (low + high) / 2
            if sections[middle].end <= across { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
