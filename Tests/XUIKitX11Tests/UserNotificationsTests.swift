import Foundation
import Testing
import XUIKit

/// The parts of UserNotifications that need no notification server: triggers, sounds, content
/// copies, settings and authorization (R37.6, R37.7). The names come through `import XUIKit`,
/// which re-exports UserNotifications as an iOS app's `import UserNotifications` expects.
@Suite("UserNotifications: triggers, sounds, content and settings", .serialized)
@MainActor
struct UserNotificationsTests {
    @Test("R37.7: a repeating trigger under 60 s is reported and taken as 60 s; a non-positive one fires at once")
    func triggerIntervals() {
        var messages: [String] = []
        let saved = Diagnostics.handler
        Diagnostics.handler = { messages.append($0) }
        defer { Diagnostics.handler = saved }
        let repeating = UNTimeIntervalNotificationTrigger(timeInterval: 5, repeats: true)
        #expect(repeating.timeInterval == 60 && repeating.repeats)
        let negative = UNTimeIntervalNotificationTrigger(timeInterval: -1, repeats: false)
        #expect(negative.timeInterval == 0)
        let fine = UNTimeIntervalNotificationTrigger(timeInterval: 90, repeats: true)
        #expect(fine.timeInterval == 90)
        #expect(messages.count == 2, "\(messages)")
        #expect(messages.first?.contains("at least 60 if repeating") == true)
        let next = fine.nextTriggerDate()?.timeIntervalSinceNow ?? 0
        #expect(next > 85 && next <= 90)
    }

    @Test("R37.6: the default sound is the theme's message-new-instant; a named sound drops its extension")
    func soundNames() {
        #expect(UNNotificationSound.default.soundThemeName == "message-new-instant")
        #expect(UNNotificationSound(named: UNNotificationSoundName("chime.caf")).soundThemeName == "chime")
        #expect(UNNotificationSound(named: "bell").soundThemeName == "bell")
    }

    @Test("R37.6: a request keeps a copy of its content: changing the mutable content afterwards changes nothing")
    func requestCopiesContent() {
        let content = UNMutableNotificationContent()
        content.title = "Export finished"
        content.userInfo = ["file": "notes.pdf"]
        let request = UNNotificationRequest(identifier: "export", content: content, trigger: nil)
        content.title = "Changed"
        #expect(request.content.title == "Export finished")
        #expect(request.content.userInfo["file"] as? String == "notes.pdf")
        #expect(!(request.content is UNMutableNotificationContent))
    }

    @Test("R37.6: authorization is granted; settings then say authorized, with banners")
    func authorization() async throws {
        let center = UNUserNotificationCenter.current()
        let granted = try await center.requestAuthorization(options: [.alert, .sound, .badge])
        #expect(granted)
        let settings = await center.notificationSettings()
        #expect(settings.authorizationStatus == .authorized)
        #expect(settings.alertSetting == .enabled && settings.alertStyle == .banner)
        #expect(settings.lockScreenSetting == .notSupported)
    }

    @Test("R37.7: a pending request is listed until removed, then not; removing it keeps it from being delivered")
    func pendingRequests() async {
        let center = UNUserNotificationCenter.current()
        let content = UNMutableNotificationContent()
        content.title = "Later"
        center.add(UNNotificationRequest(identifier: "later", content: content,
                                         trigger: UNTimeIntervalNotificationTrigger(timeInterval: 3600, repeats: false)),
                   withCompletionHandler: nil)
        #expect(await center.pendingNotificationRequests().map(\.identifier) == ["later"])
        center.removePendingNotificationRequests(withIdentifiers: ["later"])
        #expect(await center.pendingNotificationRequests().isEmpty)
    }
}
