import CX11
import Foundation
import Testing
import XUIKit
@_spi(Testing) @testable import XUIKitCore
@_spi(Testing) import XUIKitX11

/// A list of planets whose rows the grip reorders and whose Delete removes a row.
@MainActor
final class PlanetList: UITableViewDataSource, UITableViewDelegate {
    var planets = ["Mercury", "Venus", "Earth", "Mars", "Jupiter", "Saturn"]
    var moves: [String] = []

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { planets.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "planet", for: indexPath)
        cell.textLabel?.text = planets[indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        guard sourceIndexPath != destinationIndexPath else { return }
        moves.append("\(planets[sourceIndexPath.row]) \(sourceIndexPath.row)→\(destinationIndexPath.row)")
        planets.insert(planets.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
    }
}

/// The finished UITableView on Xvfb with real XTest input: the reorder grip dragged with the
/// mouse, pull to refresh with a mouse drag, and a deleteRows animation that reaches its end.
@Suite("UITableView, finished, on Xvfb", .serialized)
@MainActor
struct TableFinishedX11Tests {
    /// A 320 × 264 window filled by a table of six 44 pt rows.
    func makeTable(_ session: X11Session, list: PlanetList) -> (UIWindow, UITableView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 264))
        let table = UITableView(frame: window.bounds, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "planet")
        table.dataSource = list
        table.delegate = list
        window.addSubview(table)
        session.show(window)
        return (window, table)
    }

    /// Lets animations run to their end (at most `seconds` of real time): the app's scheduler is a
    /// RunLoop timer that does not fire in-process (see PointerX11Tests.wheelDrivesPan), so the
    /// frames that fell due are run by hand every 10 ms, each drawn and presented.
    func settle(seconds: TimeInterval = 3) {
        let app = UIApplication.shared
        let deadline = Date(timeIntervalSinceNow: seconds)
        while app.animationClock.isActive, Date() < deadline {
            usleep(10_000)
            app.advanceClock(to: app.scheduler.now)
            app.runPendingWork()
        }
        app.runPendingWork()
    }

    /// A vertical button-1 drag at x from `fromY` to `toY` in `step`-point moves.
    func verticalDrag(_ session: X11Session, x: Int32, fromY: Int32, toY: Int32, step: Int32) {
        let client = session.client
        client.move(x: x, y: fromY)
        client.button(down: true)
        UIApplication.shared.runPendingWork()
        for y in stride(from: fromY + step, through: toY, by: Int(step)) {
            client.move(x: x, y: y)
            UIApplication.shared.runPendingWork()
            usleep(2_000)
        }
        client.button(down: false)
        UIApplication.shared.runPendingWork()
    }

    @Test("R25.9: dragging Venus's grip down two rows with the mouse moves it below Mars")
    func reorderByGrip() throws {
        try withX11App { session in
            let list = PlanetList()
            let (_, table) = makeTable(session, list: list)
            table.setEditing(true, animated: false)
            UIApplication.shared.runPendingWork()
            // Venus is row 1 (y 44…88); its grip is the last 44 pt of the row.
            verticalDrag(session, x: 298, fromY: 66, toY: 66 + 88, step: 8)
            #expect(list.moves == ["Venus 1→3"])
            #expect(list.planets.prefix(4) == ["Mercury", "Earth", "Mars", "Venus"])
            #expect(table.contentOffset == .zero, "the grip drag did not scroll")
            settle()
            #expect(table.visibleCells.map { $0.textLabel?.text ?? "" }.prefix(4) == ["Mercury", "Earth", "Mars", "Venus"])
            #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.frame.minY == 132)
        }
    }

    @Test("R25.2: pulling the table down 400 px with the mouse sends .valueChanged and shows the spinner above the rows")
    func pullToRefresh() throws {
        try withX11App { session in
            let list = PlanetList()
            let (window, table) = makeTable(session, list: list)
            let refresh = UIRefreshControl()
            refresh.tintColor = .red
            table.refreshControl = refresh
            var changes = 0
            refresh.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
            // The window is 264 px tall: rubber-banding turns a 400 px drag into about 120 pt of pull.
            verticalDrag(session, x: 160, fromY: 10, toY: 410, step: 10)
            #expect(changes == 1)
            #expect(refresh.isRefreshing)
            #expect(!table.isDragging)
            settle()
            #expect(table.contentOffset.y == -60)
            // The spinner turns in the 60 pt above the first row: some red spokes there.
            let band = session.pixels(of: window, in: CGRect(x: 140, y: 10, width: 40, height: 40))
            #expect(band.contains { ($0 >> 16) & 0xFF > 0xC0 && ($0 >> 8) & 0xFF < 0x80 },
                    "a red spoke; colours seen: \(Set(band.map { String($0, radix: 16) }).sorted().prefix(12)), spinner \(refresh.spinner.frame) hidden \(refresh.spinner.isHidden) alpha \(refresh.spinner.alpha), control \(refresh.frame)")
            refresh.endRefreshing()
            settle()
            #expect(table.contentOffset.y == 0)
        }
    }

    @Test("R25.5: deleteRows(.fade) animates and reaches its final layout: the rows below move up 44 pt, pixels follow")
    func deleteAnimationEnds() throws {
        try withX11App { session in
            let list = PlanetList()
            let (window, table) = makeTable(session, list: list)
            let earth = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
            #expect(session.pixel(of: window, x: 16, y: 87) != 0xFFFFFF, "a separator under Venus at y = 87")
            list.planets.remove(at: 1)
            table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
            #expect(earth.frame.minY == 44)
            #expect(UIApplication.shared.animationClock.isActive)
            settle()
            #expect(earth.presentedUntransformedFrame.minY == 44)
            #expect(table.visibleCells.map { $0.textLabel?.text ?? "" } == ["Mercury", "Earth", "Mars", "Jupiter", "Saturn"])
            // Five rows now: the last separator is at y = 5 × 44 − 1; below it the table is empty white.
            #expect(session.pixel(of: window, x: 16, y: 219) != 0xFFFFFF)
            #expect(session.pixel(of: window, x: 16, y: 263) == 0xFFFFFF)
        }
    }
}
