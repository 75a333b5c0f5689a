import Foundation

/// A thin bar that shows how far a task has gone, from 0 to 1.
///
/// Like UIKit's default bar it is made 4 points high (the width is the frame's), with a rounded track in `trackTintColor` and the filled part in
/// `progressTintColor` (the tint colour by default). It is not a control: it takes no input.
@preconcurrency @MainActor
open class UIProgressView: UIView {
    /// The look of the bar; both styles draw the same bar in XUIKit, as on current iOS.
    public enum Style: Int, Sendable {
        /// The standard bar.
        case `default`
        /// The bar as in a toolbar.
        case bar
    }

    /// The height of every progress bar, in points.
    public static let standardHeight: CGFloat = 4

    private var progressStorage: Float = 0

    /// The fraction done, pinned into 0…1; 0 by default. A value that is not a number is
    /// refused with a diagnostic.
    open var progress: Float {
        get { progressStorage }
        set { setProgress(newValue, animated: false) }
    }

    /// The style; `.default` unless made with `init(progressViewStyle:)`.
    open var progressViewStyle: Style = .default { didSet { setNeedsDisplay() } }
    /// The colour of the filled part; nil (the default) uses `tintColor`.
    open var progressTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The colour of the unfilled track; nil (the default) is a light grey.
    open var trackTintColor: UIColor? { didSet { setNeedsDisplay() } }

    /// A bar with the frame's width and the standard height.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: CGSize(width: frame.width, height: UIProgressView.standardHeight)))
        isOpaque = false
    }

    /// A zero-width bar of `style`.
    public convenience init(progressViewStyle style: Style) {
        self.init(frame: .zero)
        progressViewStyle = style
    }

    /// Archives are not supported: always nil.
    public required init?(coder: NSCoder) { return nil }

    /// Sets the fraction done, pinned into 0…1. XUIKit does not animate: `animated` is accepted
    /// for UIKit compatibility and the bar jumps.
    open func setProgress(_ progress: Float, animated: Bool) {
        guard !progress.isNaN else {
            Diagnostics.report("UIProgressView: progress is not a number; it stays \(progressStorage)")
            return
        }
        let pinned = min(max(progress, 0), 1)
        guard pinned != progressStorage else { return }
        progressStorage = pinned
        setNeedsDisplay()
    }

    /// No intrinsic width; the standard height.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIProgressView.standardHeight)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: UIProgressView.standardHeight)
    }

    /// The filled part of the bar, in the bounds.
    var filledRect: CGRect {
        CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width * CGFloat(progressStorage), height: bounds.height)
    }

    /// Draws the track, then the filled part from the leading edge.
    open override func draw(_ rect: CGRect) {
        let radius = bounds.height / 2
        (trackTintColor ?? .progressTrack).setFill()
        UIBezierPath(roundedRect: bounds, cornerRadius: radius).fill()
        guard progressStorage > 0 else { return }
        (progressTintColor ?? tintColor ?? .systemBlue).setFill()
        UIBezierPath(roundedRect: filledRect, cornerRadius: radius).fill()
    }
}
