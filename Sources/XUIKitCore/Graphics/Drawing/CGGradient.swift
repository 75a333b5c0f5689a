import CCairo
import Foundation

/// Core Foundation's array as Core Graphics calls take it: ported code writes
/// `CGGradient(colorsSpace:colors: [a.cgColor, b.cgColor] as CFArray, locations:)`, or
/// `colors as NSArray as CFArray`, and on Linux Foundation exports no `CFArray`. Here it is
/// `NSArray`, the class Core Foundation's array is toll-free bridged with, so both lines compile
/// unchanged and mean what they say (a Swift array converts to it with `as`).
public typealias CFArray = NSArray

/// A smooth change between colours at locations from 0 to 1, drawn by
/// `CGContext.drawLinearGradient(_:start:end:options:)` and
/// `drawRadialGradient(_:startCenter:startRadius:endCenter:endRadius:options:)`, and by
/// `CAGradientLayer` (R29.2).
public final class CGGradient: Sendable {
    /// One colour at one location, in non-premultiplied sRGB components.
    struct Stop: Equatable, Sendable {
        var location: CGFloat
        var red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat
    }

    /// The colours in the order given, their locations clamped to 0…1.
    let stops: [Stop]

    init(stops: [Stop]) { self.stops = stops }

    /// A gradient through `colors` (`CGColor`s, which are `UIColor`s in XUIKit) at `locations`.
    /// Nil `locations` spread the colours evenly from 0 to 1, as Core Graphics does. Nil (with a
    /// diagnostic) when `colors` is empty, holds something that is not a colour, or `locations`
    /// has another count. `space` is accepted for Core Graphics' signature; colours draw as sRGB.
    public convenience init?(colorsSpace space: CGColorSpace?, colors: [Any], locations: [CGFloat]?) {
        let colours = colors.compactMap { $0 as? UIColor }
        guard !colours.isEmpty, colours.count == colors.count else {
            Self.report("CGGradient: colors must be one or more CGColors, not \(colors.map { type(of: $0) }); no gradient")
            return nil
        }
        guard let spots = Self.locations(locations, count: colours.count) else { return nil }
        self.init(stops: zip(colours, spots).map { colour, location in
            Stop(location: location, red: colour.red, green: colour.green, blue: colour.blue, alpha: colour.alpha)
        })
    }

    /// A gradient through the colours of a `CFArray` (`[...] as CFArray`), as Core Graphics takes
    /// them.
    public convenience init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: [CGFloat]?) {
        self.init(colorsSpace: space, colors: Array(colors), locations: locations)
    }

    /// As Core Graphics declares it: `locations` points at one location for each colour
    /// (`&locations` of a `[CGFloat]`), or is nil. The other forms take an array, which is chosen
    /// when both fit.
    @_disfavoredOverload
    public convenience init?(colorsSpace space: CGColorSpace?, colors: [Any], locations: UnsafePointer<CGFloat>?) {
        self.init(colorsSpace: space, colors: colors,
                  locations: locations.map { Array(UnsafeBufferPointer(start: $0, count: colors.count)) })
    }

    /// A `CFArray` of colours, with `locations` as Core Graphics declares it.
    @_disfavoredOverload
    public convenience init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
        self.init(colorsSpace: space, colors: Array(colors), locations: locations)
    }

    /// A gradient of `count` colours whose components (each colour's `space` components, then
    /// alpha) follow one another in `colorComponents`. Nil `locations` spread the colours evenly.
    /// Nil (with a diagnostic) when there are too few components or locations.
    public convenience init?(colorSpace space: CGColorSpace, colorComponents: [CGFloat], locations: [CGFloat]?, count: Int) {
        let perColour = space.numberOfComponents + 1
        guard count > 0, colorComponents.count >= count * perColour else {
            Self.report("CGGradient: \(count) colours need \(count * perColour) components, not \(colorComponents.count); no gradient")
            return nil
        }
        guard let spots = Self.locations(locations.map { Array($0.prefix(count)) }, count: count) else { return nil }
        self.init(stops: (0..<count).map { index in
            let c = Array(colorComponents[(index * perColour)..<((index + 1) * perColour)])
            let (r, g, b) = perColour == 2 ? (c[0], c[0], c[0]) : (c[0], c[1], c[2])
            return Stop(location: spots[index], red: r, green: g, blue: b, alpha: c[perColour - 1])
        })
    }

    /// The locations given, clamped to 0…1, or evenly spread ones.
    private static func locations(_ given: [CGFloat]?, count: Int) -> [CGFloat]? {
        guard let given else {
            return count == 1 ? [0] : (0..<count).map { CGFloat($0) / CGFloat(count - 1) }
        }
        guard given.count == count else {
            Self.report("CGGradient: \(count) colours need \(count) locations, not \(given.count); no gradient")
            return nil
        }
        return given.map { $0.isFinite ? min(1, max(0, $0)) : 0 }
    }

    /// A diagnostic line: through `Diagnostics` on the main actor, straight to stderr elsewhere
    /// (gradients may be made on any thread).
    static func report(_ message: String) {
        Diagnostics.reportFromAnyThread(message)
    }

    /// Adds the stops to a Cairo gradient pattern, every alpha multiplied by `alpha`.
    func addStops(to pattern: OpaquePointer, alpha: CGFloat) {
        for stop in stops {
            cairo_pattern_add_color_stop_rgba(pattern, Double(stop.location), Double(stop.red), Double(stop.green),
                                              Double(stop.blue), Double(stop.alpha * alpha))
        }
    }
}
