import CDBus
import Foundation
import XUIKitDBus
@_spi(AssistiveTechnology) import XUIKitCore

// How the AT-SPI bridge fits together:
//
// - `ATSPIBridge` (this file) finds the accessibility bus as GTK does (`org.a11y.Bus.GetAddress`
//   on the session bus), connects, registers the app with the AT-SPI registry (`Socket.Embed`)
//   and answers method calls on `/org/a11y/atspi/accessible/...`.
// - `ATSPINode` maps the UIKit accessibility model onto AT-SPI: the application, its windows
//   (frames), and each window's elements in reading order (`AccessibilityTree` in the core), with
//   roles from traits and states from the controls.
// - `ATSPINode+Containers.swift` exports table views (role table, rows as table cells) and
//   segmented controls as containers between a window and its elements (R13.8).
// - `ATSPIBridge+Interfaces.swift` implements the interfaces (Accessible, Application,
//   Component, Action, Value, Text, EditableText, Properties, Introspectable);
//   `+Selection`, `+Table` and `+Collection` add Selection (R13.9), Table and TableCell, and
//   Collection's GetMatches (R13.10);
//   `ATSPIBridge+Events.swift` compares the tree at the end of each run-loop turn and emits
//   `org.a11y.atspi.Event.*` signals for what changed, so Orca speaks.
// - `BusConnection`, `DBusWriter`, `DBusReader` are the thin layer over libdbus;
//   `BusConnectionDriver` runs the connection from the app's run loop (libdbus's watches,
//   timeouts and dispatch status), so no call waits and sending never blocks.
// - Anything a client sends is checked before use: numbers that do not fit are refused with
//   `InvalidArgs` or saturated (`Int32(saturating:)`), never trapped, and what one call may cost
//   is bounded (GetMatches' rule sizes and results).
//
// Why libdbus (libdbus-1-3, opened at the first call: Sources/CDBus/shim.h) rather than GDBus:
// XUIKit has its own run loop, and libdbus has none — the bridge hands the connection's socket to the run loop
// (`UIApplication.addFileDescriptorSource`, writable too while output is queued) and reads,
// dispatches and writes without blocking when it is ready. GDBus would bring GLib's main context (a second loop to pump, or a worker
// thread and locking against the main actor) and GObject for a few dozen calls; sd-bus would tie
// the toolkit to systemd's library. libdbus is small, in every distribution, and is what
// at-spi2-core itself is built on.
//
// With no session bus, no accessibility bus, or `NO_AT_BRIDGE=1`, `start` returns at once and
// nothing stays behind: no thread, no descriptor, no timer.

/// The app's side of AT-SPI 2: exports the accessibility tree on the desktop's accessibility
/// bus so screen readers (Orca) and AT-SPI clients (pyatspi, Accerciser, UI tests) can read and
/// drive it.
@preconcurrency @MainActor
public final class ATSPIBridge {
    /// The running bridge, if one started.
    public private(set) static var shared: ATSPIBridge?

    let connection: BusConnection
    let busName: String
    private var driver: BusConnectionDriver?
    /// Stable numbers for exported objects, so a path names the same object while it lives
    /// (ATSPIObjectNumbers.swift: the numbers of objects gone are forgotten).
    var objectNumbers = ATSPIObjectNumbers()
    /// The tree as last reported, for events (ATSPIBridge+Events.swift).
    var lastSnapshot: TreeSnapshot?
    /// The number the registry gave the application (`Application.Id`).
    var applicationID: Int32 = 0
    /// Containers whose selection an AT-SPI call changed this turn (ATSPIBridge+Selection.swift).
    var pendingSelectionChanges: Set<String> = []

    private init(connection: BusConnection) {
        self.connection = connection
        busName = connection.uniqueName
    }

    /// Starts the bridge when the desktop has an accessibility bus: returns the bridge, or nil
    /// (costing nothing) when `NO_AT_BRIDGE=1`, when there is no session bus, or when nothing
    /// owns `org.a11y.Bus`.
    @discardableResult
    public static func start(environment: [String: String] = ProcessInfo.processInfo.environment) -> ATSPIBridge? {
        if let shared { return shared }
        if environment["NO_AT_BRIDGE"] == "1" { return nil }
        guard let address = accessibilityBusAddress(environment: environment),
              let connection = BusConnection.open(address: address),
              let descriptor = connection.fileDescriptor else { return nil }
        let bridge = ATSPIBridge(connection: connection)
        shared = bridge
        bridge.install(descriptor: descriptor)
        return bridge
    }

    /// The accessibility bus's address: `AT_SPI_BUS_ADDRESS` when set, else asked of
    /// `org.a11y.Bus` on the session bus.
    private static func accessibilityBusAddress(environment: [String: String]) -> String? {
        if let address = environment["AT_SPI_BUS_ADDRESS"], !address.isEmpty { return address }
        guard let session = BusConnection.session(environment: environment) else { return nil }
        defer { session.close() }
        guard let reply = session.call(destination: "org.a11y.Bus", path: "/org/a11y/bus",
                                       interface: "org.a11y.Bus", member: "GetAddress", timeout: 2000)
        else { return nil }
        defer { dbus_message_unref(reply) }
        var reader = DBusReader(reply)
        return reader.string().flatMap { $0.isEmpty ? nil : $0 }
    }

    private func install(descriptor: Int32) {
        let context = Unmanaged.passUnretained(self).toOpaque()
        _ = dbus_connection_add_filter(connection.raw, { _, message, context in
            guard let message, let context else { return DBUS_HANDLER_RESULT_NOT_YET_HANDLED }
            return MainActor.assumeIsolated {
                let bridge = Unmanaged<ATSPIBridge>.fromOpaque(context).takeUnretainedValue()
                return bridge.handle(message) ? DBUS_HANDLER_RESULT_HANDLED : DBUS_HANDLER_RESULT_NOT_YET_HANDLED
            }
        }, context, nil)
        driver = BusConnectionDriver(connection: connection, descriptor: descriptor) { [weak self] in self?.disconnected() }
        UIApplication.shared.addEndOfTurnObserver { [weak self] in self?.emitChanges() }
        UIAccessibility.addNotificationObserver { [weak self] notification, argument in
            self?.forward(notification, argument: argument)
        }
        embed()
        UIAccessibility.setAssistiveTechnologyConnected(true)
    }

    /// Registers with the registry; the answer (the desktop's reference) is not needed.
    private func embed() {
        guard let message = dbus_message_new_method_call(ATSPIReference.desktop.busName, ATSPIReference.rootPath,
                                                         "org.a11y.atspi.Socket", "Embed") else { return }
        defer { dbus_message_unref(message) }
        DBusWriter.append(to: message) { $0.reference(reference(to: .application)) }
        connection.send(message)
    }

    /// The bus went away: nothing more to answer. The driver stays, as libdbus keeps its
    /// pointer to it for the connection's life.
    private func disconnected() {
        UIAccessibility.setAssistiveTechnologyConnected(false)
    }

    // MARK: - Paths

    /// The reference AT-SPI clients use for `node`.
    func reference(to node: ATSPINode?) -> ATSPIReference {
        guard let node else { return ATSPIReference(busName: busName, path: ATSPIReference.nullPath) }
        guard let object = node.object else { return ATSPIReference(busName: busName, path: ATSPIReference.rootPath) }
        return ATSPIReference(busName: busName, path: ATSPIReference.pathPrefix + String(objectNumbers.number(of: object)))
    }

    /// The live node a path names, or nil for a path of an object that is gone.
    func node(at path: String) -> ATSPINode? {
        if path == ATSPIReference.rootPath { return .application }
        guard path.hasPrefix(ATSPIReference.pathPrefix),
              let number = Int(path.dropFirst(ATSPIReference.pathPrefix.count)) else { return nil }
        guard let object = objectNumbers.object(numbered: number) else { return nil }
        if let window = object as? UIWindow { return .window(window) }
        return .element(object)
    }
}
