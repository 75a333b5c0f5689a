import Foundation

/// The conductor of drags (R34): the app's own drag (begun by a `UIDragInteraction`) and
/// another app's drag over the app's windows (reported by the backend). It finds the drop
/// target under the pointer in any of the app's windows, calls the delegates in UIKit's order,
/// shows the operation as the pointer's shape and ends the drag on a release, Escape or a lost
/// touch. Over another app, it hands the drag to the backend's `DragAndDropPlatform`.
@MainActor
final class DragController {
    unowned let application: UIApplication

    /// The app's own drag under way.
    @MainActor
    private final class LocalDrag {
        let session: DragDropSession
        let tracking: DropTargetTracking
        weak var source: UIDragInteraction?
        weak var sourceWindow: UIWindow?
        /// The backend carrying the drag beyond the app's windows, if any.
        let platform: (any DragAndDropPlatform)?
        let export: DragExport?
        /// What the other app under the pointer said a drop would do; nil when not over one.
        var otherApplication: UIDropOperation?
        /// Dropped on another app: waiting for it to say what it did.
        var awaitingOtherApplication = false
        var shownShape: PointerShape?

        init(session: DragDropSession, source: UIDragInteraction, window: UIWindow,
             platform: (any DragAndDropPlatform)?, export: DragExport?) {
            self.session = session
            tracking = DropTargetTracking(session: session)
            self.source = source
            sourceWindow = window
            self.platform = platform
            self.export = export
        }
    }

    /// Another app's drag over one of the app's windows.
    @MainActor
    private final class ExternalDrag {
        let session: DragDropSession
        let tracking: DropTargetTracking
        let mimeTypes: [String]
        /// Data requests sent to the backend and not answered yet.
        var requestsOut = 0
        /// Dropped and handed to the target's `performDrop`.
        var performed: UIDropInteraction?
        var dropped = false

        init(session: DragDropSession, mimeTypes: [String]) {
            self.session = session
            tracking = DropTargetTracking(session: session)
            self.mimeTypes = mimeTypes
        }
    }

    private var local: LocalDrag?
    private var external: ExternalDrag?

    init(application: UIApplication) {
        self.application = application
    }

    /// True while the app's own drag is under way.
    var hasLocalDrag: Bool { local != nil }

    // MARK: - The app's own drag

    /// The lift recognizer of `interaction` recognized at `point` of `window`: asks for items,
    /// and begins the drag when there are some (R34.1).
    func beginDrag(from interaction: UIDragInteraction, at point: CGPoint, in window: UIWindow) {
        guard local == nil, let delegate = interaction.delegate else { return }
        let session = DragDropSession(items: [], isLocal: true, allowsMove: true)
        session.window = window
        session.locationInWindow = point
        let items = delegate.dragInteraction(interaction, itemsForBeginning: session)
        guard !items.isEmpty else { return }
        session.items = items
        session.allowsMoveOperation = delegate.dragInteraction(interaction, sessionAllowsMoveOperation: session)
        session.isRestrictedToDraggingApplication = delegate.dragInteraction(interaction,
                                                                             sessionIsRestrictedToDraggingApplication: session)
        delegate.dragInteraction(interaction, sessionWillBegin: session)
        var platform: (any DragAndDropPlatform)?
        var export: DragExport?
        if !session.isRestrictedToDraggingApplication, let backend = application.backend as? any DragAndDropPlatform,
           let id = window.windowID {
            let offer = DragExport(items: items)
            if backend.beginDrag(from: id, mimeTypes: offer.mimeTypes, data: { [weak offer] in offer?.data(for: $0) }) {
                platform = backend
                export = offer
            }
        }
        local = LocalDrag(session: session, source: interaction, window: window, platform: platform, export: export)
        if let picture = DragPreview.picture(for: items[0], of: interaction, session: session,
                                             grabbedAt: interaction.liftRecognizer.startLocationInWindow, in: window) {
            DragPreview.show(picture, pointer: point, in: window)
        }
        dragMoved(to: point, in: window)
    }

    /// Asks the delegate of `interaction` for items to add to the drag under way (a tap during it).
    func addItems(from interaction: UIDragInteraction, at point: CGPoint) {
        guard let local, !local.awaitingOtherApplication, let delegate = interaction.delegate else { return }
        let added = delegate.dragInteraction(interaction, itemsForAddingTo: local.session, withTouchAt: point)
        guard !added.isEmpty else { return }
        local.session.items += added
        if let window = local.session.window { local.tracking.update(window: window, point: local.session.locationInWindow) }
    }

    /// The pointer of the app's drag is at `point` in `window` (the source window: the pointer
    /// stays the app's until release, wherever it is on the screen).
    func dragMoved(to point: CGPoint, in window: UIWindow) {
        guard let local, !local.awaitingOtherApplication else { return }
        DragPreview.move(to: point, in: window)
        let operation: UIDropOperation
        if let platform = local.platform, let id = window.windowID {
            let origin = application.backend.screenOrigin(of: id) ?? window.frame.origin
            switch platform.moveDrag(to: CGPoint(x: origin.x + point.x, y: origin.y + point.y),
                                     allowsMove: local.session.allowsMoveOperation) {
            case .window(let targetID, let targetPoint):
                local.otherApplication = nil
                operation = local.tracking.update(window: application.window(for: targetID), point: targetPoint)
            case .otherApplication(let answered):
                local.tracking.exit()
                local.otherApplication = answered
                operation = answered
            case .none:
                local.tracking.exit()
                local.otherApplication = nil
                operation = .cancel
            }
        } else {
            let (target, targetPoint) = appWindow(at: point, from: window)
            operation = local.tracking.update(window: target, point: targetPoint)
        }
        show(operation, for: local)
        if let source = local.source { source.delegate?.dragInteraction(source, sessionDidMove: local.session) }
    }

    /// The button or finger was released at `point` in `window`: drops on the target under it
    /// when it would copy or move, else the drag ends cancelled.
    func dragReleased(at point: CGPoint, in window: UIWindow) {
        dragMoved(to: point, in: window)
        guard let local, !local.awaitingOtherApplication else { return }
        if let answered = local.otherApplication, let platform = local.platform {
            guard answered == .copy || answered == .move else { return cancelDrag(local) }
            local.awaitingOtherApplication = true
            DragPreview.hide(in: application)
            platform.dropDrag()   // the end comes through outgoingDragEnded
            return
        }
        local.platform?.endDrag()
        guard let target = local.tracking.performDrop() else { return cancelDrag(local) }
        // R34.5: performDrop, the source's willEnd, concludeDrop, the source's didEnd, sessionDidEnd.
        let operation = local.tracking.operation
        tellSourceWillEnd(local, operation)
        local.tracking.conclude(target)
        finish(local, operation)
    }

    /// Cancels the app's drag under way (Escape, a cancelled touch): true when there was one
    /// to cancel (R34.7).
    @discardableResult
    func cancelDrag() -> Bool {
        guard let local, !local.awaitingOtherApplication else { return false }
        cancelDrag(local)
        return true
    }

    private func cancelDrag(_ local: LocalDrag) {
        local.platform?.endDrag()
        local.tracking.exit()
        tellSourceWillEnd(local, .cancel)
        finish(local, .cancel)
    }

    /// The other app under the drag answered: the pointer shows what it would do.
    func otherApplicationAnswered(_ operation: UIDropOperation) {
        guard let local, local.otherApplication != nil, !local.awaitingOtherApplication else { return }
        local.otherApplication = operation
        show(operation, for: local)
    }

    /// The drop on another app ended with `operation`.
    func otherApplicationEnded(_ operation: UIDropOperation) {
        guard let local, local.awaitingOtherApplication else { return }
        tellSourceWillEnd(local, operation)
        finish(local, operation)
    }

    private func tellSourceWillEnd(_ local: LocalDrag, _ operation: UIDropOperation) {
        if let source = local.source { source.delegate?.dragInteraction(source, session: local.session, willEndWith: operation) }
    }

    private func finish(_ local: LocalDrag, _ operation: UIDropOperation) {
        self.local = nil
        DragPreview.hide(in: application)
        if let window = local.sourceWindow, let id = window.windowID {
            application.backend.setPointerShape(id, window.pointerShapeStorage)
        }
        if let source = local.source { source.delegate?.dragInteraction(source, session: local.session, didEndWith: operation) }
        local.tracking.end()
    }

    private func show(_ operation: UIDropOperation, for local: LocalDrag) {
        let shape = operation.pointerShape
        guard shape != local.shownShape, let id = local.sourceWindow?.windowID else { return }
        local.shownShape = shape
        application.backend.setPointerShape(id, shape)
    }

    /// The app's window under `point` of `window` without a backend that finds it: `window`
    /// itself, else the front-most other window whose frame holds the point.
    private func appWindow(at point: CGPoint, from window: UIWindow) -> (UIWindow?, CGPoint) {
        if window.bounds.contains(point) { return (window, point) }
        let onScreen = CGPoint(x: window.frame.minX + point.x, y: window.frame.minY + point.y)
        for other in application.windows.reversed() where other !== window && !other.isHidden && other.frame.contains(onScreen) {
            return (other, CGPoint(x: onScreen.x - other.frame.minX, y: onScreen.y - other.frame.minY))
        }
        return (nil, point)
    }

    // MARK: - Another app's drag

    /// Another app's drag entered `windowID`, offering `mimeTypes` (R34.10).
    func externalEntered(_ windowID: WindowID, mimeTypes: [String]) {
        if let external, !external.dropped { externalExited() }
        let provider = NSItemProvider()
        let offered = Set(mimeTypes.map { $0.lowercased() })
        var registered = Set<String>()
        for type in mimeTypes.flatMap(TypeIdentifierMapping.typeIdentifiers(forMIMEType:)) where registered.insert(type).inserted {
            // The MIME type XUIKit prefers among those offered (UTF-8 text before locale text).
            guard let mimeType = TypeIdentifierMapping.mimeTypes(forTypeIdentifier: type)
                .first(where: { offered.contains($0.lowercased()) }) else { continue }
            let isURL = type == TypeIdentifierMapping.fileURL || type == TypeIdentifierMapping.url
            provider.registerDataRepresentation(forTypeIdentifier: type, visibility: .all) { [weak self] completion in
                self?.requestExternalData(mimeType: mimeType, isURL: isURL, completion: completion)
                return nil
            }
        }
        external = ExternalDrag(session: DragDropSession(items: [UIDragItem(itemProvider: provider)], isLocal: false, allowsMove: false),
                                mimeTypes: mimeTypes)
    }

    /// Another app's drag moved to `point` of `windowID`: what a drop there would do.
    func externalMoved(_ windowID: WindowID, to point: CGPoint, allowsMove: Bool) -> UIDropOperation {
        guard let external, !external.dropped else { return .cancel }
        external.session.allowsMoveOperation = allowsMove
        return external.tracking.update(window: application.window(for: windowID), point: point)
    }

    /// Another app's drag left the app's windows.
    func externalExited() {
        guard let external, !external.dropped else { return }
        self.external = nil
        external.tracking.exit()
        external.tracking.end()
    }

    /// Another app's drag was dropped: files first become one item each (their `text/uri-list`
    /// is read before `performDrop`), then the target loads what it wants, then the other app
    /// hears what the drop did (R34.11).
    func externalDropped(_ windowID: WindowID) {
        guard let external, !external.dropped else { return }
        external.dropped = true
        let platform = application.backend as? any DragAndDropPlatform
        guard external.tracking.current != nil, external.tracking.operation == .copy || external.tracking.operation == .move else {
            platform?.finishExternalDrop(operation: .cancel)
            self.external = nil
            external.tracking.exit()
            external.tracking.end()
            return
        }
        guard external.mimeTypes.contains(TypeIdentifierMapping.uriListMIME), let platform else {
            return performExternalDrop(external)
        }
        external.requestsOut += 1
        platform.requestDropData(mimeType: TypeIdentifierMapping.uriListMIME) { [weak self] data in
            external.requestsOut -= 1
            let urls = data.map { TypeIdentifierMapping.urls(fromURIList: $0) } ?? []
            if !urls.isEmpty {
                external.session.items = urls.map { url in
                    let provider = NSItemProvider(object: url)
                    provider.suggestedName = url.isFileURL ? url.lastPathComponent : nil
                    return UIDragItem(itemProvider: provider)
                }
            }
            self?.performExternalDrop(external)
        }
    }

    private func performExternalDrop(_ external: ExternalDrag) {
        external.performed = external.tracking.performDrop()
        // The loads `performDrop` asked for start on a later turn (NSItemProvider): look for the
        // end then, and again until they finished.
        NextTurn.perform { [weak self] in self?.finishExternalDropWhenLoaded(external) }
    }

    private func finishExternalDropWhenLoaded(_ external: ExternalDrag) {
        guard external === self.external else { return }
        if external.session.items.contains(where: { $0.itemProvider.loadsInFlight > 0 }) || external.requestsOut > 0 {
            NextTurn.perform(after: 0.05) { [weak self] in self?.finishExternalDropWhenLoaded(external) }
        } else {
            finishExternalDropIfDone(external)
        }
    }

    private func requestExternalData(mimeType: String, isURL: Bool, completion: @escaping @MainActor (Data?, (any Error)?) -> Void) {
        guard let external, let platform = application.backend as? any DragAndDropPlatform else {
            return completion(nil, NSItemProviderError.unavailable(mimeType))
        }
        external.requestsOut += 1
        platform.requestDropData(mimeType: mimeType) { [weak self] data in
            external.requestsOut -= 1
            var data = data
            // A URL item's data is one URL: the first of the list.
            if isURL, let list = data { data = TypeIdentifierMapping.urls(fromURIList: list).first.map { Data($0.absoluteString.utf8) } }
            completion(data, data == nil ? NSItemProviderError.unavailable(mimeType) : nil)
            self?.finishExternalDropIfDone(external)
        }
    }

    private func finishExternalDropIfDone(_ external: ExternalDrag) {
        guard external.dropped, external === self.external, external.requestsOut == 0,
              !external.session.items.contains(where: { $0.itemProvider.loadsInFlight > 0 }) else { return }
        self.external = nil
        let operation = external.performed == nil ? UIDropOperation.cancel : external.tracking.operation
        (application.backend as? any DragAndDropPlatform)?.finishExternalDrop(operation: operation)
        if let target = external.performed { external.tracking.conclude(target) }
        external.tracking.end()
    }
}
