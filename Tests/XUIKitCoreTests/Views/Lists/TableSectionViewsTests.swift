import Foundation
import Testing
@_spi(Testing) @testable import XUIKitCore
import XUIKitHeadlessTesting

/// A header view class that counts how many were made.
@MainActor
final class CountingHeader: UITableViewHeaderFooterView {
    static var created = 0
    var reuses = 0
    override init(reuseIdentifier: String?) {
        CountingHeader.created += 1
        super.init(reuseIdentifier: reuseIdentifier)
    }
    required init?(coder: NSCoder) { nil }
    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

/// Fifty sections of three rows, each with a delegate header view (and a 20 pt footer view in
/// section 0), logging the display messages.
@MainActor
final class SectionViewsModel: UITableViewDataSource, UITableViewDelegate {
    var log: [String] = []
    var headerHeight = UITableView.automaticDimension
    var sections = 50
    func numberOfSections(in tableView: UITableView) -> Int { sections }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    }
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { headerHeight }
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")
        header?.textLabel?.text = "Section \(section)"
        header?.frame.size.height = 40
        return header
    }
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        section == 0 ? UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 20)) : nil
    }
    func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
        log.append("willDisplayHeader \(section)")
    }
    func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {
        log.append("didEndDisplayingHeader \(section)")
    }
}

@MainActor
@Suite("UITableView: header and footer views from the delegate (R25.4)")
struct TableSectionViewsTests {
    func makeTable(_ model: SectionViewsModel) -> (Harness, UITableView) {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.register(CountingHeader.self, forHeaderFooterViewReuseIdentifier: "header")
        table.dataSource = model
        table.delegate = model
        harness.window.addSubview(table)
        harness.display()
        return (harness, table)
    }

    @Test("R25.4: dequeueReusableHeaderFooterView makes the registered class, nil for an unknown identifier")
    func registration() {
        let table = UITableView(frame: .zero, style: .plain)
        table.register(CountingHeader.self, forHeaderFooterViewReuseIdentifier: "h")
        let view = table.dequeueReusableHeaderFooterView(withIdentifier: "h")
        #expect(view is CountingHeader)
        #expect(view?.reuseIdentifier == "h")
        #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "other") == nil)
    }

    @Test("R25.4: the delegate's views show for the sections on screen only, with an automatic height taken from the view")
    func visibleSectionsOnly() {
        let model = SectionViewsModel()
        let (_, table) = makeTable(model)
        // Automatic header height: the view's own 40 pt; section 0's footer view is 20 pt.
        // Section 0: header 0–40, rows 40–172, footer 172–192; section 1 header at 192.
        #expect(table.rect(forSection: 0).height == CGFloat(40 + 3 * 44 + 20))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == CGFloat(192 + 40))
        let header = table.headerView(forSection: 1)
        #expect(header?.textLabel?.text == "Section 1")
        #expect(header?.frame == CGRect(x: 0, y: 192, width: 320, height: 40))
        #expect(table.footerView(forSection: 0) == nil, "a plain UIView footer is not a UITableViewHeaderFooterView")
        #expect(table.footerViews[0]?.frame == CGRect(x: 0, y: 172, width: 320, height: 20))
        // 440 pt show sections 0 (192 pt), 1 (172 pt from 192) and the start of 2 (at 364).
        #expect(table.headerViews.keys.sorted() == [0, 1, 2])
        #expect(model.log == ["willDisplayHeader 0", "willDisplayHeader 1", "willDisplayHeader 2"])
    }

    @Test("R25.4: header views that scroll off go back to their queue and are handed out again after prepareForReuse")
    func headersAreReused() {
        let model = SectionViewsModel()
        model.headerHeight = 40
        let (_, table) = makeTable(model)
        CountingHeader.created = 0
        for step in 1...20 { table.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 100) }
        _ = table.visibleCells
        #expect(CountingHeader.created <= 4, "scrolling 2000 pt reuses the few header views")
        #expect(model.log.contains("didEndDisplayingHeader 0"))
        #expect(table.headerViews.values.allSatisfy { $0.superview === table && !$0.isHidden })
    }

    @Test("R25.4, R25.5: after insertSections the header views follow their sections and glide to their new places")
    func headerViewsFollowSections() {
        let model = SectionViewsModel()
        model.headerHeight = 40
        let (harness, table) = makeTable(model)
        let header0 = table.headerView(forSection: 0)!
        #expect(header0.textLabel?.text == "Section 0")
        model.sections += 1
        table.insertSections(IndexSet(integer: 0), with: .fade)
        // Section 0's view is now section 1's, one section lower: the new section 0 is 40 pt of
        // header, 3 × 44 pt of rows and its 20 pt footer view = 192 pt.
        #expect(table.headerView(forSection: 1) === header0)
        #expect(header0.frame.minY == 192)
        #expect(header0.presentedUntransformedFrame.minY == 0, "it glides from where it was")
        #expect(table.headerView(forSection: 0) !== header0)
        harness.advance(by: 0.5)
        #expect(header0.presentedUntransformedFrame.minY == 192)
    }

    @Test("R25.4: a plain header view sticks to the top while its section's rows pass under it")
    func stickyHeaderView() {
        let model = SectionViewsModel()
        model.headerHeight = 40
        let (_, table) = makeTable(model)
        table.contentOffset = CGPoint(x: 0, y: 60)
        _ = table.visibleCells
        #expect(table.headerView(forSection: 0)?.frame.minY == 60)
    }
}
