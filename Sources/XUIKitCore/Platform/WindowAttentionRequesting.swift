/// What a backend that can ask the desktop to draw the user's attention to a window offers: the
/// urgency hint (X11: `_NET_WM_STATE_DEMANDS_ATTENTION`, and the urgency flag of `WM_HINTS`)
/// that taskbars and docks show as a highlighted entry — where UIKit would badge the app's icon
/// (R37.9).
@preconcurrency @MainActor
public protocol WindowAttentionRequesting: AnyObject {
    /// Sets or clears the urgency hint of window `id`.
    func setDemandsAttention(_ demandsAttention: Bool, for id: WindowID)
}
