import Foundation

/// Supplies the menu of a `UIContextMenuInteraction`.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionDelegate: AnyObject {
    /// The menu to show for a request at `location` (in the interaction's view), or nil for none
    /// (R11.8).
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration?
    /// The menu is about to show.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                willDisplayMenuFor configuration: UIContextMenuConfiguration)
    /// The menu closed, chosen or not.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                willEndFor configuration: UIContextMenuConfiguration)
}

extension UIContextMenuInteractionDelegate {
    /// Does nothing.
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                       willDisplayMenuFor configuration: UIContextMenuConfiguration) {}
    /// Does nothing.
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                       willEndFor configuration: UIContextMenuConfiguration) {}
}

/// Shows a context menu for its view on a secondary-button click (a right click) or a long press
/// (R11.8). Add it with `view.addInteraction(_:)`.
///
/// The menu opens at the pointer, in a popup window kept on screen (R11.7); the delegate's
/// configuration builds it. Previews are not shown.
@preconcurrency @MainActor
public final class UIContextMenuInteraction: UIInteraction {
    /// Supplies the menus; held weakly.
    public private(set) weak var delegate: (any UIContextMenuInteractionDelegate)?
    /// The view the interaction is attached to.
    public private(set) weak var view: UIView?
    private lazy var secondaryClick: UITapGestureRecognizer = {
        let recognizer = SecondaryClickRecognizer(target: self, action: .contextMenuRequested)
        recognizer.buttonMaskRequired = .secondary
        return recognizer
    }()
    private lazy var longPress = UILongPressGestureRecognizer(target: self, action: .contextMenuRequested)

    /// Makes an interaction whose menus come from `delegate`.
    public init(delegate: any UIContextMenuInteractionDelegate) {
        self.delegate = delegate
    }

    /// Removes the recognizers from the old view.
    public func willMove(to view: UIView?) {
        self.view?.removeGestureRecognizer(secondaryClick)
        self.view?.removeGestureRecognizer(longPress)
    }

    /// Adds a secondary-click and a long-press recognizer to the new view.
    public func didMove(to view: UIView?) {
        self.view = view
        view?.addGestureRecognizer(secondaryClick)
        view?.addGestureRecognizer(longPress)
    }

    /// Where the request happened, in `view`'s coordinates.
    public func location(in view: UIView?) -> CGPoint {
        lastRecognizer?.location(in: view) ?? .zero
    }
    private weak var lastRecognizer: UIGestureRecognizer?

    /// Closes the menu this interaction shows, if it is open, without running anything.
    public func dismissMenu() {
        let application = view?.application ?? UIApplication.shared
        if let presenter = application.menuTracking.openMenu, presenter.owner === self { presenter.close() }
    }

    /// R11.8: a recognized click or long press asks the delegate, then shows the menu.
    func requested(_ recognizer: UIGestureRecognizer) {
        // A click counts when it is recognized; a long press when it begins, not again when it ends.
        let fires = recognizer is UILongPressGestureRecognizer ? recognizer.state == .began : recognizer.state == .ended
        guard fires, let view, let window = view.window else { return }
        lastRecognizer = recognizer
        let location = recognizer.location(in: view)
        guard let delegate, let configuration = delegate.contextMenuInteraction(self, configurationForMenuAtLocation: location),
              let menu = configuration.actionProvider?([]) else { return }
        delegate.contextMenuInteraction(self, willDisplayMenuFor: configuration)
        let shown = MenuPresenter.show(menu, at: view.convert(location, to: window), in: window, owner: self) { [weak self] in
            guard let self else { return }
            self.delegate?.contextMenuInteraction(self, willEndFor: configuration)
        }
        if !shown { delegate.contextMenuInteraction(self, willEndFor: configuration) }
    }
}

extension Selector {
    static let contextMenuRequested = Selector("_contextMenuRequested:", UIContextMenuInteraction.requested)
}

/// A tap of the secondary pointer button only: a finger's tap has no buttons, so it fails at once
/// instead of counting as a right click.
@MainActor
final class SecondaryClickRecognizer: UITapGestureRecognizer {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if touches.contains(where: { $0.type != .indirectPointer }) {
            state = .failed
            return
        }
        super.touchesBegan(touches, with: event)
    }
}
