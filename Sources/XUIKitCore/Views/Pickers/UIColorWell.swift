import Foundation

/// A control that shows a colour in a rainbow ring; a click opens a `UIColorPickerViewController`
/// in a popover, and each colour chosen there becomes `selectedColor` and sends `.valueChanged`
/// (R26.15). Setting `selectedColor` in code sends nothing.
@preconcurrency @MainActor
open class UIColorWell: UIControl {
    /// [IMPL] The well's size: a 28 pt circle, close to UIKit's.
    public static let standardSize = CGSize(width: 28, height: 28)
    /// The ring's width.
    static let ringWidth: CGFloat = 3

    /// The colour shown; nil (the default) shows the ring only.
    open var selectedColor: UIColor? { didSet { setNeedsDisplay() } }
    /// Whether the picker offers an opacity; true by default.
    open var supportsAlpha = true
    /// The title of the picker the well opens; nil by default.
    open var title: String?

    /// The picker while it is shown.
    public private(set) weak var colorPicker: UIColorPickerViewController?

    /// A well; a zero size becomes 28 × 28 pt.
    public override init(frame: CGRect) {
        var frame = frame
        if frame.size == .zero { frame.size = UIColorWell.standardSize }
        super.init(frame: frame)
        isOpaque = false
    }

    /// Archives are not supported: always nil.
    public required init?(coder: NSCoder) { return nil }

    open override var intrinsicContentSize: CGSize { UIColorWell.standardSize }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { UIColorWell.standardSize }

    /// R7.38: the well's click wins over an ancestor's single tap.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if isAncestorSingleTap(gestureRecognizer) { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    /// A click opens the picker (R26.15).
    override func primaryTouchUpInsideDidDispatch() { openPicker() }

    /// Presents the picker in a popover pointing at the well, with the well's colour and title.
    func openPicker() {
        guard colorPicker == nil else { return }
        let picker = UIColorPickerViewController()
        picker.selectedColor = selectedColor ?? .white
        picker.supportsAlpha = supportsAlpha
        picker.title = title
        picker.colorWell = self
        if presentPickerPopover(picker, size: UIColorPickerViewController.preferredSize, what: "UIColorWell") {
            colorPicker = picker
        }
    }

    /// A colour chosen in the picker the well opened.
    func pickerChose(_ color: UIColor) {
        selectedColor = color
        sendActions(for: .valueChanged)
    }

    // MARK: - Drawing

    /// The rainbow ring (36 arcs round the hue circle) and, inside it, the selected colour.
    open override func draw(_ rect: CGRect) {
        guard UIGraphicsGetCurrentContext() != nil else { return }
        let side = min(bounds.width, bounds.height)
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let radius = side / 2 - UIColorWell.ringWidth / 2
        let segments = 36
        for index in 0..<segments {
            let start = CGFloat(index) / CGFloat(segments) * 2 * .pi - .pi / 2
            let end = CGFloat(index + 1) / CGFloat(segments) * 2 * .pi - .pi / 2 + 0.02
            let arc = UIBezierPath(arcCenter: center, radius: radius, startAngle: start, endAngle: end, clockwise: true)
            arc.lineWidth = UIColorWell.ringWidth
            UIColor(hue: CGFloat(index) / CGFloat(segments), saturation: 1, brightness: 1, alpha: 1).setStroke()
            arc.stroke()
        }
        guard let color = selectedColor else { return }
        let inset = UIColorWell.ringWidth + 2
        let inner = CGRect(x: center.x - side / 2 + inset, y: center.y - side / 2 + inset,
                           width: side - 2 * inset, height: side - 2 * inset)
        color.setFill()
        UIBezierPath(ovalIn: inner).fill()
        if !isEnabled {
            UIColor.systemBackground.withAlphaComponent(0.5).setFill()
            UIBezierPath(ovalIn: bounds).fill()
        }
    }

    // MARK: - Accessibility (R26.7)

    /// A button.
    open override var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityStorage?.traits ?? (isEnabled ? .button : [.button, .notEnabled]) }
        set { super.accessibilityTraits = newValue }
    }

    /// The colour as "#RRGGBB", or nil when none is selected.
    open override var accessibilityValue: String? {
        get {
            if let value = accessibilityStorage?.value { return value }
            guard let color = selectedColor else { return nil }
            return "#" + UIColorPickerViewController.hex(of: color, alpha: supportsAlpha, in: traitCollection)
        }
        set { super.accessibilityValue = newValue }
    }

    /// The title, else "Color".
    open override var accessibilityLabel: String? {
        get { accessibilityStorage?.label ?? title ?? "Color" }
        set { super.accessibilityLabel = newValue }
    }
}
