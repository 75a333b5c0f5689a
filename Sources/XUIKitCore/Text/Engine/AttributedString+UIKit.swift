import Foundation

// Swift's `AttributedString` for UIKit code: UIKit's attribute scope (`font`,
// `foregroundColor`, `backgroundColor`, `kern`) so `container.font = .boldSystemFont(ofSize: 17)`
// and `title.foregroundColor = .red` compile as on iOS, and the conversion to the
// `NSAttributedString` the text engine draws. Foundation on Linux has `AttributedString` but not
// UIKit's scope.

extension AttributeScopes {
    /// UIKit's text attributes for `AttributedString`, plus Foundation's.
    public struct UIKitAttributes: AttributeScope {
        /// The text's font.
        public let font: FontAttribute
        /// The text's colour.
        public let foregroundColor: ForegroundColorAttribute
        /// The colour behind the text.
        public let backgroundColor: BackgroundColorAttribute
        /// Extra space after each character, in points.
        public let kern: KernAttribute
        /// Foundation's attributes.
        public let foundation: FoundationAttributes

        /// The `UIFont` of a run (`NSAttributedString.Key.font`).
        public enum FontAttribute: AttributedStringKey {
            /// A `UIFont`.
            public typealias Value = UIFont
            /// UIKit's raw name.
            public static let name = NSAttributedString.Key.font.rawValue
        }

        /// The `UIColor` of a run's text (`NSAttributedString.Key.foregroundColor`).
        public enum ForegroundColorAttribute: AttributedStringKey {
            /// A `UIColor`.
            public typealias Value = UIColor
            /// UIKit's raw name.
            public static let name = NSAttributedString.Key.foregroundColor.rawValue
        }

        /// The `UIColor` behind a run (`NSAttributedString.Key.backgroundColor`).
        public enum BackgroundColorAttribute: AttributedStringKey {
            /// A `UIColor`.
            public typealias Value = UIColor
            /// UIKit's raw name.
            public static let name = NSAttributedString.Key.backgroundColor.rawValue
        }

        /// Extra space after each character (`NSAttributedString.Key.kern`).
        public enum KernAttribute: AttributedStringKey {
            /// Points.
            public typealias Value = CGFloat
            /// UIKit's raw name.
            public static let name = NSAttributedString.Key.kern.rawValue
        }
    }

    /// UIKit's scope, as `\.uiKit` in `AttributedString(_:including:)`.
    public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }
}

extension AttributeDynamicLookup {
    /// `string.font`, `container.foregroundColor` and the other UIKit attributes.
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.UIKitAttributes, T>) -> T {
        self[T.self]
    }
}

extension NSAttributedString {
    /// The string with its UIKit attributes (font, colours, kern) run by run; other attributes
    /// are dropped.
    public convenience init(uiKit string: AttributedString) {
        let result = NSMutableAttributedString(string: String(string.characters))
        var location = 0
        for run in string.runs {
            let length = String(string[run.range].characters).utf16.count
            var attributes: [NSAttributedString.Key: Any] = [:]
            if let font = run.font { attributes[.font] = font }
            if let color = run.foregroundColor { attributes[.foregroundColor] = color }
            if let color = run.backgroundColor { attributes[.backgroundColor] = color }
            if let kern = run.kern { attributes[.kern] = kern }
            if !attributes.isEmpty { result.addAttributes(attributes, range: NSRange(location: location, length: length)) }
            location += length
        }
        self.init(attributedString: result)
    }
}
