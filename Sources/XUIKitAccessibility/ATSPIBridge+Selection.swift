import CDBus
import Foundation
import XUIKitDBus
@_spi(AssistiveTechnology) import XUIKitCore

/// `org.a11y.atspi.Selection` for a table view (its row cells) and a segmented control (its
/// segments). Child indexes are the container's children: a table's visible rows (R13.8).
/// Choosing goes the user's way (R13.9): a row is selected as a tap selects it, so the delegate's
/// `willSelectRowAt`/`didSelectRowAt` run; a segment is activated as a tap would, sending
/// `.valueChanged`. As GTK's list box does, a bad index is an `InvalidArgs` error and a call
/// answers whether the child ended in the asked state. Each call that went through marks the
/// container so the end of the turn emits `object:selection-changed` from it, even when the app
/// undid the selection at once (a to-do list that deselects in `didSelectRowAt`).
extension ATSPIBridge {
    func selection(_ member: String, _ node: ATSPINode, _ arguments: inout DBusReader,
                   _ message: OpaquePointer) -> Bool {
        guard case .element(let container) = node else { return false }
        let children = node.children
        let selected = children.filter { $0.states.contains(.selected) }
        switch member {
        case "GetSelectedChild":
            guard let index = arguments.int32() else { return false }
            guard selected.indices.contains(Int(index)) else {
                return fail(message, "org.freedesktop.DBus.Error.InvalidArgs", "no selected child \(index)")
            }
            return reply(to: message) { $0.reference(reference(to: selected[Int(index)])) }
        case "IsChildSelected":
            guard let index = arguments.int32() else { return false }
            guard children.indices.contains(Int(index)) else {
                return fail(message, "org.freedesktop.DBus.Error.InvalidArgs", "no child \(index)")
            }
            return reply(to: message) { $0.bool(children[Int(index)].states.contains(.selected)) }
        case "SelectChild", "DeselectChild", "DeselectSelectedChild":
            guard let index = arguments.int32() else { return false }
            let pool = member == "DeselectSelectedChild" ? selected : children
            guard pool.indices.contains(Int(index)), let child = pool[Int(index)].object else {
                return fail(message, "org.freedesktop.DBus.Error.InvalidArgs", "no child \(index) to \(member)")
            }
            let done = member == "SelectChild" ? select(child, in: container) : deselect(child, in: container)
            return reply(to: message) { $0.bool(done) }
        case "SelectAll":
            guard let table = container as? UITableView, table.allowsMultipleSelection else {
                return reply(to: message) { $0.bool(false) }
            }
            // Linear in the rows, each row the user's way (R13.9).
            let done = table.accessibilitySelectAllRows()
            selectionChanged(in: container)
            return reply(to: message) { $0.bool(done) }
        case "ClearSelection":
            // A segmented control cannot be emptied by the user; a table deselects each row.
            guard let table = container as? UITableView else { return reply(to: message) { $0.bool(false) } }
            for indexPath in table.indexPathsForSelectedRows ?? [] { table.accessibilityDeselectRow(at: indexPath) }
            selectionChanged(in: container)
            return reply(to: message) { $0.bool(table.indexPathsForSelectedRows == nil) }
        default:
            return false
        }
    }

    /// Chooses `child` of `container` the user's way; whether it went through.
    func select(_ child: UIResponder, in container: UIResponder) -> Bool {
        var done = false
        if let table = container as? UITableView, let cell = child as? UITableViewCell,
           let indexPath = table.indexPath(for: cell) {
            done = table.accessibilitySelectRow(at: indexPath)
        } else if container is UISegmentedControl {
            done = child.accessibilityTraits.contains(.selected) || UIAccessibility.activate(child)
        }
        if done { selectionChanged(in: container) }
        return done
    }

    /// Unchooses `child` the user's way; whether it is no longer selected. A segment cannot be
    /// deselected by a user, so that answers false.
    func deselect(_ child: UIResponder, in container: UIResponder) -> Bool {
        guard let table = container as? UITableView, let cell = child as? UITableViewCell,
              let indexPath = table.indexPath(for: cell) else { return false }
        let done = table.accessibilityDeselectRow(at: indexPath)
        selectionChanged(in: container)
        return done
    }

    /// Marks `container` for an `object:selection-changed` event at the end of this turn.
    func selectionChanged(in container: UIResponder) {
        pendingSelectionChanges.insert(reference(to: .element(container)).path)
    }
}
