import Foundation

/// A uniform grid over a view's subviews' frames, so hit-testing among many siblings asks only
/// the few whose frames are near the point.
///
/// It only narrows the candidates; each candidate is still asked with its own `hitTest(_:with:)`,
/// front-most first (R6.2), so hidden, translucent and non-interactive views are skipped as
/// always (R6.5) and the index need not change when those flags do. A subview is filed by frame
/// only when its class is one whose hit-testing XUIKit knows to be the default (a point outside
/// the frame never hits it, R6.4); any other subview may accept points anywhere (an overridden
/// `point(inside:)` or `hitTest`, R6.3) and is asked for every point.
@MainActor
final class SubviewHitIndex {
    /// Below this many subviews, trying each in turn is as fast as the index.
    static let threshold = 32
    /// A subview spanning more cells than this is asked for every point instead.
    private static let maximumCellsPerView = 64

    private let area: CGRect
    private let columns: Int
    private let rows: Int
    private let cellWidth: CGFloat
    private let cellHeight: CGFloat
    /// Cell `c` lists `entries[cellStart[c]..<cellStart[c + 1]]`: subview indices, ascending.
    private var cellStart: [Int32] = []
    private var entries: [Int32] = []
    /// Subviews asked for every point, ascending.
    private var everywhere: [Int32] = []

    /// Builds the index of `subviews`' frames.
    init(subviews: [UIView]) {
        var filed: [(index: Int32, frame: CGRect)] = []
        filed.reserveCapacity(subviews.count)
        var union = CGRect.null
        for (index, subview) in subviews.enumerated() {
            // A margin, so rounding in the coordinate conversion can never push a point that
            // hits the subview into a cell that does not list it.
            let frame = subview.frame.insetBy(dx: -0.5, dy: -0.5)
            if Self.hitTestsByFrame(subview), frame.minX.isFinite, frame.minY.isFinite, frame.maxX.isFinite, frame.maxY.isFinite {
                filed.append((Int32(index), frame))
                union = union.union(frame)
            } else {
                everywhere.append(Int32(index))
            }
        }
        area = union.isNull ? .zero : union
        // Cells about the size of the median subview, so each is filed in a few cells; at most
        // 512 a side.
        let widths = filed.map(\.frame.width).sorted(), heights = filed.map(\.frame.height).sorted()
        let typicalWidth = widths.isEmpty ? area.width : widths[widths.count / 2]
        let typicalHeight = heights.isEmpty ? area.height : heights[heights.count / 2]
        columns = max(1, min(512, Int((area.width / max(typicalWidth, 1)).rounded(.up))))
        rows = max(1, min(512, Int((area.height / max(typicalHeight, 1)).rounded(.up))))
        cellWidth = max(area.width / CGFloat(columns), 1e-6)
        cellHeight = max(area.height / CGFloat(rows), 1e-6)

        // Two passes: count per cell, then fill (compressed rows, one array for all cells).
        var counts = [Int32](repeating: 0, count: columns * rows + 1)
        var spans: [(index: Int32, columns: ClosedRange<Int>, rows: ClosedRange<Int>)] = []
        spans.reserveCapacity(filed.count)
        for (index, frame) in filed {
            let columnRange = column(of: frame.minX)...column(of: frame.maxX)
            let rowRange = row(of: frame.minY)...row(of: frame.maxY)
            if columnRange.count * rowRange.count > Self.maximumCellsPerView {
                everywhere.append(index)
                continue
            }
            spans.append((index, columnRange, rowRange))
            for r in rowRange { for c in columnRange { counts[r * columns + c + 1] += 1 } }
        }
        everywhere.sort()
        for cell in 0..<(columns * rows) { counts[cell + 1] += counts[cell] }
        cellStart = counts
        var next = counts
        entries = [Int32](repeating: 0, count: Int(counts[columns * rows]))
        // Subviews in ascending order, so every cell lists them back to front.
        for span in spans {
            for r in span.rows {
                for c in span.columns {
                    let cell = r * columns + c
                    entries[Int(next[cell])] = span.index
                    next[cell] += 1
                }
            }
        }
    }

    /// Whether `view`'s class is one whose `hitTest(_:with:)` and `point(inside:with:)` are
    /// UIView's own. Exact types only: a subclass may override either.
    static func hitTestsByFrame(_ view: UIView) -> Bool {
        let type = ObjectIdentifier(Swift.type(of: view))
        return type == ObjectIdentifier(UIView.self) || type == ObjectIdentifier(UILabel.self)
    }

    private func column(of x: CGFloat) -> Int {
        min(columns - 1, max(0, Int(((x - area.minX) / cellWidth).rounded(.down))))
    }

    private func row(of y: CGFloat) -> Int {
        min(rows - 1, max(0, Int(((y - area.minY) / cellHeight).rounded(.down))))
    }

    /// The front-most hit among `subviews` (the array the index was built from) for `point` in
    /// `parent`'s coordinates: the candidates of the point's cell and those asked everywhere,
    /// merged front-most first.
    func hitTest(_ point: CGPoint, in parent: UIView, subviews: [UIView], with event: UIEvent?) -> UIView? {
        var cellEntries: ArraySlice<Int32> = []
        if point.x >= area.minX, point.x <= area.maxX, point.y >= area.minY, point.y <= area.maxY {
            let cell = row(of: point.y) * columns + column(of: point.x)
            cellEntries = entries[Int(cellStart[cell])..<Int(cellStart[cell + 1])]
        }
        var inCell = cellEntries.endIndex - 1
        var inEverywhere = everywhere.count - 1
        while inCell >= cellEntries.startIndex || inEverywhere >= 0 {
            let index: Int32
            if inEverywhere < 0 || (inCell >= cellEntries.startIndex && cellEntries[inCell] > everywhere[inEverywhere]) {
                index = cellEntries[inCell]
                inCell -= 1
            } else {
                index = everywhere[inEverywhere]
                inEverywhere -= 1
            }
            let subview = subviews[Int(index)]
            if let hit = subview.hitTest(subview.convert(point, from: parent), with: event) { return hit }
        }
        return nil
    }
}
