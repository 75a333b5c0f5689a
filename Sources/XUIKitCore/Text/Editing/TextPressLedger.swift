import Foundation

/// Which key presses a text-editing view turned into editing, so that every later phase of such a
/// press stays with the view and the others go up the chain (R9.1, R9.4). `UITextField` and
/// `UITextView` keep one each and forward their `presses…` overrides to it.
struct TextPressLedger {
    private var handled: Set<UIPress> = []

    /// The presses of a `pressesBegan` the view did not turn into editing; `taken` (those it did)
    /// are remembered. The view decides before it calls this, so editing that ends editing (and
    /// clears the ledger) never runs while the ledger is being changed.
    mutating func began(_ presses: Set<UIPress>, taken: Set<UIPress>) -> Set<UIPress> {
        handled.formUnion(taken)
        return presses.subtracting(taken)
    }

    /// The presses of a `pressesChanged` that are not this view's.
    func changed(_ presses: Set<UIPress>) -> Set<UIPress> {
        presses.subtracting(handled)
    }

    /// The presses of a `pressesEnded` or `pressesCancelled` that are not this view's; the view's
    /// are forgotten, as their last phase has come.
    mutating func ended(_ presses: Set<UIPress>) -> Set<UIPress> {
        let passedOn = presses.subtracting(handled)
        handled.subtract(presses)
        return passedOn
    }

    /// Forgets every press (editing ended: later phases of those presses go up the chain).
    mutating func removeAll() { handled.removeAll() }
}
