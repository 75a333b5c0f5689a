import Foundation

/// Simulated multitouch for people without a touchscreen, like the iOS Simulator's Option-drag,
/// while `UIApplication.simulatesMultitouch` is on.
///
/// A primary-button press with Control held starts two `.direct` fingers with
/// `isSynthesized == true` instead of the pointer's touch:
/// - **pinch/rotate** (Control): one finger at the pointer p, the other at its mirror about the
///   window's centre c, 2c − p; dragging away from the centre spreads them, around it turns them.
/// - **two-finger pan** (Control+Shift): the fingers start the same way, then move together,
///   keeping the offset they had at the press.
/// The modifiers at the press decide the mode for the whole drag; releasing the button lifts both
/// fingers, in one touches event as the press set them down in one.
@MainActor
final class MultitouchSimulator {
    enum Mode { case pinch, pan }

    private struct Drag {
        let device: Int
        let window: UIWindow
        let mode: Mode
        /// Second finger minus first at the press.
        let offset: CGPoint
        var last: CGPoint
    }

    /// Touch ids of the two fingers (distinct from hardware ids and the pointer's -1).
    static let fingerIDs = (-2, -3)
    private var drag: Drag?

    /// A button press or release. Returns true when the simulator took it.
    func handle(_ button: InputEvent.PointerButton, heldBefore: Set<Int>, in window: UIWindow,
                at time: TimeInterval, router: InputRouter) -> Bool {
        if let drag, drag.device == button.device {
            guard !button.isDown && button.button == 1 else { return true }   // other buttons change nothing
            send(.ended, at: button.location, drag: drag, time: time, router: router)
            self.drag = nil
            return true
        }
        guard router.application.simulatesMultitouch, button.isDown, button.button == 1, heldBefore.isEmpty,
              button.modifiers.contains(.control), drag == nil else { return false }
        router.hoverTracker.exit(device: button.device, at: button.location, time: time, router: router)
        let mode: Mode = button.modifiers.contains(.shift) ? .pan : .pinch
        let mirror = Self.mirror(button.location, in: window)
        let started = Drag(device: button.device, window: window, mode: mode,
                           offset: CGPoint(x: mirror.x - button.location.x, y: mirror.y - button.location.y),
                           last: button.location)
        drag = started
        send(.began, at: button.location, drag: started, time: time, router: router)
        return true
    }

    /// Pointer motion. Returns true when the simulator took it.
    func handle(_ motion: InputEvent.PointerMotion, in window: UIWindow, at time: TimeInterval,
                router: InputRouter) -> Bool {
        guard var drag, drag.device == motion.device else { return false }
        guard drag.last != motion.location else { return true }
        drag.last = motion.location
        self.drag = drag
        send(.moved, at: motion.location, drag: drag, time: time, router: router)
        return true
    }

    /// The device went away: its fingers are cancelled with its other touches.
    func deviceRemoved(_ device: Int) {
        if drag?.device == device { drag = nil }
    }

    private func send(_ phase: InputEvent.Touch.Phase, at pointer: CGPoint, drag: Drag, time: TimeInterval,
                      router: InputRouter) {
        let second: CGPoint
        switch drag.mode {
        case .pinch: second = Self.mirror(pointer, in: drag.window)
        case .pan: second = CGPoint(x: pointer.x + drag.offset.x, y: pointer.y + drag.offset.y)
        }
        let fingers = [(Self.fingerIDs.0, pointer), (Self.fingerIDs.1, second)].map { id, location in
            InputEvent.Touch(device: drag.device, id: id, phase: phase, location: location, type: .direct,
                             isSynthesized: true)
        }
        router.touchTracker.apply(fingers, in: drag.window, at: time, buttonMask: [],
                                  modifiers: router.modifiers, router: router)
    }

    /// 2c − p, c the window's centre (window coordinates).
    static func mirror(_ point: CGPoint, in window: UIWindow) -> CGPoint {
        CGPoint(x: window.bounds.width - point.x, y: window.bounds.height - point.y)
    }
}
