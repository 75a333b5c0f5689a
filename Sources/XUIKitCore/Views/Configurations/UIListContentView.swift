import Foundation

/// The view that shows a `UIListContentConfiguration`: an image, then the text with the
/// secondary text under it (or at the trailing edge, for value cells), inside the
/// configuration's margins (R23.1, R23.2). It sizes itself: `intrinsicContentSize` and
/// `sizeThatFits(_:)` give the height the content needs at the view's width, so a self-sizing
/// cell grows with a second line. Usable on its own, outside any cell.
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
    /// The shown configuration, as a list configuration.
    private var listConfiguration: UIListContentConfiguration
    /// The primary text.
    let textLabel = UILabel(frame: .zero)
    /// The secondary text.
    let secondaryTextLabel = UILabel(frame: .zero)
    /// The image.
    let imageView = UIImageView(frame: .zero)

    /// A view showing `configuration`.
    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        isOpaque = false
        imageView.contentMode = .scaleAspectFit
        for view in [imageView, textLabel, secondaryTextLabel] as [UIView] { addSubview(view) }
        apply()
    }

    /// XUIKit does not load views from archives; this initializer always fails.
    public required init?(coder: NSCoder) { return nil }

    /// The configuration shown. Setting a configuration that is not a
    /// `UIListContentConfiguration` prints a diagnostic and keeps the current one (UIKit raises).
    public var configuration: any UIContentConfiguration {
        get { listConfiguration }
        set {
            guard let list = newValue as? UIListContentConfiguration else {
                Diagnostics.report("UIListContentView: \(type(of: newValue)) is not a UIListContentConfiguration; ignored")
                return
            }
            listConfiguration = list
            apply()
        }
    }

    /// Whether `configuration` is a `UIListContentConfiguration`.
    public func supports(_ configuration: any UIContentConfiguration) -> Bool {
        configuration is UIListContentConfiguration
    }

    /// Puts the configuration into the labels and the image view.
    private func apply() {
        let configuration = listConfiguration
        Self.apply(configuration.textProperties, text: configuration.shownText, to: textLabel)
        Self.apply(configuration.secondaryTextProperties, text: configuration.shownSecondaryText, to: secondaryTextLabel)
        imageView.image = configuration.image
        imageView.isHidden = configuration.image == nil
        // A template image takes the inherited tint unless the properties change it.
        let properties = configuration.imageProperties
        let ownTint = properties.tintColor != nil || properties.tintColorTransformer != nil || properties.stateTintTransformer != nil
        imageView.tintColor = ownTint ? properties.resolvedTintColor(for: superview?.tintColor ?? tintColor) : nil
        imageView.layer.cornerRadius = configuration.imageProperties.cornerRadius
        imageView.clipsToBounds = configuration.imageProperties.cornerRadius > 0
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    private static func apply(_ properties: UIListContentConfiguration.TextProperties, text: NSAttributedString?, to label: UILabel) {
        label.font = properties.font
        label.textColor = properties.resolvedColor()
        label.textAlignment = properties.alignment == .center ? .center : .natural
        label.numberOfLines = properties.numberOfLines
        label.lineBreakMode = properties.lineBreakMode
        label.adjustsFontSizeToFitWidth = properties.adjustsFontSizeToFitWidth
        label.minimumScaleFactor = properties.minimumScaleFactor
        if let text, text.length > 0, !text.attributes(at: 0, effectiveRange: nil).isEmpty {
            label.attributedText = text
        } else {
            label.text = text?.string
        }
        label.isHidden = (text?.length ?? 0) == 0
    }

    // MARK: - Layout

    /// Where the parts go in a view `width` wide, and the height the view needs.
    struct Frames: Equatable {
        var image: CGRect = .zero
        var text: CGRect = .zero
        var secondaryText: CGRect = .zero
        var height: CGFloat = 0
    }

    /// The margins: the configuration's, at least the superview's layout margins along the
    /// preserved axes (R23.1).
    var effectiveMargins: NSDirectionalEdgeInsets {
        var margins = listConfiguration.directionalLayoutMargins
        guard let superview else { return margins }
        let outer = superview.layoutMargins
        let axes = listConfiguration.axesPreservingSuperviewLayoutMargins
        if axes.contains(.horizontal) {
            margins.leading = max(margins.leading, outer.left)
            margins.trailing = max(margins.trailing, outer.right)
        }
        if axes.contains(.vertical) {
            margins.top = max(margins.top, outer.top)
            margins.bottom = max(margins.bottom, outer.bottom)
        }
        return margins
    }

    /// R23.1, R23.2: the layout for a view `width` wide (nil: as wide as the content wants).
    func frames(forWidth width: CGFloat?) -> Frames {
        let configuration = listConfiguration
        let margins = effectiveMargins
        var frames = Frames()
        var leading = margins.leading
        var imageSlot = CGSize.zero
        var imageSize = CGSize.zero
        if let image = configuration.image {
            (imageSize, imageSlot) = configuration.imageProperties.layoutSize(for: image.size)
            leading += imageSlot.width + configuration.imageToTextPadding
        }
        let hasText = !textLabel.isHidden, hasSecondary = !secondaryTextLabel.isHidden
        let natural = hasText ? textLabel.sizeThatFits(.zero) : .zero
        let naturalSecondary = hasSecondary ? secondaryTextLabel.sizeThatFits(.zero) : .zero
        let horizontalPadding = hasText && hasSecondary ? configuration.textToSecondaryTextHorizontalPadding : 0
        let available = width.map { max(0, $0 - leading - margins.trailing) }
            ?? (natural.width + horizontalPadding + naturalSecondary.width)
        let sideBySide = configuration.prefersSideBySideTextAndSecondaryText && hasSecondary
            && natural.width + horizontalPadding + naturalSecondary.width <= available
        var textHeight: CGFloat
        if sideBySide {
            // Value cells: the secondary text at the trailing edge, both centred on each other.
            let secondaryX = leading + available - naturalSecondary.width
            textHeight = max(natural.height, naturalSecondary.height)
            frames.text = CGRect(x: leading, y: 0, width: available - naturalSecondary.width - horizontalPadding, height: natural.height)
            frames.secondaryText = CGRect(x: secondaryX, y: 0, width: naturalSecondary.width, height: naturalSecondary.height)
        } else {
            let text = hasText ? textLabel.sizeThatFits(CGSize(width: available, height: 0)) : .zero
            let secondary = hasSecondary ? secondaryTextLabel.sizeThatFits(CGSize(width: available, height: 0)) : .zero
            let gap = hasText && hasSecondary ? configuration.textToSecondaryTextVerticalPadding : 0
            frames.text = CGRect(x: leading, y: 0, width: available, height: text.height)
            frames.secondaryText = CGRect(x: leading, y: text.height + gap, width: available, height: secondary.height)
            textHeight = text.height + gap + secondary.height
        }
        let contentHeight = max(textHeight, imageSlot.height)
        var height = margins.top + contentHeight + margins.bottom
        if configuration.style.isCell { height = max(height, Self.minimumRowHeight) }
        frames.height = height.rounded(.up)
        // Everything centred vertically in the view's height.
        let top = margins.top + ((frames.height - margins.top - margins.bottom - textHeight) / 2)
        let textTop = sideBySide ? top + (textHeight - natural.height) / 2 : top
        frames.text.origin.y = textTop
        frames.secondaryText.origin.y = sideBySide ? top + (textHeight - naturalSecondary.height) / 2 : top + frames.secondaryText.minY
        if configuration.image != nil {
            let slotY = margins.top + (frames.height - margins.top - margins.bottom - imageSlot.height) / 2
            frames.image = CGRect(x: margins.leading + (imageSlot.width - imageSize.width) / 2,
                                  y: slotY + (imageSlot.height - imageSize.height) / 2,
                                  width: imageSize.width, height: imageSize.height)
        }
        if width == nil { frames.text.size.width = natural.width }
        if let width, isRightToLeft {   // R36.12: the image at the right, the text left of it
            frames.image = Self.mirrored(frames.image, inWidth: width)
            frames.text = Self.mirrored(frames.text, inWidth: width)
            frames.secondaryText = Self.mirrored(frames.secondaryText, inWidth: width)
        }
        return frames
    }

    /// UIKit's minimum list row height.
    static let minimumRowHeight: CGFloat = 44

    /// The width the content wants and the height it needs at the view's current width (its
    /// natural width when the view has none yet).
    open override var intrinsicContentSize: CGSize {
        let natural = frames(forWidth: nil)
        let margins = effectiveMargins
        let naturalWidth = (natural.secondaryText.maxX > natural.text.maxX ? natural.secondaryText.maxX : natural.text.maxX) + margins.trailing
        guard bounds.width > 0 else { return CGSize(width: naturalWidth.rounded(.up), height: natural.height) }
        return CGSize(width: naturalWidth.rounded(.up), height: frames(forWidth: bounds.width).height)
    }

    /// The height the content needs at `size.width` (its natural width when that is 0).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard size.width > 0 else { return intrinsicContentSize }
        return CGSize(width: size.width, height: frames(forWidth: size.width).height)
    }

    /// Places the image and the texts.
    open override func layoutSubviews() {
        super.layoutSubviews()
        var frames = frames(forWidth: bounds.width)
        let shift = (bounds.height - frames.height) / 2   // centred when the cell is taller
        frames.image.origin.y += shift
        frames.text.origin.y += shift
        frames.secondaryText.origin.y += shift
        imageView.frame = frames.image
        textLabel.frame = frames.text
        secondaryTextLabel.frame = frames.secondaryText
    }
}
