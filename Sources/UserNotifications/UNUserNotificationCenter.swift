import Foundation
import XUIKitCore

// How UserNotifications fits together:
//
// - `UNUserNotificationCenter` (this file) is UIKit's API: authorization (always granted on the
//   desktop), categories, adding and removing requests, the delegate. Completion handlers run
//   on the main actor, on a later turn, never inside the call.
// - `UNUserNotificationCenter+Delivery.swift` delivers a request when its trigger fires (time
//   intervals run while the app runs): asks the delegate's `willPresent` when the app is in
//   front, turns the content into a `DesktopNotification` and hands it to the desktop's
//   notification server (`UIApplication.shared.desktopServices.notifications`, filled by
//   XUIKitDesktop over `org.freedesktop.Notifications`), and turns the server's events (a click,
//   a dismissal) into the delegate's `didReceive`.
// - `NotificationAttention.swift` sets the windows' urgency hint where UIKit would badge the
//   app's icon, through the backend's `WindowAttentionRequesting`, and clears it when a window
//   of the app gets the focus.
// - The content, request, trigger, settings and category types are Apple's, one file each.

/// The app's notifications: asks permission, schedules, delivers and removes them, and tells the
/// delegate what the user did (R37.6–R37.9).
@preconcurrency @MainActor
open class UNUserNotificationCenter {
    /// Hears notifications delivered while the app is in front, and the user's answers.
    open weak var delegate: UNUserNotificationCenterDelegate?
    /// Content extensions do not exist on the desktop.
    public let supportsContentExtensions = false

    var authorizationStatus: UNAuthorizationStatus = .notDetermined
    var categories: Set<UNNotificationCategory> = []
    /// Requests waiting for their trigger, by identifier.
    var pending: [String: (request: UNNotificationRequest, timer: Timer)] = [:]
    /// The order requests were added in, for `getPendingNotificationRequests`.
    var pendingOrder: [String] = []
    /// Delivered notifications still shown, oldest first, with the server's id.
    var delivered: [(notification: UNNotification, serverID: UInt32)] = []
    /// The badge number (`applicationIconBadgeNumber`).
    var badgeCount = 0
    let attention = NotificationAttention()
    /// Completion handlers waiting for the next turn (`later`).
    private var laterQueue: [() -> Void] = []

    private static let shared = UNUserNotificationCenter()

    init() {}

    /// The app's notification center.
    open class func current() -> UNUserNotificationCenter { shared }

    // MARK: - Authorization and settings

    /// Asks permission: the desktop always grants it (R37.6); `completionHandler` gets true.
    open func requestAuthorization(options: UNAuthorizationOptions = [],
                                   completionHandler: @escaping (Bool, (any Error)?) -> Void) {
        authorizationStatus = .authorized
        later { completionHandler(true, nil) }
    }

    /// Asks permission: true, on the desktop.
    open func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool {
        authorizationStatus = .authorized
        return true
    }

    /// The settings: `.notDetermined` until authorization was asked, then everything enabled.
    open func getNotificationSettings(completionHandler: @escaping (UNNotificationSettings) -> Void) {
        let settings = UNNotificationSettings(status: authorizationStatus)
        later { completionHandler(settings) }
    }

    /// The settings.
    open func notificationSettings() async -> UNNotificationSettings {
        UNNotificationSettings(status: authorizationStatus)
    }

    /// Registers the categories contents name (replacing those registered before).
    open func setNotificationCategories(_ categories: Set<UNNotificationCategory>) {
        self.categories = categories
    }

    /// The registered categories.
    open func getNotificationCategories(completionHandler: @escaping (Set<UNNotificationCategory>) -> Void) {
        let categories = self.categories
        later { completionHandler(categories) }
    }

    /// The registered categories.
    open func notificationCategories() async -> Set<UNNotificationCategory> { categories }

    // MARK: - Adding and removing

    /// Schedules `request`, replacing a pending request with its identifier. With no trigger it
    /// is delivered at once and `completionHandler` hears whether the desktop's notification
    /// server took it; with a trigger, once scheduled (R37.6, R37.7). With no notification server
    /// on the session bus it fails with `UNError.Code.notificationsNotAllowed` and a diagnostic.
    open func add(_ request: UNNotificationRequest, withCompletionHandler completionHandler: (((any Error)?) -> Void)? = nil) {
        removePending(request.identifier)
        guard let interval = (request.trigger as? UNTimeIntervalNotificationTrigger)?.timeInterval else {
            // On a later turn: the desktop's services are installed in the loop's first turn,
            // after `didFinishLaunching` may have added its first request.
            later { [weak self] in self?.deliver(request) { error in completionHandler?(error) } }
            return
        }
        schedule(request, after: interval)
        later { completionHandler?(nil) }
    }

    /// Schedules `request`; throws when it could not be delivered.
    open func add(_ request: UNNotificationRequest) async throws {
        let error: (any Error)? = await withCheckedContinuation { continuation in
            add(request) { continuation.resume(returning: $0) }
        }
        if let error { throw error }
    }

    /// The requests waiting for their triggers, in the order they were added.
    open func getPendingNotificationRequests(completionHandler: @escaping ([UNNotificationRequest]) -> Void) {
        let requests = pendingRequests
        later { completionHandler(requests) }
    }

    /// The requests waiting for their triggers.
    open func pendingNotificationRequests() async -> [UNNotificationRequest] { pendingRequests }

    /// Cancels the pending requests with these identifiers.
    open func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {
        for identifier in identifiers { removePending(identifier) }
    }

    /// Cancels every pending request.
    open func removeAllPendingNotificationRequests() {
        removePendingNotificationRequests(withIdentifiers: pendingOrder)
    }

    /// The delivered notifications the desktop still shows, oldest first.
    open func getDeliveredNotifications(completionHandler: @escaping ([UNNotification]) -> Void) {
        let notifications = delivered.map(\.notification)
        later { completionHandler(notifications) }
    }

    /// The delivered notifications the desktop still shows.
    open func deliveredNotifications() async -> [UNNotification] { delivered.map(\.notification) }

    /// Closes the delivered notifications with these identifiers (`CloseNotification`).
    open func removeDeliveredNotifications(withIdentifiers identifiers: [String]) {
        let closing = delivered.filter { identifiers.contains($0.notification.request.identifier) }
        delivered.removeAll { identifiers.contains($0.notification.request.identifier) }
        for entry in closing { UIApplication.shared.desktopServices.notifications?.close(entry.serverID) }
    }

    /// Closes every delivered notification.
    open func removeAllDeliveredNotifications() {
        removeDeliveredNotifications(withIdentifiers: delivered.map(\.notification.request.identifier))
    }

    /// Sets the app's badge number; above 0 while the app is not in front, its windows ask for
    /// attention (R37.9).
    open func setBadgeCount(_ newBadgeCount: Int, withCompletionHandler completionHandler: (((any Error)?) -> Void)? = nil) {
        badgeCount = max(newBadgeCount, 0)
        if badgeCount > 0, !Self.appIsInFront { attention.request() }
        later { completionHandler?(nil) }
    }

    /// Sets the app's badge number.
    open func setBadgeCount(_ newBadgeCount: Int) async throws {
        setBadgeCount(newBadgeCount, withCompletionHandler: nil)
    }

    // MARK: - Pending requests

    private var pendingRequests: [UNNotificationRequest] { pendingOrder.compactMap { pending[$0]?.request } }

    private func schedule(_ request: UNNotificationRequest, after interval: TimeInterval) {
        let identifier = request.identifier
        let timer = Timer.scheduledTimer(withTimeInterval: interval, repeats: request.trigger?.repeats == true) { [weak self] _ in
            MainActor.assumeIsolated { self?.triggerFired(identifier) }
        }
        pending[identifier] = (request, timer)
        pendingOrder.append(identifier)
    }

    private func triggerFired(_ identifier: String) {
        guard let entry = pending[identifier] else { return }
        if entry.request.trigger?.repeats != true { removePending(identifier) }
        deliver(entry.request) { _ in }
    }

    private func removePending(_ identifier: String) {
        pending.removeValue(forKey: identifier)?.timer.invalidate()
        pendingOrder.removeAll { $0 == identifier }
    }

    /// Runs `body` on a later turn, as UIKit calls completion handlers: queued here, so the
    /// main queue's block captures nothing but the center.
    func later(_ body: @escaping () -> Void) {
        laterQueue.append(body)
        guard laterQueue.count == 1 else { return }
        DispatchQueue.main.async { [weak self] in MainActor.assumeIsolated { self?.runLater() } }
    }

    private func runLater() {
        let bodies = laterQueue
        laterQueue = []
        for body in bodies { body() }
    }
}

extension UIApplication {
    /// The number on the app's icon: on the desktop, above 0 while the app is not in front, its
    /// windows ask for attention (R37.9). The same as `UNUserNotificationCenter.setBadgeCount`.
    public var applicationIconBadgeNumber: Int {
        get { UNUserNotificationCenter.current().badgeCount }
        set { UNUserNotificationCenter.current().setBadgeCount(newValue, withCompletionHandler: nil) }
    }
}
