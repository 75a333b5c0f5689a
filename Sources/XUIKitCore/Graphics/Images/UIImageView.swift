import Foundation

/// A view that shows an image, placed by its `contentMode` (`.scaleToFill` by default), and its
/// `highlightedImage` while `isHighlighted`. Template images take the view's `tintColor`.
/// Touches pass through: `isUserInteractionEnabled` is false by default, as in UIKit.
@preconcurrency @MainActor
open class UIImageView: UIView {
    /// The image shown; nil shows nothing. Changing it changes `intrinsicContentSize`.
    open var image: UIImage? {
        didSet { if image !== oldValue { imageDidChange() } }
    }

    /// The image shown while `isHighlighted`; nil shows `image` then.
    open var highlightedImage: UIImage? {
        didSet { if highlightedImage !== oldValue, isHighlighted { imageDidChange() } }
    }

    /// Whether `highlightedImage` is shown; false by default.
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue, highlightedImage != nil { imageDidChange() } }
    }

    /// The configuration laid over a symbol image's own when it is shown (R24.5): its size,
    /// weight and colours; nil (the default) shows the image as it is. Other images ignore it.
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? {
        didSet { if preferredSymbolConfiguration !== oldValue { imageDidChange() } }
    }

    /// The last symbol image configured for display, and what it was made from.
    private var configuredSymbol: (source: UIImage, configuration: UIImage.SymbolConfiguration, image: UIImage)?

    /// Whether `.automatic` images draw as templates (a system button's images do).
    var drawsAutomaticAsTemplate = false { didSet { setNeedsDisplay() } }

    /// An image view the size of `image`. A designated initializer, as in UIKit: subclasses
    /// override it (R29.19).
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        configure()
    }

    /// An image view the size of `image`, showing `highlightedImage` while highlighted. A
    /// designated initializer, as in UIKit (R29.19).
    public init(image: UIImage?, highlightedImage: UIImage?) {
        self.image = image
        self.highlightedImage = highlightedImage
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        configure()
    }

    /// An empty image view with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configure()
    }

    /// Archives are not supported: always nil.
    public required init?(coder: NSCoder) { return nil }

    private func configure() {
        isUserInteractionEnabled = false
        isOpaque = false
    }

    /// The image drawn now: the highlighted one while highlighted, if there is one, with
    /// `preferredSymbolConfiguration` applied to a symbol image.
    var displayedImage: UIImage? {
        let shown = isHighlighted ? highlightedImage ?? image : image
        guard let shown, let preferred = preferredSymbolConfiguration, shown.isSymbolImage else { return shown }
        if let configuredSymbol, configuredSymbol.source === shown, configuredSymbol.configuration === preferred {
            return configuredSymbol.image
        }
        let configured = shown.applyingSymbolConfiguration(preferred) ?? shown
        configuredSymbol = (shown, preferred, configured)
        return configured
    }

    private func imageDidChange() {
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
    }

    /// The image's size in points; `noIntrinsicMetric` both ways with no image.
    open override var intrinsicContentSize: CGSize {
        guard let size = displayedImage?.size else {
            return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        }
        return size
    }

    /// The image's size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { displayedImage?.size ?? .zero }

    /// Draws the image where `contentMode` places it; a template image in `tintColor`.
    open override func draw(_ rect: CGRect) {
        guard let image = displayedImage, let context = UIGraphicsGetCurrentContext() else { return }
        let asTemplate = image.renderingMode == .alwaysTemplate
            || (image.renderingMode == .automatic && drawsAutomaticAsTemplate)
        let drawn = asTemplate ? image.withRenderingMode(.alwaysTemplate) : image
        let target = contentMode.rect(for: image.size, in: bounds)
        let interpolation = context.interpolationQuality
        if let layer = layerStorage, layer.minificationFilter != .linear || layer.magnificationFilter != .linear {
            // The layer's filters pick how the image is sampled, as for a layer's contents (R27.28).
            context.interpolationQuality = layer.contentsInterpolation(magnified: target.width * context.deviceScale > CGFloat(image.pixelWidth))
        }
        drawn.draw(in: target, context: context, tint: asTemplate ? tintColor : nil)
        context.interpolationQuality = interpolation
    }
}
