import Foundation

/// Which drop interaction a drag is over, and what its delegate said a drop there would do
/// (R34.5). One per drag, local or another app's; the delegate calls go in UIKit's order:
/// `canHandle` once per interaction, `sessionDidEnter`, `sessionDidUpdate` at every move,
/// `sessionDidExit` on leaving, `sessionDidEnd` to every interaction entered, at the end.
@MainActor
final class DropTargetTracking {
    let session: DragDropSession
    /// The interaction under the pointer that can handle the drag.
    private(set) var current: UIDropInteraction?
    /// What a drop now would do.
    private(set) var operation: UIDropOperation = .cancel
    private var canHandle: [ObjectIdentifier: Bool] = [:]
    /// Every interaction the drag entered, in order: each hears `sessionDidEnd`.
    private var entered: [UIDropInteraction] = []

    init(session: DragDropSession) {
        self.session = session
    }

    /// The pointer is at `point` in `window` (nil: over none of the app's windows). Returns
    /// what a drop there would do; a move the session does not allow is a copy.
    @discardableResult
    func update(window: UIWindow?, point: CGPoint) -> UIDropOperation {
        session.window = window
        session.locationInWindow = point
        let found = window.flatMap { interaction(at: point, in: $0) }
        if found !== current {
            exit()
            current = found
            if let found {
                if !entered.contains(where: { $0 === found }) { entered.append(found) }
                found.delegate?.dropInteraction(found, sessionDidEnter: session)
            }
        }
        guard let current, let delegate = current.delegate else {
            operation = .cancel
            return operation
        }
        var proposed = delegate.dropInteraction(current, sessionDidUpdate: session).operation
        if proposed == .move && !session.allowsMoveOperation { proposed = .copy }
        operation = proposed
        return proposed
    }

    /// The drag left the interaction it was over, if any.
    func exit() {
        if let current { current.delegate?.dropInteraction(current, sessionDidExit: session) }
        current = nil
        operation = .cancel
    }

    /// Drops on the interaction under the pointer when it would copy or move: its delegate's
    /// `performDrop`. Returns the interaction, or nil when nothing took the drop.
    func performDrop() -> UIDropInteraction? {
        guard let current, operation == .copy || operation == .move else { return nil }
        current.delegate?.dropInteraction(current, performDrop: session)
        return current
    }

    /// `concludeDrop` to the interaction that took the drop.
    func conclude(_ interaction: UIDropInteraction) {
        interaction.delegate?.dropInteraction(interaction, concludeDrop: session)
    }

    /// `sessionDidEnd` to every interaction the drag entered.
    func end() {
        current = nil
        let all = entered
        entered.removeAll()
        for interaction in all { interaction.delegate?.dropInteraction(interaction, sessionDidEnd: session) }
    }

    /// The drop interaction nearest the view under `point` (it or an ancestor) whose delegate
    /// can handle the drag.
    private func interaction(at point: CGPoint, in window: UIWindow) -> UIDropInteraction? {
        var view = window.hitTest(point, with: nil)
        while let candidate = view {
            for case let interaction as UIDropInteraction in candidate.interactions where handles(interaction) {
                return interaction
            }
            view = candidate.superview
        }
        return nil
    }

    private func handles(_ interaction: UIDropInteraction) -> Bool {
        let key = ObjectIdentifier(interaction)
        if let known = canHandle[key] { return known }
        let answer = interaction.delegate?.dropInteraction(interaction, canHandle: session) ?? false
        canHandle[key] = answer
        return answer
    }
}
