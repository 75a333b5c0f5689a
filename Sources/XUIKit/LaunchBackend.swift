import Foundation
import XUIKitCore
import XUIKitX11

/// The display backend an app launches on, named by the `XUIKIT_BACKEND` environment variable.
/// This is the one place the choice is made.
///
/// - `x11` (the default, also when the variable is unset or empty): windows open on the X display
///   named by `$DISPLAY`.
/// - `headless`: windows live in memory only and no X server is needed, so an app's CI can launch
///   it, drive it and stop it (SIGTERM exits with status 0).
enum LaunchBackend: String, CaseIterable {
    case x11
    case headless

    /// The backend `environment` names, or a one-line message saying which names are valid.
    static func named(in environment: [String: String]) -> Result<LaunchBackend, LaunchError> {
        let name = environment["XUIKIT_BACKEND"] ?? ""
        if name.isEmpty { return .success(.x11) }
        guard let backend = LaunchBackend(rawValue: name) else {
            let names = allCases.map(\.rawValue).joined(separator: " or ")
            return .failure(LaunchError(message: "unknown XUIKIT_BACKEND '\(name)': set it to \(names)"))
        }
        return .success(backend)
    }

    /// Opens this backend: for X11, the display named by `$DISPLAY`.
    @MainActor
    func open() throws -> any PlatformBackend {
        switch self {
        case .x11: return try X11Backend()
        case .headless: return HeadlessBackend()
        }
    }
}

/// Why an app could not choose or open its backend, as one line for stderr.
struct LaunchError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
