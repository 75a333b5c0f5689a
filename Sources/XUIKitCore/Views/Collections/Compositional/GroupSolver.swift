import Foundation

/// One cell's place in a laid-out group.
struct LeafFrame {
    /// The cell's frame (the item's frame less its content insets), relative to the group.
    var frame: CGRect
    /// The item it comes from; nil for the items of a custom group.
    var item: NSCollectionLayoutItem?
    var zIndex: Int
    /// Whether the cell's width or height is estimated, so its view may size itself.
    var estimatedWidth = false
    var estimatedHeight = false
}

/// A laid-out group: its size and its cells in item order.
struct GroupSolution {
    var size: CGSize
    var leaves: [LeafFrame]
    /// Whether any size in it came from an estimate.
    var usesEstimates: Bool
}

/// The arithmetic of one group: sizes its subitems against it, places them along its axis with
/// the spacing, and recurses into nested groups (R21.1–R21.3). Pure: it knows nothing of
/// collection views, so the tests can check it directly.
@MainActor
struct GroupSolver {
    /// The traits custom groups see.
    var traitCollection: UITraitCollection
    /// The measured cell size of the group's leaf `n`, for estimated dimensions.
    var measured: (Int) -> CGSize? = { _ in nil }

    /// Lays out `group` in a container of `container` (its section's content size).
    func solve(_ group: NSCollectionLayoutGroup, in container: CGSize) -> GroupSolution {
        var leaves: [LeafFrame] = []
        var estimates = group.layoutSize.hasEstimate
        let size = layout(group, proposed: group.layoutSize.resolved(in: container), origin: .zero,
                          leaves: &leaves, estimates: &estimates)
        return GroupSolution(size: size, leaves: leaves, usesEstimates: estimates)
    }

    /// Lays out `group` with the outer size `proposed` at `origin`; returns its actual size (an
    /// estimated side grows or shrinks to what it holds).
    private func layout(_ group: NSCollectionLayoutGroup, proposed: CGSize, origin: CGPoint,
                        leaves: inout [LeafFrame], estimates: inout Bool) -> CGSize {
        let insets = group.contentInsets
        let inner = CGSize(width: max(0, proposed.width - insets.leading - insets.trailing),
                           height: max(0, proposed.height - insets.top - insets.bottom))
        let innerOrigin = CGPoint(x: origin.x + insets.leading, y: origin.y + insets.top)
        var used: CGSize
        switch group.arrangement {
        case .custom(let provider):
            let environment = LayoutEnvironment(container: LayoutContainer(contentSize: inner), traitCollection: traitCollection)
            var extent = CGSize.zero
            for custom in provider(environment) {
                let frame = custom.frame.offsetBy(dx: innerOrigin.x, dy: innerOrigin.y)
                leaves.append(LeafFrame(frame: frame, item: nil, zIndex: custom.zIndex))
                extent = CGSize(width: max(extent.width, custom.frame.maxX), height: max(extent.height, custom.frame.maxY))
            }
            used = extent
        case .axis(let horizontal):
            used = layoutAxis(group, horizontal: horizontal, size: inner, origin: innerOrigin, leaves: &leaves, estimates: &estimates)
        }
        // An estimated side of the group takes what its content used; other sides stay.
        let width = group.layoutSize.widthDimension.isEstimated ? used.width : inner.width
        let height = group.layoutSize.heightDimension.isEstimated ? used.height : inner.height
        return CGSize(width: width + insets.leading + insets.trailing, height: height + insets.top + insets.bottom)
    }

    /// R21.3: places the subitems along x (horizontal) or y: each sized against the group, the
    /// fixed spacing between them, repeating the subitems while the next fits (or `count`
    /// equal copies); then shares the room left over among flexible spacings.
    private func layoutAxis(_ group: NSCollectionLayoutGroup, horizontal: Bool, size: CGSize, origin: CGPoint,
                            leaves: inout [LeafFrame], estimates: inout Bool) -> CGSize {
        let axis = Axis(horizontal: horizontal)
        let limit = axis.main(size)
        let gap = group.interItemSpacing
        let minGap = gap?.spacing ?? 0
        var share: CGFloat?
        if let count = group.repeatCount {
            share = max(0, (limit - minGap * CGFloat(count - 1)) / CGFloat(count))
        }
        var placed: [(leaves: Range<Int>, flexibleBefore: Int)] = []
        var cursor: CGFloat = 0
        var crossUsed: CGFloat = 0
        var flexibleSlots = 0
        var index = 0
        while true {
            if let count = group.repeatCount, index >= count { break }
            let sub = group.subitems[index % group.subitems.count]
            let leafStart = leaves.count
            var proposed = proposedSize(of: sub, in: size, leafIndex: leafStart)
            if let share { proposed = axis.size(main: share, cross: axis.cross(proposed)) }
            let lead = axis.leadingSpacing(sub.edgeSpacing)
            let trail = axis.trailingSpacing(sub.edgeSpacing)
            let start = cursor + (index > 0 ? minGap : 0) + (lead?.spacing ?? 0)
            if group.repeatCount == nil, index > 0 {
                let fits = start + axis.main(proposed) <= limit + 0.5
                let endless = axis.main(proposed) <= 0 && index >= group.subitems.count
                if !fits || endless || index >= 100_000 { break }
            }
            if index > 0, gap?.isFlexibleSpacing == true { flexibleSlots += 1 }
            if lead?.isFlexibleSpacing == true { flexibleSlots += 1 }
            let childOrigin = CGPoint(x: origin.x + (horizontal ? start : 0), y: origin.y + (horizontal ? 0 : start))
            let actual: CGSize
            if let child = sub as? NSCollectionLayoutGroup {
                estimates = estimates || child.layoutSize.hasEstimate
                actual = layout(child, proposed: proposed, origin: childOrigin, leaves: &leaves, estimates: &estimates)
            } else {
                actual = proposed
                place(sub, size: proposed, at: childOrigin, leaves: &leaves, estimates: &estimates)
            }
            placed.append((leafStart..<leaves.count, flexibleSlots))
            cursor = start + axis.main(actual) + (trail?.spacing ?? 0)
            if trail?.isFlexibleSpacing == true { flexibleSlots += 1 }
            crossUsed = max(crossUsed, axis.cross(actual))
            index += 1
        }
        // Flexible spacings share what is left along the axis equally.
        let leftover = limit - cursor
        if flexibleSlots > 0, leftover > 0 {
            let extra = leftover / CGFloat(flexibleSlots)
            for run in placed where run.flexibleBefore > 0 {
                let shift = extra * CGFloat(run.flexibleBefore)
                for leaf in run.leaves {
                    leaves[leaf].frame = leaves[leaf].frame.offsetBy(dx: horizontal ? shift : 0, dy: horizontal ? 0 : shift)
                }
            }
            cursor = limit
        }
        return axis.size(main: cursor, cross: crossUsed)
    }

    /// The outer size of `item` in a group of `size`, with a measured size for an estimated
    /// item (its cell's size plus its insets).
    private func proposedSize(of item: NSCollectionLayoutItem, in size: CGSize, leafIndex: Int) -> CGSize {
        guard !(item is NSCollectionLayoutGroup), let cell = measured(leafIndex) else {
            return item.layoutSize.resolved(in: size)
        }
        let insets = item.contentInsets
        return item.layoutSize.resolved(in: size, measured: CGSize(width: cell.width + insets.leading + insets.trailing,
                                                                   height: cell.height + insets.top + insets.bottom))
    }

    /// R21.2: one cell: the item's frame less its content insets.
    private func place(_ item: NSCollectionLayoutItem, size: CGSize, at origin: CGPoint,
                       leaves: inout [LeafFrame], estimates: inout Bool) {
        let insets = item.contentInsets
        let frame = CGRect(x: origin.x + insets.leading, y: origin.y + insets.top,
                           width: max(0, size.width - insets.leading - insets.trailing),
                           height: max(0, size.height - insets.top - insets.bottom))
        let width = item.layoutSize.widthDimension.isEstimated, height = item.layoutSize.heightDimension.isEstimated
        estimates = estimates || width || height
        leaves.append(LeafFrame(frame: frame, item: item, zIndex: 0, estimatedWidth: width, estimatedHeight: height))
    }
}

/// One axis of a layout: `main` along it, `cross` across it.
struct Axis {
    var horizontal: Bool

    func main(_ size: CGSize) -> CGFloat { horizontal ? size.width : size.height }
    func cross(_ size: CGSize) -> CGFloat { horizontal ? size.height : size.width }
    func size(main: CGFloat, cross: CGFloat) -> CGSize {
        horizontal ? CGSize(width: main, height: cross) : CGSize(width: cross, height: main)
    }
    func point(main: CGFloat, cross: CGFloat) -> CGPoint {
        horizontal ? CGPoint(x: main, y: cross) : CGPoint(x: cross, y: main)
    }
    func minMain(_ rect: CGRect) -> CGFloat { horizontal ? rect.minX : rect.minY }
    func maxMain(_ rect: CGRect) -> CGFloat { horizontal ? rect.maxX : rect.maxY }
    func minCross(_ rect: CGRect) -> CGFloat { horizontal ? rect.minY : rect.minX }
    func maxCross(_ rect: CGRect) -> CGFloat { horizontal ? rect.maxY : rect.maxX }
    /// The insets before and after the content along this axis.
    func leadInset(_ insets: NSDirectionalEdgeInsets) -> CGFloat { horizontal ? insets.leading : insets.top }
    func trailInset(_ insets: NSDirectionalEdgeInsets) -> CGFloat { horizontal ? insets.trailing : insets.bottom }
    func leadingSpacing(_ spacing: NSCollectionLayoutEdgeSpacing?) -> NSCollectionLayoutSpacing? {
        horizontal ? spacing?.leading : spacing?.top
    }
    func trailingSpacing(_ spacing: NSCollectionLayoutEdgeSpacing?) -> NSCollectionLayoutSpacing? {
        horizontal ? spacing?.trailing : spacing?.bottom
    }
    /// The other axis.
    var across: Axis { Axis(horizontal: !horizontal) }
}
