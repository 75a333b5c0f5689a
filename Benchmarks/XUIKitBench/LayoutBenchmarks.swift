import Foundation
@_spi(LayoutSolver) import XUIKitCore

// Layout figures: the Cassowary solver on the 1000-row vertical form that
// Benchmarks/layout/kiwi_form.py gives kiwisolver (same system, same steps), and a 100-view
// form laid out from scratch through the UIKit API. `layout` as the first argument runs only
// these and also prints `key=value` lines for scripts/bench-layout.sh; `layout-scale N…` times the
// first pass of both forms at N constraints each (issue 25: a chain of rows must not be cubic).

private typealias Expression = Cassowary.Expression

/// Builds the form: per row, label_left == 20, label_width == 100 (strong),
/// field_left == label_left + label_width + 8, field_left + field_width == width - 20,
/// top_i == top_(i-1) + 30 (top_0 == 10); `width` is a strong edit variable at 800.
private func buildForm(rows: Int) -> (Cassowary.Solver, Cassowary.Variable, [Cassowary.Variable]) {
    var solver = Cassowary.Solver()
    let width = solver.makeVariable()
    try! solver.addEditVariable(width, strength: Cassowary.Strength.strong)
    try! solver.suggestValue(width, 800)
    var variables = [width]
    var previousTop: Cassowary.Variable?
    for _ in 0..<rows {
        let labelLeft = solver.makeVariable(), labelWidth = solver.makeVariable()
        let fieldLeft = solver.makeVariable(), fieldWidth = solver.makeVariable(), top = solver.makeVariable()
        try! solver.add(.init(labelLeft - 20, .equal))
        try! solver.add(.init(labelWidth - 100, .equal, strength: Cassowary.Strength.strong))
        try! solver.add(.init(Expression(fieldLeft), .equal, labelLeft + labelWidth + 8))
        try! solver.add(.init(fieldLeft + fieldWidth, .equal, width - 20))
        try! solver.add(.init(Expression(top), .equal, previousTop.map { $0 + 30 } ?? Expression([], constant: 10)))
        previousTop = top
        variables += [labelLeft, labelWidth, fieldLeft, fieldWidth, top]
    }
    return (solver, width, variables)
}

private func milliseconds(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
}

private func medianOf(_ samples: [Double]) -> Double { samples.sorted()[samples.count / 2] }

/// A form of `rows` rows (a label and a text field each, 5 constraints a row) in a window,
/// created, constrained and laid out; also returns the milliseconds spent in activating the
/// constraints and the first `layoutIfNeeded` (engine built, solved, frames applied).
@MainActor
private func layOutForm(rows: Int) -> (UIWindow, Double) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 600, height: 2000))
    let margins = window.layoutMarginsGuide
    var previous: UIView?
    var constraints: [NSLayoutConstraint] = []
    for row in 0..<rows {
        let label = UILabel()
        label.text = "Field \(row)"
        let field = UITextField()
        for view in [label, field] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(view)
        }
        label.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        constraints += [
            label.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            label.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? margins.topAnchor, constant: 8),
            field.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
            field.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            field.firstBaselineAnchor.constraint(equalTo: label.firstBaselineAnchor),
        ]
        previous = field
    }
    let layout = milliseconds {
        NSLayoutConstraint.activate(constraints)
        window.layoutIfNeeded()
    }
    return (window, layout)
}

@MainActor
func runLayoutBenchmarks(machineReadable: Bool) {
    var builds: [Double] = []
    var form = buildForm(rows: 1000)
    for _ in 0..<7 { builds.append(milliseconds { form = buildForm(rows: 1000) }) }
    var (solver, width, variables) = form
    precondition(solver.value(of: variables[4]) == 800 - 20 - 128, "unexpected field width")
    var resolves: [Double] = []
    var checksum = 0.0
    for run in 0..<201 {
        let value: Double = run % 2 == 0 ? 600 : 800
        resolves.append(milliseconds {
            try! solver.suggestValue(width, value)
            // Read every variable, as kiwi's updateVariables() does.
            for variable in variables { checksum += solver.value(of: variable) }
        })
    }
    precondition(solver.value(of: variables[4]) == 600 - 20 - 128 && checksum > 0, "unexpected field width after resize")   // the last run asks for 600
    var forms: [Double] = [], layouts: [Double] = []
    for _ in 0..<31 { forms.append(milliseconds { layouts.append(layOutForm(rows: 50).1) }) }
    let (window, _) = layOutForm(rows: 50)
    guard window.subviews[1].frame.width > 0 else {
        print("the form was not laid out: \(window.subviews.prefix(4).map(\.frame))")
        exit(1)
    }

    let build = medianOf(builds), resolve = medianOf(resolves), formTime = medianOf(forms), layoutTime = medianOf(layouts)
    print("1000-row form (5 constraints/row): build + solve    median \(String(format: "%9.3f", build)) ms  (n=7)")
    print("1000-row form: re-solve a width change             median \(String(format: "%9.4f", resolve)) ms  (n=201)")
    print("100-view form from scratch (UIKit API, 250 constr.) median \(String(format: "%9.3f", formTime)) ms  (n=31)")
    print("  of which activate + first layoutIfNeeded           median \(String(format: "%9.3f", layoutTime)) ms  (n=31)")
    if machineReadable {
        print("build_ms=\(build)")
        print("resolve_ms=\(resolve)")
        print("form100_ms=\(formTime)")
        print("form100_layout_ms=\(layoutTime)")
    }
}

/// The first pass at each size in `constraints` (counts of constraints, 5 a row): the solver
/// form built and solved (as `kiwi_form.py --rows`), and the UIKit form activated and laid out.
/// Prints medians of `runs` and `key=value` lines (`solver_ms_N`, `uikit_ms_N`).
@MainActor
func runLayoutScaleBenchmarks(constraints sizes: [Int], runs: Int = 3) {
    for size in sizes {
        let rows = max(size / 5, 1)
        var solverTimes: [Double] = [], uikitTimes: [Double] = []
        for _ in 0..<runs {
            var form: (Cassowary.Solver, Cassowary.Variable, [Cassowary.Variable])?
            solverTimes.append(milliseconds { form = buildForm(rows: rows) })
            let (solver, _, variables) = form!
            precondition(solver.value(of: variables[variables.count - 1]) == Double(10 + 30 * (rows - 1)), "unexpected last top")
            let (window, layout) = layOutForm(rows: rows)
            precondition(window.subviews[window.subviews.count - 1].frame.width > 0, "the form was not laid out")
            uikitTimes.append(layout)
        }
        let solverTime = medianOf(solverTimes), uikitTime = medianOf(uikitTimes)
        print("\(size) constraints (\(rows) rows): solver build + solve median \(String(format: "%10.3f", solverTime)) ms, "
              + "UIKit activate + layout median \(String(format: "%10.3f", uikitTime)) ms  (n=\(runs))")
        print("solver_ms_\(size)=\(solverTime)")
        print("uikit_ms_\(size)=\(uikitTime)")
    }
}
