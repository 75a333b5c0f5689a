import CX11
import Foundation
import XUIKitCore

/// The asynchronous paste: `requestText` asks the selection's owner and returns; the owner's
/// SelectionNotify arrives through the event loop (`selectionNotified`, from
/// X11Backend+Events.swift), and the completions run then. UTF-8 is asked first, then Latin-1
/// `STRING`. An owner that does not answer within `timeout` gives nil and one message. Requests
/// made while one is under way share its answer. An INCR answer's chunks are then read with the
/// synchronous path's bounded wait.
///
/// The timeout is a run-loop timer (the app's loop sleeps until the next timer, so it wakes for
/// it), and every `processPendingEvents` also gives up on an overdue paste: a loop that does not
/// run RunLoop.main's timers (a test on a worker thread) still ends it.
extension X11Clipboard {
    /// One conversion under way: who waits for it, the target still to try, and which it is.
    struct PendingPaste {
        var completions: [@MainActor (String?) -> Void]
        /// The target to ask for if the owner refuses the current one.
        var fallback: Atom?
        let time: Time
        /// Tells this paste's timeout from a later paste's.
        let id = UUID()
        /// When the owner's answer is overdue.
        let deadline: Date
        /// Gives up on the owner at `deadline`.
        var timer: Timer?
    }

    /// Calls `completion` with the clipboard's text: at once when the app owns it or nobody
    /// does, else once the owner answers (or `timeout` passes).
    func requestText(time: Time, completion: @escaping @MainActor (String?) -> Void) {
        let display = connection.display
        let owner = XGetSelectionOwner(display, selection)
        if owner == window { return completion(ownText) }
        guard owner != 0 else { return completion(nil) }
        if pendingPaste != nil {
            pendingPaste?.completions.append(completion)
            return
        }
        let paste = PendingPaste(completions: [completion], fallback: XA_STRING, time: time,
                                 deadline: Date(timeIntervalSinceNow: timeout))
        pendingPaste = paste
        convert(to: atoms.utf8String, time: time)
        let timer = Timer(timeInterval: timeout, repeats: false) { [weak self, id = paste.id] _ in
            // Timers on RunLoop.main fire on the main thread.
            MainActor.assumeIsolated { self?.expire(id) }
        }
        RunLoop.main.add(timer, forMode: .common)
        pendingPaste?.timer = timer
    }

    /// The owner answered a conversion this window asked for.
    func selectionNotified(_ event: XSelectionEvent) {
        guard event.requestor == window, event.selection == selection, var paste = pendingPaste else { return }
        if event.property == 0 {
            // Refused: try the next target, or give up.
            guard let fallback = paste.fallback else { return finish(nil) }
            paste.fallback = nil
            pendingPaste = paste
            convert(to: fallback, time: paste.time)
            return
        }
        finish(readTransferredText())
    }

    private func convert(to target: Atom, time: Time) {
        let display = connection.display
        XDeleteProperty(display, window, transferProperty)
        XConvertSelection(display, selection, target, transferProperty, window, time)
        XFlush(display)
    }

    /// Gives up on a paste whose owner has not answered by its deadline.
    func expireOverduePaste(now: Date) {
        if let paste = pendingPaste, now >= paste.deadline { expire(paste.id) }
    }

    private func expire(_ id: UUID) {
        guard let paste = pendingPaste, paste.id == id else { return }
        if connection.isOpen {
            Diagnostics.handler("paste: the \(name)'s owner did not answer within \(timeout) s; nothing was pasted")
        }
        finish(nil)
    }

    private func finish(_ text: String?) {
        pendingPaste?.timer?.invalidate()
        let completions = pendingPaste?.completions ?? []
        pendingPaste = nil
        for completion in completions { completion(text) }
    }
}
