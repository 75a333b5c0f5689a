import Foundation

/// What a list row, header or footer shows: an image, a text and a secondary text, with their
/// looks and the spacing between them (UIKit's `UIListContentConfiguration`). Start from a style
/// (`cell()`, `valueCell()`, `sidebarCell()`, `header()`, … in
/// `UIListContentConfiguration+Styles.swift`) or from a cell's `defaultContentConfiguration()`,
/// set the content, and give it to a cell's `contentConfiguration`; `UIListContentView` shows it.
@preconcurrency @MainActor
public struct UIListContentConfiguration: UIContentConfiguration {
    /// The styles, which decide fonts, colours, margins and where the secondary text goes.
    enum Style: Sendable {
        case cell, subtitleCell, valueCell
        case sidebarCell, sidebarSubtitleCell, accompaniedSidebarCell, accompaniedSidebarSubtitleCell
        case sidebarHeader, plainHeader, plainFooter, groupedHeader, groupedFooter
        case prominentInsetGroupedHeader, extraProminentInsetGroupedHeader

        /// Rows (as opposed to headers and footers), which are at least 44 pt tall (R23.1).
        var isCell: Bool {
            switch self {
            case .cell, .subtitleCell, .valueCell, .sidebarCell, .sidebarSubtitleCell,
                 .accompaniedSidebarCell, .accompaniedSidebarSubtitleCell: true
            default: false
            }
        }

        /// Sidebar rows, which turn white on the tint colour when selected (R23.3).
        var isSidebarCell: Bool {
            switch self {
            case .sidebarCell, .sidebarSubtitleCell, .accompaniedSidebarCell, .accompaniedSidebarSubtitleCell: true
            default: false
            }
        }
    }

    /// The style the configuration was made with.
    let style: Style

    /// The image before the text; nil by default.
    public var image: UIImage?
    /// How the image looks.
    public var imageProperties = ImageProperties()
    /// The primary text; nil by default. `attributedText` takes its place when set.
    public var text: String? { didSet { if text != nil { attributedText = nil } } }
    /// The primary text with attributes; nil by default. Setting it clears `text`.
    public var attributedText: NSAttributedString? { didSet { if attributedText != nil { text = nil } } }
    /// How the primary text looks.
    public var textProperties: TextProperties
    /// The secondary text; nil by default. `secondaryAttributedText` takes its place when set.
    public var secondaryText: String? { didSet { if secondaryText != nil { secondaryAttributedText = nil } } }
    /// The secondary text with attributes; nil by default. Setting it clears `secondaryText`.
    public var secondaryAttributedText: NSAttributedString? {
        didSet { if secondaryAttributedText != nil { secondaryText = nil } }
    }
    /// How the secondary text looks.
    public var secondaryTextProperties: TextProperties

    /// The margins around the content. Along `axesPreservingSuperviewLayoutMargins` the larger
    /// of these and the superview's layout margins is used (R23.1).
    public var directionalLayoutMargins: NSDirectionalEdgeInsets
    /// The axes along which the superview's layout margins count as a minimum; both by default.
    public var axesPreservingSuperviewLayoutMargins: UIAxis = .both
    /// Whether the two texts sit side by side when they fit (value cells), instead of stacked.
    public var prefersSideBySideTextAndSecondaryText: Bool
    /// The space between the image and the texts.
    public var imageToTextPadding: CGFloat
    /// The space between the texts side by side.
    public var textToSecondaryTextHorizontalPadding: CGFloat
    /// The space between the texts stacked.
    public var textToSecondaryTextVerticalPadding: CGFloat

    init(style: Style, text: TextProperties, secondaryText: TextProperties, margins: NSDirectionalEdgeInsets,
         sideBySide: Bool = false, imageToTextPadding: CGFloat = 16, verticalPadding: CGFloat = 3) {
        self.style = style
        self.textProperties = text
        self.secondaryTextProperties = secondaryText
        self.directionalLayoutMargins = margins
        self.prefersSideBySideTextAndSecondaryText = sideBySide
        self.imageToTextPadding = imageToTextPadding
        self.textToSecondaryTextHorizontalPadding = 8
        self.textToSecondaryTextVerticalPadding = verticalPadding
    }

    /// A new `UIListContentView` showing the configuration.
    public func makeContentView() -> any UIView & UIContentView {
        UIListContentView(configuration: self)
    }

    /// The configuration as it looks in `state` (R23.3): a sidebar row selected or highlighted
    /// has white text, secondary text and image; every other style looks the same in every
    /// state (the cell's background shows the selection). Calling it again for another state
    /// undoes the previous state's look: the colours you set are kept.
    public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration {
        var updated = self
        let cellState = state as? UICellConfigurationState
        let whiteLook = style.isSidebarCell && ((cellState?.isSelected ?? false) || (cellState?.isHighlighted ?? false))
        let white: UIConfigurationColorTransformer? = whiteLook ? UIConfigurationColorTransformer { _ in .white } : nil
        updated.textProperties.stateColorTransformer = white
        updated.secondaryTextProperties.stateColorTransformer = white
        updated.imageProperties.stateTintTransformer = white
        return updated
    }

    /// The primary text to show, with the text transform applied.
    var shownText: NSAttributedString? {
        if let attributedText { return attributedText }
        return text.map { NSAttributedString(string: textProperties.transformed($0)) }
    }

    /// The secondary text to show, with the text transform applied.
    var shownSecondaryText: NSAttributedString? {
        if let secondaryAttributedText { return secondaryAttributedText }
        return secondaryText.map { NSAttributedString(string: secondaryTextProperties.transformed($0)) }
    }
}
