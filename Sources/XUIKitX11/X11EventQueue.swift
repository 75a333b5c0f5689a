import CX11
import XUIKitCore

/// The X events the backend has read but not yet handled: the backend's own queue, between Xlib's
/// and the sink (R11.12).
///
/// How the pieces fit: each drain (`X11Backend.processPendingEvents`) first reads everything the
/// connection holds — up to `X11Backend.maximumEventsReadPerDrain` — out of Xlib into this queue.
/// Input is decoded as it is read, in order (the input method, the keymap and the XI2 device table
/// see every event when it comes), and queued as `InputEvent`s; every other event is queued as it
/// came. Then the drain handles the close requests, other client messages and destroyed windows
/// found behind a backlog (`removeUrgent`), and then at most `X11Backend.maximumEventsPerDrain`
/// entries from the front, in order.
///
/// Memory is bounded by shedding: while more than `sheddingLimit` input events wait, the oldest
/// pointer input that can go without leaving anything half done is dropped until `sheddingTarget`
/// remain (`shed(downTo:)`). So however large a flood of input is, reading it costs only the reading,
/// and a close request sent at its end is reached as soon as it is read.
@_spi(Testing) public struct X11EventQueue {
    /// One queued event: decoded input, or an X event handled when its turn comes.
    @_spi(Testing) public enum Entry {
        /// Input, already decoded.
        case input(InputEvent)
        /// Any other X event (a close request, an exposure, a resize, a selection request…).
        case native(XEvent)
    }

    /// Above this many queued input events the oldest pointer input is shed (R11.12): more than a
    /// person makes while an app is stuck for seconds (pointer motion is coalesced), and about
    /// 1.6 MB of queue.
    @_spi(Testing) public static let sheddingLimit = 8_192
    /// How many queued input events shedding leaves at most (when it can): half the limit, so a
    /// flood sheds once every few thousand events, not at each one.
    @_spi(Testing) public static let sheddingTarget = 4_096

    private var entries: [Entry] = []
    /// Where the queue starts in `entries`: taking from the front moves it, and `compact()` drops
    /// what lies before it.
    private var head = 0
    /// How many of the queued entries are input.
    @_spi(Testing) public private(set) var inputCount = 0
    /// How many input events shedding has dropped since the queue was made.
    @_spi(Testing) public private(set) var shedCount = 0

    /// An empty queue.
    @_spi(Testing) public init() {}

    /// True when nothing waits.
    @_spi(Testing) public var isEmpty: Bool { head == entries.count }
    /// How many entries wait.
    @_spi(Testing) public var count: Int { entries.count - head }

    /// Queues decoded input. Pointer motion superseded by later motion of the same pointer, with
    /// nothing in between, replaces it: only where the pointer is now matters.
    @_spi(Testing) public mutating func append(_ event: InputEvent) {
        if case .pointerMotion(let motion) = event.kind, head < entries.count,
           case .input(let last) = entries[entries.count - 1], last.window == event.window,
           case .pointerMotion(let previous) = last.kind, previous.device == motion.device,
           previous.modifiers == motion.modifiers {
            entries[entries.count - 1] = .input(event)
            return
        }
        entries.append(.input(event))
        inputCount += 1
        if inputCount > Self.sheddingLimit { shed(downTo: Self.sheddingTarget) }
    }

    /// Queues an X event other than input.
    @_spi(Testing) public mutating func append(_ event: XEvent) {
        entries.append(.native(event))
    }

    /// Takes the oldest entry.
    @_spi(Testing) public mutating func removeFirst() -> Entry? {
        guard head < entries.count else { return nil }
        let entry = entries[head]
        head += 1
        if case .input = entry { inputCount -= 1 }
        if head == entries.count {
            entries.removeAll(keepingCapacity: entries.count <= 4 * Self.sheddingLimit)
            head = 0
        } else if head >= 1_024, head * 2 >= entries.count {
            compact()
        }
        return entry
    }

    /// Takes out the X events `isUrgent` picks that stand `backlog` or more entries back, oldest
    /// first; everything else keeps its place.
    @_spi(Testing) public mutating func removeUrgent(behind backlog: Int, where isUrgent: (XEvent) -> Bool) -> [XEvent] {
        guard count > backlog else { return [] }
        var urgent: [XEvent] = []
        var index = head + backlog
        var kept = index
        while index < entries.count {
            if case .native(let event) = entries[index], isUrgent(event) {
                urgent.append(event)
            } else {
                entries[kept] = entries[index]
                kept += 1
            }
            index += 1
        }
        entries.removeLast(entries.count - kept)
        return urgent
    }

    /// Drops the input queued for `window`: it was destroyed, and nobody is there to hear it.
    @_spi(Testing) public mutating func removeInput(for window: WindowID) {
        compact()
        entries.removeAll { entry in
            guard case .input(let event) = entry, event.window == window else { return false }
            inputCount -= 1
            return true
        }
    }

    /// Drops everything (the connection is gone).
    @_spi(Testing) public mutating func removeAll() {
        entries.removeAll()
        head = 0
        inputCount = 0
    }

    private mutating func compact() {
        guard head > 0 else { return }
        entries.removeFirst(head)
        head = 0
    }

    /// Sheds the oldest pointer input until at most `target` input events wait, or nothing more can
    /// go (R11.12); returns how many it dropped. What may go, in units that go whole:
    /// - a button press together with its release, both queued (never a lone press or release, so
    ///   the app never sees a button stuck down or released twice);
    /// - a touch's whole life, from began to ended or cancelled, all queued;
    /// - a scroll step;
    /// - pointer motion that later motion of the same pointer in the same window supersedes.
    ///
    /// Only when those are not enough: a key's press (with its repeats) together with its release,
    /// both queued — a key is never left held down. Everything else stays: crossings, focus, lone
    /// presses and releases, held keys, device removal, and every X event that is not input.
    @_spi(Testing) @discardableResult
    public mutating func shed(downTo target: Int) -> Int {
        guard inputCount > target else { return 0 }
        compact()
        let units = Self.sheddableUnits(in: entries)
        var drop = [Bool](repeating: false, count: entries.count)
        var excess = inputCount - target
        for unit in units where excess > 0 {
            for index in unit.indices { drop[index] = true }
            excess -= unit.indices.count
        }
        var kept = 0
        for index in entries.indices where !drop[index] {
            entries[kept] = entries[index]
            kept += 1
        }
        let dropped = entries.count - kept
        entries.removeLast(dropped)
        inputCount -= dropped
        shedCount += dropped
        return dropped
    }

    /// A group of queued input events that can be dropped together without leaving a button, a
    /// touch or a key half done.
    private struct Unit {
        var indices: [Int]
        /// Keys go only after all pointer input.
        var isKey: Bool
    }

    /// What identifies a button, a touch or a key among the queued input.
    private struct Source: Hashable {
        var window: WindowID
        var kind: Int
        var device: Int
        var number: Int
    }

    /// Every sheddable unit in `entries`, pointer input first, each group oldest first.
    private static func sheddableUnits(in entries: [Entry]) -> [Unit] {
        var units: [Unit] = []
        var open: [Source: [Int]] = [:]
        // Motion is sheddable when later motion of the same pointer follows it.
        var laterMotion = Set<Source>()
        var supersededMotion = Set<Int>()
        for index in entries.indices.reversed() {
            guard case .input(let event) = entries[index], case .pointerMotion(let motion) = event.kind else { continue }
            let source = Source(window: event.window, kind: 0, device: motion.device, number: 0)
            if !laterMotion.insert(source).inserted { supersededMotion.insert(index) }
        }
        for (index, entry) in entries.enumerated() {
            guard case .input(let event) = entry else { continue }
            switch event.kind {
            case .pointerMotion:
                if supersededMotion.contains(index) { units.append(Unit(indices: [index], isKey: false)) }
            case .scroll:
                units.append(Unit(indices: [index], isKey: false))
            case .pointerButton(let button):
                let source = Source(window: event.window, kind: 1, device: button.device, number: button.button)
                if button.isDown {
                    open[source] = [index]
                } else if let press = open.removeValue(forKey: source) {
                    units.append(Unit(indices: press + [index], isKey: false))
                }
            case .touch(let touch):
                let source = Source(window: event.window, kind: 2, device: touch.device, number: touch.id)
                switch touch.phase {
                case .began: open[source] = [index]
                case .moved: open[source]?.append(index)
                case .ended, .cancelled:
                    if let life = open.removeValue(forKey: source) { units.append(Unit(indices: life + [index], isKey: false)) }
                }
            case .key(let key):
                let source = Source(window: event.window, kind: 3, device: 0, number: Int(key.keyCode.rawValue))
                if key.isDown {
                    if key.isRepeat, open[source] != nil { open[source]?.append(index) } else { open[source] = [index] }
                } else if let press = open.removeValue(forKey: source) {
                    units.append(Unit(indices: press + [index], isKey: true))
                }
            default:
                break
            }
        }
        // Oldest first by where each unit starts; pointer input before keys.
        return units.sorted { ($0.isKey ? 1 : 0, $0.indices[0]) < ($1.isKey ? 1 : 0, $1.indices[0]) }
    }
}
