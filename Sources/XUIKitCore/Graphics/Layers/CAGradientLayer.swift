import Foundation

/// The shape of a `CAGradientLayer`'s gradient.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    /// The type's name.
    public let rawValue: String
    /// A type by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Along the line from `startPoint` to `endPoint` (the default).
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// An ellipse centred on `startPoint`, reaching `endPoint`'s x and y distances from it.
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// Around `startPoint`, starting in the direction of `endPoint` and turning clockwise.
    public static let conic = CAGradientLayerType(rawValue: "conic")
}

/// A layer that fills its bounds with a gradient of `colors` at `locations`: axial, radial or
/// conic (`type`), placed by `startPoint` and `endPoint` in unit coordinates of the bounds
/// (R29.8–R29.11). Its background and `contents` are drawn below the gradient, its sublayers above.
///
/// ```swift
/// let header = CAGradientLayer()
/// header.colors = [UIColor.systemBlue.cgColor, UIColor.systemPurple.cgColor]
/// header.startPoint = CGPoint(x: 0, y: 0.5)
/// header.endPoint = CGPoint(x: 1, y: 0.5)
/// ```
@preconcurrency @MainActor
open class CAGradientLayer: CALayer {
    /// The gradient's colours (`CGColor`s), from location 0 to 1; nil (nothing drawn) by default.
    /// Animatable.
    open var colors: [Any]? {
        didSet { if !Self.sameColours(colors, oldValue) { layerValueChanged("colors", from: oldValue) } }
    }
    /// Where each colour lies, from 0 to 1, increasing; nil (evenly spread) by default. Animatable.
    open var locations: [NSNumber]? {
        didSet { if locations != oldValue { layerValueChanged("locations", from: oldValue) } }
    }
    /// Where location 0 lies, in unit coordinates of the bounds; (0.5, 0), the top middle, by
    /// default. Animatable.
    open var startPoint = CGPoint(x: 0.5, y: 0) {
        didSet { if startPoint != oldValue { layerValueChanged("startPoint", from: oldValue) } }
    }
    /// Where location 1 lies, in unit coordinates of the bounds; (0.5, 1), the bottom middle, by
    /// default. Animatable.
    open var endPoint = CGPoint(x: 0.5, y: 1) {
        didSet { if endPoint != oldValue { layerValueChanged("endPoint", from: oldValue) } }
    }
    /// The gradient's shape; `.axial` by default.
    open var type: CAGradientLayerType = .axial {
        didSet { if type != oldValue { layerValueChanged("type", from: oldValue) } }
    }

    /// Creates a gradient layer with no colours.
    public override init() { super.init() }

    /// A copy of `layer`'s values, and its gradient when it is a `CAGradientLayer`.
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAGradientLayer else { return }
        colors = other.colors
        locations = other.locations
        startPoint = other.startPoint
        endPoint = other.endPoint
        type = other.type
    }

    /// XUIKit does not load layers from archives; this initializer always fails.
    public required init?(coder: NSCoder) { return nil }

    override class func makeInstance() -> CALayer { CAGradientLayer() }

    override func makePresentationCopy() -> CALayer { CAGradientLayer(layer: self) }

    /// The value of `colors`, `locations`, `startPoint`, `endPoint` or `type`, or of a `CALayer` key.
    open override func value(forKey key: String) -> Any? {
        switch key {
        case "colors": return colors
        case "locations": return locations
        case "startPoint": return startPoint
        case "endPoint": return endPoint
        case "type": return type
        default: return super.value(forKey: key)
        }
    }

    /// Sets `colors`, `locations`, `startPoint`, `endPoint` or `type`, or a `CALayer` key.
    open override func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "colors": if let v: [Any]? = LayerValue.optional(value, key) { colors = v }
        case "locations":
            if let numbers = value as? [CGFloat] {
                locations = numbers.map { NSNumber(value: Double($0)) }
            } else if let v: [NSNumber]? = LayerValue.optional(value, key) {
                locations = v
            }
        case "startPoint": if let v: CGPoint = LayerValue.cast(value, key) { startPoint = v }
        case "endPoint": if let v: CGPoint = LayerValue.cast(value, key) { endPoint = v }
        case "type": if let v: CAGradientLayerType = LayerValue.cast(value, key) { type = v }
        default: super.setValue(value, forKey: key)
        }
    }

    override func drawLayerContent(in context: CGContext) {
        guard let gradient = makeGradient() else { return }
        let rect = bounds
        guard rect.width > 0, rect.height > 0 else { return }
        func point(_ unit: CGPoint) -> CGPoint {
            CGPoint(x: rect.minX + unit.x * rect.width, y: rect.minY + unit.y * rect.height)
        }
        let start = point(startPoint), end = point(endPoint)
        context.saveGState()
        context.clip(to: rect)
        switch type {
        case .radial: drawRadial(gradient, center: start, reach: end, in: context)
        case .conic: drawConic(gradient, center: start, toward: end, in: rect, context: context)
        default:
            if start == end {
                // R29.9: no direction; the last colour fills the layer.
                fillLastColour(of: gradient, in: rect, context: context)
            } else {
                context.drawLinearGradient(gradient, start: start, end: end,
                                           options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
            }
        }
        context.restoreGState()
    }

    /// The gradient `colors` and `locations` describe; nil when there are no colours.
    func makeGradient() -> CGGradient? {
        guard let colors, !colors.isEmpty else { return nil }
        let colours = colors.compactMap { $0 as? UIColor }
        guard colours.count == colors.count else {
            Diagnostics.report("CAGradientLayer: colors must be CGColors, not \(colors.map { Swift.type(of: $0) }); nothing drawn")
            return nil
        }
        var spots = locations?.map { CGFloat($0.doubleValue) }
        if let given = spots, given.count != colours.count {
            Diagnostics.report("CAGradientLayer: \(colours.count) colors but \(given.count) locations; spreading the colours evenly")
            spots = nil
        }
        let evenly = colours.count == 1 ? [CGFloat(0)] : (0..<colours.count).map { CGFloat($0) / CGFloat(colours.count - 1) }
        let resolved = spots ?? evenly
        return CGGradient(stops: zip(colours, resolved).map { colour, location in
            CGGradient.Stop(location: location.isFinite ? min(1, max(0, location)) : 0,
                            red: colour.red, green: colour.green, blue: colour.blue, alpha: colour.alpha)
        })
    }

    /// Whether two `colors` values hold the same colours.
    static func sameColours(_ a: [Any]?, _ b: [Any]?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case let (a?, b?):
            return a.count == b.count && zip(a, b).allSatisfy { pair in
                guard let x = pair.0 as? UIColor, let y = pair.1 as? UIColor else { return false }
                return x == y
            }
        default: return false
        }
    }
}
