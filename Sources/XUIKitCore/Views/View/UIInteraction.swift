import Foundation

/// Something attached to a view that adds behaviour, such as `UIContextMenuInteraction`
/// (Menus/) or `UIPointerInteraction` (Pointer/).
@preconcurrency @MainActor
public protocol UIInteraction: AnyObject {
    /// The view the interaction is attached to.
    var view: UIView? { get }
    /// Called before the interaction is attached to `view` (nil when it is being removed).
    func willMove(to view: UIView?)
    /// Called after the interaction was attached to `view` (nil when it was removed).
    func didMove(to view: UIView?)
}

extension UIView {
    /// The interactions attached to the view, in the order added.
    public var interactions: [any UIInteraction] {
        get { interactionStorage }
        set {
            for interaction in interactionStorage { removeInteraction(interaction) }
            for interaction in newValue { addInteraction(interaction) }
        }
    }

    /// Attaches an interaction (moving it from another view first).
    public func addInteraction(_ interaction: any UIInteraction) {
        guard !interactionStorage.contains(where: { $0 === interaction }) else { return }
        interaction.view?.removeInteraction(interaction)
        interaction.willMove(to: self)
        interactionStorage.append(interaction)
        interaction.didMove(to: self)
    }

    /// Detaches an interaction; one not attached here is ignored.
    public func removeInteraction(_ interaction: any UIInteraction) {
        guard interactionStorage.contains(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        interactionStorage.removeAll { $0 === interaction }
        interaction.didMove(to: nil)
    }
}
