import Foundation

/// The `.wheels` style: a `UIPickerView` whose data source and delegate this view is (R26.12).
///
/// Columns: `.date` shows month, day and year in the locale's order; `.time` shows hour and
/// minute, and AM/PM where the locale uses a 12-hour clock; `.dateAndTime` shows both groups
/// [IMPL: UIKit folds the date into one "Wed 18 Nov" column]; `.countDownTimer` shows hours and
/// minutes of the duration. The minute wheel steps by `minuteInterval`. The day wheel always has
/// 31 rows; a day the month lacks is taken as the month's last day and the wheel glides back.
@MainActor
final class DatePickerWheels: UIView, DatePickerStyleView, UIPickerViewDataSource, UIPickerViewDelegate {
    /// One wheel.
    enum Column: Equatable { case month, day, year, hour, minute, meridiem, countDownHours, countDownMinutes }

    private weak var owner: UIDatePicker?
    let picker = UIPickerView()
    private(set) var columns: [Column] = []
    private let uses12Hour: Bool
    /// Years run from 1 to 9999; row = year − 1.
    static let yearCount = 9999

    init(owner: UIDatePicker) {
        self.owner = owner
        let locale = owner.effectiveLocale
        uses12Hour = DatePickerArithmetic.uses12HourClock(locale: locale)
        super.init(frame: .zero)
        var columns: [Column] = []
        switch owner.datePickerMode {
        case .countDownTimer:
            columns = [.countDownHours, .countDownMinutes]
        case .date, .dateAndTime, .time:
            if owner.datePickerMode != .time {
                columns += DatePickerArithmetic.dateColumnOrder(locale: locale).map { column -> Column in
                    switch column {
                    case .month: return .month
                    case .day: return .day
                    case .year: return .year
                    }
                }
            }
            if owner.datePickerMode != .date {
                columns += [.hour, .minute]
                if uses12Hour { columns.append(.meridiem) }
            }
        }
        self.columns = columns
        picker.dataSource = self
        picker.delegate = self
        addSubview(picker)
        showDate(animated: false)
    }

    required init?(coder: NSCoder) { return nil }

    var preferredSize: CGSize { CGSize(width: 320, height: UIPickerView.standardHeight) }

    override func layoutSubviews() {
        super.layoutSubviews()
        picker.frame = bounds
    }

    // MARK: - Data source and delegate

    func numberOfComponents(in pickerView: UIPickerView) -> Int { columns.count }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        switch columns[component] {
        case .month: return 12
        case .day: return 31
        case .year: return DatePickerWheels.yearCount
        case .hour: return uses12Hour ? 12 : 24
        case .minute, .countDownMinutes: return 60 / max(owner?.minuteInterval ?? 1, 1)
        case .meridiem: return 2
        case .countDownHours: return 24
        }
    }

    /// [IMPL] How wide each wheel is, relative to the day wheel: room for "September" at 21 pt
    /// in the month wheel of a `.date` picker, as UIKit's month wheel is wider than the others.
    static func weight(of column: Column) -> CGFloat {
        switch column {
        case .month: return 2.2
        case .year: return 1.3
        case .countDownHours, .countDownMinutes: return 1.5
        case .day, .hour, .minute, .meridiem: return 1
        }
    }

    /// The picker's room shared by the wheels' weights.
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        let count = CGFloat(columns.count)
        let room = pickerView.bounds.width - 2 * UIPickerView.sideMargin - (count - 1) * UIPickerView.componentSpacing
        let total = columns.map(DatePickerWheels.weight(of:)).reduce(0, +)
        return max(0, room * DatePickerWheels.weight(of: columns[component]) / max(total, 1))
    }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        let interval = max(owner?.minuteInterval ?? 1, 1)
        let calendar = owner?.calendar ?? Calendar.current
        switch columns[component] {
        case .month:
            // With the time wheels beside them there is room only for short names (Nov).
            let names = columns.count > 3 ? calendar.shortStandaloneMonthSymbols : calendar.standaloneMonthSymbols
            return names.indices.contains(row) ? names[row] : String(row + 1)
        case .day: return String(row + 1)
        case .year: return String(row + 1)
        case .hour: return uses12Hour ? String(row == 0 ? 12 : row) : String(row)
        case .minute: return row * interval < 10 ? "0\(row * interval)" : String(row * interval)
        case .meridiem: return row == 0 ? calendar.amSymbol : calendar.pmSymbol
        case .countDownHours: return row == 1 ? "1 hour" : "\(row) hours"
        case .countDownMinutes: return "\(row * interval) min"
        }
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        guard let owner else { return }
        if owner.datePickerMode == .countDownTimer {
            let hours = picker.selectedRow(inComponent: 0)
            let minutes = picker.selectedRow(inComponent: 1) * max(owner.minuteInterval, 1)
            owner.userPicked(countDown: TimeInterval((hours * 60 + minutes) * 60))
            return
        }
        owner.userPicked(dateFromWheels())
    }

    // MARK: - Rows ↔ date

    /// The date the wheels show: each wheel's field, the day pinned to the month's length.
    func dateFromWheels() -> Date {
        guard let owner else { return Date() }
        let calendar = owner.calendar!
        var parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: owner.date)
        let interval = max(owner.minuteInterval, 1)
        var hour12: Int?
        var isPM: Bool?
        for (index, column) in columns.enumerated() {
            let row = picker.selectedRow(inComponent: index)
            switch column {
            case .month: parts.month = row + 1
            case .day: parts.day = row + 1
            case .year: parts.year = row + 1
            case .hour: if uses12Hour { hour12 = row } else { parts.hour = row }
            case .minute: parts.minute = row * interval
            case .meridiem: isPM = row == 1
            case .countDownHours, .countDownMinutes: break
            }
        }
        if uses12Hour, columns.contains(.hour) {
            let wasPM = (parts.hour ?? 0) >= 12
            parts.hour = (hour12 ?? 0) + ((isPM ?? wasPM) ? 12 : 0)
        }
        var firstOfMonth = parts
        firstOfMonth.day = 1
        if let start = calendar.date(from: firstOfMonth), let days = calendar.range(of: .day, in: .month, for: start)?.count {
            parts.day = min(parts.day ?? 1, days)
        }
        return calendar.date(from: parts) ?? owner.date
    }

    /// Turns each wheel to the owner's date (or duration).
    func showDate(animated: Bool) {
        guard let owner else { return }
        let interval = max(owner.minuteInterval, 1)
        if owner.datePickerMode == .countDownTimer {
            let minutes = Int(owner.countDownDuration / 60)
            picker.selectRow(minutes / 60, inComponent: 0, animated: animated)
            picker.selectRow((minutes % 60) / interval, inComponent: 1, animated: animated)
            return
        }
        let parts = owner.calendar.dateComponents([.year, .month, .day, .hour, .minute], from: owner.date)
        for (index, column) in columns.enumerated() {
            let row: Int
            switch column {
            case .month: row = (parts.month ?? 1) - 1
            case .day: row = (parts.day ?? 1) - 1
            case .year: row = min(max((parts.year ?? 1) - 1, 0), DatePickerWheels.yearCount - 1)
            case .hour: row = uses12Hour ? (parts.hour ?? 0) % 12 : (parts.hour ?? 0)
            case .minute: row = (parts.minute ?? 0) / interval
            case .meridiem: row = (parts.hour ?? 0) >= 12 ? 1 : 0
            case .countDownHours, .countDownMinutes: continue
            }
            if picker.selectedRow(inComponent: index) != row { picker.selectRow(row, inComponent: index, animated: animated) }
        }
    }
}
