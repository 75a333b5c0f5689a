import Foundation

/// A view that shows a part of larger content and lets the user move it: by dragging a finger or
/// the mouse, turning the wheel, or scrolling on a touchpad.
///
/// The content is the scroll view's subviews, laid out in its own coordinates over an area of
/// `contentSize`. `contentOffset` is `bounds.origin`: the content point shown at the top-left
/// corner, so scrolling is a change of the bounds origin, and hit-testing, `convert` and drawing
/// follow it with no extra work (R6.10).
///
/// ```swift
/// let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
/// let page = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 2000))
/// scrollView.addSubview(page)
/// scrollView.contentSize = page.frame.size
/// scrollView.delegate = self                      // scrollViewDidScroll(_:) …
/// window.addSubview(scrollView)
/// ```
///
/// Input. `panGestureRecognizer` scrolls it: its translation moves the content with the finger,
/// so the offset moves opposite to it. The recognizer's `allowedScrollTypesMask` is `.all`, so the
/// wheel (40 pt per click, as the X11 backend reports a click) and touchpad scrolling move it as
/// on iPadOS and Mac Catalyst. Nested scroll views: the innermost one under the pointer or finger
/// takes the gesture; when it is already at the end it does not hand the scroll on to the outer
/// one. Taps on the content reach the content's views; a drag cancels their touches once the pan
/// begins (R8.21).
///
/// A finger or mouse drag begins scrolling only along an axis that can scroll: one whose content
/// (plus `contentInset`) is larger than the bounds, or that `alwaysBounceHorizontal` /
/// `alwaysBounceVertical` opens. A drag mostly across an axis with nothing to scroll leaves the
/// pan failed, so a horizontal swipe recognizer on a row of a vertical list recognizes, as in UIKit.
///
/// Motion (UIScrollView+Deceleration.swift), on the app's animation clock: a finger or mouse drag
/// released while moving coasts (`decelerationRate`, `isDecelerating`); with `bounces` (the
/// default) a drag past an end rubber-bands and springs back when released;
/// `setContentOffset(_:animated:)` and `scrollRectToVisible(_:animated:)` glide.
///
/// Scroll indicators (UIScrollView+Indicators.swift) show while the content moves and fade out
/// after it stops; the scroll view draws them itself, above its content, not as subviews.
///
/// Insets for bars: `adjustedContentInset` adds the safe area (the bars over the view) to
/// `contentInset` as `contentInsetAdjustmentBehavior` says, so content starts below a navigation
/// bar and ends above a toolbar or tab bar (UIScrollView+ContentInsetAdjustment.swift, R16.12).
///
/// Not done (UIKit does these): paging, zooming. Wheel and touchpad scrolling clamp the offset to
/// `[−adjustedContentInset, contentSize − bounds.size + adjustedContentInset]` and do not coast; an offset set in
/// code is not clamped, as in UIKit.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    /// The recognizer that scrolls the view. Add your own recognizers' failure requirements to
    /// it, or disable scrolling with `isScrollEnabled`.
    public let panGestureRecognizer: UIPanGestureRecognizer

    /// The size of the scrollable content, in points. Zero by default: nothing to scroll.
    open var contentSize: CGSize = .zero {
        didSet { if contentSize != oldValue { scrollIndicatorExtentChanged(); updateAdjustedContentInset() } }
    }

    /// Extra scrollable space around the content, so it can scroll out from under bars and
    /// edges. Zero by default.
    open var contentInset: UIEdgeInsets = .zero {
        didSet { if contentInset != oldValue { scrollIndicatorExtentChanged(); updateAdjustedContentInset() } }
    }

    // MARK: - Insets for bars (UIScrollView+ContentInsetAdjustment.swift, R16.12)

    /// How the safe area (the bars over the view) is added to `contentInset`; `.automatic` by
    /// default.
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { if contentInsetAdjustmentBehavior != oldValue { updateAdjustedContentInset() } }
    }
    /// `contentInset` plus the safe-area insets `contentInsetAdjustmentBehavior` adds: the insets
    /// scrolling, clamping and the scroll indicators use.
    public internal(set) var adjustedContentInset: UIEdgeInsets = .zero
    /// Called after `adjustedContentInset` changed. The default does nothing.
    open func adjustedContentInsetDidChange() {}

    /// Whether a horizontal drag scrolls even when the content is not wider than the view; false
    /// by default. XUIKit does not rubber-band, so this only lets the pan begin horizontally.
    open var alwaysBounceHorizontal = false

    /// Whether a vertical drag scrolls even when the content is not taller than the view; false
    /// by default. XUIKit does not rubber-band, so this only lets the pan begin vertically.
    open var alwaysBounceVertical = false

    /// Whether the user can scroll the view; true by default. False disables
    /// `panGestureRecognizer`, so drags and scrolls go to the views behind (an outer scroll view,
    /// or `scrollWheel(with:)` up the chain). Code can still set `contentOffset`.
    open var isScrollEnabled = true {
        didSet { panGestureRecognizer.isEnabled = isScrollEnabled }
    }

    /// How a drag dismisses the keyboard; `.none` by default (R17.6).
    open var keyboardDismissMode: KeyboardDismissMode = .none

    /// Told about scrolling and dragging. Not retained.
    open weak var delegate: (any UIScrollViewDelegate)?

    /// Whether the user is scrolling the content: from the pan's `.began` to its end.
    public internal(set) var isDragging = false

    /// The pan's translation at its latest action, so each action moves the content by the
    /// difference (a drag past an end that comes back moves the content at once).
    var lastDragTranslation: CGPoint = .zero

    /// Deceleration, bounce and animated scrolling state (UIScrollView+Deceleration.swift).
    var motion = ScrollMotion()

    /// The scroll indicators' settings and fade (UIScrollView+Indicators.swift).
    let scrollIndicators = ScrollIndicators()

    /// The pull-to-refresh control above the content; nil by default (R25.2,
    /// UIScrollView+RefreshControl.swift).
    open var refreshControl: UIRefreshControl? {
        didSet { refreshControlDidChange(from: oldValue) }
    }

    /// True while the indicators show: they are the scroll view's overlay.
    override var drawsOverlay: Bool { scrollIndicators.alpha > 0 }

    /// The indicators, above the content (UIScrollView+Indicators.swift).
    override func drawOverlay(in context: CGContext, origin: CGPoint, clip: CGRect) {
        drawScrollIndicators(in: context, origin: origin, clip: clip)
    }

    /// Creates a scroll view that clips its content to its bounds.
    public override init(frame: CGRect) {
        panGestureRecognizer = UIPanGestureRecognizer()
        super.init(frame: frame)
        clipsToBounds = true
        panGestureRecognizer.allowedScrollTypesMask = .all
        panGestureRecognizer.addTarget(self, action: .scrollViewPan)
        addGestureRecognizer(panGestureRecognizer)
    }

    /// XUIKit does not load views from archives; this initializer always fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Whether the user has touched the content, perhaps without dragging yet, or is scrolling.
    open var isTracking: Bool {
        isDragging || panGestureRecognizer.numberOfTouches > 0
    }

    /// The content point shown at the view's top-left corner: `bounds.origin`. Setting it moves
    /// the content and tells the delegate (`scrollViewDidScroll`). Setting `bounds` directly
    /// moves the content too but does not tell the delegate.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { setContentOffset(newValue, animated: false) }
    }

    /// Moves the content to `contentOffset`, telling the delegate (`scrollViewDidScroll`) if it
    /// changed. Animated, the content glides there over 0.3 s, telling the delegate at every
    /// frame, then `scrollViewDidEndScrollingAnimation`. Either way a deceleration or scrolling
    /// animation under way stops. An offset that is not a finite number is refused with a
    /// diagnostic.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        guard contentOffset.x.isFinite, contentOffset.y.isFinite else {
            Diagnostics.report("\(description): contentOffset \(contentOffset) is not finite; the offset stays \(bounds.origin)")
            return
        }
        stopScrollMotion()
        if animated {
            animateContentOffset(to: contentOffset)
            return
        }
        applyContentOffset(contentOffset)
    }

    /// Moves the content without stopping motion under way: what each frame of motion does.
    func applyContentOffset(_ contentOffset: CGPoint) {
        guard contentOffset != bounds.origin else { return }
        bounds.origin = contentOffset
        refreshControl?.scrollViewDidMove()
        delegate?.scrollViewDidScroll(self)
    }

    /// A drag's pan begins only along an axis that can scroll, so recognizers of the content
    /// (a row's horizontal swipe in a vertical list) get the movements the scroll view cannot use.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer === panGestureRecognizer, !panMayBegin { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    /// Scrolls the least distance that shows `rect` (in the scroll view's coordinates, i.e. the
    /// content's) inside the bounds less `contentInset`; nothing if it is already shown. A rect
    /// larger than the view shows its top-left part. The result stays within the scrollable
    /// range. Animated, it glides as `setContentOffset(_:animated:)` does.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        let visible = bounds.inset(by: adjustedContentInset)
        let dx = Self.shift(showing: rect.minX...rect.maxX, in: visible.minX...visible.maxX)
        let dy = Self.shift(showing: rect.minY...rect.maxY, in: visible.minY...visible.maxY)
        guard dx != 0 || dy != 0 else { return }
        let offset = contentOffset
        setContentOffset(clampedOffset(CGPoint(x: offset.x + dx, y: offset.y + dy)), animated: animated)
    }
}
