import Foundation

// How a button configuration looks in each state (R23.8): the colours of the styles, the
// state's change, the corners and the fonts of the sizes.
//
// Colours (UIKit's, from the iOS 15–17 system buttons; all dynamic, so right in light and dark):
//   plain, borderless   no fill                    title: tint
//   tinted              tint at 15 % alpha         title: tint
//   gray, bordered      systemGray5 (229,229,234 light; 44,44,46 dark)   title: tint
//   filled              tint                       title: white
// `baseBackgroundColor` replaces the fill's colour (tinted keeps its 15 %), `baseForegroundColor`
// the title's; `background.backgroundColor` set by you wins over both.
// States: highlighted dims the fill and the title to 70 % of their alpha; disabled is a
// `tertiarySystemFill` fill (none for plain) with `tertiaryLabel` text; selected (with
// `automaticallyUpdateForSelection`) gives the non-filled styles the filled look.

extension UIButton.Configuration {
    /// R23.8: the configuration as it looks for `button`'s state. Calling it again for another
    /// state undoes the previous state's look; what you set is kept.
    public func updated(for button: UIButton) -> UIButton.Configuration {
        var updated = self
        let state = button.state
        if state.contains(.disabled) {
            updated.look = .disabled
        } else if state.contains(.selected), automaticallyUpdateForSelection {
            updated.look = state.contains(.highlighted) ? .selectedHighlighted : .selected
        } else {
            updated.look = state.contains(.highlighted) ? .highlighted : .normal
        }
        return updated
    }

    /// Whether the style draws the white-on-tint look.
    private var isFilledStyle: Bool { style == .filled || style == .borderedProminent }

    /// The look's colours are the filled style's.
    private var showsFilledLook: Bool {
        isFilledStyle || look == .selected || look == .selectedHighlighted
    }

    /// The fill for the state, in `tint` (R23.8).
    func resolvedBackgroundColor(tint: UIColor) -> UIColor {
        if look == .disabled {
            return style == .plain || style == .borderless ? .clear : .tertiarySystemFill
        }
        var color: UIColor
        if let set = background.backgroundColor {
            color = set
        } else if showsFilledLook {
            color = baseBackgroundColor ?? tint
        } else {
            switch style {
            case .plain, .borderless: color = .clear
            case .tinted, .borderedTinted: color = Self.tintedFill(baseBackgroundColor ?? tint)
            case .gray, .bordered: color = baseBackgroundColor ?? .systemGray5
            case .filled, .borderedProminent: color = baseBackgroundColor ?? tint
            }
        }
        color = background.backgroundColorTransformer?(color) ?? color
        return isDimmed ? Self.dimmed(color) : color
    }

    /// The colour of the title, subtitle, template image and activity indicator for the
    /// state, in `tint` (R23.8).
    func resolvedForegroundColor(tint: UIColor) -> UIColor {
        if look == .disabled { return .tertiaryLabel }
        let color: UIColor
        if let baseForegroundColor {
            color = showsFilledLook && !isFilledStyle ? .white : baseForegroundColor
        } else {
            color = showsFilledLook ? .white : tint
        }
        return isDimmed ? Self.dimmed(color) : color
    }

    private var isDimmed: Bool { look == .highlighted || look == .selectedHighlighted }

    /// The tinted style's fill: the colour at 15 % of its alpha.
    static func tintedFill(_ color: UIColor) -> UIColor {
        UIColor { traits in
            let resolved = color.resolvedColor(with: traits)
            return resolved.withAlphaComponent(resolved.alpha * 0.15)
        }
    }

    /// A highlighted colour: 70 % of its alpha.
    static func dimmed(_ color: UIColor) -> UIColor {
        UIColor { traits in
            let resolved = color.resolvedColor(with: traits)
            return resolved.withAlphaComponent(resolved.alpha * 0.7)
        }
    }

    /// The corner radius for a button `height` tall (R23.9).
    func resolvedCornerRadius(height: CGFloat) -> CGFloat {
        switch cornerStyle {
        case .fixed: return background.cornerRadius
        case .small: return 4
        case .medium: return 8
        case .large: return 12
        case .capsule: return height / 2
        case .dynamic:
            switch buttonSize {
            case .mini, .small: return 4
            case .medium: return 8
            case .large: return 12
            }
        }
    }

    /// The size's title font (R23.9).
    var titleFont: UIFont {
        switch buttonSize {
        case .mini: .preferredFont(forTextStyle: .caption1)
        case .small: .preferredFont(forTextStyle: .footnote)
        case .medium, .large: .preferredFont(forTextStyle: .body)
        }
    }

    /// The size's subtitle font.
    var subtitleFont: UIFont {
        switch buttonSize {
        case .mini: .preferredFont(forTextStyle: .caption2)
        case .small: .preferredFont(forTextStyle: .caption1)
        case .medium, .large: .preferredFont(forTextStyle: .subheadline)
        }
    }

    /// The title as shown: its own attributes over the size's font and the state's colour,
    /// through `titleTextAttributesTransformer`.
    func resolvedTitle(foreground: UIColor) -> NSAttributedString? {
        Self.resolve(text: title, attributed: attributedTitle, font: titleFont, color: foreground,
                     transformer: titleTextAttributesTransformer)
    }

    /// The subtitle as shown.
    func resolvedSubtitle(foreground: UIColor) -> NSAttributedString? {
        Self.resolve(text: subtitle, attributed: attributedSubtitle, font: subtitleFont, color: foreground,
                     transformer: subtitleTextAttributesTransformer)
    }

    private static func resolve(text: String?, attributed: AttributedString?, font: UIFont, color: UIColor,
                                transformer: UIConfigurationTextAttributesTransformer?) -> NSAttributedString? {
        guard var string = attributed ?? text.map({ AttributedString($0) }), !string.characters.isEmpty else { return nil }
        // The string's own attributes win over the defaults; the transformer sees the result,
        // run by run.
        for run in string.runs {
            var container = AttributeContainer()
            container.font = run.font ?? font
            container.foregroundColor = run.foregroundColor ?? color
            if let transformer { container = transformer(container) }
            string[run.range].font = container.font
            string[run.range].foregroundColor = container.foregroundColor
        }
        return NSAttributedString(uiKit: string)
    }
}
