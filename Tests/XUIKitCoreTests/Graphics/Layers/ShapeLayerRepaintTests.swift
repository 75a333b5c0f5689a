import Foundation
import Testing
@_spi(Testing) @testable import XUIKitCore
import XUIKitHeadlessTesting

/// A shape layer's picture follows its changes in a window that repaints only what changed
/// (R27.14): the path is drawn outside the layer's bounds, and the repaint covers it.
@MainActor
@Suite("Shape layers repaint where their path is drawn, and their cached parts follow changes (R27.14)")
struct ShapeLayerRepaintTests {
    /// A ring of radius 20 around (50, 50), 6 pt wide, from 12 o'clock clockwise, in a layer with
    /// no bounds (as progress rings often are: only `path` is set).
    private func ring() -> CAShapeLayer {
        let layer = CAShapeLayer()
        layer.path = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 20, startAngle: -.pi / 2,
                                  endAngle: 3 * .pi / 2, clockwise: true).cgPath
        layer.fillColor = nil
        layer.strokeColor = UIColor.red
        layer.lineWidth = 6
        return layer
    }

    /// A 200×200 white window holding `layer` on a white view, drawn once.
    private func host(_ layer: CALayer) -> Harness {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 200, height: 200), background: .white)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        view.backgroundColor = .white
        harness.window.addSubview(view)
        view.layer.addSublayer(layer)
        harness.display()
        return harness
    }

    @Test("strokeEnd animating on a layer with empty bounds repaints the growing arc")
    func animatedStrokeEndRepaints() {
        let layer = ring()
        withoutActions { layer.strokeEnd = 0 }
        let harness = host(layer)
        layer.add(basic("strokeEnd", from: 0, to: 1, duration: 1), forKey: "grow")
        advance(to: 0.25)
        // Just before 3 o'clock is reached at a quarter; 6 o'clock not yet.
        #expect(harness.pixel(68, 45).near(.red, 40), "before 3 o'clock at 0.25: \(harness.pixel(68, 45))")
        #expect(harness.pixel(50, 70) == .white, "6 o'clock at 0.25: \(harness.pixel(50, 70))")
        advance(to: 0.75)
        #expect(harness.pixel(50, 70).near(.red, 40), "6 o'clock at 0.75: \(harness.pixel(50, 70))")
        #expect(harness.pixel(35, 35) == .white, "half past 10 not yet at 0.75: \(harness.pixel(35, 35))")
    }

    @Test("Shrinking strokeEnd, moving the path or widening the line repaints the old and the new picture")
    func modelChangesRepaint() {
        let layer = ring()
        let harness = host(layer)
        #expect(harness.pixel(50, 70).near(.red, 40))
        withoutActions { layer.strokeEnd = 0.25 }
        #expect(harness.pixel(50, 70) == .white, "6 o'clock after strokeEnd 0.25: \(harness.pixel(50, 70))")
        #expect(harness.pixel(68, 45).near(.red, 40))
        withoutActions {
            layer.path = UIBezierPath(arcCenter: CGPoint(x: 120, y: 120), radius: 20, startAngle: -.pi / 2,
                                      endAngle: 3 * .pi / 2, clockwise: true).cgPath
        }
        #expect(harness.pixel(70, 50) == .white, "the old ring is gone: \(harness.pixel(70, 50))")
        #expect(harness.pixel(138, 115).near(.red, 40), "the moved ring: \(harness.pixel(138, 115))")
        #expect(harness.pixel(146, 114) == .white)
        withoutActions { layer.lineWidth = 16 }
        // 7 pt outside the centre line: inside the 16 pt line, outside the 6 pt one.
        #expect(harness.pixel(146, 114).near(.red, 40), "the wider line: \(harness.pixel(146, 114))")
        withoutActions { layer.strokeColor = UIColor.blue }
        #expect(harness.pixel(138, 115).near(.blue, 40), "the new colour: \(harness.pixel(138, 115))")
    }

    /// Every pixel of the harness's window, row by row.
    private func pixels(_ harness: Harness) -> [UInt32] {
        harness.display()
        let surface = harness.window.surface!
        var result: [UInt32] = []
        for y in 0..<200 {
            for x in 0..<200 {
                let p = surface.pixel(x: x, y: y)
                result.append(UInt32(p.red) << 16 | UInt32(p.green) << 8 | UInt32(p.blue))
            }
        }
        return result
    }

    /// 36 rings of three widths, caps and colours, one with a background and one masking to its
    /// bounds, animating strokeEnd; their window's pixels at four frames.
    private func animatedRingFrames() -> [[UInt32]] {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 200, height: 200), background: .white)
        for index in 0..<36 {
            let layer = CAShapeLayer()
            let center = CGPoint(x: 16 + CGFloat(index % 6) * 32, y: 16 + CGFloat(index / 6) * 32)
            layer.path = UIBezierPath(arcCenter: center, radius: 11, startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: index % 5 != 0).cgPath
            layer.fillColor = index % 7 == 0 ? UIColor(white: 0.9, alpha: 1) : nil
            layer.strokeColor = UIColor(red: CGFloat(index % 3) / 2, green: CGFloat(index % 4) / 3, blue: 0.5, alpha: index % 4 == 0 ? 0.6 : 1)
            layer.lineWidth = CGFloat(2 + index % 3 * 2)
            layer.lineCap = index % 2 == 0 ? .butt : .round
            if index == 8 { layer.backgroundColor = UIColor.yellow; layer.frame = CGRect(x: 64, y: 32, width: 10, height: 10) }
            if index == 9 { layer.masksToBounds = true; layer.frame = CGRect(x: 96, y: 32, width: 20, height: 32) }
            harness.window.layer.addSublayer(layer)
            layer.add(basic("strokeEnd", from: 0, to: 1, duration: 1), forKey: "grow")
            if index % 6 == 1 { layer.add(basic("lineWidth", from: 1, to: 6, duration: 1), forKey: "widen") }
        }
        var frames: [[UInt32]] = []
        for time in [0.1, 0.35, 0.6, 0.95] as [TimeInterval] {
            advance(to: time)
            frames.append(pixels(harness))
        }
        return frames
    }

    @Test("The painter's and animations' shortcuts draw exactly the pixels of the long way")
    func shortcutsDrawTheSamePixels() {
        let fast = animatedRingFrames()
        RenderShortcuts.enabled = false
        defer { RenderShortcuts.enabled = true }
        let slow = animatedRingFrames()
        #expect(fast.count == slow.count)
        for (index, (a, b)) in zip(fast, slow).enumerated() {
            let differing = zip(a, b).filter { $0 != $1 }.count
            #expect(differing == 0, "frame \(index): \(differing) pixels differ")
            #expect(a.contains { $0 != 0xFFFFFF }, "frame \(index) draws rings")
        }
    }

    @Test("A ring's presentation kept from frame to frame follows its model: colour, width, path, removal, the end")
    func keptPresentationFollowsTheModel() {
        let layer = ring()
        let harness = host(layer)
        layer.add(basic("strokeEnd", from: 0, to: 1, duration: 1), forKey: "grow")
        advance(to: 0.5)
        #expect(harness.pixel(70, 50).near(.red, 40))
        advance(to: 0.6)
        _ = harness.pixel(70, 50)
        LayerWorkCounters.reset()
        advance(to: 0.7)
        #expect(harness.pixel(50, 70).near(.red, 40))
        #expect(LayerWorkCounters.presentationRefreshes >= 1, "the copy was brought up to date")
        #expect(LayerWorkCounters.presentationCopies == 0)
        withoutActions { layer.strokeColor = UIColor.blue }
        advance(to: 0.72)
        #expect(harness.pixel(70, 50).near(.blue, 40), "the new colour while animating: \(harness.pixel(70, 50))")
        withoutActions { layer.lineWidth = 16 }
        advance(to: 0.74)
        #expect(harness.pixel(77, 50).near(.blue, 40), "the new width while animating: \(harness.pixel(77, 50))")
        withoutActions {
            layer.path = UIBezierPath(arcCenter: CGPoint(x: 120, y: 120), radius: 20, startAngle: -.pi / 2,
                                      endAngle: 3 * .pi / 2, clockwise: true).cgPath
        }
        advance(to: 0.76)
        #expect(harness.pixel(70, 50) == .white, "the old path is gone: \(harness.pixel(70, 50))")
        #expect(harness.pixel(140, 120).near(.blue, 40), "the new path: \(harness.pixel(140, 120))")
        // The model's strokeEnd is 1: removing the animation shows the whole ring at once,
        // twenty to 11 (past the animated 0.76) included.
        #expect(harness.pixel(104, 108) == .white, "twenty to 11 not yet: \(harness.pixel(104, 108))")
        layer.removeAnimation(forKey: "grow")
        #expect(harness.pixel(104, 108).near(.blue, 40), "removed: the model's whole ring: \(harness.pixel(104, 108))")
        // An animation that ends (and is removed) leaves the model's value.
        withoutActions { layer.strokeEnd = 0.25 }
        layer.add(basic("strokeEnd", from: 0, to: 1, duration: 0.5), forKey: "again")
        advance(to: 1.2)
        #expect(harness.pixel(120, 140).near(.blue, 40), "6 o'clock while animating to 1: \(harness.pixel(120, 140))")
        advance(to: 1.5)
        _ = harness.pixel(0, 0)
        advance(to: 1.6)
        #expect(harness.pixel(120, 140) == .white, "ended: the model's quarter ring: \(harness.pixel(120, 140))")
        #expect(harness.pixel(138, 115).near(.blue, 40))
    }
}
