import Foundation

extension UIButton {
    /// What a button shows and how it looks, as one value (UIKit's `UIButton.Configuration`,
    /// iOS 15): a style (`.filled()`, `.tinted()`, …), title and subtitle, image, their
    /// placement and padding, size, corners and colours. Give it to `UIButton.configuration` or
    /// `UIButton(configuration:primaryAction:)`; the button shows `updated(for:)` of it in each
    /// state (`UIButton+ConfigurationLook.swift`) and lays it out
    /// (`UIButton+ConfigurationLayout.swift`) (R23.7–R23.10).
    @preconcurrency @MainActor
    public struct Configuration {
        /// The standard sizes, which set the fonts, the content insets and the dynamic corners.
        public enum Size: Int, Sendable {
            /// Caption text, 3 pt above and below, 8 pt at the sides.
            case mini
            /// Footnote text, 5 pt above and below, 10 pt at the sides.
            case small
            /// Body text, 7 pt above and below, 12 pt at the sides (the default).
            case medium
            /// Body text, 14 pt above and below, 20 pt at the sides.
            case large
        }

        /// How round the background's corners are.
        public enum CornerStyle: Int, Sendable {
            /// `background.cornerRadius` as set.
            case fixed
            /// By the button size: small corners for mini and small buttons, medium and large
            /// corners for medium and large ones (the default).
            case dynamic
            /// 4 pt.
            case small
            /// 8 pt.
            case medium
            /// 12 pt.
            case large
            /// Half the height: a capsule.
            case capsule
        }

        /// How the title and subtitle line up with each other.
        public enum TitleAlignment: Int, Sendable {
            /// Leading when the image is at the leading or trailing edge, centred otherwise.
            case automatic
            /// Leading edges lined up.
            case leading
            /// Centred.
            case center
            /// Trailing edges lined up.
            case trailing
        }

        /// The styles, which decide the colours (R23.8).
        enum Style: Sendable { case plain, tinted, gray, filled, borderless, bordered, borderedTinted, borderedProminent }

        /// The style the configuration was made with.
        let style: Style

        /// The background: its colour (nil, the default: the style's), corners, stroke and
        /// custom view.
        public var background = UIBackgroundConfiguration(style: .clear, backgroundColor: nil)
        /// How round the corners are; `.dynamic` by default.
        public var cornerStyle: CornerStyle = .dynamic
        /// The standard size; `.medium` by default.
        public var buttonSize: Size = .medium
        /// The colour of the title, subtitle and template image; nil takes the style's.
        public var baseForegroundColor: UIColor?
        /// The colour of the background; nil takes the style's (the tint colour, or a tint or
        /// grey fill). `background.backgroundColor`, when set, wins.
        public var baseBackgroundColor: UIColor?

        /// The image; nil by default.
        public var image: UIImage?
        /// Changes the image's colour when it is resolved; nil by default.
        public var imageColorTransformer: UIConfigurationColorTransformer?
        /// Where the image goes relative to the titles; `.leading` by default.
        public var imagePlacement: NSDirectionalRectEdge = .leading
        /// The space between the image and the titles; 0 by default.
        public var imagePadding: CGFloat = 0
        /// Space kept for the image along its placement axis, the image centred in it; 0 by
        /// default.
        public var imageReservation: CGFloat = 0

        /// Whether an activity indicator shows in place of the image; false by default.
        public var showsActivityIndicator = false
        /// Changes the indicator's colour when it is resolved; nil by default.
        public var activityIndicatorColorTransformer: UIConfigurationColorTransformer?

        /// The title; nil by default. Setting it clears `attributedTitle`.
        public var title: String? { didSet { if title != nil { attributedTitle = nil } } }
        /// The title with attributes (UIKit's scope: `font`, `foregroundColor`); nil by default.
        /// Setting it clears `title`.
        public var attributedTitle: AttributedString? { didSet { if attributedTitle != nil { title = nil } } }
        /// Changes the title's attributes (font, colour) before it is shown; nil by default.
        public var titleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        /// The subtitle, under the title; nil by default. Setting it clears `attributedSubtitle`.
        public var subtitle: String? { didSet { if subtitle != nil { attributedSubtitle = nil } } }
        /// The subtitle with attributes; nil by default. Setting it clears `subtitle`.
        public var attributedSubtitle: AttributedString? { didSet { if attributedSubtitle != nil { subtitle = nil } } }
        /// Changes the subtitle's attributes before it is shown; nil by default.
        public var subtitleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        /// The space between the title and the subtitle; 0 by default.
        public var titlePadding: CGFloat = 0
        /// How the title and subtitle line up; `.automatic` by default.
        public var titleAlignment: TitleAlignment = .automatic
        /// How a too long title is cut; `.byTruncatingTail` by default.
        public var titleLineBreakMode: NSLineBreakMode = .byTruncatingTail
        /// How a too long subtitle is cut; `.byTruncatingTail` by default.
        public var subtitleLineBreakMode: NSLineBreakMode = .byTruncatingTail

        /// Whether a selected button takes the selected look (R23.8); true by default.
        public var automaticallyUpdateForSelection = true

        /// The content insets set; nil while the size's defaults apply.
        private var customContentInsets: NSDirectionalEdgeInsets?
        /// The look `updated(for:)` chose for the button's state.
        var look: Look = .normal

        /// The looks a state gives (R23.8).
        enum Look: Sendable { case normal, highlighted, selected, selectedHighlighted, disabled }

        init(style: Style) {
            self.style = style
        }

        /// The space between the button's edges and its content: the button size's defaults
        /// (zero for `.borderless()`) until you set it.
        public var contentInsets: NSDirectionalEdgeInsets {
            get { customContentInsets ?? defaultContentInsets }
            set { customContentInsets = newValue }
        }

        /// Goes back to the size's default content insets.
        public mutating func setDefaultContentInsets() { customContentInsets = nil }

        /// The size's content insets (R23.9).
        var defaultContentInsets: NSDirectionalEdgeInsets {
            if style == .borderless { return .zero }
            switch buttonSize {
            case .mini: return NSDirectionalEdgeInsets(top: 3, leading: 8, bottom: 3, trailing: 8)
            case .small: return NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
            case .medium: return NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
            case .large: return NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
            }
        }

        // MARK: - Styles

        /// No background; tinted title (UIKit's plain button).
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// A tinted title on a light tint of the tint colour (15 %).
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// A tinted title on a grey fill (`systemGray5`).
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// A white title on the tint colour.
        public static func filled() -> Configuration { Configuration(style: .filled) }
        /// No background and no content insets.
        public static func borderless() -> Configuration { Configuration(style: .borderless) }
        /// The bordered look of Mac Catalyst; on the desktop, `gray()`'s look.
        public static func bordered() -> Configuration { Configuration(style: .bordered) }
        /// The tinted bordered look; `tinted()`'s look.
        public static func borderedTinted() -> Configuration { Configuration(style: .borderedTinted) }
        /// The prominent bordered look; `filled()`'s look.
        public static func borderedProminent() -> Configuration { Configuration(style: .borderedProminent) }
    }
}
