import Foundation

/// What table and collection cells share about configurations: the installed content view of
/// the content configuration, the view that draws the background configuration, and the
/// automatic updates for a new state (R23.5). Each cell owns one host and forwards its public
/// API to it.
@MainActor
final class CellConfigurationHost {
    /// The content configuration, as last given or updated.
    var contentConfiguration: (any UIContentConfiguration)?
    /// The background configuration, as last given or updated.
    var backgroundConfiguration: UIBackgroundConfiguration?
    /// The installed content view of `contentConfiguration`.
    private(set) var contentView: (any UIView & UIContentView)?
    /// The installed view drawing `backgroundConfiguration`.
    private(set) var backgroundView: BackgroundConfigurationView?
    /// Whether a state change gives the content configuration its look for the state.
    var automaticallyUpdatesContentConfiguration = true
    /// Whether a state change gives the background configuration its look for the state.
    var automaticallyUpdatesBackgroundConfiguration = true
    /// An update of the configurations is pending.
    var needsUpdate = false
    /// The handler of the owning cell, type-erased.
    var updateHandler: ((UICellConfigurationState) -> Void)?

    /// Installs `configuration`'s view in `container` (or hands it to the installed one when
    /// that supports it), with the look for `state` when automatic.
    func setContentConfiguration(_ configuration: (any UIContentConfiguration)?, in container: UIView,
                                 state: UICellConfigurationState) {
        guard var configuration else {
            contentConfiguration = nil
            contentView?.removeFromSuperview()
            contentView = nil
            return
        }
        if automaticallyUpdatesContentConfiguration { configuration = configuration.updated(for: state) }
        contentConfiguration = configuration
        if let installed = contentView, installed.supports(configuration) {
            installed.configuration = configuration
            return
        }
        contentView?.removeFromSuperview()
        let made = configuration.makeContentView()
        made.frame = container.bounds
        made.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.addSubview(made)
        contentView = made
    }

    /// Installs the view drawing `configuration` at the back of `cell`, with the look for
    /// `state` when automatic.
    func setBackgroundConfiguration(_ configuration: UIBackgroundConfiguration?, in cell: UIView,
                                    state: UICellConfigurationState) {
        guard var configuration else {
            backgroundConfiguration = nil
            backgroundView?.removeFromSuperview()
            backgroundView = nil
            return
        }
        if automaticallyUpdatesBackgroundConfiguration { configuration = configuration.updated(for: state) }
        backgroundConfiguration = configuration
        if let backgroundView {
            backgroundView.configuration = configuration
        } else {
            let view = BackgroundConfigurationView(configuration: configuration)
            view.frame = cell.bounds
            view.marginSource = cell
            cell.insertSubview(view, at: 0)
            backgroundView = view
        }
    }

    /// R23.5: the automatic part of an update: the configurations get their look for `state`.
    func applyAutomaticUpdates(for state: UICellConfigurationState) {
        if automaticallyUpdatesContentConfiguration, let configuration = contentConfiguration {
            let updated = configuration.updated(for: state)
            contentConfiguration = updated
            contentView?.configuration = updated
        }
        if automaticallyUpdatesBackgroundConfiguration, let configuration = backgroundConfiguration {
            let updated = configuration.updated(for: state)
            backgroundConfiguration = updated
            backgroundView?.configuration = updated
        }
    }

    /// R23.11: the height the installed content view needs at `width`; nil without one (or
    /// when it has no height of its own).
    func fittingHeight(width: CGFloat) -> CGFloat? {
        guard let contentView else { return nil }
        let height = contentView.sizeThatFits(CGSize(width: width, height: 0)).height
        return height > 0 ? height : nil
    }

    /// Keeps the installed views over their containers.
    func layout(contentIn container: UIView, backgroundIn cell: UIView) {
        contentView?.frame = container.bounds
        if let backgroundView {
            backgroundView.frame = cell.bounds
            if cell.subviews.first !== backgroundView { cell.insertSubview(backgroundView, at: 0) }
        }
    }
}
