import Foundation

/// A layer that draws its sublayers `instanceCount` times, each copy moved by one more
/// `instanceTransform`, tinted by one more set of colour offsets and running its animations one
/// more `instanceDelay` late than the one before (R29.16, R29.17, R29.21): dots of a loading
/// indicator, bars of an equaliser.
///
/// ```swift
/// let dots = CAReplicatorLayer()
/// dots.addSublayer(dot)
/// dots.instanceCount = 3
/// dots.instanceTransform = CATransform3DMakeTranslation(12, 0, 0)
/// ```
@preconcurrency @MainActor
open class CAReplicatorLayer: CALayer {
    /// How many copies of the sublayers are drawn, the sublayers themselves included; 1 by
    /// default. Animatable.
    open var instanceCount = 1 {
        didSet { if instanceCount != oldValue { layerValueChanged("instanceCount", from: oldValue) } }
    }
    /// The transform between one copy and the next, about the centre of the layer's bounds (copy
    /// i is drawn through it i times); the identity by default. Animatable.
    open var instanceTransform: CATransform3D = .identity {
        didSet { if instanceTransform != oldValue { layerValueChanged("instanceTransform", from: oldValue) } }
    }
    /// The delay between one copy's animations and the next's, in seconds: copy i shows its
    /// sublayers' animations i × the delay late (R29.21); 0 by default. Animatable.
    open var instanceDelay: TimeInterval = 0 {
        didSet { if instanceDelay != oldValue { layerValueChanged("instanceDelay", from: oldValue) } }
    }
    /// The colour the first copy is multiplied by, the offsets adding to it for each later copy
    /// (R29.21); opaque white (no change) by default. Animatable.
    open var instanceColor: CGColor? = UIColor.white {
        didSet { if instanceColor != oldValue { layerValueChanged("instanceColor", from: oldValue) } }
    }
    /// Added to the red component for each copy after the first (R29.21); 0 by default. Animatable.
    open var instanceRedOffset: Float = 0 {
        didSet { if instanceRedOffset != oldValue { layerValueChanged("instanceRedOffset", from: oldValue) } }
    }
    /// Added to the green component for each copy after the first (R29.21); 0 by default. Animatable.
    open var instanceGreenOffset: Float = 0 {
        didSet { if instanceGreenOffset != oldValue { layerValueChanged("instanceGreenOffset", from: oldValue) } }
    }
    /// Added to the blue component for each copy after the first (R29.21); 0 by default. Animatable.
    open var instanceBlueOffset: Float = 0 {
        didSet { if instanceBlueOffset != oldValue { layerValueChanged("instanceBlueOffset", from: oldValue) } }
    }
    /// Added to the alpha for each copy after the first (-0.2 fades each copy by a fifth more);
    /// 0 by default. Animatable.
    open var instanceAlphaOffset: Float = 0 {
        didSet { if instanceAlphaOffset != oldValue { layerValueChanged("instanceAlphaOffset", from: oldValue) } }
    }
    /// Accepted and stored for code that sets it: XUIKit draws every copy in one plane (R29.17).
    /// False by default.
    open var preservesDepth = false

    /// Creates a replicator that draws its sublayers once.
    public override init() { super.init() }

    /// A copy of `layer`'s values, and its instance settings when it is a `CAReplicatorLayer`.
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAReplicatorLayer else { return }
        instanceCount = other.instanceCount
        instanceTransform = other.instanceTransform
        instanceDelay = other.instanceDelay
        instanceColor = other.instanceColor
        instanceRedOffset = other.instanceRedOffset
        instanceGreenOffset = other.instanceGreenOffset
        instanceBlueOffset = other.instanceBlueOffset
        instanceAlphaOffset = other.instanceAlphaOffset
        preservesDepth = other.preservesDepth
    }

    /// XUIKit does not load layers from archives; this initializer always fails.
    public required init?(coder: NSCoder) { return nil }

    override class func makeInstance() -> CALayer { CAReplicatorLayer() }

    override func makePresentationCopy() -> CALayer { CAReplicatorLayer(layer: self) }

    /// The value of an instance key (`instanceCount`, `instanceTransform`, …) or a `CALayer` key.
    open override func value(forKey key: String) -> Any? {
        switch key {
        case "instanceCount": return instanceCount
        case "instanceTransform": return instanceTransform
        case "instanceDelay": return instanceDelay
        case "instanceColor": return instanceColor
        case "instanceRedOffset": return instanceRedOffset
        case "instanceGreenOffset": return instanceGreenOffset
        case "instanceBlueOffset": return instanceBlueOffset
        case "instanceAlphaOffset": return instanceAlphaOffset
        default: return super.value(forKey: key)
        }
    }

    /// Sets an instance key or a `CALayer` key.
    open override func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "instanceCount": if let v = LayerValue.number(value, key) { instanceCount = Int(v) }
        case "instanceTransform": if let v: CATransform3D = LayerValue.cast(value, key) { instanceTransform = v }
        case "instanceDelay": if let v = LayerValue.number(value, key) { instanceDelay = TimeInterval(v) }
        case "instanceColor": if let v: CGColor? = LayerValue.optional(value, key) { instanceColor = v }
        case "instanceRedOffset": if let v = LayerValue.number(value, key) { instanceRedOffset = Float(v) }
        case "instanceGreenOffset": if let v = LayerValue.number(value, key) { instanceGreenOffset = Float(v) }
        case "instanceBlueOffset": if let v = LayerValue.number(value, key) { instanceBlueOffset = Float(v) }
        case "instanceAlphaOffset": if let v = LayerValue.number(value, key) { instanceAlphaOffset = Float(v) }
        default: super.setValue(value, forKey: key)
        }
    }

    // MARK: - The painter's hooks (CALayer.swift)

    /// `instanceCount`, at least 0 (a negative count draws no copy).
    override var replicationCount: Int { max(0, instanceCount) }

    /// `instanceTransform` applied `index` times, about the centre of the layer's bounds, as Core
    /// Animation applies it ("relative to the center of the replicator layer", R29.16): a rotation
    /// turns the copies around the middle of the replicator, not its top-left corner. (A
    /// translation is the same either way.)
    override func replicationTransform(_ index: Int) -> CATransform3D {
        var result = CATransform3D.identity
        for _ in 0..<max(0, index) { result = CATransform3DConcat(result, instanceTransform) }
        guard index > 0, !result.isIdentity else { return result }
        return result.about(CGPoint(x: bounds.midX, y: bounds.midY))
    }

    /// `instanceColor`'s alpha plus `index` × `instanceAlphaOffset`, within 0…1.
    override func replicationAlpha(_ index: Int) -> CGFloat {
        let base = instanceColor?.alpha ?? 1
        return min(1, max(0, base + CGFloat(index) * CGFloat(instanceAlphaOffset)))
    }

    /// `instanceColor` (white when nil) plus `index` times each offset, every component within
    /// 0…1 (R29.21).
    override func replicationTint(_ index: Int) -> ReplicaTint {
        let base = instanceColor ?? UIColor.white
        func component(_ start: CGFloat, _ offset: Float) -> CGFloat {
            min(1, max(0, start + CGFloat(index) * CGFloat(offset)))
        }
        return ReplicaTint(red: component(base.red, instanceRedOffset), green: component(base.green, instanceGreenOffset),
                           blue: component(base.blue, instanceBlueOffset), alpha: replicationAlpha(index))
    }

    /// `index` × `instanceDelay` (R29.21).
    override func replicationDelay(_ index: Int) -> TimeInterval { TimeInterval(max(0, index)) * instanceDelay }
}
