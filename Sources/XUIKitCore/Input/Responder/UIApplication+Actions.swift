extension UIApplication {
    /// The algorithm behind `sendAction(_:to:from:for:)`.
    func dispatchAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        if let target {
            return perform(action, on: target, sender: sender, event: event, explicit: true)
        }
        let start = startingResponder(forActionFrom: sender)
        guard let handler = start.target(forAction: action, withSender: sender) else { return false }
        return perform(action, on: handler, sender: sender, event: event, explicit: false)
    }

    /// R3.4: first responder of the key window, else the sender, else the key window, else the app.
    func startingResponder(forActionFrom sender: Any?) -> UIResponder {
        if let firstResponder = keyWindow?.firstResponder { return firstResponder }
        if let responder = sender as? UIResponder { return responder }
        return keyWindow ?? self
    }

    private func perform(_ action: Selector, on target: Any, sender: Any?, event: UIEvent?, explicit: Bool) -> Bool {
        switch action.perform(target, sender, event) {
        case .performed:
            return true
        case .notImplemented:
            let kind = explicit ? "target" : "responder returned by target(forAction:withSender:)"
            Diagnostics.report("\(kind) \(Selector.describe(target)) does not implement action '\(action.name)' (implemented by \(action.implementerName)); nothing was sent")
            return false
        case .argumentMismatch(let why):
            Diagnostics.report("action '\(action.name)' was not sent to \(Selector.describe(target)): \(why)")
            return false
        }
    }
}
