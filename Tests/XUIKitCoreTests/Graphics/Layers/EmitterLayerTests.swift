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
}
