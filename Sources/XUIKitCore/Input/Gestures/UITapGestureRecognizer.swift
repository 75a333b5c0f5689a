import Foundation

/// A discrete recognizer for one or more taps by one or more fingers (R8.36, R8.37).
///
/// It recognizes at the lift of the last required tap. It fails when a finger moves more than
/// 45 pt from where it went down, when the next tap does not start within 0.35 s of the previous
/// lift or lands more than 45 pt from the first, or when more fingers than required go down.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// Taps needed to recognize; 1 by default.
    open var numberOfTapsRequired = 1
    /// Fingers that must tap together; 1 by default.
    open var numberOfTouchesRequired = 1
    /// The pointer buttons that must be pressed for indirect input; `.primary` by default and
    /// never empty (R8.36).
    open var buttonMaskRequired: UIEvent.ButtonMask = .primary {
        didSet { if buttonMaskRequired.isEmpty { buttonMaskRequired = oldValue } }
    }

    /// R8.37 (a) [IMPL]: how far a finger may move, and how far later taps may land from the first
    /// (the backend's double-click distance, 45 pt by default).
    static var allowableMovement: CGFloat { UIApplication.shared.backend.styleHints.doubleClickDistance }
    /// R8.37 (b) [IMPL]: the longest wait from one lift to the next tap's touch-down (the
    /// backend's double-click interval, 0.35 s by default).
    static var maximumIntervalBetweenTaps: TimeInterval { UIApplication.shared.backend.styleHints.doubleClickInterval }

    private var tapsCompleted = 0
    /// The fingers of the tap in progress, and where each went down (window coordinates).
    private var currentTap: [(touch: UITouch, down: CGPoint)] = []
    private var firstTapLocation: CGPoint?

    override var isDiscrete: Bool { true }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        cancelTimeouts()
        for touch in touches { currentTap.append((touch, touch.locationInWindow)) }
        let strayTap = firstTapLocation.map { first in
            touches.contains { Self.distance($0.locationInWindow, first) > Self.allowableMovement }
        } ?? false
        let wrongButton = touches.contains { $0.type == .indirectPointer } && !event.buttonMask.contains(buttonMaskRequired)
        if strayTap || wrongButton || currentTap.count > numberOfTouchesRequired {     // R8.37 (a), (c)
            state = .failed
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        let movedAway = currentTap.contains { entry in
            touches.contains(entry.touch) && Self.distance(entry.touch.locationInWindow, entry.down) > Self.allowableMovement
        }
        if movedAway { state = .failed }                                              // R8.37 (a)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        guard currentTap.allSatisfy({ $0.touch.phase == .ended }) else { return }
        guard currentTap.count == numberOfTouchesRequired else {
            state = .failed
            return
        }
        if firstTapLocation == nil {
            firstTapLocation = Self.centroid(currentTap.map(\.touch.locationInWindow))
        }
        currentTap.removeAll()
        tapsCompleted += 1
        if tapsCompleted >= numberOfTapsRequired {
            state = .recognized                                                       // R8.36
        } else {
            scheduleTimeout(at: event.timestamp + Self.maximumIntervalBetweenTaps) { [weak self] in
                self?.state = .failed                                                 // R8.37 (b)
            }
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        state = .failed
    }

    open override func reset() {
        super.reset()
        tapsCompleted = 0
        currentTap.removeAll()
        firstTapLocation = nil
    }

    /// R8.36: the first tap's location (the centroid of its fingers) once there is one.
    open override func location(in view: UIView?) -> CGPoint {
        guard let firstTapLocation else { return super.location(in: view) }
        return Self.convert(firstTapLocation, to: view)
    }

    /// R8.29: a tap never prevents a tap that needs more taps, so a double tap can follow a
    /// recognized single tap.
    open override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
        if let tap = preventedGestureRecognizer as? UITapGestureRecognizer,
           tap.numberOfTapsRequired > numberOfTapsRequired {
            return false
        }
        return super.canPrevent(preventedGestureRecognizer)
    }

    static func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
        hypot(a.x - b.x, a.y - b.y)
    }
}
