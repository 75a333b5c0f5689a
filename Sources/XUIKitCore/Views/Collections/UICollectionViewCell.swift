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
    /// `contentView` (or hands it to the installed one when that supports it); nil by default.
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet { installContentConfiguration() }
    }

    /// Called whenever the configuration state changes, after `updateConfiguration(using:)`: set
    /// the cell's configurations for the state here. Nil by default.
    public final var configurationUpdateHandler: (@MainActor @Sendable (UICollectionViewCell, UICellConfigurationState) -> Void)? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// The installed content view of `contentConfiguration`.
    var configuredContentView: (any UIView & UIContentView)?
    /// An update of the configuration is pending.
    var needsConfigurationUpdate = false
    /// Extra state the list machinery sets (editing, swiped, expanded, reordering).
    var extraConfigurationState = UICellConfigurationState(traitCollection: UITraitCollection())

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

    /// Asks for `updateConfiguration(using:)` before the next layout.
    open func setNeedsUpdateConfiguration() {
        needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// Updates the cell's configurations for `state`. The default gives `contentConfiguration`
    /// its look for the state (`updated(for:)`); override it and call `super`.
    open func updateConfiguration(using state: UICellConfigurationState) {
        if let configuration = contentConfiguration {
            contentConfiguration = configuration.updated(for: state)
        }
    }

    /// Runs a pending configuration update now.
    func updateConfigurationIfNeeded() {
        guard needsConfigurationUpdate else { return }
        needsConfigurationUpdate = false
        let state = configurationState
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

    /// Installs the content view of `contentConfiguration`, or gives the configuration to the
    /// installed one.
    func installContentConfiguration() {
        guard let configuration = contentConfiguration else {
            configuredContentView?.removeFromSuperview()
            configuredContentView = nil
            return
        }
        if let installed = configuredContentView, installed.supports(configuration) {
            installed.configuration = configuration
            return
        }
        configuredContentView?.removeFromSuperview()
        let made = configuration.makeContentView()
        made.frame = contentView.bounds
        made.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.addSubview(made)
        configuredContentView = made
    }

    /// Lays out the content view and backgrounds over the whole cell.
    open override func layoutSubviews() {
        updateConfigurationIfNeeded()
        super.layoutSubviews()
        contentView.frame = bounds
        configuredContentView?.frame = contentView.bounds
        installDecorations()
    }

    /// Clears selection and highlight for the next use.
    open override func prepareForReuse() {
        super.prepareForReuse()
        isSelected = false
        isHighlighted = false
    }
}
