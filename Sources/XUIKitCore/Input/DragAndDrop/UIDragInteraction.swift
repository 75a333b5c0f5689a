import Foundation

/// What a drag interaction asks of its delegate: the items to drag, and what became of them.
@preconcurrency @MainActor
public protocol UIDragInteractionDelegate: AnyObject {
    /// The items a drag beginning now carries; none means no drag begins.
    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: any UIDragSession) -> [UIDragItem]
    /// Items to add to a drag under way when the view is tapped during it (touch only); none by default.
    func dragInteraction(_ interaction: UIDragInteraction, itemsForAddingTo session: any UIDragSession,
                         withTouchAt point: CGPoint) -> [UIDragItem]
    /// The picture of `item` as it lifts, and as it follows the pointer unless the item has a
    /// `previewProvider` (R34.13); nil shows none. By default the interaction's view where it is.
    func dragInteraction(_ interaction: UIDragInteraction, previewForLifting item: UIDragItem,
                         session: any UIDragSession) -> UITargetedDragPreview?
    /// The drag is about to begin.
    func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: any UIDragSession)
    /// Whether a drop may move the items; true by default.
    func dragInteraction(_ interaction: UIDragInteraction, sessionAllowsMoveOperation session: any UIDragSession) -> Bool
    /// Whether the drag must stay within the app; false by default.
    func dragInteraction(_ interaction: UIDragInteraction,
                         sessionIsRestrictedToDraggingApplication session: any UIDragSession) -> Bool
    /// The pointer moved during the drag.
    func dragInteraction(_ interaction: UIDragInteraction, sessionDidMove session: any UIDragSession)
    /// The drag is about to end with `operation`.
    func dragInteraction(_ interaction: UIDragInteraction, session: any UIDragSession, willEndWith operation: UIDropOperation)
    /// The drag ended with `operation` (`.cancel` when nothing took it).
    func dragInteraction(_ interaction: UIDragInteraction, session: any UIDragSession, didEndWith operation: UIDropOperation)
}

extension UIDragInteractionDelegate {
    /// None.
    public func dragInteraction(_ interaction: UIDragInteraction, itemsForAddingTo session: any UIDragSession,
                                withTouchAt point: CGPoint) -> [UIDragItem] { [] }
    /// A preview of the interaction's view where it is, on white (R34.13).
    public func dragInteraction(_ interaction: UIDragInteraction, previewForLifting item: UIDragItem,
                                session: any UIDragSession) -> UITargetedDragPreview? {
        interaction.view.map { UITargetedDragPreview(view: $0) }
    }
    /// Does nothing.
    public func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: any UIDragSession) {}
    /// True.
    public func dragInteraction(_ interaction: UIDragInteraction, sessionAllowsMoveOperation session: any UIDragSession) -> Bool { true }
    /// False.
    public func dragInteraction(_ interaction: UIDragInteraction,
                                sessionIsRestrictedToDraggingApplication session: any UIDragSession) -> Bool { false }
    /// Does nothing.
    public func dragInteraction(_ interaction: UIDragInteraction, sessionDidMove session: any UIDragSession) {}
    /// Does nothing.
    public func dragInteraction(_ interaction: UIDragInteraction, session: any UIDragSession,
                                willEndWith operation: UIDropOperation) {}
    /// Does nothing.
    public func dragInteraction(_ interaction: UIDragInteraction, session: any UIDragSession,
                                didEndWith operation: UIDropOperation) {}
}

/// Lets the user drag items out of its view (R34.1): with a finger, by holding it still for
/// half a second and moving; with a mouse, as on Mac Catalyst, by moving past the desktop's
/// drag threshold with the button held.
@preconcurrency @MainActor
public final class UIDragInteraction: UIInteraction {
    /// Who provides the items. Not retained.
    public private(set) weak var delegate: (any UIDragInteractionDelegate)?
    /// Whether the interaction starts drags; true by default (as on iPad and Mac Catalyst).
    public var isEnabled = true {
        didSet { liftRecognizer.isEnabled = isEnabled }
    }
    /// Whether other recognizers of the view may recognize while the drag lifts; kept, no effect.
    public var allowsSimultaneousRecognitionDuringLift = false
    /// The view the interaction is attached to.
    public private(set) weak var view: UIView?
    /// The recognizer that tells a drag from a touch or a click.
    let liftRecognizer = DragLiftGestureRecognizer()

    /// An interaction asking `delegate` for items.
    public init(delegate: any UIDragInteractionDelegate) {
        self.delegate = delegate
        liftRecognizer.addTarget(self, action: .dragLift)
    }

    /// Whether drags are enabled by default on this device: true.
    public static var isEnabledByDefault: Bool { true }

    /// Removes the lift recognizer from the old view.
    public func willMove(to view: UIView?) {
        self.view?.removeGestureRecognizer(liftRecognizer)
    }

    /// Adds the lift recognizer to the new view.
    public func didMove(to view: UIView?) {
        self.view = view
        view?.addGestureRecognizer(liftRecognizer)
    }

    /// The lift recognizer's action: the drag begins, follows the pointer, drops or is cancelled.
    func handleLift(_ recognizer: DragLiftGestureRecognizer) {
        guard let window = view?.window else { return }
        let controller = window.application.dragController
        switch recognizer.state {
        case .began: controller.beginDrag(from: self, at: recognizer.locationInWindow, in: window)
        case .changed: controller.dragMoved(to: recognizer.locationInWindow, in: window)
        case .ended: controller.dragReleased(at: recognizer.locationInWindow, in: window)
        case .cancelled: controller.cancelDrag()
        default: break
        }
    }

    /// A tap on the view during a drag under way (touch): its delegate may add items.
    func handleTapDuringDrag(at locationInWindow: CGPoint) {
        guard let view, let window = view.window else { return }
        window.application.dragController.addItems(from: self, at: view.convert(locationInWindow, from: window))
    }
}

extension Selector {
    static let dragLift = Selector("dragLift:", UIDragInteraction.handleLift)
}
