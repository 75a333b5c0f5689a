import Foundation

/// Working out a section: the headers, the content insets, the groups, the footers.
extension SectionGeometry {
    /// Lays the section out from `mainStart` along the scroll axis in a layout container of
    /// `layoutSize`, with the cells of this section measured so far.
    mutating func build(mainStart: CGFloat, layoutSize: CGSize, solver: GroupSolver, measured: [Int: CGSize]?) {
        let insets = section.contentInsets
        let across = scroll.across
        container = CGSize(width: max(0, layoutSize.width - insets.leading - insets.trailing),
                           height: max(0, layoutSize.height - insets.top - insets.bottom))
        pattern = solver.solve(section.group, in: container)
        leavesPerGroup = max(1, pattern.leaves.count)
        groupCount = (itemCount + leavesPerGroup - 1) / leavesPerGroup
        let patternLength = stacking.main(pattern.size)
        stride = patternLength + section.interGroupSpacing
        measureGroups(solver: solver, measured: measured, patternLength: patternLength)

        // Headers (before the content along the scroll axis), then the content insets.
        let crossLead = across.leadInset(insets)
        let crossLength = across.main(layoutSize)
        var cursor = mainStart
        var frames = [CGRect](repeating: .zero, count: section.boundarySupplementaryItems.count)
        for (n, item) in section.boundarySupplementaryItems.enumerated() where isBefore(item.alignment) {
            frames[n] = boundaryFrame(item, main: cursor, crossLead: crossLead, crossLength: crossLength, layoutSize: layoutSize)
            if item.extendsBoundary { cursor += scroll.main(frames[n].size) }
        }
        cursor += scroll.leadInset(insets)
        let contentLength = isOrthogonal ? scroll.main(pattern.size) : stackLength
        groupsOrigin = scroll.point(main: cursor, cross: crossLead)
        if isOrthogonal {
            rowLength = crossLead + stackLength + across.trailInset(insets)
        }
        cursor += contentLength + scroll.trailInset(insets)
        let contentEnd = cursor
        for (n, item) in section.boundarySupplementaryItems.enumerated() where !isBefore(item.alignment) {
            let size = boundarySize(item, layoutSize: layoutSize)
            // A footer that does not extend the section overlaps the end of the content.
            let main = item.extendsBoundary ? cursor : contentEnd - scroll.main(size)
            frames[n] = boundaryFrame(item, main: main, crossLead: crossLead, crossLength: crossLength, layoutSize: layoutSize)
            if item.extendsBoundary { cursor += scroll.main(size) }
        }
        boundaryFrames = frames
        frame = CGRect(origin: scroll.point(main: mainStart, cross: 0), size: scroll.size(main: cursor - mainStart, cross: crossLength))
        pinRegion = frame
    }

    /// R21.10: group lengths along the stacking axis: all the pattern's, unless measured cells
    /// changed some groups; then one start per group (the only per-item storage, and only for
    /// estimated sections).
    private mutating func measureGroups(solver: GroupSolver, measured: [Int: CGSize]?, patternLength: CGFloat) {
        let spacing = section.interGroupSpacing
        guard let measured, !measured.isEmpty, pattern.usesEstimates, groupCount > 0 else {
            groupStarts = nil
            groupLengths = nil
            stackLength = groupCount > 0 ? CGFloat(groupCount) * patternLength + CGFloat(groupCount - 1) * spacing : 0
            return
        }
        var lengths = [CGFloat](repeating: patternLength, count: groupCount)
        for item in Set(measured.keys.map { $0 / leavesPerGroup }) where item < groupCount {
            var instance = solver
            let first = item * leavesPerGroup
            instance.measured = { measured[first + $0] }
            lengths[item] = stacking.main(instance.solve(section.group, in: container).size)
        }
        var starts = [CGFloat](repeating: 0, count: groupCount)
        var position: CGFloat = 0
        for g in 0..<groupCount {
            starts[g] = position
            position += lengths[g] + spacing
        }
        groupStarts = starts
        groupLengths = lengths
        stackLength = position - spacing
    }

    /// Whether an item of `alignment` comes before the content along the scroll axis.
    func isBefore(_ alignment: NSRectAlignment) -> Bool {
        scroll.horizontal ? (alignment == .leading || alignment == .topLeading || alignment == .bottomLeading || alignment == .top)
                          : (alignment.isTop || alignment == .leading || alignment == .none)
    }

    /// A boundary item's size: against the section's container, or the layout's when it does
    /// not follow the content insets.
    func boundarySize(_ item: NSCollectionLayoutBoundarySupplementaryItem, layoutSize: CGSize) -> CGSize {
        item.layoutSize.resolved(in: section.supplementariesFollowContentInsets ? container : layoutSize)
    }

    /// R21.4: a boundary item at `main` along the scroll axis; across it, at the leading side,
    /// the trailing side or the middle as its alignment says, then moved by its offset.
    private func boundaryFrame(_ item: NSCollectionLayoutBoundarySupplementaryItem, main: CGFloat, crossLead: CGFloat,
                               crossLength: CGFloat, layoutSize: CGSize) -> CGRect {
        let size = boundarySize(item, layoutSize: layoutSize)
        let across = scroll.across
        let follow = section.supplementariesFollowContentInsets
        let low = follow ? crossLead : 0
        let high = follow ? crossLength - across.trailInset(section.contentInsets) : crossLength
        let length = across.main(size)
        let cross: CGFloat
        switch item.alignment {
        case .topLeading, .bottomLeading, .leading: cross = scroll.horizontal ? (high + low - length) / 2 : low
        case .topTrailing, .bottomTrailing, .trailing: cross = scroll.horizontal ? (high + low - length) / 2 : high - length
        default: cross = (low + high - length) / 2
        }
        let origin = scroll.point(main: main, cross: cross)
        return CGRect(x: origin.x + item.offset.x, y: origin.y + item.offset.y, width: size.width, height: size.height)
    }
}
