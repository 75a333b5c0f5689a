import XUIKit

/// What the editor asks of the desktop beyond its window: a notification when Save As has
/// written a copy, and a link opened in the browser.
extension EditorViewController {
    /// Tells the user where the copy went, also while Notes is in front (the app delegate's
    /// `willPresent` asks for a banner).
    func notifySaved(_ url: URL) {
        let content = UNMutableNotificationContent()
        content.title = String(localized: "Saved", bundle: notesResources)
        content.body = "\(url.lastPathComponent) is in \(url.deletingLastPathComponent().lastPathComponent)."
        content.sound = .default
        content.userInfo = ["path": url.path]
        let request = UNNotificationRequest(identifier: "saved", content: content, trigger: nil)
        UNUserNotificationCenter.current().add(request) { error in
            if let error { print("notification failed: \(error.localizedDescription)") }
        }
    }

    /// Help > Swift on the Web.
    func openWebsite() {
        guard let url = URL(string: "https://www.swift.org") else { return }
        UIApplication.shared.open(url, options: [:]) { opened in
            print(opened ? "link opened" : "link not opened")
        }
    }
}

extension AppDelegate: UNUserNotificationCenterDelegate {
    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void) {
        completionHandler([.banner, .sound])
    }
}
