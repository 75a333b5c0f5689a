import Foundation
import Testing
@_spi(Testing) @_spi(LayoutSolver) @testable import XUIKitCore

// Issue 25: a chained form's first pass was about cubic. Its rows grow long along the chain and
// the solver keeps such rows out of its column index (`Solver+Columns.swift`); these tests check
// that a system big enough to have long rows still solves, re-solves and removes correctly.
// Figures are in `XUIKitBench layout-scale`, not here.

private typealias S = Cassowary.Strength
private typealias E = Cassowary.Expression

/// The benchmark's form (`Benchmarks/layout/kiwi_form.py`) at `rows` rows, 5 constraints each:
/// labelLeft == 20, labelWidth == 100 (strong), fieldLeft == labelLeft + labelWidth + 8,
/// fieldLeft + fieldWidth == width - 20, top_i == top_(i-1) + 30 (top_0 == 10).
private struct ChainedForm {
    var solver = Cassowary.Solver()
    let width: Cassowary.Variable
    var fieldWidths: [Cassowary.Variable] = []
    var tops: [Cassowary.Variable] = []
    var topLinks: [Cassowary.ConstraintHandle] = []

    init(rows: Int) throws {
        width = solver.makeVariable()
        try solver.addEditVariable(width, strength: S.strong)
        try solver.suggestValue(width, 800)
        for _ in 0..<rows {
            let labelLeft = solver.makeVariable(), labelWidth = solver.makeVariable()
            let fieldLeft = solver.makeVariable(), fieldWidth = solver.makeVariable(), top = solver.makeVariable()
            try solver.add(.init(labelLeft - 20, .equal))
            try solver.add(.init(labelWidth - 100, .equal, strength: S.strong))
            try solver.add(.init(E(fieldLeft), .equal, labelLeft + labelWidth + 8))
            try solver.add(.init(fieldLeft + fieldWidth, .equal, width - 20))
            topLinks.append(try solver.add(.init(E(top), .equal, tops.last.map { $0 + 30 } ?? E([], constant: 10))))
            fieldWidths.append(fieldWidth)
            tops.append(top)
        }
    }
}

@Suite("Auto Layout: large chained systems")
struct LargeConstraintSystemTests {
    @Test("a 10 000-constraint chained form solves to the right values")
    func tenThousandConstraints() throws {
        let form = try ChainedForm(rows: 2000)
        #expect(form.solver.constraintCount == 10_001)   // and the width's edit constraint
        for row in [0, 1, 999, 1998, 1999] {
            #expect(form.solver.value(of: form.tops[row]) == Double(10 + 30 * row))
            #expect(form.solver.value(of: form.fieldWidths[row]) == 800 - 20 - 128)
        }
    }

    @Test("in a long chain, moving a link's constant moves every row below it, and only those")
    func longChainConstantChange() throws {
        var form = try ChainedForm(rows: 600)
        // Link 300 is top_300 == top_299 + 30, as `top_300 - top_299 - 30 == 0`; constant -50 makes it + 50.
        try form.solver.updateConstant(form.topLinks[300], to: -50)
        #expect(form.solver.value(of: form.tops[299]) == Double(10 + 30 * 299))
        #expect(form.solver.value(of: form.tops[300]) == Double(10 + 30 * 300 + 20))
        #expect(form.solver.value(of: form.tops[599]) == Double(10 + 30 * 599 + 20))
        try form.solver.suggestValue(form.width, 600)
        #expect(form.solver.value(of: form.fieldWidths[599]) == 600 - 20 - 128)
    }

    @Test("in a long chain, removing a link frees the rows below it, and adding it back restores them")
    func longChainRemoveLink() throws {
        var form = try ChainedForm(rows: 600)
        try form.solver.remove(form.topLinks[300])
        // top_300 … top_599 hang from nothing now; a weak wish pins top_300 at 5.
        try form.solver.add(.init(form.tops[300] - 5, .equal, strength: S.weak))
        #expect(form.solver.value(of: form.tops[299]) == Double(10 + 30 * 299))
        #expect(form.solver.value(of: form.tops[300]) == 5)
        #expect(form.solver.value(of: form.tops[599]) == Double(5 + 30 * 299))
        try form.solver.add(.init(E(form.tops[300]), .equal, form.tops[299] + 30))
        #expect(form.solver.value(of: form.tops[300]) == Double(10 + 30 * 300))
        #expect(form.solver.value(of: form.tops[599]) == Double(10 + 30 * 599))
    }

    @Test("a chained form of 500 rows laid out through UIKit puts every row below the one above")
    @MainActor
    func chainedFormThroughUIKit() {
        UIApplication.makeFreshForTesting()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 600, height: 400))
        var labels: [SizedView] = [], fields: [SizedView] = []
        var constraints: [NSLayoutConstraint] = []
        for _ in 0..<500 {
            let label = SizedView(80, 20), field = SizedView(50, 30)
            window.addSubview(label)
            window.addSubview(field)
            field.setContentHuggingPriority(UILayoutPriority(200), for: .horizontal)
            // Each row: label 8 below the field above, the field after the label to the right
            // edge, both centred on one line (the shape: 5 constraints a row).
            constraints += [
                label.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
                label.topAnchor.constraint(equalTo: fields.last?.bottomAnchor ?? window.topAnchor, constant: 8),
                field.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
                field.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -20),
                field.centerYAnchor.constraint(equalTo: label.centerYAnchor),
            ]
            labels.append(label)
            fields.append(field)
        }
        NSLayoutConstraint.activate(constraints)
        window.layoutIfNeeded()
        // Row 0's field (30 high) is centred on its label (20 high, at 8): the field at 3. Each
        // next label is 8 below the field above, at 3 + 30 + 8 = 41: 33 a row.
        for row in [0, 1, 250, 499] {
            #expect(labels[row].frame == CGRect(x: 20, y: 8 + 33 * CGFloat(row), width: 80, height: 20))
            #expect(fields[row].frame == CGRect(x: 108, y: 3 + 33 * CGFloat(row), width: 600 - 20 - 108, height: 30))
        }
    }
}
