import Foundation

/// A control with a minus half and a plus half that steps a value down or up.
///
/// Pressing a half steps `value` at once by `stepValue`; holding it repeats the step (with
/// `autorepeat`). Each user change sends `.valueChanged` with `.primaryActionTriggered` (R7.24) —
/// on every step when `isContinuous` (the default), otherwise once when the touch ends. Because
/// the step happens at touch-down, its `.valueChanged` comes before `.touchDown` [IMPL]. Setting
/// `value` in code sends nothing (R7.23). Like UIKit's, the stepper is 94×32 points.
@preconcurrency @MainActor
open class UIStepper: UIControl {
    /// The size every stepper has, whatever frame it is given.
    public static let standardSize = CGSize(width: 94, height: 32)
    /// How long a half must be held before the step repeats.
    public static let autorepeatDelay: TimeInterval = 0.5
    /// The time between repeated steps.
    public static let autorepeatInterval: TimeInterval = 0.1

    /// Which half a touch pressed.
    enum Segment { case decrement, increment }

    private var valueStorage: Double = 0
    private(set) var pressedSegment: Segment?
    private var valueAtTouchDown: Double = 0
    private var repeatTimer: RepeatingTimer?

    /// The current value, always within `minimumValue…maximumValue`. Setting it sends no
    /// control events (R7.23); a NaN is ignored.
    open var value: Double {
        get { valueStorage }
        set {
            // A NaN has no place in the range (and `min`/`max` would pass it through): ignored.
            guard !newValue.isNaN else { return }
            let pinned = min(max(newValue, minimumValue), maximumValue)
            guard pinned != valueStorage else { return }
            valueStorage = pinned
            setNeedsDisplay()
        }
    }

    /// The lowest value; 0 by default. The current value is pinned into the new range.
    open var minimumValue: Double = 0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            value = valueStorage
        }
    }

    /// The highest value; 100 by default. The current value is pinned into the new range.
    open var maximumValue: Double = 100 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            value = valueStorage
        }
    }

    /// The amount one step changes the value; 1 by default. Must be greater than 0.
    open var stepValue: Double = 1 {
        didSet { precondition(stepValue > 0, "UIStepper.stepValue must be greater than 0, not \(stepValue)") }
    }

    /// Whether stepping past one end continues from the other; false by default.
    open var wraps = false { didSet { setNeedsDisplay() } }
    /// Whether holding a half repeats the step; true by default.
    open var autorepeat = true
    /// Whether each step sends `.valueChanged` (true, the default) or only the touch-up does.
    open var isContinuous = true

    /// A stepper at `frame.origin`; the size is always `UIStepper.standardSize`.    /// R7.38: the stepper's tap wins over an ancestor's one-finger single tap.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if isAncestorSingleTap(gestureRecognizer) { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }


    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: UIStepper.standardSize))
        isOpaque = false
    }

    /// Archives are not supported: always nil.
    public required init?(coder: NSCoder) { return nil }

    open override var intrinsicContentSize: CGSize { UIStepper.standardSize }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { UIStepper.standardSize }

    // MARK: - Stepping

    /// Whether a press on `segment` would change the value.
    func canStep(_ segment: Segment) -> Bool {
        if wraps { return true }
        switch segment {
        case .decrement: return value > minimumValue
        case .increment: return value < maximumValue
        }
    }

    /// Steps once in the direction of `segment`, wrapping when `wraps` is on. Returns whether
    /// the value changed.
    @discardableResult
    func step(_ segment: Segment) -> Bool {
        guard canStep(segment) else { return false }
        let old = value
        var next = segment == .increment ? value + stepValue : value - stepValue
        if wraps {
            if next > maximumValue { next = minimumValue } else if next < minimumValue { next = maximumValue }
        }
        value = next
        return value != old
    }

    /// One step by the user: announced at once when continuous (R7.24).
    private func userStep(_ segment: Segment, event: UIEvent?) {
        guard step(segment), isContinuous else { return }
        dispatchActions(for: [.valueChanged, .primaryActionTriggered], event: event)
    }

    /// A repeated step while a half is held (the autorepeat timer calls this).
    func autorepeatTick() {
        guard let segment = pressedSegment, isTracking, isTouchInside else { return }
        userStep(segment, event: nil)
    }

    var isAutorepeating: Bool { repeatTimer != nil }

    private func startAutorepeat() {
        guard autorepeat else { return }
        // On the app's clock (Input/Routing/RepeatingTimer.swift), like every other timeout.
        repeatTimer = RepeatingTimer(scheduler: UIApplication.shared.scheduler, firstAfter: UIStepper.autorepeatDelay,
                                     interval: UIStepper.autorepeatInterval) { [weak self] in self?.autorepeatTick() }
    }

    private func stopAutorepeat() {
        repeatTimer?.invalidate()
        repeatTimer = nil
    }

    // MARK: - Tracking

    /// Tracks a touch on a half that can step, and steps at once.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let segment: Segment = touch.location(in: self).x < bounds.midX ? .decrement : .increment
        guard canStep(segment) else { return false }
        pressedSegment = segment
        valueAtTouchDown = value
        userStep(segment, event: event)
        startAutorepeat()
        setNeedsDisplay()
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        finishPress()
        if !isContinuous, value != valueAtTouchDown {
            dispatchActions(for: [.valueChanged, .primaryActionTriggered], event: event)
        }
    }

    /// A cancelled press of a non-continuous stepper puts the value back: no event announced it.
    open override func cancelTracking(with event: UIEvent?) {
        super.cancelTracking(with: event)
        finishPress()
        if !isContinuous { value = valueAtTouchDown }
    }

    private func finishPress() {
        stopAutorepeat()
        pressedSegment = nil
        setNeedsDisplay()
    }

    isolated deinit { repeatTimer?.invalidate() }

    // MARK: - Drawing

    /// Draws the rounded background, the divider, and the − and + glyphs; the pressed half is
    /// darker and a half that cannot step is dimmed.
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        if !isEnabled { context.setAlpha(0.5) }
        let size = UIStepper.standardSize
        let frame = CGRect(x: bounds.minX, y: bounds.minY, width: size.width, height: size.height)
        UIColor.stepperFace.setFill()
        UIBezierPath(roundedRect: frame, cornerRadius: 8).fill()

        let halfWidth = frame.width / 2
        if let pressed = pressedSegment {
            let half = CGRect(x: pressed == .decrement ? frame.minX : frame.midX, y: frame.minY,
                              width: halfWidth, height: frame.height)
            UIColor.controlPressed.setFill()
            let clip = UIBezierPath(roundedRect: frame, cornerRadius: 8)
            context.saveGState()
            clip.addClip()
            context.fill(half)
            context.restoreGState()
        }
        UIColor.controlDivider.setFill()
        context.fill(CGRect(x: frame.midX - 0.5, y: frame.minY + 8, width: 1, height: frame.height - 16))

        let glyph: CGFloat = 14, thickness: CGFloat = 2
        for segment in [Segment.decrement, .increment] {
            let centerX = segment == .decrement ? frame.minX + halfWidth / 2 : frame.midX + halfWidth / 2
            let color: UIColor = canStep(segment) ? .label : UIColor.disabledControlLabel
            color.setFill()
            context.fill(CGRect(x: centerX - glyph / 2, y: frame.midY - thickness / 2, width: glyph, height: thickness))
            if segment == .increment {
                context.fill(CGRect(x: centerX - thickness / 2, y: frame.midY - glyph / 2, width: thickness, height: glyph))
            }
        }
        context.restoreGState()
    }
}
