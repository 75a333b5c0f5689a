import Foundation

/// Rounding to whole pixels on the render pass's hot paths, without the call into the C library
/// that x86-64's baseline instruction set needs for `rounded(.down)` and `rounded(.up)`. As
/// `Int(_:)`, each traps beyond `Int`'s range: callers pass finite values of pixel size.
enum WholePixels {
    /// `Int(value.rounded(.down))`.
    @inline(__always)
    static func floor(_ value: Double) -> Int {
        let whole = Int(value)
        return Double(whole) > value ? whole - 1 : whole
    }

    /// `Int(value.rounded(.up))`.
    @inline(__always)
    static func ceil(_ value: Double) -> Int {
        let whole = Int(value)
        return Double(whole) < value ? whole + 1 : whole
    }

    /// `Int(value.rounded())`: to the nearest, halves away from zero. (`value` less its whole part
    /// is exact: below 2⁵² both are doubles of the same sign, and above it `value` is whole.)
    @inline(__always)
    static func round(_ value: Double) -> Int {
        let whole = Int(value)
        let rest = value - Double(whole)
        return rest >= 0.5 ? whole + 1 : rest <= -0.5 ? whole - 1 : whole
    }
}
