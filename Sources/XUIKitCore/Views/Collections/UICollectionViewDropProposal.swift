import Foundation

/// A collection view's answer to where a drag is: what a drop would do, and whether it goes
/// between items or into one (R39.3, R39.4).
@preconcurrency @MainActor
open class UICollectionViewDropProposal: UIDropProposal {
    /// Where a drop lands in the collection view.
    public enum Intent: Int, Sendable {
        /// The collection view as a whole: no gap, no highlight.
        case unspecified = 0
        /// Between items: a gap line shows where the new items go.
        case insertAtDestinationIndexPath = 1
        /// Into the item under the pointer: the item is outlined.
        case insertIntoDestinationIndexPath = 2
    }

    /// Where the drop lands; `.unspecified` by default.
    public let intent: Intent

    /// A proposal of `operation` with `intent`.
    public init(operation: UIDropOperation, intent: Intent) {
        self.intent = intent
        super.init(operation: operation)
    }

    /// A proposal of `operation` for the collection view as a whole.
    public override init(operation: UIDropOperation) {
        intent = .unspecified
        super.init(operation: operation)
    }

    var listIntent: ListDropIntent {
        switch intent {
        case .unspecified: return .unspecified
        case .insertAtDestinationIndexPath: return .insertAt
        case .insertIntoDestinationIndexPath: return .insertInto
        }
    }
}

/// One item of a drop on a collection view.
@preconcurrency @MainActor
public protocol UICollectionViewDropItem: AnyObject {
    /// The dragged item.
    var dragItem: UIDragItem { get }
    /// The item it was dragged from when the drag began in this collection view; nil otherwise.
    var sourceIndexPath: IndexPath? { get }
    /// The size of its preview: the source item's size, or zero.
    var previewSize: CGSize { get }
}

/// What `performDropWith` works with (R39.6): the items, where the drop lands, the proposal, the
/// session, and the drop animations of each item.
@preconcurrency @MainActor
public protocol UICollectionViewDropCoordinator: AnyObject {
    /// The dropped items, in the session's order.
    var items: [any UICollectionViewDropItem] { get }
    /// Where the drop lands: the index path a new item takes (between items), or the item
    /// dropped into; nil away from the items.
    var destinationIndexPath: IndexPath? { get }
    /// The last proposal of the drop delegate.
    var proposal: UICollectionViewDropProposal { get }
    /// The drop session, to load the items.
    var session: any UIDropSession { get }
    /// Animates `dragItem` to the item at `indexPath` (insert the item first).
    @discardableResult
    func drop(_ dragItem: UIDragItem, toItemAt indexPath: IndexPath) -> any UIDragAnimating
    /// Animates `dragItem` into `rect` of the item at `indexPath`.
    @discardableResult
    func drop(_ dragItem: UIDragItem, intoItemAt indexPath: IndexPath, rect: CGRect) -> any UIDragAnimating
}

/// The collection view's coordinator for one drop.
@MainActor
final class CollectionDropCoordinator: UICollectionViewDropCoordinator {
    let items: [any UICollectionViewDropItem]
    let destinationIndexPath: IndexPath?
    let proposal: UICollectionViewDropProposal
    let session: any UIDropSession

    init(_ drop: ListDrop, in collectionView: UICollectionView) {
        items = drop.items.map { entry in
            ListDropItem(dragItem: entry.item, sourceIndexPath: entry.source,
                         previewSize: entry.source.flatMap { collectionView.layoutAttributesForItem(at: $0)?.frame.size } ?? .zero)
        }
        destinationIndexPath = drop.destination
        proposal = drop.proposal as? UICollectionViewDropProposal ?? UICollectionViewDropProposal(operation: drop.proposal.operation)
        session = drop.session
    }

    func drop(_ dragItem: UIDragItem, toItemAt indexPath: IndexPath) -> any UIDragAnimating {
        DropAnimator()
    }

    func drop(_ dragItem: UIDragItem, intoItemAt indexPath: IndexPath, rect: CGRect) -> any UIDragAnimating {
        DropAnimator()
    }
}
