import CDBus
import Foundation
import XUIKitDBus
@_spi(AssistiveTechnology) import XUIKitCore

/// What the tree looked like when events were last sent.
struct TreeSnapshot {
    struct Element {
        var name: String
        var states: Set<ATSPIState>
        var text: String?
        var value: Double?
    }
    /// Each exported container's children (paths), by container path.
    var children: [String: [String]] = [:]
    var elements: [String: Element] = [:]
    /// Each exported object's container, by path.
    var parents: [String: String] = [:]
}

/// Events: at the end of each run-loop turn the bridge compares the tree with the last one it
/// reported and emits `org.a11y.atspi.Event.*` signals for the differences (children added or
/// removed, states such as checked or focused, names, values, text), so a screen reader hears
/// every change however the app made it.
extension ATSPIBridge {
    func emitChanges() {
        guard connection.isConnected else { return }
        let snapshot = UIAccessibility.withWindowOriginsCached { takeSnapshot() }
        defer { lastSnapshot = snapshot }
        guard let old = lastSnapshot else { return }
        for (container, children) in snapshot.children.sorted(by: { $0.key < $1.key }) {
            let before = old.children[container] ?? []
            guard before != children else { continue }
            for (index, path) in before.enumerated() where !children.contains(path) {
                emit("ChildrenChanged", at: container, detail: "remove", Int32(clamping: index), 0, .reference(ATSPIReference(busName: busName, path: path)))
            }
            for (index, path) in children.enumerated() where !before.contains(path) {
                emit("ChildrenChanged", at: container, detail: "add", Int32(clamping: index), 0, .reference(ATSPIReference(busName: busName, path: path)))
            }
        }
        emitWindowActivation(from: old, to: snapshot)
        var selectionChanges = pendingSelectionChanges
        pendingSelectionChanges = []
        for (path, now) in snapshot.elements.sorted(by: { $0.key < $1.key }) {
            guard let then = old.elements[path] else {
                // R37.4: an element that arrives focused (an alert's default button, the field
                // that had the keyboard before an alert) says so, as focus moves onto it.
                if now.states.contains(.focused) { emitFocus(at: path) }
                continue
            }
            for state in ATSPIState.allCases where now.states.contains(state) != then.states.contains(state) {
                let on = now.states.contains(state)
                emit("StateChanged", at: path, detail: state.eventName, on ? 1 : 0, 0, .int32(0))
                if state == .selected, let container = snapshot.parents[path] { selectionChanges.insert(container) }
                if state == .focused, on { emitFocus(at: path, stateChanged: false) }
            }
            if now.name != then.name {
                emit("PropertyChange", at: path, detail: "accessible-name", 0, 0, .string(now.name))
            }
            if let value = now.value, value != then.value {
                emit("PropertyChange", at: path, detail: "accessible-value", 0, 0, .double(value))
            }
            if let text = now.text, let previous = then.text, text != previous {
                emitTextChange(at: path, from: previous, to: text)
            }
        }
        // A container whose children's selection changed (a tap, or an AT-SPI call even when the
        // app undid it at once) says so once (R13.9).
        for path in selectionChanges.sorted() where snapshot.children[path] != nil {
            emit("SelectionChanged", at: path, detail: "", 0, 0, .int32(0))
        }
    }

    private func takeSnapshot() -> TreeSnapshot {
        var snapshot = TreeSnapshot()
        var pending: [ATSPINode] = [.application]
        while let node = pending.popLast() {
            let path = reference(to: node).path
            let children = node.children
            let childPaths = children.map { reference(to: $0).path }
            if case .element(let element) = node {
                snapshot.elements[path] = .init(name: node.name, states: node.states, text: node.text,
                                                value: UIAccessibility.valueRange(of: element)?.current)
                if ATSPIContainers.isContainer(element) { snapshot.children[path] = childPaths }
            } else {
                snapshot.children[path] = childPaths
                if case .window = node { snapshot.elements[path] = .init(name: node.name, states: node.states) }
            }
            for child in childPaths { snapshot.parents[child] = path }
            pending += children
        }
        return snapshot
    }

    /// The common prefix and suffix stay; what lies between was deleted, then inserted.
    private func emitTextChange(at path: String, from old: String, to new: String) {
        let before = Array(old), after = Array(new)
        var prefix = 0
        while prefix < before.count, prefix < after.count, before[prefix] == after[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < before.count - prefix, suffix < after.count - prefix,
              before[before.count - 1 - suffix] == after[after.count - 1 - suffix] { suffix += 1 }
        let deleted = String(before[prefix ..< before.count - suffix])
        let inserted = String(after[prefix ..< after.count - suffix])
        if !deleted.isEmpty {
            emit("TextChanged", at: path, detail: "delete", Int32(clamping: prefix), Int32(clamping: deleted.count), .string(deleted))
        }
        if !inserted.isEmpty {
            emit("TextChanged", at: path, detail: "insert", Int32(clamping: prefix), Int32(clamping: inserted.count), .string(inserted))
        }
    }

    /// An announcement is spoken; other notifications need nothing more than the end-of-turn
    /// comparison.
    func forward(_ notification: UIAccessibility.Notification, argument: Any?) {
        guard notification == .announcement, let text = argument as? String else { return }
        emit("Announcement", at: ATSPIReference.rootPath, detail: "", 0, 0, .string(text))
    }

    /// `state-changed:focused` (unless already sent) and the `Focus` event for `path`.
    func emitFocus(at path: String, stateChanged: Bool = true) {
        if stateChanged { emit("StateChanged", at: path, detail: ATSPIState.focused.eventName, 1, 0, .int32(0)) }
        emit("Focus", interface: "org.a11y.atspi.Event.Focus", at: path, detail: "", 0, 0, .int32(0))
    }

    /// Sends one AT-SPI event signal (signature `siiva{sv}`).
    func emit(_ member: String, interface: String = "org.a11y.atspi.Event.Object", at path: String,
                      detail: String, _ detail1: Int32, _ detail2: Int32, _ data: DBusValue) {
        guard let signal = dbus_message_new_signal(path, interface, member) else { return }
        defer { dbus_message_unref(signal) }
        DBusWriter.append(to: signal) { writer in
            writer.string(detail)
            writer.int32(detail1)
            writer.int32(detail2)
            data.appendVariant(to: writer)
            writer.array(of: "{sv}") { _ in }
        }
        connection.send(signal)
    }
}
