import Foundation

/// Registering view classes and dequeueing views for reuse.
extension UICollectionView {
    /// Registers `cellClass` for cells dequeued with `identifier`; nil removes the registration.
    public func register(_ cellClass: UICollectionViewCell.Type?, forCellWithReuseIdentifier identifier: String) {
        cellClasses[identifier] = cellClass
    }

    /// Registers `viewClass` for supplementary views of `elementKind` dequeued with `identifier`;
    /// nil removes the registration.
    public func register(_ viewClass: UICollectionReusableView.Type?, forSupplementaryViewOfKind elementKind: String,
                         withReuseIdentifier identifier: String) {
        supplementaryClasses[Self.supplementaryQueueKey(kind: elementKind, identifier: identifier)] = viewClass
    }

    /// A cell for the item at `indexPath`: one from the reuse queue of `identifier` (after its
    /// `prepareForReuse()`), or a new one of the registered class. While the item is being
    /// reconfigured (`reconfigureItems(at:)`), the cell already showing it, as is (R20.13).
    /// UIKit raises for an unregistered identifier; XUIKit reports it and makes a plain
    /// `UICollectionViewCell`.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        if let existing = cellBeingReconfigured(at: indexPath, identifier: identifier) { return existing }
        let cell = dequeueCell(withReuseIdentifier: identifier)
        // R21.18: a list cell knows its list's look before the data source configures it, so its
        // defaultContentConfiguration() is the sidebar's in a sidebar.
        if let listCell = cell as? UICollectionViewListCell {
            prepareLayoutIfNeeded()
            listCell.listPlacement = (collectionViewLayout.layoutAttributesForItem(at: indexPath) as? CompositionalLayoutAttributes)?.listPlacement
        }
        return cell
    }

    /// A cell from the reuse queue of `identifier`, or a new one of the registered class.
    private func dequeueCell(withReuseIdentifier identifier: String) -> UICollectionViewCell {
        if let reused = reuseQueues[identifier]?.popLast() as? UICollectionViewCell {
            reused.prepareForReuse()
            return reused
        }
        let cellClass: UICollectionViewCell.Type
        if let registered = cellClasses[identifier] {
            cellClass = registered
        } else {
            Diagnostics.report("UICollectionView: no cell class registered for reuse identifier \"\(identifier)\"; "
                + "using UICollectionViewCell (register the class or a CellRegistration first)")
            cellClass = UICollectionViewCell.self
        }
        return cellClass.init(registeredReuseIdentifier: identifier)
    }

    /// A supplementary view of `elementKind` for `indexPath`, reused or new, as
    /// `dequeueReusableCell(withReuseIdentifier:for:)` does for cells.
    public func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                                 for indexPath: IndexPath) -> UICollectionReusableView {
        let key = Self.supplementaryQueueKey(kind: elementKind, identifier: identifier)
        if let reused = reuseQueues[key]?.popLast() {
            reused.prepareForReuse()
            return reused
        }
        let viewClass: UICollectionReusableView.Type
        if let registered = supplementaryClasses[key] {
            viewClass = registered
        } else {
            Diagnostics.report("UICollectionView: no view class registered for supplementary kind \"\(elementKind)\" "
                + "and reuse identifier \"\(identifier)\"; using UICollectionReusableView")
            viewClass = UICollectionReusableView.self
        }
        return viewClass.init(registeredReuseIdentifier: key)
    }

    /// The reuse-queue key of supplementary views: kind and identifier.
    static func supplementaryQueueKey(kind: String, identifier: String) -> String {
        "\(kind)\u{1F}\(identifier)"
    }

    /// Hides `view` and files it in the reuse queue of its identifier (views without one are
    /// removed).
    func enqueueForReuse(_ view: UICollectionReusableView) {
        guard let identifier = view.reuseIdentifier else {
            view.removeFromSuperview()
            return
        }
        view.isHidden = true
        reuseQueues[identifier, default: []].append(view)
    }

    /// The data source did not supply a supplementary view of `kind`: reports it once per kind
    /// and returns an empty view (UIKit raises).
    func dataSourceLacksSupplementary(kind: String) -> UICollectionReusableView {
        if reportedMissingSupplementaryKinds.insert(kind).inserted {
            Diagnostics.report("UICollectionView: the layout asks for supplementary views of kind \"\(kind)\" "
                + "but the data source does not implement viewForSupplementaryElementOfKind; showing empty views")
        }
        return UICollectionReusableView(frame: .zero)
    }
}
