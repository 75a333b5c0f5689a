import Foundation
@_spi(Testing) import XUIKitCore

// Issue 10: scrolling a 100 000-row table. Prints the median time of one scroll frame (moving
// contentOffset, then one run-loop pass: tiling, layout and drawing the 800×600 window), how many
// cells were created, the process's RSS and the heap in use before and after, for uniform rows and
// for rows from heightForRowAt. Run: swift run -c release XUIKitBench table

/// Counts the cells the benchmark's tables create.
@MainActor
final class BenchCell: UITableViewCell {
    static var created = 0
    override init(style: CellStyle, reuseIdentifier: String?) {
        BenchCell.created += 1
        super.init(style: style, reuseIdentifier: reuseIdentifier)
    }
    required init?(coder: NSCoder) { nil }
}

/// 100 000 rows of "Row n" with a detail; optionally heights of their own.
@MainActor
final class BenchTableModel: UITableViewDataSource, UITableViewDelegate {
    let rows: Int
    init(rows: Int) { self.rows = rows }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        cell.accessoryType = indexPath.row % 2 == 0 ? .disclosureIndicator : .checkmark
        return cell
    }
}

/// The same, with `heightForRowAt`: 44 or 60 pt.
@MainActor
final class BenchVariableTableModel: UITableViewDataSource, UITableViewDelegate {
    let rows: Int
    init(rows: Int) { self.rows = rows }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        indexPath.row % 3 == 0 ? 60 : 44
    }
}

/// The resident set size of this process, from /proc/self/statm, in KiB.
func residentKiB() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE))) / 1024
}

@MainActor
func runTableBenchmarks() {
    for variable in [false, true] {
        let app = UIApplication.makeFreshForTesting()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
        window.makeKeyAndVisible()
        app.runPendingWork()
        let rssBefore = residentKiB(), heapBefore = heapInUse()
        BenchCell.created = 0
        let rows = 100_000
        let uniform = BenchTableModel(rows: rows)
        let perRow = BenchVariableTableModel(rows: rows)
        let table = UITableView(frame: window.bounds, style: .plain)
        table.register(BenchCell.self, forCellReuseIdentifier: "row")
        if variable { table.dataSource = perRow; table.delegate = perRow } else { table.dataSource = uniform }
        window.addSubview(table)
        let kind = variable ? "heightForRowAt" : "uniform rows"
        let loadStart = DispatchTime.now().uptimeNanoseconds
        app.runPendingWork()
        let loadMicros = Double(DispatchTime.now().uptimeNanoseconds - loadStart) / 1_000
        print("table 100k rows (\(kind)): first layout and draw".padding(toLength: 52, withPad: " ", startingAt: 0)
              + " \(String(format: "%9.2f", loadMicros)) µs")
        // 1 200 frames of 23 pt (a brisk scroll), then a jump to the end and back.
        var offset: CGFloat = 0
        median("table 100k rows (\(kind)): scroll frame", runs: 1200) {
            offset += 23
            table.contentOffset = CGPoint(x: 0, y: offset)
            app.runPendingWork()
        }
        median("table 100k rows (\(kind)): jump to a far row", runs: 41) {
            let row = Int.random(in: 0..<rows)
            table.scrollToRow(at: IndexPath(row: row, section: 0), at: .middle, animated: false)
            app.runPendingWork()
        }
        let heapAfter = heapInUse(), rssAfter = residentKiB()
        print("table 100k rows (\(kind)): cells created \(BenchCell.created), visible \(table.visibleCells.count); "
              + "RSS \(rssBefore) → \(rssAfter) KiB; heap in use \(heapBefore / 1024) → \(heapAfter / 1024) KiB")
        table.removeFromSuperview()
    }
}
