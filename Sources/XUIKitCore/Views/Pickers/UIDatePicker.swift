import Foundation

/// A control for picking a date, a time, both, or a count-down duration (R26.8–R26.13).
///
/// `date` always lies within `minimumDate…maximumDate` and, when `roundsToMinuteInterval`, on a
/// multiple of `minuteInterval` minutes (R26.8). Setting it in code sends nothing; a change by
/// the user — a wheel, a day clicked in the calendar, a choice made in the compact field's
/// popover — sends `.valueChanged` (R26.13).
///
/// The look follows `datePickerStyle` (R26.9): `.wheels` (`DatePickerWheels.swift`), `.inline`
/// (`DatePickerCalendarView.swift`) or `.compact` (`DatePickerCompactField.swift`).
/// `.automatic` resolves to `.compact` on the desktop, as on Mac Catalyst.
@preconcurrency @MainActor
open class UIDatePicker: UIControl {
    private var dateStorage = Date()
    private var calendarStorage: Calendar?
    private var minuteIntervalStorage = 1
    private var countDownStorage: TimeInterval = 0
    /// The view of the current style, rebuilt when the mode or style changes.
    private(set) var styleView: UIView?

    /// A date picker showing now, in `.dateAndTime` mode and the `.automatic` style.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        rebuildStyleView()
        if frame.size == .zero { self.frame.size = intrinsicContentSize }
    }

    /// Archives are not supported: always nil.
    public required init?(coder: NSCoder) { return nil }

    // MARK: - Mode and style

    /// What the picker picks; `.dateAndTime` by default, as in UIKit.
    open var datePickerMode: Mode = .dateAndTime {
        didSet { if datePickerMode != oldValue { modeOrStyleChanged() } }
    }

    /// The style asked for; `.automatic` by default.
    open var preferredDatePickerStyle: UIDatePickerStyle = .automatic {
        didSet { if preferredDatePickerStyle != oldValue { modeOrStyleChanged() } }
    }

    /// The style in use (R26.9): `.automatic` is `.compact` on the desktop, as on Mac Catalyst; a
    /// count-down timer is always `.wheels`; `.inline` with `.time` is `.compact` (UIKit's
    /// inline time picker is the same field).
    open var datePickerStyle: UIDatePickerStyle {
        if datePickerMode == .countDownTimer { return .wheels }
        switch preferredDatePickerStyle {
        case .automatic: return .compact
        case .inline: return datePickerMode == .time ? .compact : .inline
        case .wheels, .compact: return preferredDatePickerStyle
        }
    }

    private func modeOrStyleChanged() {
        rebuildStyleView()
        invalidateIntrinsicContentSize()
    }

    // MARK: - The date

    /// The date shown; now by default. Setting it pins it into the range and rounds it to the
    /// minute interval (R26.8), and sends no event (R26.13).
    open var date: Date {
        get { dateStorage }
        set { setDate(newValue, animated: false) }
    }

    /// Sets the date, pinned and rounded (R26.8); with `animated` the wheels glide to it.
    open func setDate(_ date: Date, animated: Bool) {
        dateStorage = normalized(date)
        styleViewShowDate(animated: animated)
    }

    /// The earliest date the user can pick; nil (the default) sets no limit. The date is pinned
    /// into the new range.
    open var minimumDate: Date? { didSet { rangeChanged() } }
    /// The latest date the user can pick; nil (the default) sets no limit.
    open var maximumDate: Date? { didSet { rangeChanged() } }

    /// The step of the minute wheel: 1 to 30 and a divisor of 60, 1 by default. Another value is
    /// refused with a diagnostic, and the interval is 1, as UIKit falls back to its default (R26.8).
    open var minuteInterval: Int {
        get { minuteIntervalStorage }
        set {
            if DatePickerArithmetic.isValidMinuteInterval(newValue) {
                minuteIntervalStorage = newValue
            } else {
                Diagnostics.report("UIDatePicker.minuteInterval \(newValue) is not 1…30 and a divisor of 60; using 1")
                minuteIntervalStorage = 1
            }
            countDownStorage = DatePickerArithmetic.countDown(countDownStorage, minuteInterval: minuteIntervalStorage)
            rangeChanged()
        }
    }

    /// Whether `date` is rounded to `minuteInterval`; true by default, as in UIKit (iOS 15).
    open var roundsToMinuteInterval = true { didSet { rangeChanged() } }

    /// The duration of a `.countDownTimer` picker in seconds: 0 to 23 h 59 min, rounded down to
    /// whole multiples of `minuteInterval` minutes (R26.8).
    open var countDownDuration: TimeInterval {
        get { countDownStorage }
        set {
            countDownStorage = DatePickerArithmetic.countDown(newValue, minuteInterval: minuteIntervalStorage)
            styleViewShowDate(animated: false)
        }
    }

    /// The locale for names and the order of fields; nil (the default) means the calendar's
    /// locale, else the current one.
    open var locale: Locale? { didSet { modeOrStyleChanged() } }

    /// The calendar; the current calendar in the picker's locale by default. Its `firstWeekday`
    /// orders the inline calendar's weekdays (R26.10).
    open var calendar: Calendar! {
        get {
            var calendar = calendarStorage ?? {
                var current = Calendar.current
                current.locale = effectiveLocale
                return current
            }()
            calendar.timeZone = timeZone ?? calendarStorage?.timeZone ?? .current
            return calendar
        }
        set {
            calendarStorage = newValue
            modeOrStyleChanged()
        }
    }

    /// The time zone of the shown date; nil (the default) means the calendar's, else the current one.
    open var timeZone: TimeZone? { didSet { modeOrStyleChanged() } }

    /// The locale in use.
    var effectiveLocale: Locale { locale ?? calendarStorage?.locale ?? .current }

    /// A date pinned into the range and rounded to the minute interval (R26.8).
    func normalized(_ date: Date) -> Date {
        var result = date
        if roundsToMinuteInterval {
            result = DatePickerArithmetic.round(result, toMinuteInterval: minuteIntervalStorage, calendar: calendar)
        }
        return DatePickerArithmetic.clamp(result, minimum: minimumDate, maximum: maximumDate)
    }

    private func rangeChanged() {
        dateStorage = normalized(dateStorage)
        styleViewShowDate(animated: false)
    }

    // MARK: - User changes

    /// A date the user picked: normalized, shown, and announced with `.valueChanged` when it
    /// differs from the old one (R26.13). Returns the date the picker took.
    @discardableResult
    func userPicked(_ date: Date) -> Date {
        let picked = normalized(date)
        let changed = picked != dateStorage
        dateStorage = picked
        styleViewShowDate(animated: true)
        if changed { sendActions(for: .valueChanged) }
        return picked
    }

    /// A duration the user picked on the count-down wheels.
    func userPicked(countDown duration: TimeInterval) {
        let picked = DatePickerArithmetic.countDown(duration, minuteInterval: minuteIntervalStorage)
        let changed = picked != countDownStorage
        countDownStorage = picked
        styleViewShowDate(animated: true)
        if changed { sendActions(for: .valueChanged) }
    }

    // MARK: - The style's view

    private func rebuildStyleView() {
        styleView?.removeFromSuperview()
        let view: UIView
        switch datePickerStyle {
        case .wheels: view = DatePickerWheels(owner: self)
        case .inline: view = DatePickerInlineView(owner: self)
        case .compact, .automatic: view = DatePickerCompactView(owner: self)
        }
        styleView = view
        addSubview(view)
        setNeedsLayout()
    }

    private func styleViewShowDate(animated: Bool) {
        (styleView as? DatePickerStyleView)?.showDate(animated: animated)
        setNeedsDisplay()
    }

    /// The size of the style: 320 × 216 pt for wheels, the month calendar for inline (plus a time
    /// row for `.dateAndTime`), the field's size for compact.
    open override var intrinsicContentSize: CGSize {
        (styleView as? DatePickerStyleView)?.preferredSize ?? CGSize(width: 320, height: UIPickerView.standardHeight)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        styleView?.frame = bounds
    }

    /// The picker's parts take the touches; the picker itself does not track.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { false }

    // MARK: - Accessibility (R26.7)

    /// The date (or duration) as the picker shows it.
    open override var accessibilityValue: String? {
        get { accessibilityStorage?.value ?? formattedValue() }
        set { super.accessibilityValue = newValue }
    }

    /// Adjustable: increment and decrement move a day (date modes) or a minute interval.
    open override var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityStorage?.traits ?? (isEnabled ? .adjustable : [.adjustable, .notEnabled]) }
        set { super.accessibilityTraits = newValue }
    }

    /// The next day, or the next minute interval for time and count-down pickers.
    open override func accessibilityIncrement() { accessibilityStep(by: 1) }
    /// The previous day, or minute interval.
    open override func accessibilityDecrement() { accessibilityStep(by: -1) }

    private func accessibilityStep(by direction: Int) {
        switch datePickerMode {
        case .countDownTimer:
            userPicked(countDown: countDownStorage + TimeInterval(direction * minuteIntervalStorage * 60))
        case .time:
            if let next = calendar.date(byAdding: .minute, value: direction * minuteIntervalStorage, to: dateStorage) { userPicked(next) }
        case .date, .dateAndTime:
            if let next = calendar.date(byAdding: .day, value: direction, to: dateStorage) { userPicked(next) }
        }
    }

    /// The value as text, in the picker's locale, calendar and time zone.
    func formattedValue() -> String {
        if datePickerMode == .countDownTimer {
            let minutes = Int(countDownStorage / 60)
            return "\(minutes / 60) h \(minutes % 60) min"
        }
        return formatted(dateStorage, date: datePickerMode != .time, time: datePickerMode != .date)
    }

    /// `date` formatted with a medium date style and a short time style, as the compact field shows it.
    func formatted(_ date: Date, date showsDate: Bool, time showsTime: Bool) -> String {
        let formatter = DateFormatter()
        formatter.locale = effectiveLocale
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        formatter.dateStyle = showsDate ? .medium : .none
        formatter.timeStyle = showsTime ? .short : .none
        return formatter.string(from: date)
    }
}

/// What each style's view does for the date picker.
@MainActor
protocol DatePickerStyleView: AnyObject {
    /// Shows the picker's current date (or duration).
    func showDate(animated: Bool)
    /// The size the style wants.
    var preferredSize: CGSize { get }
}
