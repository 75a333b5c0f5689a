import Foundation

/// Pinching on a touchpad (iPadOS trackpad semantics): `scale` follows the transform's cumulative
/// scale, and the pinch begins when it first differs from 1.
extension UIPinchGestureRecognizer {
    func transform(with event: UITransformEvent) {
        follow(event, leftRest: event.scale != 1, begin: {
            transformScale = event.scale
            reference = 1
            lastSample = (event.timestamp, event.scale)
        }, change: {
            sampleVelocity(event.scale, at: event.timestamp)
            transformScale = event.scale
        })
    }

    private func sampleVelocity(_ scale: CGFloat, at time: TimeInterval) {
        if let last = lastSample, time > last.time {
            velocity = Self.rate(scale - last.scale, over: time - last.time)
        }
        lastSample = (time, scale)
    }
}
