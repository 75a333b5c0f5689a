import Foundation

/// Which delegate and scene class a new scene gets: what an Info.plist scene manifest entry says
/// on iOS. There is no Info.plist here: the app delegate returns one from
/// `application(_:configurationForConnecting:options:)` naming the class, or declares them in
/// `sceneManifest` (R19.1).
///
/// ```swift
/// let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: .windowApplication)
/// configuration.delegateClass = SceneDelegate.self
/// ```
@preconcurrency @MainActor
open class UISceneConfiguration {
    /// The name the app gave the configuration, which a manifest entry is found by.
    public let name: String?
    /// The role of the sessions it is for.
    public let role: UISceneSession.Role
    /// The scene delegate's class; XUIKit makes the delegate with its `init()`. It must adopt
    /// `UISceneDelegate`; another class is reported and the scene gets no delegate.
    open var delegateClass: AnyClass?
    /// The scene's class: `UIWindowScene` (the default) or a subclass of it.
    open var sceneClass: AnyClass?

    /// A configuration named `name` for sessions of `sessionRole`, with no delegate class yet.
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        self.role = sessionRole
    }
}
