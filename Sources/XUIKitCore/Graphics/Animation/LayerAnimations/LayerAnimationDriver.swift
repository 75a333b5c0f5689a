import Foundation

/// Runs layer animations on the one `AnimationClock` (R30.17): a frame observer while any
/// animation has not ended, none afterwards. At each frame it sends `animationDidStart` to
/// animations whose begin time came, ends those whose active time is over
/// (`animationDidStop(_:finished: true)`, removal unless `isRemovedOnCompletion` is false,
/// `CATransaction` completions), and repaints the layers' host views. A layer whose tree is in
/// no window is skipped (its animations keep their timeline but send no delegate calls); when
/// only such layers are left the driver stops observing, and drawing the layer in a window
/// again wakes it (`wake(_:)`).
@MainActor
final class LayerAnimationDriver {
    unowned let clock: AnimationClock
    /// The layers with animations that have not ended.
    private(set) var layers: [CALayer] = []
    /// The identities of `layers`: adding the animations of N layers stays O(N) (R27.12).
    private var layerIDs: Set<ObjectIdentifier> = []
    private var isObserving = false
    /// Bumped at every frame and every change of the animations: cached values older are stale.
    private(set) var generation = 0
    /// The transaction stack (`CATransaction`).
    let transactions = TransactionStack()

    init(clock: AnimationClock) { self.clock = clock }

    /// Whether the driver wants frames (test support).
    var isActive: Bool { isObserving }

    /// `layer` has a new animation.
    func activate(_ layer: CALayer) {
        generation += 1
        if layerIDs.insert(ObjectIdentifier(layer)).inserted { layers.append(layer) }
        layer.setNeedsRedraw()
        startObserving()
    }

    private func startObserving() {
        guard !isObserving else { return }
        isObserving = true
        clock.catchUp()
        clock.observeFrames(self) { [unowned self] now in self.frame(at: now) }
    }

    /// `layer`, with animations, is drawn or asked for its presentation: if the driver went idle
    /// while its tree was out of a window, it starts again.
    func wake(_ layer: CALayer) {
        guard !isObserving, layerIDs.contains(ObjectIdentifier(layer)), layer.hostView?.window != nil, !layer.isTimeFrozen else { return }
        startObserving()
    }

    /// A layer's timing (`speed`, `timeOffset`, …) changed (R41.2): every animated layer may
    /// show other values now, and one that was frozen may run again.
    func timingChanged() {
        generation += 1
        for layer in layers { layer.layerAnimationState?.frameTime = nil }
        guard !layers.isEmpty else { return }
        for layer in layers { repaint(layer.view == nil ? layer.rootLayer : layer) }
        if layers.contains(where: { $0.hostView?.window != nil && !$0.isTimeFrozen }) { startObserving() }
    }

    /// A model value of a standalone layer changed: cached presented values are stale.
    func modelChanged() { generation += 1 }

    /// `animation` was taken off `layer` before its end (or after, when it filled forwards).
    func removed(_ animation: CAAnimation, from layer: CALayer) {
        generation += 1
        repaint(layer)
        if layer.layerAnimationState?.entries.isEmpty == true { layer.layerAnimationState = nil }
        guard !animation.hasStopped else { return }
        animation.hasStopped = true
        clock.queue { [self] in
            animation.delegate?.animationDidStop(animation, finished: false)
            transactions.ended(animation)
        }
    }

    private func frame(at now: TimeInterval) -> Bool {
        generation += 1
        var stopped: [CAAnimation] = []
        var started: [CAAnimation] = []
        var inWindow = false
        // Standalone layers repaint through their tree's root, once per root and frame: each
        // repaint measures the whole tree (1000 animated rings on one layer took 17 s a frame in
        // a debug build when every ring repainted the tree).
        var roots: [ObjectIdentifier: CALayer] = [:]
        defer { for root in roots.values { root.treeAnimationsMoved() } }
        // Sibling layers (a thousand rings on one layer) share what is found above them: the
        // facts of the parent met last are kept (siblings usually come one after another), the
        // others' by parent. Only identities and flags are compared per layer, so a ring costs
        // no reference counting of its parent's tree beyond loading its superlayer.
        var parents: [ObjectIdentifier: ParentFacts] = [:]
        var lastParent: ObjectIdentifier?
        var facts = ParentFacts(root: nil, inWindow: false, frozen: false, local: nil)
        // Whether a layer may have no animation still running (then the list is pruned below).
        var mayPrune = false
        // The parent whose tree's root was last queued for its repaint.
        var queuedParent: ObjectIdentifier?
        for layer in layers {
            guard let state = layer.layerAnimationState else { mayPrune = true; continue }
            if let parent = layer.superlayerStorage {
                let id = ObjectIdentifier(parent)
                if id != lastParent {
                    if let lastParent { parents[lastParent] = facts }
                    if let known = parents[id] {
                        facts = known
                    } else {
                        let root = parent.rootLayer
                        facts = ParentFacts(root: root, inWindow: root.view?.window != nil, frozen: parent.isTimeFrozen,
                                            local: parent.localTime(atGlobal: now))
                    }
                    lastParent = id
                }
            } else {
                if let lastParent { parents[lastParent] = facts }
                lastParent = nil
                facts = ParentFacts(root: layer, inWindow: layer.hostView?.window != nil, frozen: layer.isTimeFrozen, local: nil)
            }
            // A frozen layer (speed 0 here or above, R41.2) shows the same values every frame.
            guard facts.inWindow, !facts.frozen, layer.mediaTiming.speed != 0 else {
                if !state.isRunning { mayPrune = true }
                continue
            }
            inWindow = true
            // This layer's time: its own timing on its parent's, found once for the siblings.
            // (No closures here: a main-actor closure checks its executor on every call.)
            let local: Double
            if let parentLocal = facts.local {
                local = layer.mediaTiming.isIdentity ? parentLocal : layer.mediaTiming.local(parentLocal)
            } else {
                local = layer.localTime(atGlobal: now)
            }
            state.frameTime = (now, local)
            var stoppedHere = false, running = false
            for entry in state.entries where !entry.animation.hasStopped {
                let animation = entry.animation
                let phase = animation.phase(at: local, default: CAAnimation.defaultDuration)
                if phase != .before, !animation.hasStarted { animation.hasStarted = true; started.append(animation) }
                if phase == .after {
                    animation.hasStopped = true
                    stopped.append(animation)
                    stoppedHere = true
                } else {
                    running = true
                }
            }
            if !running { mayPrune = true }
            if stoppedHere {
                let count = state.entries.count
                state.entries.removeAll { $0.animation.hasStopped && $0.animation.isRemovedOnCompletion }
                // A presentation copy kept from frame to frame holds the removed animations' values.
                if state.entries.count != count { state.renderCopy = nil }
            }
            if let lastParent {
                // A sublayer backs no view: it repaints through its tree's root.
                if queuedParent != lastParent, let root = facts.root {
                    roots[ObjectIdentifier(root)] = root
                    queuedParent = lastParent
                }
            } else {
                if layer.view == nil {
                    roots[ObjectIdentifier(layer)] = layer
                } else {
                    repaint(layer)
                }
            }
            if state.entries.isEmpty { layer.layerAnimationState = nil }
        }
        if mayPrune {
            let count = layers.count
            layers.removeAll { !($0.layerAnimationState?.isRunning ?? false) }
            if layers.count != count { layerIDs = Set(layers.map(ObjectIdentifier.init)) }
        }
        if !inWindow { isObserving = false }
        for animation in started { animation.delegate?.animationDidStart(animation) }
        for animation in stopped {
            animation.delegate?.animationDidStop(animation, finished: true)
            transactions.ended(animation)
        }
        if layers.isEmpty { isObserving = false }
        // A delegate may have added an animation to a layer in a window.
        if !isObserving, layers.contains(where: { $0.hostView?.window != nil && !$0.isTimeFrozen }) { isObserving = true }
        return isObserving
    }

    /// Marks what `layer` draws for a repaint: its host view, and for a view's own layer the
    /// window area the view covered at the last frame and covers now.
    private func repaint(_ layer: CALayer) {
        layer.setNeedsRedraw()
        guard let view = layer.view, let window = view.window else { return }
        let state = layer.layerAnimationState
        if let drawn = state?.drawnExtent { window.invalidate(rect: drawn) }
        view.invalidateRenderCaches()
        let extent = view.presentedExtentInWindow
        if let extent { window.invalidate(rect: extent) }
        state?.drawnExtent = extent
    }

    /// Marks where `layer` is drawn now for a repaint, before its animations change (an
    /// animation is added, replaced or removed between frames).
    func repaintBeforeChange(_ layer: CALayer) {
        layer.setNeedsRedraw()
        guard let view = layer.view, let window = view.window else { return }
        view.invalidateRenderCaches()
        if let extent = view.presentedExtentInWindow { window.invalidate(rect: extent) }
    }

    /// Forgets everything without telling anyone (the app is reset for the next test).
    func reset() {
        for layer in layers { layer.layerAnimationState = nil }
        layers.removeAll()
        layerIDs.removeAll()
        isObserving = false
        transactions.reset()
    }
}

/// What a frame finds above a layer (for a layer without a superlayer, at the layer itself): the
/// root of its tree, whether that is in a window, and whether time is stopped there (`speed` 0).
private struct ParentFacts {
    let root: CALayer?
    let inWindow: Bool
    let frozen: Bool
    /// The parent's local time at the frame (nil for a layer without a superlayer).
    let local: Double?
}
