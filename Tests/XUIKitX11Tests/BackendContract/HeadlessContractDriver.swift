import Foundation
import XUIKit

/// `HeadlessBackend` under the contract: its windows are its records, its input is injected.
@MainActor
final class HeadlessContractDriver: ContractDriver {
    let headless = HeadlessBackend()
    let sink = ContractSink()
    private var now: TimeInterval = 1

    /// A backend whose desktop asks for `scale`.
    init(scale: CGFloat) {
        headless.displayScale = scale
        headless.sink = sink
    }

    var backend: any PlatformBackend { headless }

    func settle() { headless.processPendingEvents() }

    func click(_ id: WindowID, at point: CGPoint) {
        for isDown in [true, false] {
            now += 0.01
            headless.inject(InputEvent(timestamp: now, window: id,
                                       kind: .pointerButton(.init(button: 1, isDown: isDown, location: point))))
        }
    }

    func requestClose(_ id: WindowID) { headless.requestClose(id) }
    func resizeAsUser(_ id: WindowID, to size: CGSize) { headless.resizeAsUser(id, to: size) }
    func isShown(_ id: WindowID) -> Bool { headless.windows[id]?.isVisible ?? false }
    func exists(_ id: WindowID) -> Bool { headless.windows[id] != nil }

    func pixelFrame(of id: WindowID) -> CGRect? {
        guard let frame = headless.windows[id]?.frame else { return nil }
        let scale = UIScreen.resolvedScale(desktopScale: headless.displayScale)
        return CGRect(x: frame.minX * scale, y: frame.minY * scale, width: frame.width * scale, height: frame.height * scale)
    }

    func isPopup(_ id: WindowID) -> Bool {
        guard let style = headless.windows[id]?.style else { return false }
        return style != .normal
    }

    func end() {}
}
