import Foundation

/// A control that shows an on/off choice: a rounded track with a round knob.
///
/// A tap toggles it; dragging the knob sets it to the side the knob is released on. Either way a
/// change made by the user sends `.valueChanged` and `.primaryActionTriggered` (R7.24), before
/// the touch-up event. Changes made in code (`isOn`, `setOn(_:animated:)`) send nothing (R7.23).
/// Like UIKit's, the switch has a fixed size, 51×31 points.
@preconcurrency @MainActor
open class UISwitch: UIControl {
    /// The size every switch has, whatever frame it is given.
    public static let standardSize = CGSize(width: 51, height: 31)

    private var isOnStorage = false
    /// Where the knob is drawn while the user drags it: 0 is off (left), 1 is on (right).
    private var dragPosition: CGFloat?
    /// The touch's x at touch-down, and whether it has moved far enough to be a drag.
    private var trackingStartX: CGFloat = 0
    private var isDragging = false

    /// Distance the finger must move before a touch counts as a drag rather than a tap.
    static let dragThreshold: CGFloat = 4

    /// Whether the switch is on. Setting it sends no control events (R7.23).
    open var isOn: Bool {
        get { isOnStorage }
        set { setOn(newValue, animated: false) }
    }

    /// The track colour when on; nil means green (`UIColor.systemGreen`).
    open var onTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The knob colour; nil means white.
    open var thumbTintColor: UIColor? { didSet { setNeedsDisplay() } }

    /// A switch at `frame.origin`; the size is always `UISwitch.standardSize`.    /// R7.38: the switch's tap wins over an ancestor's one-finger single tap, and a one-finger
    /// pan along the switch over an ancestor's pan recognizer.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if isAncestorSingleTap(gestureRecognizer) { return false }
        if let pan = gestureRecognizer as? UIPanGestureRecognizer, isOnAncestor(pan), pan.numberOfTouches == 1 {
            let translation = pan.translation(in: self)
            if abs(translation.x) >= abs(translation.y) { return false }
        }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }


    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: UISwitch.standardSize))
        isOpaque = false
    }

    /// Archives are not supported: always nil.
    public required init?(coder: NSCoder) { return nil }

    /// Turns the switch on or off without sending any control event (R7.23). XUIKit draws the
    /// new state at once; `animated` is accepted for source compatibility.
    open func setOn(_ on: Bool, animated: Bool) {
        guard on != isOnStorage else { return }
        isOnStorage = on
        setNeedsDisplay()
    }

    open override var intrinsicContentSize: CGSize { UISwitch.standardSize }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { UISwitch.standardSize }

    // MARK: - Tracking

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        trackingStartX = touch.location(in: self).x
        isDragging = false
        dragPosition = nil
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let dx = touch.location(in: self).x - trackingStartX
        if !isDragging, abs(dx) >= UISwitch.dragThreshold { isDragging = true }
        if isDragging {
            let start: CGFloat = isOn ? 1 : 0
            dragPosition = min(1, max(0, start + dx / knobTravel))
            setNeedsDisplay()
        }
        return true
    }

    /// Commits the tap or drag: the new value, then `.valueChanged` and
    /// `.primaryActionTriggered` if it changed (R7.23, R7.24).
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        let newValue: Bool
        if isDragging, let position = dragPosition {
            newValue = position >= 0.5
        } else {
            newValue = isTouchInside ? !isOn : isOn
        }
        dragPosition = nil
        isDragging = false
        setNeedsDisplay()
        guard newValue != isOn else { return }
        isOnStorage = newValue
        dispatchActions(for: [.valueChanged, .primaryActionTriggered], event: event)
    }

    open override func cancelTracking(with event: UIEvent?) {
        super.cancelTracking(with: event)
        dragPosition = nil
        isDragging = false
        setNeedsDisplay()
    }

    // MARK: - Drawing

    static let knobInset: CGFloat = 2

    /// The track, centred in the bounds at the standard size.
    var trackRect: CGRect {
        let size = UISwitch.standardSize
        return CGRect(x: bounds.minX + ((bounds.width - size.width) / 2).rounded(.down),
                      y: bounds.minY + ((bounds.height - size.height) / 2).rounded(.down),
                      width: size.width, height: size.height)
    }

    private var knobDiameter: CGFloat { UISwitch.standardSize.height - 2 * UISwitch.knobInset }
    private var knobTravel: CGFloat { UISwitch.standardSize.width - knobDiameter - 2 * UISwitch.knobInset }

    /// Draws the track (green when on, light grey when off) and the white knob; the knob
    /// stretches while pressed, as on iOS.
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        if !isEnabled { context.setAlpha(0.5) }
        let position = dragPosition ?? (isOn ? 1 : 0)
        let track = trackRect
        let trackColor = position >= 0.5 ? (onTintColor ?? .systemGreen) : UIColor.systemGray5
        trackColor.setFill()
        UIBezierPath(roundedRect: track, cornerRadius: track.height / 2).fill()

        let stretch: CGFloat = isHighlighted ? 6 : 0
        let diameter = knobDiameter
        let x = track.minX + UISwitch.knobInset + position * (knobTravel - stretch)
        let knob = CGRect(x: x, y: track.minY + UISwitch.knobInset, width: diameter + stretch, height: diameter)
        UIColor.thumbRim.setFill()
        UIBezierPath(roundedRect: knob.offsetBy(dx: 0, dy: 1).insetBy(dx: -0.5, dy: -0.5), cornerRadius: diameter / 2).fill()
        (thumbTintColor ?? .white).setFill()
        UIBezierPath(roundedRect: knob, cornerRadius: diameter / 2).fill()
        context.restoreGState()
    }
}
