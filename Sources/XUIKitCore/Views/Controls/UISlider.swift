import Foundation

/// A control for picking a value from a continuous range by dragging a thumb along a track.
///
/// Dragging the thumb changes `value` and, when `isContinuous` (the default), sends
/// `.valueChanged` with `.primaryActionTriggered` (R7.24) on every change; otherwise it sends them
/// once, when the touch ends, if the value changed. Touches on the track away from the thumb are
/// not tracked. Setting `value` in code sends nothing (R7.23).
@preconcurrency @MainActor
open class UISlider: UIControl {
    private var valueStorage: Float = 0
    /// The horizontal distance from the thumb's centre to the finger, kept while dragging so the
    /// thumb does not jump under the finger.
    private var grabOffset: CGFloat = 0
    private var valueAtTouchDown: Float = 0

    /// The diameter of the round thumb.
    static let thumbDiameter: CGFloat = 28
    /// The track's thickness.
    static let trackHeight: CGFloat = 4
    /// How far beyond the thumb a touch still grabs it.
    static let thumbTouchMargin: CGFloat = 10

    /// The current value, always within `minimumValue…maximumValue`. Setting it sends no control
    /// events (R7.23); a NaN is ignored.
    open var value: Float {
        get { valueStorage }
        set { setValue(newValue, animated: false) }
    }

    /// The value at the left end; 0 by default. The current value is pinned into the new range.
    open var minimumValue: Float = 0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            setValue(valueStorage, animated: false)
        }
    }

    /// The value at the right end; 1 by default. The current value is pinned into the new range.
    open var maximumValue: Float = 1 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            setValue(valueStorage, animated: false)
        }
    }

    /// Whether dragging sends `.valueChanged` on every change (true, the default) or only when
    /// the touch ends.
    open var isContinuous = true

    /// The track colour left of the thumb; nil means the tint colour.
    open var minimumTrackTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The track colour right of the thumb; nil means light grey.
    open var maximumTrackTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The thumb colour; nil means white.
    open var thumbTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// R7.38: a one-finger swipe along the (horizontal) track drags the thumb instead of firing
    /// an ancestor's swipe recognizer.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if let swipe = gestureRecognizer as? UISwipeGestureRecognizer, isOnAncestor(swipe),
           swipe.numberOfTouchesRequired == 1, !swipe.direction.intersection([.left, .right]).isEmpty {
            return false
        }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }


    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    /// Archives are not supported: always nil.
    public required init?(coder: NSCoder) { return nil }

    /// Sets the value, pinned into the range, without sending control events (R7.23).
    /// XUIKit moves the thumb at once; `animated` is accepted for source compatibility.
    open func setValue(_ value: Float, animated: Bool) {
        // A NaN has no place in the range (and `min`/`max` would pass it through): ignored.
        guard !value.isNaN else { return }
        let pinned = min(max(value, minimumValue), maximumValue)
        guard pinned != valueStorage else { return }
        valueStorage = pinned
        setNeedsDisplay()
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 31) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: max(size.width, UISlider.thumbDiameter * 2), height: 31)
    }

    // MARK: - Geometry

    /// The track's rectangle: the full width, `trackHeight` thick, centred vertically.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(x: bounds.minX, y: bounds.midY - UISlider.trackHeight / 2, width: bounds.width, height: UISlider.trackHeight)
    }

    /// The thumb's rectangle for `value`: its centre travels from one thumb radius inside the
    /// track's left end to one radius inside its right end.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let diameter = UISlider.thumbDiameter
        let travel = max(0, rect.width - diameter)
        let centerX = rect.minX + diameter / 2 + travel * CGFloat(fraction(of: value))
        return CGRect(x: centerX - diameter / 2, y: bounds.midY - diameter / 2, width: diameter, height: diameter)
    }

    private func fraction(of value: Float) -> Float {
        let span = maximumValue - minimumValue
        return span > 0 ? (value - minimumValue) / span : 0
    }

    private var currentThumbRect: CGRect {
        thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: value)
    }

    /// The value whose thumb centre is at `x`.
    private func value(atThumbCenter x: CGFloat) -> Float {
        let track = trackRect(forBounds: bounds)
        let travel = track.width - UISlider.thumbDiameter
        guard travel > 0 else { return minimumValue }
        let fraction = Float(min(1, max(0, (x - track.minX - UISlider.thumbDiameter / 2) / travel)))
        return minimumValue + fraction * (maximumValue - minimumValue)
    }

    // MARK: - Tracking

    /// Tracks only touches on (or within a few points of) the thumb.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let point = touch.location(in: self)
        let thumb = currentThumbRect
        let grabArea = thumb.insetBy(dx: -UISlider.thumbTouchMargin, dy: -UISlider.thumbTouchMargin)
        guard grabArea.contains(point) else { return false }
        grabOffset = point.x - thumb.midX
        valueAtTouchDown = value
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let newValue = value(atThumbCenter: touch.location(in: self).x - grabOffset)
        guard newValue != value else { return true }
        setValue(newValue, animated: false)
        if isContinuous { dispatchActions(for: [.valueChanged, .primaryActionTriggered], event: event) }   // R7.24
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        if !isContinuous, value != valueAtTouchDown {
            dispatchActions(for: [.valueChanged, .primaryActionTriggered], event: event)
        }
    }

    /// A cancelled drag of a non-continuous slider puts the value back: no event announced it.
    open override func cancelTracking(with event: UIEvent?) {
        super.cancelTracking(with: event)
        if !isContinuous { setValue(valueAtTouchDown, animated: false) }
    }

    // MARK: - Drawing

    /// Draws the two-coloured track and the round thumb, which grows slightly while pressed.
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        if !isEnabled { context.setAlpha(0.5) }
        let track = trackRect(forBounds: bounds)
        let thumb = currentThumbRect
        let radius = track.height / 2
        (maximumTrackTintColor ?? .sliderMaximumTrack).setFill()
        UIBezierPath(roundedRect: track, cornerRadius: radius).fill()
        var filled = track
        filled.size.width = max(0, thumb.midX - track.minX)
        (minimumTrackTintColor ?? tintColor ?? .systemBlue).setFill()
        UIBezierPath(roundedRect: filled, cornerRadius: radius).fill()

        let knob = isHighlighted ? thumb.insetBy(dx: -1, dy: -1) : thumb
        UIColor.controlDivider.setFill()
        UIBezierPath(ovalIn: knob.offsetBy(dx: 0, dy: 1.5).insetBy(dx: -0.5, dy: -0.5)).fill()
        (thumbTintColor ?? .white).setFill()
        UIBezierPath(ovalIn: knob).fill()
        context.restoreGState()
    }
}
