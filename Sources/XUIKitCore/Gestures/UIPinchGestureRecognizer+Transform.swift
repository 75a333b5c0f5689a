import Foundation

/// Pinching on a touchpad (iPadOS trackpad semantics): `scale` follows the transform's cumulative
/// scale, and the pinch begins when it first differs from 1.
extension UIPinchGestureRecognizer {
    func transform(with event: UITransformEvent) {
        lastCentroid = event.locationInWindow
        switch event.phase {
        case .began, .changed:
            if hasBegun && isPointerDriven {
                sampleVelocity(event.scale, at: event.timestamp)
                transformScale = event.scale
                environment.drive(self, to: .changed)
            } else if isIdleForPointer && event.scale != 1 {
                transformScale = event.scale
                reference = 1
                lastSample = (event.timestamp, event.scale)
                environment.drive(self, to: .began)
            }
        case .ended, .cancelled:
            guard hasBegun && isPointerDriven else { return }
            environment.drive(self, to: event.phase == .ended ? .ended : .cancelled)
        }
    }

    private func sampleVelocity(_ scale: CGFloat, at time: TimeInterval) {
        if let last = lastSample, time > last.time {
            velocity = (scale - last.scale) / CGFloat(time - last.time)
        }
        lastSample = (time, scale)
    }
}
