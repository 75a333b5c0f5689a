import Foundation

/// Layer animations, and how the pieces of `LayerAnimations/` fit (R30.1).
///
/// - The animation classes (`CAAnimation`, `CAPropertyAnimation`, `CABasicAnimation`,
///   `CAKeyframeAnimation`, `CASpringAnimation`, `CAAnimationGroup`, `CATransition`) describe an
///   animation; `LayerAnimationTiming.swift` maps a time to where it is (`CAMediaTiming`), and
///   each class writes its value into a presentation copy through `setValue(_:forKeyPath:)`
///   (`CALayer+KeyPaths.swift`), mixing values by type (`LayerInterpolation.swift`).
/// - `CALayer.add(_:forKey:)` keeps a copy in the layer's `LayerAnimationState`
///   (`CALayer+LayerAnimations.swift`). `presentation()`, the painter's
///   `presentationForRendering()` and, for a view's own layer, the view's `presented…` values
///   (`UIView+LayerAnimations.swift`, on top of view animations) apply them at the animation
///   clock's frame time.
/// - `LayerAnimationDriver` is a frame observer of the one `AnimationClock`: it starts and ends
///   animations (delegate calls, `CATransaction` completions), repaints their host views each
///   frame and stops observing when the last one ends, so an idle app gets no wake-ups.
/// - `CATransaction` groups changes; `CALayer+Actions.swift` runs implicit animations of
///   standalone layers.
@preconcurrency @MainActor
open class CAAnimation: CAMediaTiming, CAAction {
    // `@exclusivity(unchecked)` on the stored properties the layer painter, the tree extent and
    // the animation driver read for every layer on every frame: they skip Swift's run-time
    // exclusivity check (a runtime call and a thread-local lookup per access, ~8 % of a frame of
    // 1000 animated rings), as UIView's geometry storage does (see the note in UIView.swift).
    // Nothing in the toolkit modifies one while another access to it is under way.
    /// Creates an animation with Core Animation's defaults.
    public required init() {}

    /// A new animation of this class (Core Animation's `+animation`).
    open class func animation() -> Self { self.init() }

    /// When the animation starts; 0 (the default) means when it is added to a layer.
    @exclusivity(unchecked)
    open var beginTime: CFTimeInterval = 0
    /// One cycle's length; 0 (the default) stands for 0.25 s, or the `CATransaction`'s
    /// animation duration when added inside one that sets it (R30.2).
    @exclusivity(unchecked)
    open var duration: CFTimeInterval = 0
    /// How fast the animation's time runs; 1 by default.
    @exclusivity(unchecked)
    open var speed: Float = 1
    /// Local time added at the start; 0 by default.
    @exclusivity(unchecked)
    open var timeOffset: CFTimeInterval = 0
    /// How many cycles run; 0 (the default) means one.
    @exclusivity(unchecked)
    open var repeatCount: Float = 0
    /// How long the cycles run; 0 (the default) means `repeatCount` decides.
    @exclusivity(unchecked)
    open var repeatDuration: CFTimeInterval = 0
    /// Whether each cycle runs back; false by default.
    @exclusivity(unchecked)
    open var autoreverses = false
    /// What is shown outside the active time; `.removed` by default.
    @exclusivity(unchecked)
    open var fillMode: CAMediaTimingFillMode = .removed
    /// Whether the layer drops the animation when it ends; true by default.
    @exclusivity(unchecked)
    open var isRemovedOnCompletion = true
    /// How progress follows time; nil (linear) by default.
    @exclusivity(unchecked)
    open var timingFunction: CAMediaTimingFunction?
    /// Told when the animation starts and stops. As in Core Animation, the animation holds its
    /// delegate strongly.
    open var delegate: CAAnimationDelegate?

    /// The default value of a property for animations of this class (nil for every key).
    open class func defaultValue(forKey key: String) -> Any? { nil }

    /// A copy with the same values (of the XUIKit class's properties: a subclass of an app's
    /// own gets its own stored properties' initial values).
    open func copy() -> Any {
        let copy = type(of: self).init()
        copy.copyValues(from: self)
        return copy
    }

    /// Copies the animation's values; each class overrides it for its own.
    func copyValues(from other: CAAnimation) {
        beginTime = other.beginTime; duration = other.duration; speed = other.speed
        timeOffset = other.timeOffset; repeatCount = other.repeatCount; repeatDuration = other.repeatDuration
        autoreverses = other.autoreverses; fillMode = other.fillMode
        isRemovedOnCompletion = other.isRemovedOnCompletion; timingFunction = other.timingFunction
        delegate = other.delegate
        keyedValues = other.keyedValues
    }

    // MARK: - Key-value container (CAAnimation+KeyValues.swift)

    /// Values set for keys that name no property (R30.22).
    var keyedValues: [String: Any] = [:]

    /// The value of the property named `key` (`"duration"`, `"keyPath"`, `"toValue"`…), or the
    /// value set for a key of the app's own, as in Core Animation, where animations are
    /// key-value containers: an app tags an animation (`setValue(layer, forKey: "layer")`) and
    /// reads the tag in `animationDidStop(_:finished:)` (R30.22). Nil for a key never set.
    open func value(forKey key: String) -> Any? { baseValue(forKey: key) }

    /// Sets the property named `key`, or keeps the value of a key of the app's own (R30.22);
    /// the copy `CALayer.add(_:forKey:)` makes keeps them. A value of the wrong type for a
    /// property is one diagnostic line and no change.
    open func setValue(_ value: Any?, forKey key: String) { setBaseValue(value, forKey: key) }

    /// Adds the animation to `anObject` (a layer) for `event`: what an animation does as a
    /// layer's action (R30.19).
    nonisolated public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        nonisolated(unsafe) let object = anObject
        MainActor.assumeIsolated {
            guard let layer = object as? CALayer else { return }
            if let property = self as? CAPropertyAnimation, property.keyPath == nil {
                let copy = property.copy() as! CAPropertyAnimation
                copy.keyPath = event
                layer.add(copy, forKey: event)
            } else {
                layer.add(self, forKey: event)
            }
        }
    }

    // MARK: - Run state of an added copy (LayerAnimationDriver)

    /// Whether `animationDidStart` was sent.
    @exclusivity(unchecked)
    var hasStarted = false
    /// Whether the active time ended or the animation was removed.
    @exclusivity(unchecked)
    var hasStopped = false
    /// The `CATransaction` completions waiting for this animation.
    var completionGroups: [TransactionCompletion] = []

    /// Writes the animation's value at `simpleTime` (seconds into a cycle of `cycleDuration`),
    /// in cycle `iteration`, into the presentation copy `layer`. Nothing by default.
    func applyValue(to layer: CALayer, simpleTime: Double, cycleDuration: Double, iteration: Int) {}

    /// The eased fraction at `simpleTime`: the timing function's value (linear when nil).
    func easedFraction(simpleTime: Double, cycleDuration: Double) -> Double {
        let x = cycleDuration > 0 ? simpleTime / cycleDuration : 1
        return timingFunction?.progress(x) ?? min(max(x, 0), 1)
    }
}

/// The methods an animation's delegate may implement (R30.5).
@preconcurrency @MainActor
public protocol CAAnimationDelegate: AnyObject {
    /// The animation's active time began.
    func animationDidStart(_ anim: CAAnimation)
    /// The animation's active time ended (`flag` true) or it was removed before (`flag` false).
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    /// Nothing by default.
    public func animationDidStart(_ anim: CAAnimation) {}
    /// Nothing by default.
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// Something a layer runs when one of its properties changes: an animation adds itself to the
/// layer; `NSNull` stands for no action (R30.19).
public protocol CAAction {
    /// Runs the action for `event` on `anObject` (a layer).
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension NSNull: CAAction {
    /// No action: `NSNull` in `actions` or from a delegate disables a key's implicit animation.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}

/// An animation of one layer property, named by key path (R30.6).
@preconcurrency @MainActor
open class CAPropertyAnimation: CAAnimation {
    /// The animated property's key path (`"opacity"`, `"transform.rotation.z"`, `"position.x"`).
    @exclusivity(unchecked)
    open var keyPath: String?
    /// Whether the value is added to the property's current value; false by default.
    @exclusivity(unchecked)
    open var isAdditive = false
    /// Whether each repeat starts where the last ended; false by default.
    @exclusivity(unchecked)
    open var isCumulative = false
    /// Turns the animated number(s) into the transform set at `keyPath`; nil by default.
    @exclusivity(unchecked)
    open var valueFunction: CAValueFunction?

    /// An animation of `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    override func copyValues(from other: CAAnimation) {
        super.copyValues(from: other)
        guard let other = other as? CAPropertyAnimation else { return }
        keyPath = other.keyPath; isAdditive = other.isAdditive; isCumulative = other.isCumulative
        valueFunction = other.valueFunction
    }

    /// The value of `keyPath`, `additive`, `cumulative` or a `CAAnimation` key (R30.22).
    open override func value(forKey key: String) -> Any? {
        switch key {
        case "keyPath": return keyPath
        case "additive": return isAdditive
        case "cumulative": return isCumulative
        default: return super.value(forKey: key)
        }
    }

    /// Sets `keyPath`, `additive`, `cumulative` or a `CAAnimation` key (R30.22).
    open override func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "keyPath": if let v: String? = LayerValue.optional(value, key, in: "CAAnimation") { keyPath = v }
        case "additive": if let v: Bool = LayerValue.cast(value, key, in: "CAAnimation") { isAdditive = v }
        case "cumulative": if let v: Bool = LayerValue.cast(value, key, in: "CAAnimation") { isCumulative = v }
        default: super.setValue(value, forKey: key)
        }
    }

    /// The value at `fraction` of the cycle (eased), given the property's current value.
    func animatedValue(current: Any?, simpleTime: Double, cycleDuration: Double, iteration: Int) -> Any? { nil }

    override func applyValue(to layer: CALayer, simpleTime: Double, cycleDuration: Double, iteration: Int) {
        guard let keyPath else { return }
        let current = valueFunction == nil ? layer.value(forKeyPath: keyPath) : nil
        guard var value = animatedValue(current: current, simpleTime: simpleTime, cycleDuration: cycleDuration, iteration: iteration) else { return }
        if let valueFunction {
            guard let transform = valueFunction.transform(for: value) else { return }
            if isAdditive, let model = layer.value(forKeyPath: keyPath) as? CATransform3D {
                value = CATransform3DConcat(transform, model)
            } else {
                value = transform
            }
            layer.setValue(value, forKeyPath: keyPath)
            return
        }
        if isAdditive, let sum = LayerInterpolation.add(current, value) { value = sum }
        layer.setValue(LayerInterpolation.conform(value, to: current), forKeyPath: keyPath)
    }
}

/// An animation of one property from a value to another (R30.7).
///
/// Which values it runs between: `fromValue`→`toValue`; `fromValue`→`fromValue + byValue`;
/// `toValue - byValue`→`toValue`; `fromValue`→the current value; the current value→`toValue`;
/// the current value→the current value + `byValue`; with none set, the current value (the
/// model, under other animations) throughout.
@preconcurrency @MainActor
open class CABasicAnimation: CAPropertyAnimation {
    /// The start value, or nil.
    @exclusivity(unchecked)
    open var fromValue: Any?
    /// The end value, or nil.
    @exclusivity(unchecked)
    open var toValue: Any?
    /// The change, or nil.
    @exclusivity(unchecked)
    open var byValue: Any?

    override func copyValues(from other: CAAnimation) {
        super.copyValues(from: other)
        guard let other = other as? CABasicAnimation else { return }
        fromValue = other.fromValue; toValue = other.toValue; byValue = other.byValue
    }

    /// The value of `fromValue`, `toValue`, `byValue` or a `CAPropertyAnimation` key (R30.22).
    open override func value(forKey key: String) -> Any? {
        switch key {
        case "fromValue": return fromValue
        case "toValue": return toValue
        case "byValue": return byValue
        default: return super.value(forKey: key)
        }
    }

    /// Sets `fromValue`, `toValue`, `byValue` or a `CAPropertyAnimation` key (R30.22).
    open override func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "fromValue": fromValue = value
        case "toValue": toValue = value
        case "byValue": byValue = value
        default: super.setValue(value, forKey: key)
        }
    }

    /// The two values the animation runs between, given the current value (R30.7). Values that
    /// do not add or subtract leave the first one as it is.
    func endpoints(current: Any?) -> (Any?, Any?) {
        Self.endpoints(from: fromValue, to: toValue, by: byValue, current: current,
                       add: { LayerInterpolation.add($0, $1) ?? $0 }, subtract: { LayerInterpolation.subtract($0, $1) ?? $0 })
    }

    /// Which pair of values runs (R30.7), for values of any type that `add` and `subtract`
    /// combine: boxed values here, numbers in `ScalarAnimationPlan`.
    static func endpoints<Value>(from: Value?, to: Value?, by: Value?, current: Value?,
                                 add: (Value, Value) -> Value, subtract: (Value, Value) -> Value) -> (Value?, Value?) {
        switch (from, to, by) {
        case let (from?, to?, _): return (from, to)
        case let (from?, nil, by?): return (from, add(from, by))
        case let (nil, to?, by?): return (subtract(to, by), to)
        case let (from?, nil, nil): return (from, current)
        case let (nil, to?, nil): return (current, to)
        case let (nil, nil, by?): return (current, current.map { add($0, by) })
        default: return (current, current)
        }
    }

    /// The progress (0…1; a spring overshoots) at `simpleTime`.
    func progress(simpleTime: Double, cycleDuration: Double) -> Double {
        easedFraction(simpleTime: simpleTime, cycleDuration: cycleDuration)
    }

    override func animatedValue(current: Any?, simpleTime: Double, cycleDuration: Double, iteration: Int) -> Any? {
        let (from, to) = endpoints(current: current)
        var t = progress(simpleTime: simpleTime, cycleDuration: cycleDuration)
        // A cumulative animation's cycle n runs from from + n·(to − from): the same line, further on.
        if isCumulative { t += Double(iteration) }
        return LayerInterpolation.mix(from, to, CGFloat(t))
    }
}
