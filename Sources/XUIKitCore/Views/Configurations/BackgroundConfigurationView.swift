import Foundation

/// The view that draws a `UIBackgroundConfiguration` behind a cell's or a button's content:
/// the resolved fill with its corners, the image, the custom view, then the stroke, all inside
/// the background insets (R23.4).
@MainActor
final class BackgroundConfigurationView: UIView {
    /// The configuration drawn.
    var configuration: UIBackgroundConfiguration {
        didSet {
            if oldValue.customView !== configuration.customView { oldValue.customView?.removeFromSuperview() }
            installCustomView()
            setNeedsLayout()
            setNeedsDisplay()
        }
    }
    /// The view whose layout margins `edgesAddingLayoutMarginsToBackgroundInsets` adds; the
    /// superview when nil.
    weak var marginSource: UIView?

    init(configuration: UIBackgroundConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
        isOpaque = false
        isUserInteractionEnabled = false
        installCustomView()
    }

    required init?(coder: NSCoder) { return nil }

    /// The rectangle the background takes: the bounds less `backgroundInsets`, and less the
    /// layout margins on the edges that add them.
    var backgroundRect: CGRect {
        let insets = configuration.backgroundInsets
        let margins = (marginSource ?? superview)?.layoutMargins ?? .zero
        let edges = configuration.edgesAddingLayoutMarginsToBackgroundInsets
        let top = insets.top + (edges.contains(.top) ? margins.top : 0)
        let leading = insets.leading + (edges.contains(.leading) ? margins.left : 0)
        let bottom = insets.bottom + (edges.contains(.bottom) ? margins.bottom : 0)
        let trailing = insets.trailing + (edges.contains(.trailing) ? margins.right : 0)
        return bounds.inset(by: UIEdgeInsets(top: top, left: leading, bottom: bottom, right: trailing))
    }

    /// Resolves the fill in place of the configuration (a button's look does, R23.8).
    var fillResolver: ((UIColor) -> UIColor)? { didSet { setNeedsDisplay() } }

    /// The fill drawn now, in the view's tint (inherited, so read at drawing time).
    var resolvedFill: UIColor { fillResolver?(tintColor) ?? configuration.resolvedBackgroundColor(for: tintColor) }

    private func installCustomView() {
        guard let custom = configuration.customView, custom.superview !== self else { return }
        insertSubview(custom, at: 0)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        if let custom = configuration.customView {
            custom.frame = backgroundRect
            custom.layer.cornerRadius = configuration.cornerRadius
            custom.clipsToBounds = configuration.cornerRadius > 0
        }
    }

    override func draw(_ rect: CGRect) {
        let area = backgroundRect
        guard area.width > 0, area.height > 0 else { return }
        let radius = min(configuration.cornerRadius, area.width / 2, area.height / 2)
        let fill = resolvedFill
        if fill.alpha > 0 {
            fill.setFill()
            UIBezierPath(roundedRect: area, cornerRadius: radius).fill()
        }
        if let image = configuration.image { image.draw(in: area) }
        if configuration.strokeWidth > 0 {
            let outset = configuration.strokeOutset - configuration.strokeWidth / 2
            let outline = area.insetBy(dx: -outset, dy: -outset)
            let path = UIBezierPath(roundedRect: outline, cornerRadius: max(0, radius + outset))
            path.lineWidth = configuration.strokeWidth
            configuration.resolvedStrokeColor(for: tintColor).setStroke()
            path.stroke()
        }
    }
}
