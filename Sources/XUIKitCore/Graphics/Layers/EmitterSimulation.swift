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

    /// Drops the particles that died by `now` and adds those born since the last frame.
    mutating func advance(to now: TimeInterval, layer: CAEmitterLayer) {
        particles.removeAll { now - $0.birth >= $0.lifetime }
        let last = lastTime ?? now
        let step = min(max(0, now - last), Self.longestStep)
        lastTime = now
        guard step > 0, layer.birthRate > 0 else { return }
        for cell in layer.emitterCells ?? [] where cell.isEnabled {
            let rate = Double(cell.birthRate) * Double(layer.birthRate)
            guard rate > 0, rate.isFinite else { continue }
            let id = ObjectIdentifier(cell)
            var due = (owed[id] ?? 0) + rate * step
            let count = Int(due.rounded(.down))
            due -= Double(count)
            owed[id] = due
            for index in 0..<count where particles.count < Self.maximumParticles {
                // Spread over the step, so a burst does not start as one clump.
                let birth = now - step + step * (Double(index) + 0.5) / Double(count)
                if let particle = born(of: cell, layer: layer, at: birth), now - birth < particle.lifetime {
                    particles.append(particle)
                }
            }
        }
    }

    /// A new particle of `cell`, or nil when it would live no time.
    private mutating func born(of cell: CAEmitterCell, layer: CAEmitterLayer, at time: TimeInterval) -> EmitterParticle? {
        let life = vary(Double(cell.lifetime), Double(cell.lifetimeRange)) * Double(layer.lifetime)
        guard life > 0, life.isFinite else { return nil }
        let angle = vary(Double(cell.emissionLongitude), Double(cell.emissionRange))
        let speed = vary(Double(cell.velocity), Double(cell.velocityRange)) * Double(layer.velocity)
        let base = cell.color ?? .white
        let components = (base.red, base.green, base.blue, base.alpha)
        func channel(_ value: CGFloat, _ range: Float) -> CGFloat { CGFloat(min(max(vary(Double(value), Double(range)), 0), 1)) }
        let color = (channel(components.0, cell.redRange), channel(components.1, cell.greenRange),
                     channel(components.2, cell.blueRange), channel(components.3, cell.alphaRange))
        return EmitterParticle(
            cell: cell, birth: time, lifetime: life, position: birthplace(layer),
            velocity: CGVector(dx: speed * cos(angle), dy: speed * sin(angle)),
            acceleration: CGVector(dx: cell.xAcceleration, dy: cell.yAcceleration),
            scale: CGFloat(vary(Double(cell.scale), Double(cell.scaleRange))) * CGFloat(layer.scale),
            scaleSpeed: cell.scaleSpeed * CGFloat(layer.scale),
            spin: CGFloat(vary(Double(cell.spin), Double(cell.spinRange))) * CGFloat(layer.spin),
            color: color,
            colorSpeed: (CGFloat(cell.redSpeed), CGFloat(cell.greenSpeed), CGFloat(cell.blueSpeed), CGFloat(cell.alphaSpeed)))
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
            let t = CGFloat(age)
            func channel(_ value: CGFloat, _ speed: CGFloat) -> CGFloat { min(max(value + speed * t, 0), 1) }
            let color = UIColor(red: channel(particle.color.0, particle.colorSpeed.0), green: channel(particle.color.1, particle.colorSpeed.1),
                                blue: channel(particle.color.2, particle.colorSpeed.2), alpha: channel(particle.color.3, particle.colorSpeed.3))
            guard color.alpha > 0 else { continue }
            context.drawParticle(image, part: particle.cell.contentsRect, at: particle.place(age: age), size: size,
                                 angle: particle.spin * t, color: color, additive: additive)
        }
    }
}
