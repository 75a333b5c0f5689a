import Foundation

/// Scroll indicators: thin bars along the right and bottom edges that show, while the content
/// moves, which part of it is visible (R12.6, R12.7).
///
/// They appear at full opacity as soon as the content moves by a drag, the wheel or touchpad,
/// coasting, bouncing or an animated `setContentOffset` / `scrollRectToVisible` (not when code sets
/// `contentOffset` without animation, as in UIKit), stay while it moves and while a finger holds
/// it, then stay `ScrollIndicators.holdDuration` more and fade out over `fadeDuration`: the hold is
/// one timer and the fade runs on the animation clock's frames, so once they are gone nothing is
/// scheduled (R12.4). Measures and colours: `ScrollIndicators.swift`.
///
/// Unlike UIKit, whose indicators are two private image views among `subviews` (which surprises
/// apps that walk or count their subviews), XUIKit's are drawn by the scroll view itself above its
/// content, as its overlay (the render pass calls `drawOverlay(in:origin:clip:)` after the subviews,
/// before the layer's border), so `subviews` holds exactly what the app added. While they fade only their
/// rectangles are redrawn.
extension UIScrollView {
    /// The look of the scroll indicators.
    public enum IndicatorStyle: Int, Sendable {
        /// UIKit's default: a dark bar with a light border, which shows on light and dark content;
        /// in the dark appearance a light bar with a dark border.
        case `default` = 0
        /// A dark bar without a border, for light content.
        case black = 1
        /// A light bar without a border, for dark content.
        case white = 2
    }

    /// Whether the vertical scroll indicator shows while the content scrolls vertically; true by
    /// default. It shows only when the content (with `contentInset`) is taller than the view.
    public var showsVerticalScrollIndicator: Bool {
        get { scrollIndicators.showsVertical }
        set { changeScrollIndicators { $0.showsVertical = newValue } }
    }

    /// Whether the horizontal scroll indicator shows while the content scrolls horizontally;
    /// true by default. It shows only when the content (with `contentInset`) is wider than the view.
    public var showsHorizontalScrollIndicator: Bool {
        get { scrollIndicators.showsHorizontal }
        set { changeScrollIndicators { $0.showsHorizontal = newValue } }
    }

    /// The look of the scroll indicators; `.default` by default.
    public var indicatorStyle: IndicatorStyle {
        get { scrollIndicators.style }
        set { changeScrollIndicators { $0.style = newValue } }
    }

    /// How far the vertical indicator's track is inset from the view's edges: `top` and `bottom`
    /// shorten it, `right` moves it in. Zero by default.
    public var verticalScrollIndicatorInsets: UIEdgeInsets {
        get { scrollIndicators.verticalInsets }
        set { changeScrollIndicators { $0.verticalInsets = newValue } }
    }

    /// How far the horizontal indicator's track is inset from the view's edges: `left` and
    /// `right` shorten it, `bottom` moves it in. Zero by default.
    public var horizontalScrollIndicatorInsets: UIEdgeInsets {
        get { scrollIndicators.horizontalInsets }
        set { changeScrollIndicators { $0.horizontalInsets = newValue } }
    }

    /// Both indicators' insets at once: reading gives the vertical one's, setting sets both.
    @available(*, deprecated, message: "Use verticalScrollIndicatorInsets and horizontalScrollIndicatorInsets")
    public var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set { changeScrollIndicators { $0.verticalInsets = newValue; $0.horizontalInsets = newValue } }
    }

    /// Shows the scroll indicators for a moment, then fades them out, as at the end of a scroll.
    /// Call it when the view comes to the front so the user sees there is more to scroll.
    /// Nothing shows on an axis whose content fits.
    public func flashScrollIndicators() {
        let frames = scrollIndicatorFrames(in: bounds)
        guard frames.vertical != nil || frames.horizontal != nil else { return }
        showScrollIndicatorsForScrolling()
    }

    // MARK: - Showing and fading

    /// Where the indicators go for `bounds` (the scroll view's coordinates).
    func scrollIndicatorFrames(in bounds: CGRect) -> (vertical: CGRect?, horizontal: CGRect?) {
        scrollIndicators.frames(bounds: bounds, contentSize: contentSize, contentInset: adjustedContentInset)
    }

    /// Whether the content is moving: dragged, coasting, bouncing or gliding.
    var isScrollingForIndicators: Bool { isDragging || motion.coast != nil || motion.glide != nil }

    /// The content moved (by the user or by motion): the indicators show at full opacity, and
    /// settle once it stops.
    func showScrollIndicatorsForScrolling() {
        let indicators = scrollIndicators
        if indicators.alpha < 1 {
            let frames = scrollIndicatorFrames(in: bounds)
            guard frames.vertical != nil || frames.horizontal != nil else { return }
        }
        cancelScrollIndicatorFade()
        if indicators.alpha != 1 {
            indicators.alpha = 1
            repaintScrollIndicators()
        }
        settleScrollIndicators()
    }

    /// Once the content rests, waits `holdDuration`, then fades the shown indicators out.
    func settleScrollIndicators() {
        let indicators = scrollIndicators
        guard indicators.alpha > 0, !indicators.isSettling, !isScrollingForIndicators else { return }
        let scheduler = AnimationClock.current.scheduler
        indicators.holdToken = scheduler.schedule(at: scheduler.now + ScrollIndicators.holdDuration) { [weak self] in
            self?.beginScrollIndicatorFade()
        }
    }

    private func beginScrollIndicatorFade() {
        let indicators = scrollIndicators
        indicators.holdToken = nil
        // Still held by a finger that has not moved since: they stay until it lifts.
        guard !isScrollingForIndicators else { return }
        let clock = AnimationClock.current
        indicators.fadeBegin = clock.scheduler.now
        clock.observeFrames(indicators) { [weak self] time in self?.stepScrollIndicatorFade(at: time) ?? false }
    }

    /// One frame of the fade; false once the indicators are gone.
    private func stepScrollIndicatorFade(at time: TimeInterval) -> Bool {
        let indicators = scrollIndicators
        guard let begin = indicators.fadeBegin else { return false }
        let progress = ScrollIndicators.fadeDuration > 0 ? (time - begin) / ScrollIndicators.fadeDuration : 1
        indicators.alpha = CGFloat(max(0, min(1, 1 - progress)))
        repaintScrollIndicators()
        guard indicators.alpha <= 0 else { return true }
        indicators.fadeBegin = nil
        return false
    }

    /// Stops a hold or fade under way (the indicators stay as they are).
    private func cancelScrollIndicatorFade() {
        let indicators = scrollIndicators
        if let token = indicators.holdToken {
            AnimationClock.current.scheduler.cancel(token)
            indicators.holdToken = nil
        }
        if indicators.fadeBegin != nil {
            AnimationClock.current.stopObservingFrames(indicators)
            indicators.fadeBegin = nil
        }
    }

    /// Applies a change of the indicators' settings, redrawing where they were and are.
    private func changeScrollIndicators(_ change: (ScrollIndicators) -> Void) {
        repaintScrollIndicators()
        change(scrollIndicators)
        repaintScrollIndicators()
    }

    /// The content's size or insets changed: shown indicators change length and place, so the
    /// view is redrawn (where they were is not known any more).
    func scrollIndicatorExtentChanged() {
        if scrollIndicators.alpha > 0 { setNeedsDisplay() }
    }

    /// Marks the indicators' rectangles (nothing else) for redraw.
    private func repaintScrollIndicators() {
        let frames = scrollIndicatorFrames(in: bounds)
        for frame in [frames.vertical, frames.horizontal].compactMap({ $0 }) {
            setNeedsDisplay(ScrollIndicators.paintedArea(of: frame))
        }
    }

    // MARK: - Drawing

    /// Draws the indicators above the content: the scroll view's overlay, drawn by the render
    /// pass after the subviews. `origin` is where the view's bounds coordinates' origin falls in
    /// the context; `clip` is the area being repainted, in the context's space.
    func drawScrollIndicators(in context: CGContext, origin: CGPoint, clip: CGRect) {
        let indicators = scrollIndicators
        guard indicators.alpha > 0 else { return }
        let frames = scrollIndicatorFrames(in: presentedBounds)
        let bars = [frames.vertical, frames.horizontal].compactMap { $0?.offsetBy(dx: origin.x, dy: origin.y) }
        guard bars.contains(where: { ScrollIndicators.paintedArea(of: $0).intersects(clip) }) else { return }
        context.saveGState()
        context.clip(to: clip)
        for bar in bars { indicators.draw(bar, in: context) }
        context.restoreGState()
    }
}
