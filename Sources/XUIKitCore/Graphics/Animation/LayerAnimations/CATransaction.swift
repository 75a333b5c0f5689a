import Foundation

/// Groups layer changes (R30.18): `begin` and `commit` bracket a transaction whose animation
/// duration, timing function and disabled actions apply to the implicit animations (and to
/// explicit animations with no duration) started inside it, and whose completion block runs
/// once every animation added after it was set has ended or been removed — at the commit when
/// there is none. Outside `begin`/`commit` an implicit transaction, made on first use, is
/// committed at the next turn of the run loop. Transactions nest: an inner one inherits the
/// outer one's settings until it sets its own.
@preconcurrency @MainActor
open class CATransaction {
    private static var stack: TransactionStack { AnimationClock.current.layerAnimations.transactions }

    /// Starts a transaction.
    public class func begin() { stack.begin() }
    /// Ends the innermost transaction; an unbalanced commit is one diagnostic line.
    public class func commit() { stack.commit() }
    /// Commits the implicit transaction now.
    public class func flush() { stack.flushImplicit() }
    /// Kept for code that calls it; XUIKit's layers live on the main actor.
    public class func lock() {}
    /// Kept for code that calls it.
    public class func unlock() {}

    /// The duration of implicit animations; 0.25 s unless set.
    public class func animationDuration() -> CFTimeInterval { stack.animationDuration }
    /// Sets the duration of the transaction's implicit animations.
    public class func setAnimationDuration(_ duration: CFTimeInterval) { stack.current.duration = duration }
    /// The timing function of implicit animations; nil (the default curve) unless set.
    public class func animationTimingFunction() -> CAMediaTimingFunction? { stack.timingFunction }
    /// Sets the timing function of the transaction's implicit animations.
    public class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) { stack.current.timingFunction = .some(function) }
    /// Whether implicit animations are off; false unless set.
    public class func disableActions() -> Bool { stack.disablesActions }
    /// Turns the transaction's implicit animations off or on.
    public class func setDisableActions(_ flag: Bool) { stack.current.disableActions = flag }
    /// The completion block set in the innermost transaction, if any.
    public class func completionBlock() -> (() -> Void)? { stack.current.completion?.block }
    /// Runs `block` once the animations added from now on in this transaction have ended.
    public class func setCompletionBlock(_ block: (() -> Void)?) { stack.setCompletion(block) }

    /// A transaction property by Core Animation's key (`"animationDuration"`,
    /// `"animationTimingFunction"`, `"disableActions"`, `"completionBlock"`) or the app's own.
    public class func value(forKey key: String) -> Any? {
        switch key {
        case "animationDuration": return animationDuration()
        case "animationTimingFunction": return animationTimingFunction()
        case "disableActions": return disableActions()
        case "completionBlock": return completionBlock()
        default: return stack.value(forKey: key)
        }
    }

    /// Sets a transaction property by key (see `value(forKey:)`).
    public class func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "animationDuration": if let v = LayerValue.number(value) { setAnimationDuration(Double(v)) }
        case "animationTimingFunction": setAnimationTimingFunction(value as? CAMediaTimingFunction)
        case "disableActions": setDisableActions(value as? Bool ?? false)
        case "completionBlock": setCompletionBlock(value as? () -> Void)
        default: stack.current.values[key] = value
        }
    }
}

/// The completion of one transaction: waits for the animations added after it was set.
@MainActor
final class TransactionCompletion {
    var block: (() -> Void)?
    var remaining = 0
    var committed = false

    init(block: (() -> Void)?) { self.block = block }

    /// Runs the block once committed with nothing left to wait for.
    func runIfDone() {
        guard committed, remaining == 0, let block else { return }
        self.block = nil
        block()
    }
}

/// The open transactions, innermost last.
@MainActor
final class TransactionStack {
    final class Frame {
        var duration: CFTimeInterval?
        var timingFunction: CAMediaTimingFunction??
        var disableActions: Bool?
        var completion: TransactionCompletion?
        var values: [String: Any] = [:]
        let isImplicit: Bool
        init(isImplicit: Bool) { self.isImplicit = isImplicit }
    }

    private var frames: [Frame] = []
    private var implicitCommit: EventScheduler.Token?

    /// The innermost transaction, the implicit one made on first use when none is open.
    var current: Frame {
        if let last = frames.last { return last }
        let frame = Frame(isImplicit: true)
        frames.append(frame)
        let scheduler = AnimationClock.current.scheduler
        implicitCommit = scheduler.schedule(at: scheduler.now) { [weak self] in
            self?.implicitCommit = nil
            self?.flushImplicit()
        }
        return frame
    }

    var animationDuration: CFTimeInterval { frames.reversed().lazy.compactMap(\.duration).first ?? 0.25 }
    var timingFunction: CAMediaTimingFunction? { frames.reversed().lazy.compactMap(\.timingFunction).first ?? nil }
    var disablesActions: Bool { frames.reversed().lazy.compactMap(\.disableActions).first ?? false }

    func value(forKey key: String) -> Any? {
        for frame in frames.reversed() { if let value = frame.values[key] { return value } }
        return nil
    }

    func begin() { frames.append(Frame(isImplicit: false)) }

    func commit() {
        guard let frame = frames.last, !frame.isImplicit else {
            Diagnostics.report("CATransaction.commit(): no transaction begun; nothing committed")
            return
        }
        frames.removeLast()
        finish(frame)
    }

    func flushImplicit() {
        guard let index = frames.firstIndex(where: \.isImplicit) else { return }
        let frame = frames.remove(at: index)
        if let implicitCommit { AnimationClock.current.scheduler.cancel(implicitCommit); self.implicitCommit = nil }
        finish(frame)
    }

    private func finish(_ frame: Frame) {
        frame.completion?.committed = true
        frame.completion?.runIfDone()
    }

    func setCompletion(_ block: (() -> Void)?) {
        let frame = current
        // The block set before waits for the animations added while it was set.
        if let old = frame.completion { old.committed = true; old.runIfDone() }
        frame.completion = TransactionCompletion(block: block)
    }

    /// `animation` was added to a layer: every open transaction's completion waits for it.
    func register(_ animation: CAAnimation) {
        for frame in frames {
            guard let completion = frame.completion else { continue }
            completion.remaining += 1
            animation.completionGroups.append(completion)
        }
    }

    /// `animation` ended or was removed.
    func ended(_ animation: CAAnimation) {
        let groups = animation.completionGroups
        animation.completionGroups.removeAll()
        for group in groups {
            group.remaining -= 1
            group.runIfDone()
        }
    }

    func reset() {
        frames.removeAll()
        implicitCommit = nil
    }
}
