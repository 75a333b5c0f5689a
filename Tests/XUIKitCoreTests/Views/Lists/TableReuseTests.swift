import Foundation
import Testing
@_spi(Testing) @testable import XUIKitCore
import XUIKitHeadlessTesting

@MainActor
@Suite("UITableView: only visible rows have cells, and cells are reused")
struct TableReuseTests {
    @Test("A 100 000-row table creates cells only for the rows on screen")
    func hundredThousandRowsCreateFewCells() {
        CountingCell.created = 0
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let model = PlainModel(rows: 100_000)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
        table.register(CountingCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = model
        harness.window.addSubview(table)
        harness.display()
        #expect(table.visibleCells.count == 10)
        #expect(CountingCell.created == 10)
        #expect(table.contentSize.height == 4_400_000)
        #expect(table.geometry.sections[0].rowOffsets.isEmpty, "uniform rows keep no per-row offsets")
    }

    @Test("Scrolling a long table reuses cells: the count of created cells stays a screenful plus one")
    func scrollingReusesCells() {
        CountingCell.created = 0
        let fixture = TableFixture(model: TableModel(rows: 1000))
        for step in 1...200 {
            fixture.table.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 37)
            fixture.harness.display()
        }
        #expect(CountingCell.created <= 12)
        let reuses = fixture.table.visibleCells.compactMap { $0 as? CountingCell }.map(\.reuses).reduce(0, +)
        #expect(reuses > 100)
        #expect(fixture.visibleTexts.first == "Row 168")   // 200 × 37 = 7400 = 168 × 44 + 8
    }

    @Test("Cells on screen show their rows' text; a cell that scrolls off is hidden and queued")
    func visibleCellsShowTheirRows() {
        let fixture = TableFixture()
        fixture.table.contentOffset = CGPoint(x: 0, y: 440)
        #expect(fixture.visibleTexts == (10..<20).map { "Row \($0)" })
        #expect(fixture.table.visibleCells.allSatisfy { !$0.isHidden })
        fixture.table.contentOffset = CGPoint(x: 0, y: 462)
        #expect(fixture.visibleNames.count == 11)
        fixture.table.contentOffset = CGPoint(x: 0, y: 484)
        #expect(fixture.visibleNames.count == 10)
        let queued = fixture.table.reusePool["cell"] ?? []
        #expect(queued.count == 1 && queued.allSatisfy(\.isHidden))
    }

    @Test("A partly visible row at each end has a cell")
    func partialRowsHaveCells() {
        let fixture = TableFixture()
        fixture.table.contentOffset = CGPoint(x: 0, y: 22)
        #expect(fixture.visibleNames.first == "0,0")
        #expect(fixture.visibleNames.last == "0,10")
        #expect(fixture.visibleNames.count == 11)
    }

    @Test("dequeueReusableCell(withIdentifier:for:) with an unregistered identifier reports it once and returns a cell")
    func unregisteredIdentifierIsReported() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        var cells: [UITableViewCell] = []
        let messages = capturingDiagnostics {
            cells.append(table.dequeueReusableCell(withIdentifier: "nope", for: IndexPath(0)))
            cells.append(table.dequeueReusableCell(withIdentifier: "nope", for: IndexPath(1)))
        }
        #expect(messages.count == 1)
        #expect(messages.first?.contains("'nope'") == true)
        #expect(cells.allSatisfy { $0.reuseIdentifier == "nope" })
        #expect(table.dequeueReusableCell(withIdentifier: "nope") == nil)
    }

    @Test("dequeueReusableCell creates the registered class, and prepareForReuse runs when a queued cell comes back")
    func registeredClassAndPrepareForReuse() {
        let fixture = TableFixture()
        #expect(fixture.table.visibleCells.allSatisfy { $0 is CountingCell })
        let first = fixture.table.cellForRow(at: IndexPath(0)) as? CountingCell
        fixture.table.contentOffset = CGPoint(x: 0, y: 440)
        fixture.harness.display()
        let row = first.flatMap { fixture.table.indexPath(for: $0) }?.row ?? -1
        #expect((10..<20).contains(row), "row 0's cell now shows one of rows 10…19")
        #expect(first?.reuses == 1)
        fixture.table.contentOffset = CGPoint(x: 0, y: 0)
        fixture.harness.display()
        #expect(fixture.table.visibleCells.compactMap { $0 as? CountingCell }.contains { $0.reuses > 0 })
    }

    @Test("willDisplay and didEndDisplaying bracket a row's time on screen")
    func displayCallbacks() {
        final class Watcher: UITableViewDataSource, UITableViewDelegate {
            var log: [String] = []
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 100 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            }
            func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
                log.append("show \(indexPath.row)")
            }
            func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
                log.append("hide \(indexPath.row)")
            }
        }
        let harness = Harness()
        let watcher = Watcher()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 88))
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = watcher
        table.delegate = watcher
        harness.window.addSubview(table)
        harness.display()
        #expect(watcher.log == ["show 0", "show 1"])
        table.contentOffset = CGPoint(x: 0, y: 44)
        harness.display()
        #expect(watcher.log == ["show 0", "show 1", "hide 0", "show 2"])
    }
}
