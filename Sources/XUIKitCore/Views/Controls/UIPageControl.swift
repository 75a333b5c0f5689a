import Foundation

/// A row of dots, one per page, with the current page's dot highlighted.
///
/// A tap on the left half of the control goes back a page and a tap on the right half goes
/// forward one; a tap that changes the page sends `.valueChanged` (with `.primaryActionTriggered`,
/// R7.24). Setting `currentPage` in code sends nothing (R7.23). With `hidesForSinglePage` a
/// control with one page or none draws nothing and takes no taps.
@preconcurrency @MainActor
open class UIPageControl: UIControl {
    /// [IMPL] The diameter of a dot.
    static let dotDiameter: CGFloat = 8
    /// [IMPL] The distance between the centres of neighbouring dots.
    static let dotPitch: CGFloat = 16
    /// [IMPL] The height of the control, and the space at each end of the row.
    static let standardHeight: CGFloat = 26
    static let endPadding: CGFloat = 12

    private var currentPageStorage = 0

    /// How many pages (dots) there are; 0 by default. A negative count is taken as 0. The
    /// current page is pinned into the new range.
    open var numberOfPages = 0 {
        didSet {
            if numberOfPages < 0 { numberOfPages = 0 }
            currentPageStorage = min(currentPageStorage, max(numberOfPages - 1, 0))
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    /// The page shown, pinned into `0..<numberOfPages` (0 when there are none); 0 by default.
    /// Setting it sends no control event (R7.23).
    open var currentPage: Int {
        get { currentPageStorage }
        set {
            let pinned = min(max(newValue, 0), max(numberOfPages - 1, 0))
            guard pinned != currentPageStorage else { return }
            currentPageStorage = pinned
            setNeedsDisplay()
        }
    }

    /// Whether a control with one page or none is hidden; false by default.
    open var hidesForSinglePage = false { didSet { setNeedsDisplay() } }
    /// The colour of the other pages' dots; nil (the default) is a translucent grey.
    open var pageIndicatorTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The colour of the current page's dot; nil (the default) is a dark grey.
    open var currentPageIndicatorTintColor: UIColor? { didSet { setNeedsDisplay() } }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    /// Archives are not supported: always nil.
    public required init?(coder: NSCoder) { return nil }

    /// Whether `hidesForSinglePage` hides the control now.
    var isHiddenForSinglePage: Bool { hidesForSinglePage && numberOfPages <= 1 }

    // MARK: - Sizing

    /// The size of a control showing `pageCount` dots.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        let dots = CGFloat(max(pageCount, 0))
        let width = dots == 0 ? 0 : 2 * UIPageControl.endPadding + (dots - 1) * UIPageControl.dotPitch + UIPageControl.dotDiameter
        return CGSize(width: width, height: UIPageControl.standardHeight)
    }

    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    // MARK: - Tracking

    /// A control hidden for a single page lets touches through to the views behind it.
    open override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        !isHiddenForSinglePage && super.point(inside: point, with: event)
    }

    /// R7.38: the page control's tap wins over an ancestor's one-finger single tap.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if isAncestorSingleTap(gestureRecognizer) { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        !isHiddenForSinglePage && numberOfPages > 1
    }

    /// A tap lifted inside moves one page towards its half, and announces a change.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        guard let touch, isTouchInside else { return }
        let forward = touch.location(in: self).x >= bounds.midX
        let old = currentPageStorage
        currentPage = old + (forward ? 1 : -1)
        guard currentPageStorage != old else { return }
        dispatchActions(for: [.valueChanged, .primaryActionTriggered], event: event)
    }

    // MARK: - Drawing

    /// Draws the dots centred in the bounds.
    open override func draw(_ rect: CGRect) {
        guard !isHiddenForSinglePage, numberOfPages > 0, let context = UIGraphicsGetCurrentContext() else { return }
        let row = size(forNumberOfPages: numberOfPages).width - 2 * UIPageControl.endPadding
        let diameter = UIPageControl.dotDiameter
        let left = bounds.midX - row / 2
        let top = bounds.midY - diameter / 2
        for page in 0..<numberOfPages {
            let color = page == currentPageStorage
                ? (currentPageIndicatorTintColor ?? .currentPageIndicator)
                : (pageIndicatorTintColor ?? .pageIndicator)
            color.setFill()
            context.fillEllipse(in: CGRect(x: left + CGFloat(page) * UIPageControl.dotPitch, y: top, width: diameter, height: diameter))
        }
    }
}
