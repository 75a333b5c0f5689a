import Foundation

// Autosave (R32.13): a change schedules one save of an open document on the app's clock,
// `autosaveDelay` later; more changes before then do not move it, a save or a close cancels it.
extension UIDocument {
    /// `autosave(completionHandler:)`'s work.
    func performAutosave(completionHandler: (@MainActor @Sendable (Bool) -> Void)?) {
        cancelAutosave()
        enqueueFileOperation { document in
            guard document.hasUnsavedChanges, !document.documentState.contains(.closed) else {
                completionHandler?(true)
                return
            }
            let success = await document.writeFile(to: document.fileURL, for: .forOverwriting)
            completionHandler?(success)
        }
    }

    /// Schedules an autosave of an open document with changes, unless one is waiting.
    func scheduleAutosave() {
        guard hasUnsavedChanges, !documentState.contains(.closed) else { cancelAutosave(); return }
        guard autosaveToken == nil else { return }
        let scheduler = UIApplication.shared.scheduler
        let token = scheduler.schedule(at: scheduler.now + UIDocument.autosaveDelay) { [weak self] in
            guard let self else { return }
            autosaveToken = nil
            autosave()
        }
        autosaveToken = (scheduler, token)
    }

    /// Forgets a waiting autosave.
    func cancelAutosave() {
        if let pending = autosaveToken { pending.0.cancel(pending.1) }
        autosaveToken = nil
    }
}
