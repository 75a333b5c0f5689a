// Scenes: UIKit's iOS 13+ life cycle, mapped onto desktop windows (R19.1–R19.8).
//
// How the pieces fit:
// - `UIScene.swift` (this file): one instance of the app's UI, its activation state and the
//   notifications it posts. `UIWindowScene.swift`: a scene shown in windows (its windows, screen,
//   traits, title and size restrictions).
// - `UISceneSession.swift`: what persists about a scene (role, configuration, identifier);
//   `UISceneConfiguration.swift`: which delegate and scene class a session gets.
// - `UISceneDelegate.swift`: the protocols an app's `SceneDelegate` adopts, with defaults.
// - `SceneLifecycle.swift`: the state machine — connecting, activation walks in UIKit's order,
//   disconnecting and discarding — hanging on the application as `sceneLifecycle`.
// - `UIApplication+Scenes.swift`: the app's API (`connectedScenes`, `openSessions`,
//   `requestSceneSessionActivation`, `requestSceneSessionDestruction`);
//   `UIApplicationDelegate+Scenes.swift`: the delegate's defaults and the in-code scene manifest;
//   `UIWindow+Scene.swift`: `UIWindow(windowScene:)` and `windowScene`.
//
// On the desktop each scene is a window (R19.6): the focused window's scene is foreground-active,
// the app's other scenes foreground-inactive, an iconified scene is in the background; closing a
// scene's last window disconnects it and discards its session; the app ends with its last window.
import Foundation

/// One instance of the app's user interface, managed by a scene delegate. An app gets
/// `UIWindowScene`s: on the desktop, each is a window (R19.6).
@preconcurrency @MainActor
open class UIScene: UIResponder {
    /// Where a scene is in its life cycle (R19.3).
    public enum ActivationState: Int, Sendable {
        /// Not connected to the app yet (and during `scene(_:willConnectTo:options:)`).
        case unattached = -1
        /// On screen and receiving events: its window has the keyboard focus.
        case foregroundActive = 0
        /// On screen, not receiving keys: another window has the focus.
        case foregroundInactive = 1
        /// Not on screen: its windows are iconified.
        case background = 2
    }

    /// What the system passes when it connects a scene. XUIKit has no URLs, shortcuts or handed-off
    /// activities to open a scene with, so the options are empty, apart from the activity a
    /// `requestSceneSessionActivation` call named.
    public final class ConnectionOptions {
        /// The activities the scene was asked to continue: the one given to
        /// `requestSceneSessionActivation(_:userActivity:options:errorHandler:)`, if any.
        public let userActivities: Set<NSUserActivity>
        /// The bundle identifier of the app that asked for the scene: always nil.
        public let sourceApplication: String? = nil

        init(userActivities: Set<NSUserActivity> = []) {
            self.userActivities = userActivities
        }
    }

    /// Options for `requestSceneSessionActivation(_:userActivity:options:errorHandler:)`.
    open class ActivationRequestOptions {
        /// The scene asking; XUIKit records it and does nothing else with it.
        open var requestingScene: UIScene?
        /// Options with no requesting scene.
        public init() {}
    }

    /// The session the scene belongs to.
    public let session: UISceneSession
    /// The scene's delegate, made from the configuration's `delegateClass`; the scene keeps it
    /// alive, as in UIKit.
    open var delegate: (any UISceneDelegate)?
    /// Where the scene is in its life cycle. During a `will` call it is still the state before;
    /// during a `did` call, the state after (R19.3).
    public internal(set) var activationState: ActivationState = .unattached
    /// The scene's title; on the desktop, the title of its windows that set none of their own.
    open var title: String! {
        didSet { titleDidChange() }
    }

    /// Makes a scene for `session`. XUIKit calls it (on the configuration's `sceneClass`); apps do
    /// not.
    public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        self.session = session
        super.init()
    }

    /// Called when `title` changes; a window scene retitles its windows.
    func titleDidChange() {}

    // MARK: - Notifications

    /// Posted after `scene(_:willConnectTo:options:)`; the object is the scene.
    public static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
    /// Posted after `sceneDidDisconnect(_:)`; the object is the scene.
    public static let didDisconnectNotification = Notification.Name("UISceneDidDisconnectNotification")
    /// Posted after `sceneDidBecomeActive(_:)`; the object is the scene.
    public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
    /// Posted after `sceneWillResignActive(_:)`; the object is the scene.
    public static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
    /// Posted after `sceneWillEnterForeground(_:)`; the object is the scene.
    public static let willEnterForegroundNotification = Notification.Name("UISceneWillEnterForegroundNotification")
    /// Posted after `sceneDidEnterBackground(_:)`; the object is the scene.
    public static let didEnterBackgroundNotification = Notification.Name("UISceneDidEnterBackgroundNotification")
}

/// Options for `requestSceneSessionDestruction(_:options:errorHandler:)`. XUIKit closes the
/// scene's windows at once, with no animation to choose.
@preconcurrency @MainActor
open class UISceneDestructionRequestOptions {
    /// Options with nothing to choose.
    public init() {}
}
