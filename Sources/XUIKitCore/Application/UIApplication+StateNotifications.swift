import Foundation

/// The app's life-cycle notifications (R19.11) and the state they announce.
///
/// An app without scenes is `.active` from the end of launching to the end, as the delegate hears
/// (`applicationDidBecomeActive(_:)`, never `applicationWillResignActive(_:)`). A scene-based app's
/// state follows its scenes, as UIKit's does: `.active` while a scene is foreground-active,
/// `.inactive` while one is in the foreground but none is active (the focus is in another app),
/// `.background` when every scene is (its windows iconified). Each change posts, one step at a
/// time, what UIKit posts for it.
extension UIApplication {
    /// Posted after `application(_:didFinishLaunchingWithOptions:)` returns true. No `userInfo`:
    /// XUIKit has no launch options.
    public static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
    /// Posted when the app becomes active: after `applicationDidBecomeActive(_:)` at launch, or,
    /// for a scene-based app, when a scene becomes active and none was.
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    /// Posted when a scene-based app stops being active: its last active scene resigned.
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    /// Posted when every scene of a scene-based app went to the background.
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    /// Posted when a scene of a scene-based app comes back from the background and none was in
    /// the foreground.
    public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    /// Posted when the app is about to end, after `applicationWillTerminate(_:)`.
    public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    /// Declared for code that observes it; Linux sends apps no memory warnings, so it is not posted.
    public static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")
    /// Declared for code that observes it (midnight, a time-zone change); not posted yet.
    public static let significantTimeChangeNotification = Notification.Name("UIApplicationSignificantTimeChangeNotification")

    /// Posts `name` with the app as its object, as UIKit does.
    func postLifecycle(_ name: Notification.Name) {
        NotificationCenter.default.post(name: name, object: self)
    }

    /// The state a scene-based app is in, given its scenes' states; nil while no scene is
    /// attached (one still connecting, or the last one gone), when the state stays as it was.
    static func state(ofScenes states: [UIScene.ActivationState]) -> State? {
        if states.contains(.foregroundActive) { return .active }
        if states.contains(.foregroundInactive) { return .inactive }
        return states.contains(.background) ? .background : nil
    }

    /// Moves `applicationState` to `target` one step at a time (active ⇄ inactive ⇄ background),
    /// posting each step's notification after the state changed.
    func moveState(to target: State) {
        while applicationState != target {
            switch (applicationState, target) {
            case (.active, _):
                applicationState = .inactive
                postLifecycle(Self.willResignActiveNotification)
            case (.inactive, .active):
                applicationState = .active
                postLifecycle(Self.didBecomeActiveNotification)
            case (.inactive, _):
                applicationState = .background
                postLifecycle(Self.didEnterBackgroundNotification)
            default:   // from the background, toward the foreground
                applicationState = .inactive
                postLifecycle(Self.willEnterForegroundNotification)
            }
        }
    }
}
