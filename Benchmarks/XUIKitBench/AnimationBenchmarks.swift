import Foundation
@_spi(Testing) import XUIKitCore

// Animation frame time: a 60 Hz full-window fade of 1000 overlapping 80×60 views (1280×800),
// on the manual clock. Each sample is one frame: the clock tick (presentation values, repaint
// bookkeeping) plus the redraw of the whole window.
@MainActor
func runAnimationBenchmarks() {
    let app = UIApplication.makeFreshForTesting()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1280, height: 800))
    window.makeKeyAndVisible()
    var views: [UIView] = []
    for index in 0..<1000 {
        let view = UIView(frame: CGRect(x: (index * 37) % 1200, y: (index * 53) % 740, width: 80, height: 60))
        view.backgroundColor = UIColor(hue: CGFloat(index % 100) / 100, saturation: 0.6, brightness: 0.9, alpha: 1)
        window.addSubview(view)
        views.append(view)
    }
    app.runPendingWork()
    var time: TimeInterval = 5000
    app.useManualClock(startingAt: time)
    // Long enough that the fade outlasts every sample.
    UIView.animate(withDuration: 10, delay: 0, options: .curveLinear, animations: {
        for view in views { view.alpha = 0.2 }
    })
    median("fade frame, 1000 views 1280×800 (tick + redraw)", unit: "µs", runs: 61) {
        time += 1.0 / 60
        app.advanceClock(to: time)
        app.runPendingWork()
    }
    // For comparison: the same scene at a fixed alpha, redrawn whole (no animation).
    UIView.performWithoutAnimation { for view in views { view.alpha = 0.5 } }
    median("same scene at alpha 0.5, full redraw (no clock)", unit: "µs", runs: 61) {
        window.setNeedsDisplay()
        app.runPendingWork()
    }
    // A frame's clock work alone: presentation values and repaint bookkeeping, no drawing.
    UIView.animate(withDuration: 10, delay: 0, options: .curveLinear, animations: {
        for view in views { view.alpha = 0.1 }
    })
    median("fade frame, clock tick only (no redraw)", unit: "µs", runs: 61) {
        time += 1.0 / 60
        app.advanceClock(to: time)
    }
}
