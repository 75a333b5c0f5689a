import Foundation
import Testing
@_spi(Testing) @testable import XUIKitCore
import XUIKitHeadlessTesting

/// UIDevice on the desktop and the idiom trait (§42, R42.1–R42.4): the values a Mac Catalyst app
/// would see where the desktop lacks a sensor, and the machine's own facts read from a fixture tree.
@MainActor
@Suite("R42.1–R42.4: UIDevice and the interface idiom", .serialized)
struct DeviceTests {
    /// A fixture root with `files` (path → contents) written under a fresh temporary directory.
    func fixture(_ files: [String: String]) throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("device-\(UUID().uuidString)")
        for (path, contents) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try contents.write(to: url, atomically: true, encoding: .utf8)
        }
        return root.path
    }

    @Test("R42.1: the device and a window's views report the pad idiom; an empty collection is unspecified; traitsFrom and containsTraits honour it")
    func idiom() {
        let harness = Harness()
        let view = UIView()
        harness.window.addSubview(view)
        #expect(UIDevice.current.userInterfaceIdiom == .pad)
        #expect(view.traitCollection.userInterfaceIdiom == .pad)
        #expect(UITraitCollection().userInterfaceIdiom == .unspecified)
        #expect(UIUserInterfaceIdiom.unspecified.rawValue == -1 && UIUserInterfaceIdiom.mac.rawValue == 5)
        let mac = UITraitCollection(userInterfaceIdiom: .mac)
        let merged = UITraitCollection(traitsFrom: [view.traitCollection, mac])
        #expect(merged.userInterfaceIdiom == .mac && merged.displayScale == view.traitCollection.displayScale)
        #expect(view.traitCollection.containsTraits(in: UITraitCollection(userInterfaceIdiom: .pad)))
        #expect(!view.traitCollection.containsTraits(in: mac))
        #expect(mac != UITraitCollection(userInterfaceIdiom: .phone))
    }

    @Test("R42.2: orientation is unknown; orientation notifications nest begin/end and none is posted")
    func orientation() {
        let device = UIDevice(facts: DeviceFacts(root: "/nonexistent"))
        #expect(device.orientation == .unknown)
        #expect(!device.isGeneratingDeviceOrientationNotifications)
        device.beginGeneratingDeviceOrientationNotifications()
        device.beginGeneratingDeviceOrientationNotifications()
        device.endGeneratingDeviceOrientationNotifications()
        #expect(device.isGeneratingDeviceOrientationNotifications)
        device.endGeneratingDeviceOrientationNotifications()
        device.endGeneratingDeviceOrientationNotifications()
        #expect(!device.isGeneratingDeviceOrientationNotifications)
        #expect(device.orientation == .unknown && !device.orientation.isValidInterfaceOrientation)
        #expect(UIDeviceOrientation.landscapeLeft.isLandscape && !UIDeviceOrientation.landscapeLeft.isPortrait)
        #expect(UIDeviceOrientation.portraitUpsideDown.isPortrait && UIDeviceOrientation.faceDown.isFlat)
        #expect(!UIDeviceOrientation.faceUp.isValidInterfaceOrientation && UIDeviceOrientation.landscapeRight.isValidInterfaceOrientation)
        #expect(UIDeviceOrientation.faceDown.rawValue == 6)
    }

    @Test("R42.3: the battery is -1/.unknown until monitoring is on, then read from sysfs; changes post notifications; no battery stays unknown")
    func battery() throws {
        let root = try fixture([
            "sys/class/power_supply/AC/type": "Mains\n",
            "sys/class/power_supply/BAT0/type": "Battery\n",
            "sys/class/power_supply/BAT0/capacity": "57\n",
            "sys/class/power_supply/BAT0/status": "Discharging\n",
        ])
        let device = UIDevice(facts: DeviceFacts(root: root))
        #expect(device.batteryLevel == -1 && device.batteryState == .unknown)
        device.isBatteryMonitoringEnabled = true
        #expect(device.batteryLevel == 0.57 as Float && device.batteryState == .unplugged)

        final class Names: @unchecked Sendable { var value: [String] = [] }
        let posted = Names()
        let observers = [UIDevice.batteryStateDidChangeNotification, UIDevice.batteryLevelDidChangeNotification].map { name in
            NotificationCenter.default.addObserver(forName: name, object: device, queue: nil) { note in
                let posting = note.name.rawValue
                MainActor.assumeIsolated { posted.value.append(posting) }
            }
        }
        defer { observers.forEach { NotificationCenter.default.removeObserver($0) } }
        try "Charging\n".write(toFile: root + "/sys/class/power_supply/BAT0/status", atomically: true, encoding: .utf8)
        try "58\n".write(toFile: root + "/sys/class/power_supply/BAT0/capacity", atomically: true, encoding: .utf8)
        #expect(device.batteryState == .charging && device.batteryLevel == 0.58 as Float)
        #expect(posted.value == ["UIDeviceBatteryStateDidChangeNotification", "UIDeviceBatteryLevelDidChangeNotification"])

        device.isBatteryMonitoringEnabled = false
        #expect(device.batteryLevel == -1 && device.batteryState == .unknown)

        let desktop = UIDevice(facts: DeviceFacts(root: try fixture(["sys/class/power_supply/AC/type": "Mains\n"])))
        desktop.isBatteryMonitoringEnabled = true
        #expect(desktop.batteryLevel == -1 && desktop.batteryState == .unknown)
    }

    @Test("R42.4: system name and version from os-release (quotes removed), else uname; name is the host name; the vendor id is stable per vendor and machine")
    func identity() throws {
        let root = try fixture([
            "etc/os-release": "PRETTY_NAME=\"Debian GNU/Linux 12 (bookworm)\"\nNAME=\"Debian GNU/Linux\"\nVERSION_ID=\"12\"\n",
            "etc/machine-id": "0123456789abcdef0123456789abcdef\n",
        ])
        let device = UIDevice(facts: DeviceFacts(root: root, hostNameOverride: "workstation"))
        #expect(device.systemName == "Debian GNU/Linux")
        #expect(device.systemVersion == "12")
        #expect(device.name == "workstation")
        #expect(device.model == "Computer" && device.localizedModel == "Computer")
        #expect(device.isMultitaskingSupported)

        let bare = UIDevice(facts: DeviceFacts(root: try fixture([:])))
        #expect(bare.systemName == DeviceFacts.uname().system && bare.systemName == "Linux")
        #expect(bare.systemVersion == DeviceFacts.uname().release && !bare.systemVersion.isEmpty)
        #expect(bare.identifierForVendor == nil)

        let facts = DeviceFacts(root: root)
        let first = try #require(facts.vendorIdentifier(vendor: "com.example"))
        #expect(facts.vendorIdentifier(vendor: "com.example") == first)
        #expect(facts.vendorIdentifier(vendor: "org.other") != first)
        #expect(first.uuidString.dropFirst(14).first == "8")
        #expect(UIDevice.vendorName(bundleIdentifier: "com.example.notes", processName: "notes") == "com.example")
        #expect(UIDevice.vendorName(bundleIdentifier: nil, processName: "notes") == "notes")
    }
}
