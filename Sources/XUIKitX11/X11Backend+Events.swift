import CX11
import Foundation
import XUIKitCore
import XUIKitLinuxInput

extension X11Backend {
    /// The most queued entries one call of `processPendingEvents()` hands on (input events and
    /// X events). Under a flood of input the event loop then still redraws, runs timers and
    /// main-queue work, and obeys close requests between drains instead of handling input for as
    /// long as it keeps coming.
    public static let maximumEventsPerDrain = 512

    /// The most X events one call of `processPendingEvents()` reads from the connection into the
    /// backend's own queue (R11.12). Reading is cheap next to handling, so a drain reads far ahead
    /// of what it handles: a close request at the end of a flood is reached after the flood is
    /// read, not after it is handled.
    public static let maximumEventsReadPerDrain = 65_536

    /// Reads what the connection holds into the backend's queue (`X11EventQueue`), decoding input
    /// as it comes; handles the close requests, client messages and destroyed windows queued
    /// behind a backlog first (X11Backend+UrgentEvents.swift); then hands on at most
    /// `maximumEventsPerDrain` queued entries, in order. Consecutive input events are reported
    /// as one batch, so touches that began together arrive together; pointer motion of one device
    /// with nothing in between is coalesced to its latest position. Resizes are coalesced: each
    /// window reports its last size once, at the end. A lost connection drops the queue and is
    /// reported at once: the backlog is not worked through first.
    public func processPendingEvents() {
        var resizes: [WindowID: CGSize] = [:]
        readPendingEvents()
        dispatchUrgentEvents(resizes: &resizes)
        var batch: [InputEvent] = []
        var handed = 0
        while connection.isOpen, handed < Self.maximumEventsPerDrain, let entry = pending.removeFirst() {
            handed += 1
            switch entry {
            case .input(let event):
                batch.append(event)
            case .native(var event):
                // Anything else the sink hears about (a close request, a redraw) comes after the
                // input read before it.
                handOn(&batch)
                dispatch(&event, resizes: &resizes)
            }
        }
        handOn(&batch)
        if connection.isOpen {
            for (id, size) in resizes.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
                sink?.windowDidResize(id, to: points(CGRect(origin: .zero, size: size), scale: scale(ofWindow: id)).size)
            }
        }
        clipboard.expireOverduePaste(now: Date())
        primary.expireOverduePaste(now: Date())
        if connection.isOpen { deliverCompositions() }
        // What handling asked of the server (a grab released, a focus change) goes out now: no
        // later read in this turn flushes it, and the loop may sleep next.
        connection.flushIfRequestsQueued()
        reportDisconnectIfNeeded()
    }

    /// Moves what Xlib holds, and what the connection has ready, into `pending`: at most
    /// `maximumEventsReadPerDrain` events. Input is decoded now, in order; so is what changes how
    /// later input decodes (the keymap). `XPending` reads the connection whenever Xlib's own queue
    /// runs empty, so a lost connection is noticed here, not behind a backlog.
    private func readPendingEvents() {
        var read = 0
        while connection.isOpen, read < Self.maximumEventsReadPerDrain, XPending(connection.display) > 0 {
            read += 1
            var event = XEvent()
            XNextEvent(connection.display, &event)
            // The input method sees every core event first and may swallow keys (dead keys, compose);
            // it opens before the first key if the first frame did not come first.
            if event.type == KeyPress || event.type == KeyRelease { openInputMethodIfNeeded() }
            if event.type != GenericEvent, XFilterEvent(&event, 0) != 0 { continue }
            switch event.type {
            case GenericEvent:
                decodeInput(&event.xcookie)
            case KeyPress, KeyRelease:
                let key = event.xkey
                guard let id = windowIDs[key.window] else { continue }
                lastInputTime = key.time
                for kind in keyboard.decode(key, inputContext: windows[id]?.inputContext) {
                    send(kind, to: id, serverTime: key.time)
                }
            case MappingNotify:
                keyboard.mappingChanged(&event.xmapping)
            default:
                pending.append(event)
            }
        }
    }

    /// Hands the input taken from the queue so far to the sink, as one batch.
    private func handOn(_ batch: inout [InputEvent]) {
        guard !batch.isEmpty else { return }
        let inputs = RemovedDeviceReleases.filter(batch)
        batch.removeAll()
        sink?.handle(inputs)
    }

    private func reportDisconnectIfNeeded() {
        guard connection.isLost, !reportedDisconnect else { return }
        reportedDisconnect = true
        // What was read before the server went is not worked through: its windows are gone.
        pending.removeAll()
        sink?.backendDidDisconnect("lost the X display '\(connection.name)'; the app ends")
    }

    func dispatch(_ event: inout XEvent, resizes: inout [WindowID: CGSize]) {
        if event.type == PropertyNotify || event.type == ClientMessage || event.type == DestroyNotify,
           let settings = desktopSettings.handle(event) {
            desktopSettingsChangedScale(settings, resizes: &resizes)
            sink?.desktopSettingsDidChange(settings)
            return
        }
        if handleScaleEvent(&event, resizes: &resizes) { return }
        switch event.type {
        case Expose:
            let expose = event.xexpose
            guard let id = windowIDs[expose.window] else { return }
            let exposed = points(CGRect(x: Int(expose.x), y: Int(expose.y), width: Int(expose.width), height: Int(expose.height)),
                                 scale: scale(ofWindow: id))
            // Whole points around the exposed pixels.
            sink?.windowNeedsDisplay(id, rect: CGRect(x: exposed.minX.rounded(.down), y: exposed.minY.rounded(.down),
                                                      width: exposed.maxX.rounded(.up) - exposed.minX.rounded(.down),
                                                      height: exposed.maxY.rounded(.up) - exposed.minY.rounded(.down)))
        case ConfigureNotify:
            let configure = event.xconfigure
            guard let id = windowIDs[configure.window], let window = windows[id] else { return }
            let size = CGSize(width: Int(configure.width), height: Int(configure.height))
            if size != window.size || resizes[id] != nil {
                window.size = size
                resizes[id] = size
            }
            windowMayHaveMoved(id, resizes: &resizes)
        case MapNotify:
            guard let id = windowIDs[event.xmap.window], let window = windows[id] else { return }
            window.isMapped = true
            if window.style == .popupMenu { grabPointer(for: id) }
            if window.wantsFocus {
                window.wantsFocus = false
                XSetInputFocus(connection.display, window.xid, RevertToParent, Time(CurrentTime))
            }
            sink?.windowDidMap(id)
        case UnmapNotify:
            guard let id = windowIDs[event.xunmap.window] else { return }
            windows[id]?.isMapped = false
            sink?.windowDidUnmap(id)   // iconified, unless the app hid it (R19.4)
        case DestroyNotify:
            // Our own destroyWindow forgets the window first, so this one was destroyed by
            // someone else (xkill -id, a misbehaving tool): to the app, the window closed.
            guard let id = windowIDs.removeValue(forKey: event.xdestroywindow.window) else { return }
            windows.removeValue(forKey: id)?.releaseInputContext()
            pending.removeInput(for: id)   // nobody is there to hear it (R11.11)
            windowDestroyedByOtherClient(id)
            sink?.windowCloseRequested(id)
        case ClientMessage:
            let message = event.xclient
            if handleDragAndDropMessage(message) { return }
            guard let id = windowIDs[message.window], message.message_type == atoms.wmProtocols,
                  message.format == 32, Atom(message.data.l.0) == atoms.wmDeleteWindow else { return }
            sink?.windowCloseRequested(id)
        case PropertyNotify:
            replayPropertyChanged(event.xproperty)
        case SelectionRequest:
            if answerDragSelectionRequest(event.xselectionrequest) { return }
            answerSelectionRequest(event.xselectionrequest)
        case SelectionClear:
            clipboard.ownershipLost(event.xselectionclear)
            primary.ownershipLost(event.xselectionclear)
        case SelectionNotify:
            if dropDataNotified(event.xselection) { return }
            clipboard.selectionNotified(event.xselection)
            primary.selectionNotified(event.xselection)
        default:
            break
        }
    }

    /// XInput 2 events: the data is claimed from Xlib, decoded, and released before the next event.
    private func decodeInput(_ cookie: inout XGenericEventCookie) {
        guard cookie.extension == inputOpcode, XGetEventData(connection.display, &cookie) != 0 else { return }
        defer { XFreeEventData(connection.display, &cookie) }
        switch cookie.evtype {
        case XI_Enter, XI_Leave, XI_FocusIn, XI_FocusOut:
            let crossing = cookie.data.assumingMemoryBound(to: XIEnterEvent.self).pointee
            guard let id = windowIDs[crossing.event], let kind = input.decode(crossing) else { return }
            if case .focus(let focused) = kind { keyboardFocusChanged(focused, in: id) }
            send(kind, to: id, serverTime: crossing.time)
        case XI_ButtonPress, XI_ButtonRelease, XI_Motion, XI_TouchBegin, XI_TouchUpdate, XI_TouchEnd:
            let event = cookie.data.assumingMemoryBound(to: XIDeviceEvent.self).pointee
            guard let id = windowIDs[event.event] else { return }
            let kinds = input.decode(event)
            guard !kinds.isEmpty else { return }
            lastInputTime = event.time
            for kind in kinds { send(kind, to: id, serverTime: event.time) }
        case XI_GesturePinchBegin, XI_GesturePinchUpdate, XI_GesturePinchEnd:
            let event = cookie.data.assumingMemoryBound(to: XIGesturePinchEvent.self).pointee
            guard let id = windowIDs[event.event] else { return }
            send(input.decode(TouchpadGestures.Sample(event)), to: id, serverTime: event.time)
        case XI_GestureSwipeBegin, XI_GestureSwipeUpdate, XI_GestureSwipeEnd:
            let event = cookie.data.assumingMemoryBound(to: XIGestureSwipeEvent.self).pointee
            guard let id = windowIDs[event.event] else { return }
            send(input.decode(TouchpadGestures.Sample(event)), to: id, serverTime: event.time)
        case XI_DeviceChanged:
            input.deviceChanged(cookie.data.assumingMemoryBound(to: XIDeviceChangedEvent.self).pointee)
        case XI_HierarchyChanged:
            let event = cookie.data.assumingMemoryBound(to: XIHierarchyEvent.self).pointee
            let changes = event.info.map { Array(UnsafeBufferPointer(start: $0, count: Int(event.num_info))) } ?? []
            let gone = input.hierarchyChanged(changes, refreshed: .query(display: connection.display))
            // Every window hears of it: the device may have touches or buttons held in any of them.
            for device in gone {
                for id in windows.keys.sorted(by: { $0.rawValue < $1.rawValue }) {
                    send(.deviceRemoved(device), to: id, serverTime: event.time)
                }
            }
        default:
            break
        }
    }

    private func keyboardFocusChanged(_ focused: Bool, in id: WindowID) {
        guard let window = windows[id] else { return }
        // Remembered for an input context made later: it is focused when it is made.
        window.hasKeyboardFocus = focused
        guard let inputContext = window.inputContext else { return }
        if focused {
            XSetICFocus(inputContext)
        } else {
            XUnsetICFocus(inputContext)
            keyboard.focusLost()
        }
    }

    private func send(_ kind: InputEvent.Kind, to id: WindowID, serverTime: Time) {
        let timestamp = clock.uptime(forServerTime: serverTime, now: ProcessInfo.processInfo.systemUptime)
        pending.append(InputEvent(timestamp: timestamp, window: id, kind: inPoints(kind, scale: scale(ofWindow: id))))
    }
}
