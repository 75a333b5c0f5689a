import Foundation

/// The methods a scene calls on its delegate, in UIKit's order (R19.2, R19.3). All have default
/// implementations that do nothing.
///
/// XUIKit makes the delegate from the configuration's `delegateClass` with `init()`: with no
/// Objective-C runtime, only a `final` class (or one with a `required init()`) can be made from
/// its class, so mark your `SceneDelegate` `final`, as your `@main` app delegate.
@preconcurrency @MainActor
public protocol UISceneDelegate: AnyObject {
    /// Makes the delegate; XUIKit calls it when it connects a scene.
    init()
    /// The scene is being added to the app: make its window here with
    /// `UIWindow(windowScene:)` and show it. The scene's state is still `.unattached`.
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    /// The scene was removed from the app: on the desktop, its last window closed (R19.5).
    func sceneDidDisconnect(_ scene: UIScene)
    /// The scene became foreground-active: its window has the keyboard focus (R19.4).
    func sceneDidBecomeActive(_ scene: UIScene)
    /// The scene is about to stop being active: another window takes the focus, it is being
    /// iconified or closed.
    func sceneWillResignActive(_ scene: UIScene)
    /// The scene is about to come on screen: at connection, or when its window is restored from
    /// being iconified.
    func sceneWillEnterForeground(_ scene: UIScene)
    /// The scene left the screen: its windows were iconified, or it is being closed.
    func sceneDidEnterBackground(_ scene: UIScene)
}

extension UISceneDelegate {
    /// Does nothing.
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    /// Does nothing.
    public func sceneDidDisconnect(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneWillResignActive(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneDidEnterBackground(_ scene: UIScene) {}
}

/// A scene delegate for a window scene: it keeps the scene's main window.
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's main window, if the delegate keeps one (the Xcode template's `var window`).
    var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
    /// No window: a delegate that does not store one has none.
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}
