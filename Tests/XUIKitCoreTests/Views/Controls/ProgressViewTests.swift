import Foundation
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

@MainActor
@Suite("UIProgressView")
struct ProgressViewTests {
    @Test("Defaults: progress 0, default style, no tint colours, 4 points high")
    func defaults() {
        let bar = UIProgressView(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        #expect(bar.progress == 0 && bar.progressViewStyle == .default)
        #expect(bar.progressTintColor == nil && bar.trackTintColor == nil)
        #expect(bar.frame.size == CGSize(width: 200, height: 4))
        #expect(bar.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 4))
        #expect(UIProgressView(progressViewStyle: .bar).progressViewStyle == .bar)
    }

    @Test("progress is clamped into 0…1, and setProgress(_:animated:) sets it")
    func clamping() {
        let bar = UIProgressView(frame: CGRect(x: 0, y: 0, width: 200, height: 4))
        bar.progress = 1.5
        #expect(bar.progress == 1)
        bar.progress = -3
        #expect(bar.progress == 0)
        bar.setProgress(0.25, animated: true)
        #expect(bar.progress == 0.25)
        #expect(bar.filledRect.width == 50)
        let messages = capturingDiagnostics { bar.progress = .nan }
        #expect(bar.progress == 0.25 && messages.count == 1)
    }

    @Test("The filled part is drawn in progressTintColor over the trackTintColor track")
    func drawsColours() {
        let harness = Harness()
        let bar = UIProgressView(frame: CGRect(x: 10, y: 10, width: 200, height: 4))
        bar.progressTintColor = .blue
        bar.trackTintColor = .red
        bar.progress = 0.5
        harness.window.addSubview(bar)
        #expect(harness.pixel(60, 12) == .blue)
        #expect(harness.pixel(160, 12) == .red)
        bar.progress = 1
        #expect(harness.pixel(160, 12) == .blue)
    }
}
