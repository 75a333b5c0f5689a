import CX11
import Foundation
import XUIKitCore

/// The target side of XDND (R34.10, R34.11): another client's drag over one of the app's
/// windows is reported to the app (`DragAndDropSink`), each position answered with an
/// `XdndStatus`, and a drop's data converted from `XdndSelection` at the drop's time, one
/// conversion at a time, before `XdndFinished` says what the drop did.
extension X11Backend {
    /// Handles an XDND ClientMessage; false for any other message.
    func handleDragAndDropMessage(_ event: XClientMessageEvent) -> Bool {
        guard let decoded = dragAndDrop.decode(event) else { return false }
        guard let message = decoded else { return true }   // malformed: ignored
        switch message {
        case .status:
            sourceReceivedStatus(message)
        case .finished:
            sourceReceivedFinished(message)
        default:
            guard let id = windowIDs[event.window] else { return true }
            targetReceived(message, in: id)
        }
        return true
    }

    private func targetReceived(_ message: Xdnd.Message, in id: WindowID) {
        let sink = self.sink as? any DragAndDropSink
        switch dragAndDrop.target.receive(message, now: X11DragAndDrop.now) {
        case .entered(let source, var types, let readTypeList):
            if readTypeList {
                let listed = dragAndDrop.readLongs(Window(source), dragAndDrop.typeList, type: XA_ATOM, maximum: Xdnd.maximumTypes)
                if !listed.isEmpty { types = listed }
            }
            if let previous = dragAndDrop.targetWindow { sink?.externalDragExited(previous) }
            dragAndDrop.targetWindow = id
            sink?.externalDragEntered(id, mimeTypes: dragAndDrop.names(of: types))
            armDragAndDropWatchdog()
        case .moved(let rootX, let rootY, _, let action):
            guard let source = dragAndDrop.target.source, let window = windows[id] else { return }
            dragAndDrop.targetWindow = id
            var x: Int32 = 0, y: Int32 = 0
            var child: Window = 0
            XTranslateCoordinates(connection.display, XDefaultRootWindow(connection.display), window.xid,
                                  Int32(rootX), Int32(rootY), &x, &y, &child)
            let point = CGPoint(x: CGFloat(x) / window.scale, y: CGFloat(y) / window.scale)
            let operation = sink?.externalDragMoved(id, to: point, allowsMove: Atom(action) == dragAndDrop.actionMove) ?? .cancel
            let accepts = operation == .copy || operation == .move
            dragAndDrop.send(.status(target: UInt(window.xid), accepts: accepts, action: dragAndDrop.action(for: operation)),
                             to: source, about: source)
        case .left:
            dragAndDrop.targetWindow = nil
            sink?.externalDragExited(id)
        case .dropped:
            dragAndDrop.targetWindow = id
            guard let sink else { return finishExternalDrop(operation: .cancel) }
            sink.externalDragDropped(id)
        case .ignored:
            break
        }
    }

    /// Converts the dropped data to `mimeType`; requests wait their turn.
    public func requestDropData(mimeType: String, completion: @escaping @MainActor (Data?) -> Void) {
        guard connection.isOpen, dragAndDrop.target.isDropped else { return completion(nil) }
        dragAndDrop.dataRequests.append((mimeType, completion))
        if dragAndDrop.dataRequests.count == 1 { startDataRequest() }
    }

    private func startDataRequest() {
        guard let request = dragAndDrop.dataRequests.first else { return }
        let display = connection.display
        dragAndDrop.dataRequestStarted = X11DragAndDrop.now
        XDeleteProperty(display, dragAndDrop.window, dragAndDrop.transfer)
        XConvertSelection(display, dragAndDrop.selection, dragAndDrop.atom(request.mimeType), dragAndDrop.transfer,
                          dragAndDrop.window, Time(dragAndDrop.target.dropTime))
        XFlush(display)
        armDragAndDropWatchdog()
    }

    /// The source answered a conversion (SelectionNotify to the hidden window); false for
    /// notifications about anything else.
    func dropDataNotified(_ event: XSelectionEvent) -> Bool {
        guard event.requestor == dragAndDrop.window, event.selection == dragAndDrop.selection else { return false }
        completeDataRequest(event.property == 0 ? nil : dropReader.read().map { Data($0.bytes) })
        return true
    }

    /// Reads a drop's converted data from the hidden window, INCR included (R34.15).
    private var dropReader: X11SelectionReader {
        X11SelectionReader(waiter: selectionWaiter, window: dragAndDrop.window, property: dragAndDrop.transfer,
                           incr: dragAndDrop.incr, sender: "drop: the dragging app", outcome: "nothing was dropped")
    }

    /// A wait for a transfer's next event that answers the app's selection requests meanwhile:
    /// the drag's `XdndSelection`, CLIPBOARD and PRIMARY.
    var selectionWaiter: X11SelectionWaiter {
        X11SelectionWaiter(connection: connection) { [unowned self] request in
            if !answerDragSelectionRequest(request) { answerSelectionRequest(request) }
        }
    }

    private func completeDataRequest(_ data: Data?) {
        guard !dragAndDrop.dataRequests.isEmpty else { return }
        let request = dragAndDrop.dataRequests.removeFirst()
        startDataRequest()
        request.completion(data)
    }

    /// Tells the source what the drop did (XdndFinished, version 5: taken or not, and the action).
    public func finishExternalDrop(operation: UIDropOperation) {
        let target = dragAndDrop.target
        defer {
            dragAndDrop.target.reset()
            dragAndDrop.targetWindow = nil
        }
        guard connection.isOpen, let source = target.source, let id = dragAndDrop.targetWindow, let window = windows[id] else { return }
        let taken = operation == .copy || operation == .move
        dragAndDrop.send(.finished(target: UInt(window.xid), accepted: taken, action: dragAndDrop.action(for: operation)),
                         to: source, about: source)
        XFlush(connection.display)
    }

    // MARK: - Deadlines

    /// Starts the timer that checks the protocol's deadlines, unless it runs.
    func armDragAndDropWatchdog() {
        guard dragAndDrop.watchdog == nil else { return }
        let timer = Timer(timeInterval: 0.25, repeats: true) { [weak self] _ in
            MainActor.assumeIsolated { self?.checkDragAndDropDeadlines() }
        }
        RunLoop.main.add(timer, forMode: .common)
        dragAndDrop.watchdog = timer
    }

    /// Gives up on what is overdue (R34.12): a silent source, a conversion nobody answers, a
    /// target that never says it finished. Stops the timer when nothing is under way.
    func checkDragAndDropDeadlines() {
        let now = X11DragAndDrop.now
        if !dragAndDrop.dataRequests.isEmpty, now - dragAndDrop.dataRequestStarted > Xdnd.dataTimeout {
            Diagnostics.handler("drop: the dragging app did not send the \(dragAndDrop.dataRequests[0].mimeType) data within \(Xdnd.dataTimeout) s")
            completeDataRequest(nil)
        }
        if dragAndDrop.dataRequests.isEmpty, dragAndDrop.target.isStale(now: now) {
            let wasDropped = dragAndDrop.target.isDropped
            let id = dragAndDrop.targetWindow
            if wasDropped {
                finishExternalDrop(operation: .cancel)
            } else {
                dragAndDrop.target.reset()
                dragAndDrop.targetWindow = nil
                if let id { (sink as? any DragAndDropSink)?.externalDragExited(id) }
            }
        }
        if let source = dragAndDrop.source, source.finishedIsOverdue(now: now) {
            Diagnostics.handler("drag: the app it was dropped on did not say it finished within \(Xdnd.finishedTimeout) s; the drag ends cancelled")
            endOutgoingDrag(reporting: .cancel)
        }
        let busy = dragAndDrop.target.source != nil || !dragAndDrop.dataRequests.isEmpty || dragAndDrop.source != nil
        if !busy {
            dragAndDrop.watchdog?.invalidate()
            dragAndDrop.watchdog = nil
        }
    }
}
