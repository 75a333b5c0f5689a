import Foundation

extension UIDatePicker {
    /// What a date picker picks, with UIKit's raw values.
    public enum Mode: Int, Sendable {
        /// Hours and minutes (and AM/PM where the locale uses a 12-hour clock).
        case time = 0
        /// Month, day and year, in the locale's order.
        case date = 1
        /// A date and a time.
        case dateAndTime = 2
        /// Hours and minutes of a duration: `countDownDuration`.
        case countDownTimer = 3
    }
}

/// How a date picker looks, with UIKit's raw values (R26.9).
public enum UIDatePickerStyle: Int, Sendable {
    /// The best style for the platform and mode: on the desktop `.compact`, as on Mac Catalyst
    /// (`.wheels` for `.countDownTimer`).
    case automatic = 0
    /// Spinning wheels on a `UIPickerView`.
    case wheels = 1
    /// A field showing the date that opens a calendar (or the time wheels) in a popover.
    case compact = 2
    /// A month calendar in place, with a time field for `.dateAndTime`.
    case inline = 3
}
