import Foundation

extension UIControl {
    /// Registers `action` to be sent to `target` for `controlEvents`. A nil target sends the
    /// action up the responder chain (R3.13). The target is not retained (R7.28). Adding the same
    /// pair again merges the events and never makes the action run twice (R7.27); an empty mask
    /// changes nothing (R7.29).
    public func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        guard !controlEvents.isEmpty else { return }
        forgetDeadTargets()
        let object: AnyObject?
        if let target {
            guard type(of: target) is AnyClass else {
                Diagnostics.report("addTarget: the target must be a class instance, not a \(type(of: target)); ignored")
                return
            }
            object = target as AnyObject
        } else {
            object = nil
        }
        if let index = registrations.firstIndex(where: { $0.matches(target: object, action: action) }) {
            registrations[index].events.formUnion(controlEvents)
            return
        }
        registrations.append(Registration(handler: .targetAction(target: object.map(WeakTarget.init), action: action),
                                          events: controlEvents))
    }

    /// Clears `controlEvents` from matching registrations, removing those left with no events
    /// (R7.30). A nil target matches every target; a nil action every action.
    public func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        forgetDeadTargets()
        let object = target.map { $0 as AnyObject }
        for index in registrations.indices {
            guard case .targetAction(let registered, let registeredAction) = registrations[index].handler else { continue }
            let targetMatches = object == nil || registered?.identity == ObjectIdentifier(object!)
            let actionMatches = action == nil || action == registeredAction
            if targetMatches && actionMatches { registrations[index].events.subtract(controlEvents) }
        }
        registrations.removeAll { $0.events.isEmpty }
    }

    /// Adds a closure action. An action with the same identifier replaces the earlier one (R3.12).
    public func addAction(_ action: UIAction, for controlEvents: Event) {
        guard !controlEvents.isEmpty else { return }
        registrations.removeAll {
            if case .closure(let existing) = $0.handler { return existing.identifier == action.identifier }
            return false
        }
        registrations.append(Registration(handler: .closure(action), events: controlEvents))
    }

    /// Removes a closure action from `controlEvents`.
    public func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Removes the closure action with `identifier` from `controlEvents`.
    public func removeAction(identifiedBy identifier: UIAction.Identifier, for controlEvents: Event) {
        for index in registrations.indices {
            if case .closure(let action) = registrations[index].handler, action.identifier == identifier {
                registrations[index].events.subtract(controlEvents)
            }
        }
        registrations.removeAll { $0.events.isEmpty }
    }

    /// The live targets, each wrapped in an `ObjectIdentifierBox`, with an `NSNull` standing for
    /// nil targets (R7.31). Foundation on Linux hashes each `NSNull` by identity, so test for the
    /// marker with `allTargets.contains { $0.base is NSNull }`.
    public var allTargets: Set<AnyHashable> {
        var targets: Set<AnyHashable> = []
        for registration in registrations {
            guard case .targetAction(let target, _) = registration.handler else { continue }
            if let target {
                if let object = target.object { targets.insert(AnyHashable(ObjectIdentifierBox(object))) }
            } else {
                targets.insert(AnyHashable(NSNull()))
            }
        }
        return targets
    }

    /// The union of all registered events (R7.32). Pairs whose target is gone no longer count
    /// (R7.28).
    public var allControlEvents: Event {
        registrations.reduce(into: Event()) { union, registration in
            if !registration.isDead { union.formUnion(registration.events) }
        }
    }

    /// Drops pairs whose target was deallocated (R7.28), so a new object that happens to reuse
    /// the address never inherits them.
    func forgetDeadTargets() {
        registrations.removeAll(where: \.isDead)
    }

    /// The names of `target`'s actions for `controlEvent`, or nil when there are none; always
    /// nil for a nil target (R7.33).
    public func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
        guard let target else { return nil }
        let identity = ObjectIdentifier(target as AnyObject)
        let names = registrations.compactMap { registration -> String? in
            guard case .targetAction(let registered, let action) = registration.handler,
                  registered?.identity == identity, registered?.object != nil,
                  registration.events.contains(controlEvent) else { return nil }
            return action.name
        }
        return names.isEmpty ? nil : names
    }

    /// Sends the actions of every registration whose events intersect `controlEvents`, in
    /// registration order, each at most once, with a nil event (R3.9, R3.10). Works on disabled
    /// controls too (R3.11).
    public func sendActions(for controlEvents: Event) {
        dispatchActions(for: controlEvents, event: nil)
    }

    /// Sends the actions for `controlEvents` with `event`, as touch handling does.
    func dispatchActions(for controlEvents: Event, event: UIEvent?) {
        let matching = registrations.filter { !$0.events.intersection(controlEvents).isEmpty }
        for registration in matching {
            switch registration.handler {
            case .targetAction(nil, let action):
                sendAction(action, to: nil, for: event)
            case .targetAction(let target?, let action):
                // R7.28: a dead target is inert; never a responder-chain search.
                guard let object = target.object else { continue }
                sendAction(action, to: object, for: event)
            case .closure(let action):
                sendAction(action)
            }
        }
    }
}

extension UIControl.Registration {
    /// True for a target-action pair whose (weakly held) target is gone.
    var isDead: Bool {
        if case .targetAction(let target?, _) = handler { return target.object == nil }
        return false
    }

    func matches(target: AnyObject?, action: Selector) -> Bool {
        guard case .targetAction(let registered, let registeredAction) = handler, registeredAction == action else { return false }
        switch (registered, target) {
        case (nil, nil): return true
        case (let registered?, let target?): return registered.identity == ObjectIdentifier(target) && registered.object != nil
        default: return false
        }
    }
}

/// Lets `allTargets` hold arbitrary objects in a `Set<AnyHashable>`, compared by identity.
public struct ObjectIdentifierBox: Hashable {
    /// The boxed object.
    public let object: AnyObject
    /// Boxes `object`.
    public init(_ object: AnyObject) { self.object = object }
    /// Equal when both box the same object.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.object === rhs.object }
    /// Hashes the object's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(object)) }
}
