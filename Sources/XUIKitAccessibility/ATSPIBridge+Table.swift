import CDBus
import Foundation
import XUIKitDBus
@_spi(AssistiveTechnology) import XUIKitCore

/// `org.a11y.atspi.Table` for a table view and `TableCell` for its row cells, as GTK exports a
/// list-like table: one column, rows numbered over all sections in order (R13.8). The table's
/// children are the rows on screen; a row without a cell is counted and can be asked about and
/// selected, but `GetAccessibleAt` answers the null object for it and `GetIndexAt` -1 (GTK's tree
/// view makes cell objects for every row from its model; a reused UIKit cell exists only on screen).
extension ATSPIBridge {
    func table(_ member: String, _ node: ATSPINode, _ arguments: inout DBusReader,
               _ message: OpaquePointer) -> Bool {
        guard case .element(let element) = node, let table = element as? UITableView else { return false }
        let children = node.children
        /// The child index showing flat row `row`, or nil.
        func childIndexOfRow(_ row: Int) -> Int? {
            children.firstIndex { child in
                guard let cell = child.object as? UITableViewCell, let indexPath = table.indexPath(for: cell) else { return false }
                return ATSPIContainers.row(of: indexPath, in: table) == row
            }
        }
        func rowOfChild(_ index: Int) -> Int? {
            guard children.indices.contains(index), let cell = children[index].object as? UITableViewCell,
                  let indexPath = table.indexPath(for: cell) else { return nil }
            return ATSPIContainers.row(of: indexPath, in: table)
        }
        let selectedRows = (table.indexPathsForSelectedRows ?? []).map { ATSPIContainers.row(of: $0, in: table) }.sorted()
        switch member {
        case "GetAccessibleAt", "GetIndexAt":
            guard let row = arguments.int32(), let column = arguments.int32() else { return false }
            let index = column == 0 ? childIndexOfRow(Int(row)) : nil
            if member == "GetIndexAt" { return reply(to: message) { $0.int32(Int32(clamping: index ?? -1)) } }
            return reply(to: message) { $0.reference(reference(to: index.map { children[$0] })) }
        case "GetRowAtIndex", "GetColumnAtIndex":
            guard let index = arguments.int32() else { return false }
            let row = rowOfChild(Int(index))
            let answer = member == "GetRowAtIndex" ? row ?? -1 : (row == nil ? -1 : 0)
            return reply(to: message) { $0.int32(Int32(clamping: answer)) }
        case "GetRowDescription":
            guard let row = arguments.int32() else { return false }
            let name = childIndexOfRow(Int(row)).map { children[$0].name } ?? ""
            return reply(to: message) { $0.string(name) }
        case "GetColumnDescription":
            return reply(to: message) { $0.string("") }
        case "GetRowExtentAt", "GetColumnExtentAt":
            guard let row = arguments.int32(), let column = arguments.int32() else { return false }
            let exists = column == 0 && ATSPIContainers.indexPath(ofRow: Int(row), in: table) != nil
            return reply(to: message) { $0.int32(exists ? 1 : 0) }
        case "GetRowHeader", "GetColumnHeader":
            return reply(to: message) { $0.reference(reference(to: nil)) }
        case "GetSelectedRows":
            return reply(to: message) { writer in writer.array(of: "i") { array in selectedRows.forEach { array.int32(Int32(clamping: $0)) } } }
        case "GetSelectedColumns":
            return reply(to: message) { $0.array(of: "i") { _ in } }
        case "IsRowSelected", "IsColumnSelected":
            guard let index = arguments.int32() else { return false }
            let answer = member == "IsRowSelected" && selectedRows.contains(Int(index))
            return reply(to: message) { $0.bool(answer) }
        case "IsSelected":
            guard let row = arguments.int32(), let column = arguments.int32() else { return false }
            return reply(to: message) { $0.bool(column == 0 && selectedRows.contains(Int(row))) }
        case "AddRowSelection", "RemoveRowSelection":
            guard let row = arguments.int32() else { return false }
            guard let indexPath = ATSPIContainers.indexPath(ofRow: Int(row), in: table) else {
                return fail(message, "org.freedesktop.DBus.Error.InvalidArgs", "no row \(row)")
            }
            let done = member == "AddRowSelection" ? table.accessibilitySelectRow(at: indexPath)
                                                   : table.accessibilityDeselectRow(at: indexPath)
            selectionChanged(in: table)
            return reply(to: message) { $0.bool(done) }
        case "AddColumnSelection", "RemoveColumnSelection":
            return reply(to: message) { $0.bool(false) }
        case "GetRowColumnExtentsAtIndex":
            guard let index = arguments.int32() else { return false }
            let row = rowOfChild(Int(index))
            return reply(to: message) { writer in
                writer.bool(row != nil)
                writer.int32(Int32(clamping: row ?? -1))
                writer.int32(row == nil ? -1 : 0)
                writer.int32(row == nil ? 0 : 1)
                writer.int32(row == nil ? 0 : 1)
                writer.bool(row.map { selectedRows.contains($0) } ?? false)
            }
        default:
            return false
        }
    }

    func tableCell(_ member: String, _ node: ATSPINode, _ message: OpaquePointer) -> Bool {
        guard member == "GetRowColumnSpan", let position = cellPosition(node) else { return false }
        return reply(to: message) { writer in
            writer.int32(Int32(clamping: position.row)); writer.int32(0); writer.int32(1); writer.int32(1)
        }
    }

    /// The cell's table and flat row, for `TableCell`.
    func cellPosition(_ node: ATSPINode) -> (table: UITableView, row: Int)? {
        guard case .element(let element) = node, let cell = element as? UITableViewCell,
              let table = ATSPIContainers.table(of: cell), let indexPath = table.indexPath(for: cell) else { return nil }
        return (table, ATSPIContainers.row(of: indexPath, in: table))
    }

    /// Properties of `Table`, `TableCell` and `Selection`.
    func tableProperties(of node: ATSPINode, interface: String) -> [(String, DBusValue)] {
        switch interface {
        case "org.a11y.atspi.Table":
            guard case .element(let element) = node, let table = element as? UITableView else { return [] }
            return [("NRows", .int32(Int32(clamping: ATSPIContainers.rowCount(of: table)))), ("NColumns", .int32(1)),
                    ("Caption", .reference(reference(to: nil))), ("Summary", .reference(reference(to: nil))),
                    ("NSelectedRows", .int32(Int32(clamping: table.indexPathsForSelectedRows?.count ?? 0))),
                    ("NSelectedColumns", .int32(0))]
        case "org.a11y.atspi.TableCell":
            guard let position = cellPosition(node) else { return [] }
            return [("ColumnSpan", .int32(1)), ("RowSpan", .int32(1)),
                    ("Position", .pair(Int32(clamping: position.row), 0)),
                    ("Table", .reference(reference(to: .element(position.table))))]
        case "org.a11y.atspi.Selection":
            let count = node.children.filter { $0.states.contains(.selected) }.count
            return [("NSelectedChildren", .int32(Int32(clamping: count)))]
        default:
            return []
        }
    }
}
