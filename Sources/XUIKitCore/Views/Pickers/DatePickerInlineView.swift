import Foundation

/// The `.inline` style: the month calendar, and for `.dateAndTime` a "Time" row below it with a
/// compact time field, as UIKit's inline picker has (R26.10).
@MainActor
final class DatePickerInlineView: UIView, DatePickerStyleView {
    /// The height of the time row.
    static let timeRowHeight: CGFloat = 44

    private weak var owner: UIDatePicker?
    let calendarView: DatePickerCalendarView
    private(set) var timeField: DatePickerCompactField?
    private var timeLabel: UILabel?

    init(owner: UIDatePicker) {
        self.owner = owner
        calendarView = DatePickerCalendarView(owner: owner)
        super.init(frame: .zero)
        addSubview(calendarView)
        if owner.datePickerMode == .dateAndTime {
            let label = UILabel()
            label.text = "Time"
            label.font = .systemFont(ofSize: 17)
            addSubview(label)
            timeLabel = label
            let field = DatePickerCompactField(owner: owner, part: .time)
            addSubview(field)
            timeField = field
        }
    }

    required init?(coder: NSCoder) { return nil }

    var preferredSize: CGSize {
        CGSize(width: 320, height: DatePickerCalendarView.preferredHeight + (timeField == nil ? 0 : DatePickerInlineView.timeRowHeight))
    }

    func showDate(animated: Bool) {
        calendarView.showDate()
        timeField?.showDate()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let calendarHeight = min(bounds.height, DatePickerCalendarView.preferredHeight)
        calendarView.frame = CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: calendarHeight)
        guard let field = timeField, let label = timeLabel else { return }
        let rowTop = bounds.minY + calendarHeight
        let fieldSize = field.preferredSize
        label.frame = CGRect(x: bounds.minX + 16, y: rowTop, width: 120, height: DatePickerInlineView.timeRowHeight)
        field.frame = CGRect(x: bounds.maxX - 16 - fieldSize.width,
                             y: rowTop + ((DatePickerInlineView.timeRowHeight - fieldSize.height) / 2).rounded(.down),
                             width: fieldSize.width, height: fieldSize.height)
    }
}
