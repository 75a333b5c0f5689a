import Foundation

/// A layer's own timing (Core Animation's `CAMediaTiming` on `CALayer`): the defaults pass
/// time through unchanged.
struct LayerMediaTiming {
    var beginTime: CFTimeInterval = 0
    var duration: CFTimeInterval = 0
    var speed: Float = 1
    var timeOffset: CFTimeInterval = 0
    var repeatCount: Float = 0
    var repeatDuration: CFTimeInterval = 0
    var autoreverses = false
    var fillMode: CAMediaTimingFillMode = .removed

    /// Whether this is the identity mapping (nothing was set).
    var isIdentity: Bool { beginTime == 0 && speed == 1 && timeOffset == 0 && duration <= 0 }

    /// The local time at `parentTime` (R41.2): `(t − beginTime) × speed + timeOffset`, then, when
    /// `duration` is positive, folded into its cycles (`repeatCount` or `repeatDuration` of them,
    /// each run backwards too when `autoreverses`), held at the ends of the active time.
    func local(_ parentTime: CFTimeInterval) -> CFTimeInterval {
        let linear = (parentTime - beginTime) * Double(speed) + timeOffset
        guard duration > 0 else { return linear }
        let cycle = duration * (autoreverses ? 2 : 1)
        let active = repeatDuration > 0 ? repeatDuration
            : repeatCount > 0 ? (repeatCount.isInfinite ? .infinity : Double(repeatCount) * cycle) : cycle
        let t = min(max(linear, 0), active)
        var position = t.truncatingRemainder(dividingBy: cycle)
        if t >= active, position < 1e-9, t > 0 { position = cycle }
        if autoreverses, position > duration { position = cycle - position }
        return position
    }

    /// The parent time of local time `t` by the linear part of the mapping (its inverse); with a
    /// speed of 0 every parent time maps to `timeOffset`, and this gives `beginTime`.
    func parent(_ localTime: CFTimeInterval) -> CFTimeInterval {
        speed == 0 ? beginTime : (localTime - timeOffset) / Double(speed) + beginTime
    }
}

/// Layers are timing objects, as in Core Animation (R41.2, R41.3): a layer's local time is
/// `(parent time − beginTime) × speed + timeOffset`, where the parent is the superlayer (for a
/// view's layer, the superview's layer) and the root's parent time is `CACurrentMediaTime()`.
/// The animations of a layer run on its local time, so setting `speed` to 0 freezes the
/// animations of the layer and its sublayers where they are: Apple's pause and resume recipe
/// (Technical Q&A QA1673) works as written.
///
/// ```swift
/// let paused = layer.convertTime(CACurrentMediaTime(), from: nil)
/// layer.speed = 0; layer.timeOffset = paused                     // pause
/// layer.speed = 1; layer.timeOffset = 0; layer.beginTime = 0     // resume …
/// layer.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) - paused
/// ```
///
/// View animations (`UIView.animate`, property animators) run on the view animation clock and
/// do not follow a layer's timing.
extension CALayer: CAMediaTiming {
    /// When the layer's time starts, in its parent's time; 0 by default.
    public var beginTime: CFTimeInterval {
        get { mediaTiming.beginTime }
        set { mediaTiming.beginTime = newValue; mediaTimingChanged() }
    }

    /// The length of the layer's time cycle; 0 (no cycles: time runs on) by default.
    public var duration: CFTimeInterval {
        get { mediaTiming.duration }
        set { mediaTiming.duration = newValue; mediaTimingChanged() }
    }

    /// How fast the layer's time runs against its parent's; 1 by default, 0 freezes it.
    public var speed: Float {
        get { mediaTiming.speed }
        set { mediaTiming.speed = newValue; mediaTimingChanged() }
    }

    /// Local time added to the layer's time; 0 by default.
    public var timeOffset: CFTimeInterval {
        get { mediaTiming.timeOffset }
        set { mediaTiming.timeOffset = newValue; mediaTimingChanged() }
    }

    /// How many cycles of `duration` the layer's time runs; 0 (one) by default.
    public var repeatCount: Float {
        get { mediaTiming.repeatCount }
        set { mediaTiming.repeatCount = newValue; mediaTimingChanged() }
    }

    /// How long the layer's cycles run, instead of `repeatCount`; 0 by default.
    public var repeatDuration: CFTimeInterval {
        get { mediaTiming.repeatDuration }
        set { mediaTiming.repeatDuration = newValue; mediaTimingChanged() }
    }

    /// Whether each cycle of the layer's time runs forwards, then backwards; false by default.
    public var autoreverses: Bool {
        get { mediaTiming.autoreverses }
        set { mediaTiming.autoreverses = newValue; mediaTimingChanged() }
    }

    /// What the layer's time shows outside its active time; `.removed` by default. XUIKit
    /// holds a layer's time at the ends of its active time whatever the mode.
    public var fillMode: CAMediaTimingFillMode {
        get { mediaTiming.fillMode }
        set { mediaTiming.fillMode = newValue; mediaTimingChanged() }
    }

    /// `t`, a time in `layer`'s time (in global media time, `CACurrentMediaTime()`'s, when
    /// `layer` is nil), converted to this layer's time (R41.3).
    public func convertTime(_ t: CFTimeInterval, from layer: CALayer?) -> CFTimeInterval {
        localTime(atGlobal: layer?.globalTime(ofLocal: t) ?? t)
    }

    /// `t`, a time in this layer's time, converted to `layer`'s time (global media time when
    /// `layer` is nil) (R41.3).
    public func convertTime(_ t: CFTimeInterval, to layer: CALayer?) -> CFTimeInterval {
        let global = globalTime(ofLocal: t)
        return layer?.localTime(atGlobal: global) ?? global
    }

    /// The layer whose time this layer's time runs in: the superlayer, or for a view's layer
    /// the superview's layer.
    var timingParent: CALayer? { superlayer ?? view?.superview?.layer }

    /// This layer's local time at global media time `t`, through every ancestor's timing.
    func localTime(atGlobal t: CFTimeInterval) -> CFTimeInterval {
        // Most trees have no timing of their own: then there is no chain to collect.
        var layer: CALayer? = self
        while let current = layer, current.mediaTiming.isIdentity { layer = current.timingParent }
        guard layer != nil else { return t }
        var chain: [CALayer] = []
        layer = self
        while let current = layer {
            if !current.mediaTiming.isIdentity { chain.append(current) }
            layer = current.timingParent
        }
        var time = t
        for layer in chain.reversed() { time = layer.mediaTiming.local(time) }
        return time
    }

    /// The global media time at which this layer's local time is `t` (the linear inverse).
    func globalTime(ofLocal t: CFTimeInterval) -> CFTimeInterval {
        var time = t
        var layer: CALayer? = self
        while let current = layer {
            time = current.mediaTiming.parent(time)
            layer = current.timingParent
        }
        return time
    }

    /// Whether this layer's time stands still: it or an ancestor has a speed of 0.
    var isTimeFrozen: Bool {
        var layer: CALayer? = self
        while let current = layer {
            if current.mediaTiming.speed == 0 { return true }
            layer = current.timingParent
        }
        return false
    }

    /// The layer's timing changed: the animations of it and its sublayers show new values.
    private func mediaTimingChanged() {
        AnimationClock.current.layerAnimations.timingChanged()
    }
}
