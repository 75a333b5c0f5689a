import CX11
import Foundation
import XUIKitCore

/// XI 2.4 touchpad gestures (pinch and swipe, recognised by the server's driver) turned into
/// `.transform` input with values cumulative since the gesture began.
///
/// XI reports a pinch's `scale` already relative to its begin, but its rotation (`delta_angle`,
/// degrees, clockwise positive as libinput reports it) and movement (`delta_x/y`) as changes
/// since the previous event; those are summed here, per master device.
struct TouchpadGestures: Sendable {
    /// One decoded XIGesturePinchEvent or XIGestureSwipeEvent.
    struct Sample: Equatable, Sendable {
        enum Stage: Equatable, Sendable { case begin, update, end }
        var device: Int
        var stage: Stage
        var location: CGPoint
        var delta: CGPoint
        /// The pinch's scale since its begin; nil for a swipe.
        var scale: CGFloat?
        /// Degrees, clockwise positive; 0 for a swipe.
        var deltaAngle: CGFloat
        var fingerCount: Int
        /// The End of a gesture the driver called off.
        var isCancelled: Bool
    }

    private var active: [Int: InputEvent.Transform] = [:]

    /// Adds one sample to its device's gesture and returns the gesture as it is now.
    mutating func apply(_ sample: Sample) -> InputEvent.Transform {
        // An update with no begin seen (the gesture started before this client listened) begins one.
        let previous = sample.stage == .begin ? nil : active[sample.device]
        var transform = previous ?? InputEvent.Transform(device: sample.device, phase: .began, location: sample.location)
        transform.phase = switch sample.stage {
        case .begin: .began
        case .update: previous == nil ? .began : .changed
        case .end: sample.isCancelled ? .cancelled : .ended
        }
        transform.location = sample.location
        transform.fingerCount = sample.fingerCount
        if let scale = sample.scale { transform.scale = scale }
        transform.rotation += sample.deltaAngle * .pi / 180
        transform.translation.x += sample.delta.x
        transform.translation.y += sample.delta.y
        active[sample.device] = sample.stage == .end ? nil : transform
        return transform
    }

    /// Forgets the gesture of a device that went away.
    mutating func forget(device: Int) { active[device] = nil }
}

extension TouchpadGestures.Sample {
    /// Decodes XI_GesturePinchBegin/Update/End; `detail` is the finger count.
    init(_ event: XIGesturePinchEvent) {
        self.init(device: Int(event.deviceid),
                  stage: Self.stage(event.evtype, begin: XI_GesturePinchBegin, end: XI_GesturePinchEnd),
                  location: CGPoint(x: event.event_x, y: event.event_y),
                  delta: CGPoint(x: event.delta_x, y: event.delta_y), scale: CGFloat(event.scale),
                  deltaAngle: CGFloat(event.delta_angle), fingerCount: Int(event.detail),
                  isCancelled: event.flags & XIGesturePinchEventCancelled != 0)
    }

    /// Decodes XI_GestureSwipeBegin/Update/End; `detail` is the finger count.
    init(_ event: XIGestureSwipeEvent) {
        self.init(device: Int(event.deviceid),
                  stage: Self.stage(event.evtype, begin: XI_GestureSwipeBegin, end: XI_GestureSwipeEnd),
                  location: CGPoint(x: event.event_x, y: event.event_y),
                  delta: CGPoint(x: event.delta_x, y: event.delta_y), scale: nil,
                  deltaAngle: 0, fingerCount: Int(event.detail),
                  isCancelled: event.flags & XIGestureSwipeEventCancelled != 0)
    }

    private static func stage(_ type: Int32, begin: Int32, end: Int32) -> Stage {
        switch type {
        case begin: .begin
        case end: .end
        default: .update
        }
    }
}
