extension UIImage {
    /// The image's pixels as an icon a backend can show (`ApplicationIcon`), or nil for an
    /// empty image.
    var applicationIcon: ApplicationIcon? {
        var pixels: [UInt32] = []
        pixels.reserveCapacity(pixelWidth * pixelHeight)
        for y in 0..<pixelHeight {
            for x in 0..<pixelWidth {
                guard let p = pixel(x: x, y: y) else { return nil }
                pixels.append(UInt32(p.alpha) << 24 | UInt32(p.red) << 16 | UInt32(p.green) << 8 | UInt32(p.blue))
            }
        }
        return ApplicationIcon(width: pixelWidth, height: pixelHeight, pixels: pixels)
    }
}
