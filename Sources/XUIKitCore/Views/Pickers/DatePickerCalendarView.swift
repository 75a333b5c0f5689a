import Foundation

/// The month calendar of the `.inline` style (R26.10, R26.11).
///
/// From the top: a 44 pt header with the month and year on the left and the previous / next
/// month chevrons on the right; a 20 pt row of weekday names starting at the calendar's
/// `firstWeekday`; then up to six 44 pt week rows of day numbers, each column a seventh of the
/// width. The selected day sits on a tint-coloured circle; today's number is in the tint colour;
/// days outside `minimumDate…maximumDate` are dimmed and take no clicks. A click on a day picks
/// it (keeping the time of day) and the date picker sends `.valueChanged`; the chevrons only
/// change the month shown.
@MainActor
final class DatePickerCalendarView: UIView {
    static let headerHeight: CGFloat = 44
    static let weekdayHeight: CGFloat = 20
    static let weekHeight: CGFloat = 44
    static let chevronWidth: CGFloat = 44
    /// Six week rows: the most a month covers.
    static let preferredHeight = headerHeight + weekdayHeight + 6 * weekHeight

    private weak var owner: UIDatePicker?
    /// A date in the month shown.
    private(set) var shownMonth: Date

    init(owner: UIDatePicker) {
        self.owner = owner
        shownMonth = owner.date
        super.init(frame: .zero)
        isOpaque = false
    }

    required init?(coder: NSCoder) { return nil }

    private var calendar: Calendar { owner?.calendar ?? Calendar.current }

    /// The grid of the month shown.
    var grid: DatePickerArithmetic.MonthGrid { DatePickerArithmetic.monthGrid(containing: shownMonth, calendar: calendar) }

    /// Shows the month of the owner's date.
    func showDate() {
        shownMonth = owner?.date ?? shownMonth
        setNeedsDisplay()
    }

    /// Moves the month shown by `months`.
    func showMonth(offsetBy months: Int) {
        shownMonth = calendar.date(byAdding: .month, value: months, to: grid.firstDay) ?? shownMonth
        setNeedsDisplay()
    }

    // MARK: - Geometry

    var columnWidth: CGFloat { bounds.width / 7 }

    /// The rect of day `day` of the month shown.
    func rect(ofDay day: Int) -> CGRect {
        let cell = grid.cell(ofDay: day)
        return CGRect(x: bounds.minX + CGFloat(cell.column) * columnWidth,
                      y: bounds.minY + DatePickerCalendarView.headerHeight + DatePickerCalendarView.weekdayHeight
                          + CGFloat(cell.row) * DatePickerCalendarView.weekHeight,
                      width: columnWidth, height: DatePickerCalendarView.weekHeight)
    }

    /// The day under `point`, or nil for a blank cell or outside the grid (R26.11).
    func day(at point: CGPoint) -> Int? {
        let top = bounds.minY + DatePickerCalendarView.headerHeight + DatePickerCalendarView.weekdayHeight
        guard point.y >= top, columnWidth > 0 else { return nil }
        let row = Int((point.y - top) / DatePickerCalendarView.weekHeight)
        let column = Int((point.x - bounds.minX) / columnWidth)
        return grid.day(atRow: row, column: column)
    }

    /// The rects of the previous and next month chevrons.
    var chevronRects: (previous: CGRect, next: CGRect) {
        let width = DatePickerCalendarView.chevronWidth
        let next = CGRect(x: bounds.maxX - width, y: bounds.minY, width: width, height: DatePickerCalendarView.headerHeight)
        return (next.offsetBy(dx: -width, dy: 0), next)
    }

    /// The date of day `day` of the month shown, at the owner's time of day.
    func date(ofDay day: Int) -> Date? {
        guard let owner else { return nil }
        let time = calendar.dateComponents([.hour, .minute, .second], from: owner.date)
        var parts = calendar.dateComponents([.era, .year, .month], from: grid.firstDay)
        parts.day = day
        parts.hour = time.hour
        parts.minute = time.minute
        parts.second = time.second
        return calendar.date(from: parts)
    }

    /// Whether day `day` of the month shown lies within the owner's range (as a whole day).
    func isSelectable(day: Int) -> Bool {
        guard let owner, let start = date(ofDay: day).map({ calendar.startOfDay(for: $0) }),
              let end = calendar.date(byAdding: .day, value: 1, to: start) else { return false }
        if let minimum = owner.minimumDate, end <= minimum { return false }
        if let maximum = owner.maximumDate, start > maximum { return false }
        return true
    }

    /// The selected day, when the owner's date is in the month shown.
    var selectedDay: Int? {
        guard let owner, calendar.isDate(owner.date, equalTo: grid.firstDay, toGranularity: .month) else { return nil }
        return calendar.component(.day, from: owner.date)
    }

    // MARK: - Input

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}

    /// A click on a day picks it; on a chevron, shows the month before or after (R26.11).
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let point = touches.first?.location(in: self), owner?.isEnabled ?? false else { return }
        if chevronRects.previous.contains(point) { showMonth(offsetBy: -1); return }
        if chevronRects.next.contains(point) { showMonth(offsetBy: 1); return }
        guard let day = day(at: point), isSelectable(day: day), let date = date(ofDay: day) else { return }
        owner?.userPicked(date)
        setNeedsDisplay()
    }

    // MARK: - Drawing

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let tint: UIColor = tintColor ?? .systemBlue
        drawHeader(context: context, tint: tint)
        drawWeekdays(context: context)
        let today = Date()
        let grid = grid
        let selected = selectedDay
        for day in 1...grid.numberOfDays {
            let cell = self.rect(ofDay: day)
            let isToday = date(ofDay: day).map { calendar.isDate($0, inSameDayAs: today) } ?? false
            var color: UIColor = isSelectable(day: day) ? .label : .tertiaryLabel
            var font = UIFont.systemFont(ofSize: 20)
            if day == selected {
                let side = min(cell.width, cell.height) - 4
                let circle = CGRect(x: cell.midX - side / 2, y: cell.midY - side / 2, width: side, height: side)
                (isToday ? tint : tint.withAlphaComponent(0.15)).setFill()
                UIBezierPath(ovalIn: circle).fill()
                color = isToday ? .white : tint
                font = .systemFont(ofSize: 20, weight: .semibold)
            } else if isToday {
                color = tint
            }
            drawText(String(day), font: font, color: color, centeredIn: cell, context: context)
        }
    }

    private func drawHeader(context: CGContext, tint: UIColor) {
        let formatter = DateFormatter()
        formatter.locale = owner?.effectiveLocale ?? .current
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        formatter.setLocalizedDateFormatFromTemplate("MMMMy")
        let title = formatter.string(from: grid.firstDay)
        let font = UIFont.systemFont(ofSize: 17, weight: .semibold)
        let block = TextEngine.shared.block(for: title, font: font, options: TextBlock.Options(width: nil, maximumLines: 1))
        let top = bounds.minY + ((DatePickerCalendarView.headerHeight - block.size.height) / 2).rounded(.down)
        block.draw(in: CGRect(x: bounds.minX + 16, y: top, width: block.size.width, height: block.size.height),
                   color: .label, context: context)
        let chevrons = chevronRects
        drawChevron(in: chevrons.previous, pointingLeft: true, color: tint)
        drawChevron(in: chevrons.next, pointingLeft: false, color: tint)
    }

    private func drawChevron(in rect: CGRect, pointingLeft: Bool, color: UIColor) {
        let path = UIBezierPath()
        let half: CGFloat = 7, depth: CGFloat = 5
        let tipX = rect.midX + (pointingLeft ? -depth : depth) / 2
        let backX = rect.midX + (pointingLeft ? depth : -depth) / 2
        path.move(to: CGPoint(x: backX, y: rect.midY - half))
        path.addLine(to: CGPoint(x: tipX, y: rect.midY))
        path.addLine(to: CGPoint(x: backX, y: rect.midY + half))
        path.lineWidth = 2.5
        color.setStroke()
        path.stroke()
    }

    private func drawWeekdays(context: CGContext) {
        let names = DatePickerArithmetic.weekdayHeader(calendar: calendar)
        let font = UIFont.systemFont(ofSize: 13, weight: .semibold)
        let locale = owner?.effectiveLocale ?? .current
        for (index, name) in names.enumerated() {
            let cell = CGRect(x: bounds.minX + CGFloat(index) * columnWidth, y: bounds.minY + DatePickerCalendarView.headerHeight,
                              width: columnWidth, height: DatePickerCalendarView.weekdayHeight)
            drawText(name.uppercased(with: locale), font: font, color: .tertiaryLabel, centeredIn: cell, context: context)
        }
    }

    private func drawText(_ text: String, font: UIFont, color: UIColor, centeredIn cell: CGRect, context: CGContext) {
        let block = TextEngine.shared.block(for: text, font: font,
                                            options: TextBlock.Options(width: cell.width, maximumLines: 1, alignment: .center))
        let top = cell.minY + ((cell.height - block.size.height) / 2).rounded(.down)
        block.draw(in: CGRect(x: cell.minX, y: top, width: cell.width, height: block.size.height), color: color, context: context)
    }
}
