import Foundation

/// How table and collection views take part in drag and drop (R39) — how the pieces fit:
/// - A list (`UITableView`, `UICollectionView`) conforms to `ListDragDropHost`: it finds the row
///   or item under a point and its frame, and turns the calls below into its own delegates'
///   (`UITableView+DragAndDrop.swift`, `UICollectionView+DragAndDrop.swift`).
/// - `ListDragDrop` (this file) is what a list keeps while it has a drag or a drop delegate. It
///   puts a `UIDragInteraction` and a `UIDropInteraction` on the list and is their delegate, so
///   the app's drag machinery (`DragController`, `DropTargetTracking`, XDND in the backend)
///   carries list drags too: between the app's windows, to and from other apps, Escape, the
///   pointer's shapes.
/// - On the drop side it works out the destination index path, shows the insertion indicator
///   (`ListDropIndicator.swift`), scrolls near the edges, and on the release either moves the
///   row itself through the data source (a reorder) or hands a coordinator to the drop delegate.
@MainActor
protocol ListDragDropHost: UIScrollView {
    /// The row or item under `point` (the list's coordinates), if any.
    func dragDropIndexPath(at point: CGPoint) -> IndexPath?
    /// The frame of the row or item at `indexPath` in the list's coordinates.
    func dragDropFrame(of indexPath: IndexPath) -> CGRect?
    /// How many rows or items `section` has; `dragDropSectionCount` sections.
    func dragDropCount(inSection section: Int) -> Int
    var dragDropSectionCount: Int { get }
    /// The rows or items on screen.
    var dragDropVisibleIndexPaths: [IndexPath] { get }
    /// The cell of the row or item at `indexPath`, if it is on screen.
    func dragDropCell(at indexPath: IndexPath) -> UIView?

    // The drag delegate's calls.
    func dragItems(for session: any UIDragSession, at indexPath: IndexPath) -> [UIDragItem]
    func dragItemsForAdding(to session: any UIDragSession, at indexPath: IndexPath, point: CGPoint) -> [UIDragItem]
    func dragPreviewParameters(at indexPath: IndexPath) -> UIDragPreviewParameters?
    func dragSessionWillBegin(_ session: any UIDragSession)
    func dragSessionDidEnd(_ session: any UIDragSession)
    func dragSessionAllowsMove(_ session: any UIDragSession) -> Bool
    func dragSessionIsRestricted(_ session: any UIDragSession) -> Bool

    // The drop delegate's calls.
    func dropCanHandle(_ session: any UIDropSession) -> Bool
    func dropSessionDidEnter(_ session: any UIDropSession)
    func dropSessionDidExit(_ session: any UIDropSession)
    func dropSessionDidEnd(_ session: any UIDropSession)
    func dropProposal(for session: any UIDropSession, destination: IndexPath?) -> (UIDropProposal, ListDropIntent)
    func performDrop(_ drop: ListDrop)
    /// Whether the data source can move the row or item (a reorder by drag and drop).
    func canMoveForDrop(from indexPath: IndexPath) -> Bool
    /// Tells the data source of the move and moves the row or item.
    func moveForDrop(from source: IndexPath, to destination: IndexPath)
}

/// Where a drop lands, as the list's proposal says (UIKit's table and collection intents).
enum ListDropIntent: Equatable {
    case unspecified, insertAt, insertInto, automatic
}

/// One drop as the list hands it to its coordinator.
struct ListDrop {
    let session: any UIDropSession
    let destination: IndexPath?
    let proposal: UIDropProposal
    /// The dropped items, each with its row or item in this list when the drag began here.
    let items: [(item: UIDragItem, source: IndexPath?)]
}

/// A list's drag-and-drop state and the delegate of its two interactions.
@MainActor
final class ListDragDrop: UIDragInteractionDelegate, UIDropInteractionDelegate {
    private weak var host: (any ListDragDropHost)?
    /// The interactions the list carries; this object is their delegate.
    private(set) lazy var dragInteraction = UIDragInteraction(delegate: self)
    private(set) lazy var dropInteraction = UIDropInteraction(delegate: self)
    /// The drag that began in this list, and where each of its items came from.
    private var activeDrag: (session: AnyObject, sources: [ObjectIdentifier: IndexPath])?
    /// Whether a drop session is over the list (between enter and exit or end).
    private(set) var hasActiveDrop = false
    /// What a drop now would do: the destination, the delegate's proposal and the resolved intent.
    private(set) var target: (destination: IndexPath?, proposal: UIDropProposal, intent: ListDropIntent)?
    /// The session over the list, for autoscrolling while the pointer holds still.
    private var dropSession: (any UIDropSession)?
    let indicator = ListDropIndicator()
    /// The row or item lifted last and the drag delegate's preview parameters for it (R34.13).
    private var lift: (indexPath: IndexPath, parameters: UIDragPreviewParameters?)?

    init(host: any ListDragDropHost) {
        self.host = host
    }

    /// Whether a drag that began in this list is under way.
    var hasActiveDrag: Bool { activeDrag != nil }

    /// Where a mouse button is held on the list before a drag begins (list coordinates); nil
    /// for a finger, no press, or drags off.
    func pointerPressLocation(in list: UIView) -> CGPoint? {
        guard dragInteraction.isEnabled, let start = dragInteraction.liftRecognizer.pointerPressLocationInWindow,
              let window = list.window else { return nil }
        return list.convert(start, from: window)
    }

    // MARK: - Drag

    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: any UIDragSession) -> [UIDragItem] {
        guard let host, let indexPath = host.dragDropIndexPath(at: session.location(in: host)) else { return [] }
        let items = host.dragItems(for: session, at: indexPath)
        guard !items.isEmpty else { return [] }
        // R39.2: the lift asks for the row's preview parameters once the items are known.
        lift = (indexPath, host.dragPreviewParameters(at: indexPath))
        activeDrag = (session, Dictionary(items.map { (ObjectIdentifier($0), indexPath) }, uniquingKeysWith: { a, _ in a }))
        return items
    }

    func dragInteraction(_ interaction: UIDragInteraction, itemsForAddingTo session: any UIDragSession,
                         withTouchAt point: CGPoint) -> [UIDragItem] {
        guard let host, let indexPath = host.dragDropIndexPath(at: point) else { return [] }
        let items = host.dragItemsForAdding(to: session, at: indexPath, point: point)
        for item in items { activeDrag?.sources[ObjectIdentifier(item)] = indexPath }
        return items
    }

    /// The lifted row's or item's cell where it is, drawn with the drag delegate's parameters;
    /// without a background colour, on the cell's, else the list's (R34.13).
    func dragInteraction(_ interaction: UIDragInteraction, previewForLifting item: UIDragItem,
                         session: any UIDragSession) -> UITargetedDragPreview? {
        guard let host, let lift, let cell = host.dragDropCell(at: lift.indexPath) else { return nil }
        let parameters = UIDragPreviewParameters()
        parameters.visiblePath = lift.parameters?.visiblePath
        parameters.backgroundColor = lift.parameters?.backgroundColor ?? cell.backgroundColor ?? host.backgroundColor
        return UITargetedDragPreview(view: cell, parameters: parameters)
    }

    func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: any UIDragSession) {
        host?.dragSessionWillBegin(session)
    }

    func dragInteraction(_ interaction: UIDragInteraction, sessionAllowsMoveOperation session: any UIDragSession) -> Bool {
        host?.dragSessionAllowsMove(session) ?? true
    }

    func dragInteraction(_ interaction: UIDragInteraction,
                         sessionIsRestrictedToDraggingApplication session: any UIDragSession) -> Bool {
        host?.dragSessionIsRestricted(session) ?? false
    }

    func dragInteraction(_ interaction: UIDragInteraction, session: any UIDragSession, didEndWith operation: UIDropOperation) {
        activeDrag = nil
        host?.dragSessionDidEnd(session)
    }

    // MARK: - Drop

    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: any UIDropSession) -> Bool {
        host?.dropCanHandle(session) ?? false
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: any UIDropSession) {
        hasActiveDrop = true
        dropSession = session
        host?.dropSessionDidEnter(session)
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession) -> UIDropProposal {
        guard let host else { return UIDropProposal(operation: .cancel) }
        let point = session.location(in: host)
        if edgeStep(at: point) != .zero {
            AnimationClock.current.observeFrames(indicator) { [weak self] _ in self?.autoscroll() ?? false }
        }
        return update(session, at: point, in: host)
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: any UIDropSession) {
        leave()
        host?.dropSessionDidExit(session)
    }

    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession) {
        guard let host, let target else { return }
        let sources = sourcesIfFromHere(session)
        let items = session.items.map { (item: $0, source: sources?[ObjectIdentifier($0)]) }
        leave()
        // R39.5: one row of this list proposed as a move to a gap is a reorder: the data source
        // moves it, and performDropWith is not called.
        if target.proposal.operation == .move, target.intent == .insertAt, items.count == 1,
           let source = items[0].source, let destination = target.destination, host.canMoveForDrop(from: source) {
            if source != destination { host.moveForDrop(from: source, to: destination) }
            return
        }
        host.performDrop(ListDrop(session: session, destination: target.destination, proposal: target.proposal, items: items))
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: any UIDropSession) {
        leave()
        host?.dropSessionDidEnd(session)
    }

    /// The proposal at `point`: the delegate's, with the destination and the indicator it implies (R39.3, R39.4).
    private func update(_ session: any UIDropSession, at point: CGPoint, in host: any ListDragDropHost) -> UIDropProposal {
        let insertion = insertionIndexPath(at: point, in: host)
        var destination = insertion
        // A row dragged within its own section lands one place up when it goes down: the
        // destination is where it ends up, as the data source's moveRowAt expects.
        if let source = singleSource(of: session), let gap = insertion, gap.section == source.section, gap.item > source.item {
            destination = IndexPath(item: gap.item - 1, section: gap.section)
        }
        let (proposal, asked) = host.dropProposal(for: session, destination: destination)
        var intent = asked
        let under = host.dragDropIndexPath(at: point)
        if intent == .automatic {
            let inside = under.flatMap { host.dragDropFrame(of: $0) }.map { $0.insetBy(dx: 0, dy: $0.height / 4).contains(point) }
            intent = inside == true ? .insertInto : .insertAt
        }
        if intent == .insertInto { destination = under }
        target = (destination, proposal, intent)
        showIndicator(intent: intent, insertion: insertion, into: destination, operation: proposal.operation, in: host)
        return proposal
    }

    /// Where a new row or item would go for a drop at `point`: before the one under the point
    /// when in its first half, after it in its second half; past the last one within 44 pt of
    /// it, after it; nil elsewhere (R39.3).
    private func insertionIndexPath(at point: CGPoint, in host: any ListDragDropHost) -> IndexPath? {
        let nearest: IndexPath?
        if let under = host.dragDropIndexPath(at: point) {
            nearest = under
        } else {
            nearest = host.dragDropVisibleIndexPaths
                .compactMap { path in host.dragDropFrame(of: path).map { (path, Self.distance(from: point, to: $0)) } }
                .filter { $0.1 <= 44 }
                .min { $0.1 < $1.1 }?.0
        }
        guard let nearest, let frame = host.dragDropFrame(of: nearest) else { return nil }
        let after = Self.isRowLike(frame) ? point.y > frame.midY : point.x > frame.midX
        return IndexPath(item: nearest.item + (after ? 1 : 0), section: nearest.section)
    }

    private func singleSource(of session: any UIDropSession) -> IndexPath? {
        guard session.items.count == 1, let sources = sourcesIfFromHere(session) else { return nil }
        return sources[ObjectIdentifier(session.items[0])]
    }

    private func sourcesIfFromHere(_ session: any UIDropSession) -> [ObjectIdentifier: IndexPath]? {
        guard let activeDrag, let local = session.localDragSession, local === activeDrag.session else { return nil }
        return activeDrag.sources
    }

    private func showIndicator(intent: ListDropIntent, insertion: IndexPath?, into: IndexPath?, operation: UIDropOperation,
                               in host: any ListDragDropHost) {
        guard operation == .copy || operation == .move else { return indicator.hide() }
        switch intent {
        case .insertAt:
            guard let insertion else { return indicator.hide() }
            let count = host.dragDropCount(inSection: insertion.section)
            if insertion.item < count, let frame = host.dragDropFrame(of: insertion) {
                indicator.showGap(at: frame, before: true, rowLike: Self.isRowLike(frame), in: host)
            } else if count > 0, let frame = host.dragDropFrame(of: IndexPath(item: count - 1, section: insertion.section)) {
                indicator.showGap(at: frame, before: false, rowLike: Self.isRowLike(frame), in: host)
            } else {
                indicator.hide()
            }
        case .insertInto:
            guard let frame = into.flatMap({ host.dragDropFrame(of: $0) }) else { return indicator.hide() }
            indicator.showHighlight(around: frame, in: host)
        case .unspecified, .automatic:
            indicator.hide()
        }
    }

    private func leave() {
        hasActiveDrop = false
        target = nil
        dropSession = nil
        AnimationClock.current.stopObservingFrames(indicator)
        indicator.hide()
    }

    // MARK: - Autoscrolling (R39.7)

    /// How far one frame scrolls for a pointer at `point`: 8 pt towards an edge the pointer is
    /// within 44 pt of, along the axes the list scrolls, as far as the content goes.
    private func edgeStep(at point: CGPoint) -> CGPoint {
        guard let host else { return .zero }
        let edge: CGFloat = 44, step: CGFloat = 8
        let visible = host.bounds.inset(by: host.adjustedContentInset)
        var delta = CGPoint.zero
        if host.scrollsVertically {
            delta.y = point.y < visible.minY + edge ? -step : (point.y > visible.maxY - edge ? step : 0)
        }
        if host.scrollsHorizontally {
            delta.x = point.x < visible.minX + edge ? -step : (point.x > visible.maxX - edge ? step : 0)
        }
        let target = host.clampedOffset(CGPoint(x: host.contentOffset.x + delta.x, y: host.contentOffset.y + delta.y))
        return CGPoint(x: target.x - host.contentOffset.x, y: target.y - host.contentOffset.y)
    }

    /// One frame of autoscrolling while a drop is proposed near an edge; false to stop.
    private func autoscroll() -> Bool {
        guard let host, let session = dropSession else { return false }
        let step = edgeStep(at: session.location(in: host))
        guard step != .zero else { return false }
        host.setContentOffset(CGPoint(x: host.contentOffset.x + step.x, y: host.contentOffset.y + step.y), animated: false)
        host.layoutIfNeeded()
        _ = update(session, at: session.location(in: host), in: host)
        return true
    }

    // MARK: - Helpers

    /// A frame wider than twice its height is a row: before and after go by height.
    private static func isRowLike(_ frame: CGRect) -> Bool { frame.width >= 2 * frame.height }

    private static func distance(from point: CGPoint, to rect: CGRect) -> CGFloat {
        let dx = max(rect.minX - point.x, 0, point.x - rect.maxX)
        let dy = max(rect.minY - point.y, 0, point.y - rect.maxY)
        return hypot(dx, dy)
    }
}
