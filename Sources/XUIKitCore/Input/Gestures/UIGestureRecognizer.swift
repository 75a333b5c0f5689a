import Foundation

/// The base class of gesture recognizers: objects that watch the touches hit-tested to a view
/// (or to its subviews), decide whether they form a gesture, and run target actions as the
/// gesture progresses.
///
/// Attach one with `UIView.addGestureRecognizer(_:)`. Recognizers see each touch before its view
/// does (R8.19) and may cancel or delay the view's touches (R8.21–R8.26). To write your own,
/// subclass, override the `touches…` methods and `reset()`, and set `state` (R8.43).
///
/// A recognizer only watches touches and asks for states. Which recognizers see a touch, what
/// they do to the view's touches and which of several wins — failure requirements,
/// `gestureRecognizerShouldBegin`, exclusivity — is decided by the gesture environment, in
/// `Sources/XUIKitCore/Input/Gestures/Arbitration/GestureEnvironment.swift` and
/// `GestureEnvironment+Recognition.swift`. <doc:GestureArbitration> walks through it.
@preconcurrency @MainActor
open class UIGestureRecognizer: Hashable, CustomStringConvertible {
    /// The recognizer's state (R8.1 raw values).
    public enum State: Int, Sendable {
        /// Not recognized yet: the state of a new recognizer, and of one after `reset()` (R8.2).
        case possible = 0
        /// A continuous gesture started; its actions run (R8.4, R8.6).
        case began
        /// A continuous gesture changed; its actions run on every change (R8.7).
        case changed
        /// The gesture finished; a discrete gesture goes straight here from `.possible` (R8.3).
        case ended
        /// A continuous gesture was cancelled; its actions run one last time (R8.6).
        case cancelled
        /// The touches are not this gesture; no action runs (R8.6).
        case failed
        /// A discrete gesture was recognized; the same as `.ended` (R8.1).
        public static var recognized: State { .ended }

        var isTerminal: Bool { self == .ended || self == .cancelled || self == .failed }
    }

    private struct TargetAction {
        weak var target: AnyObject?
        let identity: ObjectIdentifier
        let action: Selector
    }

    private var targetActions: [TargetAction] = []

    // MARK: - Bookkeeping shared with the gesture environment

    var storedState: State = .possible
    /// The state the recognizer is ready to enter while it waits for failure requirements
    /// (R8.30); `state` reads `.possible` meanwhile.
    var pendingRecognition: State?
    /// A continuous recognizer waiting to begin was also told its gesture ended.
    var pendingEnd = false
    /// The touches this recognizer tracks for the current sequence, in the order they arrived,
    /// including ones that already ended (R8.11). Ignored touches are removed (R8.23).
    var trackedTouches: [UITouch] = []
    /// Window-coordinate centroid when the last queryable touch went away.
    var lastCentroid: CGPoint = .zero
    /// Dynamic failure requirements, asked once per recognizer pair per sequence (R8.31).
    var requirementCache: [ObjectIdentifier: Bool] = [:]
    private var failureRequirements: [WeakRecognizer] = []
    /// The current gesture comes from hover, scroll or a touchpad transform, not from touches:
    /// no touch is offered until it is over.
    var isPointerDriven = false
    private var timeouts: [EventScheduler.Token] = []
    /// The scheduler the pending timeouts wait on.
    private weak var timeoutScheduler: EventScheduler?

    /// Whether the recognizer only ever goes `possible → recognized | failed` (R8.3).
    var isDiscrete: Bool { false }

    // MARK: - Creating

    /// A recognizer that sends `action` to `target` whenever its state changes (R8.6). The
    /// target is not retained.
    public init(target: Any?, action: Selector?) {
        if let target, let action { addTarget(target, action: action) }
    }

    /// A recognizer with no target yet.
    public convenience init() {
        self.init(target: nil, action: nil)
    }

    // MARK: - Targets and actions (R8.6–R8.10)

    /// Adds a target–action pair. The target is not retained; once it is gone the pair is inert.
    /// Adding a pair that is already there does nothing, so its action still runs once per
    /// transition (R8.9). Actions take no argument or the recognizer (R8.10).
    open func addTarget(_ target: Any, action: Selector) {
        guard type(of: target) is AnyClass else {
            Diagnostics.report("addTarget: the target of a gesture recognizer must be a class instance, not a \(type(of: target)); ignored")
            return
        }
        let object = target as AnyObject
        let identity = ObjectIdentifier(object)
        guard !targetActions.contains(where: { $0.identity == identity && $0.target != nil && $0.action == action })
        else { return }
        targetActions.append(TargetAction(target: object, identity: identity, action: action))
    }

    /// Removes matching pairs: a nil target matches every target, a nil action every action.
    open func removeTarget(_ target: Any?, action: Selector?) {
        let identity = target.map { ObjectIdentifier($0 as AnyObject) }
        targetActions.removeAll { pair in
            (identity == nil || pair.identity == identity) && (action == nil || pair.action == action)
        }
    }

    /// Runs every live pair once, in registration order (R8.9).
    func sendActions() {
        for pair in targetActions {
            guard let target = pair.target else { continue }
            switch pair.action.perform(target, self, nil) {
            case .performed:
                break
            case .notImplemented:
                Diagnostics.report("gesture recognizer target \(Selector.describe(target)) does not implement action '\(pair.action.name)' (implemented by \(pair.action.implementerName)); nothing was sent")
            case .argumentMismatch(let why):
                Diagnostics.report("action '\(pair.action.name)' was not sent to \(Selector.describe(target)): \(why)")
            }
        }
    }

    // MARK: - State (R8.1–R8.7)

    /// The current state. Subclasses set it as the gesture progresses; the setter accepts only
    /// the transitions of R8.3–R8.4 and rejects anything else with a diagnostic, leaving the
    /// state unchanged (R8.5). Setting `.began`, `.changed`, `.ended` or `.cancelled` runs the
    /// actions (R8.6, R8.7); recognizing is subject to failure requirements, `shouldBegin` and
    /// other recognizers (R8.34), and the state reads `.possible` until that is decided (R8.30).
    /// Not `open`: an override could bypass these checks.
    public var state: State {
        get { storedState }
        set {
            guard newValue != .possible || storedState != .possible else { return }
            if pendingRecognition != nil && newValue != .possible {
                environment.requestTransition(self, to: newValue)
            } else if isLegalTransition(to: newValue) {
                environment.requestTransition(self, to: newValue)
            } else {
                Diagnostics.report("\(description): illegal state transition \(storedState) -> \(newValue); the state stays \(storedState)")
            }
        }
    }

    private func isLegalTransition(to new: State) -> Bool {
        switch (storedState, new) {
        case (.possible, .began): return !isDiscrete
        case (.possible, .ended), (.possible, .failed): return true
        case (.began, .changed), (.began, .ended), (.began, .cancelled): return true
        case (.changed, .changed), (.changed, .ended), (.changed, .cancelled): return true
        default: return false
        }
    }

    // MARK: - Configuration

    /// The view the recognizer is attached to; it holds the recognizer (R8.14).
    public internal(set) weak var view: UIView?

    /// The object that fine-tunes this recognizer.
    open weak var delegate: (any UIGestureRecognizerDelegate)?

    /// A disabled recognizer receives no touches; disabling one mid-gesture cancels it (R8.13).
    open var isEnabled = true {
        didSet { if oldValue && !isEnabled { environment.withdraw(self) } }
    }

    /// Whether recognizing cancels the gesture's touches in their views (R8.21). True by default.
    open var cancelsTouchesInView = true
    /// Whether the view's `touchesBegan` waits while this recognizer is `.possible` (R8.24).
    /// False by default.
    open var delaysTouchesBegan = false
    /// Whether the view's `touchesEnded` waits while this recognizer is `.possible` (R8.25).
    /// True by default.
    open var delaysTouchesEnded = true
    /// The `UITouch.TouchType` raw values this recognizer is offered (R8.17). All by default.
    open var allowedTouchTypes: [NSNumber] = [UITouch.TouchType.direct, .indirect, .pencil, .indirectPointer]
        .map { NSNumber(value: $0.rawValue) }
    /// Whether the recognizer keeps to the type of its first touch (R8.17). True by default.
    open var requiresExclusiveTouchType = true
    /// A name to find the recognizer by, or to show in debug output.
    open var name: String?

    // MARK: - Recognizer relationships (R8.27–R8.31)

    /// Makes this recognizer wait in `.possible` until `other` fails, and fail if `other`
    /// recognizes (R8.30). The other recognizer is not retained.
    open func require(toFail other: UIGestureRecognizer) {
        guard other !== self, !failureRequirements.contains(where: { $0.object === other }) else { return }
        failureRequirements.append(WeakRecognizer(object: other))
    }

    /// The recognizers registered with `require(toFail:)` that still exist.
    var staticFailureRequirements: [UIGestureRecognizer] { failureRequirements.compactMap(\.object) }

    /// Whether recognizing this gesture may make `preventedGestureRecognizer` fail (R8.29).
    /// True by default.
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether `preventingGestureRecognizer` recognizing may make this one fail (R8.29).
    /// True by default.
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Override to make this recognizer wait for `otherGestureRecognizer` to fail (R8.31).
    /// False by default.
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    /// Override to make `otherGestureRecognizer` wait for this one to fail (R8.31). False by
    /// default.
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    // MARK: - Touches (the subclass interface, R8.43)

    /// Called with touches that began, before their view sees them (R8.19). Call `super`.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Called with touches that moved. Call `super`.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Called with touches that ended. Call `super`.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Called with touches that were cancelled. Call `super`.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// Stops delivering `touch` to this recognizer; its view still gets it, and this recognizer
    /// will not cancel it there (R8.23).
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        environment.ignore(touch, by: self)
    }

    /// Called after the gesture ends, is cancelled or fails, once its touches are gone, just
    /// after `state` returns to `.possible` (R8.11). Override to clear per-gesture state; call
    /// `super`.
    open func reset() {}

    /// A continuous gesture whose touches were cancelled: cancelled if it had begun, failed if
    /// it was still deciding (R8.4).
    func cancelOrFail() {
        state = (state == .began || state == .changed) ? .cancelled : .failed
    }

    /// A two-finger gesture (pinch, rotation) saw touches go down: the first two are its fingers,
    /// later ones are ignored (R8.41).
    func takeFingers(_ touches: Set<UITouch>, into fingers: inout [UITouch], for event: UIEvent) {
        for touch in touches {
            if fingers.count < 2 { fingers.append(touch) } else { ignore(touch, for: event) }
        }
    }

    /// A two-finger gesture's fingers moved: it begins when `shouldBegin`, then every move is a
    /// change.
    func fingersMoved(beginIf shouldBegin: Bool) {
        switch state {
        case .possible:
            if shouldBegin { state = .began }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    /// A two-finger gesture (pinch, rotation) had a finger lifted: it fails if it had not begun,
    /// and ends once every finger is up (R8.41).
    func fingerLifted(fingers: [UITouch]) {
        switch state {
        case .possible:
            state = .failed
        case .began, .changed:
            if fingers.allSatisfy({ $0.phase == .ended || $0.phase == .cancelled }) { state = .ended }
        default:
            break
        }
    }

    // MARK: - Location (R8.35)

    /// The touches that can be queried: tracked ones that had not ended before the current event.
    var queryableTouches: [UITouch] {
        let finished = environment.finishedTouches
        return trackedTouches.filter { !finished.contains($0) }
    }

    /// Window-coordinate centroid of the queryable touches, or of the last ones there were.
    var centroidInWindow: CGPoint {
        let touches = queryableTouches
        guard !touches.isEmpty else { return lastCentroid }
        return Self.centroid(touches.map(\.locationInWindow))
    }

    /// How many touches `location(ofTouch:in:)` can be asked about.
    open var numberOfTouches: Int { queryableTouches.count }

    /// The gesture's location in `view` (window coordinates for nil): the centroid of its
    /// touches unless a subclass says otherwise.
    open func location(in view: UIView?) -> CGPoint {
        Self.convert(centroidInWindow, to: view)
    }

    /// The location of one of the gesture's touches, for `0 ≤ touchIndex < numberOfTouches`.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        let touches = queryableTouches
        guard touches.indices.contains(touchIndex) else {
            Diagnostics.report("\(description): location(ofTouch: \(touchIndex)) is out of range; numberOfTouches is \(touches.count)")
            return .zero
        }
        return touches[touchIndex].location(in: view)
    }

    static func centroid(_ points: [CGPoint]) -> CGPoint {
        guard !points.isEmpty else { return .zero }
        let sum = points.reduce(CGPoint.zero) { CGPoint(x: $0.x + $1.x, y: $0.y + $1.y) }
        return CGPoint(x: sum.x / CGFloat(points.count), y: sum.y / CGFloat(points.count))
    }

    static func convert(_ windowPoint: CGPoint, to view: UIView?) -> CGPoint {
        view.map { $0.convert(windowPoint, from: nil) } ?? windowPoint
    }

    /// A window-coordinate displacement expressed in `view`'s coordinates.
    static func convert(vector: CGPoint, to view: UIView?) -> CGPoint {
        guard let view else { return vector }
        let origin = view.convert(CGPoint.zero, from: nil)
        let end = view.convert(vector, from: nil)
        return CGPoint(x: end.x - origin.x, y: end.y - origin.y)
    }

    // MARK: - Timeouts for subclasses

    /// Runs `body` at `deadline` on the input time base, unless the gesture resets or fails first.
    // `final`: with `@preconcurrency` on the class, a vtable entry for this method was mangled
    // differently in a subclass defined in another file (undefined reference at link time).
    final func scheduleTimeout(at deadline: TimeInterval, _ body: @escaping @MainActor () -> Void) {
        let environment = self.environment
        let scheduler = environment.router.scheduler
        timeoutScheduler = scheduler
        timeouts.append(scheduler.schedule(at: deadline) {
            environment.performAndSettle(body)
        })
    }

    /// Cancels every pending timeout.
    func cancelTimeouts() {
        for token in timeouts { timeoutScheduler?.cancel(token) }
        timeouts.removeAll()
    }

    /// The arbiter this recognizer answers to: its view's app's, reached through the view's window
    /// as touches reach theirs. Like UIKit's, there is one per application, not per window: a
    /// recognizer may change state while its view is in no window (a timeout, a subclass's own
    /// logic) — then the shared app's decides — and the decision still follows failure
    /// requirements and delegates.
    var environment: GestureEnvironment { (view?.application ?? UIApplication.shared).gestureEnvironment }

    // MARK: - Identity

    /// Recognizers are equal only to themselves.
    nonisolated public static func == (lhs: UIGestureRecognizer, rhs: UIGestureRecognizer) -> Bool { lhs === rhs }
    /// Hashes the recognizer's identity.
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// The class name, for diagnostics.
    nonisolated open var description: String { String(describing: type(of: self)) }
}

/// A recognizer held weakly, for failure requirements.
struct WeakRecognizer {
    weak var object: UIGestureRecognizer?
}
