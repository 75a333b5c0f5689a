import Foundation
import Testing
@_spi(Testing) @testable import XUIKitCore
import XUIKitHeadlessTesting

/// A cell whose content view holds one box pinned to its edges with 10 pt margins and a height
/// constraint: its fitting height is `boxHeight` + 20.
@MainActor
final class BoxCell: UITableViewCell {
    let box = UIView(frame: .zero)
    private var heightConstraint: NSLayoutConstraint!

    var boxHeight: CGFloat {
        get { heightConstraint.constant }
        set { heightConstraint.constant = newValue }
    }

    override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        box.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(box)
        heightConstraint = box.heightAnchor.constraint(equalToConstant: 30)
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
            box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
            box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 10),
            box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -10),
            heightConstraint,
        ])
    }
    required init?(coder: NSCoder) { nil }
}

/// 1000 rows of box cells; row r's box is 30 + 10 × (r % 3) tall.
@MainActor
final class BoxModel: UITableViewDataSource {
    var extra: [Int: CGFloat] = [:]
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1000 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "box", for: indexPath) as! BoxCell
        cell.boxHeight = 30 + 10 * CGFloat(indexPath.row % 3) + (extra[indexPath.row] ?? 0)
        return cell
    }
}

@MainActor
@Suite("UITableView: self-sizing rows (R25.6, R25.7)")
struct TableSelfSizingTests {
    func makeTable(_ model: BoxModel, estimate: CGFloat = 44) -> (Harness, UITableView) {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
        table.register(BoxCell.self, forCellReuseIdentifier: "box")
        table.estimatedRowHeight = estimate
        table.dataSource = model
        harness.window.addSubview(table)
        harness.display()
        return (harness, table)
    }

    @Test("R25.6: a cell's fitting height is what its content view's constraints ask for: 10 + 40 + 10 = 60")
    func fittingHeightFromConstraints() {
        let cell = BoxCell(style: .default, reuseIdentifier: nil)
        cell.boxHeight = 40
        #expect(cell.fittingHeight(forWidth: 320) == 60)
    }

    @Test("R25.6: a standard cell with a two-line label is taller than 44 pt: the label's height + 11 + 11")
    func fittingHeightFromStandardLabels() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.numberOfLines = 0
        cell.textLabel?.text = "One"
        let oneLine = cell.fittingHeight(forWidth: 320)
        cell.textLabel?.text = "One\nTwo"
        let twoLines = cell.fittingHeight(forWidth: 320)
        let labelHeight = cell.textLabel!.sizeThatFits(CGSize(width: CGFloat(288), height: CGFloat.greatestFiniteMagnitude)).height
        #expect(twoLines == (labelHeight + 22).rounded(.up))
        #expect(twoLines > oneLine)
        #expect(UITableViewCell(style: .default, reuseIdentifier: nil).fittingHeight(forWidth: 320) == 44, "no content: 44 pt")
    }

    @Test("R25.6: rows on screen are measured (50, 60, 70…), rows below keep the estimate; contentSize follows")
    func visibleRowsMeasured() {
        let model = BoxModel()
        let (_, table) = makeTable(model)
        // Row r is 20 + 30 + 10 × (r % 3): 50, 60, 70, 50, …
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 50)
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 50, width: 320, height: 60))
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)).minY == 110)
        // 440 pt hold rows 0…7 (8 rows: 50+60+70+50+60+70+50+60 = 470 > 440), measured; row 500 is an estimate.
        #expect(table.rectForRow(at: IndexPath(row: 500, section: 0)).height == 44)
        let measured = table.measuredRows.count
        #expect(measured >= 8 && measured < 20, "only rows that came on screen are measured")
        // Content: the measured rows plus 44 pt for each other row.
        let measuredHeight = (0..<measured).reduce(CGFloat(0)) { $0 + 50 + 10 * CGFloat($1 % 3) }
        #expect(table.contentSize.height == measuredHeight + CGFloat(1000 - measured) * 44)
    }

    @Test("R25.6: scrolling up into rows not yet measured keeps the rows on screen still: the offset takes the height they gained")
    func rowsOnScreenStayStill() {
        let model = BoxModel()
        let (_, table) = makeTable(model)
        table.contentOffset = CGPoint(x: 0, y: 22_000)
        _ = table.visibleCells
        let anchor = table.visibleCells[1]
        let onScreen = anchor.frame.minY - table.contentOffset.y
        // 200 pt up brings in three or more rows estimated at 44 pt and measured at 50–70 pt.
        table.contentOffset = CGPoint(x: 0, y: table.contentOffset.y - 200)
        _ = table.visibleCells
        #expect(anchor.frame.minY - table.contentOffset.y == onScreen + 200, "moved by the scroll only")
        #expect(table.contentOffset.y > 22_000 - 200, "the offset took the gained height")
    }

    @Test("R14.9, R25.6: without an estimate automatic rows stay 44 pt and uniform (no memory per row)")
    func noEstimateNoSelfSizing() {
        let model = BoxModel()
        let (_, table) = makeTable(model, estimate: UITableView.automaticDimension)
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 44)
        #expect(table.geometry.sections[0].uniformHeight == 44)
    }

    @Test("R25.7: invalidateIntrinsicContentSize on a cell measures its row again (selfSizingInvalidation .enabled by default); .disabled does not")
    func invalidationReflows() {
        let model = BoxModel()
        let (harness, table) = makeTable(model)
        #expect(table.selfSizingInvalidation == .enabled)
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0)) as! BoxCell
        cell.boxHeight = 100
        cell.invalidateIntrinsicContentSize()
        harness.display()
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 120)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.frame.minY == 120)
        table.selfSizingInvalidation = .disabled
        cell.boxHeight = 10
        cell.invalidateIntrinsicContentSize()
        harness.display()
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 120)
        // UIKit's way: an empty beginUpdates/endUpdates measures again.
        table.beginUpdates()
        table.endUpdates()
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 30)
    }
}
