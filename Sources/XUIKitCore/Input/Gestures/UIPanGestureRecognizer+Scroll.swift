import Foundation

/// Panning from a scroll wheel or touchpad (UIKit's `allowedScrollTypesMask`, iOS 13.4).
///
/// The pan begins with the first scroll (no threshold: a scroll is intentional), changes with
/// each later one, and ends once no scroll came for `scrollEndInterval`. The translation is minus
/// the accumulated scroll delta: a wheel turned towards the user (positive `deltaY`) gives a
/// negative y translation, as a finger dragged upwards would, so one handler serves both.
extension UIPanGestureRecognizer {
    /// [IMPL] Scrolling that stops for this long ends the pan. Wheels send clicks tens of
    /// milliseconds apart while turning; touchpads send a stream; 0.15 s separates gestures.
    public static let scrollEndInterval: TimeInterval = 0.15

    /// Whether the current gesture comes from scrolling.
    var isScrolling: Bool { scrollPoint != nil }

    /// One scroll: begins or continues the pan.
    func scroll(with event: UIScrollEvent) {
        let time = event.timestamp
        if scrollPoint == nil {
            scrollPoint = .zero
            start = .zero
            samples = [(time, .zero)]
        }
        scrollPoint = CGPoint(x: scrollPoint!.x - event.deltaX, y: scrollPoint!.y - event.deltaY)
        samples.append((time, scrollPoint!))
        samples.removeAll { $0.time < time - Self.velocityWindow }
        lastCentroid = event.locationInWindow
        cancelTimeouts()
        environment.drive(self, to: hasBegun ? .changed : .began)
        guard hasBegun else { return }
        scheduleTimeout(at: time + Self.scrollEndInterval) { [weak self] in
            guard let self, self.hasBegun else { return }
            // Stopped: the pan's speed is zero at the end.
            self.samples = [(time + Self.scrollEndInterval, self.scrollPoint ?? .zero)]
            self.environment.drive(self, to: .ended)
        }
    }
}
