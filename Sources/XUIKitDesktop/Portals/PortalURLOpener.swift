import Foundation
#if canImport(Glibc)
import Glibc
#endif
import XUIKitCore
import XUIKitDBus

/// Opens URLs through `org.freedesktop.portal.OpenURI` (R31.7): `OpenURI` for a URL, `OpenFile`
/// with a descriptor of the file for a file URL (the portal's sandbox-safe way, which needs no
/// path the portal could misread), and `OpenDirectory` to reveal a file (version 3 and later).
/// Installed as `UIApplication.shared.desktopServices.urlOpener` when the portal answers for it.
@MainActor
final class PortalURLOpener: URLOpeningService {
    static let interface = "org.freedesktop.portal.OpenURI"

    private let client: PortalClient
    private let backend: any PlatformBackend
    private let version: UInt32

    init(client: PortalClient, backend: any PlatformBackend, version: UInt32) {
        self.client = client
        self.backend = backend
        self.version = version
    }

    func open(_ url: URL, parentWindow: WindowID?, completion: @escaping @MainActor (URLOpeningResult) -> Void) {
        guard url.isFileURL else {
            let parent = PortalFileChooser.parentWindow(parentWindow, backend: backend)
            return client.request(Self.interface, "OpenURI", arguments: { writer in
                writer.string(parent)
                writer.string(url.absoluteString)
            }, options: []) { completion(Self.result($0)) }
        }
        openFile(url, method: "OpenFile", parentWindow: parentWindow, completion: completion)
    }

    func revealInFileManager(_ url: URL, parentWindow: WindowID?, completion: @escaping @MainActor (URLOpeningResult) -> Void) {
        guard version >= 3 else {
            return completion(.unavailable("the portal's OpenURI is version \(version); OpenDirectory needs 3"))
        }
        openFile(url, method: "OpenDirectory", parentWindow: parentWindow, completion: completion)
    }

    /// Calls `method` with a descriptor of the file at `url`, which the portal resolves.
    private func openFile(_ url: URL, method: String, parentWindow: WindowID?,
                          completion: @escaping @MainActor (URLOpeningResult) -> Void) {
        // O_PATH (Linux): names the file without reading it, as GTK passes it; the Glibc module
        // does not export the constant.
        let pathOnly: Int32 = 0o10_000_000
        let descriptor = Glibc.open(url.path, pathOnly | O_CLOEXEC)
        guard descriptor >= 0 else {
            return completion(.notOpened("cannot open '\(url.path)': \(String(cString: strerror(errno)))"))
        }
        defer { close(descriptor) }   // libdbus sends its own duplicate
        let parent = PortalFileChooser.parentWindow(parentWindow, backend: backend)
        client.request(Self.interface, method, arguments: { writer in
            writer.string(parent)
            writer.unixFileDescriptor(descriptor)
        }, options: []) { completion(Self.result($0)) }
    }

    /// The Request's outcome: 0 opened; 1 (the user closed the app chooser) and 2 not opened;
    /// a failed call unavailable, so the caller can try `xdg-open` (R31.8).
    static func result(_ response: PortalResponse) -> URLOpeningResult {
        switch response {
        case .response(code: 0, results: _): .opened
        case .response(let code, results: _): .notOpened("the portal answered response \(code)")
        case .failed(let reason): .unavailable(reason)
        }
    }
}
