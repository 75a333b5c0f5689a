import Foundation

// UIKit's system palette: each colour is dynamic, with Apple's published light and dark values
// (Human Interface Guidelines, "Color"; the iOS 17 SDK's values for the default contrast, and for
// increased contrast where Apple defines them: the colours and greys, R40.6).

extension UIColor {
    /// A dynamic colour that is `light` in the light appearance (and when the style is
    /// unspecified) and `dark` in the dark one.
    static func appearance(light: UIColor, dark: UIColor) -> UIColor {
        UIColor { $0.userInterfaceStyle == .dark ? dark : light }
    }

    /// A dynamic colour as `appearance(light:dark:)`, with Apple's increased-contrast values
    /// `high` (light, dark) when the collection's `accessibilityContrast` is `.high` (R40.6).
    static func appearance(light: UIColor, dark: UIColor, high: (light: UIColor, dark: UIColor)) -> UIColor {
        UIColor { traits in
            let isDark = traits.userInterfaceStyle == .dark
            if traits.accessibilityContrast == .high { return isDark ? high.dark : high.light }
            return isDark ? dark : light
        }
    }

    /// An opaque colour from 0–255 components.
    static func rgb(_ red: Int, _ green: Int, _ blue: Int) -> UIColor {
        UIColor(red: CGFloat(red) / 255, green: CGFloat(green) / 255, blue: CGFloat(blue) / 255, alpha: 1)
    }

    /// The colour of the system red: 255,59,48 light, 255,69,58 dark; increased contrast 215,0,21 light, 255,105,97 dark.
    public static let systemRed = appearance(light: UIColor(red: 1, green: 59.0 / 255, blue: 48.0 / 255, alpha: 1),
                                     dark: UIColor(red: 1, green: 69.0 / 255, blue: 58.0 / 255, alpha: 1),
                                     high: (rgb(215, 0, 21), rgb(255, 105, 97)))
    /// The colour of the system orange: 255,149,0 light, 255,159,10 dark; increased contrast 201,52,0 light, 255,179,64 dark.
    public static let systemOrange = appearance(light: UIColor(red: 1, green: 149.0 / 255, blue: 0, alpha: 1),
                                     dark: UIColor(red: 1, green: 159.0 / 255, blue: 10.0 / 255, alpha: 1),
                                     high: (rgb(201, 52, 0), rgb(255, 179, 64)))
    /// The colour of the system yellow: 255,204,0 light, 255,214,10 dark; increased contrast 178,80,0 light, 255,212,38 dark.
    public static let systemYellow = appearance(light: UIColor(red: 1, green: 204.0 / 255, blue: 0, alpha: 1),
                                     dark: UIColor(red: 1, green: 214.0 / 255, blue: 10.0 / 255, alpha: 1),
                                     high: (rgb(178, 80, 0), rgb(255, 212, 38)))
    /// The colour of the system green, the on colour of switches: 52,199,89 light, 48,209,88 dark; increased contrast 36,138,61 light, 48,219,91 dark.
    public static let systemGreen = appearance(light: UIColor(red: 52.0 / 255, green: 199.0 / 255, blue: 89.0 / 255, alpha: 1),
                                     dark: UIColor(red: 48.0 / 255, green: 209.0 / 255, blue: 88.0 / 255, alpha: 1),
                                     high: (rgb(36, 138, 61), rgb(48, 219, 91)))
    /// The colour of the system mint: 0,199,190 light, 99,230,226 dark; increased contrast 12,129,123 light, 102,212,207 dark.
    public static let systemMint = appearance(light: UIColor(red: 0, green: 199.0 / 255, blue: 190.0 / 255, alpha: 1),
                                     dark: UIColor(red: 99.0 / 255, green: 230.0 / 255, blue: 226.0 / 255, alpha: 1),
                                     high: (rgb(12, 129, 123), rgb(102, 212, 207)))
    /// The colour of the system teal: 48,176,199 light, 64,200,224 dark; increased contrast 0,130,153 light, 93,230,255 dark.
    public static let systemTeal = appearance(light: UIColor(red: 48.0 / 255, green: 176.0 / 255, blue: 199.0 / 255, alpha: 1),
                                     dark: UIColor(red: 64.0 / 255, green: 200.0 / 255, blue: 224.0 / 255, alpha: 1),
                                     high: (rgb(0, 130, 153), rgb(93, 230, 255)))
    /// The colour of the system cyan: 50,173,230 light, 100,210,255 dark; increased contrast 0,113,164 light, 112,215,255 dark.
    public static let systemCyan = appearance(light: UIColor(red: 50.0 / 255, green: 173.0 / 255, blue: 230.0 / 255, alpha: 1),
                                     dark: UIColor(red: 100.0 / 255, green: 210.0 / 255, blue: 1, alpha: 1),
                                     high: (rgb(0, 113, 164), rgb(112, 215, 255)))
    /// The colour of the system blue, the default tint colour: 0,122,255 light, 10,132,255 dark; increased contrast 0,64,221 light, 64,156,255 dark.
    public static let systemBlue = appearance(light: UIColor(red: 0, green: 122.0 / 255, blue: 1, alpha: 1),
                                     dark: UIColor(red: 10.0 / 255, green: 132.0 / 255, blue: 1, alpha: 1),
                                     high: (rgb(0, 64, 221), rgb(64, 156, 255)))
    /// The colour of the system indigo: 88,86,214 light, 94,92,230 dark; increased contrast 54,52,163 light, 125,122,255 dark.
    public static let systemIndigo = appearance(light: UIColor(red: 88.0 / 255, green: 86.0 / 255, blue: 214.0 / 255, alpha: 1),
                                     dark: UIColor(red: 94.0 / 255, green: 92.0 / 255, blue: 230.0 / 255, alpha: 1),
                                     high: (rgb(54, 52, 163), rgb(125, 122, 255)))
    /// The colour of the system purple: 175,82,222 light, 191,90,242 dark; increased contrast 137,68,171 light, 218,143,255 dark.
    public static let systemPurple = appearance(light: UIColor(red: 175.0 / 255, green: 82.0 / 255, blue: 222.0 / 255, alpha: 1),
                                     dark: UIColor(red: 191.0 / 255, green: 90.0 / 255, blue: 242.0 / 255, alpha: 1),
                                     high: (rgb(137, 68, 171), rgb(218, 143, 255)))
    /// The colour of the system pink: 255,45,85 light, 255,55,95 dark; increased contrast 211,15,69 light, 255,100,130 dark.
    public static let systemPink = appearance(light: UIColor(red: 1, green: 45.0 / 255, blue: 85.0 / 255, alpha: 1),
                                     dark: UIColor(red: 1, green: 55.0 / 255, blue: 95.0 / 255, alpha: 1),
                                     high: (rgb(211, 15, 69), rgb(255, 100, 130)))
    /// The colour of the system brown: 162,132,94 light, 172,142,104 dark; increased contrast 127,101,69 light, 181,148,105 dark.
    public static let systemBrown = appearance(light: UIColor(red: 162.0 / 255, green: 132.0 / 255, blue: 94.0 / 255, alpha: 1),
                                     dark: UIColor(red: 172.0 / 255, green: 142.0 / 255, blue: 104.0 / 255, alpha: 1),
                                     high: (rgb(127, 101, 69), rgb(181, 148, 105)))
    /// The colour of the base system grey: 142,142,147 light, 142,142,147 dark; increased contrast 108,108,112 light, 174,174,178 dark.
    public static let systemGray = appearance(light: UIColor(red: 142.0 / 255, green: 142.0 / 255, blue: 147.0 / 255, alpha: 1),
                                     dark: UIColor(red: 142.0 / 255, green: 142.0 / 255, blue: 147.0 / 255, alpha: 1),
                                     high: (rgb(108, 108, 112), rgb(174, 174, 178)))
    /// The colour of the second system grey: 174,174,178 light, 99,99,102 dark; increased contrast 142,142,147 light, 124,124,128 dark.
    public static let systemGray2 = appearance(light: UIColor(red: 174.0 / 255, green: 174.0 / 255, blue: 178.0 / 255, alpha: 1),
                                     dark: UIColor(red: 99.0 / 255, green: 99.0 / 255, blue: 102.0 / 255, alpha: 1),
                                     high: (rgb(142, 142, 147), rgb(124, 124, 128)))
    /// The colour of the third system grey: 199,199,204 light, 72,72,74 dark; increased contrast 174,174,178 light, 84,84,86 dark.
    public static let systemGray3 = appearance(light: UIColor(red: 199.0 / 255, green: 199.0 / 255, blue: 204.0 / 255, alpha: 1),
                                     dark: UIColor(red: 72.0 / 255, green: 72.0 / 255, blue: 74.0 / 255, alpha: 1),
                                     high: (rgb(174, 174, 178), rgb(84, 84, 86)))
    /// The colour of the fourth system grey: 209,209,214 light, 58,58,60 dark; increased contrast 188,188,192 light, 68,68,70 dark.
    public static let systemGray4 = appearance(light: UIColor(red: 209.0 / 255, green: 209.0 / 255, blue: 214.0 / 255, alpha: 1),
                                     dark: UIColor(red: 58.0 / 255, green: 58.0 / 255, blue: 60.0 / 255, alpha: 1),
                                     high: (rgb(188, 188, 192), rgb(68, 68, 70)))
    /// The colour of the fifth system grey, the track of a switch that is off: 229,229,234 light, 44,44,46 dark; increased contrast 216,216,220 light, 54,54,56 dark.
    public static let systemGray5 = appearance(light: UIColor(red: 229.0 / 255, green: 229.0 / 255, blue: 234.0 / 255, alpha: 1),
                                     dark: UIColor(red: 44.0 / 255, green: 44.0 / 255, blue: 46.0 / 255, alpha: 1),
                                     high: (rgb(216, 216, 220), rgb(54, 54, 56)))
    /// The colour of the sixth (lightest in light mode) system grey: 242,242,247 light, 28,28,30 dark; increased contrast 235,235,240 light, 36,36,38 dark.
    public static let systemGray6 = appearance(light: UIColor(red: 242.0 / 255, green: 242.0 / 255, blue: 247.0 / 255, alpha: 1),
                                     dark: UIColor(red: 28.0 / 255, green: 28.0 / 255, blue: 30.0 / 255, alpha: 1),
                                     high: (rgb(235, 235, 240), rgb(36, 36, 38)))
    /// The colour of primary text: 0,0,0 light, 255,255,255 dark.
    public static let label = appearance(light: UIColor(red: 0, green: 0, blue: 0, alpha: 1),
                                     dark: UIColor(red: 1, green: 1, blue: 1, alpha: 1))
    /// The colour of secondary text: 60,60,67 light, 235,235,245 dark (alpha 0.6 / 0.6).
    public static let secondaryLabel = appearance(light: UIColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.6),
                                     dark: UIColor(red: 235.0 / 255, green: 235.0 / 255, blue: 245.0 / 255, alpha: 0.6))
    /// The colour of tertiary text: 60,60,67 light, 235,235,245 dark (alpha 0.3 / 0.3).
    public static let tertiaryLabel = appearance(light: UIColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.3),
                                     dark: UIColor(red: 235.0 / 255, green: 235.0 / 255, blue: 245.0 / 255, alpha: 0.3))
    /// The colour of quaternary text: 60,60,67 light, 235,235,245 dark (alpha 0.18 / 0.16).
    public static let quaternaryLabel = appearance(light: UIColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.18),
                                     dark: UIColor(red: 235.0 / 255, green: 235.0 / 255, blue: 245.0 / 255, alpha: 0.16))
    /// The colour of placeholder text in text fields: 60,60,67 light, 235,235,245 dark (alpha 0.3 / 0.3).
    public static let placeholderText = appearance(light: UIColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.3),
                                     dark: UIColor(red: 235.0 / 255, green: 235.0 / 255, blue: 245.0 / 255, alpha: 0.3))
    /// The colour of links: 0,122,255 light, 9,132,255 dark.
    public static let link = appearance(light: UIColor(red: 0, green: 122.0 / 255, blue: 1, alpha: 1),
                                     dark: UIColor(red: 9.0 / 255, green: 132.0 / 255, blue: 1, alpha: 1))
    /// The colour of thin separator lines, which let content show through: 60,60,67 light, 84,84,88 dark (alpha 0.29 / 0.6).
    public static let separator = appearance(light: UIColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.29),
                                     dark: UIColor(red: 84.0 / 255, green: 84.0 / 255, blue: 88.0 / 255, alpha: 0.6))
    /// The colour of separator lines that hide what is under them: 198,198,200 light, 56,56,58 dark.
    public static let opaqueSeparator = appearance(light: UIColor(red: 198.0 / 255, green: 198.0 / 255, blue: 200.0 / 255, alpha: 1),
                                     dark: UIColor(red: 56.0 / 255, green: 56.0 / 255, blue: 58.0 / 255, alpha: 1))
    /// The colour of fills of thin and small shapes, such as a slider's track: 120,120,128 light, 120,120,128 dark (alpha 0.2 / 0.36).
    public static let systemFill = appearance(light: UIColor(red: 120.0 / 255, green: 120.0 / 255, blue: 128.0 / 255, alpha: 0.2),
                                     dark: UIColor(red: 120.0 / 255, green: 120.0 / 255, blue: 128.0 / 255, alpha: 0.36))
    /// The colour of fills of medium-size shapes, such as a switch's off track: 120,120,128 light, 120,120,128 dark (alpha 0.16 / 0.32).
    public static let secondarySystemFill = appearance(light: UIColor(red: 120.0 / 255, green: 120.0 / 255, blue: 128.0 / 255, alpha: 0.16),
                                     dark: UIColor(red: 120.0 / 255, green: 120.0 / 255, blue: 128.0 / 255, alpha: 0.32))
    /// The colour of fills of large shapes, such as a search field: 118,118,128 light, 118,118,128 dark (alpha 0.12 / 0.24).
    public static let tertiarySystemFill = appearance(light: UIColor(red: 118.0 / 255, green: 118.0 / 255, blue: 128.0 / 255, alpha: 0.12),
                                     dark: UIColor(red: 118.0 / 255, green: 118.0 / 255, blue: 128.0 / 255, alpha: 0.24))
    /// The colour of fills of large areas with complex content: 116,116,128 light, 118,118,128 dark (alpha 0.08 / 0.18).
    public static let quaternarySystemFill = appearance(light: UIColor(red: 116.0 / 255, green: 116.0 / 255, blue: 128.0 / 255, alpha: 0.08),
                                     dark: UIColor(red: 118.0 / 255, green: 118.0 / 255, blue: 128.0 / 255, alpha: 0.18))
    /// The colour of the background of the main interface: 255,255,255 light, 0,0,0 dark.
    public static let systemBackground = appearance(light: UIColor(red: 1, green: 1, blue: 1, alpha: 1),
                                     dark: UIColor(red: 0, green: 0, blue: 0, alpha: 1))
    /// The colour of content layered on the main background: 242,242,247 light, 28,28,30 dark.
    public static let secondarySystemBackground = appearance(light: UIColor(red: 242.0 / 255, green: 242.0 / 255, blue: 247.0 / 255, alpha: 1),
                                     dark: UIColor(red: 28.0 / 255, green: 28.0 / 255, blue: 30.0 / 255, alpha: 1))
    /// The colour of content layered on the secondary background: 255,255,255 light, 44,44,46 dark.
    public static let tertiarySystemBackground = appearance(light: UIColor(red: 1, green: 1, blue: 1, alpha: 1),
                                     dark: UIColor(red: 44.0 / 255, green: 44.0 / 255, blue: 46.0 / 255, alpha: 1))
    /// The colour of the background of a grouped interface: 242,242,247 light, 0,0,0 dark.
    public static let systemGroupedBackground = appearance(light: UIColor(red: 242.0 / 255, green: 242.0 / 255, blue: 247.0 / 255, alpha: 1),
                                     dark: UIColor(red: 0, green: 0, blue: 0, alpha: 1))
    /// The colour of content layered on the grouped background: 255,255,255 light, 28,28,30 dark.
    public static let secondarySystemGroupedBackground = appearance(light: UIColor(red: 1, green: 1, blue: 1, alpha: 1),
                                     dark: UIColor(red: 28.0 / 255, green: 28.0 / 255, blue: 30.0 / 255, alpha: 1))
    /// The colour of content layered on the secondary grouped background: 242,242,247 light, 44,44,46 dark.
    public static let tertiarySystemGroupedBackground = appearance(light: UIColor(red: 242.0 / 255, green: 242.0 / 255, blue: 247.0 / 255, alpha: 1),
                                     dark: UIColor(red: 44.0 / 255, green: 44.0 / 255, blue: 46.0 / 255, alpha: 1))
    /// The tint colour views inherit when none is set: the system blue (UIKit's `UIColor.tintColor`).
    public static let tintColor = UIColor { systemBlue.resolvedColor(with: $0) }
    /// Text that is dark in every appearance (black).
    public static let darkText = UIColor.black
    /// Text that is light in every appearance (white at 60 %).
    public static let lightText = UIColor(white: 1, alpha: 0.6)
}
