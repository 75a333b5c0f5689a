import Foundation

/// One field of the compact style: a grey rounded button with the date (medium style) or the
/// time (short style) in the picker's locale; a click opens the inline calendar (date) or the
/// time wheels (time) in a popover, and what the user picks there goes to the date picker, which
/// sends `.valueChanged` (R26.14). The popover stays open until a click outside or Escape.
@MainActor
final class DatePickerCompactField: UIControl {
    /// Which half of the date the field shows.
    enum Part { case date, time }

    /// [IMPL] The field's height and side padding, close to UIKit's compact picker.
    static let height: CGFloat = 34
    static let padding: CGFloat = 11
    static let font = UIFont.systemFont(ofSize: 17)

    private weak var owner: UIDatePicker?
    let part: Part
    /// The popover's controller while it is shown.
    private(set) weak var popover: DatePickerPopoverController?

    init(owner: UIDatePicker, part: Part) {
        self.owner = owner
        self.part = part
        super.init(frame: .zero)
        isOpaque = false
    }

    required init?(coder: NSCoder) { return nil }

    /// The text shown: the owner's date, formatted for this part.
    var text: String {
        guard let owner else { return "" }
        return owner.formatted(owner.date, date: part == .date, time: part == .time)
    }

    var preferredSize: CGSize {
        let width = text.size(withAttributes: [.font: DatePickerCompactField.font]).width
        return CGSize(width: (width + 2 * DatePickerCompactField.padding).rounded(.up), height: DatePickerCompactField.height)
    }

    func showDate() {
        setNeedsDisplay()
        superview?.setNeedsLayout()
        popover?.showOwnerDate()
    }

    /// A click opens the popover (R26.14).
    override func primaryTouchUpInsideDidDispatch() { openPopover() }

    /// Opens the part's picker in a popover pointing at the field.
    func openPopover() {
        guard let owner, popover == nil else { return }
        let content = DatePickerPopoverController(owner: owner, part: part)
        if presentPickerPopover(content, size: content.pickerSize, what: "UIDatePicker's compact field") {
            popover = content
            setNeedsDisplay()
        }
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        (isHighlighted ? UIColor.systemFill : UIColor.tertiarySystemFill).setFill()
        UIBezierPath(roundedRect: bounds, cornerRadius: 6).fill()
        let color: UIColor = popover != nil ? (tintColor ?? .systemBlue) : (isEnabled ? .label : .tertiaryLabel)
        let block = TextEngine.shared.block(for: text, font: DatePickerCompactField.font,
                                            options: TextBlock.Options(width: bounds.width, maximumLines: 1, alignment: .center))
        let top = bounds.minY + ((bounds.height - block.size.height) / 2).rounded(.down)
        block.draw(in: CGRect(x: bounds.minX, y: top, width: bounds.width, height: block.size.height), color: color, context: context)
    }
}

/// The popover's content: a date picker of its own (an inline calendar for the date, wheels for
/// the time) with the owner's settings, whose user changes go to the owner (R26.14).
@MainActor
final class DatePickerPopoverController: UIViewController {
    private weak var owner: UIDatePicker?
    let picker = UIDatePicker()

    init(owner: UIDatePicker, part: DatePickerCompactField.Part) {
        self.owner = owner
        super.init(nibName: nil, bundle: nil)
        picker.datePickerMode = part == .date ? .date : .time
        picker.preferredDatePickerStyle = part == .date ? .inline : .wheels
        picker.locale = owner.locale
        picker.calendar = owner.calendar
        picker.timeZone = owner.timeZone
        picker.minuteInterval = owner.minuteInterval
        picker.roundsToMinuteInterval = owner.roundsToMinuteInterval
        picker.minimumDate = owner.minimumDate
        picker.maximumDate = owner.maximumDate
        picker.date = owner.date
        picker.tintColor = owner.tintColor
        picker.addAction(UIAction { [weak self] _ in self?.pickerChanged() }, for: .valueChanged)
    }

    required init?(coder: NSCoder) { return nil }

    /// The size of the inner picker's style.
    var pickerSize: CGSize { picker.intrinsicContentSize }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        picker.frame = view.bounds
        picker.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(picker)
    }

    private func pickerChanged() {
        guard let owner else { return }
        owner.userPicked(picker.date)
    }

    /// Follows the owner's date after it changed.
    func showOwnerDate() {
        guard let owner, picker.date != owner.date else { return }
        picker.date = owner.date
    }
}
