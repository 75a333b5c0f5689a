// What UIDevice reads from the machine (§42, R42.3, R42.4): the system from os-release and
// uname, the machine id, the host name, and the battery from sysfs. Paths are relative to a root
// so that tests can read a fixture tree.

import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Reads facts about the machine under `root` ("/" normally).
struct DeviceFacts: Sendable {
    /// A battery reading.
    struct Battery: Equatable, Sendable {
        /// The charge, 0…1.
        var level: Float
        /// Charging, full or on battery.
        var state: UIDevice.BatteryState
    }

    /// The directory the absolute paths below are read under.
    var root: String = "/"

    /// The host name, for tests; nil for the machine's.
    var hostNameOverride: String?

    /// The contents of `path` under `root`, nil when it cannot be read.
    func read(_ path: String) -> String? {
        let url = URL(fileURLWithPath: root).appendingPathComponent(path)
        return try? String(contentsOf: url, encoding: .utf8)
    }

    /// The value of `key` in os-release (/etc/os-release, else /usr/lib/os-release), unquoted.
    func osRelease(_ key: String) -> String? {
        guard let text = read("etc/os-release") ?? read("usr/lib/os-release") else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix(key + "=") {
            var value = line.dropFirst(key.count + 1)
            if value.count >= 2, let first = value.first, first == "\"" || first == "'", value.last == first {
                value = value.dropFirst().dropLast()
            }
            return value.isEmpty ? nil : String(value)
        }
        return nil
    }

    /// os-release's `NAME`, else uname's system name (R42.4).
    var systemName: String { osRelease("NAME") ?? Self.uname().system }

    /// os-release's `VERSION_ID`, else uname's release (R42.4).
    var systemVersion: String { osRelease("VERSION_ID") ?? Self.uname().release }

    /// The host name.
    var hostName: String { hostNameOverride ?? ProcessInfo.processInfo.hostName }

    /// uname's system name and release ("Linux", "6.1.0-…").
    static func uname() -> (system: String, release: String) {
        var names = utsname()
        guard Glibc.uname(&names) == 0 else { return ("Linux", "") }
        func string<T>(_ field: T) -> String {
            withUnsafeBytes(of: field) { bytes in
                String(decoding: bytes.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
        }
        return (string(names.sysname), string(names.release))
    }

    /// A UUID from /etc/machine-id (else /var/lib/dbus/machine-id) and `vendor`: two 64-bit
    /// FNV-1a hashes, marked as a version 8 (custom) UUID. Nil when there is no machine id (R42.4).
    func vendorIdentifier(vendor: String) -> UUID? {
        guard let machine = (read("etc/machine-id") ?? read("var/lib/dbus/machine-id"))?
            .trimmingCharacters(in: .whitespacesAndNewlines), !machine.isEmpty else { return nil }
        let input = Array("\(machine)/\(vendor)".utf8)
        func fnv(_ basis: UInt64) -> UInt64 {
            input.reduce(basis) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
        }
        var bytes = withUnsafeBytes(of: fnv(0xcbf2_9ce4_8422_2325).bigEndian, Array.init)
            + withUnsafeBytes(of: fnv(0x6c62_272e_07bb_0142).bigEndian, Array.init)
        bytes[6] = (bytes[6] & 0x0F) | 0x80
        bytes[8] = (bytes[8] & 0x3F) | 0x80
        return UUID(uuid: (bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                           bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]))
    }

    /// The first battery under /sys/class/power_supply (a supply whose `type` is `Battery`): its
    /// `capacity` (percent) and `status`; nil when there is none (R42.3).
    func battery() -> Battery? {
        let directory = "sys/class/power_supply"
        let url = URL(fileURLWithPath: root).appendingPathComponent(directory)
        guard let supplies = try? FileManager.default.contentsOfDirectory(atPath: url.path) else { return nil }
        for supply in supplies.sorted() {
            let base = "\(directory)/\(supply)/"
            guard read(base + "type")?.trimmingCharacters(in: .whitespacesAndNewlines) == "Battery",
                  let capacityText = read(base + "capacity")?.trimmingCharacters(in: .whitespacesAndNewlines),
                  let capacity = Float(capacityText) else { continue }
            let status = read(base + "status")?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
            let state: UIDevice.BatteryState = switch status {
            case "Charging": .charging
            case "Full": .full
            case "Discharging": .unplugged
            case "Not charging": .full  // plugged in, held below a charge limit
            default: .unknown
            }
            return Battery(level: min(1, max(0, capacity / 100)), state: state)
        }
        return nil
    }
}
