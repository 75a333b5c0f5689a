import Foundation
@_spi(AssistiveTechnology) import XUIKitCore

/// `window:activate` and `window:deactivate` (R37.5): when the active window changes — the key
/// window, a popup counting as the window it opened over — the bridge sends
/// `org.a11y.atspi.Event.Window` `Deactivate` for the window that lost it, then `Activate` for
/// the one that gained it, each carrying the window's name, as GTK's bridge does; Orca speaks a
/// window's title on `Activate`. The `state-changed:active` events come with them.
extension ATSPIBridge {
    func emitWindowActivation(from old: TreeSnapshot, to new: TreeSnapshot) {
        let windows = new.children[ATSPIReference.rootPath] ?? []
        let before = old.children[ATSPIReference.rootPath] ?? []
        func active(_ snapshot: TreeSnapshot, _ paths: [String]) -> String? {
            paths.first { snapshot.elements[$0]?.states.contains(.active) == true }
        }
        let was = active(old, before), now = active(new, windows)
        guard was != now else { return }
        if let was, let element = old.elements[was] {
            emit("Deactivate", interface: "org.a11y.atspi.Event.Window", at: was, detail: "", 0, 0, .string(new.elements[was]?.name ?? element.name))
        }
        if let now, let element = new.elements[now] {
            // A window that appears active has no state change to report; say it here.
            if old.elements[now] == nil { emit("StateChanged", at: now, detail: ATSPIState.active.eventName, 1, 0, .int32(0)) }
            emit("Activate", interface: "org.a11y.atspi.Event.Window", at: now, detail: "", 0, 0, .string(element.name))
        }
    }
}
