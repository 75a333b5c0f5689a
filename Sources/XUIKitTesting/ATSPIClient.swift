import CDBus
import Foundation
import XUIKitAccessibility
import XUIKitDBus

/// What a UI test knows about one element at one moment, read over AT-SPI.
struct ElementSnapshot {
    var path: String
    /// The path of the window it shows in.
    var window: String
    var role: UInt32
    var label: String
    var identifier: String
    var value: String?
    var states: Set<UInt32>
    var frame: CGRect
}

/// The test side of AT-SPI: asks the app's accessible objects over its accessibility bus, the
/// same calls a screen reader makes.
final class ATSPIClient {
    private let connection: BusConnection
    private var appName: String?

    init(busAddress: String) throws {
        guard let connection = BusConnection.open(address: busAddress) else {
            throw XCUIError("cannot connect to the test's accessibility bus at \(busAddress)")
        }
        self.connection = connection
    }

    deinit { connection.close() }

    /// Finds the app's connection on the bus by its process id; nil until it has connected.
    func connect(toProcess pid: pid_t) -> Bool {
        guard let reply = call("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", "ListNames") else { return false }
        var names: [String] = []
        var reader = DBusReader(reply)
        reader.array { if let name = $0.string() { names.append(name) } }
        dbus_message_unref(reply)
        for name in names where name.hasPrefix(":") && name != connection.uniqueName {
            guard let answer = call("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus",
                                    "GetConnectionUnixProcessID", { $0.string(name) }) else { continue }
            var pidReader = DBusReader(answer)
            let owner = pidReader.uint32()
            dbus_message_unref(answer)
            if owner == UInt32(pid) {
                appName = name
                return true
            }
        }
        return false
    }

    /// Every element of every window, depth first in reading order: a container (a table, its
    /// cells, a segmented control) comes before what it holds.
    func elements() -> [ElementSnapshot] {
        var found: [ElementSnapshot] = []
        func walk(_ path: String, window: String, depth: Int) {
            found.append(snapshot(path, window: window))
            // Deeper than any real view tree: a cycle in a broken tree cannot hang the test.
            guard depth < 64 else { return }
            for child in children(of: path) { walk(child, window: window, depth: depth + 1) }
        }
        for window in windows() {
            for child in children(of: window) { walk(child, window: window, depth: 0) }
        }
        return found
    }

    /// Paths of the application's windows.
    func windows() -> [String] { children(of: "/org/a11y/atspi/accessible/root") }

    /// Screen extents of an object.
    func extents(of path: String) -> CGRect {
        guard let reply = call(path, "org.a11y.atspi.Component", "GetExtents", { $0.uint32(0) }) else { return .zero }
        defer { dbus_message_unref(reply) }
        var reader = DBusReader(reply)
        let numbers = reader.container { inner in (0..<4).map { _ in Int(inner.int32() ?? 0) } } ?? [0, 0, 0, 0]
        return CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    /// Calls `Action.DoAction(index)`; whether the app performed it.
    func doAction(_ index: Int32, on path: String) -> Bool {
        boolCall(path, "org.a11y.atspi.Action", "DoAction") { $0.int32(index) }
    }

    /// Replaces a text field's text through `EditableText`.
    func setText(_ text: String, on path: String) -> Bool {
        boolCall(path, "org.a11y.atspi.EditableText", "SetTextContents") { $0.string(text) }
    }

    // MARK: - Reading one element

    private func snapshot(_ path: String, window: String) -> ElementSnapshot {
        var attributes: [String: String] = [:]
        if let reply = call(path, "org.a11y.atspi.Accessible", "GetAttributes") {
            var reader = DBusReader(reply)
            reader.array { entry in
                _ = entry.container { inner in
                    if let key = inner.string(), let value = inner.string() { attributes[key] = value }
                }
            }
            dbus_message_unref(reply)
        }
        var states: Set<UInt32> = []
        if let reply = call(path, "org.a11y.atspi.Accessible", "GetState") {
            var reader = DBusReader(reply)
            var words: [UInt32] = []
            reader.array { if let word = $0.uint32() { words.append(word) } }
            for (index, word) in words.enumerated() {
                for bit in 0..<32 where word & (1 << UInt32(bit)) != 0 { states.insert(UInt32(index * 32 + bit)) }
            }
            dbus_message_unref(reply)
        }
        var role: UInt32 = 0
        if let reply = call(path, "org.a11y.atspi.Accessible", "GetRole") {
            var reader = DBusReader(reply)
            role = reader.uint32() ?? 0
            dbus_message_unref(reply)
        }
        var label = ""
        if let reply = call(path, "org.freedesktop.DBus.Properties", "Get", { $0.string("org.a11y.atspi.Accessible"); $0.string("Name") }) {
            var reader = DBusReader(reply)
            label = reader.container { $0.string() } .flatMap { $0 } ?? ""
            dbus_message_unref(reply)
        }
        return ElementSnapshot(path: path, window: window, role: role, label: label, identifier: attributes["id"] ?? "",
                               value: attributes["value"], states: states, frame: extents(of: path))
    }

    private func children(of path: String) -> [String] {
        guard let reply = call(path, "org.a11y.atspi.Accessible", "GetChildren") else { return [] }
        defer { dbus_message_unref(reply) }
        var paths: [String] = []
        var reader = DBusReader(reply)
        reader.array { entry in
            _ = entry.container { inner in
                _ = inner.string()
                if let path = inner.string() { paths.append(path) }
            }
        }
        return paths
    }

    // MARK: - Calls

    private func boolCall(_ path: String, _ interface: String, _ member: String, _ arguments: (DBusWriter) -> Void) -> Bool {
        guard let reply = call(path, interface, member, arguments) else { return false }
        defer { dbus_message_unref(reply) }
        var reader = DBusReader(reply)
        return reader.bool() ?? false
    }

    private func call(_ path: String, _ interface: String, _ member: String,
                      _ arguments: (DBusWriter) -> Void = { _ in }) -> OpaquePointer? {
        guard let appName else { return nil }
        return call(appName, path, interface, member, arguments)
    }

    private func call(_ destination: String, _ path: String, _ interface: String, _ member: String,
                      _ arguments: (DBusWriter) -> Void = { _ in }) -> OpaquePointer? {
        connection.call(destination: destination, path: path, interface: interface, member: member,
                        timeout: 5000, arguments: arguments)
    }
}
