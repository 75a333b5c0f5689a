// UIDevice on a desktop computer (§42, R42.1–R42.4).
//
// How the pieces fit: `UIDevice.current` is one object per process. What it reports is read from
// the machine when asked — /etc/os-release and uname(2) for the system, /etc/machine-id for the
// vendor identifier, /sys/class/power_supply for the battery (DeviceFacts) — and what a desktop
// lacks takes UIKit's documented "unknown" value: no orientation sensor (`.unknown`, no
// orientation notifications), no proximity sensor. The idiom is `.pad`, as Mac Catalyst's default.

import Foundation

/// The computer the app runs on, as UIKit's `UIDevice`.
///
/// Values on the desktop (R42.1–R42.4): `userInterfaceIdiom` is `.pad` (Mac Catalyst's default
/// idiom); `orientation` is `.unknown` (no orientation sensor); `systemName` and `systemVersion`
/// are the Linux distribution's (`NAME` and `VERSION_ID` of /etc/os-release, else uname's system
/// name and release); `name` is the host name; `model` is `"Computer"`; the battery is read from
/// /sys/class/power_supply while `isBatteryMonitoringEnabled` is true.
@preconcurrency @MainActor
public final class UIDevice {
    /// The device the app runs on.
    public static let current = UIDevice()

    /// Posted when the device orientation changes; never on a desktop, which has no orientation
    /// sensor (R42.2).
    public nonisolated static let orientationDidChangeNotification =
        Notification.Name("UIDeviceOrientationDidChangeNotification")
    /// Posted when the battery level changes while monitoring is enabled (R42.3).
    public nonisolated static let batteryLevelDidChangeNotification =
        Notification.Name("UIDeviceBatteryLevelDidChangeNotification")
    /// Posted when the battery state changes while monitoring is enabled (R42.3).
    public nonisolated static let batteryStateDidChangeNotification =
        Notification.Name("UIDeviceBatteryStateDidChangeNotification")
    /// Posted when the proximity sensor's state changes; never on a desktop.
    public nonisolated static let proximityStateDidChangeNotification =
        Notification.Name("UIDeviceProximityStateDidChangeNotification")

    /// Where facts about the machine are read; tests point it at a fixture tree.
    var facts: DeviceFacts

    /// How many `beginGeneratingDeviceOrientationNotifications()` calls are not yet ended.
    private var orientationObservers = 0

    /// The last battery reading, to post change notifications only on a change.
    private var lastBattery: DeviceFacts.Battery?

    init(facts: DeviceFacts = DeviceFacts()) {
        self.facts = facts
    }

    // MARK: - Identity

    /// The name of the device: the computer's host name (R42.4).
    public var name: String { facts.hostName }

    /// The kind of device: `"Computer"` (R42.4).
    public var model: String { "Computer" }

    /// `model`, localized: `"Computer"`.
    public var localizedModel: String { model }

    /// The operating system's name: /etc/os-release's `NAME` (such as `"Debian GNU/Linux"`), else
    /// uname's system name (`"Linux"`) (R42.4).
    public var systemName: String { facts.systemName }

    /// The operating system's version: /etc/os-release's `VERSION_ID` (such as `"12"`), else
    /// uname's release (the kernel version) (R42.4).
    public var systemVersion: String { facts.systemVersion }

    /// A UUID that is the same for every app of one vendor on this computer, and differs between
    /// computers: derived from /etc/machine-id and the vendor (the bundle identifier without its
    /// last component, else the executable's name) (R42.4). Nil when the machine has no id.
    public var identifierForVendor: UUID? {
        facts.vendorIdentifier(vendor: Self.vendorName(bundleIdentifier: Bundle.main.bundleIdentifier,
                                                       processName: ProcessInfo.processInfo.processName))
    }

    /// The interface idiom: `.pad`, as a Mac Catalyst app in its default mode (R42.1).
    public var userInterfaceIdiom: UIUserInterfaceIdiom { .pad }

    /// Whether the device runs more than one app at a time: true.
    public var isMultitaskingSupported: Bool { true }

    /// The vendor an identifier is shared by: "com.example" for "com.example.app", else the
    /// process name.
    nonisolated static func vendorName(bundleIdentifier: String?, processName: String) -> String {
        guard let identifier = bundleIdentifier, identifier.contains(".") else { return processName }
        return String(identifier[..<identifier.lastIndex(of: ".")!])
    }

    // MARK: - Orientation

    /// The physical orientation: always `.unknown` on a desktop, which has no orientation sensor
    /// (R42.2). Use the window's size, not this, to choose a layout.
    public var orientation: UIDeviceOrientation { .unknown }

    /// Whether orientation notifications are on: true between
    /// `beginGeneratingDeviceOrientationNotifications()` and as many `end…` calls.
    public var isGeneratingDeviceOrientationNotifications: Bool { orientationObservers > 0 }

    /// Starts orientation notifications; calls nest. A desktop posts none (R42.2).
    public func beginGeneratingDeviceOrientationNotifications() {
        orientationObservers += 1
    }

    /// Ends one `beginGeneratingDeviceOrientationNotifications()`; an unmatched call does nothing.
    public func endGeneratingDeviceOrientationNotifications() {
        orientationObservers = max(0, orientationObservers - 1)
    }

    // MARK: - Battery

    /// Whether the battery is read; false by default. While false, `batteryLevel` is -1 and
    /// `batteryState` is `.unknown`, as UIKit documents (R42.3).
    public var isBatteryMonitoringEnabled = false {
        didSet { lastBattery = isBatteryMonitoringEnabled ? facts.battery() : nil }
    }

    /// The charge from 0 to 1; -1 when monitoring is off or the computer has no battery (R42.3).
    public var batteryLevel: Float {
        guard isBatteryMonitoringEnabled, let battery = currentBattery() else { return -1 }
        return battery.level
    }

    /// Charging, full or on battery; `.unknown` when monitoring is off or the computer has no
    /// battery (R42.3).
    public var batteryState: BatteryState {
        guard isBatteryMonitoringEnabled, let battery = currentBattery() else { return .unknown }
        return battery.state
    }

    /// Reads the battery, posting the change notifications when it differs from the last reading
    /// (R42.3).
    private func currentBattery() -> DeviceFacts.Battery? {
        let battery = facts.battery()
        let previous = lastBattery
        lastBattery = battery
        if let battery, let previous {
            if battery.state != previous.state {
                NotificationCenter.default.post(name: Self.batteryStateDidChangeNotification, object: self)
            }
            if battery.level != previous.level {
                NotificationCenter.default.post(name: Self.batteryLevelDidChangeNotification, object: self)
            }
        }
        return battery
    }

    // MARK: - Proximity

    /// Whether the proximity sensor is on; a desktop has none, so setting it leaves it false, as
    /// UIKit does on devices without the sensor.
    public var isProximityMonitoringEnabled: Bool {
        get { false }
        set {}
    }

    /// Whether something is close to the proximity sensor: false.
    public var proximityState: Bool { false }
}
