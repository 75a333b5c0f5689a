import Foundation

/// What scenes XUIKit can report failing to open or close.
public enum UISceneRequestError: Error, CustomStringConvertible, Sendable {
    /// The app's manifest does not declare `supportsMultipleScenes`, so it cannot have a second scene.
    case multipleScenesNotSupported
    /// The app is not scene-based: its delegate names no scene delegate class and declares no manifest.
    case notSceneBased
    /// The session is not open (it was discarded).
    case sessionNotOpen

    /// One line saying what to change.
    public var description: String {
        switch self {
        case .multipleScenesNotSupported:
            "the app does not support multiple scenes: return a sceneManifest with supportsMultipleScenes: true"
        case .notSceneBased:
            "the app has no scenes: name a scene delegate class in application(_:configurationForConnecting:options:) or sceneManifest"
        case .sessionNotOpen:
            "the scene session is not open any more"
        }
    }
}

extension UIApplication {
    /// The connected scenes: on the desktop, one per open scene window (R19.6). Empty for an app
    /// without scenes.
    public var connectedScenes: Set<UIScene> { Set(sceneLifecycle.scenes) }

    /// The open sessions: those of the connected scenes (XUIKit discards a session when its scene
    /// disconnects, R19.5).
    public var openSessions: Set<UISceneSession> { Set(sceneLifecycle.sessions) }

    /// Whether the app may show more than one scene: its `sceneManifest` says so.
    public var supportsMultipleScenes: Bool { sceneLifecycle.supportsMultipleScenes }

    /// Asks for a scene: with no session, a new scene in a new window — the desktop's
    /// "New Window" (R19.6); with an open session, its scene's window comes to the front and takes
    /// the focus. The new scene connects and becomes active before this returns. Errors (an app
    /// without scenes or without `supportsMultipleScenes`, a discarded session) go to
    /// `errorHandler`, or to stderr when there is none.
    public func requestSceneSessionActivation(_ sceneSession: UISceneSession?, userActivity: NSUserActivity?,
                                              options: UIScene.ActivationRequestOptions?,
                                              errorHandler: ((any Error) -> Void)? = nil) {
        let lifecycle = sceneLifecycle
        func fail(_ error: UISceneRequestError) {
            if let errorHandler { errorHandler(error) } else { Diagnostics.report("requestSceneSessionActivation: \(error)") }
        }
        guard lifecycle.isSceneBased else { return fail(.notSceneBased) }
        if let sceneSession {
            guard lifecycle.sessions.contains(where: { $0 === sceneSession }) else { return fail(.sessionNotOpen) }
            (sceneSession.scene as? UIWindowScene)?.keyWindow?.makeKeyAndVisible()
            if let scene = sceneSession.scene { lifecycle.activate(scene) }
            return
        }
        guard lifecycle.supportsMultipleScenes else { return fail(.multipleScenesNotSupported) }
        lifecycle.connectNewScene(userActivity: userActivity)
    }

    /// Closes the session's scene: its windows close, the scene disconnects and the session is
    /// discarded (R19.5). When no window is left, the app ends, as when the user closes the last
    /// window. Errors go to `errorHandler`, or to stderr when there is none.
    public func requestSceneSessionDestruction(_ sceneSession: UISceneSession, options: UISceneDestructionRequestOptions?,
                                               errorHandler: ((any Error) -> Void)? = nil) {
        guard sceneLifecycle.sessions.contains(where: { $0 === sceneSession }) else {
            let error = UISceneRequestError.sessionNotOpen
            if let errorHandler { errorHandler(error) } else { Diagnostics.report("requestSceneSessionDestruction: \(error)") }
            return
        }
        sceneLifecycle.destroy(sceneSession)
        endIfNoWindowIsShown()
    }

    /// Launch, step 1 of the scene life cycle: connects the first scene if the app is scene-based.
    /// Returns whether it is.
    func connectScenesAtLaunch() -> Bool {
        sceneLifecycle.connectFirstScene()
    }

    /// The app ends when its last window closes, as GTK apps do (R19.5).
    func endIfNoWindowIsShown() {
        if !windows.contains(where: { !$0.isHidden }) { terminate(status: 0) }
    }
}
