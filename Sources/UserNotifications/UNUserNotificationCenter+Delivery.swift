import Foundation
import XUIKitCore

/// Delivery: the delegate's `willPresent` when the app is in front, the content as the desktop's
/// notification server shows it, and the server's events back as the delegate's `didReceive`
/// (R37.6–R37.9).
extension UNUserNotificationCenter {
    /// Whether the app is in front: one of its windows has the keyboard focus.
    static var appIsInFront: Bool { UIApplication.shared.backend.focusedWindow != nil }

    /// Delivers `request` now; `completion` hears whether the server took it (nil also when the
    /// delegate chose not to present it).
    func deliver(_ request: UNNotificationRequest, completion: @escaping ((any Error)?) -> Void) {
        let notification = UNNotification(request: request, date: Date())
        guard Self.appIsInFront else {
            // R37.9: delivered behind the user's back, it badges: the windows ask for attention.
            applyBadge(of: request.content)
            attention.request()
            show(notification, withSound: true, completion: completion)
            return
        }
        // R37.8: in front, the delegate decides; without one (or without `willPresent`), it is not shown.
        guard let delegate else {
            completion(nil)
            return
        }
        delegate.userNotificationCenter(self, willPresent: notification) { [weak self] options in
            guard let self else { return }
            if options.contains(.badge) { self.applyBadge(of: request.content) }
            guard !options.isDisjoint(with: [.banner, .list, .alert]) else {
                completion(nil)
                return
            }
            self.show(notification, withSound: options.contains(.sound), completion: completion)
        }
    }

    private func applyBadge(of content: UNNotificationContent) {
        if let badge = content.badge { badgeCount = max(badge.intValue, 0) }
    }

    /// Hands `notification` to the server; it replaces a delivered one with its identifier.
    private func show(_ notification: UNNotification, withSound: Bool, completion: @escaping ((any Error)?) -> Void) {
        let identifier = notification.request.identifier
        guard let service = UIApplication.shared.desktopServices.notifications else {
            let error = UNError(.notificationsNotAllowed, "no notification server: the desktop has no session bus; '\(identifier)' was not shown")
            Diagnostics.handler("UNUserNotificationCenter: \(error.message)")
            completion(error)
            return
        }
        let replaced = delivered.first { $0.notification.request.identifier == identifier }?.serverID ?? 0
        let desktop = desktopNotification(for: notification.request.content, replacing: replaced, withSound: withSound)
        service.show(desktop, completion: { [weak self] result in
            guard let self else { return }
            switch result {
            case .success(let serverID):
                self.delivered.removeAll { $0.notification.request.identifier == identifier || $0.serverID == serverID }
                self.delivered.append((notification, serverID))
                completion(nil)
            case .failure(let failure):
                Diagnostics.handler("UNUserNotificationCenter: '\(identifier)' was not shown: \(failure.description)")
                completion(UNError(.notificationsNotAllowed, failure.description))
            }
        }, events: { [weak self] event in
            self?.serverEvent(event, for: notification)
        })
    }

    /// The `Notify` arguments for `content` (R37.6): the title as summary, the subtitle as the
    /// body's first line, a "default" action (a click) and the category's actions as buttons, the
    /// sound as `sound-name`, the program as `desktop-entry`, the interruption level as urgency.
    func desktopNotification(for content: UNNotificationContent, replacing: UInt32, withSound: Bool) -> DesktopNotification {
        let body = [content.subtitle, content.body].filter { !$0.isEmpty }.joined(separator: "\n")
        var actions = [DesktopNotification.Action(key: "default", label: "Open")]
        if let category = categories.first(where: { $0.identifier == content.categoryIdentifier }) {
            actions += category.actions.map { DesktopNotification.Action(key: $0.identifier, label: $0.title) }
        }
        let urgency: DesktopNotification.Urgency
        switch content.interruptionLevel {
        case .passive: urgency = .low
        case .active, .timeSensitive: urgency = .normal
        case .critical: urgency = .critical
        }
        let program = ProcessInfo.processInfo.processName
        return DesktopNotification(appName: program, summary: content.title, body: body, replacesID: replacing,
                                   actions: actions, soundName: withSound ? content.sound?.soundThemeName : nil,
                                   desktopEntry: program, urgency: urgency)
    }

    /// What the server says happened to a delivered notification.
    private func serverEvent(_ event: DesktopNotificationEvent, for notification: UNNotification) {
        let request = notification.request
        // Only the notification still delivered under this request answers (a replaced or
        // removed one is gone).
        guard delivered.contains(where: { $0.notification === notification }) else { return }
        let category = categories.first { $0.identifier == request.content.categoryIdentifier }
        switch event {
        case .actionInvoked(let key):
            let identifier: String
            if key == "default" {
                identifier = UNNotificationDefaultActionIdentifier
            } else if let action = category?.actions.first(where: { $0.identifier == key }) {
                identifier = action.identifier
            } else {
                Diagnostics.handler("UNUserNotificationCenter: the notification server invoked an unknown action '\(key)' on '\(request.identifier)'; ignored")
                return
            }
            // A click answers it: it leaves the delivered list, and the app comes to the front.
            delivered.removeAll { $0.notification === notification }
            if let window = UIApplication.shared.keyWindow ?? UIApplication.shared.windows.first(where: { !$0.isHidden }) {
                window.makeKey()
            }
            respond(to: notification, with: identifier)
        case .closed(let reason):
            delivered.removeAll { $0.notification === notification }
            // 2: dismissed by the user.
            if reason == 2, category?.options.contains(.customDismissAction) == true {
                respond(to: notification, with: UNNotificationDismissActionIdentifier)
            }
        }
    }

    private func respond(to notification: UNNotification, with actionIdentifier: String) {
        let response = UNNotificationResponse(notification: notification, actionIdentifier: actionIdentifier)
        delegate?.userNotificationCenter(self, didReceive: response) {}
    }
}
