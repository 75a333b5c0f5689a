import Foundation

// The styles of list content (R23.1). Fonts are UIKit's text styles at the default content
// size; colours are the dynamic label colours, so every style is right in light and dark. Rows
// have 11 pt above and below the text and 16 pt at the sides (a one-line body row is then 44 pt,
// UIKit's row height); the side margins also take the superview's layout margins when those
// are larger, as UIKit's do through `axesPreservingSuperviewLayoutMargins`.

extension UIListContentConfiguration {
    private static func properties(_ style: UIFont.TextStyle, _ color: UIColor, weight: UIFont.Weight? = nil) -> TextProperties {
        let font = UIFont.preferredFont(forTextStyle: style)
        return TextProperties(font: weight.map { .systemFont(ofSize: font.pointSize, weight: $0) } ?? font, color: color)
    }

    /// Margins of a row.
    private static let rowMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)

    /// A row: body text, and any secondary text under it in the subheadline style, grey.
    public static func cell() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .cell, text: properties(.body, .label),
                                   secondaryText: properties(.subheadline, .secondaryLabel), margins: rowMargins)
    }

    /// A row with a subtitle: body text with the secondary text under it, subheadline, grey.
    public static func subtitleCell() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .subtitleCell, text: properties(.body, .label),
                                   secondaryText: properties(.subheadline, .secondaryLabel), margins: rowMargins)
    }

    /// A row with a value: body text, and the secondary text at the trailing edge in grey body
    /// text (stacked under the text when the two do not fit side by side).
    public static func valueCell() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .valueCell, text: properties(.body, .label),
                                   secondaryText: properties(.body, .secondaryLabel), margins: rowMargins, sideBySide: true)
    }

    /// A sidebar row: body text after a tinted image; white on the tint colour when selected.
    public static func sidebarCell() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .sidebarCell, text: properties(.body, .label),
                                   secondaryText: properties(.subheadline, .secondaryLabel), margins: rowMargins,
                                   imageToTextPadding: 12)
    }

    /// A sidebar row with a subtitle under the text.
    public static func sidebarSubtitleCell() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .sidebarSubtitleCell, text: properties(.body, .label),
                                   secondaryText: properties(.subheadline, .secondaryLabel), margins: rowMargins,
                                   imageToTextPadding: 12)
    }

    /// A sidebar row with the secondary text (a count, say) at the trailing edge.
    public static func accompaniedSidebarCell() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .accompaniedSidebarCell, text: properties(.body, .label),
                                   secondaryText: properties(.body, .secondaryLabel), margins: rowMargins,
                                   sideBySide: true, imageToTextPadding: 12)
    }

    /// A sidebar row with a subtitle and a trailing secondary text; shown as
    /// `sidebarSubtitleCell()`'s layout.
    public static func accompaniedSidebarSubtitleCell() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .accompaniedSidebarSubtitleCell, text: properties(.body, .label),
                                   secondaryText: properties(.subheadline, .secondaryLabel), margins: rowMargins,
                                   imageToTextPadding: 12)
    }

    /// A sidebar section header: bold title-3 text.
    public static func sidebarHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .sidebarHeader, text: properties(.title3, .label, weight: .bold),
                                   secondaryText: properties(.subheadline, .secondaryLabel),
                                   margins: NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 8, trailing: 16), imageToTextPadding: 12)
    }

    /// A plain list's section header: semibold headline text on the header's background.
    public static func plainHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .plainHeader, text: properties(.headline, .label),
                                   secondaryText: properties(.subheadline, .secondaryLabel),
                                   margins: NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16))
    }

    /// A plain list's section footer: grey footnote text.
    public static func plainFooter() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .plainFooter, text: properties(.footnote, .secondaryLabel),
                                   secondaryText: properties(.footnote, .secondaryLabel),
                                   margins: NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16))
    }

    /// A grouped list's section header: grey footnote text (not uppercased, as since iOS 15).
    public static func groupedHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .groupedHeader, text: properties(.footnote, .secondaryLabel),
                                   secondaryText: properties(.footnote, .secondaryLabel),
                                   margins: NSDirectionalEdgeInsets(top: 17, leading: 16, bottom: 6, trailing: 16))
    }

    /// A grouped list's section footer: grey footnote text.
    public static func groupedFooter() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .groupedFooter, text: properties(.footnote, .secondaryLabel),
                                   secondaryText: properties(.footnote, .secondaryLabel),
                                   margins: NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 17, trailing: 16))
    }

    /// An inset-grouped list's prominent header: bold title-3 text.
    public static func prominentInsetGroupedHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .prominentInsetGroupedHeader, text: properties(.title3, .label, weight: .bold),
                                   secondaryText: properties(.subheadline, .secondaryLabel),
                                   margins: NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 8, trailing: 16))
    }

    /// An inset-grouped list's extra-prominent header: bold title-2 text.
    public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .extraProminentInsetGroupedHeader, text: properties(.title2, .label, weight: .bold),
                                   secondaryText: properties(.subheadline, .secondaryLabel),
                                   margins: NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 8, trailing: 16))
    }

    /// A header outside a known list appearance: `plainHeader()`'s look.
    public static func header() -> UIListContentConfiguration { plainHeader() }

    /// A footer outside a known list appearance: `plainFooter()`'s look.
    public static func footer() -> UIListContentConfiguration { plainFooter() }
}
