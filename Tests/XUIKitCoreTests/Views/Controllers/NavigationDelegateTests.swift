import Foundation
import Testing
@_spi(Testing) @testable import XUIKitCore
import XUIKitHeadlessTesting

/// Logs a navigation delegate's calls into a shared log.
@MainActor
final class NavigationDelegateLog: UINavigationControllerDelegate {
    let log: SharedLog
    init(_ log: SharedLog) { self.log = log }
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        log.entries.append("willShow \(viewController.description)")
    }
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        log.entries.append("didShow \(viewController.description)")
    }
}

@MainActor
@Suite("UINavigationControllerDelegate and a settable stack")
struct NavigationDelegateTests {
    @Test("R18.45: a push tells the delegate willShow before viewWillAppear and didShow after viewDidAppear")
    func pushOrder() {
        let log = SharedLog()
        let harness = Harness()
        let first = OrderController("first", log: log), second = OrderController("second", log: log)
        let navigation = UINavigationController(rootViewController: first)
        let delegate = NavigationDelegateLog(log)
        navigation.delegate = delegate
        harness.window.rootViewController = navigation
        harness.display()
        #expect(log.entries.contains("willShow first") && log.entries.last == "didShow first")
        log.clear()
        navigation.pushViewController(second, animated: true)
        harness.display()
        #expect(log.entries.first == "second.viewDidLoad")
        let will = log.entries.firstIndex(of: "willShow second"), appear = log.entries.firstIndex(of: "second.viewWillAppear")
        #expect(will != nil && appear != nil && will! < appear!)
        #expect(log.entries.suffix(2) == ["second.viewDidAppear", "didShow second"])
    }

    @Test("R18.45: setting viewControllers replaces the stack as setViewControllers(_:animated: false)")
    func settableStack() {
        let harness = Harness()
        let navigation = UINavigationController(rootViewController: UIViewController())
        harness.window.rootViewController = navigation
        harness.display()
        let a = UIViewController(), b = UIViewController()
        navigation.viewControllers = [a, b]
        #expect(navigation.viewControllers.count == 2)
        #expect(navigation.topViewController === b)
        #expect(b.view.superview === navigation.view)
        #expect(a.parent === navigation && b.parent === navigation)
    }
}
