import Foundation
import XUIKitCore

/// The windows' urgency hint, where UIKit would badge the app's icon (R37.9): a notification
/// delivered while the app is not in front, or a badge number above 0 set then. The hint goes on
/// every shown window through the backend's `WindowAttentionRequesting` (X11:
/// `_NET_WM_STATE_DEMANDS_ATTENTION`), and comes off all of them at the end of the first turn in
/// which one of the app's windows has the keyboard focus again.
@MainActor
final class NotificationAttention {
    private(set) var isRequested = false
    private var observing = false

    /// Sets the hint on every shown window (nothing on a backend without the ability).
    func request() {
        guard let backend = UIApplication.shared.backend as? WindowAttentionRequesting else { return }
        let windows = UIApplication.shared.windows.filter { !$0.isHidden }.compactMap(\.windowID)
        guard !windows.isEmpty else { return }
        for id in windows { backend.setDemandsAttention(true, for: id) }
        isRequested = true
        observeFocus()
    }

    private func observeFocus() {
        guard !observing else { return }
        observing = true
        UIApplication.shared.addEndOfTurnObserver { [weak self] in self?.clearIfFocused() }
    }

    /// A window of the app has the focus: the user is here; the hint comes off every window.
    private func clearIfFocused() {
        guard isRequested, let backend = UIApplication.shared.backend as? WindowAttentionRequesting,
              UIApplication.shared.backend.focusedWindow != nil else { return }
        isRequested = false
        for id in UIApplication.shared.windows.compactMap(\.windowID) { backend.setDemandsAttention(false, for: id) }
    }
}
