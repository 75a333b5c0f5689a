import Foundation

extension Diagnostics {
    /// A diagnostic line from code that may run on any thread (drawing, R29.20): through
    /// `handler` on the main actor (`MainActorCheck`), straight to stderr elsewhere.
    nonisolated static func reportFromAnyThread(_ message: String) {
        if MainActorCheck.isOnMainActor {
            MainActor.assumeIsolated { report(message) }
        } else {
            FileHandle.standardError.write(Data("XUIKit: \(message)\n".utf8))
        }
    }
}
