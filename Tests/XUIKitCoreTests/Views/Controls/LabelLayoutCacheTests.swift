import Foundation
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

@MainActor
@Suite("A label keeps its last layout, and lays out anew when what it depends on changes")
struct LabelLayoutCacheTests {
    @Test("The same text, font and options give the same layout; a new text, font, width, line count or alignment a new one")
    func lastLayoutIsKeptUntilItsInputsChange() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        label.text = "Label 1: brown fox"
        let font = UIFont.systemFont(ofSize: 12)
        label.font = font
        let first = label.textBlock(width: 200, font: font)
        #expect(label.textBlock(width: 200, font: font) === first)
        // An equal text in another string keeps it (String equality, as the engine's cache).
        label.text = String("Label 1: brown fox".reversed().reversed())
        #expect(label.textBlock(width: 200, font: font) === first)

        label.text = "标签 2 東京の天気"
        let cjk = label.textBlock(width: 200, font: font)
        #expect(cjk !== first)
        #expect(cjk.text == "标签 2 東京の天気")

        let bigger = UIFont.systemFont(ofSize: 24)
        let large = label.textBlock(width: 200, font: bigger)
        #expect(large !== cjk && large.size.height > cjk.size.height)
        #expect(label.textBlock(width: 40, font: bigger) !== large)
        label.numberOfLines = 0
        let wrapped = label.textBlock(width: 40, font: bigger)
        #expect(wrapped.size.height > large.size.height)
        label.textAlignment = .right
        #expect(label.textBlock(width: 40, font: bigger) !== wrapped)
    }

    @Test("A label redrawn unchanged draws the same pixels, and its new text after a change")
    func redrawUsesCurrentText() {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        label.text = "iiii"
        harness.window.addSubview(label)
        let area = CGRect(x: 0, y: 0, width: 200, height: 40)
        let narrow = harness.ink(in: area)
        #expect(narrow != nil)
        harness.window.setNeedsDisplay()
        #expect(harness.ink(in: area) == narrow)
        label.text = "WWWWWWWW"
        let wide = harness.ink(in: area)?.width ?? 0
        #expect(wide > (narrow?.width ?? 0) + 20)
    }
}

@Suite("MainActorCheck: the main thread is known per thread, once asked")
struct MainActorCheckTests {
    @Test("Asked twice on the main actor it says yes; asked twice on a thread of its own it says no")
    func answersArePerThread() async {
        let onMain = await MainActor.run { (MainActorCheck.isOnMainActor, MainActorCheck.isOnMainActor) }
        #expect(onMain == (true, true))
        let elsewhere: (Bool, Bool) = await withCheckedContinuation { continuation in
            let thread = Thread {
                continuation.resume(returning: (MainActorCheck.isOnMainActor, MainActorCheck.isOnMainActor))
            }
            thread.start()
        }
        #expect(elsewhere == (false, false))
    }
}
