import CX11
import Foundation
import XUIKitCore

/// The source side of XDND (R34.9): the app's drag owns `XdndSelection` and the keyboard (for
/// Escape, wherever the pointer is), finds the window under the pointer that takes drops
/// (`XdndAware` on it, messages through its `XdndProxy`), and speaks Enter, Position, Leave and
/// Drop to it, answering its requests for the offered types. The pointer itself stays the
/// app's through the button's implicit grab, so the drag's motion keeps coming to the window it
/// began in. Over one of the app's own windows the drag is the app's business, not XDND's.
extension X11Backend: DragAndDropPlatform {
    /// Takes `XdndSelection` and the keyboard, and lists the offered types in `XdndTypeList`.
    public func beginDrag(from window: WindowID, mimeTypes: [String], data: @escaping @MainActor (String) -> Data?) -> Bool {
        guard connection.isOpen, let native = windows[window], dragAndDrop.source == nil, !mimeTypes.isEmpty else { return false }
        let display = connection.display
        var byAtom: [Atom: String] = [:]
        var atoms: [Atom] = []
        for type in mimeTypes {
            let atom = dragAndDrop.atom(type)
            if byAtom[atom] == nil { atoms.append(atom) }
            byAtom[atom] = type
        }
        XSetSelectionOwner(display, dragAndDrop.selection, dragAndDrop.window, lastInputTime)
        guard XGetSelectionOwner(display, dragAndDrop.selection) == dragAndDrop.window else { return false }
        atoms.withUnsafeBytes { bytes in
            _ = XChangeProperty(display, dragAndDrop.window, dragAndDrop.typeList, XA_ATOM, 32, PropModeReplace,
                                bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), Int32(atoms.count))
        }
        dragAndDrop.keyboardGrabbed = XGrabKeyboard(display, native.xid, 1, GrabModeAsync, GrabModeAsync, lastInputTime) == GrabSuccess
        dragAndDrop.source = Xdnd.SourceState(source: UInt(dragAndDrop.window), types: atoms.map { UInt($0) })
        dragAndDrop.sourceWindow = window
        dragAndDrop.sourceData = data
        dragAndDrop.sourceMIMETypes = byAtom
        armDragAndDropWatchdog()
        return true
    }

    /// Finds what is under `screenPoint`: one of the app's windows, another client's window
    /// that takes drops (told where the drag is), or nothing.
    public func moveDrag(to screenPoint: CGPoint, allowsMove: Bool) -> DragPlatformTarget {
        guard connection.isOpen, var source = dragAndDrop.source, source.droppedAt == nil else { return .none }
        let x = Int(X11Coordinates.position(screenPoint.x * pointScale)), y = Int(X11Coordinates.position(screenPoint.y * pointScale))
        let found = dropTarget(atRootX: x, y: y)
        var result = DragPlatformTarget.none
        var target: Xdnd.SourceState.Target?
        switch found {
        case .own(let id, let xid):
            var wx: Int32 = 0, wy: Int32 = 0
            var child: Window = 0
            XTranslateCoordinates(connection.display, XDefaultRootWindow(connection.display), xid, Int32(x), Int32(y), &wx, &wy, &child)
            result = .window(id, CGPoint(x: CGFloat(wx) / pointScale, y: CGFloat(wy) / pointScale))
        case .other(let other):
            target = other
        case nil:
            break
        }
        // Another app is only ever asked to copy: UIKit's `.move` exists within the app that
        // started the drag, whatever `allowsMoveOperation` says (R34.9).
        let action = UInt(dragAndDrop.actionCopy)
        let out = source.move(over: target, x: x, y: y, time: UInt(lastInputTime), action: action)
        if target != nil {
            result = .otherApplication(source.accepted ? dragAndDrop.operation(for: source.acceptedAction) : .forbidden)
        }
        dragAndDrop.source = source
        send(out)
        return result
    }

    /// Drops on the other client under the pointer, if it accepted; the end is reported when
    /// it says it finished (or after `Xdnd.finishedTimeout`).
    public func dropDrag() {
        guard connection.isOpen, var source = dragAndDrop.source else { return }
        let (drop, leave) = source.drop(time: UInt(lastInputTime), now: X11DragAndDrop.now)
        dragAndDrop.source = source
        send(leave)
        guard let drop else { return endOutgoingDrag(reporting: .cancel) }
        send([drop])
    }

    /// Ends the app's drag without a drop: a leave for the client under the pointer.
    public func endDrag() {
        guard var source = dragAndDrop.source, source.droppedAt == nil else { return }
        send(source.leave())
        dragAndDrop.source = source
        endOutgoingDrag(reporting: nil)
    }

    // MARK: - Answers from the target

    func sourceReceivedStatus(_ message: Xdnd.Message) {
        guard var source = dragAndDrop.source else { return }
        let out = source.receiveStatus(message)
        dragAndDrop.source = source
        send(out)
        guard source.target != nil, source.droppedAt == nil else { return }
        (sink as? any DragAndDropSink)?.outgoingDragTargetDidAnswer(source.accepted ? dragAndDrop.operation(for: source.acceptedAction) : .forbidden)
    }

    func sourceReceivedFinished(_ message: Xdnd.Message) {
        guard var source = dragAndDrop.source, let result = source.receiveFinished(message) else { return }
        dragAndDrop.source = source
        endOutgoingDrag(reporting: result.accepted ? dragAndDrop.operation(for: result.action) : .cancel)
    }

    /// Lets go of the selection's offer and the keyboard; tells the app how the drop ended
    /// (nil: the app ended the drag itself and needs no word).
    func endOutgoingDrag(reporting operation: UIDropOperation?) {
        guard dragAndDrop.source != nil else { return }
        dragAndDrop.source = nil
        dragAndDrop.sourceWindow = nil
        dragAndDrop.sourceData = nil
        if connection.isOpen {
            if dragAndDrop.keyboardGrabbed { XUngrabKeyboard(connection.display, Time(CurrentTime)) }
            XFlush(connection.display)
        }
        dragAndDrop.keyboardGrabbed = false
        if let operation { (sink as? any DragAndDropSink)?.outgoingDragEnded(operation) }
    }

    /// Answers a request for `XdndSelection` (the target converting the drop): TARGETS, or the
    /// data of an offered type. False for requests about other selections.
    func answerDragSelectionRequest(_ request: XSelectionRequestEvent) -> Bool {
        guard request.selection == dragAndDrop.selection else { return false }
        let display = connection.display
        let property = request.property != 0 ? request.property : request.target
        var converted = false
        if request.owner == dragAndDrop.window, dragAndDrop.sourceData != nil {
            if request.target == dragAndDrop.targets {
                let offered = [dragAndDrop.targets] + Array(dragAndDrop.sourceMIMETypes.keys)
                let count = Int32(offered.count)
                offered.withUnsafeBytes { bytes in
                    _ = XChangeProperty(display, request.requestor, property, XA_ATOM, 32, PropModeReplace,
                                        bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), count)
                }
                converted = true
            } else if let type = dragAndDrop.sourceMIMETypes[request.target], let data = dragAndDrop.sourceData?(type) {
                let bytes = [UInt8](data)
                if bytes.count > X11IncrementalWriter.chunkSize(display) {
                    // R34.15: too large for one piece; the writer answers in INCR chunks.
                    X11IncrementalWriter(waiter: selectionWaiter, incr: dragAndDrop.incr)
                        .serve(bytes, type: request.target, for: request, property: property)
                    return true
                }
                XChangeProperty(display, request.requestor, property, request.target, 8, PropModeReplace, bytes, Int32(bytes.count))
                converted = true
            }
        }
        request.sendReply(on: display, property: property, converted: converted)
        XFlush(display)
        return true
    }

    // MARK: - Finding the target

    private enum FoundTarget {
        case own(WindowID, Window)
        case other(Xdnd.SourceState.Target)
    }

    /// The window under root (`x`, `y`) that takes drops: down from the root through the
    /// mapped children under the point, the first with `XdndAware` (or an `XdndProxy`), at
    /// most 16 levels deep. A version older than 3 does not count.
    private func dropTarget(atRootX x: Int, y: Int) -> FoundTarget? {
        let display = connection.display
        let root = XDefaultRootWindow(display)
        var current = root
        for _ in 0..<16 {
            var child: Window = 0
            var cx: Int32 = 0, cy: Int32 = 0
            guard XTranslateCoordinates(display, root, current, Int32(x), Int32(y), &cx, &cy, &child) != 0, child != 0 else { return nil }
            if let id = windowIDs[child] { return .own(id, child) }
            let proxy = dragAndDrop.proxyWindow(of: child)
            if let version = dragAndDrop.awareVersion(of: proxy ?? child) {
                guard version >= Xdnd.oldestVersion else { return nil }
                return .other(.init(window: UInt(child), messageWindow: UInt(proxy ?? child), version: version))
            }
            current = child
        }
        return nil
    }

    private func send(_ outgoing: [Xdnd.SourceState.Outgoing]) {
        guard connection.isOpen else { return }
        // The message names the target's toplevel even when it goes to a proxy.
        for item in outgoing { dragAndDrop.send(item.message, to: item.to, about: item.about) }
        if !outgoing.isEmpty { XFlush(connection.display) }
    }
}
