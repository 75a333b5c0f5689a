import Foundation

/// Cell and supplementary registrations, UIKit's iOS 14 way to make cells: a registration pairs
/// a cell class with the handler that configures it for an item, and
/// `dequeueConfiguredReusableCell(using:for:item:)` dequeues and configures in one call (R20.18).
///
/// ```swift
/// let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, indexPath, item in
///     var content = cell.defaultContentConfiguration()
///     content.text = item
///     cell.contentConfiguration = content
/// }
/// // in cellForItemAt, or a diffable data source's cell provider:
/// return collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
/// ```
///
/// Make a registration once (a property, or before the data source), not inside the cell
/// provider: each one is its own reuse queue. The class is registered on first use.
extension UICollectionView {
    /// How a cell of class `Cell` is made and configured for an item of type `Item`.
    @preconcurrency @MainActor
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        /// Configures `cell` for `item` at `indexPath`.
        public typealias Handler = @MainActor (Cell, IndexPath, Item) -> Void

        /// The configuration handler.
        public let handler: Handler
        /// The reuse identifier this registration's cells are queued under.
        let reuseIdentifier: String

        /// A registration of `Cell` configured by `handler`.
        public init(handler: @escaping Handler) {
            self.handler = handler
            reuseIdentifier = RegistrationIdentifiers.next("\(Cell.self)")
        }
    }

    /// How a supplementary view of class `Supplementary` and kind `elementKind` is made and
    /// configured.
    @preconcurrency @MainActor
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        /// Configures `view` of `elementKind` at `indexPath`.
        public typealias Handler = @MainActor (Supplementary, String, IndexPath) -> Void

        /// The kind of the views (for instance `UICollectionView.elementKindSectionHeader`).
        public let elementKind: String
        /// The configuration handler.
        public let handler: Handler
        /// The reuse identifier this registration's views are queued under.
        let reuseIdentifier: String

        /// A registration of `Supplementary` views of `elementKind`, configured by `handler`.
        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
            reuseIdentifier = RegistrationIdentifiers.next("\(Supplementary.self)")
        }
    }

    /// A cell of the registration's class for `indexPath`, reused or new, configured by its
    /// handler with `item`. A nil item leaves the cell unconfigured (reported: UIKit requires one).
    public func dequeueConfiguredReusableCell<Cell: UICollectionViewCell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
    ) -> Cell {
        if cellClasses[registration.reuseIdentifier] == nil {
            register(Cell.self, forCellWithReuseIdentifier: registration.reuseIdentifier)
        }
        let dequeued = dequeueReusableCell(withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
        guard let cell = dequeued as? Cell else {
            // Only a data source's own cell returned while reconfiguring could differ.
            Diagnostics.report("UICollectionView: the cell dequeued for \(Cell.self) is a \(type(of: dequeued)); making a new one")
            return Cell(registeredReuseIdentifier: registration.reuseIdentifier)
        }
        if let item {
            registration.handler(cell, indexPath, item)
        } else {
            Diagnostics.report("UICollectionView.dequeueConfiguredReusableCell: nil item at \(indexPath.description); "
                + "the cell is not configured")
        }
        return cell
    }

    /// A supplementary view of the registration's class and kind for `indexPath`, reused or new,
    /// configured by its handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary: UICollectionReusableView>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
    ) -> Supplementary {
        let key = Self.supplementaryQueueKey(kind: registration.elementKind, identifier: registration.reuseIdentifier)
        if supplementaryClasses[key] == nil {
            register(Supplementary.self, forSupplementaryViewOfKind: registration.elementKind,
                     withReuseIdentifier: registration.reuseIdentifier)
        }
        let dequeued = dequeueReusableSupplementaryView(ofKind: registration.elementKind,
                                                        withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
        let view = dequeued as? Supplementary ?? Supplementary(registeredReuseIdentifier: key)
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }
}

/// Unique reuse identifiers for registrations.
@MainActor
enum RegistrationIdentifiers {
    /// A counter, not application state: identifiers only need to differ within the process
    /// (main-actor isolated, so no other thread sees it).
    private static var counter = 0

    static func next(_ className: String) -> String {
        counter += 1
        return "registration.\(counter).\(className)"
    }
}
