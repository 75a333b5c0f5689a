import Foundation

/// Configurations: value types that describe what a cell (or any view) shows, and the content
/// views that show them. UIKit's content-configuration model, iOS 14 on.
///
/// How the pieces fit:
/// - A `UIContentConfiguration` (for instance `UIListContentConfiguration`) is a value: text,
///   image, their properties and margins. `makeContentView()` makes the view that shows it; that
///   view is a `UIContentView` and takes later configurations through its `configuration`.
/// - A cell's `contentConfiguration` installs the content view in the cell's `contentView` (or
///   hands the new value to the installed one when `supports(_:)` says it can).
/// - A `UIConfigurationState` (`UICellConfigurationState` for cells) says what the view is
///   doing: selected, highlighted, disabled, editing, swiped. Cells call
///   `updateConfiguration(using:)` and their `configurationUpdateHandler` when it changes, and
///   `updated(for:)` gives the configuration the look for that state.
@preconcurrency @MainActor
public protocol UIContentConfiguration {
    /// A new view that shows this configuration.
    func makeContentView() -> any UIView & UIContentView
    /// This configuration as it looks in `state` (for instance, white text when selected in a
    /// sidebar).
    func updated(for state: any UIConfigurationState) -> Self
}

/// A view that shows a content configuration.
@preconcurrency @MainActor
public protocol UIContentView: AnyObject {
    /// The configuration the view shows; setting it updates the view.
    var configuration: any UIContentConfiguration { get set }
    /// Whether the view can show `configuration` (usually: whether it is of the view's own
    /// configuration type). True by default.
    func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
    /// True: the view takes any configuration it is given.
    public func supports(_ configuration: any UIContentConfiguration) -> Bool { true }
}

/// What a view is doing, for configurations to take their look from. A value, usable off the
/// main actor.
public protocol UIConfigurationState: Sendable {
    /// The trait collection of the view.
    var traitCollection: UITraitCollection { get set }
}
