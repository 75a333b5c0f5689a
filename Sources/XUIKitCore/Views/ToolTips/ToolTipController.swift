import Foundation

/// Follows the hovering pointer and shows, after it rests, the tooltip of the view under it
/// (R15.10). One per app (`UIApplication.toolTipController`); see UIToolTipInteraction.swift for
/// how the pieces fit.
@MainActor
final class ToolTipController {
    /// The app whose pointer this follows and on whose scheduler the popup waits.
    unowned let application: UIApplication

    init(application: UIApplication) {
        self.application = application
    }

    /// How long the pointer rests over a view before its tooltip shows, in seconds.
    static let delay: TimeInterval = 0.75
    /// Where the popup's corner goes relative to the pointer: below-right, clear of the arrow.
    static let pointerOffset = CGSize(width: 12, height: 20)

    /// The interaction whose tooltip is pending or shown.
    private weak var interaction: UIToolTipInteraction?
    /// The text pending or shown.
    private var text: String?
    /// The window the pointer is over and where in it, for placing the popup.
    private weak var anchorWindow: UIWindow?
    private var anchorLocation = CGPoint.zero
    private var pending: EventScheduler.Token?
    /// The popup, while shown.
    private(set) var window: ToolTipWindow?

    /// Whether a popup is showing.
    var isShowing: Bool { window != nil }
    /// The text of the popup showing, if one is.
    var shownText: String? { window == nil ? nil : text }

    /// The pointer moved to `location` in `window`, over `view`: the tooltip showing stays while
    /// it is still the one of the view under the pointer; otherwise it hides, and one of the view
    /// is scheduled to show once the pointer rests.
    func pointerMoved(over view: UIView?, at location: CGPoint, in window: UIWindow) {
        guard !(window is ToolTipWindow) else { return }
        let found = Self.toolTip(over: view)
        if self.window != nil, let found, found.interaction === interaction, found.text == text { return }
        hide()
        guard let found else { return }
        interaction = found.interaction
        text = found.text
        anchorWindow = window
        anchorLocation = location
        let scheduler = application.scheduler
        pending = scheduler.schedule(at: scheduler.now + Self.delay) { [weak self] in
            self?.pending = nil
            self?.show()
        }
    }

    /// Hides the popup and forgets a pending one (the pointer left, a button or key went down).
    func hide() {
        if let pending { application.scheduler.cancel(pending) }
        pending = nil
        interaction = nil
        text = nil
        anchorWindow = nil
        if let shown = window {
            window = nil
            shown.close()
        }
    }

    /// `window` is hiding: a tooltip over it goes too.
    func windowWillHide(_ window: UIWindow) {
        if window === anchorWindow { hide() }
    }

    /// An interaction is leaving its view: its tooltip goes.
    func interactionWillDetach(_ interaction: UIToolTipInteraction) {
        if interaction === self.interaction { hide() }
    }

    /// The first interaction with text on `view` or an ancestor.
    static func toolTip(over view: UIView?) -> (interaction: UIToolTipInteraction, text: String)? {
        var current = view
        while let candidate = current {
            for case let interaction as UIToolTipInteraction in candidate.interactionStorage {
                if let text = interaction.shownText { return (interaction, text) }
            }
            current = candidate.superview
        }
        return nil
    }

    private func show() {
        guard let interaction, let text, interaction.shownText == text, let anchorWindow, !anchorWindow.isHidden,
              interaction.view?.window === anchorWindow else {
            hide()
            return
        }
        let popup = ToolTipWindow(frame: CGRect(origin: .zero, size: ToolTipView.size(for: text)), text: text)
        popup.popupAnchor = PopupAnchor(parent: anchorWindow, rect: Self.anchor(pointer: anchorLocation),
                                        placement: .toolTip)
        window = popup
        popup.isHidden = false
    }

    /// What a tooltip is placed against, for the pointer at `pointer`: a rectangle whose
    /// bottom-right corner is `pointerOffset` below-right of the pointer (where the popup's corner
    /// goes) and whose top is 4 points above it (where the popup's bottom goes when there is no
    /// room below).
    static func anchor(pointer: CGPoint) -> CGRect {
        CGRect(x: pointer.x + pointerOffset.width, y: pointer.y - 4, width: 0, height: pointerOffset.height + 4)
    }

    /// A `size` popup below-right of `pointer` (screen coordinates), kept on the screen the
    /// backend knows: too far right it moves left; too low it goes above the pointer. The
    /// backends place tooltips by this rule (`PopupPlacement.toolTip`).
    static func placement(of size: CGSize, pointer: CGPoint) -> CGRect {
        PopupPlacement.toolTip.frame(size: size, anchor: anchor(pointer: pointer), parentOrigin: .zero,
                                     screen: UIScreen.main.bounds.size)
    }
}
