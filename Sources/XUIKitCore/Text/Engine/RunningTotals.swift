import Foundation

/// The running totals of a list of sizes — the lefts of a long line's pieces (`LineStrip`), the
/// tops of a long text's paragraphs (`ParagraphStack`) — recomputed only when asked after a size
/// changed, and searched by binary search.
struct RunningTotals {
    private var totals: [CGFloat] = []
    private var isCurrent = false

    /// A size changed: the totals are recomputed at the next question.
    mutating func invalidate() { isCurrent = false }

    /// The sum of `sizes` before `index` (`sizes.count`: all of them); `index` is clamped.
    mutating func total(before index: Int, of sizes: [CGFloat]) -> CGFloat {
        update(sizes)
        return totals[max(0, min(index, totals.count - 1))]
    }

    /// The last index among `sizes` whose running total is at most `position` (0 before the
    /// first, the last one beyond the end).
    mutating func index(at position: CGFloat, of sizes: [CGFloat]) -> Int {
        update(sizes)
        var low = 0, high = max(0, sizes.count - 1)
        while low < high {
            let middle = (low + high + 1) / 2
            if totals[middle] <= position { low = middle } else { high = middle - 1 }
        }
        return low
    }

    private mutating func update(_ sizes: [CGFloat]) {
        guard !isCurrent else { return }
        totals = [0]
        totals.reserveCapacity(sizes.count + 1)
        var total: CGFloat = 0
        for size in sizes {
            total += size
            totals.append(total)
        }
        isCurrent = true
    }
}
