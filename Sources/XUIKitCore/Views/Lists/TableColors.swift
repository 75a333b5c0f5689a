import Foundation

/// The colours tables and cells draw with, in one place so dynamic system colours can replace
/// them. Values are UIKit's light-appearance ones.
enum TableColors {
    /// A plain table's background: `systemBackground`.
    static let plainBackground = UIColor.systemBackground
    /// A grouped table's background: UIKit's `systemGroupedBackground` (242, 242, 247).
    static let groupedBackground = UIColor.secondarySystemBackground
    /// A cell's background: `systemBackground` (UIKit's `secondarySystemGroupedBackground` in
    /// grouped tables is the same white).
    static let cellBackground = UIColor.systemBackground
    /// The lines between rows: `UIColor.separator`.
    static let separator = UIColor.separator
    /// The fill behind a highlighted or selected cell: UIKit's `systemGray4` (209, 209, 214).
    static let selection = UIColor(red: 209.0 / 255, green: 209.0 / 255, blue: 214.0 / 255, alpha: 1)
    /// The disclosure chevron: UIKit's `tertiaryLabel`-like grey (196, 196, 199).
    static let chevron = UIColor(red: 196.0 / 255, green: 196.0 / 255, blue: 199.0 / 255, alpha: 1)
    /// The `.value2` style's text label.
    static let tint = UIColor.systemBlue
    /// Destructive swipe actions and the delete control: `systemRed`.
    static let destructive = UIColor.systemRed
    /// Normal swipe actions: `systemGray`.
    static let normalAction = UIColor.systemGray
    /// The insert control: `systemGreen`.
    static let insert = UIColor.systemGreen
    /// A plain table's section header background.
    static let plainHeaderBackground = UIColor.secondarySystemBackground
    /// Grouped header and footer text, and footer text: `secondaryLabel`.
    static let secondaryText = UIColor.secondaryLabel
}
