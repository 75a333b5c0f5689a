import Foundation

// Tooltips (R15.10): a short text shown in a small popup window after the pointer rests over a view.
//
// - `UIToolTipInteraction` (this file) holds a view's tooltip text; `UIView.toolTip`
//   (UIView+ToolTip.swift) adds, changes or removes one.
// - `ToolTipController`, one per application, follows the hovering pointer (HoverTracker reports every move and exit):
//   each move over a view with a tooltip schedules the popup `ToolTipController.delay` later on
//   the app's EventScheduler, and moving on, leaving, a button or a key going down, or the window
//   hiding cancels it or hides the popup. Nothing is scheduled while no tooltip is pending.
// - `ToolTipWindow` is the popup: a `UIWindow` of `WindowStyle.tooltip` (on X11
//   override-redirect, `_NET_WM_WINDOW_TYPE_TOOLTIP`, never focused) with a `ToolTipView`
//   drawing the text below-right of the pointer, kept on screen.

/// Shows a tooltip — a short text in a small popup — when the pointer rests over its view.
///
/// As in Mac Catalyst, `UIControl.toolTip` (in XUIKit, `UIView.toolTip`) is a shortcut that
/// manages one of these on the view.
@preconcurrency @MainActor
public final class UIToolTipInteraction: UIInteraction {
    /// The view the interaction is attached to.
    public private(set) weak var view: UIView?
    /// The text shown; nil or empty shows no tooltip.
    public var defaultToolTip: String?
    /// Whether the tooltip shows. True by default.
    public var isEnabled = true

    /// An interaction with no text yet.
    public init() {}

    /// An interaction showing `defaultToolTip`.
    public init(defaultToolTip: String) {
        self.defaultToolTip = defaultToolTip
    }

    /// Called before the interaction is attached to `view` (nil when it is being removed).
    public func willMove(to view: UIView?) {
        if view == nil, let old = self.view { old.application.toolTipController.interactionWillDetach(self) }
    }

    /// Called after the interaction was attached to `view` (nil when it was removed).
    public func didMove(to view: UIView?) {
        self.view = view
    }

    /// The text to show now, or nil when the interaction shows none.
    var shownText: String? {
        guard isEnabled, let text = defaultToolTip, !text.isEmpty else { return nil }
        return text
    }
}
