import Foundation
import Testing
@_spi(Testing) @testable import XUIKitCore

/// A root controller that implements a command's action and records its sender.
@MainActor
final class CommandTarget: UIViewController {
    var senders: [String] = []
    func sort(_ sender: UICommand) { senders.append(sender.propertyList as? String ?? "?") }
}

extension Selector {
    static let sortItems = Selector("sortItems:", CommandTarget.sort)
}

@MainActor
@Suite("Menu elements", .serialized)
struct MenuModelTests {
    @Test("UIAction, UICommand and UIMenu keep what they are given, with UIKit's defaults")
    func defaults() {
        let action = UIAction(title: "Copy") { _ in }
        #expect(action.attributes == [] && action.state == .off && action.image == nil)
        #expect(action.discoverabilityTitle == nil)
        let command = UICommand(title: "Sort", action: .sortItems, propertyList: "name")
        #expect(command.title == "Sort" && command.propertyList as? String == "name" && command.action == .sortItems)
        let menu = UIMenu(title: "Edit", options: .displayInline, children: [action, command])
        #expect(menu.children.count == 2 && menu.options == .displayInline && menu.title == "Edit")
        #expect(menu.replacingChildren([action]).children.count == 1)
        #expect(UIAction { _ in }.identifier != UIAction { _ in }.identifier)
    }

    @Test("R11.9: a menu shows its title, inline groups between separators, and no hidden items")
    func rows() {
        let menu = UIMenu(title: "Item", children: [
            UIAction(title: "Open") { _ in },
            UIAction(title: "Secret", attributes: .hidden) { _ in },
            UIMenu(options: .displayInline, children: [UIAction(title: "Copy") { _ in }, UIAction(title: "Paste") { _ in }]),
            UIAction(title: "Delete", attributes: .destructive) { _ in },
            UIMenu(options: .displayInline, children: [UIAction(title: "Gone", attributes: .hidden) { _ in }]),
        ])
        let rows = MenuRow.rows(for: menu)
        #expect(rows.map { $0.kind == .separator ? "-" : $0.title } == ["Item", "Open", "-", "Copy", "Paste", "-", "Delete"])
        #expect(rows.map(\.kind).first == .header)
        #expect(rows.last?.isDestructive == true)
    }

    @Test("A deferred element's elements show when they are handed over at once")
    func deferred() {
        let menu = UIMenu(children: [UIDeferredMenuElement { completion in
            completion([UIAction(title: "Recent 1") { _ in }, UIAction(title: "Recent 2") { _ in }])
        }])
        #expect(MenuRow.rows(for: menu).map(\.title) == ["Recent 1", "Recent 2"])
    }

    @Test("R11.9: a chosen UICommand goes up the responder chain from the first responder, with itself as sender")
    func commandThroughChain() {
        let fixture = ContextMenuFixture()
        let target = CommandTarget()
        fixture.harness.window.rootViewController = target
        target.view.addSubview(fixture.target)
        fixture.menu = UIMenu(children: [UICommand(title: "By name", action: .sortItems, propertyList: "name"),
                                         UICommand(title: "By date", action: .sortItems, propertyList: "date")])
        fixture.rightClick(30, 30)
        fixture.clickRow(1)
        #expect(target.senders == ["date"])
    }
}
