import Foundation

/// A layer that draws a path: filled, stroked, or both, as Core Animation's shape layer does.
///
/// A progress ring is a shape layer whose `path` is a circle, with `strokeEnd` animated from 0 to
/// 1. The path is in the layer's coordinates and is not clipped to its bounds. The fill is drawn
/// first and covers the whole path whatever `strokeStart` and `strokeEnd` say; the stroke is
/// centred on the path (R28.5–R28.8). Drawing lives in CAShapeLayer+Drawing.swift, the path
/// measuring behind partial strokes in Drawing/CGPath+Length.swift.
@preconcurrency @MainActor
open class CAShapeLayer: CALayer {
    // `@exclusivity(unchecked)` on the stored properties the layer painter, the tree extent and
    // the animation driver read for every layer on every frame: they skip Swift's run-time
    // exclusivity check (a runtime call and a thread-local lookup per access, ~8 % of a frame of
    // 1000 animated rings), as UIView's geometry storage does (see the note in UIView.swift).
    // Nothing in the toolkit modifies one while another access to it is under way.
    /// The path as set (a copy of the path given), and its measurement once a partial stroke
    /// needed it; both are shared with presentation copies.
    @exclusivity(unchecked)
    private var pathStorage: CGPath?
    @exclusivity(unchecked)
    var measuredPath: PathMeasure?
    /// Whether the path is a circular arc, once drawing asked (nil: not asked yet; R27.13).
    @exclusivity(unchecked)
    var pathArcStorage: CircularArc??
    /// The path's control-point bounding box, once the tree's extent asked (R27.14).
    @exclusivity(unchecked)
    var pathBoxStorage: CGRect?

    /// The shape, in the layer's coordinates; nil (nothing drawn) by default. Setting it stores a
    /// copy, as Core Graphics paths cannot change; treat the path it returns as unchangeable too.
    /// Animatable: path animations interpolate element by element (R28.9).
    open var path: CGPath? {
        get { pathStorage }
        set {
            let old = pathStorage
            pathStorage = newValue.map { UIBezierPath.copying($0) }
            measuredPath = nil
            pathArcStorage = nil
            pathBoxStorage = nil
            if old?.elements != pathStorage?.elements { layerValueChanged("path", from: old) }
        }
    }

    /// The colour inside the path; opaque black by default, nil for no fill (R28.5).
    @exclusivity(unchecked)
    open var fillColor: CGColor? = UIColor.black { didSet { if fillColor != oldValue { layerValueChanged("fillColor", from: oldValue) } } }
    /// Which areas the fill covers; `.nonZero` by default.
    @exclusivity(unchecked)
    open var fillRule: CAShapeLayerFillRule = .nonZero { didSet { if fillRule != oldValue { setNeedsRedraw() } } }
    /// The colour of the stroke; nil (no stroke) by default.
    @exclusivity(unchecked)
    open var strokeColor: CGColor? { didSet { if strokeColor != oldValue { layerValueChanged("strokeColor", from: oldValue) } } }
    /// The width of the stroke, centred on the path; 1 by default.
    @exclusivity(unchecked)
    open var lineWidth: CGFloat = 1 { didSet { if lineWidth != oldValue { layerValueChanged("lineWidth", from: oldValue) } } }
    /// The ends of open stroked subpaths; `.butt` by default.
    @exclusivity(unchecked)
    open var lineCap: CAShapeLayerLineCap = .butt { didSet { if lineCap != oldValue { setNeedsRedraw() } } }
    /// The corners of the stroke; `.miter` by default.
    @exclusivity(unchecked)
    open var lineJoin: CAShapeLayerLineJoin = .miter { didSet { if lineJoin != oldValue { setNeedsRedraw() } } }
    /// The longest miter join, as a multiple of `lineWidth`, before it becomes a bevel; 10 by default.
    @exclusivity(unchecked)
    open var miterLimit: CGFloat = 10 { didSet { if miterLimit != oldValue { layerValueChanged("miterLimit", from: oldValue) } } }
    /// Painted and unpainted lengths the stroke alternates, in points; nil (solid) by default.
    /// Negative lengths, or lengths that are all zero, are one diagnostic line and draw solid (R28.8).
    open var lineDashPattern: [NSNumber]? {
        didSet {
            guard lineDashPattern != oldValue else { return }
            if let lengths = lineDashPattern?.map(\.doubleValue), !lengths.isEmpty,
               lengths.contains(where: { $0 < 0 }) || !lengths.contains(where: { $0 > 0 }) {
                Diagnostics.report("CAShapeLayer.lineDashPattern \(lengths) must be non-negative and not all zero; the stroke stays solid")
            }
            layerValueChanged("lineDashPattern", from: oldValue)
        }
    }
    /// How far into `lineDashPattern` the stroke starts, in points; 0 by default.
    @exclusivity(unchecked)
    open var lineDashPhase: CGFloat = 0 { didSet { if lineDashPhase != oldValue { layerValueChanged("lineDashPhase", from: oldValue) } } }
    /// Where along the path the stroke starts, as a fraction of its whole length; 0 by default (R28.7).
    @exclusivity(unchecked)
    open var strokeStart: CGFloat = 0 { didSet { if strokeStart != oldValue { layerValueChanged("strokeStart", from: oldValue) } } }
    /// Where along the path the stroke ends, as a fraction of its whole length; 1 by default (R28.7).
    @exclusivity(unchecked)
    open var strokeEnd: CGFloat = 1 { didSet { if strokeEnd != oldValue { layerValueChanged("strokeEnd", from: oldValue) } } }

    /// A shape layer with no path.
    public override init() { super.init() }

    /// XUIKit does not load layers from archives; this initializer always fails.
    public required init?(coder: NSCoder) { return nil }

    /// A copy of `layer` with its values; a `CAShapeLayer` passed also gives its shape values.
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAShapeLayer else { return }
        pathStorage = other.pathStorage
        measuredPath = other.measuredPath
        pathArcStorage = other.pathArcStorage
        pathBoxStorage = other.pathBoxStorage
        fillColor = other.fillColor
        fillRule = other.fillRule
        strokeColor = other.strokeColor
        lineWidth = other.lineWidth
        lineCap = other.lineCap
        lineJoin = other.lineJoin
        miterLimit = other.miterLimit
        lineDashPattern = other.lineDashPattern
        lineDashPhase = other.lineDashPhase
        strokeStart = other.strokeStart
        strokeEnd = other.strokeEnd
    }

    override class func makeInstance() -> CALayer { CAShapeLayer() }

    override func makePresentationCopy() -> CALayer { CAShapeLayer(layer: self) }

    override func drawLayerContent(in context: CGContext) { drawShape(in: context) }

    override var contentExtentBeyondBounds: CGRect? { shapeExtent }

    // MARK: - Key values

    /// The shape layer's properties by their Core Animation keys (`"path"`, `"strokeEnd"`…),
    /// then the base class's.
    open override func value(forKey key: String) -> Any? {
        switch key {
        case "path": return path
        case "fillColor": return fillColor
        case "fillRule": return fillRule
        case "strokeColor": return strokeColor
        case "lineWidth": return lineWidth
        case "lineCap": return lineCap
        case "lineJoin": return lineJoin
        case "miterLimit": return miterLimit
        case "lineDashPattern": return lineDashPattern
        case "lineDashPhase": return lineDashPhase
        case "strokeStart": return strokeStart
        case "strokeEnd": return strokeEnd
        default: return super.value(forKey: key)
        }
    }

    /// Sets a shape layer property by its Core Animation key; see `CALayer.setValue(_:forKey:)`.
    open override func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "path": if let v: CGPath? = LayerValue.optional(value, key) { path = v }
        case "fillColor": if let v: CGColor? = LayerValue.optional(value, key) { fillColor = v }
        case "fillRule": if let v: CAShapeLayerFillRule = LayerValue.cast(value, key) { fillRule = v }
        case "strokeColor": if let v: CGColor? = LayerValue.optional(value, key) { strokeColor = v }
        case "lineWidth": if let v = LayerValue.number(value, key) { lineWidth = v }
        case "lineCap": if let v: CAShapeLayerLineCap = LayerValue.cast(value, key) { lineCap = v }
        case "lineJoin": if let v: CAShapeLayerLineJoin = LayerValue.cast(value, key) { lineJoin = v }
        case "miterLimit": if let v = LayerValue.number(value, key) { miterLimit = v }
        case "lineDashPattern": if let v: [NSNumber]? = LayerValue.optional(value, key) { lineDashPattern = v }
        case "lineDashPhase": if let v = LayerValue.number(value, key) { lineDashPhase = v }
        case "strokeStart": if let v = LayerValue.number(value, key) { strokeStart = v }
        case "strokeEnd": if let v = LayerValue.number(value, key) { strokeEnd = v }
        default: super.setValue(value, forKey: key)
        }
    }
}
