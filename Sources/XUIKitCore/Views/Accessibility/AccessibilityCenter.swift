import Foundation

/// One application's side of accessibility (`UIApplication.accessibility`): the observers an
/// assistive-technology bridge registered, whether one is connected, and the window origins
/// cached during one walk. `UIAccessibility`'s static API reads and writes it.
@MainActor
final class AccessibilityCenter {
    /// The app whose backend knows where its windows are.
    unowned let application: UIApplication
    /// Called with every posted notification (the AT-SPI bridge forwards them).
    var observers: [(UIAccessibility.Notification, Any?) -> Void] = []
    /// What `UIAccessibility.isVoiceOverRunning` answers.
    var isConnected = false
    /// Each window's screen origin, asked of the backend once, while a walk caches them.
    private var originCache: [WindowID: CGPoint?]?

    init(application: UIApplication) {
        self.application = application
    }

    /// Tells every observer.
    func post(_ notification: UIAccessibility.Notification, argument: Any?) {
        for observer in observers { observer(notification, argument) }
    }

    /// Runs `body` asking the backend for each window's screen position at most once.
    func withWindowOriginsCached<T>(_ body: () -> T) -> T {
        if originCache != nil { return body() }
        originCache = [:]
        defer { originCache = nil }
        return body()
    }

    /// Where the backend says window `id` is on the screen, from the cache while one is kept.
    func windowOriginOnScreen(_ id: WindowID) -> CGPoint? {
        if let cached = originCache?[id] { return cached }
        let origin = application.backend.screenOrigin(of: id)
        originCache?[id] = .some(origin)
        return origin
    }
}
