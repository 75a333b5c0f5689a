import Foundation

/// A scroll view's two scroll indicators: their settings, how opaque they are now, and where they
/// go. `UIScrollView+Indicators.swift` shows and fades them; they are the scroll view's overlay,
/// which the render pass draws above its content (`UIScrollView.drawScrollIndicators`).
///
/// The measures copy iOS as Flutter's `CupertinoScrollbar` measured it (packages/flutter/lib/src/
/// cupertino/scrollbar.dart, "extracted from iOS 13" by screenshots and Debug View Hierarchy):
/// a bar 3 pt thick, 3 pt from the view's edge and from the ends of its track, corners rounded to
/// half its thickness, never shorter than 36 pt, shrinking to no less than 8 pt while the content
/// is pulled past an end; it stays 1.2 s after scrolling stops, then fades out over 0.25 s. The
/// colours are the same measurements: black at 35 % on light content, white at 50 % on dark.
@MainActor
final class ScrollIndicators {
    // MARK: Measures (points and seconds)

    /// How thick a bar is.
    static let thickness: CGFloat = 3
    /// The gap between a bar and the view's edge it runs along, and at the ends of its track.
    static let margin: CGFloat = 3
    /// The shortest a bar gets from the proportion of visible content.
    static let minimumLength: CGFloat = 36
    /// The shortest a bar gets while the content is pulled past an end.
    static let minimumOverscrollLength: CGFloat = 8
    /// How long the bars stay at full opacity after scrolling stops.
    static let holdDuration: TimeInterval = 1.2
    /// How long they take to fade out after that.
    static let fadeDuration: TimeInterval = 0.25
    /// How far the `.default` style's contrasting border reaches outside the bar.
    static let borderWidth: CGFloat = 1

    // MARK: Colours (one place, to swap for system colours)

    /// A dark bar, for light content (`.black`, and `.default` in the light appearance).
    nonisolated static let darkFill = UIColor(red: 0, green: 0, blue: 0, alpha: 0.35)
    /// A light bar, for dark content (`.white`, and `.default` in the dark appearance).
    nonisolated static let lightFill = UIColor(red: 1, green: 1, blue: 1, alpha: 0.5)
    /// The `.default` style's bar: dark in the light appearance, light in the dark one.
    nonisolated static let defaultFill = UIColor { $0.userInterfaceStyle == .dark ? lightFill : darkFill }
    /// The `.default` style's border, the opposite of its bar so it shows on any content.
    nonisolated static let defaultBorder = UIColor { traits in
        traits.userInterfaceStyle == .dark ? UIColor(red: 0, green: 0, blue: 0, alpha: 0.35) : UIColor(red: 1, green: 1, blue: 1, alpha: 0.35)
    }

    // MARK: Settings

    var showsVertical = true
    var showsHorizontal = true
    var style: UIScrollView.IndicatorStyle = .default
    var verticalInsets: UIEdgeInsets = .zero
    var horizontalInsets: UIEdgeInsets = .zero

    // MARK: State

    /// How opaque both bars are now: 1 while scrolling and for the hold after it, falling to 0
    /// during the fade, 0 when hidden.
    var alpha: CGFloat = 0
    /// The timer that ends the hold, while one runs.
    var holdToken: EventScheduler.Token?
    /// When the fade under way began (it runs on the animation clock's frames).
    var fadeBegin: TimeInterval?

    /// Whether the scroll indicators are waiting to fade or fading.
    var isSettling: Bool { holdToken != nil || fadeBegin != nil }

    // MARK: Geometry

    /// Where the bars are for a scroll view with `bounds` (its coordinates), `contentSize` and
    /// `contentInset`: nil for an axis whose indicator is off or whose content (with its insets)
    /// is not larger than the view.
    func frames(bounds: CGRect, contentSize: CGSize, contentInset: UIEdgeInsets) -> (vertical: CGRect?, horizontal: CGRect?) {
        let contentHeight = contentSize.height + contentInset.top + contentInset.bottom
        let contentWidth = contentSize.width + contentInset.left + contentInset.right
        let vertical = showsVertical && contentHeight > bounds.height && bounds.height > 0
        let horizontal = showsHorizontal && contentWidth > bounds.width && bounds.width > 0
        let t = Self.thickness, m = Self.margin
        var verticalFrame: CGRect?
        if vertical {
            let insets = verticalInsets
            let start = bounds.minY + m + insets.top
            let end = bounds.maxY - m - insets.bottom - (horizontal ? t + m : 0)
            if let bar = Self.bar(track: start...max(start, end), visible: bounds.height, content: contentHeight,
                                  position: bounds.minY + contentInset.top) {
                verticalFrame = CGRect(x: bounds.maxX - m - t - insets.right, y: bar.start, width: t, height: bar.length)
            }
        }
        var horizontalFrame: CGRect?
        if horizontal {
            let insets = horizontalInsets
            let start = bounds.minX + m + insets.left
            let end = bounds.maxX - m - insets.right - (vertical ? t + m : 0)
            if let bar = Self.bar(track: start...max(start, end), visible: bounds.width, content: contentWidth,
                                  position: bounds.minX + contentInset.left) {
                horizontalFrame = CGRect(x: bar.start, y: bounds.maxY - m - t - insets.bottom, width: bar.length, height: t)
            }
        }
        return (verticalFrame, horizontalFrame)
    }

    /// One bar along `track`: as long as the track times the visible part of the content (at
    /// least `minimumLength`), placed as far along as the content is scrolled (`position` from 0
    /// to `content − visible`), and past either end pinned there and shorter by the overshoot
    /// (at least `minimumOverscrollLength`). Nil when the track has no room or a value is not finite.
    static func bar(track: ClosedRange<CGFloat>, visible: CGFloat, content: CGFloat, position: CGFloat) -> (start: CGFloat, length: CGFloat)? {
        let trackLength = track.upperBound - track.lowerBound
        let range = content - visible
        guard trackLength > 0, range > 0, trackLength.isFinite, position.isFinite, content.isFinite else { return nil }
        var length = min(trackLength, max(minimumLength, trackLength * visible / content))
        let overshoot = position < 0 ? -position : max(0, position - range)
        if overshoot > 0 { length = max(min(length, minimumOverscrollLength), length - overshoot) }
        let fraction = min(1, max(0, position / range))
        return (track.lowerBound + fraction * (trackLength - length), length)
    }

    /// The area a bar at `frame` may paint: its `.default` border reaches outside it.
    static func paintedArea(of frame: CGRect) -> CGRect {
        frame.insetBy(dx: -borderWidth - 1, dy: -borderWidth - 1)
    }

    // MARK: Drawing

    /// Fills the bar at `frame` (already in the context's space) with the style's colours,
    /// resolved for the appearance being drawn, at the indicators' `alpha`.
    func draw(_ frame: CGRect, in context: CGContext) {
        let traits = UITraitCollection.current
        let fill: UIColor
        var border: UIColor?
        switch style {
        case .black: fill = Self.darkFill
        case .white: fill = Self.lightFill
        case .default:
            fill = Self.defaultFill.resolvedColor(with: traits)
            border = Self.defaultBorder.resolvedColor(with: traits)
        }
        context.saveGState()
        context.setAlpha(alpha)
        if let border {
            let outer = frame.insetBy(dx: -Self.borderWidth, dy: -Self.borderWidth)
            Self.addRoundedBar(outer, to: context)
            Self.addRoundedBar(frame, to: context)
            context.setFillColor(border)
            context.fillPathEvenOdd()
        }
        Self.addRoundedBar(frame, to: context)
        context.setFillColor(fill)
        context.fillPath()
        context.restoreGState()
    }

    /// Adds `rect` with its short sides fully rounded to the path.
    private static func addRoundedBar(_ rect: CGRect, to context: CGContext) {
        let r = min(rect.width, rect.height) / 2
        let x = rect.minX, y = rect.minY, maxX = rect.maxX, maxY = rect.maxY
        let half = CGFloat(Double.pi / 2)
        context.beginSubpath()
        context.addArc(center: CGPoint(x: maxX - r, y: y + r), radius: r, startAngle: -half, endAngle: 0, clockwise: true)
        context.addArc(center: CGPoint(x: maxX - r, y: maxY - r), radius: r, startAngle: 0, endAngle: half, clockwise: true)
        context.addArc(center: CGPoint(x: x + r, y: maxY - r), radius: r, startAngle: half, endAngle: 2 * half, clockwise: true)
        context.addArc(center: CGPoint(x: x + r, y: y + r), radius: r, startAngle: 2 * half, endAngle: 3 * half, clockwise: true)
        context.closePath()
    }
}
