import Foundation

// Foundation's selector-taking API, which Foundation on Linux lacks (it has no Objective-C
// runtime), over XUIKit's `Selector`: notification observers, timers with a target, and delayed
// performs. Each runs the action on the main actor, where UIKit code expects it (R3.14–R3.17).

extension NotificationCenter {
    /// Calls `selector` on `observer` with the `Notification` whenever a notification named `name`
    /// (any name when nil) from `object` (any sender when nil) is posted, as on Apple platforms.
    ///
    /// The observer is held weakly: once it is gone its registration is removed and never runs
    /// (R3.14). The action takes the notification as its sender — `func keyboardWillShow(_ note:
    /// Notification)` declared as `Selector("keyboardWillShow:", ViewController.keyboardWillShow)`
    /// — or no argument. Posted on the main thread it runs at once; posted elsewhere it runs on the
    /// main queue, because the observer is main-actor UI code (R3.15).
    @preconcurrency @MainActor
    public func addObserver(_ observer: AnyObject, selector: Selector, name: Notification.Name?, object: Any?) {
        let weakObserver = SelectorObservation.WeakBox(observer)
        let token = addObserver(forName: name, object: object, queue: nil) { notification in
            let delivery = SelectorObservation.Delivery(observer: weakObserver, selector: selector, notification: notification)
            if MainActorCheck.isOnMainActor {
                MainActor.assumeIsolated { delivery.run() }
            } else {
                DispatchQueue.main.async { delivery.run() }
            }
        }
        weakObserver.center = self
        SelectorObservation.registry.add(token, name: name, for: observer, box: weakObserver)
    }

    /// Foundation's own `addObserver(forName:object:queue:using:)`, which the XUIKit module
    /// shadows with a declaration whose result may be dropped (FoundationDiscardableResults.swift):
    /// that one reaches Foundation's through this.
    package func foundationAddObserver(forName name: NSNotification.Name?, object obj: Any?, queue: OperationQueue?,
                                       using block: @escaping @Sendable (Notification) -> Void) -> any NSObjectProtocol {
        addObserver(forName: name, object: obj, queue: queue, using: block)
    }

    /// Removes every selector observation `observer` registered with
    /// `addObserver(_:selector:name:object:)`, then Foundation's own removal for block tokens.
    public func removeObserver(_ observer: AnyObject) {
        for token in SelectorObservation.registry.remove(observer, name: nil) { removeObserver(token as Any) }
        removeObserver(observer as Any)
    }

    /// Removes `observer`'s selector observations for `name` (all names when nil).
    public func removeObserver(_ observer: AnyObject, name: Notification.Name?, object: Any?) {
        for token in SelectorObservation.registry.remove(observer, name: name) { removeObserver(token as Any) }
        removeObserver(observer as Any, name: name, object: object)
    }
}

/// The bookkeeping behind selector observers: which Foundation block tokens belong to which
/// observer, so `removeObserver(_:)` can find them and a dead observer's token can be dropped.
enum SelectorObservation {
    /// A weak reference to the observer, shared by the Foundation block and the registry.
    ///
    /// `@unchecked Sendable`: `object` is only read on the main thread (`Delivery.run`), and
    /// `center`/`token` are written once on the main actor before any notification can reach
    /// a block that reads them (the block is registered first, but its reads happen on `run`).
    final class WeakBox: @unchecked Sendable {
        weak var object: AnyObject?
        weak var center: NotificationCenter?
        init(_ object: AnyObject) { self.object = object }
    }

    /// One notification on its way to the observer's action.
    ///
    /// `@unchecked Sendable`: a `Notification` carries an `Any` user info; it is handed over once,
    /// from the posting thread to the main queue, and only read there.
    struct Delivery: @unchecked Sendable {
        let observer: WeakBox
        let selector: Selector
        let notification: Notification

        @MainActor func run() {
            guard let target = observer.object else {
                // R3.14: the observer is gone; forget its registrations.
                if let center = observer.center {
                    for token in registry.removeDead() { center.removeObserver(token as Any) }
                }
                return
            }
            switch selector.perform(target, notification, nil) {
            case .performed: break
            case .notImplemented:
                Diagnostics.report("NotificationCenter: \(type(of: target)) does not implement \(selector.name) (\(selector.implementerName) does); not called")
            case .argumentMismatch:
                // An action with no argument, or one taking `Any?`, gets the notification.
                if case .performed = selector.perform(target, nil, nil) { break }
                Diagnostics.report("NotificationCenter: \(selector.implementerName).\(selector.name) must take a Notification, or nothing; not called")
            }
        }
    }

    /// Tokens per observer. A lock rather than the main actor: `removeObserver(self)` is called from
    /// `deinit`, which is not isolated.
    final class Registry: @unchecked Sendable {
        private struct Entry { let token: NSObjectProtocol; let name: Notification.Name?; let box: WeakBox; let id: ObjectIdentifier }
        private let lock = NSLock()
        private var entries: [Entry] = []

        func add(_ token: NSObjectProtocol, name: Notification.Name?, for observer: AnyObject, box: WeakBox) {
            lock.lock(); defer { lock.unlock() }
            entries.append(Entry(token: token, name: name, box: box, id: ObjectIdentifier(observer)))
        }

        /// Removes and returns the tokens of `observer` for `name` (every name when nil).
        func remove(_ observer: AnyObject, name: Notification.Name?) -> [NSObjectProtocol] {
            lock.lock(); defer { lock.unlock() }
            let id = ObjectIdentifier(observer)
            // By identity alone: in the observer's `deinit` its weak references already read nil.
            let matching = { (entry: Entry) in entry.id == id && (name == nil || entry.name == name) }
            let removed = entries.filter(matching).map(\.token)
            entries.removeAll(where: matching)
            return removed
        }

        /// Removes and returns the tokens whose observer is gone.
        func removeDead() -> [NSObjectProtocol] {
            lock.lock(); defer { lock.unlock() }
            let removed = entries.filter { $0.box.object == nil }.map(\.token)
            entries.removeAll { $0.box.object == nil }
            return removed
        }

        /// How many registrations are held, for tests.
        var count: Int { lock.lock(); defer { lock.unlock() }; return entries.count }
    }

    /// One registry for the process, as `NotificationCenter.default` is one; safe because every
    /// access takes its lock.
    static let registry = Registry()
}
