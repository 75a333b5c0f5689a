import Foundation

/// A scene shown in windows: on the desktop, the window (or windows) `scene(_:willConnectTo:options:)`
/// makes with `UIWindow(windowScene:)` (R19.6).
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    /// The scene's windows that are open (shown and not closed, or hidden and still referenced),
    /// front-most last.
    public var windows: [UIWindow] {
        application.windows.filter { $0.windowScene === self }
    }

    /// The scene's key window: the app's key window when it belongs to this scene, else the
    /// scene's front-most visible window.
    public var keyWindow: UIWindow? {
        if let key = application.keyWindow, key.windowScene === self { return key }
        return windows.last { !$0.isHidden }
    }

    /// The screen the scene is shown on.
    public var screen: UIScreen { .main }

    /// The scene's traits: its key window's, else the screen's.
    public var traitCollection: UITraitCollection {
        keyWindow?.traitCollection ?? screen.traitCollection
    }

    /// How small and large the user may make the scene's windows: honoured as the window
    /// manager's minimum and maximum size (R19.8). Nil before the scene connects.
    public internal(set) var sizeRestrictions: UISceneSizeRestrictions?

    /// The application that connected the scene.
    weak var attachedApplication: UIApplication?
    private var application: UIApplication { attachedApplication ?? .shared }

    /// Makes a window scene for `session`. XUIKit calls it; apps do not.
    public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        super.init(session: session, connectionOptions: connectionOptions)
        sizeRestrictions = UISceneSizeRestrictions(scene: self)
    }

    override func titleDidChange() {
        for window in windows { window.sceneTitleDidChange() }
    }

    /// The size restrictions changed: every window of the scene asks the window manager again.
    func sizeRestrictionsDidChange() {
        for window in windows { window.applySceneSizeRestrictions() }
    }
}

/// How small and large the user may make a window scene's windows (R19.8). Zero means no limit;
/// on X11 the limits become the window's WM_NORMAL_HINTS.
@preconcurrency @MainActor
public final class UISceneSizeRestrictions {
    /// The smallest size, in points. `.zero` by default: no minimum.
    public var minimumSize: CGSize = .zero {
        didSet { scene?.sizeRestrictionsDidChange() }
    }
    /// The largest size, in points. `.zero` by default: no maximum (UIKit's default is the
    /// greatest finite size, which means the same).
    public var maximumSize: CGSize = .zero {
        didSet { scene?.sizeRestrictionsDidChange() }
    }
    /// Whether the scene may go full screen. Recorded; the window manager decides.
    public var allowsFullScreen = true

    private weak var scene: UIWindowScene?

    init(scene: UIWindowScene) {
        self.scene = scene
    }
}
