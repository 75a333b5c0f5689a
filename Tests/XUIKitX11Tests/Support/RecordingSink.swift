import Foundation
import XUIKit

/// A `PlatformEventSink` that records what a backend reports, for testing a backend on its own.
@MainActor
final class RecordingSink: PlatformEventSink {
    var inputs: [InputEvent] = []
    var redraws: [(WindowID, CGRect)] = []
    var resizes: [(WindowID, CGSize)] = []
    var closeRequests: [WindowID] = []
    /// How many input events had been recorded when each close request came, in order.
    var inputsBeforeClose: [Int] = []
    var maps: [WindowID] = []
    var disconnects: [String] = []

    func handle(_ input: InputEvent) { inputs.append(input) }
    func handle(_ inputs: [InputEvent]) { self.inputs += inputs }
    func windowNeedsDisplay(_ id: WindowID, rect: CGRect) { redraws.append((id, rect)) }
    func windowDidResize(_ id: WindowID, to size: CGSize) { resizes.append((id, size)) }
    func windowDidMap(_ id: WindowID) { maps.append(id) }
    func windowCloseRequested(_ id: WindowID) {
        closeRequests.append(id)
        inputsBeforeClose.append(inputs.count)
    }
    func backendDidDisconnect(_ message: String) { disconnects.append(message) }

    /// The recorded input kinds, oldest first.
    var kinds: [InputEvent.Kind] { inputs.map(\.kind) }

    /// The recorded key events.
    var keys: [InputEvent.Key] {
        inputs.compactMap { if case .key(let key) = $0.kind { key } else { nil } }
    }
}
