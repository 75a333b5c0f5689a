import Foundation
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

@MainActor
@Suite("UIDatePicker")
struct DatePickerTests {
    static let utc = TimeZone(identifier: "UTC")!

    /// A Gregorian calendar in UTC with `firstWeekday`.
    static func calendar(firstWeekday: Int = 1, locale: String = "en_US") -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = Locale(identifier: locale)
        calendar.timeZone = utc
        calendar.firstWeekday = firstWeekday
        return calendar
    }

    /// A UTC date.
    static func date(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0, _ second: Int = 0) -> Date {
        calendar().date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute, second: second))!
    }

    /// A picker in UTC, en_US, Sunday first.
    static func makePicker(mode: UIDatePicker.Mode = .date, style: UIDatePickerStyle = .inline) -> UIDatePicker {
        let picker = UIDatePicker()
        picker.timeZone = utc
        picker.locale = Locale(identifier: "en_US")
        picker.calendar = calendar()
        picker.datePickerMode = mode
        picker.preferredDatePickerStyle = style
        return picker
    }

    @Test("R26.10: November 2026 starts on a Sunday: no blank cell with Sunday first, six with Monday first")
    func monthGrid() {
        let sundayFirst = DatePickerArithmetic.monthGrid(containing: Self.date(2026, 11, 18), calendar: Self.calendar(firstWeekday: 1))
        #expect(sundayFirst.firstDay == Self.date(2026, 11, 1))
        #expect(sundayFirst.leadingBlanks == 0)
        #expect(sundayFirst.numberOfDays == 30)
        #expect(sundayFirst.numberOfWeeks == 5)                 // 0 + 30 days → 5 rows
        #expect(sundayFirst.cell(ofDay: 18) == (2, 3))          // the third Wednesday
        let mondayFirst = DatePickerArithmetic.monthGrid(containing: Self.date(2026, 11, 18), calendar: Self.calendar(firstWeekday: 2))
        #expect(mondayFirst.leadingBlanks == 6)
        #expect(mondayFirst.numberOfWeeks == 6)                 // 6 + 30 = 36 cells → 6 rows
        #expect(mondayFirst.day(atRow: 0, column: 6) == 1)
        #expect(mondayFirst.day(atRow: 0, column: 5) == nil)
        #expect(mondayFirst.day(atRow: 5, column: 0) == 30)
    }

    @Test("R26.10: the weekday header starts at firstWeekday")
    func weekdayHeader() {
        #expect(DatePickerArithmetic.weekdayHeader(calendar: Self.calendar(firstWeekday: 1)).first == "Sun")
        let monday = DatePickerArithmetic.weekdayHeader(calendar: Self.calendar(firstWeekday: 2))
        #expect(monday == ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"])
    }

    @Test("R26.8: the date is pinned into minimumDate…maximumDate, also when a bound is set later")
    func clamping() {
        let picker = Self.makePicker()
        picker.minimumDate = Self.date(2026, 11, 10)
        picker.maximumDate = Self.date(2026, 11, 20)
        picker.date = Self.date(2026, 12, 25)
        #expect(picker.date == Self.date(2026, 11, 20))
        picker.date = Self.date(2020, 1, 1)
        #expect(picker.date == Self.date(2026, 11, 10))
        picker.date = Self.date(2026, 11, 15)
        picker.maximumDate = Self.date(2026, 11, 12)
        #expect(picker.date == Self.date(2026, 11, 12))
    }

    @Test("R26.8: minuteInterval rounds down and drops seconds; an invalid interval is 1 and reported")
    func minuteInterval() {
        let picker = Self.makePicker(mode: .time, style: .wheels)
        picker.minuteInterval = 15
        picker.date = Self.date(2026, 11, 18, 10, 44, 30)
        #expect(picker.date == Self.date(2026, 11, 18, 10, 30))
        picker.roundsToMinuteInterval = false
        picker.date = Self.date(2026, 11, 18, 10, 44, 30)
        #expect(picker.date == Self.date(2026, 11, 18, 10, 44, 30))
        let messages = capturingDiagnostics { picker.minuteInterval = 7 }
        #expect(picker.minuteInterval == 1)
        #expect(messages.count == 1)
        #expect(DatePickerArithmetic.isValidMinuteInterval(30) && !DatePickerArithmetic.isValidMinuteInterval(45))
    }

    @Test("R26.8: countDownDuration is pinned to 23 h 59 min and rounded to the interval")
    func countDown() {
        let picker = Self.makePicker(mode: .countDownTimer)
        #expect(picker.datePickerStyle == .wheels)
        picker.minuteInterval = 5
        picker.countDownDuration = 3 * 3600 + 17 * 60
        #expect(picker.countDownDuration == 3 * 3600 + 15 * 60)
        picker.countDownDuration = 100_000
        #expect(picker.countDownDuration == 23 * 3600 + 55 * 60)
    }

    @Test("R26.9: automatic resolves to compact on the desktop; count-down is wheels; inline time is compact")
    func styleResolution() {
        let picker = UIDatePicker()
        #expect(picker.datePickerMode == .dateAndTime)
        #expect(picker.preferredDatePickerStyle == .automatic)
        #expect(picker.datePickerStyle == .compact)
        picker.preferredDatePickerStyle = .inline
        #expect(picker.datePickerStyle == .inline)
        picker.datePickerMode = .time
        #expect(picker.datePickerStyle == .compact)
        picker.datePickerMode = .countDownTimer
        #expect(picker.datePickerStyle == .wheels)
    }

    @Test("R26.12: the date wheels follow the locale's order; 12-hour locales get an AM/PM wheel")
    func wheelOrder() {
        #expect(DatePickerArithmetic.dateColumnOrder(locale: Locale(identifier: "en_US")) == [.month, .day, .year])
        #expect(DatePickerArithmetic.dateColumnOrder(locale: Locale(identifier: "de_DE")) == [.day, .month, .year])
        #expect(DatePickerArithmetic.dateColumnOrder(locale: Locale(identifier: "ja_JP")) == [.year, .month, .day])
        #expect(DatePickerArithmetic.uses12HourClock(locale: Locale(identifier: "en_US")))
        #expect(!DatePickerArithmetic.uses12HourClock(locale: Locale(identifier: "de_DE")))
        let picker = Self.makePicker(mode: .dateAndTime, style: .wheels)
        let wheels = picker.styleView as? DatePickerWheels
        #expect(wheels?.columns == [.month, .day, .year, .hour, .minute, .meridiem])
        picker.locale = Locale(identifier: "de_DE")
        #expect((picker.styleView as? DatePickerWheels)?.columns == [.day, .month, .year, .hour, .minute])
    }

    @Test("R26.12, R26.13: a wheel change picks the date and sends valueChanged; 31 November is 30 November")
    func wheelsPick() throws {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
        let picker = Self.makePicker(mode: .date, style: .wheels)
        picker.frame = CGRect(x: 0, y: 0, width: 320, height: 216)
        harness.window.addSubview(picker)
        var changes: [Date] = []
        picker.addAction(UIAction { _ in changes.append(picker.date) }, for: .valueChanged)
        picker.date = Self.date(2026, 10, 31, 9, 0)
        harness.display()
        #expect(changes.isEmpty, "setting the date in code is silent")
        let wheels = try #require(picker.styleView as? DatePickerWheels)
        #expect(wheels.picker.selectedRow(inComponent: 0) == 9)          // October
        #expect(wheels.picker.selectedRow(inComponent: 1) == 30)         // 31
        #expect(wheels.picker.selectedRow(inComponent: 2) == 2025)       // 2026
        // 320 − 2·8 − 2·5 = 294 pt shared 2.2 : 1 : 1.3 between month, day and year.
        #expect(abs(wheels.picker.rowSize(forComponent: 0).width - 294 * 2.2 / 4.5) < 0.001)
        #expect(abs(wheels.picker.rowSize(forComponent: 1).width - 294 * 1 / 4.5) < 0.001)
        #expect((wheels.picker.view(forRow: 10, forComponent: 0) as? UILabel)?.text == "November")
        wheels.picker.userSelect(10, in: 0, force: false)                // November
        #expect(picker.date == Self.date(2026, 11, 30, 9, 0))
        #expect(changes == [Self.date(2026, 11, 30, 9, 0)])
        #expect(wheels.picker.selectedRow(inComponent: 1) == 29, "the day wheel glides back to 30")
    }

    @Test("R26.11, R26.13: a click on a day in the inline calendar picks it at the same time of day")
    func inlineClick() throws {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        let picker = Self.makePicker(mode: .date, style: .inline)
        picker.date = Self.date(2026, 11, 3, 14, 30)
        picker.frame = CGRect(origin: .zero, size: picker.intrinsicContentSize)
        harness.window.addSubview(picker)
        harness.display()
        var changes: [Date] = []
        picker.addAction(UIAction { _ in changes.append(picker.date) }, for: .valueChanged)
        let calendarView = try #require((picker.styleView as? DatePickerInlineView)?.calendarView)
        // Sunday first: the 18th is row 2, column 3: x 3·320/7 … , y 44 + 20 + 2·44 = 152 … 196.
        let cell = calendarView.rect(ofDay: 18)
        #expect(cell.minY == 152)
        #expect(calendarView.day(at: CGPoint(x: cell.midX, y: cell.midY)) == 18)
        harness.click(cell.midX, cell.midY)
        #expect(picker.date == Self.date(2026, 11, 18, 14, 30))
        #expect(changes == [Self.date(2026, 11, 18, 14, 30)])
        harness.click(cell.midX, cell.midY)
        #expect(changes.count == 1, "the same day again changes nothing")
        // The next-month chevron shows December and sends nothing.
        let next = calendarView.chevronRects.next
        harness.click(next.midX, next.midY)
        #expect(calendarView.grid.firstDay == Self.date(2026, 12, 1))
        #expect(changes.count == 1)
    }

    @Test("R26.10: days outside the range refuse clicks")
    func inlineRange() throws {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        let picker = Self.makePicker(mode: .date, style: .inline)
        picker.date = Self.date(2026, 11, 10)
        picker.minimumDate = Self.date(2026, 11, 5, 12)
        picker.frame = CGRect(origin: .zero, size: picker.intrinsicContentSize)
        harness.window.addSubview(picker)
        harness.display()
        let calendarView = try #require((picker.styleView as? DatePickerInlineView)?.calendarView)
        #expect(!calendarView.isSelectable(day: 4))
        #expect(calendarView.isSelectable(day: 5), "the minimum's own day is selectable")
        let cell = calendarView.rect(ofDay: 2)
        harness.click(cell.midX, cell.midY)
        #expect(picker.date == Self.date(2026, 11, 10))
    }

    @Test("R26.14: the compact field shows the date formatted for the locale")
    func compactText() throws {
        let picker = Self.makePicker(mode: .dateAndTime, style: .compact)
        picker.date = Self.date(2026, 11, 18, 11, 6)
        let compact = try #require(picker.styleView as? DatePickerCompactView)
        // ICU (CLDR 42 and later) puts a narrow no-break space before AM.
        #expect(compact.fields.map(\.text) == ["Nov 18, 2026", "11:06\u{202F}AM"])
        picker.locale = Locale(identifier: "de_DE")
        let german = try #require(picker.styleView as? DatePickerCompactView)
        #expect(german.fields.map(\.text) == ["18.11.2026", "11:06"])
    }

    @Test("R26.14: a click on the compact field presents its calendar in a popover; a day picked there changes the picker")
    func compactPopover() throws {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
        let root = UIViewController()
        harness.window.rootViewController = root
        let picker = Self.makePicker(mode: .date, style: .compact)
        picker.date = Self.date(2026, 11, 3, 8, 0)
        picker.frame = CGRect(origin: CGPoint(x: 40, y: 40), size: picker.intrinsicContentSize)
        root.view.addSubview(picker)
        harness.display()
        var changes = 0
        picker.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        harness.click(50, 50)
        harness.display()
        harness.advance(by: 1)          // the popover's appearing transition
        harness.display()
        let popover = try #require(root.presentedViewController as? DatePickerPopoverController)
        #expect(popover.modalPresentationStyle == .popover)
        let calendarView = try #require((popover.picker.styleView as? DatePickerInlineView)?.calendarView)
        let cell = calendarView.convert(calendarView.rect(ofDay: 20), to: nil)
        harness.click(cell.midX, cell.midY)
        #expect(picker.date == Self.date(2026, 11, 20, 8, 0))
        #expect(changes == 1)
    }

    @Test("R26.7: a date picker is adjustable; increment moves a day and sends valueChanged")
    func accessibility() {
        let picker = Self.makePicker(mode: .date, style: .inline)
        picker.date = Self.date(2026, 11, 18)
        var changes = 0
        picker.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        #expect(picker.accessibilityTraits.contains(.adjustable))
        #expect(picker.accessibilityValue == "Nov 18, 2026")
        picker.accessibilityIncrement()
        #expect(picker.date == Self.date(2026, 11, 19))
        #expect(changes == 1)
    }
}
