import Foundation

extension UIApplication {
    /// Options for `open(_:options:completionHandler:)`.
    public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// Creates a key.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// With `true`, the URL opens only as a universal link, in an installed app that claims
        /// it. The Linux desktop has no universal links, so such a call answers `false` (R31.9).
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// Opens `url` in the app the desktop chooses for it: a web page in the browser, `mailto:` in
    /// the mail app, a file URL in the file's default app (R31.7). `completion` runs once,
    /// asynchronously on the main actor, with whether another app took the URL.
    ///
    /// On Linux the URL goes through the desktop portal's `OpenURI` (`desktopServices.urlOpener`);
    /// with no portal, through `xdg-open` (R31.8).
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
                     completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil) {
        if options[.universalLinksOnly] as? Bool == true {
            return NextTurnSignal.later { completion?(false) }
        }
        guard url.scheme?.isEmpty == false else {
            Diagnostics.report("open(_:): '\(url)' has no scheme; nothing opens it")
            return NextTurnSignal.later { completion?(false) }
        }
        deliver(to: desktopServices.urlOpener, url: url, completion: completion) { opener, parent, answer in
            opener.open(url, parentWindow: parent, completion: answer)
        }
    }

    /// Opens `url` as `open(_:options:completionHandler:)` does and answers whether another app
    /// took it.
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:]) async -> Bool {
        await withCheckedContinuation { continuation in
            open(url, options: options) { continuation.resume(returning: $0) }
        }
    }

    /// Whether an app on the desktop can open `url` (R31.9): a `file:` URL when its file exists,
    /// any other URL with a scheme when the desktop has a way to open URLs (the portal's
    /// `OpenURI`, or `xdg-open` on `PATH`). The portal cannot be asked which schemes have an app,
    /// so `true` means "the desktop will try".
    public func canOpenURL(_ url: URL) -> Bool {
        guard let scheme = url.scheme, !scheme.isEmpty else { return false }
        if url.isFileURL { return FileManager.default.fileExists(atPath: url.path) }
        return desktopServices.urlOpener != nil || desktopServices.xdgOpen.executable != nil
    }

    /// XUIKit addition: shows the file or folder at `url` in the desktop's file manager (the
    /// portal's `OpenDirectory`, which opens the folder a file is in with the file selected;
    /// with no portal, `xdg-open` of that folder). `completion` runs once, asynchronously on the
    /// main actor, with whether the file manager took it (R31.10).
    public func revealInFileManager(_ url: URL, completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil) {
        guard url.isFileURL else {
            Diagnostics.report("revealInFileManager(_:): '\(url)' is not a file URL")
            return NextTurnSignal.later { completion?(false) }
        }
        deliver(to: desktopServices.urlOpener, url: url, completion: completion) { opener, parent, answer in
            opener.revealInFileManager(url, parentWindow: parent, completion: answer)
        }
    }

    /// Asks `service` (nil: `xdg-open`) and, when it is unavailable, `xdg-open`; calls
    /// `completion` once with the outcome, reporting a failure as one diagnostic line.
    private func deliver(to service: (any URLOpeningService)?, url: URL,
                         completion: (@MainActor @Sendable (Bool) -> Void)?,
                         _ ask: @escaping @MainActor (any URLOpeningService, WindowID?, @escaping @MainActor (URLOpeningResult) -> Void) -> Void) {
        let parent = keyWindow?.windowID
        let fallback = desktopServices.xdgOpen
        let finish: @MainActor (URLOpeningResult) -> Void = { result in
            if case .notOpened(let reason) = result { Diagnostics.report("cannot open '\(url)': \(reason)") }
            if case .unavailable(let reason) = result { Diagnostics.report("cannot open '\(url)': \(reason)") }
            completion?(result == .opened)
        }
        guard let service else { return ask(fallback, parent, finish) }
        ask(service, parent) { result in
            guard case .unavailable = result else { return finish(result) }
            ask(fallback, parent, finish)   // R31.8: the portal went away; xdg-open may still work.
        }
    }
}
