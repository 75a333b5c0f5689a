import Foundation
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

@MainActor
@Suite("Layer geometry: conversion, hit-testing, layerClass and layout of sublayers (headless)")
struct LayerGeometryTests {
    @Test("R27.8: convert(_:from:) and convert(_:to:) go through positions, anchor points, bounds origins and transforms")
    func conversion() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
        let parent = solidLayer(CGRect(x: 100, y: 50, width: 100, height: 100), .red)
        parent.bounds.origin = CGPoint(x: 10, y: 0)
        let child = CALayer()
        child.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        child.anchorPoint = .zero
        child.position = CGPoint(x: 30, y: 40)
        child.transform = CATransform3DMakeScale(2, 2, 1)
        parent.addSublayer(child)
        root.addSublayer(parent)
        // (5, 5) in child → (10, 10) scaled → (40, 50) in parent's bounds → parent's origin
        // (100, 50) minus its bounds origin (10, 0) → (130, 100) in root.
        #expect(child.convert(CGPoint(x: 5, y: 5), to: root) == CGPoint(x: 130, y: 100))
        #expect(child.convert(CGPoint(x: 130, y: 100), from: root) == CGPoint(x: 5, y: 5))
        #expect(root.convert(CGPoint(x: 5, y: 5), from: child) == CGPoint(x: 130, y: 100))
        #expect(child.convert(CGRect(x: 0, y: 0, width: 20, height: 20), to: parent) == CGRect(x: 30, y: 40, width: 40, height: 40))
    }

    @Test("R27.8: a view's layer converts to its window through the view")
    func conversionThroughView() {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let view = UIView(frame: CGRect(x: 20, y: 30, width: 100, height: 100))
        harness.window.addSubview(view)
        let layer = solidLayer(CGRect(x: 10, y: 10, width: 20, height: 20), .blue)
        view.layer.addSublayer(layer)
        #expect(layer.convert(CGPoint(x: 0, y: 0), to: nil) == CGPoint(x: 30, y: 40))
        #expect(layer.convert(CGPoint(x: 30, y: 40), from: nil) == .zero)
        #expect(layer.convert(CGPoint(x: 1, y: 2), to: view.layer) == CGPoint(x: 11, y: 12))
    }

    @Test("R27.8: hitTest takes a point in the superlayer's coordinates and returns the front-most deepest layer")
    func hitTesting() {
        let root = solidLayer(CGRect(x: 0, y: 0, width: 200, height: 200), .white)
        let back = solidLayer(CGRect(x: 10, y: 10, width: 100, height: 100), .red)
        let front = solidLayer(CGRect(x: 50, y: 50, width: 100, height: 100), .blue)
        let inner = solidLayer(CGRect(x: 0, y: 0, width: 10, height: 10), .green)
        front.addSublayer(inner)
        root.addSublayer(back)
        root.addSublayer(front)
        #expect(root.hitTest(CGPoint(x: 20, y: 20)) === back)
        #expect(root.hitTest(CGPoint(x: 60, y: 60)) === front)
        #expect(root.hitTest(CGPoint(x: 55, y: 55)) === inner)
        #expect(root.hitTest(CGPoint(x: 190, y: 190)) === root)
        #expect(root.hitTest(CGPoint(x: 300, y: 300)) == nil)
        back.zPosition = 1
        #expect(root.hitTest(CGPoint(x: 60, y: 60)) === back)
        back.isHidden = true
        #expect(root.hitTest(CGPoint(x: 60, y: 60)) === front)
        front.opacity = 0
        #expect(root.hitTest(CGPoint(x: 60, y: 60)) === front)
        #expect(front.contains(CGPoint(x: 5, y: 5)) && !front.contains(CGPoint(x: -1, y: 5)))
        // A sublayer outside a layer that masks to its bounds is not hit there.
        let outside = solidLayer(CGRect(x: 120, y: 120, width: 10, height: 10), .green)
        back.isHidden = false
        back.addSublayer(outside)
        #expect(root.hitTest(CGPoint(x: 135, y: 135)) === outside)
        back.masksToBounds = true
        #expect(root.hitTest(CGPoint(x: 135, y: 135)) === front)
    }

    @Test("R27.2: frame of a rotated standalone layer is the bounding box about its anchor point")
    func rotatedFrame() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 20)
        layer.position = CGPoint(x: 100, y: 100)
        layer.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))
        let frame = layer.frame
        #expect(abs(frame.minX - 90) < 1e-9 && abs(frame.minY - 80) < 1e-9)
        #expect(abs(frame.width - 20) < 1e-9 && abs(frame.height - 40) < 1e-9)
    }

    final class PlainLayer: CALayer {}

    final class GradientHost: UIView {
        var log: [String] = []
        let band = CALayer()
        override class var layerClass: AnyClass { PlainLayer.self }
        override func layoutSubviews() { log.append("layoutSubviews"); super.layoutSubviews() }
        override func layoutSublayers(of layer: CALayer) {
            log.append("layoutSublayers")
            band.frame = CGRect(x: 0, y: 0, width: layer.bounds.width, height: 10)
        }
    }

    @Test("R27.9: an app's own layerClass gives its nearest XUIKit class with one diagnostic line; the default is CALayer")
    func layerClass() {
        #expect(ObjectIdentifier(UIView.layerClass) == ObjectIdentifier(CALayer.self))
        var layer: CALayer?
        let view = GradientHost(frame: .zero)
        let lines = capturingDiagnostics { layer = view.layer }
        #expect(lines.count == 1)
        #expect(lines.first?.contains("PlainLayer") == true)
        #expect(layer.map { ObjectIdentifier(type(of: $0)) } == ObjectIdentifier(CALayer.self))
        #expect(view.layer === layer && layer?.delegate === view)
        #expect(capturingDiagnostics { _ = UIView(frame: .zero).layer }.isEmpty)
    }

    @Test("R27.10: layoutSublayers(of:) runs after layoutSubviews in the layout pass and can size sublayers")
    func layoutSublayersOrder() {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let view = GradientHost(frame: CGRect(x: 0, y: 0, width: 120, height: 50))
        _ = capturingDiagnostics { view.layer.addSublayer(view.band) }
        harness.window.addSubview(view)
        harness.display()
        #expect(Array(view.log.suffix(2)) == ["layoutSubviews", "layoutSublayers"])
        #expect(view.band.frame == CGRect(x: 0, y: 0, width: 120, height: 10))
    }

    final class CountingLayer: CALayer {
        var layouts = 0
        override func layoutSublayers() { layouts += 1; super.layoutSublayers() }
    }

    @Test("R27.10: a standalone layer's setNeedsLayout runs layoutSublayers once before the next frame")
    func standaloneLayout() {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let layer = CountingLayer()
        harness.window.layer.addSublayer(layer)
        harness.display()
        layer.setNeedsLayout()
        #expect(layer.needsLayout())
        harness.display()
        #expect(layer.layouts == 1 && !layer.needsLayout())
        harness.display()
        #expect(layer.layouts == 1)
        layer.setNeedsLayout()
        layer.layoutIfNeeded()
        #expect(layer.layouts == 2)
    }
}
