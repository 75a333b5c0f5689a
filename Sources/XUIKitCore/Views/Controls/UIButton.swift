import Foundation

/// A control that runs an action when tapped: a title (and per-state colours) over an optional
/// background, highlighted while pressed.
@preconcurrency @MainActor
open class UIButton: UIControl {
    /// Button styles.
    public enum ButtonType: Int, Sendable {
        /// No styling: title colour white unless set.
        case custom = 0
        /// Tinted title, dimmed while highlighted.
        case system = 1
        case detailDisclosure, infoLight, infoDark, contactAdd
        case close = 7
        /// The same as `.system` (UIKit deprecated the rounded-rect look).
        public static var roundedRect: ButtonType { .system }
    }

    /// The kind of button it was made as (`UIButton(type:)`).
    public let buttonType: ButtonType
    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var backgroundColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]
    /// `setBackgroundImage(_:for:)` (UIButton+BackgroundImage.swift).
    var backgroundImages: [UInt: UIImage] = [:]
    /// The label that shows the current title.
    public let titleLabel: UILabel? = UILabel(frame: .zero)
    /// Space around the title, added to its size in `intrinsicContentSize`; zero by default.
    open var contentEdgeInsets: UIEdgeInsets = .zero {
        didSet { if contentEdgeInsets != oldValue { setNeedsLayout(); invalidateIntrinsicContentSize() } }
    }

    /// Moves and shrinks the image's frame after layout (positive insets push inward); not part of
    /// `intrinsicContentSize`, as in UIKit (R17.7).
    open var imageEdgeInsets: UIEdgeInsets = .zero { didSet { if imageEdgeInsets != oldValue { setNeedsLayout() } } }
    /// Moves and shrinks the title's frame after layout (positive insets push inward); not part of
    /// `intrinsicContentSize`, as in UIKit (R17.7).
    open var titleEdgeInsets: UIEdgeInsets = .zero { didSet { if titleEdgeInsets != oldValue { setNeedsLayout() } } }
    /// Whether the iPad pointer effect is on; false by default. Kept only: on the desktop every
    /// system button shows its hover fill (R15.8) whatever this says.
    open var isPointerInteractionEnabled = false

    /// A button of the given type.
    public init(type buttonType: ButtonType) {
        self.buttonType = buttonType
        super.init(frame: .zero)
        configureTitleLabel()
    }

    /// A custom-type button with a frame.
    public override init(frame: CGRect) {
        buttonType = .custom
        super.init(frame: frame)
        configureTitleLabel()
    }

    /// A system button that runs `primaryAction` on tap.
    public convenience init(frame: CGRect = .zero, primaryAction: UIAction?) {
        self.init(type: .system)
        self.frame = frame
        if let primaryAction {
            setTitle(primaryAction.title, for: .normal)
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }

    /// Archives are not supported: always nil.
    public required init?(coder: NSCoder) { return nil }

    private func configureTitleLabel() {
        isOpaque = false
        guard let titleLabel else { return }
        titleLabel.textAlignment = .center
        titleLabel.font = buttonType == .system ? .systemFont(ofSize: 17, weight: .medium) : .systemFont(ofSize: 17)
        addSubview(titleLabel)
        updateTitleLabel()
    }

    // MARK: - Per-state content

    /// Sets the title shown in `state`; `.normal`'s title is used for states with none.
    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        updateTitleLabel()
    }

    /// The title for `state`, or the normal title when that state has none.
    open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[State.normal.rawValue] }

    /// Sets the title colour for `state`; nil falls back to the normal state's colour.
    open func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state.rawValue] = color
        updateTitleLabel()
    }

    /// The title colour for `state`, or the normal state's when that state has none.
    open func titleColor(for state: State) -> UIColor? {
        if let color = titleColors[state.rawValue] { return color }
        let normal = titleColors[State.normal.rawValue] ?? (buttonType == .custom ? .white : tintColor)
        switch buttonType {
        case .custom: return normal
        default:
            if state.contains(.disabled) { return UIColor.systemGray.withAlphaComponent(0.6) }
            if state.contains(.highlighted) { return normal?.withAlphaComponent(0.35) }
            return normal
        }
    }

    /// A background fill for `state`, drawn with rounded corners (XUIKit's stand-in for
    /// background images).
    open func setBackgroundColor(_ color: UIColor?, for state: State) {
        backgroundColors[state.rawValue] = color
        setNeedsDisplay()
    }

    /// Sets the image shown left of the title in `state`; `.normal`'s image is used for states
    /// with none. A system button draws images whose rendering mode is `.automatic` in its tint.
    open func setImage(_ image: UIImage?, for state: State) {
        images[state.rawValue] = image
        updateImageView()
    }

    /// The image for `state`, or `.normal`'s when it has none.
    open func image(for state: State) -> UIImage? { images[state.rawValue] ?? images[State.normal.rawValue] }

    /// The image currently shown.
    public var currentImage: UIImage? { image(for: state) }

    /// The view that shows the current image; created by the first `setImage(_:for:)`.
    public internal(set) var imageView: UIImageView?

    /// The title currently shown.
    public var currentTitle: String? { title(for: state) }
    /// The title colour showing now, for the current `state`.
    public var currentTitleColor: UIColor { titleColor(for: state) ?? .label }

    /// R7.15; with its menu as primary action a click sends `.menuActionTriggered` instead
    /// (R7.25), then opens the menu.
    override var primaryEventsOnTouchUpInside: Event { menuIsPrimaryAction ? .menuActionTriggered : .primaryActionTriggered }
    override func primaryTouchUpInsideDidDispatch() { if menuIsPrimaryAction { presentMenu() } }
    /// R23.10: a tap toggles the selection before the primary action when asked to.
    override func primaryTouchUpInsideWillDispatch() { if changesSelectionAsPrimaryAction, !menuIsPrimaryAction { isSelected.toggle() } }

    // MARK: - Configuration (UIButton+Configuration*.swift)

    /// The type of `configurationUpdateHandler`.
    public typealias ConfigurationUpdateHandler = @MainActor @Sendable (UIButton) -> Void

    /// Called on every configuration update (a state change, `setNeedsUpdateConfiguration()`),
    /// after `updateConfiguration()`: change `configuration` for the state here (R23.7). Nil by
    /// default.
    public final var configurationUpdateHandler: (@MainActor @Sendable (UIButton) -> Void)? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// Whether a tap toggles `isSelected` before the primary action is sent (R23.10); false by
    /// default.
    open var changesSelectionAsPrimaryAction = false

    /// Whether the button shows `configuration.updated(for:)` for its state instead of the
    /// configuration as set (R23.8); true by default.
    open var automaticallyUpdatesConfiguration = true {
        didSet { if automaticallyUpdatesConfiguration != oldValue { setNeedsUpdateConfiguration() } }
    }

    /// Asks for a configuration update before the next layout (R23.7).
    open func setNeedsUpdateConfiguration() {
        needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// Updates the configuration for the button's state; override it (calling `super`) to change
    /// `configuration`. Called before `configurationUpdateHandler`; the default does nothing.
    open func updateConfiguration() {}

    /// The configuration and the views that show it; nil without a configuration.
    var configurationStore: ButtonConfigurationStore?
    /// A configuration update is pending.
    var needsConfigurationUpdate = false
    /// An update is running: setting `configuration` inside it does not ask for another.
    var isUpdatingConfiguration = false

    /// The menu the button shows: on a click when `showsMenuAsPrimaryAction` is true, else on a
    /// long press (UIButton+Menu.swift).
    open var menu: UIMenu? { didSet { menuConfigurationDidChange() } }
    /// Whether a click shows `menu` instead of sending `.primaryActionTriggered`; false by default.
    open var showsMenuAsPrimaryAction = false { didSet { menuConfigurationDidChange() } }
    /// The recognizer that opens the menu on a long press, while there is one to open.
    var menuLongPress: UILongPressGestureRecognizer?

    /// R7.38, R7.39: a button's own tap wins over an ancestor's one-finger single-tap recognizer,
    /// which fails instead; every other recognizer (double tap, two fingers, pan, one attached to
    /// the button itself) may begin.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if isAncestorSingleTap(gestureRecognizer) { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    override func stateDidChange() {
        super.stateDidChange()
        setNeedsUpdateConfiguration()
        updateTitleLabel()
        updateImageView()
    }

    private func updateImageView() {
        guard configurationStore == nil else { return }
        let image = currentImage
        if image != nil, imageView == nil {
            let view = UIImageView(frame: .zero)
            view.drawsAutomaticAsTemplate = buttonType == .system
            view.contentMode = .scaleAspectFit
            addSubview(view)
            imageView = view
        }
        guard let imageView, imageView.image !== image else { return }
        imageView.image = image
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    private func updateTitleLabel() {
        guard let titleLabel, configurationStore == nil else { return }
        // A new title changes the label's size, which the label passes on to the button.
        titleLabel.text = currentTitle
        titleLabel.textColor = currentTitleColor
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        updateConfigurationIfNeeded()
        super.layoutSubviews()
        if configurationStore != nil { return layoutConfiguredContent() }   // R23.9
        defer { applyTitleAndImageEdgeInsets() }
        // Not a plain inset: a button narrower (or shorter) than its insets would get a negative
        // or null title frame, which breaks drawing for every later view (issue 14, defect 13).
        let insets = contentEdgeInsets
        let width = max(0, bounds.width - insets.left - insets.right)
        let height = max(0, bounds.height - insets.top - insets.bottom)
        let content = CGRect(x: bounds.minX + min(insets.left, bounds.width - width),
                             y: bounds.minY + min(insets.top, bounds.height - height), width: width, height: height)
        guard let imageView, let image = imageView.image else {
            titleLabel?.frame = content
            imageView?.frame = .zero
            return
        }
        // The image left of the title, the two centred together, as UIKit lays them out.
        let imageSize = CGSize(width: min(image.size.width, content.width), height: min(image.size.height, content.height))
        let titleWidth = min(hasTitle ? titleLabel?.intrinsicContentSize.width ?? 0 : 0, content.width - imageSize.width)
        let startX = content.minX + max(0, (content.width - imageSize.width - titleWidth) / 2)
        imageView.frame = CGRect(x: startX, y: content.midY - imageSize.height / 2,
                                 width: imageSize.width, height: imageSize.height)
        titleLabel?.frame = CGRect(x: startX + imageSize.width, y: content.minY, width: max(0, titleWidth), height: content.height)
    }

    private var hasTitle: Bool { !(currentTitle ?? "").isEmpty }

    /// The title's size plus `contentEdgeInsets`, and 6 pt above and below the title as UIKit's
    /// system button has (a 30 pt tall button for a 15 pt title; 33 pt here for the 17 pt one).
    /// With an image, the image's width is added and the height is at least the image's.
    open override var intrinsicContentSize: CGSize {
        if configurationStore != nil { return configuredIntrinsicContentSize }   // R23.9
        let title = titleLabel?.intrinsicContentSize ?? .zero
        let insets = contentEdgeInsets
        var content = CGSize(width: title.width, height: title.height + Self.titleVerticalPadding * 2)
        if hasSystemGlyph, imageView?.image == nil {   // R17.8: the glyph, left of any title
            content = hasTitle ? CGSize(width: title.width + Self.systemGlyphSize.width + 6, height: max(content.height, Self.systemGlyphSize.height))
                               : Self.systemGlyphSize
        }
        if let image = imageView?.image {
            content.width = (hasTitle ? title.width : 0) + image.size.width
            content.height = hasTitle ? max(content.height, image.size.height) : image.size.height
        }
        return CGSize(width: content.width + insets.left + insets.right, height: content.height + insets.top + insets.bottom)
    }

    /// The intrinsic size, whatever `size` is offered (UIKit's buttons do the same).
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Space above and below the title inside a button.
    static let titleVerticalPadding: CGFloat = 6

    /// True while the pointer hovers over the button: a system button shows a faint fill (R15.8).
    var isPointerHovering = false { didSet { if isPointerHovering != oldValue { setNeedsDisplay() } } }

    /// Draws the per-state background, or a light fill while a system button is pressed (and a
    /// fainter one while the pointer hovers over it, R15.8).
    open override func draw(_ rect: CGRect) {
        guard configurationStore == nil else { return }   // the background view draws (R23.8)
        let fill = backgroundColors[state.rawValue] ?? backgroundColors[State.normal.rawValue].map {
            isHighlighted ? $0.withAlphaComponent($0.alpha * 0.7) : $0
        }
        let hasBackgroundImage = drawBackgroundImage()
        // The rounded fill keeps its coverage (RoundedRectMasks): a press repaints it.
        if let fill, !hasBackgroundImage {
            fill.setFill()
            fillRoundedBounds()
        } else if showsSystemHighlight {
            tintColor.withAlphaComponent(isHighlighted ? 0.12 : 0.06).setFill()
            fillRoundedBounds()
        }
        drawSystemGlyph()
    }

    /// True when a button of class `UIButton` itself would paint nothing in `draw(_:)` now (no
    /// fill, background image or system glyph in its state): the render pass then leaves the
    /// call, and Cairo's clip around it, out (R27.20). A subclass may draw: never for one.
    var drawsNothingNow: Bool {
        guard ObjectIdentifier(type(of: self)) == ObjectIdentifier(UIButton.self) else { return false }
        if configurationStore != nil { return true }
        return !hasStateFill && !showsSystemHighlight && !drawsSystemGlyph && currentBackgroundImage == nil
    }

    /// Whether a background colour was set for the current state or for `.normal`: `draw(_:)`
    /// fills with it.
    private var hasStateFill: Bool {
        backgroundColors[state.rawValue] != nil || backgroundColors[State.normal.rawValue] != nil
    }

    /// Whether `draw(_:)` fills a system button's pressed or hovered look (when no state fill or
    /// background image takes its place).
    private var showsSystemHighlight: Bool {
        buttonType == .system && (isHighlighted || (isPointerHovering && isEnabled))
    }

    /// The bounds rounded by 8 points, filled with the current fill colour.
    private func fillRoundedBounds() {
        UIGraphicsGetCurrentContext()?.fillRoundedRect(bounds, cornerRadius: 8, masks: application.renderResources.roundedRectMasks)
    }
}
