import Foundation

/// The direction a view arranges its content in: left to right (English) or right to left
/// (Arabic, Hebrew).
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    /// Leading is left.
    case leftToRight = 0
    /// Leading is right.
    case rightToLeft = 1

    /// The direction of the user's first preferred language (R36.8): right to left for Arabic,
    /// Hebrew, Persian, Urdu and the other right-to-left scripts' languages.
    static func forLanguages(_ languages: [String]) -> UIUserInterfaceLayoutDirection {
        guard let first = languages.first else { return .leftToRight }
        let language = LocalizationMatching.language(of: first)
        return rightToLeftLanguages.contains(language) ? .rightToLeft : .leftToRight
    }

    /// Languages written right to left.
    static let rightToLeftLanguages: Set<String> = ["ar", "he", "iw", "fa", "ur", "ps", "sd", "ug", "yi", "dv", "ckb", "ku"]

    /// The direction of `PreferredLanguages.current`.
    static var ofPreferredLanguages: UIUserInterfaceLayoutDirection { PreferredLanguages.layoutDirection }
}

/// The trait form of the layout direction, which can also be unspecified.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    /// Not known.
    case unspecified = -1
    /// Left to right.
    case leftToRight = 0
    /// Right to left.
    case rightToLeft = 1
}

/// What a view's content is, for choosing whether it flips under a right-to-left language.
public enum UISemanticContentAttribute: Int, Sendable {
    /// Ordinary content: it follows the layout direction.
    case unspecified = 0
    /// Playback controls (play, fast forward): always left to right.
    case playback
    /// Directional controls (arrows of a D-pad, text alignment buttons): always left to right.
    case spatial
    /// Always left to right.
    case forceLeftToRight
    /// Always right to left.
    case forceRightToLeft
}

extension UIApplication {
    /// The app's layout direction: right to left when the user's first preferred language is
    /// written so (``PreferredLanguages``; `LANGUAGE=ar` or `LANG=he_IL.UTF-8`) (R36.8).
    public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .ofPreferredLanguages }
}

extension UIView {
    /// The layout direction content with `attribute` takes in this app (R36.9): playback and
    /// spatial content and forced left-to-right are left to right, forced right-to-left is right
    /// to left, and unspecified content follows the app.
    public static func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        switch attribute {
        case .playback, .spatial, .forceLeftToRight: return .leftToRight
        case .forceRightToLeft: return .rightToLeft
        case .unspecified: return .ofPreferredLanguages
        }
    }

    /// The layout direction of `attribute` for content inside a view whose direction is
    /// `direction`.
    public static func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute,
                                                    relativeTo direction: UIUserInterfaceLayoutDirection) -> UIUserInterfaceLayoutDirection {
        attribute == .unspecified ? direction : userInterfaceLayoutDirection(for: attribute)
    }

    /// The direction this view arranges its own content in (R36.9): its
    /// `semanticContentAttribute`'s, where that is not `.unspecified`; else its superview's;
    /// else, at the top of a hierarchy, the app's.
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        var view: UIView? = self
        while let current = view {
            if current.semanticContentAttribute != .unspecified {
                return Self.userInterfaceLayoutDirection(for: current.semanticContentAttribute)
            }
            view = current.superview
        }
        return .ofPreferredLanguages
    }

    /// Whether this view's leading edge is its right edge.
    var isRightToLeft: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

    /// `frame` reflected across the middle of a superview `width` wide, for laying out right to
    /// left what was placed left to right; `offset`, a horizontal slide already in `frame` (a
    /// swipe), stays as it was.
    static func mirrored(_ frame: CGRect, inWidth width: CGFloat, keepingOffset offset: CGFloat = 0) -> CGRect {
        var mirrored = frame
        mirrored.origin.x = width - (frame.maxX - offset) + offset
        return mirrored
    }

    /// `alignment` with `.natural` made `.right` when this view lays out right to left (R36.11).
    func resolvedTextAlignment(_ alignment: NSTextAlignment) -> NSTextAlignment {
        alignment == .natural && isRightToLeft ? .right : alignment
    }
}

extension UIView {
    /// R36.9: after the attribute changed, the tree's constraints are solved again, and the
    /// subtree lays out, redraws and hears of its new traits.
    func semanticContentAttributeDidChange() {
        layoutEngineRoot.discardLayoutEngine()
        var pending: [UIView] = [self]
        while let view = pending.popLast() {
            view.setNeedsLayout()
            view.setNeedsDisplay()
            pending.append(contentsOf: view.subviews)
        }
        superview?.setNeedsLayout()
        reportTraitChanges()
    }
}
