import Foundation

/// One item of a `UICollectionView`: a `contentView` for the item's content over an optional
/// background, with selection and highlight state the collection view sets.
///
/// Add your subviews to `contentView`, or give the cell a `contentConfiguration` (for instance a
/// `UIListContentConfiguration`). The collection view reuses cells: override
/// `prepareForReuse()` to clear what an item set.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// The view that holds the item's content: add your subviews here.
    public let contentView = UIView(frame: .zero)

    /// A view behind the content, as large as the cell; nil by default.
    open var backgroundView: UIView? {
        didSet {
            if oldValue !== backgroundView { oldValue?.removeFromSuperview() }
            installDecorations()
        }
    }

    /// A view shown behind the content while the cell is selected or highlighted; nil by default.
    open var selectedBackgroundView: UIView? {
        didSet {
            if oldValue !== selectedBackgroundView { oldValue?.removeFromSuperview() }
            installDecorations()
        }
    }

    /// Whether the cell shows as selected. Set by the collection view; to select an item use
    /// `selectItem(at:animated:scrollPosition:)`.
    open var isSelected = false {
        didSet { if isSelected != oldValue { stateDidChange() } }
    }

    /// Whether the cell shows as highlighted: while a finger or the pointer is down on it.
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { stateDidChange() } }
    }

    /// The configuration of the cell's content: setting it installs its content view in
    /// `contentView` (or hands it to the installed one when that supports it), with its look for
    /// the current state when `automaticallyUpdatesContentConfiguration` (R23.5); nil by default.
    open var contentConfiguration: (any UIContentConfiguration)? {
        get { configurationHost.contentConfiguration }
        set { configurationHost.setContentConfiguration(newValue, in: contentView, state: configurationState) }
    }

    /// The configuration of the cell's background, drawn behind `backgroundView` and the
    /// content, with its look for the current state when
    /// `automaticallyUpdatesBackgroundConfiguration` (R23.4, R23.5); nil by default.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        get { configurationHost.backgroundConfiguration }
        set { configurationHost.setBackgroundConfiguration(newValue, in: self, state: configurationState) }
    }

    /// Whether a state change gives `contentConfiguration` its look for the new state
    /// (`updated(for:)`); true by default.
    open var automaticallyUpdatesContentConfiguration: Bool {
        get { configurationHost.automaticallyUpdatesContentConfiguration }
        set { configurationHost.automaticallyUpdatesContentConfiguration = newValue }
    }

    /// Whether a state change gives `backgroundConfiguration` its look for the new state
    /// (`updated(for:)`); true by default.
    open var automaticallyUpdatesBackgroundConfiguration: Bool {
        get { configurationHost.automaticallyUpdatesBackgroundConfiguration }
        set { configurationHost.automaticallyUpdatesBackgroundConfiguration = newValue }
    }

    /// The type of `configurationUpdateHandler`.
    public typealias ConfigurationUpdateHandler = @MainActor @Sendable (UICollectionViewCell, UICellConfigurationState) -> Void

    /// Called whenever the configuration state changes, after `updateConfiguration(using:)`: set
    /// the cell's configurations for the state here. Nil by default.
    public final var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// The content and background configurations and their views.
    let configurationHost = CellConfigurationHost()
    /// The installed content view of `contentConfiguration`.
    var configuredContentView: (any UIView & UIContentView)? { configurationHost.contentView }
    /// An update of the configuration is pending.
    var needsConfigurationUpdate: Bool {
        get { configurationHost.needsUpdate }
        set { configurationHost.needsUpdate = newValue }
    }
    /// Extra state the list machinery sets (editing, swiped, expanded, reordering).
    var extraConfigurationState = UICellConfigurationState(traitCollection: UITraitCollection()) {
        didSet { if extraConfigurationState != oldValue { setNeedsUpdateConfiguration() } }
    }

    /// A cell with the frame `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.frame = bounds
        addSubview(contentView)
    }

    /// Not supported: XUIKit has no archives.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The cell's current state: its trait collection, selection and highlight, and whether it
    /// is disabled.
    open var configurationState: UICellConfigurationState {
        var state = extraConfigurationState
        state.traitCollection = traitCollection
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isDisabled = !isUserInteractionEnabled
        return state
    }

    /// A plain list row's background (`listPlainCell()`), to change and give to
    /// `backgroundConfiguration`.
    open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration { .listPlainCell() }

    /// Asks for `updateConfiguration(using:)` before the next layout.
    open func setNeedsUpdateConfiguration() {
        needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// Updates the cell's configurations for `state`; override it and call `super`. Before it
    /// runs, the configurations have their look for the state when the cell updates them
    /// automatically (R23.5); the default does nothing more.
    open func updateConfiguration(using state: UICellConfigurationState) {}

    /// R23.5: runs a pending configuration update now: the automatic updates, then
    /// `updateConfiguration(using:)`, then `configurationUpdateHandler`.
    func updateConfigurationIfNeeded() {
        guard needsConfigurationUpdate else { return }
        needsConfigurationUpdate = false
        let state = configurationState
        configurationHost.applyAutomaticUpdates(for: state)
        updateConfiguration(using: state)
        configurationUpdateHandler?(self, state)
    }

    func stateDidChange() {
        installDecorations()
        setNeedsUpdateConfiguration()
    }

    /// Puts the background views behind the content, the selected one shown while selected or
    /// highlighted.
    func installDecorations() {
        if let backgroundView {
            if backgroundView.superview !== self { insertSubview(backgroundView, at: 0) }
            backgroundView.frame = bounds
        }
        if let selectedBackgroundView {
            let shown = isSelected || isHighlighted
            if selectedBackgroundView.superview !== self {
                insertSubview(selectedBackgroundView, belowSubview: contentView)
            }
            selectedBackgroundView.frame = bounds
            selectedBackgroundView.isHidden = !shown
        }
    }

    /// Installs the content view of `contentConfiguration` again, or gives the configuration to
    /// the installed one.
    func installContentConfiguration() {
        configurationHost.setContentConfiguration(contentConfiguration, in: contentView, state: configurationState)
    }

    /// Lays out the content view and backgrounds over the whole cell.
    open override func layoutSubviews() {
        updateConfigurationIfNeeded()
        super.layoutSubviews()
        contentView.frame = bounds
        installDecorations()
        configurationHost.layout(contentIn: contentView, backgroundIn: self)
    }

    /// R23.11: with a content configuration, the attributes' width and the height its content
    /// view needs at that width; otherwise Auto Layout's fitting (`super`).
    open override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        guard let height = configurationHost.fittingHeight(width: layoutAttributes.size.width) else {
            return super.preferredLayoutAttributesFitting(layoutAttributes)
        }
        let fitted = layoutAttributes.copy()
        fitted.size.height = height
        return fitted
    }

    /// Clears selection and highlight for the next use.
    open override func prepareForReuse() {
        super.prepareForReuse()
        isSelected = false
        isHighlighted = false
    }
}
