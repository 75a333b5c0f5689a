import Foundation

/// XDND version 5's messages and both sides' state machines, as plain values: no display, so
/// the rules are tested without an X server (R34.12). Windows and atoms are `UInt`s; a
/// message is the five longs of a format-32 ClientMessage (`data.l`).
///
/// Everything another client sends is untrusted: a message that breaks a rule is ignored, and
/// nothing waits for an answer without a deadline.
enum Xdnd {
    /// The version XUIKit speaks (and writes in `XdndAware`).
    static let version = 5
    /// The oldest version XUIKit answers; older peers are ignored, as GTK ignores them.
    static let oldestVersion = 3
    /// The most types read from a source's `XdndTypeList`.
    static let maximumTypes = 256
    /// How long a source may stay silent over the app (no position, drop or leave) before the
    /// drag is taken as gone; and how long a dropped source's data and a target's
    /// `XdndFinished` are waited for.
    static let silenceTimeout: TimeInterval = 5
    static let dataTimeout: TimeInterval = 3
    static let finishedTimeout: TimeInterval = 5

    /// The kinds of message, named by their atoms.
    enum Kind: CaseIterable {
        case enter, position, status, leave, drop, finished
    }

    /// One decoded message.
    enum Message: Equatable {
        case enter(source: UInt, version: Int, hasMoreTypes: Bool, types: [UInt])
        case position(source: UInt, rootX: Int, rootY: Int, time: UInt, action: UInt)
        case status(target: UInt, accepts: Bool, action: UInt)
        case leave(source: UInt)
        case drop(source: UInt, time: UInt)
        case finished(target: UInt, accepted: Bool, action: UInt)

        /// Decodes the five longs of a message of `kind`; nil when they are malformed.
        init?(kind: Kind, longs: [Int]) {
            guard longs.count == 5 else { return nil }
            let sender = UInt(bitPattern: longs[0])
            guard sender != 0 else { return nil }
            let word = { (index: Int) in UInt(truncatingIfNeeded: UInt32(truncatingIfNeeded: longs[index])) }
            switch kind {
            case .enter:
                let types = [word(2), word(3), word(4)].filter { $0 != 0 }
                self = .enter(source: sender, version: Int(word(1) >> 24), hasMoreTypes: word(1) & 1 != 0, types: types)
            case .position:
                let point = word(2)
                self = .position(source: sender, rootX: Int(Int16(truncatingIfNeeded: point >> 16)),
                                 rootY: Int(Int16(truncatingIfNeeded: point & 0xFFFF)), time: word(3), action: word(4))
            case .status:
                self = .status(target: sender, accepts: word(1) & 1 != 0, action: word(4))
            case .leave:
                self = .leave(source: sender)
            case .drop:
                self = .drop(source: sender, time: word(2))
            case .finished:
                self = .finished(target: sender, accepted: word(1) & 1 != 0, action: word(2))
            }
        }

        var kind: Kind {
            switch self {
            case .enter: return .enter
            case .position: return .position
            case .status: return .status
            case .leave: return .leave
            case .drop: return .drop
            case .finished: return .finished
            }
        }

        /// The five longs this message is sent as. A status asks for a new position at every
        /// move (an empty rectangle), as the drop target's answer may change anywhere.
        var longs: [Int] {
            func long(_ value: UInt) -> Int { Int(bitPattern: value) }
            switch self {
            case .enter(let source, let version, let more, let types):
                let padded = (types + [0, 0, 0]).prefix(3)
                return [long(source), (version << 24) | (more ? 1 : 0)] + padded.map(long)
            case .position(let source, let x, let y, let time, let action):
                let point = (UInt(UInt16(truncatingIfNeeded: x)) << 16) | UInt(UInt16(truncatingIfNeeded: y))
                return [long(source), 0, long(point), long(time), long(action)]
            case .status(let target, let accepts, let action):
                return [long(target), accepts ? 1 : 0, 0, 0, accepts ? long(action) : 0]
            case .leave(let source):
                return [long(source), 0, 0, 0, 0]
            case .drop(let source, let time):
                return [long(source), 0, long(time), 0, 0]
            case .finished(let target, let accepted, let action):
                return [long(target), accepted ? 1 : 0, accepted ? long(action) : 0, 0, 0]
            }
        }
    }
}
