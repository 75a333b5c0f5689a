import Foundation
@_spi(AssistiveTechnology) import XUIKitCore

/// Containers the bridge exports as objects of their own, between a window and its elements
/// (R13.8): a table view (role table) whose children are its row cells (role table cell), each
/// cell holding the elements inside it, and a segmented control whose children are its segments.
/// Views that declare a container role (`AccessibilityRoleDeclaring`: menu bar, menu, alert,
/// dialog) hold the elements inside them (R37.1, R37.3). Everything else stays flat, as
/// `AccessibilityTree` reads it. Only rows on screen have cells
/// (UIKit reuses them), so a table's children are its visible rows; `Table` answers for every
/// row and gives no object for a row without a cell.
@MainActor
enum ATSPIContainers {
    /// Whether `object` is exported as a container.
    static func isContainer(_ object: UIResponder) -> Bool {
        switch object {
        case is UITableView, is UISegmentedControl: return true
        case let cell as UITableViewCell: return table(of: cell) != nil
        default: return ATSPINode.declaresContainerRole(object)   // menus, menu bars, alerts, dialogs (R37.1)
        }
    }

    /// The table view a cell shows a row of, or nil for a cell that is not on screen in one.
    static func table(of cell: UITableViewCell) -> UITableView? {
        var view = cell.superview
        while let current = view, !(current is UIWindow) {
            if let table = current as? UITableView { return table.indexPath(for: cell) == nil ? nil : table }
            view = current.superview
        }
        return nil
    }

    /// The exported containers around `object`, outermost first (the window excluded).
    static func enclosing(_ object: UIResponder) -> [UIResponder] {
        var chain: [UIResponder] = []
        var current = container(of: object)
        for _ in 0..<256 {
            guard let candidate = current, !(candidate is UIWindow) else { break }
            if isContainer(candidate) { chain.append(candidate) }
            current = container(of: candidate)
        }
        return chain.reversed()
    }

    /// The next object up: a view's superview, an element's container.
    private static func container(of object: UIResponder) -> UIResponder? {
        switch object {
        case let view as UIView: return view.superview
        case let element as UIAccessibilityElement: return element.accessibilityContainer as? UIResponder
        default: return nil
        }
    }

    /// The children of `container` (a window, or an exported container) in reading order: each
    /// element, or the outermost exported container below `container` that holds it, once.
    static func children(of container: UIResponder, in window: UIWindow) -> [UIResponder] {
        if let table = container as? UITableView {
            return table.visibleCells.filter { !$0.isHidden && $0.alpha > 0.01 }
        }
        if let cell = container as? UITableViewCell, cell.isAccessibilityElement { return [] }
        var seen = Set<ObjectIdentifier>()
        var children: [UIResponder] = []
        for element in AccessibilityTree.elements(in: window) {
            let chain = enclosing(element)
            let child: UIResponder
            if container === window {
                child = chain.first ?? element
            } else {
                guard let index = chain.firstIndex(where: { $0 === container }) else { continue }
                child = index + 1 < chain.count ? chain[index + 1] : element
            }
            if seen.insert(ObjectIdentifier(child)).inserted { children.append(child) }
        }
        return children
    }

    /// The flat row number of `indexPath` (rows of all sections counted in order), as AT-SPI's
    /// `Table` numbers rows.
    static func row(of indexPath: IndexPath, in table: UITableView) -> Int {
        (0..<min(indexPath.section, table.numberOfSections)).reduce(0) { $0 + table.numberOfRows(inSection: $1) } + indexPath.row
    }

    /// The index path of flat row `row`, or nil past the last row.
    static func indexPath(ofRow row: Int, in table: UITableView) -> IndexPath? {
        guard row >= 0 else { return nil }
        var remaining = row
        for section in 0..<table.numberOfSections {
            let count = table.numberOfRows(inSection: section)
            if remaining < count { return IndexPath(row: remaining, section: section) }
            remaining -= count
        }
        return nil
    }

    /// How many rows the table has, over all sections.
    static func rowCount(of table: UITableView) -> Int {
        (0..<table.numberOfSections).reduce(0) { $0 + table.numberOfRows(inSection: $1) }
    }
}
