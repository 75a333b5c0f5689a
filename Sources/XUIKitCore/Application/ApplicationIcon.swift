/// An app's icon as a backend receives it: straight (not premultiplied) ARGB pixels, one
/// `UInt32` each (alpha in the top byte), row by row from the top-left — the layout of X11's
/// `_NET_WM_ICON`.
public struct ApplicationIcon: Sendable, Equatable {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// `width * height` pixels, row by row.
    public let pixels: [UInt32]

    /// An icon of the given pixels; nil when `pixels` does not hold `width * height` of them or
    /// a side is not positive.
    public init?(width: Int, height: Int, pixels: [UInt32]) {
        guard width > 0, height > 0, pixels.count == width * height else { return nil }
        self.width = width
        self.height = height
        self.pixels = pixels
    }
}
