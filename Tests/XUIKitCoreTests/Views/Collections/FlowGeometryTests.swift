import Foundation
import Testing
@testable import XUIKitCore

/// The flow layout's arithmetic on its own (FlowSectionGeometry), in flow coordinates: `along`
/// is x and `across` is y for a vertical layout.
@MainActor
@Suite("Flow layout: the arithmetic of lines")
struct FlowGeometryTests {
    /// A section of `count` items in a line 320 long, 10 pt spacings, no insets.
    func section(_ count: Int, lineLength: CGFloat = 320) -> FlowSectionGeometry {
        var section = FlowSectionGeometry()
        section.itemCount = count
        section.lineLength = lineLength
        return section
    }

    @Test("R20.2: full lines are justified; the partial last line keeps their columns")
    func justifiedColumns() {
        var flow = section(7)
        // 90-wide items: (320 + 10) / (90 + 10) = 3.3 → 3 per line. The 3 items leave
        // 320 − 270 = 50 for 2 gaps: 25 each, so items start at 0, 115, 230.
        flow.arrangeUniform(along: 90, across: 40)
        #expect(flow.columns == 3)
        #expect(flow.frame(ofItem: 0).along == 0)
        #expect(flow.frame(ofItem: 1).along == 115)
        #expect(flow.frame(ofItem: 2).along == 230)
        // Line 1 starts at 40 + 10 = 50 across.
        #expect(flow.frame(ofItem: 4) == FlowRect(along: 115, across: 50, alongLength: 90, acrossLength: 40))
        // 7 items: lines of 3, 3, 1. The lone last item sits in the first column at line 2: y = 2·50.
        #expect(flow.frame(ofItem: 6) == FlowRect(along: 0, across: 100, alongLength: 90, acrossLength: 40))
        // Three lines 40 deep with two 10 pt gaps: 3·40 + 2·10 = 140.
        #expect(flow.linesDepth == 140)
    }

    @Test("R20.2: a section's only line, not full, uses the minimum spacing; one item alone is centred")
    func onlyLine() {
        var two = section(2)
        two.arrangeUniform(along: 90, across: 40)
        // 2 of 3 possible: from the start, 90 + 10 apart.
        #expect(two.frame(ofItem: 0).along == 0)
        #expect(two.frame(ofItem: 1).along == 100)
        var one = section(1)
        one.arrangeUniform(along: 90, across: 40)
        // Centred: (320 − 90) / 2 = 115.
        #expect(one.frame(ofItem: 0).along == 115)
    }

    @Test("R20.2: items wider than half the line go one per line, centred")
    func onePerLine() {
        var flow = section(3)
        // (320 + 10) / (200 + 10) = 1.57 → 1 column; centred at (320 − 200) / 2 = 60.
        flow.arrangeUniform(along: 200, across: 30)
        #expect(flow.columns == 1)
        #expect(flow.frame(ofItem: 2) == FlowRect(along: 60, across: 80, alongLength: 200, acrossLength: 30))
    }

    @Test("R20.4: insets and header move the lines; the section's end adds the footer")
    func insetsAndHeader() {
        var flow = section(4, lineLength: 300)
        flow.start = 1000
        flow.headerDepth = 30
        flow.insetBefore = 5
        flow.insetAfter = 7
        flow.footerDepth = 20
        flow.lineStart = 10
        // 300 long: (300 + 10) / (100 + 10) = 2.8 → 2 columns, justified: 100 gap → 0 and 200.
        flow.arrangeUniform(along: 100, across: 50)
        // Items start at 1000 + 30 + 5 = 1035; item 3 is line 1, column 1: along 10 + 200.
        #expect(flow.frame(ofItem: 3) == FlowRect(along: 210, across: 1095, alongLength: 100, acrossLength: 50))
        // Two lines: 2·50 + 10 = 110; the end is 1035 + 110 + 7 + 20 = 1172.
        #expect(flow.end == 1172)
        #expect(flow.footerStart == 1152)
    }

    @Test("R20.3: a million uniform items are found by arithmetic, with no arrays")
    func millionItems() {
        var flow = section(1_000_000)
        flow.arrangeUniform(along: 100, across: 100)
        // 3 columns; item 999 999 is line 333 333, column 0 (999 999 = 3·333 333): y = 333 333·110.
        #expect(flow.frame(ofItem: 999_999).across == CGFloat(333_333) * 110)
        #expect(flow.frame(ofItem: 999_999).along == 0)
        #expect(flow.frames.isEmpty && flow.lines.isEmpty)
        // Lines meeting y 110 000…110 330 (lines 1000…1003): items 3000 up to 3012.
        #expect(flow.items(across: 110_000, 110_330) == 3000..<3012)
    }

    @Test("R20.2: items of their own sizes break lines, justify, and centre across the line")
    func perItemSizes() {
        var flow = section(4)
        // 150 + 10 + 100 = 260 fits; + 10 + 120 = 390 does not: line 0 is items 0 and 1.
        // Justified: the gap is 320 − 250 = 70, so item 1 starts at 220. Line depth 60 (the deepest);
        // item 1 (40 deep) is centred: (60 − 40) / 2 = 10.
        flow.arrange(sizes: [(150, 60), (100, 40), (120, 50), (80, 50)])
        #expect(flow.frame(ofItem: 1) == FlowRect(along: 220, across: 10, alongLength: 100, acrossLength: 40))
        // Line 1 (items 2, 3) is the last: it keeps line 0's gap of 70 if it fits: 120 + 70 + 80 = 270 ≤ 320.
        #expect(flow.frame(ofItem: 3) == FlowRect(along: 190, across: 70, alongLength: 80, acrossLength: 50))
        // The lines are found by bisection: y = 75 is in line 1.
        #expect(flow.items(across: 75, 80) == 2..<4)
    }

    @Test("R20.2: the same items give the same frames by arithmetic and by per-item sizes")
    func uniformMatchesPerItem() {
        for count in [1, 2, 3, 4, 5, 7, 9] {
            var uniform = section(count)
            uniform.arrangeUniform(along: 90, across: 40)
            var general = section(count)
            general.arrange(sizes: Array(repeating: (90, 40), count: count))
            for item in 0..<count {
                #expect(uniform.frame(ofItem: item) == general.frame(ofItem: item), "item \(item) of \(count)")
            }
        }
    }
}
