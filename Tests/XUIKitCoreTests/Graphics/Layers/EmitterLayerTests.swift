import Foundation
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

/// A 4×4 white square image, the usual particle texture.
@MainActor
private var whiteDot: CGImage { ImageFixtures.image(CGSize(width: 4, height: 4), background: .white).cgImage! }

/// An emitter in the harness's window (a sublayer of a view's layer) with one cell.
@MainActor
private func emitter(_ harness: Harness, _ configure: (CAEmitterLayer, CAEmitterCell) -> Void) -> (CAEmitterLayer, CAEmitterCell) {
    let host = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    harness.window.addSubview(host)
    let layer = CAEmitterLayer()
    let cell = CAEmitterCell()
    cell.contents = whiteDot
    configure(layer, cell)
    layer.emitterCells = [cell]
    host.layer.addSublayer(layer)
    return (layer, cell)
}

@MainActor
@Suite("CAEmitterLayer: particles born, moved, drawn and gone (R29.23)")
struct EmitterLayerTests {
    @Test("Births follow the cell's rate times the layer's, whatever the frame rate")
    func birthRates() {
        let harness = Harness()
        let (layer, _) = emitter(harness) { layer, cell in
            cell.birthRate = 10
            cell.lifetime = 100
            layer.birthRate = 2
        }
        harness.advance(by: 1)
        #expect(abs(layer.simulation.particles.count - 20) <= 1)
        harness.advance(by: 1.5)
        #expect(abs(layer.simulation.particles.count - 50) <= 1)
    }

    @Test("A particle moves by its velocity and acceleration: longitude −π/2 goes up, yAcceleration pulls down")
    func motion() throws {
        let harness = Harness()
        let (layer, _) = emitter(harness) { layer, cell in
            cell.birthRate = 1
            cell.lifetime = 10
            cell.velocity = 100
            cell.emissionLongitude = -.pi / 2
            cell.yAcceleration = 100
            layer.emitterPosition = CGPoint(x: 150, y: 200)
        }
        harness.advance(by: 1.2)
        let particle = try #require(layer.simulation.particles.first)
        // Up at 100 pt/s, pulled down at 100 pt/s²: the top of the arc after 1 s, 50 pt up.
        let place = particle.place(age: 1)
        #expect(abs(place.x - 150) < 1e-6)
        #expect(abs(place.y - 150) < 1e-6)
        #expect(abs(particle.place(age: 2).y - 200) < 1e-6)
    }

    @Test("Particles die at the end of their lifetime; with nothing to emit the emitter stops asking for frames")
    func lifetimeAndIdle() {
        let harness = Harness()
        let (layer, _) = emitter(harness) { _, cell in
            cell.birthRate = 20
            cell.lifetime = 0.5
        }
        harness.advance(by: 1)
        #expect(layer.simulation.particles.count > 5)
        #expect(AnimationClock.current.isActive)
        layer.birthRate = 0
        harness.advance(by: 0.6)
        #expect(layer.simulation.particles.isEmpty)
        harness.advance(by: 0.1)
        #expect(!AnimationClock.current.isActive)
    }

    @Test("A particle draws its image, tinted by its colour, where it is; the same seed gives the same particles")
    func drawnAndSeeded() {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        harness.window.backgroundColor = .white
        let (layer, _) = emitter(harness) { layer, cell in
            cell.birthRate = 1
            cell.lifetime = 10
            cell.scale = 5
            cell.color = UIColor.red
            layer.emitterPosition = CGPoint(x: 100, y: 100)
        }
        harness.advance(by: 1.1)
        #expect(layer.simulation.particles.count == 1)
        // A 20-point red square centred on (100, 100); nothing far from it.
        #expect(harness.pixel(100, 100) == .red)
        #expect(harness.pixel(105, 95) == .red)
        #expect(harness.pixel(150, 150) == .white)
        #expect(layer.contentExtentBeyondBounds?.contains(CGPoint(x: 100, y: 100)) == true)

        func scatter(seed: UInt32) -> [CGPoint] {
            let harness = Harness()
            let (layer, _) = emitter(harness) { layer, cell in
                cell.birthRate = 5
                cell.lifetime = 10
                cell.velocity = 50
                cell.emissionRange = .pi
                layer.seed = seed
            }
            harness.advance(by: 1)
            return layer.simulation.particles.map { $0.place(age: 1) }
        }
        #expect(scatter(seed: 7) == scatter(seed: 7))
        #expect(scatter(seed: 7) != scatter(seed: 8))
    }

    @Test("Emitter shapes: a line spreads births along its width; a circle's outline keeps them at its radius")
    func shapes() {
        let harness = Harness()
        let (line, _) = emitter(harness) { layer, cell in
            cell.birthRate = 50
            cell.lifetime = 10
            layer.emitterShape = .line
            layer.emitterPosition = CGPoint(x: 150, y: 10)
            layer.emitterSize = CGSize(width: 200, height: 1)
        }
        let (circle, _) = emitter(harness) { layer, cell in
            cell.birthRate = 50
            cell.lifetime = 10
            layer.emitterShape = .circle
            layer.emitterMode = .outline
            layer.emitterPosition = CGPoint(x: 150, y: 150)
            layer.emitterSize = CGSize(width: 100, height: 100)
        }
        harness.advance(by: 1)
        let xs = line.simulation.particles.map(\.position.x)
        #expect(xs.allSatisfy { $0 >= 50 && $0 <= 250 } && line.simulation.particles.allSatisfy { $0.position.y == 10 })
        #expect((xs.max() ?? 0) - (xs.min() ?? 0) > 100)
        #expect(circle.simulation.particles.allSatisfy { abs(hypot($0.position.x - 150, $0.position.y - 150) - 50) < 1e-6 })
    }

    /// A rocket going up from (150, 250) at 100 pt/s for 1 s, red, with no image of its own, and
    /// a spark sub-cell bursting 0.9 s into its life for 0.1 s at 400 a second.
    private func fireworks(_ harness: Harness, sparkVelocity: CGFloat) -> (CAEmitterLayer, CAEmitterCell) {
        let spark = CAEmitterCell()
        spark.contents = whiteDot
        spark.birthRate = 400
        spark.beginTime = 0.9
        spark.duration = 0.1
        spark.lifetime = 5
        spark.velocity = sparkVelocity
        spark.emissionRange = 2 * .pi
        spark.scale = 2
        return emitter(harness) { layer, rocket in
            rocket.contents = nil
            rocket.birthRate = 1
            rocket.lifetime = 1
            rocket.velocity = 100
            rocket.emissionLongitude = -.pi / 2
            rocket.color = UIColor.red
            rocket.emitterCells = [spark]
            layer.emitterPosition = CGPoint(x: 150, y: 250)
        }
    }

    @Test("Sub-cells: a particle emits its cell's emitterCells where it is, from beginTime into its life for duration, tinted by its colour")
    func subcellsBurst() throws {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        harness.window.backgroundColor = .white
        let (layer, _) = fireworks(harness, sparkVelocity: 0)
        harness.advance(by: 1.05)   // one rocket a second: the first is owed at 1 s
        let rocket = try #require(layer.simulation.particles.first { $0.depth == 0 })
        #expect(!layer.simulation.particles.contains { $0.depth == 1 })
        harness.advance(by: 1)   // the first rocket has burst and died; the second is on its way
        let sparks = layer.simulation.particles.filter { $0.depth == 1 && $0.birth < rocket.birth + 1.5 }
        #expect(abs(sparks.count - 40) <= 1)
        for spark in sparks {
            let age = spark.birth - rocket.birth
            #expect(age >= 0.9 - 1e-9 && age <= 1.0 + 1e-9)
            // Born where the rocket was then, red as the rocket (white times red).
            #expect(abs(spark.position.y - (250 - 100 * CGFloat(age))) < 1e-6 && abs(spark.position.x - 150) < 1e-6)
            #expect(spark.color.0 == 1 && spark.color.1 == 0 && spark.color.2 == 0 && spark.color.3 == 1)
        }
        #expect(!layer.simulation.particles.contains { $0.depth == 0 && $0.birth == rocket.birth })
        // The sparks sit where the rocket burst (150, 150…160); the rocket drew nothing on its way.
        #expect(harness.pixel(150, 155) == .red)
        #expect(harness.pixel(150, 200) == .white)
    }

    @Test("Sub-cells: with duration 0 a sub-cell emits for its parent's whole life, and stops when the parent dies")
    func subcellTrail() {
        let harness = Harness()
        let trail = CAEmitterCell()
        trail.contents = whiteDot
        trail.birthRate = 20
        trail.lifetime = 10
        let (layer, cell) = emitter(harness) { _, cell in
            cell.birthRate = 1
            cell.lifetime = 1
            cell.velocity = 30
            cell.emitterCells = [trail]
        }
        harness.advance(by: 1.05)   // the first parent is born at 1 s
        cell.birthRate = 0          // no second one; its sub-cell's rate is its own
        harness.advance(by: 1)      // it dies at 2 s
        #expect(!layer.simulation.particles.contains { $0.depth == 0 })
        let trails = layer.simulation.particles.filter { $0.depth == 1 }
        #expect(abs(trails.count - 20) <= 1)
        // Spread along the parent's path (30 pt), not bunched at its birthplace.
        let xs = trails.map(\.position.x)
        #expect((xs.max() ?? 0) - (xs.min() ?? 0) > 25)
        harness.advance(by: 0.5)
        #expect(layer.simulation.particles.filter { $0.depth == 1 }.count == trails.count)
    }

    @Test("Sub-cells: a cell that lists itself stays bounded, and a huge birth rate is capped, not a crash")
    func subcellsBounded() {
        let harness = Harness()
        let (layer, cell) = emitter(harness) { _, cell in
            cell.birthRate = 50
            cell.lifetime = 5
        }
        cell.emitterCells = [cell]
        harness.advance(by: 1)
        #expect(layer.simulation.particles.count <= EmitterSimulation.maximumParticles)
        #expect(layer.simulation.particles.allSatisfy { $0.depth <= EmitterSimulation.deepestSubcell })
        #expect(layer.simulation.particles.contains { $0.depth == EmitterSimulation.deepestSubcell })
        let (huge, _) = emitter(harness) { _, cell in
            cell.birthRate = .greatestFiniteMagnitude
            cell.lifetime = 1
        }
        harness.advance(by: 0.1)
        #expect(huge.simulation.particles.count == EmitterSimulation.maximumParticles)
    }

    @Test("Tinted particles that overlap stay their colour: a particle's edge does not pale what is under it")
    func overlappingTint() {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        harness.window.backgroundColor = .white
        let (layer, _) = emitter(harness) { layer, cell in
            cell.birthRate = 40
            cell.lifetime = 10
            cell.scale = 2
            cell.color = UIColor.red
            cell.velocity = 10
            cell.emissionLongitude = -.pi / 2
            layer.emitterPosition = CGPoint(x: 150, y: 160)
        }
        harness.advance(by: 1.0001)
        #expect(layer.simulation.particles.count == 40)
        // 40 red squares of 8 pt between y 150 and 160, each cutting pixels at a fraction: every
        // pixel they cover fully is pure red (each edge once left a pale red there, green 18).
        for y in 148...162 { #expect(harness.pixel(150, y) == .red, "y \(y)") }
        #expect(harness.pixel(150, 144) == .white)
    }

    @Test("emissionRange is a cone around the direction, seen from the front: a fan keeps within it, a full range is a ball (a disc on screen), latitude tilts out of the plane")
    func emissionCone() {
        let harness = Harness()
        func velocities(longitude: CGFloat, latitude: CGFloat, range: CGFloat) -> [CGVector] {
            let (layer, _) = emitter(harness) { layer, cell in
                cell.birthRate = 400
                cell.lifetime = 10
                cell.velocity = 100
                cell.emissionLongitude = longitude
                cell.emissionLatitude = latitude
                cell.emissionRange = range
                layer.seed = 5
            }
            harness.advance(by: 1)
            return layer.simulation.particles.map(\.velocity)
        }
        let fan = velocities(longitude: 0, latitude: 0, range: .pi / 4)
        #expect(fan.count > 300)
        #expect(fan.allSatisfy { abs(atan2($0.dy, $0.dx)) <= .pi / 4 + 1e-9 && hypot($0.dx, $0.dy) <= 100 + 1e-9 })
        #expect(fan.contains { abs(atan2($0.dy, $0.dx)) > .pi / 5 } && fan.contains { hypot($0.dx, $0.dy) < 80 })
        let ball = velocities(longitude: 0, latitude: 0, range: 2 * .pi)
        #expect(ball.contains { $0.dx < -50 } && ball.contains { $0.dy < -50 } && ball.contains { $0.dy > 50 })
        // Uniform over a sphere, seen flat: the speed on screen is 100 · sin θ with cos θ uniform in
        // −1…1, so 1 − √0.75 ≈ 13 % of the particles move slower than 50.
        let slow = ball.filter { hypot($0.dx, $0.dy) < 50 }.count
        #expect(Double(slow) / Double(ball.count) > 0.08 && Double(slow) / Double(ball.count) < 0.2)
        let towardsViewer = velocities(longitude: 0, latitude: .pi / 2, range: 0)
        #expect(towardsViewer.allSatisfy { hypot($0.dx, $0.dy) < 1e-9 })
    }
}
