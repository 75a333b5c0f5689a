import Foundation
import Testing
@_spi(Testing) @testable import XUIKitCore
import XUIKitHeadlessTesting

/// A delegate that returns `menu` (nil for the suggested actions) and logs the calls.
@MainActor
private final class EditMenuLog: UIEditMenuInteractionDelegate {
    var menu: UIMenu?
    var suggested: [String] = []
    var log: [String] = []
    func editMenuInteraction(_ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
                             suggestedActions: [UIMenuElement]) -> UIMenu? {
        suggested = suggestedActions.map(\.title)
        return menu
    }
    func editMenuInteraction(_ interaction: UIEditMenuInteraction, willPresentMenuFor configuration: UIEditMenuConfiguration,
                             animator: any UIEditMenuInteractionAnimating) {
        animator.addCompletion { [unowned self] in self.log.append("presented \(configuration.identifier.map { "\($0)" } ?? "-")") }
    }
    func editMenuInteraction(_ interaction: UIEditMenuInteraction, willDismissMenuFor configuration: UIEditMenuConfiguration,
                             animator: any UIEditMenuInteractionAnimating) {
        log.append("dismiss")
    }
}

/// A responder that copies: only Copy is available from it.
@MainActor
private final class CopyingView: UIView, UIResponderStandardEditActions {
    var copied = 0
    var custom = 0
    override var canBecomeFirstResponder: Bool { true }
    func copy(_ sender: Any?) { copied += 1 }
    func flip(_ sender: Any?) { custom += 1 }
    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        action == .copy || action == .editTestFlip
    }
}

extension Selector {
    fileprivate static let editTestFlip = Selector("flip:", CopyingView.flip)
}

@MainActor
@Suite("Edit menu", .serialized)
struct EditMenuTests {
    private var openTitles: [String] {
        UIApplication.shared.menuTracking.openMenu?.view.rows.map { $0.kind == .separator ? "-" : $0.title } ?? []
    }

    private func rightClick(_ harness: Harness, _ x: CGFloat, _ y: CGFloat) {
        harness.button(2, down: true, x, y)
        harness.button(2, down: false, x, y)
        harness.display()
    }

    @Test("R33.14: a right click in a text field shows the edit actions it can perform; Copy copies the selection")
    func textFieldRightClick() throws {
        let harness = Harness()
        let field = UITextField(frame: CGRect(x: 20, y: 20, width: 200, height: 30))
        field.text = "hello"
        harness.window.addSubview(field)
        harness.display()
        UIPasteboard.general.string = "clip"
        rightClick(harness, 60, 35)
        #expect(field.isFirstResponder)
        #expect(openTitles == ["Paste", "Select All"])
        UIApplication.shared.menuTracking.openMenu?.close()
        field.selectAll(nil)
        rightClick(harness, 60, 35)
        // Everything is selected: the field says it cannot Select All, so the menu leaves it out.
        #expect(openTitles == ["Cut", "Copy", "Paste"])
        let presenter = try #require(UIApplication.shared.menuTracking.openMenu)
        presenter.choose(1)
        #expect(UIPasteboard.general.string == "hello")
        #expect(field.text == "hello")
        #expect(UIApplication.shared.menuTracking.openMenu == nil)
    }

    @Test("R33.14: a right click in a text view shows its edit menu; Select All selects everything")
    func textViewRightClick() throws {
        let harness = Harness()
        let textView = UITextView(frame: CGRect(x: 20, y: 20, width: 200, height: 100))
        textView.text = "one two"
        harness.window.addSubview(textView)
        harness.display()
        UIPasteboard.general.string = ""
        rightClick(harness, 60, 50)
        #expect(textView.isFirstResponder)
        #expect(openTitles == ["Select All"])
        try #require(UIApplication.shared.menuTracking.openMenu).choose(0)
        #expect(textView.selectedRange == NSRange(location: 0, length: 7))
    }

    @Test("R33.13: presentEditMenu shows the suggested actions, the delegate's menu, or none for an empty menu")
    func interactionDelegate() throws {
        let harness = Harness()
        let view = CopyingView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        harness.window.addSubview(view)
        view.becomeFirstResponder()
        let delegate = EditMenuLog()
        let interaction = UIEditMenuInteraction(delegate: delegate)
        view.addInteraction(interaction)
        interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: "a", sourcePoint: CGPoint(x: 40, y: 50)))
        #expect(delegate.suggested == ["Copy"])
        #expect(openTitles == ["Copy"])
        #expect(delegate.log == ["presented a"])
        #expect(interaction.location(in: harness.window) == CGPoint(x: 40, y: 50))
        interaction.dismissMenu()
        #expect(delegate.log == ["presented a", "dismiss"])
        delegate.menu = UIMenu(children: [UIAction(title: "Flip") { _ in }] + [UICommand(title: "Copy!", action: .copy)])
        interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: "b", sourcePoint: .zero))
        #expect(openTitles == ["Flip", "Copy!"])
        try #require(UIApplication.shared.menuTracking.openMenu).choose(1)
        #expect(view.copied == 1)
        delegate.menu = UIMenu(children: [])
        interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: "c", sourcePoint: .zero))
        #expect(UIApplication.shared.menuTracking.openMenu == nil)
    }

    @Test("R33.15: UIMenuController shows the standard actions and the custom items the chain can perform")
    func menuController() throws {
        let harness = Harness()
        let view = CopyingView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        harness.window.addSubview(view)
        view.becomeFirstResponder()
        let controller = UIMenuController.shared
        controller.menuItems = [UIMenuItem(title: "Flip", action: .editTestFlip),
                                UIMenuItem(title: "Nobody", action: .testNobody)]
        controller.showMenu(from: view, rect: CGRect(x: 10, y: 10, width: 50, height: 20))
        #expect(controller.isMenuVisible)
        #expect(openTitles == ["Copy", "Flip"])
        let backend = try #require(UIApplication.shared.backend as? HeadlessBackend)
        let window = try #require(UIApplication.shared.menuTracking.openMenu?.window)
        let id = try #require(window.windowID)
        #expect(backend.windows[id]?.frame.origin == CGPoint(x: 10, y: 30))
        try #require(UIApplication.shared.menuTracking.openMenu).choose(1)
        #expect(view.custom == 1)
        controller.showMenu(from: view, rect: .zero)
        controller.hideMenu()
        #expect(!controller.isMenuVisible)
        controller.menuItems = nil
    }
}
