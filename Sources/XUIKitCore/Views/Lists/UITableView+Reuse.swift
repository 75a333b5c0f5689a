import Foundation

/// Cell registration and the reuse queue.
extension UITableView {
    /// Registers the class `dequeueReusableCell(withIdentifier:for:)` creates when the queue for
    /// `identifier` is empty; nil removes the registration. The class is created with
    /// `init(style: .default, reuseIdentifier: identifier)`.
    public func register(_ cellClass: UITableViewCell.Type?, forCellReuseIdentifier identifier: String) {
        registeredCellClasses[identifier] = cellClass
    }

    /// A cell from the reuse queue for `identifier` (after its `prepareForReuse()`), a new cell of
    /// the registered class, or nil when the queue is empty and no class is registered.
    public func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if let cell = reconfiguringCell, cell.reuseIdentifier == identifier {
            // R25.5: reconfigureRows hands the row its own cell, as it is.
            reconfiguringCell = nil
            return cell
        }
        if var queue = reusePool[identifier], let cell = queue.popLast() {
            reusePool[identifier] = queue
            cell.prepareForReuse()
            return cell
        }
        guard let cellClass = registeredCellClasses[identifier] else { return nil }
        return cellClass.init(registeredReuseIdentifier: identifier)
    }

    /// A cell for the row at `indexPath`: from the reuse queue or a new one of the registered
    /// class. UIKit stops the app when `identifier` was never registered; XUIKit reports it once
    /// and returns a `.default` cell with that reuse identifier.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
        if reportedUnregisteredIdentifiers.insert(identifier).inserted {
            Diagnostics.report("UITableView: no cell class registered for reuse identifier '\(identifier)'; call register(_:forCellReuseIdentifier:) first. Using a .default UITableViewCell")
        }
        return UITableViewCell(style: .default, reuseIdentifier: identifier)
    }
}
