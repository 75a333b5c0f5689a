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
    /// Called when the app stops being active. XUIKit apps stay active until they end, so this is
    /// not called yet.
    func applicationWillResignActive(_ application: UIApplication)
    /// Called when the app is about to end: `UIApplication.terminate(status:)`, or its last window
    /// was closed.
    func applicationWillTerminate(_ application: UIApplication)
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
