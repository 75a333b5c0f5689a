import XUIKit

/// Lays out the lab and answers the input that is not a view's own: pinch and rotation (on the
/// whole window, so two fingers anywhere work), the secondary button, scrolling that climbs the
/// responder chain, and, as first responder, keys, media keys and shakes.
final class InputLabViewController: UIViewController, UIGestureRecognizerDelegate {
    private let canvas = TouchCanvasView(frame: CGRect(x: 0, y: 0, width: 640, height: 480))
    private let touchLabel = UILabel(frame: CGRect(x: 12, y: 10, width: 200, height: 24))
    private let square = TransformSquareView(center: CGPoint(x: 320, y: 240))
    private let transformLabel = UILabel(frame: CGRect(x: 12, y: 36, width: 300, height: 24))
    private let hoverPanel = HoverPanelView(frame: CGRect(x: 420, y: 10, width: 210, height: 90))
    private let keyLabel = UILabel(frame: CGRect(x: 12, y: 376, width: 616, height: 24))
    private let remoteLabel = UILabel(frame: CGRect(x: 12, y: 404, width: 616, height: 24))
    private let rightClickLabel = UILabel(frame: CGRect(x: 12, y: 432, width: 616, height: 24))
    private var scrollTotal = (x: CGFloat(0), y: CGFloat(0))
    private var rightClicks = 0

    override func loadView() {
        view = canvas
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        touchLabel.text = "touches: 0"
        transformLabel.text = "scale 1.00  rotation 0°"
        keyLabel.text = "keys: type something (Ctrl+Shift+Z shakes)"
        remoteLabel.text = "media keys: none yet"
        rightClickLabel.text = "right clicks: 0"
        for label in [touchLabel, transformLabel, keyLabel, remoteLabel, rightClickLabel] {
            label.font = .monospacedSystemFont(ofSize: 14, weight: .regular)
        }
        for subview in [square, touchLabel, transformLabel, hoverPanel, keyLabel, remoteLabel, rightClickLabel] {
            canvas.addSubview(subview)
        }
        canvas.onTouchCountChange = { [touchLabel] count in touchLabel.text = "touches: \(count)" }

        // Pinch and rotation recognize together, and leave the touches to the canvas so that
        // the fingers stay drawn while the square turns.
        let pinch = UIPinchGestureRecognizer(target: self, action: .pinched)
        let rotation = UIRotationGestureRecognizer(target: self, action: .rotated)
        for recognizer in [pinch, rotation] as [UIGestureRecognizer] {
            recognizer.delegate = self
            recognizer.cancelsTouchesInView = false
            canvas.addGestureRecognizer(recognizer)
        }
        let rightClick = UITapGestureRecognizer(target: self, action: .rightClicked)
        rightClick.buttonMaskRequired = .secondary
        canvas.addGestureRecognizer(rightClick)
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        true
    }

    // MARK: - Gestures

    /// Applies the change since the last call (the recognizer's scale is reset to 1 each time),
    /// the usual UIKit idiom for an object that keeps its size between pinches.
    func pinched(_ recognizer: UIPinchGestureRecognizer) {
        guard recognizer.state == .began || recognizer.state == .changed else { return }
        square.scale *= recognizer.scale
        recognizer.scale = 1
        print(String(format: "pinch %.2f", square.scale))
        showTransform()
    }

    func rotated(_ recognizer: UIRotationGestureRecognizer) {
        guard recognizer.state == .began || recognizer.state == .changed else { return }
        square.rotation += recognizer.rotation
        recognizer.rotation = 0
        print(String(format: "rotation %.2f", square.rotation))
        showTransform()
    }

    private func showTransform() {
        transformLabel.text = String(format: "scale %.2f  rotation %.0f°", square.scale, square.rotation * 180 / .pi)
    }

    func rightClicked(_ recognizer: UITapGestureRecognizer) {
        rightClicks += 1
        rightClickLabel.text = "right clicks: \(rightClicks)"
        print("right click \(rightClicks)")
    }

    // MARK: - Scrolling (any view that does not take it passes it up to here)

    override func scrollWheel(with event: UIScrollEvent) {
        scrollTotal.x += event.deltaX
        scrollTotal.y += event.deltaY
        hoverPanel.showScroll(totalX: scrollTotal.x, totalY: scrollTotal.y, type: event.scrollType)
        print("scroll \(Int(event.deltaX)) \(Int(event.deltaY)) \(event.scrollType == .discrete ? "discrete" : "continuous")")
    }

    // MARK: - First responder: keys, media keys, shake

    override var canBecomeFirstResponder: Bool { true }

    override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(title: "Shake", action: .shake, input: "z", modifierFlags: [.control, .shift])]
    }

    func shake() { UIApplication.shared.simulateShake() }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard let key = presses.first?.key else { return super.pressesBegan(presses, with: event) }
        let line = KeyDescription(key)
        keyLabel.text = "keys: \(line.label)"
        print(line.logLine)
    }

    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        guard motion == .motionShake else { return super.motionEnded(motion, with: event) }
        remoteLabel.text = "shake!"
        print("shake")
    }

    override func remoteControlReceived(with event: UIEvent?) {
        guard let event, event.type == .remoteControl else { return super.remoteControlReceived(with: event) }
        let name = event.subtype.mediaKeyName
        remoteLabel.text = "media key: \(name)"
        print("remote \(name)")
    }
}

extension Selector {
    static let pinched = Selector("pinched:", InputLabViewController.pinched)
    static let rotated = Selector("rotated:", InputLabViewController.rotated)
    static let rightClicked = Selector("rightClicked:", InputLabViewController.rightClicked)
    static let shake = Selector("shake", InputLabViewController.shake)
}
