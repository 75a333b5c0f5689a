import Foundation
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

@MainActor
final class WideView: UIView {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -20, dy: -20).contains(point)
    }
}

@MainActor
final class TransparentView: UIView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { nil }
}

@MainActor
@Suite("Hit-testing and geometry (§6)")
struct HitTestingTests {
    @Test("R6.1: point(inside:) uses bounds with inclusive minimum and exclusive maximum edges")
    func pointInside() {
        let view = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        #expect(view.point(inside: CGPoint(x: 0, y: 0), with: nil))
        #expect(view.point(inside: CGPoint(x: 100, y: 50), with: nil) == false)
        #expect(view.point(inside: CGPoint(x: 99.9, y: 99.9), with: nil))
        view.bounds.origin = CGPoint(x: 10, y: 10)
        #expect(view.point(inside: CGPoint(x: 5, y: 5), with: nil) == false)
        #expect(view.point(inside: CGPoint(x: 10, y: 10), with: nil))
    }

    @Test("R6.2: hidden, non-interactive and alpha < 0.01 views are skipped; alpha 0.01 is hit")
    func skippedViews() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        root.addSubview(child)
        let point = CGPoint(x: 10, y: 10)
        #expect(root.hitTest(point, with: nil) === child)
        child.isHidden = true
        #expect(root.hitTest(point, with: nil) === root)
        child.isHidden = false
        child.isUserInteractionEnabled = false
        #expect(root.hitTest(point, with: nil) === root)
        child.isUserInteractionEnabled = true
        child.alpha = 0.009
        #expect(root.hitTest(point, with: nil) === root)
        child.alpha = 0.01
        #expect(root.hitTest(point, with: nil) === child)
    }

    @Test("R6.2: subviews are visited front-most first")
    func frontMostFirst() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        let front = UIView(frame: CGRect(x: 20, y: 20, width: 60, height: 60))
        root.addSubview(back); root.addSubview(front)
        #expect(root.hitTest(CGPoint(x: 30, y: 30), with: nil) === front)
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === back)
        root.bringSubviewToFront(back)
        #expect(root.hitTest(CGPoint(x: 30, y: 30), with: nil) === back)
        root.insertSubview(front, at: 1)
        #expect(root.subviews.last === front)
    }

    @Test("R6.3: overriding point(inside:) enlarges the hit area; a hitTest returning nil is transparent")
    func dynamicDispatch() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let wide = WideView(frame: CGRect(x: 50, y: 50, width: 50, height: 50))
        root.addSubview(wide)
        #expect(root.hitTest(CGPoint(x: 40, y: 40), with: nil) === wide)
        let transparent = TransparentView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        root.addSubview(transparent)
        #expect(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === wide)
    }

    @Test("R6.4: a subview sticking out of a non-clipping parent is not hit outside the parent")
    func outsideBounds() {
        let harness = Harness()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        container.clipsToBounds = false
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 90, y: 90, width: 50, height: 50)
        container.addSubview(button)
        harness.window.addSubview(container)
        #expect(harness.window.hitTest(CGPoint(x: 120, y: 120), with: nil) === harness.window)
        #expect(harness.window.hitTest(CGPoint(x: 95, y: 95), with: nil) === button)
    }

    @Test("R6.5: a hidden view removes its whole subtree; touches fall through to the earlier sibling")
    func subtreeRemoved() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let under = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let over = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let overChild = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        over.addSubview(overChild)
        root.addSubview(under); root.addSubview(over)
        over.isHidden = true
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === under)
    }

    @Test("R6.6, R6.7, R6.8: clear views are hit; disabled controls are hit; labels are not interactive")
    func contentAndDefaults() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let clear = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        clear.backgroundColor = .clear
        root.addSubview(clear)
        #expect(root.hitTest(CGPoint(x: 5, y: 5), with: nil) === clear)
        let control = UIControl(frame: CGRect(x: 50, y: 50, width: 50, height: 50))
        control.isEnabled = false
        root.addSubview(control)
        #expect(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === control)
        #expect(UIView(frame: .zero).isUserInteractionEnabled)
        #expect(UILabel(frame: .zero).isUserInteractionEnabled == false)
    }

    @Test("R6.10: conversion uses frame and bounds origins and goes through window coordinates")
    func conversion() {
        let harness = Harness()
        let container = UIView(frame: CGRect(x: 50, y: 50, width: 200, height: 200))
        let child = UIView(frame: CGRect(x: 10, y: 20, width: 40, height: 40))
        container.addSubview(child)
        harness.window.addSubview(container)
        #expect(child.convert(CGPoint.zero, to: container) == CGPoint(x: 10, y: 20))
        #expect(child.convert(CGPoint.zero, to: nil) == CGPoint(x: 60, y: 70))
        container.bounds.origin = CGPoint(x: 0, y: 100)
        #expect(child.convert(CGPoint.zero, to: nil) == CGPoint(x: 60, y: -30))
        #expect(child.convert(CGPoint(x: 60, y: -30), from: nil) == .zero)
        let sibling = UIView(frame: CGRect(x: 300, y: 0, width: 10, height: 10))
        harness.window.addSubview(sibling)
        #expect(child.convert(CGRect(x: 0, y: 0, width: 5, height: 5), to: sibling) == CGRect(x: -240, y: -30, width: 5, height: 5))
    }

    @Test("frame, bounds and center stay consistent")
    func frameBoundsCenter() {
        let view = UIView(frame: CGRect(x: 20, y: 20, width: 160, height: 44))
        #expect(view.center == CGPoint(x: 100, y: 42))
        view.center = CGPoint(x: 50, y: 50)
        #expect(view.frame == CGRect(x: -30, y: 28, width: 160, height: 44))
        view.bounds.size = CGSize(width: 100, height: 100)
        #expect(view.frame.size == CGSize(width: 100, height: 100))
        #expect(view.bounds.origin == .zero)
    }

    @Test("A view cannot be added inside itself; the attempt is reported and ignored")
    func hierarchyCycle() {
        let parent = UIView(frame: .zero), child = UIView(frame: .zero)
        parent.addSubview(child)
        let messages = capturingDiagnostics { child.addSubview(parent) }
        #expect(messages.count == 1)
        #expect(parent.superview == nil)
        #expect(child.subviews.isEmpty)
    }
}
