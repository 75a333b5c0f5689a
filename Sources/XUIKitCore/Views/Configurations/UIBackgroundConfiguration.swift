import Foundation

/// What a cell's, header's or button's background looks like: a colour, an optional view of
/// your own, a stroke, rounded corners and insets (UIKit's `UIBackgroundConfiguration`). Start
/// from a style (`listPlainCell()`, `listGroupedCell()`, `listSidebarCell()`, `clear()`, …) and
/// give it to a cell's `backgroundConfiguration`. `updated(for:)` gives the selected and
/// highlighted looks (R23.4). UIKit's `visualEffect` is not there: XUIKit has no blur effects.
@preconcurrency @MainActor
public struct UIBackgroundConfiguration {
    /// A view shown inside the background (under the colour's stroke); nil by default.
    public var customView: UIView?
    /// The radius of the corners; 0 by default.
    public var cornerRadius: CGFloat = 0
    /// How far the background is inset from the view's edges; zero by default.
    public var backgroundInsets: NSDirectionalEdgeInsets = .zero
    /// The edges whose inset also takes the view's layout margins; none by default.
    public var edgesAddingLayoutMarginsToBackgroundInsets: NSDirectionalRectEdge = []
    /// The fill colour; nil takes the view's tint colour (UIKit's rule).
    public var backgroundColor: UIColor?
    /// Changes `backgroundColor` when it is resolved; nil by default.
    public var backgroundColorTransformer: UIConfigurationColorTransformer?
    /// An image drawn over the fill, scaled to fill the background; nil by default.
    public var image: UIImage?
    /// The colour of the outline; nil takes the view's tint colour.
    public var strokeColor: UIColor?
    /// Changes `strokeColor` when it is resolved; nil by default.
    public var strokeColorTransformer: UIConfigurationColorTransformer?
    /// The width of the outline; 0 (none) by default.
    public var strokeWidth: CGFloat = 0
    /// How far the outline lies outside the background's edge; 0 by default.
    public var strokeOutset: CGFloat = 0

    /// The style, for `updated(for:)`.
    let style: Style
    /// The fill the state puts over `backgroundColor` (R23.4); set by `updated(for:)`.
    var stateFill: StateFill?

    enum Style: Sendable { case clear, listPlainCell, listGroupedCell, listSidebarCell, listPlainHeaderFooter, listGroupedHeaderFooter }

    /// What a state paints instead of the base colour.
    enum StateFill { case tint, color(UIColor) }

    init(style: Style, backgroundColor: UIColor?, cornerRadius: CGFloat = 0) {
        self.style = style
        self.backgroundColor = backgroundColor
        self.cornerRadius = cornerRadius
    }

    /// No fill, no stroke: a transparent background.
    public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: .clear, backgroundColor: .clear) }

    /// A plain list's row: `systemBackground`, `systemGray4` while selected or highlighted.
    public static func listPlainCell() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(style: .listPlainCell, backgroundColor: .systemBackground)
    }

    /// A grouped list's row: `secondarySystemGroupedBackground`, `systemGray4` while selected or
    /// highlighted.
    public static func listGroupedCell() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(style: .listGroupedCell, backgroundColor: .secondarySystemGroupedBackground)
    }

    /// A sidebar row: clear, the tint colour with 10 pt corners while selected or highlighted.
    public static func listSidebarCell() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(style: .listSidebarCell, backgroundColor: .clear, cornerRadius: 10)
    }

    /// A plain list's header or footer: `systemBackground`.
    public static func listPlainHeaderFooter() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(style: .listPlainHeaderFooter, backgroundColor: .systemBackground)
    }

    /// A grouped list's header or footer: clear, over the list's grouped background.
    public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(style: .listGroupedHeaderFooter, backgroundColor: .clear)
    }

    /// A row in a list whose look the list environment would decide (iOS 18); XUIKit has no
    /// list environment and gives `listPlainCell()`.
    public static func listCell() -> UIBackgroundConfiguration { listPlainCell() }

    /// A header in a list whose look the list environment would decide; `listPlainHeaderFooter()`.
    public static func listHeader() -> UIBackgroundConfiguration { listPlainHeaderFooter() }

    /// A footer in a list whose look the list environment would decide; `listPlainHeaderFooter()`.
    public static func listFooter() -> UIBackgroundConfiguration { listPlainHeaderFooter() }

    /// A sidebar row with a secondary text (iOS 14's accompanied sidebar): `listSidebarCell()`.
    public static func listAccompaniedSidebarCell() -> UIBackgroundConfiguration { listSidebarCell() }

    /// A sidebar's header: clear.
    public static func listSidebarHeader() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(style: .listGroupedHeaderFooter, backgroundColor: .clear)
    }

    /// R23.4: the configuration as it looks in `state`. Rows selected or highlighted: the grey
    /// `systemGray4` (plain and grouped), the tint colour (sidebar). Every other style, and
    /// every row in its normal state, keeps its colour. Calling it again for another state
    /// undoes the previous state's look.
    public func updated(for state: any UIConfigurationState) -> UIBackgroundConfiguration {
        var updated = self
        let cellState = state as? UICellConfigurationState
        let pressed = (cellState?.isSelected ?? false) || (cellState?.isHighlighted ?? false)
        switch style {
        case .listPlainCell, .listGroupedCell: updated.stateFill = pressed ? .color(.systemGray4) : nil
        case .listSidebarCell: updated.stateFill = pressed ? .tint : nil
        default: updated.stateFill = nil
        }
        return updated
    }

    /// The fill: the state's, else `backgroundColor` (the tint when nil), through
    /// `backgroundColorTransformer`.
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
        let base: UIColor
        switch stateFill {
        case .tint?: base = tintColor
        case .color(let color)?: base = color
        case nil: base = backgroundColor ?? tintColor
        }
        return backgroundColorTransformer?(base) ?? base
    }

    /// The outline's colour: `strokeColor` (the tint when nil), through `strokeColorTransformer`.
    public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor {
        let base = strokeColor ?? tintColor
        return strokeColorTransformer?(base) ?? base
    }
}
