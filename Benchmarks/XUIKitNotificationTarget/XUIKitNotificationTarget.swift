import Foundation
import XUIKit
import UserNotifications

// The app the notification tests drive (Tests/XUIKitX11Tests/NotificationsProcessTests.swift):
// one window "Notification target"; the test writes commands, one JSON object a line, to the
// FIFO named by `--commands PATH`, and the app answers with lines on stdout.
//
//     XUIKitNotificationTarget --commands PATH
//
// Commands (`op`): `add` (id, title, subtitle, body, userInfo, sound: "default" or a file name,
// after: seconds for a time-interval trigger, repeats, category, badge), `present` (options the
// delegate's willPresent answers: "banner", "list", "sound", "badge"; none at first),
// `removeDelivered` and `removePending` (ids), `delivered`, `pending`, `category` (id,
// dismiss: whether it asks for dismissals, actions: [[identifier, title]]), `badge` (count),
// `settings`. Lines printed: `ready`, `authorized BOOL`, `added ID error=nil|TEXT`,
// `willPresent ID`, `didReceive ID ACTION info=KEY=VALUE,…`, `delivered ID,…`, `pending ID,…`,
// `settings STATUS`.

@main
final class NotificationTargetDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate {
    var window: UIWindow?
    private var commands: CommandReader?
    private var presentation: UNNotificationPresentationOptions = []

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        window.title = "Notification target"
        let controller = UIViewController()
        controller.view.backgroundColor = .white
        window.rootViewController = controller
        window.makeKeyAndVisible()
        self.window = window
        let center = UNUserNotificationCenter.current()
        center.delegate = self
        center.requestAuthorization(options: [.alert, .sound, .badge]) { granted, _ in print("authorized \(granted)") }
        let arguments = CommandLine.arguments
        if let flag = arguments.firstIndex(of: "--commands"), flag + 1 < arguments.count {
            commands = CommandReader(path: arguments[flag + 1]) { [weak self] command in self?.run(command) }
        }
        print("ready")
        return true
    }

    // MARK: - UNUserNotificationCenterDelegate

    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void) {
        print("willPresent \(notification.request.identifier)")
        completionHandler(presentation)
    }

    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                withCompletionHandler completionHandler: @escaping () -> Void) {
        let info = response.notification.request.content.userInfo
            .map { "\($0.key)=\($0.value)" }.sorted().joined(separator: ",")
        print("didReceive \(response.notification.request.identifier) \(response.actionIdentifier) info=\(info)")
        completionHandler()
    }

    // MARK: - Commands

    private func run(_ command: [String: Any]) {
        let center = UNUserNotificationCenter.current()
        let ids = command["ids"] as? [String] ?? []
        switch command["op"] as? String {
        case "add": add(command)
        case "present":
            let names = command["options"] as? [String] ?? []
            let table: [String: UNNotificationPresentationOptions] = ["banner": .banner, "list": .list, "sound": .sound, "badge": .badge]
            presentation = names.reduce(into: []) { $0.formUnion(table[$1] ?? []) }
            print("present \(names.joined(separator: ","))")
        case "removeDelivered": center.removeDeliveredNotifications(withIdentifiers: ids)
        case "removePending": center.removePendingNotificationRequests(withIdentifiers: ids)
        case "delivered":
            center.getDeliveredNotifications { print("delivered \($0.map(\.request.identifier).joined(separator: ","))") }
        case "pending":
            center.getPendingNotificationRequests { print("pending \($0.map(\.identifier).joined(separator: ","))") }
        case "category":
            let actions = (command["actions"] as? [[String]] ?? []).filter { $0.count == 2 }
                .map { UNNotificationAction(identifier: $0[0], title: $0[1]) }
            let dismiss = command["dismiss"] as? Bool == true
            center.setNotificationCategories([UNNotificationCategory(identifier: command["id"] as? String ?? "", actions: actions,
                                                                     intentIdentifiers: [], options: dismiss ? .customDismissAction : [])])
        case "badge": UIApplication.shared.applicationIconBadgeNumber = command["count"] as? Int ?? 0
        case "settings":
            center.getNotificationSettings { print("settings \($0.authorizationStatus == .authorized ? "authorized" : "other")") }
        default: print("unknown command \(command)")
        }
    }

    private func add(_ command: [String: Any]) {
        let content = UNMutableNotificationContent()
        content.title = command["title"] as? String ?? ""
        content.subtitle = command["subtitle"] as? String ?? ""
        content.body = command["body"] as? String ?? ""
        content.userInfo = command["userInfo"] as? [String: String] ?? [:]
        content.categoryIdentifier = command["category"] as? String ?? ""
        if let badge = command["badge"] as? Int { content.badge = NSNumber(value: badge) }
        switch command["sound"] as? String {
        case "default"?: content.sound = .default
        case let name?: content.sound = UNNotificationSound(named: UNNotificationSoundName(name))
        case nil: break
        }
        var trigger: UNNotificationTrigger?
        if let after = command["after"] as? Double {
            trigger = UNTimeIntervalNotificationTrigger(timeInterval: after, repeats: command["repeats"] as? Bool == true)
        }
        let identifier = command["id"] as? String ?? "request"
        let request = UNNotificationRequest(identifier: identifier, content: content, trigger: trigger)
        UNUserNotificationCenter.current().add(request) { error in
            print("added \(identifier) error=\(error.map { "\($0)" } ?? "nil")")
        }
    }
}

/// Reads JSON lines from a FIFO through the run loop.
@MainActor
final class CommandReader {
    private var source: FileDescriptorSource?
    private var buffer = Data()
    private let descriptor: Int32
    private let handler: @MainActor ([String: Any]) -> Void

    init?(path: String, handler: @escaping @MainActor ([String: Any]) -> Void) {
        // Read and write: the FIFO never reads end-of-file while the test is between commands.
        descriptor = open(path, O_RDWR | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        self.handler = handler
        source = UIApplication.shared.addFileDescriptorSource(descriptor) { [weak self] in self?.readAvailable() }
    }

    private func readAvailable() {
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(descriptor, &chunk, chunk.count)
            guard count > 0 else { break }
            buffer.append(contentsOf: chunk[..<count])
        }
        while let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
            let line = buffer[buffer.startIndex..<newline]
            buffer.removeSubrange(buffer.startIndex...newline)
            if let object = try? JSONSerialization.jsonObject(with: Data(line)) as? [String: Any] { handler(object) }
        }
    }
}
