import Foundation

/// The date arithmetic of the date picker, with no views: clamping, minute-interval rounding,
/// the inline calendar's month grid and the order of the wheels (R26.8, R26.10, R26.12).
enum DatePickerArithmetic {
    /// `date` pinned into `minimum…maximum`; a bound that is nil does not pin. When the minimum
    /// is after the maximum, the minimum wins, as it is applied last [IMPL].
    static func clamp(_ date: Date, minimum: Date?, maximum: Date?) -> Date {
        var result = date
        if let maximum, result > maximum { result = maximum }
        if let minimum, result < minimum { result = minimum }
        return result
    }

    /// UIKit's rule for `minuteInterval`: 1…30 and a divisor of 60; anything else is 1 (R26.8).
    static func isValidMinuteInterval(_ interval: Int) -> Bool {
        (1...30).contains(interval) && 60 % interval == 0
    }

    /// `date` with its minutes rounded down to a multiple of `interval` and its seconds dropped
    /// (R26.8). An interval of 1 leaves the date as it is.
    static func round(_ date: Date, toMinuteInterval interval: Int, calendar: Calendar) -> Date {
        guard interval > 1 else { return date }
        var parts = calendar.dateComponents([.era, .year, .month, .day, .hour, .minute], from: date)
        parts.minute = (parts.minute ?? 0) / interval * interval
        return calendar.date(from: parts) ?? date
    }

    /// A duration pinned to 0…23 h 59 min and rounded down to whole multiples of `interval`
    /// minutes, as the count-down wheels show it (R26.8).
    static func countDown(_ duration: TimeInterval, minuteInterval interval: Int) -> TimeInterval {
        guard duration.isFinite else { return 0 }
        let minutes = min(max(Int(duration / 60), 0), 23 * 60 + 59)
        return TimeInterval(minutes / interval * interval * 60)
    }

    /// One month of the inline calendar.
    struct MonthGrid: Equatable {
        /// Midnight of the month's first day.
        var firstDay: Date
        /// Empty cells before day 1 in the first week row: the first day's weekday counted from
        /// the calendar's `firstWeekday`.
        var leadingBlanks: Int
        /// How many days the month has.
        var numberOfDays: Int
        /// How many week rows the month covers (4 to 6).
        var numberOfWeeks: Int { (leadingBlanks + numberOfDays + 6) / 7 }

        /// The (week row, column) of day `day` (1-based).
        func cell(ofDay day: Int) -> (row: Int, column: Int) {
            let index = leadingBlanks + day - 1
            return (index / 7, index % 7)
        }

        /// The day (1-based) in a cell, or nil for a blank.
        func day(atRow row: Int, column: Int) -> Int? {
            guard (0..<7).contains(column), row >= 0 else { return nil }
            let day = row * 7 + column - leadingBlanks + 1
            return (1...numberOfDays).contains(day) ? day : nil
        }
    }

    /// The grid of the month that contains `date` (R26.10).
    static func monthGrid(containing date: Date, calendar: Calendar) -> MonthGrid {
        let start = calendar.dateInterval(of: .month, for: date)?.start ?? calendar.startOfDay(for: date)
        let weekday = calendar.component(.weekday, from: start)
        let blanks = (weekday - calendar.firstWeekday + 7) % 7
        let days = calendar.range(of: .day, in: .month, for: start)?.count ?? 30
        return MonthGrid(firstDay: start, leadingBlanks: blanks, numberOfDays: days)
    }

    /// The short weekday names for the calendar's header, starting at `firstWeekday` (R26.10).
    static func weekdayHeader(calendar: Calendar) -> [String] {
        let symbols = calendar.shortStandaloneWeekdaySymbols
        guard symbols.count == 7 else { return symbols }
        let first = min(max(calendar.firstWeekday, 1), 7) - 1
        return Array(symbols[first...] + symbols[..<first])
    }

    /// The date columns of the wheels.
    enum DateColumn: Equatable, Sendable { case month, day, year }

    /// Month, day and year in the order the locale writes a date (R26.12): the order of `M`,
    /// `d` and `y` in the locale's pattern for the "yMMMMd" skeleton.
    static func dateColumnOrder(locale: Locale) -> [DateColumn] {
        let pattern = DateFormatter.dateFormat(fromTemplate: "yMMMMd", options: 0, locale: locale) ?? "MMMM d y"
        let plain = unquoted(pattern)
        var found: [(String.Index, DateColumn)] = []
        for (letter, column) in [("M", DateColumn.month), ("L", .month), ("d", .day), ("y", .year)] {
            if let index = plain.firstIndex(of: Character(letter)), !found.contains(where: { $0.1 == column }) {
                found.append((index, column))
            }
        }
        let order = found.sorted { $0.0 < $1.0 }.map(\.1)
        return order.count == 3 ? order : [.month, .day, .year]
    }

    /// Whether the locale writes times with a 12-hour clock and an AM/PM marker (R26.12).
    static func uses12HourClock(locale: Locale) -> Bool {
        let pattern = DateFormatter.dateFormat(fromTemplate: "j", options: 0, locale: locale) ?? "h a"
        return unquoted(pattern).contains("a")
    }

    /// A pattern with its quoted literals blanked, so a letter inside quotes is not a field.
    private static func unquoted(_ pattern: String) -> String {
        var inQuote = false
        return String(pattern.map { character -> Character in
            if character == "'" { inQuote.toggle(); return " " }
            return inQuote ? " " : character
        })
    }
}
