import Foundation

/// Table cells with configurations (iOS 14 on): a content configuration in place of the
/// standard labels and image, a background configuration in place of the default grey
/// selection, and updates for each new configuration state (R23.5, R23.6).
extension UITableViewCell {
    /// A list content configuration in the cell's style, to fill in and give to
    /// `contentConfiguration` (R23.6): `valueCell()` for `.value1`, `subtitleCell()` for
    /// `.subtitle`, `cell()` otherwise.
    public func defaultContentConfiguration() -> UIListContentConfiguration {
        switch cellStyle {
        case .value1: .valueCell()
        case .subtitle: .subtitleCell()
        default: .cell()
        }
    }

    /// The list row background for the table's style: `listGroupedCell()` in grouped and inset
    /// grouped tables, `listPlainCell()` otherwise.
    public func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        owningTableView.map { $0.style == .plain } ?? true ? .listPlainCell() : .listGroupedCell()
    }

    /// The configuration of the cell's content (R23.6): setting it installs its content view in
    /// `contentView` and hides `textLabel`, `detailTextLabel` and `imageView`, as UIKit does;
    /// nil (the default) shows them again.
    public var contentConfiguration: (any UIContentConfiguration)? {
        get { configurationHost.contentConfiguration }
        set {
            configurationHost.setContentConfiguration(newValue, in: contentView, state: configurationState)
            let hidden = newValue != nil
            textLabelStorage?.isHidden = hidden
            detailTextLabelStorage?.isHidden = hidden
            if hidden { imageViewStorage?.isHidden = true }
            setNeedsLayout()
        }
    }

    /// The configuration of the cell's background (R23.4): drawn behind everything, in place of
    /// the cell's background colour and its default grey selection; nil by default.
    public var backgroundConfiguration: UIBackgroundConfiguration? {
        get { configurationHost.backgroundConfiguration }
        set {
            let had = configurationHost.backgroundConfiguration != nil
            configurationHost.setBackgroundConfiguration(newValue, in: self, state: configurationState)
            if newValue != nil, !had { backgroundColor = nil }
            if newValue == nil, had { backgroundColor = TableColors.cellBackground }
            updateSelectionAppearance()
        }
    }

    /// Whether a state change gives `contentConfiguration` its look for the new state; true by
    /// default.
    public var automaticallyUpdatesContentConfiguration: Bool {
        get { configurationHost.automaticallyUpdatesContentConfiguration }
        set { configurationHost.automaticallyUpdatesContentConfiguration = newValue }
    }

    /// Whether a state change gives `backgroundConfiguration` its look for the new state; true
    /// by default.
    public var automaticallyUpdatesBackgroundConfiguration: Bool {
        get { configurationHost.automaticallyUpdatesBackgroundConfiguration }
        set { configurationHost.automaticallyUpdatesBackgroundConfiguration = newValue }
    }

    /// The state `configurationState` reports: traits, selection, highlight, editing, swiped, and
    /// disabled when user interaction is off.
    var currentConfigurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = selectedStorage
        state.isHighlighted = highlightedStorage
        state.isEditing = editingStorage
        state.isSwiped = swipeOffset != 0
        state.isDisabled = !isUserInteractionEnabled
        return state
    }

    /// Marks an update pending and asks for layout, where it runs.
    func requestConfigurationUpdate() {
        configurationHost.needsUpdate = true
        setNeedsLayout()
    }

    /// R23.5: runs a pending update: the automatic updates, then `updateConfiguration(using:)`,
    /// then `configurationUpdateHandler`.
    func updateConfigurationIfNeeded() {
        guard configurationHost.needsUpdate else { return }
        configurationHost.needsUpdate = false
        let state = configurationState
        configurationHost.applyAutomaticUpdates(for: state)
        updateConfiguration(using: state)
        configurationUpdateHandler?(self, state)
    }

    /// R23.11: the height the configured content view needs at a content width of `width`; nil
    /// without a content configuration. Self-sizing rows ask it.
    func fittingHeightOfConfiguredContent(width: CGFloat) -> CGFloat? {
        configurationHost.fittingHeight(width: width)
    }

    /// Keeps the configured views over the content view and the cell, and the standard views
    /// hidden while a content configuration shows.
    func layoutConfigurationViews() {
        configurationHost.layout(contentIn: contentView, backgroundIn: self)
        if configurationHost.contentConfiguration != nil { imageViewStorage?.isHidden = true }
    }
}
