import Foundation

/// The methods the app calls on its delegate. All have default implementations.
///
/// Mark your `@main` delegate class `final`: with no Objective-C runtime, `@main` creates it
/// through the `init()` requirement below, which only a final class (or one with a
/// `required init()`) satisfies.
@MainActor
public protocol UIApplicationDelegate: AnyObject {
    init()
    /// The app's main window, if the delegate keeps one.
    var window: UIWindow? { get set }
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    func applicationDidBecomeActive(_ application: UIApplication)
    func applicationWillResignActive(_ application: UIApplication)
    func applicationWillTerminate(_ application: UIApplication)
}

extension UIApplicationDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }
    public func application(_ application: UIApplication,
                            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        true
    }
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    public func applicationWillResignActive(_ application: UIApplication) {}
    public func applicationWillTerminate(_ application: UIApplication) {}
}
