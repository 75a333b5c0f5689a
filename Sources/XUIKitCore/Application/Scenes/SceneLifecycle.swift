import Foundation

/// The scenes of one application and the walk of their life cycles, in UIKit's order.
///
/// 1. Launch (R19.2): after `application(_:didFinishLaunchingWithOptions:)` the app delegate is
///    asked for the first session's configuration. One that names a delegate class (or a declared
///    `sceneManifest`) makes the app scene-based; otherwise nothing here runs again and the app
///    keeps the pre-iOS 13 life cycle (`applicationDidBecomeActive`, R19.7).
/// 2. Connecting (R19.2): session → scene (the configuration's `sceneClass`) → delegate (its
///    `delegateClass`, made with `init()`) → `scene(_:willConnectTo:options:)` → the walk to
///    `.foregroundActive`. A new scene takes the focus: the active one resigns first.
/// 3. Activation walks (R19.3): one step at a time, never skipping one —
///    background ⇄ foregroundInactive ⇄ foregroundActive. Each step calls the delegate, then
///    posts the scene's notification; a `will` call sees the state before, a `did` call the state
///    after.
/// 4. Desktop events (R19.4): keyboard focus in a scene's window activates it (others resign);
///    focus leaving it deactivates it; iconifying its windows sends it to the background,
///    restoring them brings it back to the foreground.
/// 5. Closing (R19.5): when a scene's last window closes, the scene walks to the background,
///    disconnects (`sceneDidDisconnect`) and its session is discarded
///    (`application(_:didDiscardSceneSessions:)`).
///
/// 6. The app's state (R19.11): after every step, `UIApplication.applicationState` follows the
///    scenes' (active while one is active, background when all are), posting UIApplication's
///    notifications; held while activation moves from one scene to another.
///
/// Invariant: `scenes` holds exactly the connected scenes, each in a foreground or background
/// state; `sessions` holds the open sessions, a superset of the connected scenes' sessions.
@MainActor
final class SceneLifecycle {
    private unowned let application: UIApplication
    /// The connected scenes, in the order they connected.
    private(set) var scenes: [UIScene] = []
    /// The open sessions, in the order they opened.
    private(set) var sessions: [UISceneSession] = []
    /// True once the first configuration named a scene delegate (or a manifest was declared).
    private(set) var isSceneBased = false
    /// Windows the window manager unmapped while the app kept them shown: iconified.
    private var iconifiedWindows: Set<WindowID> = []

    init(application: UIApplication) {
        self.application = application
    }

    /// Whether the app may have more than one scene: its manifest says so.
    var supportsMultipleScenes: Bool {
        guard let delegate = application.delegate else { return false }
        return type(of: delegate).sceneManifest?.supportsMultipleScenes ?? false
    }

    // MARK: - Connecting

    /// Step 1: asks for the first scene's configuration and connects it if the app is scene-based.
    /// Returns whether it is.
    @discardableResult
    func connectFirstScene() -> Bool {
        guard let delegate = application.delegate else { return false }
        let options = UIScene.ConnectionOptions()
        let session = makeSession(options: options)
        guard type(of: delegate).sceneManifest != nil || session.configuration.delegateClass != nil else { return false }
        isSceneBased = true
        connect(session, options: options)
        return true
    }

    /// Opens a new session and connects its scene (`requestSceneSessionActivation` with no session).
    func connectNewScene(userActivity: NSUserActivity?) {
        let options = UIScene.ConnectionOptions(userActivities: userActivity.map { [$0] } ?? [])
        connect(makeSession(options: options), options: options)
    }

    /// A session whose configuration the app delegate chose, completed from the manifest entry
    /// of the same name (as UIKit completes it from Info.plist).
    private func makeSession(options: UIScene.ConnectionOptions) -> UISceneSession {
        let role = UISceneSession.Role.windowApplication
        let session = UISceneSession(role: role, configuration: UISceneConfiguration(name: nil, sessionRole: role))
        guard let delegate = application.delegate else { return session }
        let configuration = delegate.application(application, configurationForConnecting: session, options: options)
        if let entry = type(of: delegate).sceneManifest?.configuration(named: configuration.name, role: role) {
            if configuration.delegateClass == nil { configuration.delegateClass = entry.delegateClass }
            if configuration.sceneClass == nil { configuration.sceneClass = entry.sceneClass }
        }
        session.configuration = configuration
        return session
    }

    /// Step 2: makes the scene and its delegate, tells the delegate, and brings the scene to the
    /// front as the active one.
    private func connect(_ session: UISceneSession, options: UIScene.ConnectionOptions) {
        sessions.append(session)
        let scene = makeScene(session, options: options)
        (scene as? UIWindowScene)?.attachedApplication = application
        session.scene = scene
        scene.delegate = makeDelegate(session.configuration.delegateClass)
        scenes.append(scene)
        scene.delegate?.scene(scene, willConnectTo: session, options: options)
        post(UIScene.willConnectNotification, scene)
        activate(scene)
    }

    private func makeScene(_ session: UISceneSession, options: UIScene.ConnectionOptions) -> UIScene {
        guard let sceneClass = session.configuration.sceneClass else {
            return UIWindowScene(session: session, connectionOptions: options)
        }
        guard let sceneType = sceneClass as? UIWindowScene.Type else {
            Diagnostics.report("scene class \(sceneClass) is not a UIWindowScene subclass; the scene is a UIWindowScene")
            return UIWindowScene(session: session, connectionOptions: options)
        }
        return sceneType.init(session: session, connectionOptions: options)
    }

    private func makeDelegate(_ delegateClass: AnyClass?) -> (any UISceneDelegate)? {
        guard let delegateClass else { return nil }
        guard let delegateType = delegateClass as? any UISceneDelegate.Type else {
            Diagnostics.report("scene delegate class \(delegateClass) does not adopt UISceneDelegate; the scene has no delegate")
            return nil
        }
        return delegateType.init()
    }

    // MARK: - Activation walks

    /// Step 3: moves `scene` one state at a time until it reaches `target`.
    func walk(_ scene: UIScene, to target: UIScene.ActivationState) {
        while scene.activationState != target, scenes.contains(where: { $0 === scene }) {
            step(scene, toward: target)
        }
    }

    private func step(_ scene: UIScene, toward target: UIScene.ActivationState) {
        let delegate = scene.delegate
        switch scene.activationState {
        case .unattached, .background:
            delegate?.sceneWillEnterForeground(scene)
            scene.activationState = .foregroundInactive
            post(UIScene.willEnterForegroundNotification, scene)
        case .foregroundInactive where target == .foregroundActive:
            scene.activationState = .foregroundActive
            delegate?.sceneDidBecomeActive(scene)
            post(UIScene.didActivateNotification, scene)
        case .foregroundInactive:
            scene.activationState = .background
            delegate?.sceneDidEnterBackground(scene)
            post(UIScene.didEnterBackgroundNotification, scene)
        case .foregroundActive:
            delegate?.sceneWillResignActive(scene)
            scene.activationState = .foregroundInactive
            post(UIScene.willDeactivateNotification, scene)
        }
    }

    private func post(_ name: Notification.Name, _ scene: UIScene) {
        NotificationCenter.default.post(name: name, object: scene)
        // The app's state follows its scenes' (R19.11): after the scene's own notification.
        if !holdsApplicationState { updateApplicationState() }
    }

    /// While activation moves from one scene to another, the app stays as it was: it is active
    /// before and after, though for a moment no scene is.
    private var holdsApplicationState = false

    private func updateApplicationState() {
        if isSceneBased, let state = UIApplication.state(ofScenes: scenes.map(\.activationState)) {
            application.moveState(to: state)
        }
    }

    // MARK: - Desktop events

    /// Step 4: a window gained or lost the keyboard focus.
    func window(_ window: UIWindow, focused: Bool) {
        guard let scene = connectedScene(of: window) else { return }
        if focused {
            if scene.activationState == .foregroundInactive { activate(scene) }
        } else if scene.activationState == .foregroundActive {
            walk(scene, to: .foregroundInactive)
        }
    }

    /// Makes `scene` the active one: the scene active before resigns first.
    func activate(_ scene: UIScene) {
        guard scenes.contains(where: { $0 === scene }) else { return }
        holdsApplicationState = true
        for other in scenes where other !== scene && other.activationState == .foregroundActive {
            walk(other, to: .foregroundInactive)
        }
        walk(scene, to: .foregroundActive)
        holdsApplicationState = false
        updateApplicationState()
    }

    /// The window manager unmapped a window the app still shows: iconified. Its scene goes to
    /// the background once none of its shown windows is on screen.
    func windowIconified(_ window: UIWindow) {
        guard let id = window.windowID, !window.isHidden else { return }
        iconifiedWindows.insert(id)
        guard let scene = connectedScene(of: window) else { return }
        let onScreen = scene.windows.contains { !$0.isHidden && !iconifiedWindows.contains($0.windowID ?? id) }
        if !onScreen { walk(scene, to: .background) }
    }

    /// The window is on screen: restored from being iconified, its scene comes to the foreground.
    func windowMapped(_ window: UIWindow) {
        guard let id = window.windowID, iconifiedWindows.remove(id) != nil,
              let scene = connectedScene(of: window), scene.activationState == .background else { return }
        walk(scene, to: .foregroundInactive)
    }

    /// Step 5: a window closed; its scene disconnects when it has no other shown window.
    func windowClosed(in scene: UIScene?, id: WindowID) {
        iconifiedWindows.remove(id)
        guard let scene = scene as? UIWindowScene, scenes.contains(where: { $0 === scene }),
              !scene.windows.contains(where: { !$0.isHidden }) else { return }
        disconnect(scene)
        discard(scene.session)
    }

    /// Closes every window of `session`'s scene; the scene disconnects and the session is
    /// discarded (`requestSceneSessionDestruction`). A session with no scene is only discarded.
    func destroy(_ session: UISceneSession) {
        guard sessions.contains(where: { $0 === session }) else { return }
        if let scene = session.scene as? UIWindowScene, scenes.contains(where: { $0 === scene }) {
            for window in scene.windows { window.close() }
            disconnect(scene)
        }
        discard(session)
    }

    private func disconnect(_ scene: UIScene) {
        walk(scene, to: .background)
        scenes.removeAll { $0 === scene }
        scene.activationState = .unattached
        scene.delegate?.sceneDidDisconnect(scene)
        post(UIScene.didDisconnectNotification, scene)
    }

    private func discard(_ session: UISceneSession) {
        sessions.removeAll { $0 === session }
        session.scene = nil
        application.delegate?.application(application, didDiscardSceneSessions: [session])
    }

    private func connectedScene(of window: UIWindow) -> UIWindowScene? {
        guard let scene = window.windowScene, scenes.contains(where: { $0 === scene }) else { return nil }
        return scene
    }
}
