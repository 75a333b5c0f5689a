import Foundation

/// A particle emitter (R29.23): confetti, snow, sparks.
///
/// How the pieces fit:
/// - `CAEmitterCell` describes one kind of particle; the layer's own `birthRate`, `lifetime`,
///   `velocity`, `scale` and `spin` multiply every cell's, and its `emitterShape`,
///   `emitterMode`, `emitterPosition` and `emitterSize` say where particles are born.
/// - `EmitterSimulation` (EmitterSimulation.swift) keeps the live particles. Each is born with
///   its position, velocity, scale, spin and colour drawn from the cell's ranges by a generator
///   seeded with `seed`, and is placed at any time by its equations of motion from its birth,
///   so what is drawn does not depend on the frame rate. A particle whose cell has sub-cells is
///   itself an emitter: they are born where it is, within the part of its life their timing names.
/// - While the layer is in a window and has particles or something to emit, it is a frame
///   observer of the one animation clock: each frame it adds the particles due, drops the dead
///   and repaints its host view. With nothing left it stops observing: an idle emitter costs no
///   wake-ups. Drawing the layer again (its host shown in a window) wakes it.
/// - `drawLayerContent(in:)` draws each particle's image centred on it, turned, scaled and
///   multiplied by its colour (CGContext+Images.swift); `contentExtentBeyondBounds` tells the
///   renderer where particles are, so the area they cover is repainted.
@preconcurrency @MainActor
open class CAEmitterLayer: CALayer {
    /// The kinds of particles emitted; nil by default.
    open var emitterCells: [CAEmitterCell]? { didSet { emitterChanged() } }
    /// Multiplies each cell's birth rate; 1 by default (0 stops emitting; particles alive live on).
    open var birthRate: Float = 1 { didSet { emitterChanged() } }
    /// Multiplies each cell's lifetime; 1 by default.
    open var lifetime: Float = 1
    /// Multiplies each cell's velocity; 1 by default.
    open var velocity: Float = 1
    /// Multiplies each cell's scale; 1 by default.
    open var scale: Float = 1
    /// Multiplies each cell's spin; 1 by default.
    open var spin: Float = 1
    /// The centre of the emitter's shape, in the layer's coordinates; (0, 0) by default.
    open var emitterPosition: CGPoint = .zero
    /// Kept; the simulation is flat.
    open var emitterZPosition: CGFloat = 0
    /// The size of the emitter's shape (a line's length is its width, a circle's diameter too);
    /// zero by default.
    open var emitterSize: CGSize = .zero
    /// Kept; the simulation is flat.
    open var emitterDepth: CGFloat = 0
    /// Where particles are born: `.point` by default.
    open var emitterShape: CAEmitterLayerEmitterShape = .point
    /// Which part of the shape emits: `.volume` (its inside) by default.
    open var emitterMode: CAEmitterLayerEmitterMode = .volume
    /// How particles are composited; `.additive` adds their colours, the others draw them oldest
    /// first. `.unordered` by default.
    open var renderMode: CAEmitterLayerRenderMode = .unordered
    /// Kept; the simulation is flat.
    open var preservesDepth = false
    /// Seeds the random choices; 0 by default. The same seed and cells give the same particles.
    open var seed: UInt32 = 0 { didSet { simulation.reseed(seed) } }

    /// The live particles and the generator.
    var simulation = EmitterSimulation(seed: 0)
    /// Whether the layer is a frame observer of the animation clock now.
    private var isObservingFrames = false

    public override init() { super.init() }

    /// A copy of `layer`'s values and of its particles as they are.
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAEmitterLayer else { return }
        emitterCells = other.emitterCells; birthRate = other.birthRate; lifetime = other.lifetime
        velocity = other.velocity; scale = other.scale; spin = other.spin
        emitterPosition = other.emitterPosition; emitterZPosition = other.emitterZPosition
        emitterSize = other.emitterSize; emitterDepth = other.emitterDepth; emitterShape = other.emitterShape
        emitterMode = other.emitterMode; renderMode = other.renderMode; preservesDepth = other.preservesDepth
        seed = other.seed
        simulation = other.simulation
    }

    public required init?(coder: NSCoder) { return nil }

    override func didJoinTree() { startIfLive() }

    override class func makeInstance() -> CALayer { CAEmitterLayer() }
    override func makePresentationCopy() -> CALayer { CAEmitterLayer(layer: self) }

    // MARK: - Running on the animation clock

    /// Whether there is anything to emit or draw.
    var isLive: Bool { !simulation.particles.isEmpty || (birthRate > 0 && (emitterCells ?? []).contains { $0.isEnabled && $0.birthRate > 0 }) }

    private func emitterChanged() {
        guard modelLayer == nil else { return }
        startIfLive()
    }

    /// Starts observing frames when the layer is on screen and live.
    func startIfLive() {
        guard !isObservingFrames, modelLayer == nil, isLive, hostView?.window != nil else { return }
        let clock = AnimationClock.current
        isObservingFrames = true
        clock.catchUp()
        simulation.start(at: clock.now)
        clock.observeFrames(self) { [weak self] now in self?.frame(at: now) ?? false }
    }

    /// One frame: births, deaths, a repaint. False when the emitter goes idle or off screen.
    private func frame(at now: TimeInterval) -> Bool {
        guard hostView?.window != nil else { isObservingFrames = false; return false }
        simulation.advance(to: now, layer: self)
        setNeedsRedraw()
        if !isLive { isObservingFrames = false; return false }
        return true
    }

    // MARK: - Drawing

    override var contentExtentBeyondBounds: CGRect? {
        let extent = simulation.extent(at: AnimationClock.current.now)
        return extent.isNull ? nil : extent
    }

    override func drawLayerContent(in context: CGContext) {
        (modelLayer as? CAEmitterLayer ?? self).startIfLive()
        simulation.draw(in: context, at: AnimationClock.current.now, additive: renderMode == .additive)
    }
}

/// The shape particles are born on (`CAEmitterLayer.emitterShape`).
public struct CAEmitterLayerEmitterShape: RawRepresentable, Hashable, Sendable {
    /// The shape's name.
    public let rawValue: String
    /// A shape by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// `emitterPosition` itself.
    public static let point = CAEmitterLayerEmitterShape(rawValue: "point")
    /// A horizontal line `emitterSize.width` long, centred on the position.
    public static let line = CAEmitterLayerEmitterShape(rawValue: "line")
    /// A rectangle of `emitterSize` centred on the position.
    public static let rectangle = CAEmitterLayerEmitterShape(rawValue: "rectangle")
    /// A box; flat here, as `.rectangle`.
    public static let cuboid = CAEmitterLayerEmitterShape(rawValue: "cuboid")
    /// A circle of diameter `emitterSize.width` centred on the position.
    public static let circle = CAEmitterLayerEmitterShape(rawValue: "circle")
    /// A ball; flat here, as `.circle`.
    public static let sphere = CAEmitterLayerEmitterShape(rawValue: "sphere")
}

/// Which part of the shape emits (`CAEmitterLayer.emitterMode`).
public struct CAEmitterLayerEmitterMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name.
    public let rawValue: String
    /// A mode by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The corners of a rectangle (the position for other shapes).
    public static let points = CAEmitterLayerEmitterMode(rawValue: "points")
    /// The outline.
    public static let outline = CAEmitterLayerEmitterMode(rawValue: "outline")
    /// The inside.
    public static let surface = CAEmitterLayerEmitterMode(rawValue: "surface")
    /// The inside (flat here, as `.surface`).
    public static let volume = CAEmitterLayerEmitterMode(rawValue: "volume")
}

/// How particles are composited (`CAEmitterLayer.renderMode`).
public struct CAEmitterLayerRenderMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name.
    public let rawValue: String
    /// A mode by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// In no particular order (oldest first here).
    public static let unordered = CAEmitterLayerRenderMode(rawValue: "unordered")
    /// Oldest first.
    public static let oldestFirst = CAEmitterLayerRenderMode(rawValue: "oldestFirst")
    /// Oldest last (drawn here oldest first).
    public static let oldestLast = CAEmitterLayerRenderMode(rawValue: "oldestLast")
    /// By depth (flat here: oldest first).
    public static let backToFront = CAEmitterLayerRenderMode(rawValue: "backToFront")
    /// Colours added.
    public static let additive = CAEmitterLayerRenderMode(rawValue: "additive")
}
