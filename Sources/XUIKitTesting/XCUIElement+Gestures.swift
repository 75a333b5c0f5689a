import CX11
import Foundation

/// Two-finger gestures and the scroll wheel, through the real X server.
///
/// A mouse has one pointer, so `pinch` and `rotate` go through XUIKit's simulated multitouch, as
/// the iOS Simulator's Option-drag does: with Control held, a primary-button drag is two fingers,
/// one at the pointer and one mirrored about the **window's centre**. The gesture therefore
/// centres on the centre of the element's window, not on the element; call it on an element
/// whose gesture recognizer sees that point. `XCUIApplication` launches apps with
/// `XUIKIT_SIMULATE_MULTITOUCH=1` for this (a test's `launchEnvironment` may turn it off, and
/// then these gestures are plain Control-drags).
extension XCUIElement {
    /// Pinches with two fingers centred on the window's centre: their distance is multiplied by
    /// `scale` (above 1 spreads them, zooming in; below 1 brings them together), at `velocity`
    /// scale factor per second (its sign is ignored, as the scale gives the direction).
    ///
    /// The fingers start on a horizontal line through the centre and move along it, at most
    /// 10 points inside the window's shorter half-side, so the scale a pinch recognizer reports is
    /// `scale` to within a pixel; they never come closer than 2 points. Throws for a scale that is
    /// not a positive number or a velocity that is zero or not finite.
    public func pinch(withScale scale: CGFloat, velocity: CGFloat) throws {
        guard scale.isFinite, scale > 0 else {
            throw XCUIError("pinch(withScale:velocity:): the scale must be a positive number, not \(scale)")
        }
        guard velocity.isFinite, velocity != 0 else {
            throw XCUIError("pinch(withScale:velocity:): the velocity must be a non-zero number (scale factor per second), not \(velocity)")
        }
        let window = try windowFrame()
        let reach = try Self.reach(in: window, gesture: "pinch")
        let start = scale >= 1 ? (reach / scale).rounded() : reach
        let end = max(1, scale >= 1 ? reach : (reach * scale).rounded())
        let steps = Self.steps(duration: abs(scale - 1) / abs(velocity))
        let center = CGPoint(x: window.midX, y: window.midY)
        let points = (0...steps).map { step in
            CGPoint(x: center.x + start + (end - start) * CGFloat(step) / CGFloat(steps), y: center.y)
        }
        try input().drag(through: points, interval: Self.stepInterval, holding: KeySym(XK_Control_L))
    }

    /// Turns two fingers about the window's centre by `rotation` radians (positive is clockwise on
    /// screen, as `UIRotationGestureRecognizer` reports it) at `velocity` radians per second (its
    /// sign is ignored). The fingers keep their distance, at most 10 points inside the window's
    /// shorter half-side. Throws for a rotation or velocity that is not finite, or a zero velocity.
    public func rotate(_ rotation: CGFloat, withVelocity velocity: CGFloat) throws {
        guard rotation.isFinite else { throw XCUIError("rotate(_:withVelocity:): the rotation must be a finite number of radians, not \(rotation)") }
        guard velocity.isFinite, velocity != 0 else {
            throw XCUIError("rotate(_:withVelocity:): the velocity must be a non-zero number (radians per second), not \(velocity)")
        }
        let window = try windowFrame()
        let radius = try Self.reach(in: window, gesture: "rotate")
        let steps = max(Self.steps(duration: abs(rotation / velocity)), Int((abs(rotation) / (.pi / 60)).rounded(.up)))
        let center = CGPoint(x: window.midX, y: window.midY)
        let points = (0...steps).map { step in
            let angle = rotation * CGFloat(step) / CGFloat(steps)
            return CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        }
        try input().drag(through: points, interval: Self.stepInterval, holding: KeySym(XK_Control_L))
    }

    /// Scrolls with the mouse wheel at the element's centre, as XCUITest does on macOS: a positive
    /// `deltaY` turns the wheel away from the user, moving the content down to show what is above
    /// (X button 4; negative: button 5), a positive `deltaX` shows what is to the left (button 6;
    /// negative: button 7).
    ///
    /// A wheel click scrolls a view by 40 points (the X11 backend's `pointsPerWheelClick`, for a
    /// wheel without smooth scrolling, which is what XTest sends), so each delta is rounded to
    /// the nearest whole number of clicks: `deltaY: -80` is two clicks down, 80 points further
    /// into a scroll view's content. Throws for deltas that are not finite.
    public func scroll(byDeltaX deltaX: CGFloat, deltaY: CGFloat) throws {
        guard deltaX.isFinite, deltaY.isFinite else {
            throw XCUIError("scroll(byDeltaX:deltaY:): the deltas must be finite numbers of points, not \(deltaX), \(deltaY)")
        }
        let point = try center()
        let xtest = try input()
        let vertical = Int((abs(deltaY) / Self.pointsPerWheelClick).rounded())
        let horizontal = Int((abs(deltaX) / Self.pointsPerWheelClick).rounded())
        xtest.wheel(at: point, button: deltaY > 0 ? 4 : 5, clicks: vertical)
        xtest.wheel(at: point, button: deltaX > 0 ? 6 : 7, clicks: horizontal)
    }

    // MARK: - Geometry

    /// How far one wheel click scrolls, in points (XUIKitX11's `XInput2.pointsPerWheelClick`).
    static let pointsPerWheelClick: CGFloat = 40
    /// The pause between two steps of a gesture.
    static let stepInterval: TimeInterval = 0.01

    /// Steps of `stepInterval` for a gesture lasting `duration` seconds: at least 8, at most 10 s.
    static func steps(duration: TimeInterval) -> Int {
        max(8, Int((min(duration, 10) / stepInterval).rounded()))
    }

    /// How far from the window's centre a finger may go: 10 points inside its shorter half-side.
    static func reach(in window: CGRect, gesture: String) throws -> CGFloat {
        let reach = (min(window.width, window.height) / 2 - 10).rounded(.down)
        guard reach >= 20 else { throw XCUIError("\(gesture): the window (\(window.size)) is too small for two fingers") }
        return reach
    }

    /// The frame of the window the element shows in, in screen coordinates.
    func windowFrame() throws -> CGRect {
        let snapshot = try resolve()
        guard let client = app.client else { throw XCUIError("the app is not running; call launch() first") }
        return client.extents(of: snapshot.window)
    }
}
