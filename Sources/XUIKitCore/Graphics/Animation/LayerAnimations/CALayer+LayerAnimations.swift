import Foundation

/// A layer's animations under way, in the order they were added (later ones apply on top).
@MainActor
final class LayerAnimationState {
    // `@exclusivity(unchecked)`: read for every animated layer every frame (see the note in
    // CALayer.swift).
    struct Entry {
        let key: String?
        let animation: CAAnimation
    }
    var entries: [Entry] = []
    /// For a view's own layer: the window area its view covered at the last frame.
    @exclusivity(unchecked)
    var drawnExtent: CGRect?
    /// The view values computed last (see `UIView.layerAnimatedValues`).
    @exclusivity(unchecked)
    var viewCache: (time: TimeInterval, generation: Int, base: LayerAnimatedViewValues, values: LayerAnimatedViewValues)?
    /// For a standalone layer: the copy `presentationForRendering()` made last, with the frame time
    /// and driver generation it was made at. The cull, the paint and the invalidation of one frame
    /// all ask for it; one copy serves them (R27.12). Any change of the layer drops it
    /// (`setNeedsRedraw()`).
    @exclusivity(unchecked)
    var renderCopy: (time: TimeInterval, generation: Int, copy: CALayer)?
    /// The entries as a `ScalarAnimationPlan`, made by the first refresh that finds them all
    /// scalar basic animations; checked against the entries before each use.
    @exclusivity(unchecked)
    var scalarPlan: ScalarAnimationPlan?
    /// The layer's local time at the driver's last frame, with that frame's clock time; dropped
    /// when any layer's timing changes.
    @exclusivity(unchecked)
    var frameTime: (global: TimeInterval, local: Double)?

    /// Whether an animation still needs frames (has not ended).
    var isRunning: Bool { entries.contains { !$0.animation.hasStopped } }

    /// The keys a layer tree's extent never reads (R27.16): how much of a stroke is drawn, and
    /// colours and corners inside the bounds. An animation of one of them leaves the extent as it
    /// is (`CALayer.treeExtent`, CALayer+TreeExtent.swift reads bounds, position, transform,
    /// opacity, hiding, clipping, shadow and a shape's path, stroke colour and width).
    static let keysOutsideExtent: Set<String> = ["strokeStart", "strokeEnd", "lineDashPhase", "fillColor",
                                                 "backgroundColor", "borderColor", "cornerRadius"]

    /// Whether every animation is a property animation of a key in `keysOutsideExtent` (groups,
    /// transitions and any other key may move the extent).
    var leavesExtentAlone: Bool {
        entries.allSatisfy { entry in
            guard let property = entry.animation as? CAPropertyAnimation, let key = property.keyPath else { return false }
            return Self.keysOutsideExtent.contains(key)
        }
    }
}

extension CALayer {
    /// Adds a copy of `anim` under `key` (R30.12): an animation already under that key is
    /// removed (its delegate hears `finished: false`). A `beginTime` of 0 becomes
    /// `CACurrentMediaTime()` in the layer's time (R41.2); a duration of 0 becomes the `CATransaction`'s animation duration
    /// (0.25 s by default). A property animation without a key path adds nothing (one
    /// diagnostic line); a `CATransition` is always kept under `kCATransition` (`"transition"`).
    public func add(_ anim: CAAnimation, forKey key: String?) {
        if let property = anim as? CAPropertyAnimation, property.keyPath == nil {
            Diagnostics.report("CALayer.add(_:forKey:): a \(type(of: anim)) without a keyPath animates nothing; not added")
            return
        }
        let driver = AnimationClock.current.layerAnimations
        let copy = anim.copy() as! CAAnimation
        let transactions = driver.transactions
        // In the layer's own time (R41.2): the global time when no layer timing is set.
        if copy.beginTime == 0 { copy.beginTime = convertTime(CACurrentMediaTime(), from: nil) }
        if copy.duration == 0 { copy.duration = transactions.animationDuration }
        if copy.timingFunction == nil, let timing = transactions.timingFunction { copy.timingFunction = timing }
        let key = anim is CATransition ? kCATransition : key
        driver.repaintBeforeChange(self)
        if let key { removeAnimation(forKey: key) }
        let state = layerAnimationState ?? LayerAnimationState()
        if layerAnimationState == nil, let view, view.window != nil { state.drawnExtent = view.presentedExtentInWindow }
        layerAnimationState = state
        state.entries.append(.init(key: key, animation: copy))
        transactions.register(copy)
        if let transition = copy as? CATransition { startTransition(transition) }
        driver.activate(self)
    }

    /// The animation added under `key`, or nil (R30.12). It is the layer's copy: changing it
    /// changes nothing on screen.
    public func animation(forKey key: String) -> CAAnimation? {
        layerAnimationState?.entries.last { $0.key == key }?.animation
    }

    /// The keys of the layer's animations, in the order they were added; nil when it has none.
    public func animationKeys() -> [String]? {
        let keys = layerAnimationState?.entries.compactMap(\.key) ?? []
        return keys.isEmpty ? nil : keys
    }

    /// Removes the animation under `key`: the layer shows its model value again and the
    /// animation's delegate hears `animationDidStop(_:finished: false)` at the next frame,
    /// unless its active time had already ended (R30.12).
    public func removeAnimation(forKey key: String) {
        guard let state = layerAnimationState, let index = state.entries.firstIndex(where: { $0.key == key }) else { return }
        AnimationClock.current.layerAnimations.repaintBeforeChange(self)
        let animation = state.entries.remove(at: index).animation
        AnimationClock.current.layerAnimations.removed(animation, from: self)
    }

    /// Removes every layer animation (R30.12), then every view animation of the layer's view
    /// (its completions run with `finished` false).
    public func removeAllAnimations() {
        if let state = layerAnimationState {
            let driver = AnimationClock.current.layerAnimations
            driver.repaintBeforeChange(self)
            let animations = state.entries.map(\.animation)
            state.entries.removeAll()
            for animation in animations { driver.removed(animation, from: self) }
        }
        removeViewAnimations()
    }

    /// Writes every animation's value at `time` into `copy`, a presentation copy of this layer.
    func applyLayerAnimations(to copy: CALayer, at time: TimeInterval) {
        guard let state = layerAnimationState else { return }
        let local = localTime(atGlobal: time)
        for entry in state.entries { entry.animation.apply(to: copy, parentTime: local) }
    }

    /// A presentation copy of this layer with its animations applied at `time` (the clock's frame
    /// time when nil): for a view's layer, on top of the view's animated values.
    func layerAnimatedCopy(at time: TimeInterval? = nil) -> CALayer {
        LayerWorkCounters.presentationCopies += 1
        let copy = makePresentationCopy()
        copy.modelLayer = self
        if let view {
            copy.ownOpacity = Float(view.viewAnimatedAlpha)
            copy.ownPosition = view.viewAnimatedCenter
            copy.ownBounds = view.viewAnimatedBounds
            copy.ownTransform3D = CATransform3DMakeAffineTransform(view.viewAnimatedTransform)
            copy.ownBackgroundColor = view.viewAnimatedBackgroundColor
            copy.cornerRadius = view.viewAnimatedCornerRadius
        }
        applyLayerAnimations(to: copy, at: time ?? AnimationClock.current.now)
        return copy
    }

    /// What the painter draws for this layer in a replicator's copy that runs `delay` seconds
    /// late (R29.21): the animations applied at the clock's time minus `delay`, made afresh.
    func presentationForRendering(delayedBy delay: TimeInterval, clock: AnimationClock) -> CALayer {
        guard delay != 0, let state = layerAnimationState, !state.entries.isEmpty else { return presentationForRendering(clock: clock) }
        clock.layerAnimations.wake(self)
        return layerAnimatedCopy(at: clock.now - delay)
    }

    /// What the painter draws for this layer now: a copy with the values its animations show,
    /// or the layer itself when nothing animates it (R30.13). A standalone layer's copy is made
    /// once per frame and driver generation and reused until then (R27.12); a view's layer reads
    /// its view's values, which change without telling the layer, so it gets a fresh copy.
    func presentationForRendering() -> CALayer {
        guard let state = layerAnimationState, !state.entries.isEmpty else { return self }
        return presentationForRendering(state: state, clock: AnimationClock.current)
    }

    /// `presentationForRendering()` on `clock` (the application's), which a painter of many
    /// layers looks up once rather than per layer.
    func presentationForRendering(clock: AnimationClock) -> CALayer {
        guard let state = layerAnimationState, !state.entries.isEmpty else { return self }
        return presentationForRendering(state: state, clock: clock)
    }

    private func presentationForRendering(state: LayerAnimationState, clock: AnimationClock) -> CALayer {
        let driver = clock.layerAnimations
        driver.wake(self)
        guard view == nil else { return layerAnimatedCopy() }
        if let cached = state.renderCopy {
            if cached.time == clock.now, cached.generation == driver.generation { return cached.copy }
            // Neither the layer nor its animations changed since the copy was made (any change
            // drops it): when they animate scalars only, the same copy takes this frame's values.
            if RenderShortcuts.enabled, refreshScalarAnimations(of: cached.copy, state: state, at: clock.now) {
                state.renderCopy = (clock.now, driver.generation, cached.copy)
                return cached.copy
            }
        }
        let copy = layerAnimatedCopy()
        // Read after the copy: applying values to a copy reports nothing, but stay safe.
        state.renderCopy = (clock.now, driver.generation, copy)
        return copy
    }

    /// Brings `copy`, this layer's presentation copy of an earlier frame, to the values at `time`,
    /// when every animation animates one scalar key of the layer (a progress ring's `strokeEnd`,
    /// an `opacity`): the keys get their model values back, then the animations apply as on a
    /// new copy (R27.12). False, with nothing changed, for any other animation.
    private func refreshScalarAnimations(of copy: CALayer, state: LayerAnimationState, at time: TimeInterval) -> Bool {
        if state.scalarPlan?.matches(state.entries) != true { state.scalarPlan = ScalarAnimationPlan(state.entries, of: self) }
        if let plan = state.scalarPlan {
            let local: Double
            if let frame = state.frameTime, frame.global == time { local = frame.local } else { local = localTime(atGlobal: time) }
            plan.apply(model: self, to: copy, local: local)
            LayerWorkCounters.presentationRefreshes += 1
            return true
        }
        for entry in state.entries {
            guard let animation = entry.animation as? CAPropertyAnimation, animation.valueFunction == nil,
                  let key = animation.keyPath, ScalarLayerKey(key, of: self) != nil else { return false }
        }
        for entry in state.entries {
            guard let key = (entry.animation as? CAPropertyAnimation)?.keyPath else { continue }
            copy.setValue(value(forKey: key), forKey: key)
        }
        applyLayerAnimations(to: copy, at: time)
        LayerWorkCounters.presentationRefreshes += 1
        return true
    }

    /// `presentation()` of a layer that backs no view: a copy with its animations applied while
    /// its tree is in a window; nil otherwise (R30.13).
    func standalonePresentation() -> CALayer? {
        guard hostView?.window != nil else { return nil }
        return layerAnimatedCopy()
    }

    /// A `CATransition` on a view's layer: the view's picture now fades out over what it shows
    /// next, through `UIView.transition`'s cross-dissolve (R30.16), or for `.push`, `.moveIn`
    /// and `.reveal` moves out as the new content moves in (R30.21).
    private func startTransition(_ transition: CATransition) {
        guard let view, view.window != nil, let snapshot = view.transitionPicture() else { return }
        let clock = AnimationClock.current
        let group = AnimationGroup(allowsUserInteraction: true, completion: nil)
        let curve = transition.timingFunction?.curve ?? .linear
        let duration = transition.effectiveDuration(default: CAAnimation.defaultDuration)
        let timing = AnimationTiming(begin: transition.beginTime, duration: duration, curve: curve)
        let start = 1 - CGFloat(min(max(transition.startProgress, 0), 1))
        let end = 1 - CGFloat(min(max(transition.endProgress, 0), 1))
        let animation = ViewAnimation(view: view, property: .transition, from: .scalar(start), to: .scalar(end),
                                      timing: timing, group: group, animator: nil)
        let running = view.presentation?[.transition]
        clock.add(animation)
        view.presentation?.transitionSnapshot = snapshot
        view.presentation?.transitionMotion = TransitionMotion(type: transition.type, subtype: transition.subtype)
        if let running { clock.remove(running, finished: false) }
        view.setNeedsDisplay()
    }
}
