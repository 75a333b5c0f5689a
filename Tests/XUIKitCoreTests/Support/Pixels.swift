import Foundation
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

/// An 8-bit RGB pixel read from a window surface.
struct RGB: Equatable, CustomStringConvertible {
    let r: Int, g: Int, b: Int
    var description: String { "rgb(\(r), \(g), \(b))" }
    var isWhite: Bool { r > 245 && g > 245 && b > 245 }
    /// Close to `other`, channel by channel, within `tolerance`.
    func near(_ other: RGB, _ tolerance: Int = 8) -> Bool {
        abs(r - other.r) <= tolerance && abs(g - other.g) <= tolerance && abs(b - other.b) <= tolerance
    }
    static let white = RGB(r: 255, g: 255, b: 255)
    static let black = RGB(r: 0, g: 0, b: 0)
    static let red = RGB(r: 255, g: 0, b: 0)
    static let blue = RGB(r: 0, g: 0, b: 255)
    /// UIColor.systemBlue.
    static let systemBlue = RGB(r: 0, g: 122, b: 255)
    /// UIColor.systemGreen.
    static let systemGreen = RGB(r: 52, g: 199, b: 89)
}

extension Harness {
    /// A harness whose screen is at `scale`: the window is made one point wider afterwards, so it
    /// takes the new scale (a window picks its scale up when its frame changes).
    static func scaled(_ scale: CGFloat, width: CGFloat, height: CGFloat) throws -> Harness {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: width, height: height))
        let backend = try #require(UIApplication.shared.backend as? HeadlessBackend)
        backend.displayScale = scale
        harness.window.frame = CGRect(x: 0, y: 0, width: width + 1, height: height)
        return harness
    }

    /// Draws pending work, then reads every pixel of the window, row by row, as 0xRRGGBB words.
    func everyPixel() -> [UInt32] {
        display()
        let surface = window.surface!
        var words: [UInt32] = []
        words.reserveCapacity(surface.width * surface.height)
        for y in 0..<surface.height {
            for x in 0..<surface.width {
                let p = surface.pixel(x: x, y: y)
                words.append(UInt32(p.red) << 16 | UInt32(p.green) << 8 | UInt32(p.blue))
            }
        }
        return words
    }

    /// Draws pending work, then reads one pixel of the window.
    func pixel(_ x: Int, _ y: Int) -> RGB {
        display()
        let p = window.surface!.pixel(x: x, y: y)
        return RGB(r: Int(p.red), g: Int(p.green), b: Int(p.blue))
    }

    /// The smallest rectangle holding every pixel of `area` that matches `predicate`, or nil.
    func ink(in area: CGRect, where predicate: (RGB) -> Bool = { !$0.isWhite }) -> CGRect? {
        display()
        let surface = window.surface!
        var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
        for y in Int(area.minY)..<Int(area.maxY) {
            for x in Int(area.minX)..<Int(area.maxX) {
                let p = surface.pixel(x: x, y: y)
                guard predicate(RGB(r: Int(p.red), g: Int(p.green), b: Int(p.blue))) else { continue }
                minX = min(minX, x); minY = min(minY, y); maxX = max(maxX, x); maxY = max(maxY, y)
            }
        }
        guard minX <= maxX else { return nil }
        return CGRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    /// How many rows of `area` hold at least one matching pixel, grouped into bands of adjacent
    /// rows: one band per line of text.
    func inkBands(in area: CGRect, where predicate: (RGB) -> Bool = { !$0.isWhite }) -> Int {
        display()
        let surface = window.surface!
        var bands = 0
        var previousRowHadInk = false
        for y in Int(area.minY)..<Int(area.maxY) {
            var rowHasInk = false
            for x in Int(area.minX)..<Int(area.maxX) {
                let p = surface.pixel(x: x, y: y)
                if predicate(RGB(r: Int(p.red), g: Int(p.green), b: Int(p.blue))) { rowHasInk = true; break }
            }
            if rowHasInk && !previousRowHadInk { bands += 1 }
            previousRowHadInk = rowHasInk
        }
        return bands
    }
}
