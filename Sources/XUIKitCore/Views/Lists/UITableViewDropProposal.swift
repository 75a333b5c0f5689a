import Foundation

/// A table's answer to where a drag is: what a drop would do, and whether it goes between rows
/// or into one (R39.3, R39.4).
@preconcurrency @MainActor
open class UITableViewDropProposal: UIDropProposal {
    /// Where a drop lands in the table.
    public enum Intent: Int, Sendable {
        /// The table as a whole: no gap, no highlight.
        case unspecified = 0
        /// Between rows: a gap line shows where the new rows go.
        case insertAtDestinationIndexPath = 1
        /// Into the row under the pointer: the row is outlined.
        case insertIntoDestinationIndexPath = 2
        /// Into the row when the pointer is over its middle half, between rows otherwise.
        case automatic = 3
    }

    /// Where the drop lands; `.unspecified` by default.
    public let intent: Intent

    /// A proposal of `operation` with `intent`.
    public init(operation: UIDropOperation, intent: Intent) {
        self.intent = intent
        super.init(operation: operation)
    }

    /// A proposal of `operation` for the table as a whole.
    public override init(operation: UIDropOperation) {
        intent = .unspecified
        super.init(operation: operation)
    }

    var listIntent: ListDropIntent {
        switch intent {
        case .unspecified: return .unspecified
        case .insertAtDestinationIndexPath: return .insertAt
        case .insertIntoDestinationIndexPath: return .insertInto
        case .automatic: return .automatic
        }
    }
}

/// One item of a drop on a table.
@preconcurrency @MainActor
public protocol UITableViewDropItem: AnyObject {
    /// The dragged item.
    var dragItem: UIDragItem { get }
    /// The row it was dragged from when the drag began in this table; nil otherwise.
    var sourceIndexPath: IndexPath? { get }
    /// The size of its preview: the source row's size, or zero.
    var previewSize: CGSize { get }
}

/// What `performDropWith` works with (R39.6): the items, where the drop lands, the proposal, the
/// session, and the drop animations of each item.
@preconcurrency @MainActor
public protocol UITableViewDropCoordinator: AnyObject {
    /// The dropped items, in the session's order.
    var items: [any UITableViewDropItem] { get }
    /// Where the drop lands: the row a new row takes (between rows), or the row dropped into;
    /// nil past the last row.
    var destinationIndexPath: IndexPath? { get }
    /// The last proposal of the drop delegate.
    var proposal: UITableViewDropProposal { get }
    /// The drop session, to load the items.
    var session: any UIDropSession { get }
    /// Animates `dragItem` to the row at `indexPath` (insert the row first).
    @discardableResult
    func drop(_ dragItem: UIDragItem, toRowAt indexPath: IndexPath) -> any UIDragAnimating
    /// Animates `dragItem` into `rect` of the row at `indexPath`.
    @discardableResult
    func drop(_ dragItem: UIDragItem, intoRowAt indexPath: IndexPath, rect: CGRect) -> any UIDragAnimating
}

/// One item of a drop on a list, as table and collection coordinators hand it.
@MainActor
final class ListDropItem: UITableViewDropItem, UICollectionViewDropItem {
    let dragItem: UIDragItem
    let sourceIndexPath: IndexPath?
    let previewSize: CGSize

    init(dragItem: UIDragItem, sourceIndexPath: IndexPath?, previewSize: CGSize) {
        self.dragItem = dragItem
        self.sourceIndexPath = sourceIndexPath
        self.previewSize = previewSize
    }
}

/// The table's coordinator for one drop.
@MainActor
final class TableDropCoordinator: UITableViewDropCoordinator {
    let items: [any UITableViewDropItem]
    let destinationIndexPath: IndexPath?
    let proposal: UITableViewDropProposal
    let session: any UIDropSession
    private weak var tableView: UITableView?

    init(_ drop: ListDrop, in tableView: UITableView) {
        self.tableView = tableView
        items = drop.items.map { entry in
            ListDropItem(dragItem: entry.item, sourceIndexPath: entry.source,
                         previewSize: entry.source.map { tableView.rectForRow(at: $0).size } ?? .zero)
        }
        destinationIndexPath = drop.destination
        proposal = drop.proposal as? UITableViewDropProposal ?? UITableViewDropProposal(operation: drop.proposal.operation)
        session = drop.session
    }

    func drop(_ dragItem: UIDragItem, toRowAt indexPath: IndexPath) -> any UIDragAnimating {
        DropAnimator()
    }

    func drop(_ dragItem: UIDragItem, intoRowAt indexPath: IndexPath, rect: CGRect) -> any UIDragAnimating {
        DropAnimator()
    }
}
