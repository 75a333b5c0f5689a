import Foundation

/// A presentation controller's `containerView`: it fills the window over the presenting view,
/// dims it when the presentation asks, holds the presented view (or its card) and the popover's
/// arrow, and turns a click outside the presented view into a dismissal attempt (R18.4).
///
/// It always takes clicks outside the presented view, so nothing behind a presentation reacts
/// to them; a popover's `passthroughViews` still get theirs.
@MainActor
final class PresentationContainerView: UIView {
    unowned let controller: UIPresentationController
    /// The dimming layer over the window (black at 40 %), shown at alpha 1 when dimmed.
    let dimmingView = UIView()
    /// The popover's arrow.
    let arrowView = PopoverArrowView()

    /// The dimming colour, as UIKit's sheets and alerts.
    static let dimmingColor = UIColor(white: 0, alpha: 0.4)

    init(controller: UIPresentationController, frame: CGRect) {
        self.controller = controller
        super.init(frame: frame)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimmingView.backgroundColor = Self.dimmingColor
        dimmingView.isUserInteractionEnabled = false
        dimmingView.alpha = controller.dimsBackground ? 1 : 0
        dimmingView.frame = bounds
        arrowView.isHidden = true
        arrowView.isUserInteractionEnabled = false
        addSubview(dimmingView)
        addSubview(arrowView)
        accessibilityViewIsModal = true   // R37.2: what it covers leaves the accessibility tree
    }

    required init?(coder: NSCoder) { return nil }

    override func layoutSubviews() {
        super.layoutSubviews()   // applies Auto Layout frames (the alert's box, R18.7)
        dimmingView.frame = bounds
        controller.containerViewWillLayoutSubviews()
        controller.layOutPresentedView(in: self)
        controller.containerViewDidLayoutSubviews()
    }

    /// Passthrough views take their own clicks; everything else outside the presented view
    /// lands here.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard isUserInteractionEnabled, !isHidden, alpha > 0.01, self.point(inside: point, with: event) else { return nil }
        if let hit = super.hitTest(point, with: event), hit !== self { return hit }
        if let popover = controller as? UIPopoverPresentationController, let window {
            let inWindow = convert(point, to: window)
            for view in popover.passthroughViews ?? [] where view.window === window {
                if let hit = view.hitTest(view.convert(inWindow, from: window), with: event) { return hit }
            }
        }
        return self
    }

    /// R18.4: a click (press and release) outside the presented view asks to dismiss a sheet
    /// or popover.
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard controller.dismissesOnOutsideClick else { return }
        controller.userRequestedDismissal()
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
}

/// The rounded card a sheet or popover shows its presented view in, with the sheet's grabber.
@MainActor
final class PresentationCardView: UIView {
    private let grabber = UIView()

    var cornerRadius: CGFloat = 10 {
        didSet { if cornerRadius != oldValue { layer.cornerRadius = cornerRadius } }
    }
    var showsGrabber = false {
        didSet { grabber.isHidden = !showsGrabber; setNeedsLayout() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        layer.cornerRadius = cornerRadius
        clipsToBounds = true
        grabber.backgroundColor = .tertiaryLabel
        grabber.layer.cornerRadius = 2.5
        grabber.isHidden = true
        grabber.isUserInteractionEnabled = false
        addSubview(grabber)
    }

    required init?(coder: NSCoder) { return nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        for subview in subviews where subview !== grabber { subview.frame = bounds }
        grabber.frame = CGRect(x: (bounds.midX - 18).rounded(), y: 5, width: 36, height: 5)
        bringSubviewToFront(grabber)
    }
}

/// The popover's arrow: a triangle in the bubble's colour, its tip at the source.
@MainActor
final class PopoverArrowView: UIView {
    var direction: UIPopoverArrowDirection = .up { didSet { if direction != oldValue { setNeedsDisplay() } } }
    var fillColor: UIColor = .systemBackground { didSet { setNeedsDisplay() } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = .clear
    }

    required init?(coder: NSCoder) { return nil }

    override func draw(_ rect: CGRect) {
        let path = UIBezierPath()
        let b = bounds
        switch direction {
        case .up: path.move(to: CGPoint(x: b.minX, y: b.maxY)); path.addLine(to: CGPoint(x: b.midX, y: b.minY)); path.addLine(to: CGPoint(x: b.maxX, y: b.maxY))
        case .down: path.move(to: CGPoint(x: b.minX, y: b.minY)); path.addLine(to: CGPoint(x: b.midX, y: b.maxY)); path.addLine(to: CGPoint(x: b.maxX, y: b.minY))
        case .left: path.move(to: CGPoint(x: b.maxX, y: b.minY)); path.addLine(to: CGPoint(x: b.minX, y: b.midY)); path.addLine(to: CGPoint(x: b.maxX, y: b.maxY))
        default: path.move(to: CGPoint(x: b.minX, y: b.minY)); path.addLine(to: CGPoint(x: b.maxX, y: b.midY)); path.addLine(to: CGPoint(x: b.minX, y: b.maxY))
        }
        path.close()
        fillColor.setFill()
        path.fill()
    }
}

extension UIWindow {
    /// R18.4: Escape asks the topmost sheet or popover in the window to dismiss. Returns whether
    /// a presentation took the key (also when it refused to go, being modal in presentation).
    func handlePresentationEscape(_ key: UIKey) -> Bool {
        guard key.keyCode == .keyboardEscape, key.modifierFlags.subtracting([.alphaShift, .numericPad]).isEmpty else { return false }
        guard let container = subviews.last(where: { $0 is PresentationContainerView && $0.isUserInteractionEnabled })
                as? PresentationContainerView, container.controller.dismissesOnEscape else { return false }
        container.controller.userRequestedDismissal()
        return true
    }
}
