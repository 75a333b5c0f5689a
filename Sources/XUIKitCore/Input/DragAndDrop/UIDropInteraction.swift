import Foundation

/// What a drop interaction asks of its delegate, in this order for one drag over its view:
/// `canHandle` once; `sessionDidEnter`; `sessionDidUpdate` at every move; then either
/// `sessionDidExit`, or `performDrop` and `concludeDrop`; and `sessionDidEnd` when the drag ends
/// (R34.5).
@preconcurrency @MainActor
public protocol UIDropInteractionDelegate: AnyObject {
    /// Whether the view wants this drag at all (asked once per drag); true by default.
    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: any UIDropSession) -> Bool
    /// The drag entered the view.
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: any UIDropSession)
    /// The drag moved in the view: what a drop here would do. Without it the view takes no drops.
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession) -> UIDropProposal
    /// The drag left the view.
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: any UIDropSession)
    /// The items were dropped on the view: load them (`session.loadObjects`).
    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession)
    /// The drop's animations ended; the place to update the view.
    func dropInteraction(_ interaction: UIDropInteraction, concludeDrop session: any UIDropSession)
    /// The drag ended, wherever it went.
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: any UIDropSession)
}

extension UIDropInteractionDelegate {
    /// True.
    public func dropInteraction(_ interaction: UIDropInteraction, canHandle session: any UIDropSession) -> Bool { true }
    /// Does nothing.
    public func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: any UIDropSession) {}
    /// `.cancel`: the view takes no drops.
    public func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession) -> UIDropProposal {
        UIDropProposal(operation: .cancel)
    }
    /// Does nothing.
    public func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: any UIDropSession) {}
    /// Does nothing.
    public func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession) {}
    /// Does nothing.
    public func dropInteraction(_ interaction: UIDropInteraction, concludeDrop session: any UIDropSession) {}
    /// Does nothing.
    public func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: any UIDropSession) {}
}

/// Lets its view take drops: items dragged from the app's views, from its other windows, and
/// from other apps (files from a file manager, text from an editor).
@preconcurrency @MainActor
public final class UIDropInteraction: UIInteraction {
    /// Who decides what a drop does. Not retained.
    public private(set) weak var delegate: (any UIDropInteractionDelegate)?
    /// Whether several drags may be over the view at once; kept (XUIKit has one pointer's drag).
    public var allowsSimultaneousDropSessions = false
    /// The view the interaction is attached to.
    public private(set) weak var view: UIView?

    /// An interaction asking `delegate`.
    public init(delegate: any UIDropInteractionDelegate) {
        self.delegate = delegate
    }

    /// Nothing to do before moving.
    public func willMove(to view: UIView?) {}

    /// Remembers the view.
    public func didMove(to view: UIView?) {
        self.view = view
    }
}
