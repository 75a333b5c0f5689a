import Foundation

/// The checks every raw input passes at the door (`UIApplication.handle(_:)`), so that nothing
/// after it meets a value it cannot do arithmetic with.
///
/// - An event holding a NaN or infinite number (a location, a scroll delta, a transform's scale,
///   rotation or translation, a touch's force or radius, the timestamp) is dropped.
/// - Finite coordinates, deltas and angles beyond ±`coordinateLimit` are pinned to it: no screen is that
///   large, and sums and centroids of pinned values stay finite (two fingers at y = 1.7e308 would
///   otherwise average to infinity).
/// - A transform's scale is pinned to `scaleRange` (a touchpad reports a positive factor).
/// - A key's text longer than `maximumKeyTextLength` characters is cut there.
///
/// The first dropped event is reported with one diagnostic; later ones are dropped silently so a
/// hostile client cannot flood stderr.
enum InputValidation {
    /// The largest coordinate, delta or translation magnitude input may carry, in points.
    static let coordinateLimit: CGFloat = 1_000_000
    /// The scale factors a transform event may carry.
    static let scaleRange: ClosedRange<CGFloat> = 1e-6 ... 1e6
    /// The most characters one key event may produce (a paste arrives through the pasteboard,
    /// not as key text).
    static let maximumKeyTextLength = 4096

    /// `input` made safe, or nil when it must be dropped (the reason in `reason`).
    static func validated(_ input: InputEvent) -> (event: InputEvent?, reason: String?) {
        var event = input
        guard input.timestamp.isFinite else { return (nil, "a non-finite timestamp") }
        switch input.kind {
        case .touch(var touch):
            guard let location = pinned(touch.location), touch.force.isFinite, touch.majorRadius.isFinite
            else { return (nil, "a touch with a non-finite value") }
            touch.location = location
            event.kind = .touch(touch)
        case .pointerButton(var button):
            guard let location = pinned(button.location) else { return (nil, "a pointer button at a non-finite location") }
            button.location = location
            event.kind = .pointerButton(button)
        case .pointerMotion(var motion):
            guard let location = pinned(motion.location) else { return (nil, "pointer motion to a non-finite location") }
            motion.location = location
            event.kind = .pointerMotion(motion)
        case .pointerCrossing(let entered, let location, let device):
            guard let location = pinned(location) else { return (nil, "a pointer crossing at a non-finite location") }
            event.kind = .pointerCrossing(entered: entered, location: location, device: device)
        case .scroll(var scroll):
            guard let location = pinned(scroll.location), let dx = pinned(scroll.dx), let dy = pinned(scroll.dy)
            else { return (nil, "a scroll with a non-finite value") }
            scroll.location = location; scroll.dx = dx; scroll.dy = dy
            event.kind = .scroll(scroll)
        case .transform(var transform):
            guard let location = pinned(transform.location), let translation = pinned(transform.translation),
                  let rotation = pinned(transform.rotation), transform.scale.isFinite
            else { return (nil, "a transform with a non-finite value") }
            transform.location = location
            transform.translation = translation
            transform.scale = min(max(transform.scale, scaleRange.lowerBound), scaleRange.upperBound)
            transform.rotation = rotation
            event.kind = .transform(transform)
        case .key(var key):
            if key.characters.count > maximumKeyTextLength {
                key.characters = String(key.characters.prefix(maximumKeyTextLength))
            }
            if key.charactersIgnoringModifiers.count > maximumKeyTextLength {
                key.charactersIgnoringModifiers = String(key.charactersIgnoringModifiers.prefix(maximumKeyTextLength))
            }
            event.kind = .key(key)
        case .focus, .remoteControl, .motion, .deviceRemoved:
            break
        }
        return (event, nil)
    }

    private static func pinned(_ value: CGFloat) -> CGFloat? {
        guard value.isFinite else { return nil }
        return min(max(value, -coordinateLimit), coordinateLimit)
    }

    private static func pinned(_ point: CGPoint) -> CGPoint? {
        guard let x = pinned(point.x), let y = pinned(point.y) else { return nil }
        return CGPoint(x: x, y: y)
    }
}

extension UIApplication {
    /// Input that passed `InputValidation`, in order; the first refusal is reported once.
    func validatedInputs(_ inputs: [InputEvent]) -> [InputEvent] {
        var accepted: [InputEvent] = []
        accepted.reserveCapacity(inputs.count)
        for input in inputs {
            let (event, reason) = InputValidation.validated(input)
            if let event {
                accepted.append(event)
            } else if let reason, !inputRouter.reportedInvalidInput {
                inputRouter.reportedInvalidInput = true
                Diagnostics.report("dropped input with \(reason) for \(input.window); later invalid input is dropped without a message")
            }
        }
        return accepted
    }
}
