import Foundation

extension UIView {
    /// How a view places content of its own size in its bounds. The raw values are UIKit's.
    public enum ContentMode: Int, Sendable {
        /// Stretched to the bounds, whatever the aspect ratio.
        case scaleToFill = 0
        /// Scaled to fit inside the bounds, keeping the aspect ratio, centred.
        case scaleAspectFit = 1
        /// Scaled to cover the bounds, keeping the aspect ratio, centred (the overflow is clipped).
        case scaleAspectFill = 2
        /// Redrawn when the bounds change; placed as `.scaleToFill`.
        case redraw = 3
        /// At its size, centred.
        case center = 4
        case top = 5, bottom = 6, left = 7, right = 8
        case topLeft = 9, topRight = 10, bottomLeft = 11, bottomRight = 12

        /// Where content of `size` goes in `bounds` in this mode.
        func rect(for size: CGSize, in bounds: CGRect) -> CGRect {
            guard size.width > 0, size.height > 0 else { return bounds }
            switch self {
            case .scaleToFill, .redraw:
                return bounds
            case .scaleAspectFit, .scaleAspectFill:
                let ratioX = bounds.width / size.width, ratioY = bounds.height / size.height
                let ratio = self == .scaleAspectFit ? min(ratioX, ratioY) : max(ratioX, ratioY)
                let scaled = CGSize(width: size.width * ratio, height: size.height * ratio)
                return CGRect(x: bounds.midX - scaled.width / 2, y: bounds.midY - scaled.height / 2,
                              width: scaled.width, height: scaled.height)
            default:
                let x: CGFloat, y: CGFloat
                switch self {
                case .left, .topLeft, .bottomLeft: x = bounds.minX
                case .right, .topRight, .bottomRight: x = bounds.maxX - size.width
                default: x = bounds.midX - size.width / 2
                }
                switch self {
                case .top, .topLeft, .topRight: y = bounds.minY
                case .bottom, .bottomLeft, .bottomRight: y = bounds.maxY - size.height
                default: y = bounds.midY - size.height / 2
                }
                return CGRect(x: x, y: y, width: size.width, height: size.height)
            }
        }
    }
}
