import Foundation

/// The scenes an app declares in code: what iOS reads from Info.plist's
/// `UIApplicationSceneManifest`. Return one from your app delegate's `sceneManifest` (R19.1):
///
/// ```swift
/// static var sceneManifest: UIApplicationSceneManifest? {
///     UIApplicationSceneManifest(delegateClass: SceneDelegate.self, supportsMultipleScenes: true)
/// }
/// ```
@preconcurrency @MainActor
public struct UIApplicationSceneManifest {
    /// Whether the app may have more than one scene at a time (`UIApplicationSupportsMultipleScenes`):
    /// `requestSceneSessionActivation` opens new windows only when it is true.
    public var supportsMultipleScenes: Bool
    /// The configurations, found by name and role (`UISceneConfigurations`).
    public var configurations: [UISceneConfiguration]

    /// A manifest of `configurations`.
    public init(supportsMultipleScenes: Bool = false, configurations: [UISceneConfiguration]) {
        self.supportsMultipleScenes = supportsMultipleScenes
        self.configurations = configurations
    }

    /// A manifest of one configuration, "Default Configuration" for `.windowApplication`
    /// sessions, whose delegate is of `delegateClass`.
    public init(delegateClass: any UISceneDelegate.Type, supportsMultipleScenes: Bool = false) {
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: .windowApplication)
        configuration.delegateClass = delegateClass
        self.init(supportsMultipleScenes: supportsMultipleScenes, configurations: [configuration])
    }

    /// The configuration named `name` for `role`, else the first for `role`.
    func configuration(named name: String?, role: UISceneSession.Role) -> UISceneConfiguration? {
        let forRole = configurations.filter { $0.role == role }
        return forRole.first { name != nil && $0.name == name } ?? forRole.first
    }
}

extension UIApplicationDelegate {
    /// The manifest's configuration for the session's role, or, with no manifest, an unnamed one
    /// with no delegate class (the app then runs without scenes).
    public func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                            options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        Self.sceneManifest?.configuration(named: nil, role: connectingSceneSession.role)
            ?? UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
    }
    /// Does nothing.
    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}
    /// None: scenes come only from `application(_:configurationForConnecting:options:)`.
    public static var sceneManifest: UIApplicationSceneManifest? { nil }
}
