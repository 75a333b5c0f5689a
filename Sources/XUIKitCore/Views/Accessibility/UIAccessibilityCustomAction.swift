import Foundation

/// An extra action an assistive technology offers on an element, such as "Delete" on a row.
@preconcurrency @MainActor
open class UIAccessibilityCustomAction {
    /// What the assistive technology speaks for the action.
    open var name: String
    /// Runs the action; returns whether it succeeded.
    open var actionHandler: ((UIAccessibilityCustomAction) -> Bool)?
    /// The object `selector` is sent to when there is no handler.
    open weak var target: AnyObject?
    /// The method called on `target` with this action as its argument.
    open var selector: Selector?

    /// An action that runs `actionHandler`.
    public init(name: String, actionHandler: @escaping (UIAccessibilityCustomAction) -> Bool) {
        self.name = name
        self.actionHandler = actionHandler
    }

    /// An action that sends `selector` to `target` with the action as argument.
    public init(name: String, target: AnyObject?, selector: Selector) {
        self.name = name
        self.target = target
        self.selector = selector
    }

    /// Performs the action: the handler's answer, or true once `selector` was sent to a target
    /// that implements it; false when there is nothing to run or the target is gone.
    @discardableResult
    public func perform() -> Bool {
        if let actionHandler { return actionHandler(self) }
        guard let target, let selector else { return false }
        return selector.perform(target, self, nil) == .performed
    }
}
