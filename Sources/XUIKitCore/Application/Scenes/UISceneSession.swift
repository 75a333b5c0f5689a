import Foundation

/// What persists about a scene: its role, its configuration and its identifier. A session is
/// open from the scene's connection until it is discarded — on the desktop, when its window
/// closes (R19.5).
@preconcurrency @MainActor
public final class UISceneSession {
    /// The kind of scene a session holds.
    public struct Role: Hashable, RawRepresentable, Sendable {
        /// The role's name, as in an Info.plist scene manifest.
        public let rawValue: String
        /// A role from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A window of the app's own, interactive: every scene XUIKit makes has this role.
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
        /// A non-interactive window on an external display. XUIKit never connects one.
        public static let windowExternalDisplayNonInteractive = Role(rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }

    /// The kind of scene.
    public let role: Role
    /// The configuration the scene was made from (after the app delegate chose it).
    public internal(set) var configuration: UISceneConfiguration
    /// A string that identifies the session for as long as it is open: a UUID.
    public let persistentIdentifier: String
    /// The connected scene, or nil once it disconnected.
    public internal(set) weak var scene: UIScene?
    /// State the app keeps with the session.
    public var userInfo: [String: Any]?

    init(role: Role, configuration: UISceneConfiguration) {
        self.role = role
        self.configuration = configuration
        persistentIdentifier = UUID().uuidString
    }
}

extension UISceneSession: Hashable {
    /// True only for the same session.
    nonisolated public static func == (lhs: UISceneSession, rhs: UISceneSession) -> Bool { lhs === rhs }
    /// Hashes the session's identity.
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
