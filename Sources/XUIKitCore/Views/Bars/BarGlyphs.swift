import Foundation

/// The system items' glyphs, drawn with `UIBezierPath` in the current context: one small vector
/// path each, stroked (or filled) in the item's tint, in a square as UIKit draws its symbols.
/// Coordinates are written for a 22 × 22 square and scaled to the square asked for.
@MainActor
enum BarGlyphs {
    /// The glyphs the bars draw: the bar button system items, the tab bar's and the back chevron.
    enum Glyph: Equatable {
        case system(UIBarButtonItem.SystemItem)
        case tab(UITabBarItem.SystemItem)
        case backChevron
    }

    /// Draws `glyph` in the square `rect`, in `color`.
    static func draw(_ glyph: Glyph, in rect: CGRect, color: UIColor) {
        let scale = min(rect.width, rect.height) / 22
        let origin = CGPoint(x: rect.midX - 11 * scale, y: rect.midY - 11 * scale)
        func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: origin.x + x * scale, y: origin.y + y * scale) }
        let path = UIBezierPath()
        path.lineWidth = 1.8 * scale
        var filled = UIBezierPath()
        color.setStroke()
        color.setFill()
        switch glyph {
        case .backChevron:
            path.lineWidth = 2.6 * scale
            path.move(to: p(13, 3)); path.addLine(to: p(5, 11)); path.addLine(to: p(13, 19))
        case .system(let item):
            filled = system(item, path: path, p)
        case .tab(let item):
            filled = tab(item, path: path, p)
        }
        path.stroke()
        filled.fill()
    }

    /// Strokes into `path`; returns a path to fill.
    private static func system(_ item: UIBarButtonItem.SystemItem, path: UIBezierPath,
                               _ p: (CGFloat, CGFloat) -> CGPoint) -> UIBezierPath {
        let fill = UIBezierPath()
        switch item {
        case .add:
            path.move(to: p(11, 3)); path.addLine(to: p(11, 19))
            path.move(to: p(3, 11)); path.addLine(to: p(19, 11))
        case .compose:
            path.move(to: p(11, 4)); path.addLine(to: p(3, 4)); path.addLine(to: p(3, 19))
            path.addLine(to: p(18, 19)); path.addLine(to: p(18, 11))
            path.move(to: p(9, 13)); path.addLine(to: p(19, 3))
        case .reply:
            path.move(to: p(8, 4)); path.addLine(to: p(2, 10)); path.addLine(to: p(8, 16))
            path.move(to: p(2, 10)); path.addCurve(to: p(20, 19), controlPoint1: p(14, 10), controlPoint2: p(20, 12))
        case .action, .pageCurl:
            path.move(to: p(7, 8)); path.addLine(to: p(4, 8)); path.addLine(to: p(4, 21))
            path.addLine(to: p(18, 21)); path.addLine(to: p(18, 8)); path.addLine(to: p(15, 8))
            path.move(to: p(11, 14)); path.addLine(to: p(11, 1))
            path.move(to: p(7, 5)); path.addLine(to: p(11, 1)); path.addLine(to: p(15, 5))
        case .organize:
            path.move(to: p(2, 5)); path.addLine(to: p(8, 5)); path.addLine(to: p(10, 7)); path.addLine(to: p(20, 7))
            path.addLine(to: p(20, 18)); path.addLine(to: p(2, 18)); path.close()
        case .bookmarks:
            path.move(to: p(11, 5)); path.addCurve(to: p(2, 4), controlPoint1: p(8, 3), controlPoint2: p(4, 3))
            path.addLine(to: p(2, 18)); path.addCurve(to: p(11, 19), controlPoint1: p(5, 17), controlPoint2: p(9, 18))
            path.addCurve(to: p(20, 18), controlPoint1: p(13, 18), controlPoint2: p(17, 17))
            path.addLine(to: p(20, 4)); path.addCurve(to: p(11, 5), controlPoint1: p(18, 3), controlPoint2: p(14, 3))
            path.addLine(to: p(11, 19))
        case .search:
            oval(path, p, 3, 3, 14, 14)
            path.move(to: p(15, 15)); path.addLine(to: p(20, 20))
        case .refresh:
            let center = p(11, 12), radius = p(8, 0).x - p(0, 0).x
            path.addArc(withCenter: center, radius: radius, startAngle: -.pi / 3, endAngle: -.pi / 2 + 0.01, clockwise: true)
            fill.move(to: p(10, 1)); fill.addLine(to: p(15, 4)); fill.addLine(to: p(10, 7)); fill.close()
        case .stop:
            path.move(to: p(5, 5)); path.addLine(to: p(17, 17))
            path.move(to: p(17, 5)); path.addLine(to: p(5, 17))
        case .camera:
            path.move(to: p(2, 7)); path.addLine(to: p(7, 7)); path.addLine(to: p(9, 4)); path.addLine(to: p(13, 4))
            path.addLine(to: p(15, 7)); path.addLine(to: p(20, 7)); path.addLine(to: p(20, 18)); path.addLine(to: p(2, 18))
            path.close()
            oval(path, p, 7.5, 8.5, 7, 7)
        case .trash:
            path.move(to: p(2, 5)); path.addLine(to: p(20, 5))
            path.move(to: p(8, 5)); path.addLine(to: p(8, 2)); path.addLine(to: p(14, 2)); path.addLine(to: p(14, 5))
            path.move(to: p(4, 5)); path.addLine(to: p(5, 20)); path.addLine(to: p(17, 20)); path.addLine(to: p(18, 5))
            path.move(to: p(9, 9)); path.addLine(to: p(9, 16)); path.move(to: p(13, 9)); path.addLine(to: p(13, 16))
        case .play:
            fill.move(to: p(5, 3)); fill.addLine(to: p(19, 11)); fill.addLine(to: p(5, 19)); fill.close()
        case .pause:
            rect(fill, p, 5, 3, 4, 16)
            rect(fill, p, 13, 3, 4, 16)
        case .rewind:
            fill.move(to: p(11, 5)); fill.addLine(to: p(1, 11)); fill.addLine(to: p(11, 17)); fill.close()
            fill.move(to: p(21, 5)); fill.addLine(to: p(11, 11)); fill.addLine(to: p(21, 17)); fill.close()
        case .fastForward:
            fill.move(to: p(1, 5)); fill.addLine(to: p(11, 11)); fill.addLine(to: p(1, 17)); fill.close()
            fill.move(to: p(11, 5)); fill.addLine(to: p(21, 11)); fill.addLine(to: p(11, 17)); fill.close()
        case .undo:
            path.move(to: p(7, 3)); path.addLine(to: p(2, 8)); path.addLine(to: p(7, 13))
            path.move(to: p(2, 8)); path.addLine(to: p(14, 8))
            path.addCurve(to: p(14, 19), controlPoint1: p(21, 8), controlPoint2: p(21, 19)); path.addLine(to: p(6, 19))
        case .redo:
            path.move(to: p(15, 3)); path.addLine(to: p(20, 8)); path.addLine(to: p(15, 13))
            path.move(to: p(20, 8)); path.addLine(to: p(8, 8))
            path.addCurve(to: p(8, 19), controlPoint1: p(1, 8), controlPoint2: p(1, 19)); path.addLine(to: p(16, 19))
        case .close:
            oval(path, p, 1, 1, 20, 20)
            path.move(to: p(7.5, 7.5)); path.addLine(to: p(14.5, 14.5))
            path.move(to: p(14.5, 7.5)); path.addLine(to: p(7.5, 14.5))
        case .done, .cancel, .edit, .save, .flexibleSpace, .fixedSpace:
            break
        }
        return fill
    }

    /// The tab bar's system items: strokes into `path`; returns a path to fill.
    private static func tab(_ item: UITabBarItem.SystemItem, path: UIBezierPath,
                            _ p: (CGFloat, CGFloat) -> CGPoint) -> UIBezierPath {
        let fill = UIBezierPath()
        switch item {
        case .favorites, .featured, .topRated:
            fill.move(to: p(11, 1))
            for index in 1..<10 {
                let angle = -CGFloat.pi / 2 + CGFloat(index) * .pi / 5
                let radius: CGFloat = index % 2 == 0 ? 10 : 4.2
                fill.addLine(to: p(11 + radius * cos(angle), 11.5 + radius * sin(angle)))
            }
            fill.close()
        case .recents, .history, .mostRecent:
            oval(path, p, 1, 1, 20, 20)
            path.move(to: p(11, 5)); path.addLine(to: p(11, 11)); path.addLine(to: p(15, 14))
        case .contacts:
            oval(path, p, 7, 2, 8, 8)
            path.move(to: p(3, 20)); path.addCurve(to: p(19, 20), controlPoint1: p(3, 10), controlPoint2: p(19, 10))
        case .bookmarks:
            _ = system(.bookmarks, path: path, p)
        case .search:
            _ = system(.search, path: path, p)
        case .downloads:
            path.move(to: p(11, 2)); path.addLine(to: p(11, 15))
            path.move(to: p(5, 9)); path.addLine(to: p(11, 15)); path.addLine(to: p(17, 9))
            path.move(to: p(3, 20)); path.addLine(to: p(19, 20))
        case .more:
            for x in [CGFloat(4), 11, 18] {
                oval(fill, p, x - 2, 9, 4, 4)
            }
        case .mostViewed:
            for y in [CGFloat(5), 11, 17] {
                path.move(to: p(2, y)); path.addLine(to: p(20, y))
            }
        }
        return fill
    }

    /// Adds an ellipse in the glyph rectangle (x, y, w, h) to `path`, as four curves.
    private static func oval(_ path: UIBezierPath, _ p: (CGFloat, CGFloat) -> CGPoint,
                             _ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) {
        let k: CGFloat = 0.5523, rx = w / 2, ry = h / 2, cx = x + rx, cy = y + ry
        path.move(to: p(cx + rx, cy))
        path.addCurve(to: p(cx, cy + ry), controlPoint1: p(cx + rx, cy + k * ry), controlPoint2: p(cx + k * rx, cy + ry))
        path.addCurve(to: p(cx - rx, cy), controlPoint1: p(cx - k * rx, cy + ry), controlPoint2: p(cx - rx, cy + k * ry))
        path.addCurve(to: p(cx, cy - ry), controlPoint1: p(cx - rx, cy - k * ry), controlPoint2: p(cx - k * rx, cy - ry))
        path.addCurve(to: p(cx + rx, cy), controlPoint1: p(cx + k * rx, cy - ry), controlPoint2: p(cx + rx, cy - k * ry))
        path.close()
    }

    /// Adds the glyph rectangle (x, y, w, h) to `path`.
    private static func rect(_ path: UIBezierPath, _ p: (CGFloat, CGFloat) -> CGPoint,
                             _ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) {
        path.move(to: p(x, y)); path.addLine(to: p(x + w, y)); path.addLine(to: p(x + w, y + h))
        path.addLine(to: p(x, y + h)); path.close()
    }
}
