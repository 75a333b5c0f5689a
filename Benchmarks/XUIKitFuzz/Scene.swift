import Foundation
import XUIKitCore

/// One window holding every control and every kind of recognizer, the views they sit on
/// reporting to the `TouchLedger`, and the mutations the fuzzer applies to it between inputs.
@MainActor
final class FuzzScene {
    let window: UIWindow
    /// Views the fuzzer may remove, re-add, hide and resize.
    private(set) var mutable: [UIView] = []
    private(set) var recognizers: [UIGestureRecognizer] = []
    private let root: LedgerView

    init() {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 640, height: 480))
        root = LedgerView(frame: window.bounds)
        window.addSubview(root)

        let button = LedgerButton(type: .system)
        button.frame = CGRect(x: 10, y: 10, width: 120, height: 44)
        button.setTitle("Button", for: .normal)
        let toggle = LedgerSwitch(frame: CGRect(x: 150, y: 10, width: 51, height: 31))
        let slider = LedgerSlider(frame: CGRect(x: 220, y: 10, width: 200, height: 31))
        let stepper = LedgerStepper(frame: CGRect(x: 440, y: 10, width: 94, height: 32))
        let field = LedgerTextField(frame: CGRect(x: 10, y: 70, width: 300, height: 34))
        field.text = String(repeating: "fuzz ", count: 20)
        let scroll = LedgerScrollView(frame: CGRect(x: 10, y: 120, width: 300, height: 200))
        scroll.contentSize = CGSize(width: 900, height: 1200)
        let content = LedgerView(frame: CGRect(x: 0, y: 0, width: 900, height: 1200))
        scroll.addSubview(content)
        let inner = LedgerView(frame: CGRect(x: 40, y: 40, width: 120, height: 120))
        content.addSubview(inner)
        let tapArea = LedgerView(frame: CGRect(x: 330, y: 120, width: 140, height: 140))
        let pressArea = LedgerView(frame: CGRect(x: 480, y: 120, width: 140, height: 140))
        let transformArea = LedgerView(frame: CGRect(x: 330, y: 280, width: 290, height: 180))
        transformArea.isMultipleTouchEnabled = true
        let exclusive = LedgerView(frame: CGRect(x: 10, y: 340, width: 100, height: 100))
        exclusive.isExclusiveTouch = true
        // Most views take several touches at once, so a finger left down does not withhold
        // every later one (R6.16); the controls keep their single-touch default.
        for view in [root, content, inner, tapArea, pressArea] { view.isMultipleTouchEnabled = true }
        for view in [button, toggle, slider, stepper, field, scroll, tapArea, pressArea, transformArea, exclusive] as [UIView] {
            root.addSubview(view)
        }
        mutable = [button, toggle, slider, stepper, field, scroll, content, inner, tapArea, pressArea, transformArea, exclusive]

        let doubleTap = UITapGestureRecognizer()
        doubleTap.numberOfTapsRequired = 2
        let tap = UITapGestureRecognizer()
        tap.require(toFail: doubleTap)
        let twoFingerTap = UITapGestureRecognizer()
        twoFingerTap.numberOfTouchesRequired = 2
        let longPress = UILongPressGestureRecognizer()
        let pan = UIPanGestureRecognizer()
        pan.allowedScrollTypesMask = .all
        let delayed = UIPanGestureRecognizer()
        delayed.delaysTouchesBegan = true
        delayed.maximumNumberOfTouches = 2
        let pinch = UIPinchGestureRecognizer()
        let rotation = UIRotationGestureRecognizer()
        let swipe = UISwipeGestureRecognizer()
        swipe.direction = [.left, .right, .up, .down]
        let hover = UIHoverGestureRecognizer()
        add([doubleTap, tap, twoFingerTap], to: tapArea)
        add([longPress, swipe], to: pressArea)
        add([pinch, rotation, delayed], to: transformArea)
        add([pan, hover], to: inner)
        recognizers.append(scroll.panGestureRecognizer)
        window.makeKeyAndVisible()
    }

    private func add(_ list: [UIGestureRecognizer], to view: UIView) {
        for recognizer in list {
            view.addGestureRecognizer(recognizer)
            recognizers.append(recognizer)
        }
    }

    /// One random change to the hierarchy: remove or re-add a view, hide or show it, give it an
    /// absurd frame, or restore it.
    func mutate(_ random: inout SplitMix) {
        let view = mutable[random.below(mutable.count)]
        switch random.below(6) {
        case 0:
            view.removeFromSuperview()
        case 1:
            if view.superview == nil { (view === mutable[7] ? mutable[6] : root).addSubview(view) }
        case 2:
            view.isHidden.toggle()
        case 3:
            view.frame = [CGRect.null, CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10),
                          CGRect(x: 0, y: 0, width: 3, height: 3), CGRect(x: 0, y: 0, width: 1e308, height: 1e308),
                          CGRect(x: -1e6, y: 1e6, width: -50, height: -50)][random.below(5)]
        case 4:
            view.frame = CGRect(x: CGFloat(random.below(500)), y: CGFloat(random.below(400)),
                                width: CGFloat(20 + random.below(200)), height: CGFloat(20 + random.below(200)))
        default:
            view.isUserInteractionEnabled.toggle()
        }
    }

    /// Recognizers left in a continuous gesture (`.began` or `.changed`).
    var continuingRecognizers: [UIGestureRecognizer] {
        recognizers.filter { $0.state == .began || $0.state == .changed }
    }
}
