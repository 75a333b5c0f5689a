import Foundation

/// Frames in device pixels as X11 carries them: positions are 16-bit signed and sizes 16-bit
/// unsigned on the wire (Xlib truncates its ints when it sends them). Frames come from the app —
/// a NaN out of a layout, a size of 1e300 — and a plain `Int32(_:)` of such a value traps, so
/// every frame the backend hands to Xlib goes through these (issue 25): NaN gives 0 (a size 1),
/// anything else is rounded and pinned to what the wire carries.
enum X11Coordinates {
    /// A window position: `value` rounded toward zero (as `Int32(_:)` does), pinned to -32 768...32 767; NaN gives 0.
    static func position(_ value: CGFloat) -> Int32 {
        guard !value.isNaN else { return 0 }
        return Int32(min(max(value.rounded(.towardZero), CGFloat(Int16.min)), CGFloat(Int16.max)))
    }

    /// A window size: `value` rounded up, pinned to 1...32 767 (X has no empty windows); NaN
    /// gives 1.
    static func size(_ value: CGFloat) -> UInt32 {
        guard !value.isNaN else { return 1 }
        return UInt32(min(max(value.rounded(.up), 1), CGFloat(Int16.max)))
    }

    /// A size hint (WM_NORMAL_HINTS' minimum size): as `size`, but 0 stays 0 (no minimum).
    static func sizeHint(_ value: CGFloat) -> Int32 {
        guard !value.isNaN, value > 0 else { return 0 }
        return Int32(size(value))
    }
}
