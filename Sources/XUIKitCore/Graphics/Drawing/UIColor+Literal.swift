import Foundation

/// `#colorLiteral(red:green:blue:alpha:)` makes a `UIColor` (R17.2). The compiler gives an
/// untyped colour literal the type `_ColorLiteralType`, which this module names `UIColor`, as
/// UIKit does: `let tint = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)` is a `UIColor`.
public typealias _ColorLiteralType = UIColor

extension UIColor: _ExpressibleByColorLiteral {
    /// The colour with these sRGB components, each 0…1, as `UIColor(red:green:blue:alpha:)`.
    public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
}
