import Foundation

/// The parts of a window to repaint before the next present: a few rectangles, so two small
/// changes far apart (a button and a label) repaint and present two small areas, not the
/// rectangle spanning both.
struct DirtyRegion {
    /// More rectangles than this are merged into their bounding box.
    static let maximumCount = 4

    private(set) var rects: [CGRect] = []

    var isEmpty: Bool { rects.isEmpty }

    /// Adds `rect`, merging it with any rectangle it overlaps or whose merge wastes little.
    mutating func add(_ rect: CGRect) {
        guard !rect.isNull, !rect.isEmpty else { return }
        var merged = rect
        var index = 0
        // Merging may make the rectangle overlap ones checked before: go round until none does.
        while index < rects.count {
            let other = rects[index]
            if Self.shouldMerge(merged, other) {
                merged = merged.union(other)
                rects.remove(at: index)
                index = 0
            } else {
                index += 1
            }
        }
        rects.append(merged)
        if rects.count > Self.maximumCount {
            rects = [rects.dropFirst().reduce(rects[0]) { $0.union($1) }]
        }
    }

    /// The rectangles, on whole pixels and clipped to `bounds` (those left empty dropped), and
    /// empties the region. (A loop, not `map` and `filter`: one array, and no main-actor closure
    /// called from the standard library, which checks its executor on every call.)
    mutating func take(within bounds: CGRect) -> [CGRect] {
        defer { rects.removeAll(keepingCapacity: true) }
        var taken: [CGRect] = []
        taken.reserveCapacity(rects.count)
        for rect in rects {
            let area = rect.integral.intersection(bounds)
            if !area.isNull, !area.isEmpty { taken.append(area) }
        }
        return taken
    }

    /// Overlapping or touching, or their bounding box is little bigger than the two together.
    private static func shouldMerge(_ a: CGRect, _ b: CGRect) -> Bool {
        if a.insetBy(dx: -1, dy: -1).intersects(b) { return true }
        let union = a.union(b)
        return union.width * union.height <= (a.width * a.height + b.width * b.height) * 1.25
    }
}
