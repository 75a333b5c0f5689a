import Foundation

/// Customises an edit menu interaction's menu and hears it appear and go.
@preconcurrency @MainActor
public protocol UIEditMenuInteractionDelegate: AnyObject {
    /// The menu to show: nil for the suggested actions, an empty menu for none (R33.13).
    func editMenuInteraction(_ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
                             suggestedActions: [UIMenuElement]) -> UIMenu?
    /// The rectangle (in the view) the menu shows against: its bottom-left corner; `.null` (the
    /// default) for the configuration's source point.
    func editMenuInteraction(_ interaction: UIEditMenuInteraction, targetRectFor configuration: UIEditMenuConfiguration) -> CGRect
    /// The menu is about to show.
    func editMenuInteraction(_ interaction: UIEditMenuInteraction, willPresentMenuFor configuration: UIEditMenuConfiguration,
                             animator: any UIEditMenuInteractionAnimating)
    /// The menu is going away, chosen from or not.
    func editMenuInteraction(_ interaction: UIEditMenuInteraction, willDismissMenuFor configuration: UIEditMenuConfiguration,
                             animator: any UIEditMenuInteractionAnimating)
}

extension UIEditMenuInteractionDelegate {
    /// Nil: the suggested actions.
    public func editMenuInteraction(_ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
                                    suggestedActions: [UIMenuElement]) -> UIMenu? { nil }
    /// `.null`: the source point.
    public func editMenuInteraction(_ interaction: UIEditMenuInteraction,
                                    targetRectFor configuration: UIEditMenuConfiguration) -> CGRect { .null }
    /// Does nothing.
    public func editMenuInteraction(_ interaction: UIEditMenuInteraction, willPresentMenuFor configuration: UIEditMenuConfiguration,
                                    animator: any UIEditMenuInteractionAnimating) {}
    /// Does nothing.
    public func editMenuInteraction(_ interaction: UIEditMenuInteraction, willDismissMenuFor configuration: UIEditMenuConfiguration,
                                    animator: any UIEditMenuInteractionAnimating) {}
}

/// The edit menu of a view: Cut, Copy, Paste and Select All — those the responder chain can
/// perform — and what the delegate adds (R33.13, R33.14).
///
/// Add it with `view.addInteraction(_:)` and call `presentEditMenu(with:)`, from a gesture of
/// yours. `UITextField` and `UITextView` come with one that a secondary click (right click)
/// presents. On the desktop the menu is a popup menu (the context-menu machinery, R11.7), as
/// UIKit shows it for a secondary click.
@preconcurrency @MainActor
public final class UIEditMenuInteraction: UIInteraction {
    /// Customises the menu; held weakly.
    public private(set) weak var delegate: (any UIEditMenuInteractionDelegate)?
    /// The view the interaction is attached to.
    public private(set) weak var view: UIView?
    private var shownConfiguration: UIEditMenuConfiguration?
    /// For text fields and views: a secondary click presents the menu (R33.14).
    private var secondaryClick: UITapGestureRecognizer?
    /// For text fields and views: a finger's touch and hold presents the menu (R33.16).
    private var longPress: UILongPressGestureRecognizer?

    /// Makes an interaction; `delegate` may be nil for the suggested actions only.
    public init(delegate: (any UIEditMenuInteractionDelegate)?) {
        self.delegate = delegate
    }

    /// Leaves the old view.
    public func willMove(to view: UIView?) {
        dismissMenu()
        if let secondaryClick { self.view?.removeGestureRecognizer(secondaryClick) }
        if let longPress { self.view?.removeGestureRecognizer(longPress) }
    }

    /// Joins the new view.
    public func didMove(to view: UIView?) {
        self.view = view
        if let secondaryClick { view?.addGestureRecognizer(secondaryClick) }
        if let longPress { view?.addGestureRecognizer(longPress) }
    }

    /// Shows the menu for `configuration`, closing one already open (R33.13).
    public func presentEditMenu(with configuration: UIEditMenuConfiguration) {
        guard let view, let window = view.window else { return }
        dismissMenu()
        let start = window.firstResponder ?? view
        // R38.9: over a misspelt word, its guesses and Learn/Ignore Spelling come first.
        let suggested = SpellingMenu.elements(for: view, at: configuration.sourcePoint)
            + StandardEditMenu.suggestedActions(from: start)
        let menu = delegate?.editMenuInteraction(self, menuFor: configuration, suggestedActions: suggested)
            ?? UIMenu(children: suggested)
        MenuValidation.validate(menu, from: start)
        let target = delegate?.editMenuInteraction(self, targetRectFor: configuration) ?? .null
        let point = target.isNull ? configuration.sourcePoint : CGPoint(x: target.minX, y: target.maxY)
        let presenting = EditMenuAnimator()
        delegate?.editMenuInteraction(self, willPresentMenuFor: configuration, animator: presenting)
        shownConfiguration = configuration
        let shown = MenuPresenter.show(menu, at: view.convert(point, to: window), in: window, owner: self) { [weak self] in
            self?.menuDidClose(configuration)
        }
        if shown { presenting.finish() } else { menuDidClose(configuration) }
    }

    /// Closes the menu this interaction shows, if it is open, without running anything.
    public func dismissMenu() {
        let application = view?.application ?? UIApplication.shared
        if let presenter = application.menuTracking.openMenu, presenter.owner === self { presenter.close() }
    }

    /// Asks the delegate for the menu again and shows it in place of the open one.
    public func reloadVisibleMenu() {
        guard let shownConfiguration, isShowing else { return }
        presentEditMenu(with: shownConfiguration)
    }

    /// Where the menu shows, in `view`'s coordinates.
    public func location(in view: UIView?) -> CGPoint {
        guard let point = shownConfiguration?.sourcePoint, let own = self.view else { return .zero }
        return own.convert(point, to: view)
    }

    private var isShowing: Bool {
        (view?.application ?? UIApplication.shared).menuTracking.openMenu?.owner === self
    }

    private func menuDidClose(_ configuration: UIEditMenuConfiguration) {
        let dismissing = EditMenuAnimator()
        delegate?.editMenuInteraction(self, willDismissMenuFor: configuration, animator: dismissing)
        dismissing.finish()
        if shownConfiguration === configuration { shownConfiguration = nil }
    }

    // MARK: - Text fields and views (R33.14, R33.16)

    /// An interaction a secondary click (R33.14) or a finger's touch and hold (R33.16) on its
    /// view presents, after making the view first responder (without moving its selection) when
    /// it can be.
    static func presentedBySecondaryClick() -> UIEditMenuInteraction {
        let interaction = UIEditMenuInteraction(delegate: nil)
        let recognizer = SecondaryClickRecognizer(target: interaction, action: .editMenuSecondaryClick)
        recognizer.buttonMaskRequired = .secondary
        interaction.secondaryClick = recognizer
        let longPress = UILongPressGestureRecognizer(target: interaction, action: .editMenuLongPress)
        // Fingers only: a mouse button held still starts a drag selection, not a menu.
        longPress.allowedTouchTypes = [NSNumber(value: UITouch.TouchType.direct.rawValue)]
        interaction.longPress = longPress
        return interaction
    }

    func secondaryClicked(_ recognizer: UITapGestureRecognizer) {
        guard recognizer.state == .ended else { return }
        presentForText(at: recognizer.location(in: view))
    }

    func longPressed(_ recognizer: UILongPressGestureRecognizer) {
        guard recognizer.state == .began else { return }
        presentForText(at: recognizer.location(in: view))
    }

    private func presentForText(at point: CGPoint) {
        guard let view else { return }
        if !view.isFirstResponder, view.canBecomeFirstResponder { view.becomeFirstResponder() }
        presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: point))
    }
}

extension Selector {
    static let editMenuSecondaryClick = Selector("_editMenuSecondaryClick:", UIEditMenuInteraction.secondaryClicked)
    static let editMenuLongPress = Selector("_editMenuLongPress:", UIEditMenuInteraction.longPressed)
}
