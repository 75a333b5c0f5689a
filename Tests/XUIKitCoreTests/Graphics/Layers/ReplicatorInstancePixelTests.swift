import Foundation
import Testing
@_spi(Testing) @testable import XUIKitCore
import XUIKitHeadlessTesting

/// A replicator's instance colours and delays, by the pixels each copy draws (R29.16, R29.21).
@MainActor
@Suite("CAReplicatorLayer: instance colours and delays, drawn")
struct ReplicatorInstancePixelTests {
    /// A replicator at (0, 0) in a white window drawing `count` copies of a 10 × 10 square of
    /// `colour` at (5, 5), 20 pt apart: copy k covers x 5 + 20k … 15 + 20k.
    func row(_ harness: Harness, count: Int, colour: UIColor) -> (CAReplicatorLayer, CALayer) {
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        harness.window.addSubview(host)
        let replicator = CAReplicatorLayer()
        replicator.frame = CGRect(x: 0, y: 0, width: 200, height: 40)
        let square = CALayer()
        square.frame = CGRect(x: 5, y: 5, width: 10, height: 10)
        square.backgroundColor = colour
        replicator.addSublayer(square)
        replicator.instanceCount = count
        replicator.instanceTransform = CATransform3DMakeTranslation(20, 0, 0)
        host.layer.addSublayer(replicator)
        return (replicator, square)
    }

    /// Sets replicator properties without implicit animations: the replicator is a standalone layer
    /// in a window, so a change of an animatable property would otherwise animate (R30.20).
    func quietly(_ change: () -> Void) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        change()
        CATransaction.commit()
    }

    /// The middle pixel of copy `k`.
    func copyPixel(_ harness: Harness, _ k: Int) -> RGB { harness.pixel(10 + 20 * k, 10) }

    @Test("A spinner: copies of a dot turned by instanceTransform circle the replicator's centre (R29.16)")
    func spinnerAroundTheCentre() {
        let harness = Harness()
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        harness.window.addSubview(host)
        let replicator = CAReplicatorLayer()
        quietly {
            // As the common spinner writes it: frame first, then centred by position.
            replicator.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            replicator.position = CGPoint(x: 100, y: 100)
            let dot = CALayer()
            dot.frame = CGRect(x: 45, y: 5, width: 10, height: 10)
            dot.backgroundColor = UIColor.black.cgColor
            replicator.addSublayer(dot)
            replicator.instanceCount = 4
            replicator.instanceTransform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        }
        host.layer.addSublayer(replicator)
        // The replicator covers 50…150; its centre is (100, 100); the dot's centre (100, 60) is
        // 40 pt above it. Quarter turns put the copies right, below and left of the centre.
        for (x, y) in [(100, 60), (140, 100), (100, 140), (60, 100)] {
            #expect(harness.pixel(x, y).near(RGB(r: 0, g: 0, b: 0), 2), "a copy at (\(x), \(y)): \(harness.pixel(x, y))")
        }
        #expect(harness.pixel(100, 100).isWhite, "nothing at the centre")
        #expect(harness.pixel(10, 10).isWhite && harness.pixel(60, 60).isWhite, "no copy turned about the corner")
    }

    @Test("A row of black dots fading by instanceAlphaOffset, the first by instanceColor's alpha (R29.21)")
    func alphaRow() {
        let harness = Harness()
        let (replicator, _) = row(harness, count: 4, colour: .black)
        quietly { replicator.instanceAlphaOffset = -0.25 }
        // Black at alpha a over white is 255 × (1 − a).
        for (k, level) in [0, 64, 128, 191].enumerated() {
            #expect(copyPixel(harness, k).near(RGB(r: level, g: level, b: level), 2), "copy \(k): \(copyPixel(harness, k))")
        }
        #expect(copyPixel(harness, 4).isWhite, "no fifth copy")
        quietly { replicator.instanceColor = UIColor(white: 1, alpha: 0.5) }
        #expect(copyPixel(harness, 0).near(RGB(r: 128, g: 128, b: 128), 2), "copy 0 takes instanceColor's alpha")
        #expect(copyPixel(harness, 1).near(RGB(r: 191, g: 191, b: 191), 2), "0.5 − 0.25")
        #expect(copyPixel(harness, 2).isWhite && copyPixel(harness, 3).isWhite, "clamped at 0")
    }

    @Test("instanceColor multiplies each copy's colours; the red, green and blue offsets add per copy, clamped (R29.21)")
    func colourRow() {
        let harness = Harness()
        let (replicator, _) = row(harness, count: 4, colour: .white)
        quietly {
            replicator.instanceColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
            replicator.instanceGreenOffset = 0.5
            replicator.instanceRedOffset = -0.5
            replicator.instanceBlueOffset = 0.25
        }
        // Copy k: red 1 − 0.5k, green 0.5k, blue 0.25k, each within 0…1, times the white square.
        let expected = [RGB(r: 255, g: 0, b: 0), RGB(r: 128, g: 128, b: 64), RGB(r: 0, g: 255, b: 128), RGB(r: 0, g: 255, b: 191)]
        for (k, colour) in expected.enumerated() {
            #expect(copyPixel(harness, k).near(colour, 2), "copy \(k): \(copyPixel(harness, k)), expected \(colour)")
        }
        #expect(harness.pixel(2, 10).isWhite && harness.pixel(18, 10).isWhite, "only the squares are tinted")
        quietly {
            replicator.instanceColor = UIColor(red: 0, green: 0, blue: 1, alpha: 0.5)
            replicator.instanceGreenOffset = 0
            replicator.instanceRedOffset = 0
            replicator.instanceBlueOffset = 0
        }
        #expect(copyPixel(harness, 0).near(RGB(r: 128, g: 128, b: 255), 2), "half-transparent blue over white")
    }

    @Test("instanceDelay: copy k shows its sublayers' animations k × the delay late, on the manual clock (R29.21)")
    func delayedCopies() {
        let harness = Harness()
        let (replicator, square) = row(harness, count: 3, colour: .black)
        quietly { replicator.instanceDelay = 0.25 }
        // A loading spinner's pulse: the model stays opaque; the animation fades 1 → 0 each second.
        let fade = basic("opacity", from: 1, to: 0)
        fade.repeatCount = .infinity
        square.add(fade, forKey: "pulse")
        advance(to: 0.5)
        // Copy 0 at 0.5 s (opacity 0.5), copy 1 at 0.25 s (0.75), copy 2 at 0 s (1).
        for (k, level) in [128, 64, 0].enumerated() {
            #expect(copyPixel(harness, k).near(RGB(r: level, g: level, b: level), 3), "copy \(k) at 0.5 s: \(copyPixel(harness, k))")
        }
        advance(to: 1.1)
        // Copy 0 in its second cycle at 0.1 s (0.9), copy 1 at 0.85 s (0.15), copy 2 at 0.6 s (0.4).
        for (k, level) in [230, 38, 102].enumerated() {
            #expect(copyPixel(harness, k).near(RGB(r: 255 - level, g: 255 - level, b: 255 - level), 3),
                    "copy \(k) at 1.1 s: \(copyPixel(harness, k))")
        }
        quietly { replicator.instanceDelay = 0 }
        #expect(copyPixel(harness, 1) == copyPixel(harness, 0) && copyPixel(harness, 2) == copyPixel(harness, 0),
                "without a delay every copy shows the same moment")
    }

    @Test("Before a delayed copy's animation starts, the copy shows the model value (R29.21, R30.3)")
    func beforeStart() {
        let harness = Harness()
        let (replicator, square) = row(harness, count: 3, colour: .black)
        quietly {
            replicator.instanceDelay = 0.5
            square.opacity = 0.5
        }
        square.add(basic("opacity", from: 1, to: 0), forKey: "fade")
        advance(to: 0.25)
        #expect(copyPixel(harness, 0).near(RGB(r: 64, g: 64, b: 64), 3), "copy 0 at 0.25 s: opacity 0.75")
        #expect(copyPixel(harness, 1).near(RGB(r: 128, g: 128, b: 128), 3), "copy 1 has not started: the model's 0.5")
        #expect(copyPixel(harness, 2).near(RGB(r: 128, g: 128, b: 128), 3))
    }
}
