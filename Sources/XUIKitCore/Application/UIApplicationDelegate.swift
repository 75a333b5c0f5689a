import Foundation

/// The methods the app calls on its delegate. All have default implementations.
///
/// Mark your `@main` delegate class `final`: with no Objective-C runtime, `@main` creates it
/// through the `init()` requirement below, which only a final class (or one with a
/// `required init()`) satisfies.
@preconcurrency @MainActor
public protocol UIApplicationDelegate: AnyObject {
    /// Makes the delegate; `@main` calls it when the app starts.
    init()
    /// The app's main window, if the delegate keeps one.
    var window: UIWindow? { get set }
    /// The app launched: make and show the first window here. Return false to end the app with
    /// status 1. The options are always nil in XUIKit.
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// Called once, right after launching finished and the app became `.active`.
    func applicationDidBecomeActive(_ application: UIApplication)
    /// Called when the app stops being active. An XUIKit app without scenes stays active until it
    /// ends, so this is not called; a scene-based app's scene delegates hear
    /// `sceneWillResignActive(_:)` instead, and observers `willResignActiveNotification` (R19.11).
    func applicationWillResignActive(_ application: UIApplication)
    /// Called when the app is about to end: `UIApplication.terminate(status:)`, or its last window
    /// was closed.
    func applicationWillTerminate(_ application: UIApplication)
    /// Chooses the configuration of a scene being connected: its `delegateClass` makes the app
    /// scene-based (R19.1). The default is `sceneManifest`'s entry for the session's role
    /// (UIApplicationDelegate+Scenes.swift).
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration
    /// Called after scene sessions were discarded: on the desktop, after a scene's window closed
    /// (R19.5). The default does nothing.
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
    /// The app's scenes, declared in code where iOS reads `UIApplicationSceneManifest` from
    /// Info.plist (R19.1). Nil by default: an app with no manifest whose delegate names no scene
    /// delegate class runs without scenes, as before iOS 13.
    static var sceneManifest: UIApplicationSceneManifest? { get }
}

extension UIApplicationDelegate {
    /// No window: a delegate that does not store one has none.
    public var window: UIWindow? {
        get { nil }
        set {}
    }
    /// Returns true, launching an app with no windows.
    public func application(_ application: UIApplication,
                            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        true
    }
    /// Does nothing.
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationWillResignActive(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationWillTerminate(_ application: UIApplication) {}
}
