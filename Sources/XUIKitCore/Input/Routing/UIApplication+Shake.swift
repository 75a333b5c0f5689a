import Foundation

extension UIApplication {
    /// Sends a shake, as shaking a device would: `motionBegan(.motionShake, with:)` then
    /// `motionEnded(.motionShake, with:)` to the key window's first responder, climbing the chain
    /// when unhandled (R10.1–R10.3). XUIKit addition: desktops have no accelerometer.
    ///
    /// The shake enters as raw input through `handle(_:)`, like real input, so it is recorded
    /// and replayed with the rest. Bind it to a key, for example in a view controller:
    ///
    /// ```swift
    /// extension Selector { static let shake = Selector("shake", MyViewController.shake) }
    ///
    /// // in MyViewController:
    /// override var keyCommands: [UIKeyCommand]? {
    ///     [UIKeyCommand(input: "z", modifierFlags: [.control, .shift], action: .shake)]   // Ctrl+Shift+Z shakes
    /// }
    /// func shake() { UIApplication.shared.simulateShake() }
    /// ```
    public func simulateShake() {
        let window = keyWindow?.windowID ?? windows.last?.windowID ?? WindowID(0)
        let time = scheduler.now
        handle(InputEvent(timestamp: time, window: window, kind: .motion(.motionShake, phase: .began)))
        handle(InputEvent(timestamp: time, window: window, kind: .motion(.motionShake, phase: .ended)))
    }
}
