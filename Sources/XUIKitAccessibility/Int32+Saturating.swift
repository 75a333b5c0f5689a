import Foundation

extension Int32 {
    /// `value` rounded toward zero into D-Bus's 32-bit integers, saturating: beyond ±2³¹ gives
    /// the nearest end, NaN gives 0. A frame from a NaN layout constant or a view placed at 1e12
    /// must answer `GetExtents`, not trap the app (`Int32(_:)` traps on both).
    init(saturating value: CGFloat) {
        if value.isNaN {
            self = 0
        } else if value >= CGFloat(Int32.max) {
            self = .max
        } else if value <= CGFloat(Int32.min) {
            self = .min
        } else {
            self = Int32(value)
        }
    }
}
