import Foundation

/// The standard editing actions: cut, copy, paste, select, select all and delete (R9.7).
///
/// They are nil-targeted actions: the editing commands (and their keyboard equivalents, Ctrl+X,
/// Ctrl+C, Ctrl+V and Ctrl+A) send them from the key window's first responder up the chain, to
/// the first responder whose `canPerformAction(_:withSender:)` says yes.
///
/// Swift has no optional protocol methods, so a class that adopts the protocol implements all
/// six (H3); the defaults do nothing. Override `canPerformAction(_:withSender:)` to enable only
/// the actions that make sense in the current state — as `UITextField` does.
@preconcurrency @MainActor
public protocol UIResponderStandardEditActions: AnyObject {
    /// Removes the selection and puts it on the pasteboard (Ctrl+X).
    func cut(_ sender: Any?)
    /// Puts the selection on the pasteboard (Ctrl+C).
    func copy(_ sender: Any?)
    /// Replaces the selection with the pasteboard's contents (Ctrl+V).
    func paste(_ sender: Any?)
    /// Selects the word at the insertion point.
    func select(_ sender: Any?)
    /// Selects everything (Ctrl+A).
    func selectAll(_ sender: Any?)
    /// Removes the selection without putting it on the pasteboard.
    func delete(_ sender: Any?)
}

extension UIResponderStandardEditActions {
    /// Does nothing.
    public func cut(_ sender: Any?) {}
    /// Does nothing.
    public func copy(_ sender: Any?) {}
    /// Does nothing.
    public func paste(_ sender: Any?) {}
    /// Does nothing.
    public func select(_ sender: Any?) {}
    /// Does nothing.
    public func selectAll(_ sender: Any?) {}
    /// Does nothing.
    public func delete(_ sender: Any?) {}
}

extension Selector {
    /// `cut(_:)` of `UIResponderStandardEditActions`.
    public static let cut = Selector("cut:", { (r: any UIResponderStandardEditActions) in r.cut })
    /// `copy(_:)` of `UIResponderStandardEditActions`.
    public static let copy = Selector("copy:", { (r: any UIResponderStandardEditActions) in r.copy })
    /// `paste(_:)` of `UIResponderStandardEditActions`.
    public static let paste = Selector("paste:", { (r: any UIResponderStandardEditActions) in r.paste })
    /// `select(_:)` of `UIResponderStandardEditActions`.
    public static let select = Selector("select:", { (r: any UIResponderStandardEditActions) in r.select })
    /// `selectAll(_:)` of `UIResponderStandardEditActions`.
    public static let selectAll = Selector("selectAll:", { (r: any UIResponderStandardEditActions) in r.selectAll })
    /// `delete(_:)` of `UIResponderStandardEditActions`.
    public static let delete = Selector("delete:", { (r: any UIResponderStandardEditActions) in r.delete })
}

/// The keyboard equivalents of the standard editing actions: Ctrl+X, Ctrl+C, Ctrl+V, Ctrl+A.
///
/// They act like the app's main-menu commands: after the responder chain's own `keyCommands`
/// (R9.5), a matching key sends its action from the first responder, but only when some
/// responder in the chain can perform it with the application as the sender (R9.7).
/// Otherwise the key is an ordinary press.
@MainActor
enum StandardEditKeyCommands {
    static let commands: [UIKeyCommand] = [
        UIKeyCommand(title: SystemStrings.localized("Cut"), action: .cut, input: "x", modifierFlags: .control),
        UIKeyCommand(title: SystemStrings.localized("Copy"), action: .copy, input: "c", modifierFlags: .control),
        UIKeyCommand(title: SystemStrings.localized("Paste"), action: .paste, input: "v", modifierFlags: .control),
        UIKeyCommand(title: SystemStrings.localized("Select All"), action: .selectAll, input: "a", modifierFlags: .control),
    ]

    /// Sends the editing action for `key` in `application`, if it is an equivalent and enabled.
    /// Returns whether it was sent.
    static func perform(_ key: UIKey, startingAt start: UIResponder, in application: UIApplication) -> Bool {
        guard let command = commands.first(where: { $0.matches(key) }),
              let target = start.target(forAction: command.action, withSender: application)
        else { return false }
        return application.sendAction(command.action, to: target, from: command, for: nil)
    }
}
