import Foundation
import XUIKitCore
import XUIKitDBus

/// The desktop's file dialog through `org.freedesktop.portal.FileChooser` (`OpenFile`,
/// `SaveFile`), installed as `UIApplication.shared.desktopServices.fileChooser` when the portal
/// answers for the interface (R31.1).
@MainActor
final class PortalFileChooser: FileChooserService {
    static let interface = "org.freedesktop.portal.FileChooser"

    private let client: PortalClient
    private let backend: any PlatformBackend

    init(client: PortalClient, backend: any PlatformBackend) {
        self.client = client
        self.backend = backend
    }

    func choose(_ request: FileChooserRequest, completion: @escaping @MainActor (FileChooserResponse) -> Void) {
        let call = FileChooserOptions(request)
        let parent = Self.parentWindow(request.parentWindow, backend: backend)
        client.request(Self.interface, call.method, arguments: { writer in
            writer.string(parent)
            writer.string(request.title)
        }, options: call.options) { response in
            let answer = FileChooserOptions.response(response)
            if case .unavailable(let reason) = answer { Diagnostics.handler(reason) }
            completion(answer)
        }
    }

    /// The portal's `parent_window` for `window`: the backend's exported handle ("x11:1a00007"),
    /// or "" when there is none (R31.5).
    static func parentWindow(_ window: WindowID?, backend: any PlatformBackend) -> String {
        guard let window, let exporter = backend as? WindowHandleExporting else { return "" }
        return exporter.exportedHandle(of: window) ?? ""
    }
}
