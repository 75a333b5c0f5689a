import Foundation

extension UIWindow {
    /// The size a scene's window opens at when the scene's size restrictions allow it: a
    /// desktop window's, not a phone screen's (R19.6).
    static let sceneWindowSize = CGSize(width: 800, height: 600)

    /// A window of `windowScene`, sized for the desktop: 800×600 points, within the scene's size
    /// restrictions and the screen (R19.6). Show it with `makeKeyAndVisible()`.
    public convenience init(windowScene: UIWindowScene) {
        self.init(frame: CGRect(origin: .zero, size: Self.openingSize(for: windowScene)))
        self.windowScene = windowScene
    }

    /// The scene the window belongs to. Setting it moves the window to that scene: it takes the
    /// scene's title (when it has none of its own) and size restrictions.
    public var windowScene: UIWindowScene? {
        get { windowSceneStorage }
        set {
            guard newValue !== windowSceneStorage else { return }
            windowSceneStorage = newValue
            sceneTitleDidChange()
            applySceneSizeRestrictions()
        }
    }

    /// The scene's title changed: the window manager shows it unless the window has its own.
    func sceneTitleDidChange() {
        if let windowID { application.backend.setWindowTitle(windowID, resolvedTitle) }
    }

    /// The smallest size the scene allows, `.zero` without a scene.
    var sceneMinimumSize: CGSize { windowScene?.sizeRestrictions?.minimumSize ?? .zero }

    /// Asks the window manager again for the minimum size, now including the scene's (R19.8);
    /// the layout's share is computed again at the next layout pass.
    func applySceneSizeRestrictions() {
        minimumSizeSource = nil
        let minimum = sceneMinimumSize
        if minimum != .zero || minimumSizeStorage != nil { setMinimumSize(minimumSizeStorage ?? .zero) }
        if windowID != nil { scheduleLayoutAndDisplay() }
    }

    private static func openingSize(for scene: UIWindowScene) -> CGSize {
        let screen = scene.screen.bounds.size
        var size = sceneWindowSize
        if let restrictions = scene.sizeRestrictions {
            size.width = max(size.width, restrictions.minimumSize.width)
            size.height = max(size.height, restrictions.minimumSize.height)
            if restrictions.maximumSize.width > 0 { size.width = min(size.width, restrictions.maximumSize.width) }
            if restrictions.maximumSize.height > 0 { size.height = min(size.height, restrictions.maximumSize.height) }
        }
        if screen.width > 0 { size.width = min(size.width, screen.width) }
        if screen.height > 0 { size.height = min(size.height, screen.height) }
        return size
    }
}
