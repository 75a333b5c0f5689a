import Foundation

/// An in-memory PRIMARY selection for the headless backend, so the editors' claims and middle
/// clicks (R35.1–R35.3) can be tested without a server. A test plays another app by setting
/// `othersText`; the app's claim takes the selection from it, as on X11.
@preconcurrency @MainActor
public final class HeadlessPrimarySelection {
    /// What the app serves while it owns the selection.
    var provider: (@MainActor () -> String?)?
    /// The text another app holds as PRIMARY (nil: nobody), set by tests; an app's claim clears it.
    public var othersText: String? {
        didSet { if othersText != nil { provider = nil } }
    }
    /// How many times the app claimed the selection while not owning it.
    public internal(set) var claims = 0

    /// What another app pasting PRIMARY now would get.
    public var servedText: String? { provider.map { $0() } ?? othersText }

    init() {}
}

extension HeadlessBackend: PrimarySelectionServing {
    /// Takes the in-memory selection (from `othersText` too) and serves `text`.
    public func claimPrimarySelection(_ text: @escaping @MainActor () -> String?) {
        if primarySelection.provider == nil { primarySelection.claims += 1 }
        primarySelection.othersText = nil
        primarySelection.provider = text
    }

    /// Gives the in-memory selection up.
    public func releasePrimarySelection() { primarySelection.provider = nil }

    /// Whether the app serves the selection.
    public var ownsPrimarySelection: Bool { primarySelection.provider != nil }

    /// Answers at once with `servedText`.
    public func requestPrimarySelectionText(_ completion: @escaping @MainActor (String?) -> Void) {
        completion(primarySelection.servedText)
    }
}
