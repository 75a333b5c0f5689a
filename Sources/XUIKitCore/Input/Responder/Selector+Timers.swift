import Foundation

// Timers with a target and a selector, and `perform(_:with:afterDelay:)`: Foundation's
// run-loop-driven selector API, which Foundation on Linux lacks (R3.16, R3.17). Both schedule a
// block timer whose block performs the `Selector` on the main actor.

extension Timer {
    /// A timer that performs `selector` on `target` with the timer as its sender (`func tick(_ timer:
    /// Timer)`, or `func tick()`), once or every `timeInterval` seconds, when added to a run loop.
    /// The timer keeps `target` alive until it is invalidated, as on Apple platforms (R3.16).
    ///
    /// Foundation on Linux keeps no `userInfo` for a timer: a non-nil one is reported and
    /// dropped; keep the value in the target instead.
    @preconcurrency @MainActor
    public convenience init(timeInterval: TimeInterval, target: Any, selector: Selector, userInfo: Any?, repeats: Bool) {
        if userInfo != nil {
            Diagnostics.report("Timer(timeInterval:target:selector:userInfo:repeats:): userInfo is not kept on Linux (Timer.userInfo is read-only there); keep it in the target")
        }
        let firing = TimerFiring(target: target, selector: selector)
        self.init(timeInterval: timeInterval, repeats: repeats) { timer in firing.fire(timer) }
    }

    /// Makes a timer as `init(timeInterval:target:selector:userInfo:repeats:)` does and schedules it
    /// on the current run loop in the default mode.
    @preconcurrency @MainActor
    @discardableResult
    public class func scheduledTimer(timeInterval: TimeInterval, target: Any, selector: Selector, userInfo: Any?,
                                     repeats: Bool) -> Timer {
        let timer = Timer(timeInterval: timeInterval, target: target, selector: selector, userInfo: userInfo, repeats: repeats)
        RunLoop.current.add(timer, forMode: .default)
        return timer
    }
}

/// A target and its action, carried by a timer's block.
///
/// `@unchecked Sendable`: the target is only touched in `perform`, on the main actor; a timer that
/// fires on another thread hops to the main queue first.
struct TimerFiring: @unchecked Sendable {
    let target: Any
    let selector: Selector

    func fire(_ timer: Timer) {
        // `Timer` is not Sendable; the action receives it on the main thread, where it was made.
        nonisolated(unsafe) let timer = timer
        if MainActorCheck.isOnMainActor {
            MainActor.assumeIsolated { perform(sender: timer) }
        } else {
            DispatchQueue.main.async { perform(sender: timer) }
        }
    }

    @MainActor func perform(sender: Any?) {
        switch selector.perform(target, sender, nil) {
        case .performed: break
        case .notImplemented:
            Diagnostics.report("\(type(of: target)) does not implement \(selector.name) (\(selector.implementerName) does); not called")
        case .argumentMismatch(let why):
            Diagnostics.report("\(why); not called")
        }
    }
}

extension UIResponder {
    /// Performs `selector` on this responder with `argument` as its sender after `delay` seconds,
    /// on the main run loop, as `NSObject.perform(_:with:afterDelay:)` does. The responder is kept
    /// alive until then (R3.17).
    public func perform(_ selector: Selector, with argument: Any?, afterDelay delay: TimeInterval) {
        let firing = TimerFiring(target: self, selector: selector)
        let request = DelayedPerforms.Request(target: self, selector: selector, argument: argument)
        let timer = Timer(timeInterval: max(0, delay), repeats: false) { _ in
            MainActor.assumeIsolated {
                DelayedPerforms.pending.removeAll { $0.request === request }
                firing.perform(sender: request.argument)
            }
        }
        DelayedPerforms.pending.append(DelayedPerforms.Pending(request: request, timer: timer))
        RunLoop.main.add(timer, forMode: .default)
    }

    /// Cancels every `perform(_:with:afterDelay:)` not yet run whose target is `target` (R3.17).
    public class func cancelPreviousPerformRequests(withTarget target: Any) {
        DelayedPerforms.cancel { $0.target === target as AnyObject }
    }

    /// Cancels the pending `perform(_:with:afterDelay:)` calls of `selector` on `target` whose
    /// argument is `argument` (the same object, or an equal value; nil matches nil) (R3.17).
    public class func cancelPreviousPerformRequests(withTarget target: Any, selector: Selector, object argument: Any?) {
        DelayedPerforms.cancel {
            $0.target === target as AnyObject && $0.selector == selector && DelayedPerforms.same($0.argument, argument)
        }
    }
}

extension NSObject {
    /// As ``UIResponder/cancelPreviousPerformRequests(withTarget:)``, for code that calls it on
    /// `NSObject` as Apple platforms allow.
    @preconcurrency @MainActor
    public class func cancelPreviousPerformRequests(withTarget target: Any) {
        UIResponder.cancelPreviousPerformRequests(withTarget: target)
    }

    /// As ``UIResponder/cancelPreviousPerformRequests(withTarget:selector:object:)``.
    @preconcurrency @MainActor
    public class func cancelPreviousPerformRequests(withTarget target: Any, selector: Selector, object argument: Any?) {
        UIResponder.cancelPreviousPerformRequests(withTarget: target, selector: selector, object: argument)
    }
}

/// The delayed performs not yet run. Process-wide, as the run loop holding their timers is; main
/// actor only.
@MainActor
enum DelayedPerforms {
    /// `@unchecked Sendable`: a timer's block carries it to `MainActor.assumeIsolated`; it is only
    /// read on the main actor.
    final class Request: @unchecked Sendable {
        let target: UIResponder
        let selector: Selector
        let argument: Any?
        init(target: UIResponder, selector: Selector, argument: Any?) {
            (self.target, self.selector, self.argument) = (target, selector, argument)
        }
    }
    struct Pending {
        let request: Request
        let timer: Timer
    }
    static var pending: [Pending] = []

    static func cancel(where matches: (Request) -> Bool) {
        for entry in pending where matches(entry.request) { entry.timer.invalidate() }
        pending.removeAll { matches($0.request) }
    }

    /// Whether two perform arguments are the same: both nil, the same object, or equal values.
    static func same(_ a: Any?, _ b: Any?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case (let a?, let b?):
            if type(of: a) is AnyClass, type(of: b) is AnyClass { return a as AnyObject === b as AnyObject }
            if let a = a as? AnyHashable, let b = b as? AnyHashable { return a == b }
            return false
        default: return false
        }
    }
}
