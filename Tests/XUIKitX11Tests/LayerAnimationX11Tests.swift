import CX11
import Foundation
import Testing
import XUIKit
@_spi(Testing) @testable import XUIKitCore
@_spi(Testing) import XUIKitX11

/// Layer animations reaching the server's pixels (issue 24): two views' own layers, each held
/// at two points of its animation. The animations are paused
/// (`speed` 0) and placed by `timeOffset`, so the pictures do not depend on how long the server
/// takes: the test process's clock runs in real time.
@Suite("Layer animations on Xvfb", .serialized)
@MainActor
struct LayerAnimationX11Tests {
    private func settle(_ seconds: TimeInterval = 0.3) {
        let end = Date().addingTimeInterval(seconds)
        while Date() < end {
            UIApplication.shared.runPendingWork()
            usleep(10_000)
        }
    }

    private func held(_ keyPath: String, from: Any, to: Any, at offset: Double) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: keyPath)
        animation.fromValue = from
        animation.toValue = to
        animation.duration = 1
        animation.speed = 0
        animation.timeOffset = offset
        return animation
    }

    @Test("R30.14: a view layer's position.x and another's opacity show on the server at two points of their animations")
    func heldAnimations() throws {
        try withX11App { session in
            let root = UIViewController()
            root.view.backgroundColor = .white
            root.overrideUserInterfaceStyle = .light
            let square = UIView(frame: CGRect(x: 20, y: 20, width: 40, height: 40))
            square.backgroundColor = .red
            root.view.addSubview(square)
            let dot = UIView(frame: CGRect(x: 50, y: 230, width: 40, height: 40))
            dot.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
            root.view.addSubview(dot)
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            window.rootViewController = root
            session.show(window)
            settle()
            #expect(session.pixel(of: window, x: 40, y: 40) == 0xFF0000)
            #expect(session.pixel(of: window, x: 70, y: 250) == 0x0000FF)

            // A quarter of the way from centre x 40 to 240: centred at 90 (70…110).
            square.layer.add(held("position.x", from: 40, to: 240, at: 0.25), forKey: "slide")
            dot.layer.add(held("opacity", from: 1, to: 0, at: 0.5), forKey: "fade")
            settle()
            #expect(session.pixel(of: window, x: 90, y: 40) == 0xFF0000)
            #expect(session.pixel(of: window, x: 40, y: 40) == 0xFFFFFF)
            let half = try #require(session.pixel(of: window, x: 70, y: 250))
            #expect(half & 0xFF >= 0xFE && (half >> 16) & 0xFF >= 0x70 && (half >> 16) & 0xFF <= 0x90,
                    "blue at half opacity over white: \(String(half, radix: 16))")

            // Three quarters: centred at 190 (170…210); the dot at 10 %.
            square.layer.add(held("position.x", from: 40, to: 240, at: 0.75), forKey: "slide")
            dot.layer.add(held("opacity", from: 1, to: 0, at: 0.9), forKey: "fade")
            settle()
            #expect(session.pixel(of: window, x: 190, y: 40) == 0xFF0000)
            #expect(session.pixel(of: window, x: 90, y: 40) == 0xFFFFFF)
            let faint = try #require(session.pixel(of: window, x: 70, y: 250))
            #expect((faint >> 16) & 0xFF >= 0xE0 && (faint >> 16) & 0xFF <= 0xEC, "blue at 10 % over white: \(String(faint, radix: 16))")

            square.layer.removeAllAnimations()
            dot.layer.removeAllAnimations()
            settle()
            #expect(session.pixel(of: window, x: 40, y: 40) == 0xFF0000)
            #expect(session.pixel(of: window, x: 190, y: 40) == 0xFFFFFF)
            #expect(session.pixel(of: window, x: 70, y: 250) == 0x0000FF)
        }
    }
}
