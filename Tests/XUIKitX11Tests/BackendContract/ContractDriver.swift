import Foundation
import XUIKit

/// The backends the contract suite runs against. A third backend adds a case here and a driver
/// beside `HeadlessContractDriver` and `X11ContractDriver`.
enum BackendKind: String, CaseIterable, CustomStringConvertible, Sendable {
    case headless
    case x11

    var description: String { rawValue }
}

/// One backend under test, with what the contract needs to look at it from outside: how to act
/// as the user (click, ask to close) and how to read back what the display really shows (a
/// window's size, position and visibility), asked of the display, not of the backend's own books
/// where the display has its own.
@MainActor
protocol ContractDriver: AnyObject {
    /// The backend under test, reporting to `sink`.
    var backend: any PlatformBackend { get }
    var sink: ContractSink { get }
    /// Lets the backend read everything the display sent for what was done so far.
    func settle()
    /// A primary click at `point` (points) of the window `id`, through the backend's input source.
    func click(_ id: WindowID, at point: CGPoint)
    /// The user asks to close the window `id`, as a window manager's close button does.
    func requestClose(_ id: WindowID)
    /// The user resizes the window `id` to `size` (points), as a window manager does.
    func resizeAsUser(_ id: WindowID, to size: CGSize)
    /// Whether the display shows the window `id`.
    func isShown(_ id: WindowID) -> Bool
    /// Whether the display has a window for `id` at all.
    func exists(_ id: WindowID) -> Bool
    /// Where the display shows the window `id`, in device pixels on the screen.
    func pixelFrame(of id: WindowID) -> CGRect?
    /// Whether the window `id` was made as a popup (undecorated, placed exactly, e.g. X11's
    /// override-redirect).
    func isPopup(_ id: WindowID) -> Bool
    /// Ends the session (closes the connection, stops a private server).
    func end()
}

/// Runs `body` with a fresh driver for `kind` whose desktop asks for `scale` device pixels a
/// point, and ends it afterwards.
@MainActor
func withContractDriver(_ kind: BackendKind, scale: CGFloat = 1,
                        _ body: (any ContractDriver) async throws -> Void) async throws {
    let driver: any ContractDriver
    switch kind {
    case .headless: driver = HeadlessContractDriver(scale: scale)
    case .x11: driver = try X11ContractDriver(scale: scale)
    }
    do {
        try await body(driver)
    } catch {
        driver.end()
        throw error
    }
    driver.end()
}

/// A sink that records what a backend reports, and runs a waker as an app's run loop would.
@MainActor
final class ContractSink: PlatformEventSink {
    var inputs: [InputEvent] = []
    var maps: [WindowID] = []
    var resizes: [(WindowID, CGSize)] = []
    var closeRequests: [WindowID] = []
    let waker = EventLoopWaker()

    func handle(_ input: InputEvent) { inputs.append(input) }
    func handle(_ inputs: [InputEvent]) { self.inputs += inputs }
    func windowNeedsDisplay(_ id: WindowID, rect: CGRect) {}
    func windowDidMap(_ id: WindowID) { maps.append(id) }
    func windowDidResize(_ id: WindowID, to size: CGSize) { resizes.append((id, size)) }
    func windowCloseRequested(_ id: WindowID) { closeRequests.append(id) }
    func backendDidDisconnect(_ message: String) {}
    var eventLoopWaker: EventLoopWaker? { waker }

    /// The pointer buttons reported for `id`: whether each went down, and where.
    func buttons(in id: WindowID) -> [(isDown: Bool, location: CGPoint)] {
        inputs.compactMap { input in
            guard input.window == id, case .pointerButton(let button) = input.kind else { return nil }
            return (button.isDown, button.location)
        }
    }
}
