import Foundation

extension CGRect {
    /// Whether the two rectangles share some area. Foundation's `intersects` on Linux also
    /// answers true for rectangles that only touch along an edge, which would count the line of
    /// items just below the visible area as visible.
    func sharesArea(with other: CGRect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }
}
