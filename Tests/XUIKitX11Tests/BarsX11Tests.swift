import CX11
import Foundation
import Testing
import XUIKit
@_spi(Testing) import XUIKitCore
@_spi(Testing) import XUIKitX11

/// A screen for the bar tests: logs its bar button's action; its table's row 0 is red, the
/// other rows white.
@MainActor
final class X11BarScreen: UIViewController, UITableViewDataSource, UITabBarControllerDelegate {
    var log: [String] = []

    func add(_ sender: UIBarButtonItem) { log.append("add") }

    override func loadView() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = self
        view = table
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        let colour = indexPath.row == 0 ? UIColor(red: 1, green: 0, blue: 0, alpha: 1) : UIColor.white
        cell.backgroundColor = colour
        cell.contentView.backgroundColor = colour
        return cell
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        log.append("didSelect \(tabBarController.selectedIndex)")
    }
}

extension Selector {
    static let x11BarAdd = Selector("add:", X11BarScreen.add)
}

/// Bars on Xvfb with real XTest clicks: a bar button's action fires, a tab item selects its tab,
/// and a table under a navigation bar shows row 0 below the bar (R16.3, R16.10, R16.12).
@Suite("Bars on Xvfb", .serialized)
@MainActor
struct BarsX11Tests {
    @Test("A click on a bar button item fires its action (R16.3)")
    func barButtonClick() throws {
        try withX11App { session in
            let screen = X11BarScreen()
            let add = UIBarButtonItem(barButtonSystemItem: .add, target: screen, action: .x11BarAdd)
            screen.navigationItem.rightBarButtonItem = add
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
            window.rootViewController = UINavigationController(rootViewController: screen)
            session.show(window)
            // The + glyph: 38 pt wide at the trailing edge, 8 pt in: centre x 320 - 8 - 19.
            session.click(x: 293, y: 22)
            #expect(screen.log == ["add"])
        }
    }

    @Test("A click on a tab item selects its tab and tells the delegate (R16.10)")
    func tabClick() throws {
        try withX11App { session in
            let first = X11BarScreen(), second = UIViewController()
            first.title = "First"
            second.title = "Second"
            second.view.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
            let tabs = UITabBarController()
            tabs.viewControllers = [first, second]
            tabs.delegate = first
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
            window.rootViewController = tabs
            session.show(window)
            // Two items of 160 pt in the 49 pt bar at the bottom.
            session.click(x: 240, y: 300 - 25)
            UIApplication.shared.runPendingWork()
            #expect(tabs.selectedIndex == 1)
            #expect(first.log == ["didSelect 1"])
            #expect(session.pixel(of: window, x: 100, y: 100) == 0x0000FF, "the second tab's view is drawn")
        }
    }

    @Test("Row 0 of a table under a navigation bar is drawn below the bar, not under it (R16.12)")
    func rowZeroBelowBar() throws {
        try withX11App { session in
            let screen = X11BarScreen()
            screen.title = "Rows"
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
            window.rootViewController = UINavigationController(rootViewController: screen)
            session.show(window)
            // The bar is 0…44; row 0 (red) 44…88; row 1 (white) from 88.
            #expect(session.pixel(of: window, x: 300, y: 66) == 0xFF0000, "row 0 shows below the bar")
            #expect(session.pixel(of: window, x: 300, y: 30) != 0xFF0000, "the bar covers no part of row 0")
            #expect(session.pixel(of: window, x: 300, y: 110) == 0xFFFFFF, "row 1 follows")
        }
    }
}
