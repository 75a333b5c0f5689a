import CX11
import Foundation
import Testing
import XUIKitTesting
#if canImport(Glibc)
import Glibc
#endif

/// `UNUserNotificationCenter` against a notification server (R37.6–R37.9): XUIKitNotificationTarget
/// runs on its own Xvfb and private session bus, where a fake server written for the tests
/// (scripts/fake-notification-daemon.py, dbus-python) speaks the real
/// `org.freedesktop.Notifications` API, records each call and emits the signals a user's click or
/// dismissal would.
@Suite("Notifications over org.freedesktop.Notifications (fake server, Xvfb)")
struct NotificationsProcessTests {
    @Test("R37.6: add sends Notify with the title as summary, subtitle and body, the default action and the hints")
    func notifyArguments() throws {
        let stage = try NotificationStage()
        stage.send(["op": "present", "options": ["banner", "sound"]])
        stage.send(Self.export)
        let notify = try #require(stage.waitForCall("Notify"), "no Notify; app: \(stage.app.standardOutput) \(stage.app.standardError)")
        #expect(notify["summary"] as? String == "Export finished")
        #expect(notify["body"] as? String == "Notes\nnotes.pdf is ready")
        #expect(notify["actions"] as? [String] == ["default", "Open"])
        #expect(notify["app_name"] as? String == "XUIKitNotificationTarget")
        #expect(notify["replaces_id"] as? Int == 0 && notify["expire_timeout"] as? Int == -1)
        let hints = try #require(notify["hints"] as? [String: Any])
        #expect(hints["sound-name"] as? String == "message-new-instant")
        #expect(hints["desktop-entry"] as? String == "XUIKitNotificationTarget")
        #expect(hints["urgency"] as? Int == 1 && notify["urgency_type"] as? String == "Byte", "\(notify)")
        #expect(stage.app.waitForOutputLine("willPresent export", timeout: 5))
        #expect(stage.app.waitForOutputLine("added export error=nil", timeout: 5))
    }

    @Test("R37.8: a click on the notification (ActionInvoked \"default\") reaches didReceive with the identifier and userInfo")
    func clickReachesDidReceive() throws {
        let stage = try NotificationStage()
        stage.send(["op": "present", "options": ["banner"]])
        stage.send(Self.export)
        let id = try #require(stage.waitForCall("Notify")?["id"] as? Int)
        try stage.server(.invoke(id, "default"))
        #expect(stage.app.waitForOutputLine("didReceive export com.apple.UNNotificationDefaultActionIdentifier info=file=notes.pdf", timeout: 5),
                "\(stage.app.standardOutput)")
    }

    @Test("R37.6: removeDeliveredNotifications closes the notification (CloseNotification) and empties the delivered list")
    func removeDelivered() throws {
        let stage = try NotificationStage()
        stage.send(["op": "present", "options": ["banner"]])
        stage.send(Self.export)
        let id = try #require(stage.waitForCall("Notify")?["id"] as? Int)
        #expect(stage.app.waitForOutputLine("added export error=nil", timeout: 5))
        stage.send(["op": "delivered"])
        #expect(stage.app.waitForOutputLine("delivered export", timeout: 5))
        stage.send(["op": "removeDelivered", "ids": ["export"]])
        let close = stage.waitForCall("CloseNotification")
        #expect(close?["id"] as? Int == id, "\(stage.calls())")
        stage.send(["op": "delivered"])
        #expect(stage.app.waitForOutputLine("delivered ", timeout: 5), "\(stage.app.standardOutput)")
    }

    @Test("R37.8: in front, willPresent decides: answered [] the notification is not shown, answered .banner it is")
    func willPresentDecides() throws {
        let stage = try NotificationStage()
        stage.send(["op": "add", "id": "quiet", "title": "Quiet"])
        #expect(stage.app.waitForOutputLine("willPresent quiet", timeout: 5))
        #expect(stage.app.waitForOutputLine("added quiet error=nil", timeout: 5))
        stage.send(["op": "present", "options": ["banner"]])
        stage.send(["op": "add", "id": "loud", "title": "Loud"])
        #expect(stage.app.waitForOutputLine("willPresent loud", timeout: 5))
        let notify = stage.waitForCall("Notify")
        #expect(notify?["summary"] as? String == "Loud")
        // Without .sound, no sound hint.
        #expect((notify?["hints"] as? [String: Any])?["sound-name"] == nil)
        #expect(stage.calls().filter { $0["call"] as? String == "Notify" }.count == 1, "\(stage.calls())")
    }

    @Test("R37.7, R37.9: a timed request delivered while the app is not in front: no willPresent, the window demands attention until focused")
    func attentionWhenNotInFront() throws {
        let stage = try NotificationStage()
        let window = try #require(stage.appWindow(), "the app's window was not found")
        try stage.takeFocusAway()
        stage.send(["op": "add", "id": "later", "title": "Later", "body": "Done", "after": 0.5, "sound": "chime.caf"])
        #expect(stage.app.waitForOutputLine("added later error=nil", timeout: 5))
        stage.send(["op": "pending"])
        #expect(stage.app.waitForOutputLine("pending later", timeout: 5))
        let notify = try #require(stage.waitForCall("Notify"), "\(stage.app.standardOutput)")
        #expect((notify["hints"] as? [String: Any])?["sound-name"] as? String == "chime")
        #expect(!stage.app.standardOutput.contains("willPresent later"))
        #expect(stage.waitForWindowState(window, demandsAttention: true), "\(stage.windowState(window))")
        try stage.focus(window)
        #expect(stage.waitForWindowState(window, demandsAttention: false), "\(stage.windowState(window))")
    }

    @Test("R37.8: a dismissal reaches didReceive as the dismiss action only when the category asks (.customDismissAction)")
    func dismissal() throws {
        let stage = try NotificationStage()
        stage.send(["op": "present", "options": ["banner"]])
        stage.send(["op": "category", "id": "export", "dismiss": true])
        stage.send(["op": "add", "id": "asks", "title": "Asks", "category": "export"])
        let first = try #require(stage.waitForCall("Notify")?["id"] as? Int)
        stage.send(["op": "add", "id": "plain", "title": "Plain"])
        let second = try #require(stage.waitForCall("Notify", count: 2)?["id"] as? Int)
        try stage.server(.close(second, 2))
        try stage.server(.close(first, 2))
        #expect(stage.app.waitForOutputLine("didReceive asks com.apple.UNNotificationDismissActionIdentifier info=", timeout: 5))
        #expect(!stage.app.standardOutput.contains("didReceive plain"))
    }

    @Test("R37.6: with no notification server on the bus, add completes with an error and a diagnostic")
    func noServer() throws {
        let stage = try NotificationStage(withServer: false)
        stage.send(["op": "present", "options": ["banner"]])
        stage.send(Self.export)
        #expect(stage.app.waitForOutputLine("added export error=no notification server on the session bus (org.freedesktop.Notifications)", timeout: 10),
                "\(stage.app.standardOutput)")
        #expect(stage.app.standardError.contains("XUIKit: UNUserNotificationCenter: 'export' was not shown"), "\(stage.app.standardError)")
    }

    @Test("R37.6: a signal with the wrong argument types is ignored with a diagnostic; the app goes on answering")
    func malformedSignal() throws {
        let stage = try NotificationStage()
        stage.send(["op": "present", "options": ["banner"]])
        stage.send(Self.export)
        let id = try #require(stage.waitForCall("Notify")?["id"] as? Int)
        try stage.server(.malformed)
        try stage.server(.invoke(9999, "default"))
        try stage.server(.invoke(id, "default"))
        #expect(stage.app.waitForOutputLine("didReceive export com.apple.UNNotificationDefaultActionIdentifier info=file=notes.pdf", timeout: 5))
        #expect(stage.app.standardError.contains("XUIKit: notifications: ignored ActionInvoked with arguments (ss), not (us)"),
                "\(stage.app.standardError)")
        #expect(stage.app.standardOutput.components(separatedBy: "didReceive").count == 2, "\(stage.app.standardOutput)")
    }

    /// The request an export's end adds.
    static var export: [String: Any] {
        ["op": "add", "id": "export", "title": "Export finished", "subtitle": "Notes",
         "body": "notes.pdf is ready", "userInfo": ["file": "notes.pdf"], "sound": "default"]
    }
}
