import Foundation

/// The animation clock, and how the pieces of `Animation/` fit.
///
/// - Setting an animatable property (`frame`, `bounds`, `center`, `transform`, `alpha`,
///   `backgroundColor`, `layer.cornerRadius`) changes the model value at once, as in UIKit.
///   Inside an animation block (`UIView.animate`, a `UIViewPropertyAnimator`'s animations) the
///   setter also asks `AnimationRecorder` for the block's settings and starts a `ViewAnimation`
///   from the old value to the new one (`AnimationRecorder.swift`).
/// - Each view keeps its animations under way in a `ViewPresentation`, one per property, like the
///   animations of a Core Animation layer. The renderer and `layer.presentation()` read the
///   `presented…` values, which mix from and to by the animation's `TimingCurve` (a Bézier or a
///   spring) at the clock's current frame time (`ViewPresentation.swift`, `AnimatableValue.swift`).
/// - Layer animations (`CALayer.add(_:forKey:)`, LayerAnimations/) run as one frame observer of
///   this clock, and add their values on top of the view's `presented…` ones.
/// - This clock keeps every animation, `CADisplayLink` and frame observer (scroll deceleration,
///   scroll indicator fades, property animators) and ticks once per display frame, at the backend's refresh rate, on the
///   input `EventScheduler` (so the run loop's one timer wakes it and tests drive it with the
///   manual clock). A tick repaints what moved, ends finished animations, fires display links
///   and runs completions in the order their groups ended. With nothing to animate it schedules
///   nothing: an idle app gets no wake-ups.
@MainActor
final class AnimationClock {
    /// The application's clock.
    static var current: AnimationClock { UIApplication.shared.animationClock }

    unowned let application: UIApplication

    /// The time of the current frame, on the input time base: what presented values show.
    private(set) var now: TimeInterval

    private var animations: [ViewAnimation] = []
    private var displayLinks: [CADisplayLink] = []
    private var observers: [(owner: ObjectIdentifier, body: (TimeInterval) -> Bool)] = []
    private var pendingCompletions: [() -> Void] = []
    private var frameToken: EventScheduler.Token?
    private var frameDeadline: TimeInterval?
    private var tickCount = 0

    /// The layer animations' driver (LayerAnimations/), a frame observer of this clock.
    private(set) lazy var layerAnimations = LayerAnimationDriver(clock: self)

    /// Brings `now` to the current time when nothing ticks (a layer animation starts).
    func catchUp() {
        if animations.isEmpty, frameToken == nil { now = scheduler.now }
    }

    init(application: UIApplication) {
        self.application = application
        now = application.scheduler.now
    }

    var scheduler: EventScheduler { application.scheduler }

    /// The time between display frames: one over the backend's refresh rate (60 Hz when it
    /// reports none that makes sense).
    var frameInterval: TimeInterval {
        let rate = application.backend.refreshRate
        return 1 / (rate.isFinite && rate >= 1 && rate <= 1000 ? rate : 60)
    }

    /// Whether anything needs frames.
    var isActive: Bool {
        animations.contains { $0.animator?.isRunning ?? true } || displayLinks.contains { !$0.isPaused } || !observers.isEmpty || !pendingCompletions.isEmpty
    }

    /// Whether a frame is scheduled (test support: false whenever nothing animates).
    var hasScheduledFrame: Bool { frameToken != nil }

    /// How many property animations are under way.
    var animationCount: Int { animations.count }

    // MARK: - Animations

    /// Starts `animation`: it becomes its view's animation of its property.
    func add(_ animation: ViewAnimation) {
        if animations.isEmpty, frameToken == nil { now = scheduler.now }
        let view = animation.view
        let presentation = view.presentation ?? ViewPresentation(clock: self)
        view.presentation = presentation
        presentation[animation.property] = animation
        // Where the view shows now (the animation's start), to repaint when it first moves.
        if presentation.drawnExtent == nil { presentation.drawnExtent = view.presentedExtentInWindow }
        animations.append(animation)
        animation.group.remaining += 1
        scheduleFrame()
    }

    /// Ends `animation`: the view shows the model value again; the group learns whether it ran
    /// to its end, and when it was the group's last, its completion is queued.
    func remove(_ animation: ViewAnimation, finished: Bool) {
        guard let index = animations.firstIndex(where: { $0 === animation }) else { return }
        animations.remove(at: index)
        detach(animation, finished: finished)
        scheduleFrame()
    }

    private func detach(_ animation: ViewAnimation, finished: Bool) {
        let view = animation.view
        if let presentation = view.presentation, presentation[animation.property] === animation {
            presentation[animation.property] = nil
            if animation.property == .transition { presentation.transitionSnapshot = nil; presentation.transitionMotion = nil }
            if let drawn = presentation.drawnExtent { view.window?.invalidate(rect: drawn) }
            if presentation.isEmpty { view.presentation = nil }
            view.invalidateFrameInWindow()
        }
        let group = animation.group
        if !finished { group.allFinished = false }
        group.remaining -= 1
        if group.remaining == 0 { queueCompletion(of: group) }
    }

    /// Queues `group`'s completion for the next tick.
    func queueCompletion(of group: AnimationGroup) {
        guard let completion = group.completion else { return }
        group.completion = nil
        let finished = group.allFinished
        pendingCompletions.append { completion(finished) }
        scheduleFrame()
    }

    /// Queues work to run at the next tick, after the animations moved.
    func queue(_ work: @escaping () -> Void) {
        pendingCompletions.append(work)
        scheduleFrame()
    }

    /// Removes every animation of `view` and its subviews (the view left its window), telling
    /// their completions they did not finish.
    func removeAnimations(inSubtreeOf view: UIView) {
        let doomed = animations.filter { $0.view === view || $0.view.isDescendant(of: view) }
        for animation in doomed { remove(animation, finished: false) }
    }

    /// The animations of `animator`, for it to end or reverse.
    func animations(of animator: UIViewPropertyAnimator) -> [ViewAnimation] {
        animations.filter { $0.animator === animator }
    }

    /// Repaints the views of `animator`'s animations (its fraction was set while paused).
    func refresh(animationsOf animator: UIViewPropertyAnimator) {
        tickCount += 1
        for animation in animations where animation.animator === animator { repaint(animation.view) }
    }

    // MARK: - Display links and frame observers

    func add(_ link: CADisplayLink) {
        if !displayLinks.contains(where: { $0 === link }) { displayLinks.append(link) }
        scheduleFrame()
    }

    func remove(_ link: CADisplayLink) {
        displayLinks.removeAll { $0 === link }
    }

    /// Calls `body` with the frame time at every tick until it returns false or `owner`
    /// registers another body or stops.
    func observeFrames(_ owner: AnyObject, _ body: @escaping (TimeInterval) -> Bool) {
        let id = ObjectIdentifier(owner)
        observers.removeAll { $0.owner == id }
        observers.append((id, body))
        scheduleFrame()
    }

    func stopObservingFrames(_ owner: AnyObject) {
        let id = ObjectIdentifier(owner)
        observers.removeAll { $0.owner == id }
    }

    // MARK: - Ticking

    /// Makes sure a tick is scheduled while anything needs one: at the next frame, earlier if
    /// an animation ends before it (so completions run at the exact end), at once for queued
    /// completions.
    func scheduleFrame() {
        guard isActive else {
            if let frameToken { scheduler.cancel(frameToken); self.frameToken = nil; frameDeadline = nil }
            return
        }
        let current = scheduler.now
        var deadline = current + frameInterval
        if !pendingCompletions.isEmpty { deadline = current }
        for animation in animations where animation.animator == nil && !animation.timing.repeats {
            let end = animation.timing.end
            if end > current { deadline = min(deadline, end) } else { deadline = current }
        }
        if let frameDeadline, frameToken != nil, frameDeadline <= deadline { return }
        if let frameToken { scheduler.cancel(frameToken) }
        frameDeadline = deadline
        frameToken = scheduler.schedule(at: deadline) { [weak self] in self?.tick(firesDisplayLinks: true) }
    }

    /// Test support: with the manual clock moved to some time, shows the animations at exactly
    /// that time (a frame between the display's frames).
    func synchronize() {
        guard isActive, scheduler.now > now else { return }
        tick(firesDisplayLinks: false)
    }

    /// One frame: repaint what moves, end what finished, fire display links and observers,
    /// run completions, then schedule the next frame if anything still runs.
    private func tick(firesDisplayLinks: Bool) {
        if firesDisplayLinks { frameToken = nil; frameDeadline = nil }
        now = scheduler.now
        tickCount += 1
        var finished: [ViewAnimation] = []
        for animation in animations {
            if animation.isFinished(at: now) { finished.append(animation) } else { repaint(animation.view) }
        }
        if !finished.isEmpty {
            animations.removeAll { animation in finished.contains { $0 === animation } }
            for animation in finished { detach(animation, finished: true) }
        }
        if !observers.isEmpty {
            let current = observers
            for observer in current where !observer.body(now) {
                observers.removeAll { $0.owner == observer.owner }
            }
        }
        if firesDisplayLinks {
            let interval = frameInterval
            for link in displayLinks where !link.isPaused { link.fire(at: now, interval: interval) }
        }
        while !pendingCompletions.isEmpty {
            let work = pendingCompletions.removeFirst()
            work()
        }
        scheduleFrame()
    }

    /// Repaints where `view` was drawn at the last frame and where it is drawn now (once a
    /// frame however many of its properties animate).
    private func repaint(_ view: UIView) {
        guard let presentation = view.presentation, presentation.lastTick != tickCount else { return }
        presentation.lastTick = tickCount
        guard let window = view.window else { return }
        if let drawn = presentation.drawnExtent { window.invalidate(rect: drawn) }
        // Opacity, colour and corner animations do not move the view: where it was is where it is.
        guard presentation.animatesGeometry || presentation.drawnExtent == nil else { return }
        if presentation.animatesGeometry { view.invalidateRenderCaches() }
        let extent = view.presentedExtentInWindow
        if let extent { window.invalidate(rect: extent) }
        presentation.drawnExtent = extent
    }

    /// Stops everything without running completions (the app is reset for the next test).
    func reset() {
        if let frameToken { scheduler.cancel(frameToken) }
        for animation in animations { animation.view.presentation = nil }
        animations.removeAll()
        layerAnimations.reset()
        displayLinks.removeAll()
        observers.removeAll()
        pendingCompletions.removeAll()
        frameToken = nil
    }
}

extension UIView {
    /// The window area the view's subtree covers as drawn now, or nil outside a window.
    var presentedExtentInWindow: CGRect? {
        guard window != nil, let superview else { return window === self ? bounds : nil }
        let extent = visualExtent(clipped: false)
        guard extent.hasFiniteEdges else { return nil }
        return superview.convert(extent, to: nil).insetBy(dx: -1, dy: -1)
    }
}
