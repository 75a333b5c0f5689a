import XUIKit

/// A square that shows a pinch's scale and a rotation's angle through `UIView.transform`, as a
/// UIKit app would: its bounds stay 90 pt and the transform scales and turns it about its centre.
final class TransformSquareView: UIView {
    static let side: CGFloat = 90
    /// Size relative to `side`, kept between 0.25 and 3.
    var scale: CGFloat = 1 { didSet { scale = min(max(scale, 0.25), 3); applyTransform() } }
    /// Radians, clockwise.
    var rotation: CGFloat = 0 { didSet { applyTransform() } }

    init(center: CGPoint) {
        super.init(frame: CGRect(x: 0, y: 0, width: Self.side, height: Self.side))
        backgroundColor = UIColor.systemGreen.withAlphaComponent(0.8)
        self.center = center
        // What UI tests pinch and turn (the gestures centre on the window's centre, where it is).
        isAccessibilityElement = true
        accessibilityIdentifier = "square"
        accessibilityLabel = "Green square"
        accessibilityTraits = .image
    }
    required init?(coder: NSCoder) { return nil }

    private func applyTransform() {
        transform = CGAffineTransform(rotationAngle: rotation).scaledBy(x: scale, y: scale)
    }
}
