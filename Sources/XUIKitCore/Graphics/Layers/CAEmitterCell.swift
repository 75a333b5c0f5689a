import Foundation

/// One kind of particle a `CAEmitterLayer` emits (R29.23): how many a second, for how long,
/// which way and how fast, how it turns, grows and changes colour, and the image it shows.
/// Ranges vary a value uniformly by up to that much either way for each particle; speeds change
/// it per second of the particle's life. Sub-cells (`emitterCells`) emit from each particle while
/// it lives, timed by their `beginTime` and `duration` within its life.
@preconcurrency @MainActor
open class CAEmitterCell: CAMediaTiming {
    /// A cell with Core Animation's defaults: emitting nothing (`birthRate` 0) until set.
    public init() {}
    /// Cells are not archived in XUIKit: nil.
    public required init?(coder: NSCoder) { return nil }
    /// A new cell (Core Animation's `+emitterCell`).
    public static func emitterCell() -> CAEmitterCell { CAEmitterCell() }

    /// A name of the app's choosing; nil by default.
    open var name: String?
    /// Whether the cell emits; true by default.
    open var isEnabled = true
    /// Particles a second (times the layer's `birthRate`); 0 by default.
    open var birthRate: Float = 0
    /// Seconds a particle lives (times the layer's `lifetime`), and its range; 0 by default.
    open var lifetime: Float = 0
    open var lifetimeRange: Float = 0
    /// The latitude of the emission direction: how far it tilts out of the layer's plane,
    /// towards the viewer; particles are seen from the front, so a tilt slows them on screen. 0 by
    /// default.
    open var emissionLatitude: CGFloat = 0
    /// The emission direction in the layer's plane, in radians from its x axis towards its y
    /// axis (down on screen): −π/2 is up, as in Apple's fireworks example. 0 by default.
    open var emissionLongitude: CGFloat = 0
    /// The half-angle, in radians, of the cone around the emission direction that particles leave
    /// in, spread uniformly over it; 0 by default (π or more: every direction, a ball).
    open var emissionRange: CGFloat = 0
    /// Points a second at birth (times the layer's `velocity`), and its range; 0 by default.
    open var velocity: CGFloat = 0
    open var velocityRange: CGFloat = 0
    /// Acceleration in points a second squared along the layer's axes; 0 by default.
    open var xAcceleration: CGFloat = 0
    open var yAcceleration: CGFloat = 0
    open var zAcceleration: CGFloat = 0
    /// The image's scale (times the layer's `scale`), its range and change a second; 1, 0, 0.
    open var scale: CGFloat = 1
    open var scaleRange: CGFloat = 0
    open var scaleSpeed: CGFloat = 0
    /// Turning in radians a second (times the layer's `spin`), and its range; 0 by default.
    open var spin: CGFloat = 0
    open var spinRange: CGFloat = 0
    /// The colour the image is multiplied by; opaque white by default.
    open var color: CGColor? = UIColor.white
    /// How much each component may vary at birth; 0 by default.
    open var redRange: Float = 0
    open var greenRange: Float = 0
    open var blueRange: Float = 0
    open var alphaRange: Float = 0
    /// How much each component changes a second; 0 by default.
    open var redSpeed: Float = 0
    open var greenSpeed: Float = 0
    open var blueSpeed: Float = 0
    open var alphaSpeed: Float = 0
    /// The particle's image (a `CGImage`); a cell without one draws nothing, as in Core Animation.
    open var contents: Any?
    /// The part of `contents` shown, in unit coordinates; the whole image by default.
    open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    /// Image pixels a point; 1 by default.
    open var contentsScale: CGFloat = 1
    /// Stored filter names (Core Animation's strings); the image is drawn with the layer's
    /// interpolation.
    open var minificationFilter = "linear"
    open var magnificationFilter = "linear"
    open var minificationFilterBias: Float = 0
    /// Cells each particle emits in turn, from where it is, coloured by its colour (R29.23).
    open var emitterCells: [CAEmitterCell]?
    /// Extra values of the app's own; kept.
    open var style: [AnyHashable: Any]?

    // MARK: - CAMediaTiming
    // A sub-cell emits from `beginTime` seconds into its parent particle's life for `duration`
    // seconds (the rest of the life when 0); the layer's own cells emit for as long as the layer
    // does, and the other values are kept.

    open var beginTime: CFTimeInterval = 0
    open var duration: CFTimeInterval = 0
    open var speed: Float = 1
    open var timeOffset: CFTimeInterval = 0
    open var repeatCount: Float = 0
    open var repeatDuration: CFTimeInterval = 0
    open var autoreverses = false
    open var fillMode: CAMediaTimingFillMode = .removed
}
