import CX11
import Foundation
import Testing
@_spi(Testing) import XUIKitX11
import XUIKitTesting

/// Other X clients that own the CLIPBOARD selection, as the clipboard tests need them: one that
/// serves text (xclip) and one that never answers.
extension BackendSession {
    /// Starts xclip serving `text` as the CLIPBOARD and returns once the server says it owns it
    /// (at most 10 s). Keep the process until the paste is done: it serves only while it runs.
    func copyWithXclip(_ text: String) throws -> TestProcess {
        let xclip = try #require(TestProcess.executable(named: "xclip"), "xclip is not installed (apt-get install xclip)")
        // -quiet keeps xclip in the foreground, serving the selection until it is killed.
        let copy = try TestProcess(xclip, ["-selection", "clipboard", "-i", "-quiet"],
                                   environment: ["DISPLAY": server.displayName], acceptsInput: true)
        copy.send(text)
        let clipboard = XInternAtom(backend.display, "CLIPBOARD", 0)
        let deadline = Date(timeIntervalSinceNow: 10)
        while XGetSelectionOwner(backend.display, clipboard) == 0, Date() < deadline { usleep(10_000) }
        return copy
    }

    /// Runs `body` while a second connection owns the CLIPBOARD with a window that never
    /// answers a conversion request.
    func withSilentClipboardOwner(_ body: () throws -> Void) throws {
        let other = try #require(XOpenDisplay(server.displayName))
        defer { XCloseDisplay(other) }
        let window = XCreateSimpleWindow(other, XDefaultRootWindow(other), 0, 0, 1, 1, 0, 0, 0)
        XSetSelectionOwner(other, XInternAtom(other, "CLIPBOARD", 0), window, Time(CurrentTime))
        XSync(other, 0)
        try body()
    }
}
