import Foundation

/// One section of a compositional layout worked out: where it lies, where its groups start and
/// how far apart they are, and where its headers, footers and decorations go.
///
/// R21.10: a section whose groups are all alike stores one laid-out group (`pattern`) and finds
/// group `g` by arithmetic (`g × (length + interGroupSpacing)`), so 100 000 items cost nothing
/// per item. Only a section with estimated sizes some of whose cells were measured keeps one
/// start offset per group (`groupStarts`).
@MainActor
struct SectionGeometry {
    let index: Int
    let section: NSCollectionLayoutSection
    let itemCount: Int
    /// The axis the groups follow each other along: the scroll axis, or across it when the
    /// section scrolls orthogonally.
    let stacking: Axis
    /// The layout's scroll axis.
    let scroll: Axis
    var isOrthogonal: Bool { section.orthogonalScrollingBehavior != .none }
    /// The whole section, headers and footers included, in content coordinates.
    var frame: CGRect = .zero
    /// Where group 0's frame starts (its origin, before any orthogonal scroll).
    var groupsOrigin: CGPoint = .zero
    /// The section's container size for fractional dimensions: the layout's less the insets.
    var container: CGSize = .zero
    /// The group laid out with estimates only.
    var pattern = GroupSolution(size: .zero, leaves: [], usesEstimates: false)
    var leavesPerGroup = 1
    var groupCount = 0
    /// The pattern's length along the stacking axis plus the inter-group spacing.
    var stride: CGFloat = 0
    /// Each group's start along the stacking axis from group 0's, when measured cells made
    /// groups differ; nil when every group is the pattern.
    var groupStarts: [CGFloat]?
    /// Each group's length, alongside `groupStarts`.
    var groupLengths: [CGFloat]?
    /// The groups' total length along the stacking axis.
    var stackLength: CGFloat = 0
    /// The natural frames of the boundary supplementary items, in their order.
    var boundaryFrames: [CGRect] = []
    /// The region pinned headers and footers stay within (the section, less nothing).
    var pinRegion: CGRect = .zero
    /// For an orthogonal section: the row's whole length, insets included.
    var rowLength: CGFloat = 0

    init(index: Int, section: NSCollectionLayoutSection, itemCount: Int, scroll: Axis) {
        self.index = index
        self.section = section
        self.itemCount = itemCount
        self.scroll = scroll
        stacking = section.orthogonalScrollingBehavior == .none ? scroll : scroll.across
    }

    // MARK: - Groups

    /// The start of group `g` along the stacking axis, from group 0's.
    func start(ofGroup g: Int) -> CGFloat {
        if let groupStarts { return groupStarts[g] }
        return CGFloat(g) * stride
    }

    /// The groups meeting the stacking-axis span `low…high` (relative to group 0's start).
    func groups(from low: CGFloat, to high: CGFloat) -> ClosedRange<Int>? {
        guard groupCount > 0, high >= 0, low <= stackLength else { return nil }
        if let groupStarts {
            let first = max(0, lastIndex(in: groupStarts, notAbove: low))
            let last = max(first, lastIndex(in: groupStarts, notAbove: high))
            return first...min(last, groupCount - 1)
        }
        guard stride > 0 else { return 0...(groupCount - 1) }
        let first = min(groupCount - 1, max(0, Int((low / stride).rounded(.down))))
        let last = min(groupCount - 1, max(first, Int((high / stride).rounded(.down))))
        return first...last
    }

    /// Binary search: the last index whose value is at most `value` (-1 if none).
    private func lastIndex(in sorted: [CGFloat], notAbove value: CGFloat) -> Int {
        var low = 0, high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] <= value { low = middle + 1 } else { high = middle }
        }
        return low - 1
    }

    /// Group `g`'s origin in content coordinates, shifted by the orthogonal scroll `offset`.
    func origin(ofGroup g: Int, orthogonalOffset offset: CGFloat) -> CGPoint {
        let along = start(ofGroup: g) - (isOrthogonal ? offset : 0)
        return stacking.horizontal ? CGPoint(x: groupsOrigin.x + along, y: groupsOrigin.y)
                                   : CGPoint(x: groupsOrigin.x, y: groupsOrigin.y + along)
    }

    /// The cells of group `g`: the pattern, or the group solved again with its measured cells.
    func leaves(ofGroup g: Int, solver: GroupSolver, measured: [Int: CGSize]?) -> [LeafFrame] {
        guard let measured, pattern.usesEstimates else { return pattern.leaves }
        let first = g * leavesPerGroup
        guard (first..<(first + leavesPerGroup)).contains(where: { measured[$0] != nil }) else { return pattern.leaves }
        var instance = solver
        instance.measured = { measured[first + $0] }
        return instance.solve(section.group, in: container).leaves
    }

    /// R21.8: the range an orthogonal row may scroll: 0 to its length past the container.
    func orthogonalRange(containerLength: CGFloat) -> ClosedRange<CGFloat> {
        let end = max(0, rowLength - containerLength)
        if section.orthogonalScrollingBehavior == .groupPagingCentered {
            // Centring the first and last groups needs room before and after the row.
            let slack = max(0, (containerLength - stacking.main(pattern.size)) / 2)
            return -slack...(end + slack)
        }
        return 0...end
    }

    /// R21.8: where an orthogonal row comes to rest near `offset`, as its behaviour says.
    func restingOffset(near offset: CGFloat, containerLength: CGFloat) -> CGFloat {
        let range = orthogonalRange(containerLength: containerLength)
        let lead = stacking.leadInset(section.contentInsets)
        let groupLength = stacking.main(pattern.size)
        func nearestGroup(_ target: (Int) -> CGFloat) -> CGFloat {
            guard groupCount > 0 else { return offset }
            var best = target(0)
            // Groups are ordered, so the nearest is next to the first one past the offset.
            let guess = groups(from: offset, to: offset)?.lowerBound ?? 0
            for g in max(0, guess - 1)...min(groupCount - 1, guess + 1) where abs(target(g) - offset) < abs(best - offset) {
                best = target(g)
            }
            return best
        }
        let rest: CGFloat
        switch section.orthogonalScrollingBehavior {
        case .none, .continuous:
            rest = offset
        case .paging:
            rest = containerLength > 0 ? (offset / containerLength).rounded() * containerLength : offset
        case .continuousGroupLeadingBoundary, .groupPaging:
            rest = nearestGroup { start(ofGroup: $0) }
        case .groupPagingCentered:
            rest = nearestGroup { lead + start(ofGroup: $0) + groupLength / 2 - containerLength / 2 }
        }
        return min(max(rest, range.lowerBound), range.upperBound)
    }
}
