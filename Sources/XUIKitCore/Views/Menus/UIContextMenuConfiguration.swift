import Foundation

/// Makes a context menu's preview view controller; XUIKit shows no previews and never calls it.
public typealias UIContextMenuContentPreviewProvider = @MainActor () -> UIViewController?
/// Makes a context menu from the suggested elements (XUIKit suggests none).
public typealias UIContextMenuActionProvider = @MainActor ([UIMenuElement]) -> UIMenu?

/// What a context menu shows: the delegate of a `UIContextMenuInteraction` returns one.
@preconcurrency @MainActor
open class UIContextMenuConfiguration {
    /// The identifier given at creation, for the delegate to tell configurations apart.
    public let identifier: (any NSCopying)?
    let previewProvider: UIContextMenuContentPreviewProvider?
    let actionProvider: UIContextMenuActionProvider?

    /// Makes a configuration. `actionProvider` builds the menu when it opens; XUIKit shows no
    /// preview, so `previewProvider` is kept but not called.
    public init(identifier: (any NSCopying)? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
                actionProvider: UIContextMenuActionProvider? = nil) {
        self.identifier = identifier
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
    }
}
