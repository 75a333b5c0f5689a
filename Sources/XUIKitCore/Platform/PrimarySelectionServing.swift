import Foundation

/// What a backend with a selection-driven second clipboard offers (X11's PRIMARY: selecting
/// text copies it, a middle click pastes it; R35.1–R35.3). A backend that has it declares
/// `PlatformCapabilities.primarySelection` and adopts this; text editors use it through
/// `if let primary = backend as? PrimarySelectionServing`.
@preconcurrency @MainActor
public protocol PrimarySelectionServing: AnyObject {
    /// Claims the selection (or, already owning it, keeps it) and serves the text `text` returns
    /// when another client asks: the editor's selection at that moment. A nil answer refuses.
    func claimPrimarySelection(_ text: @escaping @MainActor () -> String?)
    /// Gives the selection up if the app owns it.
    func releasePrimarySelection()
    /// Whether the app owns the selection as far as the backend knows.
    var ownsPrimarySelection: Bool { get }
    /// Asks for the selection's text and calls `completion` on the main actor with it (nil: no
    /// text, a refusal, or no answer in time). The answer may come later, through the event loop.
    func requestPrimarySelectionText(_ completion: @escaping @MainActor (String?) -> Void)
}
