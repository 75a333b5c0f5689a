import Foundation

/// The views that show a button's configuration, and the configuration itself.
@MainActor
final class ButtonConfigurationStore {
    /// The configuration as set (and as `updateConfiguration()` or the handler changed it).
    var configuration: UIButton.Configuration
    /// The configuration shown: `configuration.updated(for:)` for the current state.
    var shown: UIButton.Configuration
    /// The subtitle under the title.
    let subtitleLabel = UILabel(frame: .zero)
    /// The fill, stroke and corners.
    let backgroundView = BackgroundConfigurationView(configuration: .clear())
    /// The indicator shown in place of the image while `showsActivityIndicator`.
    var activityIndicator: UIActivityIndicatorView?
    /// The tint the foreground colours were resolved in.
    var renderedTint: UIColor?

    init(configuration: UIButton.Configuration) {
        self.configuration = configuration
        self.shown = configuration
    }
}

extension UIButton {
    /// A button of the system type showing `configuration`, running `primaryAction` on a tap.
    /// The action's title and image fill the configuration's when it has none (R23.10).
    public convenience init(configuration: UIButton.Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system)
        var configuration = configuration
        if let primaryAction {
            if configuration.title == nil, configuration.attributedTitle == nil, !primaryAction.title.isEmpty {
                configuration.title = primaryAction.title
            }
            if configuration.image == nil { configuration.image = primaryAction.image }
            addAction(primaryAction, for: .primaryActionTriggered)
        }
        self.configuration = configuration
    }

    /// A button of `buttonType` that runs `primaryAction` on a tap, titled with the action's title.
    public convenience init(type buttonType: ButtonType, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction {
            setTitle(primaryAction.title, for: .normal)
            if let image = primaryAction.image { setImage(image, for: .normal) }
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }

    /// What the button shows and how (R23.7): setting it replaces the per-state titles, colours
    /// and images, `contentEdgeInsets` and the default drawing; nil (the default) brings them
    /// back.
    public var configuration: UIButton.Configuration? {
        get { configurationStore?.configuration }
        set {
            guard let newValue else {
                removeConfiguration()
                return
            }
            if let store = configurationStore {
                store.configuration = newValue
            } else {
                installConfiguration(newValue)
            }
            renderConfiguration()
            if !isUpdatingConfiguration { setNeedsUpdateConfiguration() }
        }
    }

    /// The label of the configuration's subtitle; nil without a configuration.
    public var subtitleLabel: UILabel? { configurationStore?.subtitleLabel }

    private func installConfiguration(_ configuration: UIButton.Configuration) {
        let store = ButtonConfigurationStore(configuration: configuration)
        configurationStore = store
        insertSubview(store.backgroundView, at: 0)
        store.subtitleLabel.textAlignment = .center
        addSubview(store.subtitleLabel)
        titleLabel?.numberOfLines = 1
    }

    private func removeConfiguration() {
        guard let store = configurationStore else { return }
        store.backgroundView.removeFromSuperview()
        store.subtitleLabel.removeFromSuperview()
        store.activityIndicator?.removeFromSuperview()
        configurationStore = nil
        titleLabel?.attributedText = nil
        titleLabel?.font = buttonType == .system ? .systemFont(ofSize: 17, weight: .medium) : .systemFont(ofSize: 17)
        titleLabel?.text = currentTitle
        titleLabel?.textColor = currentTitleColor
        imageView?.image = currentImage
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// R23.7: runs a pending update: `updateConfiguration()`, the handler, then shows the
    /// configuration updated for the state.
    func updateConfigurationIfNeeded() {
        guard needsConfigurationUpdate else { return }
        needsConfigurationUpdate = false
        isUpdatingConfiguration = true
        updateConfiguration()
        configurationUpdateHandler?(self)
        isUpdatingConfiguration = false
        renderConfiguration()
    }

    /// Puts the shown configuration (updated for the state when automatic) into the views.
    func renderConfiguration() {
        guard let store = configurationStore else { return }
        let shown = automaticallyUpdatesConfiguration ? store.configuration.updated(for: self) : store.configuration
        store.shown = shown
        let tint: UIColor = tintColor
        store.renderedTint = tint
        let foreground = shown.resolvedForegroundColor(tint: tint)
        titleLabel?.attributedText = shown.resolvedTitle(foreground: foreground)
        titleLabel?.lineBreakMode = shown.titleLineBreakMode
        store.subtitleLabel.attributedText = shown.resolvedSubtitle(foreground: foreground)
        store.subtitleLabel.lineBreakMode = shown.subtitleLineBreakMode
        store.backgroundView.configuration = shown.background
        store.backgroundView.fillResolver = { shown.resolvedBackgroundColor(tint: $0) }
        renderImage(shown, foreground: foreground, store: store)
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        setNeedsDisplay()
    }

    private func renderImage(_ shown: UIButton.Configuration, foreground: UIColor, store: ButtonConfigurationStore) {
        if shown.showsActivityIndicator {
            let indicator = store.activityIndicator ?? UIActivityIndicatorView(style: .medium)
            if store.activityIndicator == nil { addSubview(indicator); store.activityIndicator = indicator }
            indicator.color = shown.activityIndicatorColorTransformer?(foreground) ?? foreground
            indicator.isHidden = false
            if !indicator.isAnimating { indicator.startAnimating() }
        } else if let indicator = store.activityIndicator {
            indicator.stopAnimating()
            indicator.removeFromSuperview()
            store.activityIndicator = nil
        }
        let image = shown.showsActivityIndicator ? nil : shown.image
        if image != nil, imageView == nil {
            let view = UIImageView(frame: .zero)
            view.contentMode = .scaleAspectFit
            addSubview(view)
            imageView = view
        }
        imageView?.drawsAutomaticAsTemplate = true
        imageView?.image = image
        imageView?.tintColor = shown.imageColorTransformer?(foreground) ?? foreground
    }

    // MARK: - Layout

    /// Where the parts of a configured button go, and the size they need (R23.9).
    struct ConfiguredFrames {
        var image: CGRect = .zero
        var title: CGRect = .zero
        var subtitle: CGRect = .zero
        var contentSize: CGSize = .zero
    }

    /// R23.9: the image (or indicator) and the titles placed as `imagePlacement`, separated by
    /// `imagePadding`, the titles stacked with `titlePadding`, the group centred in the bounds
    /// less `contentInsets` (or pushed to the leading or trailing edge by
    /// `contentHorizontalAlignment`).
    func configuredFrames(in bounds: CGRect) -> ConfiguredFrames {
        guard let store = configurationStore else { return ConfiguredFrames() }
        let shown = store.shown
        let hasTitle = (titleLabel?.attributedText?.length ?? 0) > 0
        let hasSubtitle = (store.subtitleLabel.attributedText?.length ?? 0) > 0
        let title = hasTitle ? (titleLabel?.sizeThatFits(.zero) ?? .zero) : .zero
        let subtitle = hasSubtitle ? store.subtitleLabel.sizeThatFits(.zero) : .zero
        let titlesGap = hasTitle && hasSubtitle ? shown.titlePadding : 0
        let titles = CGSize(width: max(title.width, subtitle.width), height: title.height + titlesGap + subtitle.height)
        var image = CGSize.zero
        if let indicator = store.activityIndicator { image = indicator.intrinsicContentSize }
        else if let size = imageView?.image?.size { image = size }
        let hasImage = image != .zero
        let hasTitles = hasTitle || hasSubtitle
        let vertical = shown.imagePlacement == .top || shown.imagePlacement == .bottom
        var slot = image
        if vertical { slot.height = max(slot.height, shown.imageReservation) } else { slot.width = max(slot.width, shown.imageReservation) }
        let gap = hasImage && hasTitles ? shown.imagePadding : 0
        let group = vertical
            ? CGSize(width: max(slot.width, titles.width), height: slot.height + gap + titles.height)
            : CGSize(width: slot.width + gap + titles.width, height: max(slot.height, titles.height))
        var frames = ConfiguredFrames()
        let insets = shown.contentInsets
        frames.contentSize = CGSize(width: (group.width + insets.leading + insets.trailing).rounded(.up),
                                    height: (group.height + insets.top + insets.bottom).rounded(.up))
        let content = bounds.inset(by: UIEdgeInsets(top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing))
        let x: CGFloat
        switch contentHorizontalAlignment {
        case .left, .leading: x = content.minX
        case .right, .trailing: x = content.maxX - group.width
        case .center, .fill: x = content.minX + (content.width - group.width) / 2
        }
        let origin = CGPoint(x: x, y: content.minY + (content.height - group.height) / 2)
        var slotOrigin = origin, titlesOrigin = origin
        switch shown.imagePlacement {
        case .trailing: slotOrigin.x += titles.width + gap
        case .top: titlesOrigin.y += slot.height + gap
        case .bottom: slotOrigin.y += titles.height + gap
        default: titlesOrigin.x += slot.width + gap
        }
        if vertical {
            slotOrigin.x += (group.width - slot.width) / 2
            titlesOrigin.x += (group.width - titles.width) / 2
        } else {
            slotOrigin.y += (group.height - slot.height) / 2
            titlesOrigin.y += (group.height - titles.height) / 2
        }
        if hasImage {
            frames.image = CGRect(x: slotOrigin.x + (slot.width - image.width) / 2, y: slotOrigin.y + (slot.height - image.height) / 2,
                                  width: image.width, height: image.height)
        }
        let alignment: UIButton.Configuration.TitleAlignment = shown.titleAlignment == .automatic
            ? (hasImage && !vertical ? .leading : .center) : shown.titleAlignment
        func lineX(_ width: CGFloat) -> CGFloat {
            switch alignment {
            case .leading, .automatic: titlesOrigin.x
            case .center: titlesOrigin.x + (titles.width - width) / 2
            case .trailing: titlesOrigin.x + titles.width - width
            }
        }
        frames.title = CGRect(x: lineX(title.width), y: titlesOrigin.y, width: title.width, height: title.height)
        frames.subtitle = CGRect(x: lineX(subtitle.width), y: titlesOrigin.y + title.height + titlesGap,
                                 width: subtitle.width, height: subtitle.height)
        return frames
    }

    /// Lays out the configured parts; re-renders first when the inherited tint changed.
    func layoutConfiguredContent() {
        guard let store = configurationStore else { return }
        if store.renderedTint != tintColor { renderConfiguration() }
        let frames = configuredFrames(in: bounds)
        store.backgroundView.frame = bounds
        let radius = store.shown.resolvedCornerRadius(height: bounds.height)
        if store.backgroundView.configuration.cornerRadius != radius { store.backgroundView.configuration.cornerRadius = radius }
        titleLabel?.frame = frames.title
        store.subtitleLabel.frame = frames.subtitle
        if let indicator = store.activityIndicator { indicator.frame = frames.image; imageView?.frame = .zero }
        else { imageView?.frame = frames.image }
    }

    /// The content's size plus `contentInsets`.
    var configuredIntrinsicContentSize: CGSize { configuredFrames(in: .zero).contentSize }
}
