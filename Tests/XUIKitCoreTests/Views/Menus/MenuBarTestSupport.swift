import Foundation
@_spi(Testing) @testable import XUIKitCore
import XUIKitHeadlessTesting

/// An app delegate whose `buildMenu(with:)` runs `build`.
@MainActor
final class MenuAppDelegate: UIResponder, UIApplicationDelegate {
    var build: (any UIMenuBuilder) -> Void = { _ in }
    var systems: [UIMenuSystem] = []
    override func buildMenu(with builder: any UIMenuBuilder) {
        systems.append(builder.system)
        build(builder)
    }
}

/// A first responder that opens and saves, logging what ran; Save's availability and check mark
/// are switches.
@MainActor
final class DocumentView: UIView {
    var log: [String] = []
    var canSave = true
    var saveChecked = false
    override var canBecomeFirstResponder: Bool { true }
    func openDocument(_ sender: Any?) { log.append("open") }
    func saveDocument(_ sender: Any?) { log.append("save") }
    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        if action == .testSave { return canSave }
        return super.canPerformAction(action, withSender: sender)
    }
    override func validate(_ command: UICommand) {
        if command.action == .testSave, saveChecked { command.state = .on }
    }
}

/// A type no responder is: its action is implemented by nobody in the chain.
@MainActor
final class NoResponder {
    func act(_ sender: Any?) {}
}

extension Selector {
    static let testOpen = Selector("openDocument:", DocumentView.openDocument)
    static let testSave = Selector("saveDocument:", DocumentView.saveDocument)
    /// Implemented by nobody in the tests' responder chains.
    static let testNobody = Selector("nobodyImplements:", NoResponder.act)
}

/// A harness whose app delegate adds File > Open… (Ctrl+O) and Save (Ctrl+S) at the start of the
/// File menu, with a `DocumentView` as first responder of the key window's root view controller.
@MainActor
struct MenuBarFixture {
    let harness: Harness
    let delegate = MenuAppDelegate()
    let document = DocumentView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let controller = UIViewController()

    init() {
        harness = Harness(frame: CGRect(x: 0, y: 0, width: 500, height: 400))
        delegate.build = { builder in
            guard builder.system == UIMenuSystem.main else { return }
            let open = UIKeyCommand(title: "Open…", action: .testOpen, input: "o", modifierFlags: .command)
            let save = UIKeyCommand(title: "Save", action: .testSave, input: "s", modifierFlags: .command)
            builder.insertChild(UIMenu(title: "", identifier: UIMenu.Identifier("test.document"),
                                       options: .displayInline, children: [open, save]),
                                atStartOfMenu: .file)
        }
        UIApplication.shared.delegate = delegate
        harness.window.rootViewController = controller
        controller.view.addSubview(document)
        UIMenuSystem.main.setNeedsRebuild()
        document.becomeFirstResponder()
        harness.display()
    }

    var bar: MenuBarView? { harness.window.menuBarView }

    /// The titles of the open menu's rows ("-" for a separator).
    var openRows: [String] {
        UIApplication.shared.menuTracking.openMenu?.view.rows.map { $0.kind == .separator ? "-" : $0.title } ?? []
    }

    var openView: MenuView? { UIApplication.shared.menuTracking.openMenu?.view }

    func press(_ code: UIKeyboardHIDUsage, _ characters: String = "", modifiers: UIKeyModifierFlags = []) {
        harness.key(characters, code: code, modifiers: modifiers, down: true)
        harness.key(characters, code: code, modifiers: modifiers, down: false)
        harness.display()
    }

    /// Ctrl (or Alt) with a letter.
    func chord(_ letter: String, _ modifiers: UIKeyModifierFlags) {
        let code = UIKeyboardHIDUsage(rawValue: 0x04 + Int(letter.unicodeScalars.first!.value - 0x61))
        press(code, letter, modifiers: modifiers)
    }

    /// The bar's index of the menu titled `title`.
    func index(of title: String) -> Int? { bar?.menus.firstIndex { $0.title == title } }
}
