import CX11
import XUIKitCore

/// PRIMARY (R35.1–R35.3): the app claims it while a text editor has a selection and serves the
/// editor's current selection; a middle click asks for it through the event loop, as a paste of
/// the CLIPBOARD is asked (X11Clipboard+Request.swift: one second's timeout, INCR, a size limit).
extension X11Backend: PrimarySelectionServing {
    /// Claims PRIMARY with the server time of the latest input (ICCCM forbids CurrentTime for
    /// ownership), unless the app owns it already: then only what is served changes.
    public func claimPrimarySelection(_ text: @escaping @MainActor () -> String?) {
        guard connection.isOpen else { return }
        primary.setOffer(X11SelectionOffer(text: text), time: lastInputTime, reclaim: false)
    }

    /// Gives PRIMARY up if the app owns it.
    public func releasePrimarySelection() {
        guard connection.isOpen, primary.isOwner else { return }
        primary.setOffer(nil, time: lastInputTime)
    }

    /// Whether the app owns PRIMARY (it learns of a loss through SelectionClear).
    public var ownsPrimarySelection: Bool { primary.isOwner }

    /// PRIMARY's text, to `completion`: at once from the app's own selection or when nobody owns
    /// it, else when the owner answers (or nil after a second).
    public func requestPrimarySelectionText(_ completion: @escaping @MainActor (String?) -> Void) {
        guard connection.isOpen else { return completion(nil) }
        primary.requestText(time: lastInputTime, completion: completion)
    }

    /// Sends a request for one of the app's selections to the instance that owns it.
    func answerSelectionRequest(_ request: XSelectionRequestEvent) {
        (request.owner == primary.window ? primary : clipboard).answer(request)
    }
}
