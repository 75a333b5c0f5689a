import Foundation

/// The desktop's way to hand a URL to another app (`UIApplication.open(_:options:completionHandler:)`):
/// on Linux, the desktop portal's `org.freedesktop.portal.OpenURI`, installed by the desktop
/// integration as `UIApplication.shared.desktopServices.urlOpener`.
@preconcurrency @MainActor
public protocol URLOpeningService: AnyObject {
    /// Opens `url` in the app the desktop chooses for it (a file URL: the file, in its default
    /// app) and calls `completion` once, on the main actor.
    func open(_ url: URL, parentWindow: WindowID?, completion: @escaping @MainActor (URLOpeningResult) -> Void)

    /// Shows `url`, a file or folder, in the file manager (the folder it is in, selected where the
    /// file manager can) and calls `completion` once, on the main actor.
    func revealInFileManager(_ url: URL, parentWindow: WindowID?, completion: @escaping @MainActor (URLOpeningResult) -> Void)
}

/// What a `URLOpeningService` did with a URL.
public enum URLOpeningResult: Sendable, Equatable {
    /// Another app took the URL.
    case opened
    /// The desktop answered but did not open it (the user cancelled its app chooser, no app
    /// handles it); the text says why.
    case notOpened(String)
    /// The service could not be reached (its portal went away): the caller may try another way.
    case unavailable(String)
}
