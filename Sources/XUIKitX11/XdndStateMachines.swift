import Foundation

extension Xdnd {
    /// The target side: another client's drag over one of the app's windows.
    struct TargetState {
        /// What the backend does with a message received.
        enum Event: Equatable {
            /// A drag entered: its first types, and whether the rest must be read from the
            /// source's `XdndTypeList`.
            case entered(source: UInt, types: [UInt], readTypeList: Bool)
            case moved(rootX: Int, rootY: Int, time: UInt, action: UInt)
            case left
            case dropped(time: UInt)
            /// The message breaks a rule (wrong source, version, order) and is ignored.
            case ignored
        }

        /// The source window of the drag over the app, and the version spoken with it.
        private(set) var source: UInt?
        private(set) var version = 0
        /// True once dropped: only the app's `XdndFinished` ends it now.
        private(set) var isDropped = false
        /// When the source last spoke (for `silenceTimeout`).
        private(set) var lastHeard: TimeInterval = 0
        /// The drop's server time, for converting the selection.
        private(set) var dropTime: UInt = 0

        /// Takes a message from another client; `now` is a monotonic time in seconds.
        mutating func receive(_ message: Message, now: TimeInterval) -> Event {
            switch message {
            case .enter(let sender, let offered, let more, let types):
                // A newer version than ours is ignored, as the spec asks; a drag under way from
                // a source that went silent is replaced.
                guard offered >= oldestVersion, offered <= Xdnd.version, !isDropped || sender == source else { return .ignored }
                source = sender
                version = offered
                isDropped = false
                lastHeard = now
                return .entered(source: sender, types: types, readTypeList: more)
            case .position(let sender, let x, let y, let time, let action):
                guard sender == source, !isDropped else { return .ignored }
                lastHeard = now
                return .moved(rootX: x, rootY: y, time: time, action: action)
            case .leave(let sender):
                guard sender == source, !isDropped else { return .ignored }
                reset()
                return .left
            case .drop(let sender, let time):
                guard sender == source, !isDropped else { return .ignored }
                isDropped = true
                dropTime = time
                lastHeard = now
                return .dropped(time: time)
            case .status, .finished:
                return .ignored
            }
        }

        /// True when a drag entered and its source has been silent for too long (before the
        /// drop) or the drop's data has not come (after it).
        func isStale(now: TimeInterval) -> Bool {
            guard source != nil else { return false }
            return now - lastHeard > (isDropped ? silenceTimeout + dataTimeout : silenceTimeout)
        }

        /// The drag is over (left, finished, or given up).
        mutating func reset() {
            source = nil
            version = 0
            isDropped = false
            dropTime = 0
        }
    }

    /// The source side: the app's drag over other clients' windows.
    struct SourceState {
        /// A window that takes drops: the toplevel with `XdndAware`, the window messages go to
        /// (its `XdndProxy`, or itself), and the version spoken.
        struct Target: Equatable {
            let window: UInt
            let messageWindow: UInt
            let version: Int
        }

        /// A message to send, where (the target or its proxy), and about which toplevel.
        struct Outgoing: Equatable {
            let to: UInt
            let about: UInt
            let message: Message
        }

        let source: UInt
        let types: [UInt]
        private(set) var target: Target?
        /// A position was sent and its status has not come: the next waits (the spec's pacing).
        private(set) var awaitingStatus = false
        private var pendingPosition: (x: Int, y: Int, time: UInt, action: UInt)?
        /// The current target's latest answer.
        private(set) var accepted = false
        private(set) var acceptedAction: UInt = 0
        /// Dropped: waiting for `XdndFinished` since this time.
        private(set) var droppedAt: TimeInterval?

        init(source: UInt, types: [UInt]) {
            self.source = source
            self.types = types
        }

        /// The pointer is over `newTarget` (nil: none) at root (`x`, `y`): a leave and an enter
        /// when the target changed, then a position unless one is still unanswered.
        mutating func move(over newTarget: Target?, x: Int, y: Int, time: UInt, action: UInt) -> [Outgoing] {
            guard droppedAt == nil else { return [] }
            var out: [Outgoing] = []
            if newTarget != target {
                out += leave()
                target = newTarget
                if let newTarget {
                    let version = min(Xdnd.version, newTarget.version)
                    out.append(Outgoing(to: newTarget.messageWindow, about: newTarget.window,
                                        message: .enter(source: source, version: version, hasMoreTypes: types.count > 3,
                                                        types: Array(types.prefix(3)))))
                }
            }
            guard let target else { return out }
            if awaitingStatus {
                pendingPosition = (x, y, time, action)
            } else {
                awaitingStatus = true
                out.append(Outgoing(to: target.messageWindow, about: target.window, message: .position(source: source, rootX: x, rootY: y, time: time, action: action)))
            }
            return out
        }

        /// The target answered a position: a waiting position goes out now.
        mutating func receiveStatus(_ message: Message) -> [Outgoing] {
            guard case .status(let sender, let accepts, let action) = message, let target, sender == target.window,
                  droppedAt == nil else { return [] }
            accepted = accepts
            acceptedAction = accepts ? action : 0
            awaitingStatus = false
            guard let next = pendingPosition else { return [] }
            pendingPosition = nil
            awaitingStatus = true
            return [Outgoing(to: target.messageWindow, about: target.window, message: .position(source: source, rootX: next.x, rootY: next.y,
                                                                          time: next.time, action: next.action))]
        }

        /// The button was released: a drop when the target accepted, else a leave (nil drop).
        mutating func drop(time: UInt, now: TimeInterval) -> (drop: Outgoing?, leave: [Outgoing]) {
            guard let target, accepted, droppedAt == nil else { return (nil, leave()) }
            droppedAt = now
            return (Outgoing(to: target.messageWindow, about: target.window, message: .drop(source: source, time: time)), [])
        }

        /// The target said it finished: whether it took the drop, and with which action. A
        /// target older than version 5 says no more than that it finished.
        mutating func receiveFinished(_ message: Message) -> (accepted: Bool, action: UInt)? {
            guard case .finished(let sender, let taken, let action) = message, let target, sender == target.window,
                  droppedAt != nil else { return nil }
            let result = target.version >= 5 ? (taken, action) : (true, acceptedAction)
            self.target = nil
            droppedAt = nil
            return result
        }

        /// A leave for the current target, if any, which is then forgotten.
        mutating func leave() -> [Outgoing] {
            guard let target else { return [] }
            self.target = nil
            awaitingStatus = false
            pendingPosition = nil
            accepted = false
            acceptedAction = 0
            return [Outgoing(to: target.messageWindow, about: target.window, message: .leave(source: source))]
        }

        /// True when the drop's `XdndFinished` is overdue.
        func finishedIsOverdue(now: TimeInterval) -> Bool {
            droppedAt.map { now - $0 > Xdnd.finishedTimeout } ?? false
        }
    }
}
