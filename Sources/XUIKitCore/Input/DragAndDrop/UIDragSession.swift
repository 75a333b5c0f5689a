import Foundation

/// What a drag session and a drop session have in common.
@preconcurrency @MainActor
public protocol UIDragDropSession: AnyObject {
    /// The items being dragged.
    var items: [UIDragItem] { get }
    /// Where the pointer is, in `view`'s coordinates.
    func location(in view: UIView) -> CGPoint
    /// Whether a drop may move the items (else a move proposal is treated as a copy).
    var allowsMoveOperation: Bool { get }
    /// Whether the drag stays within the app.
    var isRestrictedToDraggingApplication: Bool { get }
    /// True when an item holds data conforming to one of `typeIdentifiers`.
    func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool
    /// True when an item can be loaded as `aClass`.
    func canLoadObjects(ofClass aClass: any NSItemProviderReading.Type) -> Bool
}

/// The drag as its source sees it.
@preconcurrency @MainActor
public protocol UIDragSession: UIDragDropSession {
    /// Any object the source wants to keep with the session; nil by default.
    var localContext: Any? { get set }
}

/// The drag as a drop target sees it.
@preconcurrency @MainActor
public protocol UIDropSession: UIDragDropSession {
    /// The drag session when the drag started in this app, nil for another app's drag.
    var localDragSession: (any UIDragSession)? { get }
    /// Loads every item that can be loaded as `aClass` and calls `completion` once with the
    /// objects, in item order (items that fail to load are left out). Call it in `performDrop`.
    @discardableResult
    func loadObjects<T: NSItemProviderReading>(ofClass aClass: T.Type, completion: @escaping @MainActor ([T]) -> Void) -> Progress
}

/// The one session object both sides of a drag see (R34.4): the items, the pointer, and where
/// the drag came from.
@MainActor
final class DragDropSession: UIDragSession, UIDropSession {
    var items: [UIDragItem]
    var localContext: Any?
    /// The window the pointer is over and where, in its coordinates.
    var window: UIWindow?
    var locationInWindow: CGPoint = .zero
    /// False for another app's drag.
    let isLocal: Bool
    /// Whether the source allows moves (a local drag: its delegate; another app's: it asked for a move).
    var allowsMoveOperation: Bool
    var isRestrictedToDraggingApplication = false

    init(items: [UIDragItem], isLocal: Bool, allowsMove: Bool) {
        self.items = items
        self.isLocal = isLocal
        self.allowsMoveOperation = allowsMove
    }

    var localDragSession: (any UIDragSession)? { isLocal ? self : nil }

    func location(in view: UIView) -> CGPoint {
        guard let window else { return locationInWindow }
        return view.convert(locationInWindow, from: window)
    }

    func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool {
        items.contains { item in typeIdentifiers.contains { item.itemProvider.hasItemConformingToTypeIdentifier($0) } }
    }

    func canLoadObjects(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
        items.contains { $0.itemProvider.canLoadObject(ofClass: aClass) }
    }

    @discardableResult
    func loadObjects<T: NSItemProviderReading>(ofClass aClass: T.Type, completion: @escaping @MainActor ([T]) -> Void) -> Progress {
        let loadable = items.filter { $0.itemProvider.canLoadObject(ofClass: aClass) }
        let progress = Progress(totalUnitCount: Int64(loadable.count))
        let tally = LoadTally<T>(count: loadable.count)
        guard !loadable.isEmpty else {
            NextTurn.perform { completion([]) }
            return progress
        }
        for (index, item) in loadable.enumerated() {
            item.itemProvider.loadObject(ofClass: aClass) { object, _ in
                progress.completedUnitCount += 1
                if tally.record(object, at: index) { completion(tally.results.compactMap { $0 }) }
            }
        }
        return progress
    }
}

/// The objects of several loads as they come in, and how many are still out.
@MainActor
final class LoadTally<T> {
    private(set) var results: [T?]
    private var remaining: Int

    init(count: Int) {
        results = [T?](repeating: nil, count: count)
        remaining = count
    }

    /// Records load `index`'s object; true when it was the last load out.
    func record(_ object: T?, at index: Int) -> Bool {
        results[index] = object
        remaining -= 1
        return remaining == 0
    }
}
