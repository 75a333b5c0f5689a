import Foundation

/// A rectangle in flow coordinates: `along` runs the way items fill a line (x when scrolling
/// vertically), `across` the way lines stack (the scroll axis). The flow layout works in these
/// and turns them into content rectangles only when it hands out attributes, so one arithmetic
/// serves both scroll directions.
struct FlowRect: Equatable {
    var along: CGFloat
    var across: CGFloat
    var alongLength: CGFloat
    var acrossLength: CGFloat

    /// The content rectangle: vertical scrolling puts `along` on x, horizontal on y.
    func rect(vertical: Bool) -> CGRect {
        vertical ? CGRect(x: along, y: across, width: alongLength, height: acrossLength)
            : CGRect(x: across, y: along, width: acrossLength, height: alongLength)
    }
}

/// One line of a section whose items have sizes of their own.
struct FlowLine {
    /// The first item of the line.
    var firstItem: Int
    /// Where the line starts and how deep it is, across (the deepest item's length).
    var across: CGFloat
    var depth: CGFloat
}

/// Where one section of a flow layout lies: header, items in lines, footer (R20.1–R20.4).
///
/// When every item shares one size (`uniformSize`), the place of any item is found by
/// arithmetic (columns, line number, spacing) with no memory per item, so a million items cost
/// what ten do (R20.3). When the delegate gives sizes per item, or cells size themselves,
/// `frames` keeps one rectangle per item and `lines` the line breaks, found by bisection.
struct FlowSectionGeometry {
    // MARK: Inputs (flow coordinates)
    var itemCount = 0
    /// Where the section starts across (the top of its header when vertical).
    var start: CGFloat = 0
    var headerDepth: CGFloat = 0
    var footerDepth: CGFloat = 0
    /// The section inset before and after the lines, across.
    var insetBefore: CGFloat = 0
    var insetAfter: CGFloat = 0
    /// Where lines start along, and how long they may be.
    var lineStart: CGFloat = 0
    var lineLength: CGFloat = 0
    /// `minimumInteritemSpacing` (along) and `minimumLineSpacing` (across).
    var interitemSpacing: CGFloat = 10
    var lineSpacing: CGFloat = 10

    // MARK: Uniform items
    /// The size of every item (along, across); nil when `frames` holds per-item frames.
    var uniformSize: (along: CGFloat, across: CGFloat)?
    /// Items per line, and the along step between item origins in full lines.
    private(set) var columns = 1
    private(set) var fullLineStep: CGFloat = 0
    /// Where the first item of a full line starts (a line of one is centred).
    private(set) var fullLineOffset: CGFloat = 0
    /// The same for the last line when it is not full.
    private(set) var lastLineStep: CGFloat = 0
    private(set) var lastLineOffset: CGFloat = 0

    // MARK: Items with sizes of their own
    private(set) var frames: [FlowRect] = []
    private(set) var lines: [FlowLine] = []
    /// The depth of all lines with the spacing between them.
    private(set) var linesDepth: CGFloat = 0

    /// The top of the first line.
    var itemsStart: CGFloat { start + headerDepth + insetBefore }
    /// Just after the last line.
    var itemsEnd: CGFloat { itemsStart + linesDepth }
    /// Where the footer starts.
    var footerStart: CGFloat { itemsEnd + insetAfter }
    /// Just after the footer: where the next section starts.
    var end: CGFloat { footerStart + footerDepth }

    /// The number of lines of uniform items.
    var uniformLineCount: Int { itemCount == 0 ? 0 : (itemCount + columns - 1) / columns }

    // MARK: - Arranging

    /// R20.2: arranges `itemCount` items of one size. As many fit on a line as the minimum
    /// spacing allows (at least one). A full line is justified: its first item at the line's
    /// start, its last at the line's end, the extra room shared between the gaps; a line of one
    /// item is centred. The last line, when not full, keeps the step of the full lines above it
    /// (so the grid's columns line up: a lone last item sits in the first column, or centred
    /// when every line holds one); when it is the section's only line it starts at the line
    /// start with the minimum spacing (one item alone is centred).
    mutating func arrangeUniform(along itemAlong: CGFloat, across itemAcross: CGFloat) {
        uniformSize = (itemAlong, itemAcross)
        frames = []
        lines = []
        // Columns: n items and n−1 minimum gaps must fit: n·w + (n−1)·s ≤ L, so n ≤ (L + s)/(w + s).
        let fit = itemAlong + interitemSpacing > 0 ? Int(((lineLength + interitemSpacing) / (itemAlong + interitemSpacing)).rounded(.down)) : 1
        columns = max(1, fit)
        if columns == 1 {
            // One item per line: centred in the line (UIKit's justification of a line of one).
            fullLineStep = 0
            fullLineOffset = (lineLength - itemAlong) / 2
        } else {
            // Justified: the n−1 gaps share what the n items leave of the line.
            fullLineStep = itemAlong + (lineLength - CGFloat(columns) * itemAlong) / CGFloat(columns - 1)
            fullLineOffset = 0
        }
        let lineCount = uniformLineCount
        let lastCount = itemCount - (lineCount - 1) * columns
        if lineCount > 1 || lastCount == columns {
            // Under full lines (or full itself): the full lines' step and start, so columns line up.
            lastLineStep = fullLineStep
            lastLineOffset = fullLineOffset
        } else {
            // The section's only line, not full: minimum spacing from the start; one item centred.
            lastLineStep = itemAlong + interitemSpacing
            lastLineOffset = lastCount == 1 ? (lineLength - itemAlong) / 2 : 0
        }
        // Lines are itemAcross deep with lineSpacing between them: k·h + (k−1)·s.
        linesDepth = lineCount == 0 ? 0 : CGFloat(lineCount) * itemAcross + CGFloat(lineCount - 1) * lineSpacing
    }

    /// R20.2: arranges items of their own sizes (along, across) with the same rules as
    /// `arrangeUniform` (same sizes give the same frames): lines filled in order, full lines
    /// justified (the last line is full when another item the size of its last would not fit),
    /// a line of one centred, a partial last line keeping the gap of the line above when it
    /// fits; items centred across their line.
    mutating func arrange(sizes: [(along: CGFloat, across: CGFloat)]) {
        uniformSize = nil
        itemCount = sizes.count
        frames = []
        frames.reserveCapacity(sizes.count)
        lines = []
        var item = 0
        var across: CGFloat = 0
        var previousGap: CGFloat?
        var previousCount = 0
        while item < sizes.count {
            // Fill the line: items while they fit with the minimum spacing (always one).
            var end = item + 1
            var used = sizes[item].along
            while end < sizes.count, used + interitemSpacing + sizes[end].along <= lineLength {
                used += interitemSpacing + sizes[end].along
                end += 1
            }
            let count = end - item
            let itemsLength = sizes[item..<end].reduce(0) { $0 + $1.along }
            let isLast = end == sizes.count
            let isOnly = item == 0 && isLast
            // Full: no room for one more item the size of its last one (every line but the last is).
            let isFull = !isLast || used + interitemSpacing + sizes[end - 1].along > lineLength
            var gap = interitemSpacing
            var offset: CGFloat = 0
            if count == 1 {
                // Centred, except a partial last line under a line of several: at the line start.
                offset = !isFull && !isOnly && previousCount > 1 ? 0 : (lineLength - itemsLength) / 2
            } else if isFull {
                gap = (lineLength - itemsLength) / CGFloat(count - 1)
            } else if let previousGap, !isOnly {
                gap = min(previousGap, (lineLength - itemsLength) / CGFloat(count - 1))
            }
            if count > 1, isFull { previousGap = gap }
            previousCount = count
            let depth = sizes[item..<end].map(\.across).max() ?? 0
            let lineAcross = across
            lines.append(FlowLine(firstItem: item, across: lineAcross, depth: depth))
            var along = lineStart + offset
            for index in item..<end {
                let size = sizes[index]
                frames.append(FlowRect(along: along, across: lineAcross + (depth - size.across) / 2,
                                       alongLength: size.along, acrossLength: size.across))
                along += size.along + gap
            }
            across += depth + lineSpacing
            item = end
        }
        linesDepth = lines.isEmpty ? 0 : across - lineSpacing
    }

    // MARK: - Finding items

    /// The frame of `item`, in flow coordinates.
    func frame(ofItem item: Int) -> FlowRect {
        guard let size = uniformSize else {
            var frame = frames[item]
            frame.across += itemsStart
            return frame
        }
        let line = item / columns
        let column = item % columns
        let isLastLine = line == uniformLineCount - 1
        let step = isLastLine ? lastLineStep : fullLineStep
        let offset = isLastLine ? lastLineOffset : fullLineOffset
        return FlowRect(along: lineStart + offset + CGFloat(column) * step,
                        across: itemsStart + CGFloat(line) * (size.across + lineSpacing),
                        alongLength: size.along, acrossLength: size.across)
    }

    /// The items whose lines meet `low...high` across (content coordinates): a contiguous range.
    func items(across low: CGFloat, _ high: CGFloat) -> Range<Int> {
        guard itemCount > 0, high >= itemsStart, low <= itemsEnd else { return 0..<0 }
        if let size = uniformSize {
            let pitch = size.across + lineSpacing
            let lineCount = uniformLineCount
            guard pitch > 0 else { return 0..<itemCount }
            let first = min(max(Int(((low - itemsStart) / pitch).rounded(.down)), 0), lineCount - 1)
            let last = min(max(Int(((high - itemsStart) / pitch).rounded(.down)), 0), lineCount - 1)
            return (first * columns)..<min(itemCount, (last + 1) * columns)
        }
        let first = line(atOrBefore: low - itemsStart)
        let last = line(atOrBefore: high - itemsStart)
        let end = last + 1 < lines.count ? lines[last + 1].firstItem : itemCount
        return lines[first].firstItem..<end
    }

    /// The last line starting at or before `across` (relative to the first line), or the first.
    private func line(atOrBefore across: CGFloat) -> Int {
        var low = 0, high = lines.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lines[middle].across <= across { low = middle } else { high = middle - 1 }
        }
        return low
    }
}
