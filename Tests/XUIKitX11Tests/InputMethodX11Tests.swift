import CX11
import Foundation
import Testing
import XUIKit
@_spi(Testing) @testable import XUIKitCore
@_spi(Testing) import XUIKitX11
import XUIKitTesting

/// On-the-spot preedit with a real input method (R35.7–R35.9): uim-xim with uim's "latin"
/// engine, whose compose sequences (Multi_key ' e → é) show a composition before they commit.
///
/// uim-xim runs headless (no window manager, no session bus) but only speaks to clients in a
/// locale it knows: C.UTF-8 is not one (`XOpenIM` returns NULL there). The test uses en_US.UTF-8
/// when the system has it (scripts/install-deps.sh generates it), else makes it once with
/// `localedef` in a cache folder under the temporary directory (`LOCPATH`). It switches the
/// process's `LC_CTYPE` to it while the app runs (restored after).
///
/// Where uim-xim puts its candidate window is recorded through its candidate-window helper:
/// `UIM_CANDWIN_PROG` names the helper uim-xim starts (a path under /usr/lib/uim), and the test
/// hands it a shell script that appends the commands it gets ("move\fX\fY\f\f", root
/// coordinates) to a file. uim-xim moves the window to the spot XUIKit told it (`XNSpotLocation`)
/// plus 36 pixels down, on every preedit update.
@Suite("Input method preedit with uim-xim on Xvfb", .serialized)
@MainActor
struct InputMethodX11Tests {
    private func pump(timeout: TimeInterval = 10, until condition: () -> Bool) {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while !condition(), Date() < deadline {
            UIApplication.shared.runPendingWork()
            usleep(5_000)
        }
        UIApplication.shared.runPendingWork()
    }

    /// nil when the system has en_US.UTF-8; else a folder holding it (made once, shared by test
    /// runs); or `.failure` when it could not be made.
    private static let localeDirectory: Result<String?, LocaleUnavailable> = {
        let saved = String(cString: setlocale(LC_CTYPE, nil))
        defer { setlocale(LC_CTYPE, saved) }
        if setlocale(LC_CTYPE, "en_US.UTF-8") != nil { return .success(nil) }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("xuikit-locale-en_US").path
        if FileManager.default.fileExists(atPath: directory + "/en_US.UTF-8/LC_CTYPE") { return .success(directory) }
        guard let localedef = TestProcess.executable(named: "localedef") else { return .failure(LocaleUnavailable()) }
        // Made beside the cache and renamed into place, so a run stopped halfway leaves no half locale.
        let scratch = directory + "-\(getpid())"
        try? FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        guard let make = try? TestProcess(localedef, ["-i", "en_US", "-f", "UTF-8", scratch + "/en_US.UTF-8"],
                                          environment: ["PATH": "/usr/bin:/bin"]),
              make.waitForExit(timeout: 120) != nil,
              FileManager.default.fileExists(atPath: scratch + "/en_US.UTF-8/LC_CTYPE") else {
            try? FileManager.default.removeItem(atPath: scratch)
            return .failure(LocaleUnavailable())
        }
        if (try? FileManager.default.moveItem(atPath: scratch, toPath: directory)) == nil {
            try? FileManager.default.removeItem(atPath: scratch)
        }
        return .success(directory)
    }()

    private struct LocaleUnavailable: Error {}

    private var uimHasLatin: Bool {
        (try? String(contentsOfFile: "/var/lib/uim/installed-modules.scm", encoding: .utf8))?.contains("latin") ?? false
    }

    /// The root coordinates uim-xim last moved its candidate window to, from the helper's log.
    private func lastCandidateWindowMove(in log: String) -> (x: Int, y: Int)? {
        let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        let fields = text.split(separator: "\u{0C}", omittingEmptySubsequences: false).map(String.init)
        guard let index = fields.lastIndex(of: "move"), index + 2 < fields.count,
              let x = Int(fields[index + 1]), let y = Int(fields[index + 2]) else { return nil }
        return (x, y)
    }

    /// Where XUIKit puts the spot for `field`'s caret (R35.9): the caret's bottom left in window
    /// pixels, plus the window's place on the root window.
    private func expectedSpot(of field: UITextField, in window: UIWindow, session: X11Session) throws -> (x: Int, y: Int) {
        let range = try #require(field.selectedTextRange)
        let caret = field.convert(field.caretRect(for: range.end), to: window)
        let scale = window.traitCollection.displayScale
        var rootX: Int32 = 0, rootY: Int32 = 0
        var child: Window = 0
        let display = session.backend.display
        let id = try #require(window.windowID)
        XTranslateCoordinates(display, Window(session.backend.nativeWindow(for: id)), XDefaultRootWindow(display),
                              0, 0, &rootX, &rootY, &child)
        return (Int(rootX) + Int((caret.minX * scale).rounded()), Int(rootY) + Int((caret.maxY * scale).rounded()))
    }

    /// True when some row of `rect` (window points) is dark across its whole width: the
    /// marked text's underline (R35.8), black on the field's white.
    private func hasUnderline(in rect: CGRect, of window: UIWindow, session: X11Session) -> Bool {
        let scale = window.traitCollection.displayScale
        let pixelRect = CGRect(x: (rect.minX * scale).rounded(), y: (rect.minY * scale).rounded(),
                               width: max(1, (rect.width * scale).rounded()), height: max(1, (rect.height * scale).rounded()))
        let pixels = session.pixels(of: window, in: pixelRect)
        let width = Int(pixelRect.width)
        guard pixels.count == width * Int(pixelRect.height) else { return false }
        return stride(from: 0, to: pixels.count, by: width).contains { start in
            pixels[start ..< start + width].allSatisfy { pixel in
                (pixel >> 16 & 0xFF) + (pixel >> 8 & 0xFF) + (pixel & 0xFF) < 3 * 0x60
            }
        }
    }

    /// uim-xim for one test: the tools, a scratch folder with the candidate-window helper, and the
    /// servers started (stopped after the app's session, so none dies under it unless a test kills it).
    @MainActor
    private final class Uim {
        let executable: String
        let xdotool: String
        let locales: String?
        let scratch: String
        var servers: [TestProcess] = []
        var candidateLog: String { scratch + "/candwin.log" }
        var helper: String { scratch + "/candwin.sh" }

        init(executable: String, xdotool: String, locales: String?, scratch: String) {
            self.executable = executable
            self.xdotool = xdotool
            self.locales = locales
            self.scratch = scratch
        }

        /// Starts uim-xim (latin engine) on the session's display and waits until it owns the
        /// selection it announces in the root window's XIM_SERVERS.
        func start(on session: X11Session) throws -> TestProcess {
            var environment = ["DISPLAY": session.displayName, "LC_ALL": "en_US.UTF-8", "HOME": scratch,
                               // A path under uim's helper folder (/usr/lib/uim): up to / and down to the script.
                               "UIM_CANDWIN_PROG": "../../.." + helper]
            if let locales { environment["LOCPATH"] = locales }
            let server = try TestProcess(executable, ["--engine=latin"], environment: environment)
            servers.append(server)
            let display = session.backend.display
            let serversAtom = XInternAtom(display, "XIM_SERVERS", 0)
            let deadline = Date(timeIntervalSinceNow: 10)
            var announced = false
            while !announced, Date() < deadline {
                var type: Atom = 0, format: Int32 = 0, count: UInt = 0, remaining: UInt = 0
                var data: UnsafeMutablePointer<UInt8>?
                XGetWindowProperty(display, XDefaultRootWindow(display), serversAtom, 0, 64, 0, XA_ATOM,
                                   &type, &format, &count, &remaining, &data)
                if let data {
                    announced = data.withMemoryRebound(to: Atom.self, capacity: Int(count)) { atoms in
                        (0 ..< Int(count)).contains { XGetSelectionOwner(display, atoms[$0]) != 0 }
                    }
                    XFree(data)
                }
                if !announced { usleep(20_000) }
            }
            try #require(announced, "uim-xim did not start: \(server.standardError)")
            return server
        }
    }

    /// Runs `body` in an app on Xvfb with `XMODIFIERS=@im=uim` and en_US.UTF-8, ready to start
    /// uim-xim; records an issue instead when uim-xim, xdotool, its latin engine or the locale is missing.
    private func withUim(_ body: (X11Session, Uim) throws -> Void) throws {
        let executable = try #require(TestProcess.executable(named: "uim-xim"), "uim-xim is not installed (apt-get install uim-xim)")
        let xdotool = try #require(TestProcess.executable(named: "xdotool"), "xdotool is not installed")
        try #require(uimHasLatin, "uim's latin engine is not registered (uim-module-manager --register latin)")
        guard case .success(let locales) = Self.localeDirectory else {
            Issue.record("en_US.UTF-8 is not there and localedef could not make it")
            return
        }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("xuikit-im-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let uim = Uim(executable: executable, xdotool: xdotool, locales: locales, scratch: scratch)
        try "#!/bin/sh\nexec cat >> '\(uim.candidateLog)'\n".write(toFile: uim.helper, atomically: true, encoding: .utf8)
        chmod(uim.helper, 0o755)

        let savedLocale = String(cString: setlocale(LC_CTYPE, nil))
        let savedModifiers = ProcessInfo.processInfo.environment["XMODIFIERS"]
        if let locales { setenv("LOCPATH", locales, 1) }
        setenv("XMODIFIERS", "@im=uim", 1)
        defer {
            setlocale(LC_CTYPE, savedLocale)
            unsetenv("LOCPATH")
            if let savedModifiers { setenv("XMODIFIERS", savedModifiers, 1) } else { unsetenv("XMODIFIERS") }
        }
        // uim-xim outlives the app: a server stopped while the app reads no events is R35.10's one
        // case left (Xlib never sees its window go, and XDestroyIC at the session's end waits for
        // its reply forever: seen in gdb as XDestroyIC → _XimRead → XIfEvent). R35.10's test kills
        // it on purpose while the app runs.
        defer { for server in uim.servers { server.stop() } }
        try withX11App { session in
            // After the backend chose its locale (once per process), before the input method opens.
            try #require(setlocale(LC_CTYPE, "en_US.UTF-8") != nil, "en_US.UTF-8 did not load")
            try body(session, uim)
        }
    }

    /// Shows a 320×200 window at the top left holding a text field with "ab" (large black text on
    /// white, its end under root point 290, 38).
    private func showFieldWindow(session: X11Session) -> (UIWindow, UITextField) {
        let controller = UIViewController()
        let field = UITextField(frame: CGRect(x: 20, y: 20, width: 280, height: 36))
        field.borderStyle = .roundedRect
        field.backgroundColor = .white
        field.textColor = .black
        field.font = .systemFont(ofSize: 24)
        field.text = "ab"
        controller.view.addSubview(field)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        window.overrideUserInterfaceStyle = .light
        window.rootViewController = controller
        session.show(window)
        return (window, field)
    }

    @Test("R35.7, R35.8, R35.9: a compose sequence shows underlined marked text at the caret, commits, and the candidate window follows the caret")
    func composeWithUim() throws {
        try withUim { session, uim in
            _ = try uim.start(on: session)
            let candidateLog = uim.candidateLog
            let xdotool = uim.xdotool

            let (window, field) = showFieldWindow(session: session)
            session.click(x: 290, y: 38)
            #expect(field.isEditing)

            // Compose at the end of "ab".
            let spotAtEnd = try expectedSpot(of: field, in: window, session: session)
            let compose = try TestProcess(xdotool, ["key", "--delay", "120", "Multi_key", "apostrophe"],
                                          environment: ["DISPLAY": session.displayName])
            pump { compose.waitForExit(timeout: 0) != nil && field.markedTextRange != nil }
            let marked = try #require(field.markedTextRange, "no composition arrived")
            #expect(field.text(in: marked) == "'")
            #expect(field.text == "ab'")
            #expect(field.offset(from: field.beginningOfDocument, to: marked.start) == 2)
            // R35.9: uim-xim placed its candidate window under the caret XUIKit told it.
            pump(timeout: 5) { lastCandidateWindowMove(in: candidateLog) != nil }
            let firstMove = try #require(lastCandidateWindowMove(in: candidateLog), "uim-xim never moved its candidate window")
            #expect(firstMove.x == spotAtEnd.x && firstMove.y == spotAtEnd.y + 36)
            // R35.8: drawn underlined. The apostrophe sits at the top of the line, so the lower
            // half of its box is empty but for the underline.
            let markedBox = field.convert(field.firstRect(for: marked), to: window)
            let underlineArea = CGRect(x: markedBox.minX + 1, y: markedBox.midY, width: max(1, markedBox.width - 2),
                                       height: markedBox.height / 2 + 3)
            pump(timeout: 2) { hasUnderline(in: underlineArea, of: window, session: session) }
            #expect(hasUnderline(in: underlineArea, of: window, session: session))

            let commit = try TestProcess(xdotool, ["key", "e"], environment: ["DISPLAY": session.displayName])
            pump { commit.waitForExit(timeout: 0) != nil && field.text == "abé" }
            #expect(field.text == "abé")
            #expect(field.markedTextRange == nil)

            // The caret goes to the start; the next composition's candidate window goes with it.
            field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: field.beginningOfDocument)
            pump(timeout: 1) { false }
            let spotAtStart = try expectedSpot(of: field, in: window, session: session)
            #expect(spotAtStart.x < spotAtEnd.x)
            let again = try TestProcess(xdotool, ["key", "--delay", "120", "Multi_key", "apostrophe"],
                                        environment: ["DISPLAY": session.displayName])
            pump { again.waitForExit(timeout: 0) != nil && field.markedTextRange != nil }
            pump(timeout: 5) { lastCandidateWindowMove(in: candidateLog).map { $0.x != firstMove.x } ?? false }
            let secondMove = try #require(lastCandidateWindowMove(in: candidateLog))
            #expect(secondMove.x == spotAtStart.x && secondMove.y == spotAtStart.y + 36)
            #expect(field.text == "'abé")
        }
    }

    @Test("R35.10: uim-xim killed under a composing field: the composition ends, keys still type, the window whose input context died closes, a restarted server serves the open window (compose again), and the last close request ends the app")
    func serverKilled() throws {
        try withUim { session, uim in
            let display = ["DISPLAY": session.displayName]
            let server = try uim.start(on: session)
            let (window, field) = showFieldWindow(session: session)
            session.click(x: 290, y: 38)
            #expect(field.isEditing)
            let id = try #require(window.windowID)
            pump(timeout: 5) { session.backend.hasInputContext(for: id) }
            #expect(session.backend.hasInputContext(for: id))
            let compose = try TestProcess(uim.xdotool, ["key", "--delay", "120", "Multi_key", "apostrophe"],
                                          environment: display)
            pump { compose.waitForExit(timeout: 0) != nil && field.markedTextRange != nil }
            #expect(field.text == "ab'")

            // Without R35.10 the app goes on using the input method and contexts Xlib freed when it
            // saw the server's window go: a key lookup or the next window crashed the test process,
            // and XDestroyIC can wait forever for the dead server instead. The watchdog ends the
            // process after 30 s, so a regression that hangs fails instead of stalling CI.
            let watchdog = Watchdog(seconds: 30,
                                    "R35.10: the app hung after uim-xim was killed (XDestroyIC waiting for a dead input method?)")
            defer { watchdog.disarm() }
            server.signal(SIGKILL)
            #expect(server.waitForExit(timeout: 5) != nil)
            pump(timeout: 5) { !session.backend.hasInputMethod }
            #expect(!session.backend.hasInputMethod)
            #expect(!session.backend.hasInputContext(for: id))
            #expect(field.markedTextRange == nil)
            #expect(field.text == "ab")

            // Keys are looked up without an input method meanwhile.
            let typed = try TestProcess(uim.xdotool, ["key", "x"], environment: display)
            pump { typed.waitForExit(timeout: 0) != nil && field.text == "abx" }
            #expect(field.text == "abx")

            // A second window opens (no input method, no input context); the first closes on request.
            let (second, secondField) = showFieldWindow(session: session)
            let secondID = try #require(second.windowID)
            #expect(!session.backend.hasInputContext(for: secondID))
            session.client.requestClose(Window(session.backend.nativeWindow(for: id)))
            XFlush(session.backend.display)
            pump(timeout: 5) { window.windowID == nil }
            #expect(window.windowID == nil)

            // The server comes back: the input method reopens and the open window gets an input context.
            _ = try uim.start(on: session)
            pump(timeout: 5) { session.backend.hasInputContext(for: secondID) }
            #expect(session.backend.hasInputMethod)
            #expect(session.backend.hasInputContext(for: secondID))
            // …and composes through it.
            session.click(x: 290, y: 38)
            #expect(secondField.isEditing)
            let again = try TestProcess(uim.xdotool, ["key", "--delay", "120", "Multi_key", "apostrophe", "e"],
                                        environment: display)
            pump { again.waitForExit(timeout: 0) != nil && secondField.text == "abé" }
            #expect(secondField.text == "abé")

            // The last window's close request (its input context on the new server) ends the app.
            session.client.requestClose(Window(session.backend.nativeWindow(for: secondID)))
            XFlush(session.backend.display)
            pump(timeout: 5) { UIApplication.shared.exitStatus != nil }
            #expect(UIApplication.shared.exitStatus == 0)
        }
    }
}

/// Ends the test process with `message` unless disarmed within `seconds`: for a step that could
/// block the main thread in a C library forever, where no timeout of ours can interrupt it.
private struct Watchdog {
    private let item: DispatchWorkItem

    init(seconds: TimeInterval, _ message: String) {
        item = DispatchWorkItem {
            FileHandle.standardError.write(Data((message + "\n").utf8))
            _exit(1)
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds, execute: item)
    }

    func disarm() { item.cancel() }
}
