import Foundation

/// One live particle: what it was born with, so it can be placed at any later time.
@MainActor
struct EmitterParticle {
    let cell: CAEmitterCell
    let birth: TimeInterval
    let lifetime: Double
    let position: CGPoint
    let velocity: CGVector
    let acceleration: CGVector
    let scale: CGFloat
    let scaleSpeed: CGFloat
    let spin: CGFloat
    /// Red, green, blue and alpha at birth, and their change a second.
    let color: (CGFloat, CGFloat, CGFloat, CGFloat)
    let colorSpeed: (CGFloat, CGFloat, CGFloat, CGFloat)
    /// How many emitters up the particle is from the layer: 0 for a particle of the layer's own
    /// cells, 1 for one a particle emitted through its cell's `emitterCells`, and so on.
    let depth: Int
    /// Fractions of a particle owed to each of the cell's sub-cells.
    var owed: [Double]

    /// Red, green, blue and alpha `age` seconds after its birth, each within 0…1.
    func color(age t: Double) -> (CGFloat, CGFloat, CGFloat, CGFloat) {
        let t = CGFloat(t)
        func channel(_ value: CGFloat, _ speed: CGFloat) -> CGFloat { min(max(value + speed * t, 0), 1) }
        return (channel(color.0, colorSpeed.0), channel(color.1, colorSpeed.1),
                channel(color.2, colorSpeed.2), channel(color.3, colorSpeed.3))
    }

    /// Where the particle is `age` seconds after its birth: p + v·t + a·t²/2.
    func place(age t: Double) -> CGPoint {
        let t = CGFloat(t)
        return CGPoint(x: position.x + velocity.dx * t + acceleration.dx * t * t / 2,
                       y: position.y + velocity.dy * t + acceleration.dy * t * t / 2)
    }
}

/// The particles of one emitter layer and how they are born (R29.23). Values are drawn from a
/// SplitMix64 generator seeded by the layer's `seed`; births accumulate fractions, so 2.5
/// particles a second give 5 every 2 seconds whatever the frame rate.
@MainActor
struct EmitterSimulation {
    private(set) var particles: [EmitterParticle] = []
    private var state: UInt64
    private var lastTime: TimeInterval?
    /// Fractions of a particle owed to each cell.
    private var owed: [ObjectIdentifier: Double] = [:]
    /// At most this many particles live at once (a hostile or mistaken birth rate stays bounded).
    static let maximumParticles = 20_000
    /// A frame later than this is taken as this long: births do not pile up after a stall.
    static let longestStep = 0.25
    /// Particles this many emitters down emit no sub-cells of their own (a cell listing itself
    /// among its sub-cells stays bounded).
    static let deepestSubcell = 4

    init(seed: UInt32) { state = UInt64(seed) &+ 0x9E37_79B9_7F4A_7C15 }

    mutating func reseed(_ seed: UInt32) { state = UInt64(seed) &+ 0x9E37_79B9_7F4A_7C15 }

    /// Starts counting births from `now` (the first frame after being idle emits nothing yet).
    mutating func start(at now: TimeInterval) { if lastTime == nil || particles.isEmpty { lastTime = now } }

    /// A uniform number in 0..<1.
    private mutating func unit() -> Double {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Double((z ^ (z >> 31)) >> 11) / Double(1 << 53)
    }

    /// `value` varied uniformly by up to `range` either way.
    private mutating func vary(_ value: Double, _ range: Double) -> Double { value + range * (2 * unit() - 1) }

    /// Adds the particles born since the last frame, the layer's cells' and those the live
    /// particles emitted through their cells' sub-cells, and drops the particles that died by `now`.
    mutating func advance(to now: TimeInterval, layer: CAEmitterLayer) {
        let last = lastTime ?? now
        let step = min(max(0, now - last), Self.longestStep)
        lastTime = now
        guard step > 0 else { return particles.removeAll { now - $0.birth >= $0.lifetime } }
        let from = now - step
        if layer.birthRate > 0 {
            for cell in layer.emitterCells ?? [] where cell.isEnabled {
                let rate = Double(cell.birthRate) * Double(layer.birthRate)
                let id = ObjectIdentifier(cell)
                var due = owed[id] ?? 0
                emit(cell, rate: rate, from: from, to: now, now: now, owed: &due, layer: layer, parent: nil)
                owed[id] = due
            }
            // Particles born in this step (sub-particles too) emit from their birth on.
            var index = 0
            let hasSubcells = (layer.emitterCells ?? []).contains { !($0.emitterCells ?? []).isEmpty }
            while hasSubcells, index < particles.count {
                emitSubcells(of: index, from: from, to: now, layer: layer)
                index += 1
            }
        }
        particles.removeAll { now - $0.birth >= $0.lifetime }
    }

    /// Sub-cells emit from a particle while it lives, each from `beginTime` seconds into its life
    /// for `duration` seconds (for the rest of its life when 0), as Apple's fireworks example
    /// bursts its sparks at the end of a rocket's life.
    private mutating func emitSubcells(of index: Int, from: TimeInterval, to now: TimeInterval, layer: CAEmitterLayer) {
        let parent = particles[index]
        guard let cells = parent.cell.emitterCells, !cells.isEmpty, parent.depth < Self.deepestSubcell else { return }
        let death = parent.birth + parent.lifetime
        var owed = parent.owed.count == cells.count ? parent.owed : Array(repeating: 0, count: cells.count)
        for (offset, cell) in cells.enumerated() where cell.isEnabled {
            let start = parent.birth + max(0, cell.beginTime)
            let end = cell.duration > 0 ? min(death, start + cell.duration) : death
            let low = max(from, start), high = min(now, end)
            guard high > low else { continue }
            emit(cell, rate: Double(cell.birthRate) * Double(layer.birthRate), from: low, to: high, now: now,
                 owed: &owed[offset], layer: layer, parent: parent)
        }
        particles[index].owed = owed
    }

    /// The particles of `cell` born between `from` and `to` at `rate` a second, the fraction left
    /// over kept in `owed`; from the layer's shape, or from `parent`'s place when it has one. Those
    /// dead by `now` are left out.
    private mutating func emit(_ cell: CAEmitterCell, rate: Double, from: TimeInterval, to: TimeInterval, now: TimeInterval,
                               owed: inout Double, layer: CAEmitterLayer, parent: EmitterParticle?) {
        guard rate > 0, rate.isFinite, to > from else { return }
        let span = to - from
        // More than the cap is never born: a huge rate neither traps the conversion nor loops long.
        var due = min(owed + rate * span, Double(Self.maximumParticles))
        let count = Int(due.rounded(.down))
        due -= Double(count)
        owed = due
        for index in 0..<count where particles.count < Self.maximumParticles {
            // Spread over the span, so a burst does not start as one clump.
            let birth = from + span * (Double(index) + 0.5) / Double(count)
            if let particle = born(of: cell, layer: layer, at: birth, parent: parent), now - birth < particle.lifetime {
                particles.append(particle)
            }
        }
    }

    /// A new particle of `cell`, or nil when it would live no time. A sub-cell's particle is born
    /// where its parent is at that moment, its colour multiplied by the parent's.
    private mutating func born(of cell: CAEmitterCell, layer: CAEmitterLayer, at time: TimeInterval,
                               parent: EmitterParticle?) -> EmitterParticle? {
        let life = vary(Double(cell.lifetime), Double(cell.lifetimeRange)) * Double(layer.lifetime)
        guard life > 0, life.isFinite else { return nil }
        let direction = emissionDirection(longitude: Double(cell.emissionLongitude), latitude: Double(cell.emissionLatitude),
                                          range: Double(cell.emissionRange))
        let speed = vary(Double(cell.velocity), Double(cell.velocityRange)) * Double(layer.velocity)
        let base = cell.color ?? .white
        let components = (base.red, base.green, base.blue, base.alpha)
        func channel(_ value: CGFloat, _ range: Float) -> CGFloat { CGFloat(min(max(vary(Double(value), Double(range)), 0), 1)) }
        var color = (channel(components.0, cell.redRange), channel(components.1, cell.greenRange),
                     channel(components.2, cell.blueRange), channel(components.3, cell.alphaRange))
        let position: CGPoint
        if let parent {
            let age = time - parent.birth
            let tint = parent.color(age: age)
            color = (color.0 * tint.0, color.1 * tint.1, color.2 * tint.2, color.3 * tint.3)
            position = parent.place(age: age)
        } else {
            position = birthplace(layer)
        }
        return EmitterParticle(
            cell: cell, birth: time, lifetime: life, position: position,
            velocity: CGVector(dx: speed * direction.x, dy: speed * direction.y),
            acceleration: CGVector(dx: cell.xAcceleration, dy: cell.yAcceleration),
            scale: CGFloat(vary(Double(cell.scale), Double(cell.scaleRange))) * CGFloat(layer.scale),
            scaleSpeed: cell.scaleSpeed * CGFloat(layer.scale),
            spin: CGFloat(vary(Double(cell.spin), Double(cell.spinRange))) * CGFloat(layer.spin),
            color: color,
            colorSpeed: (CGFloat(cell.redSpeed), CGFloat(cell.greenSpeed), CGFloat(cell.blueSpeed), CGFloat(cell.alphaSpeed)),
            depth: (parent?.depth ?? -1) + 1, owed: [])
    }

    /// A direction drawn uniformly from the cone of half-angle `range` around the direction
    /// `longitude` (in the layer's plane, from x towards y) and `latitude` (out of the plane), as
    /// Core Animation documents `emissionRange`, seen from the front: its x and y (the layer is
    /// flat, so a particle moving towards the viewer is seen moving slower). A range of π or more
    /// is every direction: a burst is a ball, seen as a disc, not a ring.
    private mutating func emissionDirection(longitude: Double, latitude: Double, range: Double) -> (x: CGFloat, y: CGFloat) {
        let axis = (cos(latitude) * cos(longitude), cos(latitude) * sin(longitude), sin(latitude))
        let spread = range.isFinite ? min(abs(range), .pi) : 0
        guard spread > 0 else { return (CGFloat(axis.0), CGFloat(axis.1)) }
        // Uniform over the cap: the cosine of the angle from the axis is uniform in cos(spread)…1.
        let cosine = 1 - unit() * (1 - cos(spread)), sine = (1 - cosine * cosine).squareRoot()
        let turn = 2 * Double.pi * unit()
        // Two unit vectors across the axis: one in the layer's plane, the other completing the frame.
        let across = (-sin(longitude), cos(longitude), 0.0)
        let other = (axis.1 * across.2 - axis.2 * across.1, axis.2 * across.0 - axis.0 * across.2, axis.0 * across.1 - axis.1 * across.0)
        let x = cosine * axis.0 + sine * (cos(turn) * across.0 + sin(turn) * other.0)
        let y = cosine * axis.1 + sine * (cos(turn) * across.1 + sin(turn) * other.1)
        return (CGFloat(x), CGFloat(y))
    }

    /// Where a particle is born on the layer's emitter shape.
    private mutating func birthplace(_ layer: CAEmitterLayer) -> CGPoint {
        let center = layer.emitterPosition, size = layer.emitterSize
        switch layer.emitterShape {
        case .line:
            return CGPoint(x: center.x + size.width * CGFloat(unit() - 0.5), y: center.y)
        case .rectangle, .cuboid:
            let rect = CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
            switch layer.emitterMode {
            case .points:
                let corner = Int(unit() * 4)
                return CGPoint(x: corner % 2 == 0 ? rect.minX : rect.maxX, y: corner < 2 ? rect.minY : rect.maxY)
            case .outline:
                let perimeter = 2 * (rect.width + rect.height)
                guard perimeter > 0 else { return center }
                var along = CGFloat(unit()) * perimeter
                if along < rect.width { return CGPoint(x: rect.minX + along, y: rect.minY) }
                along -= rect.width
                if along < rect.height { return CGPoint(x: rect.maxX, y: rect.minY + along) }
                along -= rect.height
                if along < rect.width { return CGPoint(x: rect.maxX - along, y: rect.maxY) }
                return CGPoint(x: rect.minX, y: rect.maxY - (along - rect.width))
            default:
                return CGPoint(x: rect.minX + rect.width * CGFloat(unit()), y: rect.minY + rect.height * CGFloat(unit()))
            }
        case .circle, .sphere:
            let radius = size.width / 2, turn = 2 * Double.pi * unit()
            let reach = layer.emitterMode == .outline ? radius : layer.emitterMode == .points ? 0 : radius * CGFloat(unit().squareRoot())
            return CGPoint(x: center.x + reach * CGFloat(cos(turn)), y: center.y + reach * CGFloat(sin(turn)))
        default:
            return center
        }
    }

    // MARK: - Drawing

    /// The image of `particle` and its size in points, or nil when its cell shows none.
    private static func image(of particle: EmitterParticle, age: Double) -> (CGImage, CGSize)? {
        guard let image = particle.cell.contents as? CGImage else { return nil }
        let scale = particle.scale + particle.scaleSpeed * CGFloat(age)
        guard scale > 0 else { return nil }
        let pixels = particle.cell.contentsScale > 0 ? particle.cell.contentsScale : 1
        return (image, CGSize(width: CGFloat(image.width) / pixels * scale, height: CGFloat(image.height) / pixels * scale))
    }

    /// The area the particles cover at `now`, in the layer's coordinates; `.null` when none.
    func extent(at now: TimeInterval) -> CGRect {
        var extent = CGRect.null
        for particle in particles {
            let age = now - particle.birth
            guard age >= 0, age < particle.lifetime, let (_, size) = Self.image(of: particle, age: age) else { continue }
            let place = particle.place(age: age), reach = hypot(size.width, size.height) / 2
            extent = extent.union(CGRect(x: place.x - reach, y: place.y - reach, width: 2 * reach, height: 2 * reach))
        }
        return extent
    }

    /// Draws every live particle, oldest first.
    func draw(in context: CGContext, at now: TimeInterval, additive: Bool) {
        for particle in particles {
            let age = now - particle.birth
            guard age >= 0, age < particle.lifetime, let (image, size) = Self.image(of: particle, age: age) else { continue }
            let (red, green, blue, alpha) = particle.color(age: age)
            guard alpha > 0 else { continue }
            context.drawParticle(image, part: particle.cell.contentsRect, at: particle.place(age: age), size: size,
                                 angle: particle.spin * CGFloat(age), color: UIColor(red: red, green: green, blue: blue, alpha: alpha),
                                 additive: additive)
        }
    }
}
