import Foundation

/// A spinning wheel of spokes that shows work in progress.
///
/// `startAnimating()` turns the wheel one spoke every `frameInterval`; `stopAnimating()` stops
/// it and, with `hidesWhenStopped` (the default), hides the view — so a new indicator starts
/// hidden, as in UIKit. The wheel costs nothing while it cannot be seen: it schedules its next
/// frame on the app's event scheduler only while animating, in a window and not hidden, and
/// cancels it the moment any of those stops (zero wakeups otherwise). A hidden ancestor does not
/// stop it [IMPL]. Sizes as UIKit's: 20 × 20 points for `.medium`, 37 × 37 for `.large`.
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    /// The size of the wheel.
    public enum Style: Int, Sendable {
        /// A 20-point wheel (UIKit's raw value 100).
        case medium = 100
        /// A 37-point wheel (UIKit's raw value 101).
        case large = 101
    }

    /// [IMPL] The number of spokes.
    static let spokeCount = 8
    /// [IMPL] Time between frames: one turn takes a second.
    public static let frameInterval: TimeInterval = 1.0 / 8

    /// The wheel's size; `.medium` by default.
    open var style: Style = .medium {
        didSet {
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    /// The colour of the spokes; grey by default.
    open var color: UIColor = .systemGray { didSet { setNeedsDisplay() } }

    /// Whether stopping hides the view (and starting shows it); true by default.
    open var hidesWhenStopped = true {
        didSet { if hidesWhenStopped, !isAnimatingStorage { isHidden = true } }
    }

    private var isAnimatingStorage = false
    /// The next frame's callback, while one is scheduled.
    private var nextFrame: EventScheduler.Token?
    /// The scheduler `nextFrame` waits on: the one of the app the wheel was turning in.
    private weak var frameScheduler: EventScheduler?
    /// The leading spoke, counted up on every frame.
    private(set) var animationFrame = 0

    /// Whether the wheel is animating (between `startAnimating()` and `stopAnimating()`).
    open var isAnimating: Bool { isAnimatingStorage }

    /// An indicator of `style`, hidden until it starts animating.
    public init(style: Style) {
        self.style = style
        let side = UIActivityIndicatorView.side(of: style)
        super.init(frame: CGRect(x: 0, y: 0, width: side, height: side))
        isOpaque = false
        isHidden = true
    }

    /// An indicator in `frame`, `.medium`, hidden until it starts animating.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        isHidden = true
    }

    /// Archives are not supported: always nil.
    public required init?(coder: NSCoder) { return nil }

    /// Starts the wheel, showing the view if `hidesWhenStopped`.
    open func startAnimating() {
        guard !isAnimatingStorage else { return }
        isAnimatingStorage = true
        if hidesWhenStopped { isHidden = false }
        updateFrameSchedule()
    }

    /// Stops the wheel, hiding the view if `hidesWhenStopped`.
    open func stopAnimating() {
        guard isAnimatingStorage else { return }
        isAnimatingStorage = false
        if hidesWhenStopped { isHidden = true }
        updateFrameSchedule()
        setNeedsDisplay()
    }

    open override var isHidden: Bool {
        didSet { updateFrameSchedule() }
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        updateFrameSchedule()
    }

    isolated deinit {
        if let nextFrame { frameScheduler?.cancel(nextFrame) }
    }

    // MARK: - Frames

    /// Whether a frame is waiting on the scheduler.
    var isFrameScheduled: Bool { nextFrame != nil }

    /// Schedules the next frame when the wheel can be seen turning, and cancels it otherwise.
    private func updateFrameSchedule() {
        let visible = isAnimatingStorage && window != nil && !isHidden
        if visible, nextFrame == nil {
            scheduleFrame()
        } else if !visible, let token = nextFrame {
            frameScheduler?.cancel(token)
            nextFrame = nil
        }
    }

    private func scheduleFrame() {
        let scheduler = application.scheduler
        frameScheduler = scheduler
        nextFrame = scheduler.schedule(at: scheduler.now + UIActivityIndicatorView.frameInterval) { [weak self] in
            guard let self else { return }
            self.nextFrame = nil
            self.animationFrame += 1
            self.setNeedsDisplay()
            self.updateFrameSchedule()
        }
    }

    // MARK: - Sizing and drawing

    static func side(of style: Style) -> CGFloat { style == .large ? 37 : 20 }

    open override var intrinsicContentSize: CGSize {
        let side = UIActivityIndicatorView.side(of: style)
        return CGSize(width: side, height: side)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Draws the spokes around the centre, the leading one opaque and the others fading behind
    /// it; a stopped wheel shows all spokes faint.
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let side = UIActivityIndicatorView.side(of: style)
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let outer = side / 2, inner = side / 4, thickness = max(side / 10, 2)
        let count = UIActivityIndicatorView.spokeCount
        context.saveGState()
        context.setLineWidth(thickness)
        for spoke in 0..<count {
            let age = (animationFrame - spoke + count * 2) % count
            let alpha = isAnimatingStorage ? 1 - CGFloat(age) / CGFloat(count) * 0.85 : 0.3
            let angle = CGFloat(spoke) / CGFloat(count) * 2 * .pi - .pi / 2
            let path = UIBezierPath()
            path.move(to: CGPoint(x: center.x + cos(angle) * inner, y: center.y + sin(angle) * inner))
            path.addLine(to: CGPoint(x: center.x + cos(angle) * (outer - thickness / 2),
                                     y: center.y + sin(angle) * (outer - thickness / 2)))
            path.lineWidth = thickness
            color.withAlphaComponent(color.alpha * alpha).setStroke()
            path.stroke()
        }
        context.restoreGState()
    }
}
