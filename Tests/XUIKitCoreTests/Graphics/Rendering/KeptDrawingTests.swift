import Foundation
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

/// A label that counts how often it is asked to draw.
@MainActor
final class DrawCountingLabel: UILabel {
    var draws = 0
    override func draw(_ rect: CGRect) {
        draws += 1
        super.draw(rect)
    }
}

@MainActor
@Suite("A label keeps what it drew until it asks to be drawn again (R27.17, headless)")
struct KeptDrawingTests {
    /// Every pixel of the window, as 0xRRGGBB words.
    private func pixels(_ harness: Harness) -> [UInt32] { harness.everyPixel() }

    /// The largest difference of one channel between two pictures of the same size.
    private func largestDifference(_ a: [UInt32], _ b: [UInt32]) -> Int {
        var largest = 0
        for (p, q) in zip(a, b) {
            for shift in [0, 8, 16] {
                largest = max(largest, abs(Int((p >> UInt32(shift)) & 0xFF) - Int((q >> UInt32(shift)) & 0xFF)))
            }
        }
        return largest
    }

    private func makeLabel(_ text: String, frame: CGRect) -> DrawCountingLabel {
        let label = DrawCountingLabel(frame: frame)
        label.text = text
        label.font = .systemFont(ofSize: 13)
        return label
    }

    @Test("Redrawn without setNeedsDisplay, a label paints the pixels it kept: draw(_:) runs once")
    func redrawKeeps() {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        let label = makeLabel("Kept pixels", frame: CGRect(x: 10, y: 10, width: 150, height: 24))
        harness.window.addSubview(label)
        let first = pixels(harness)
        #expect(label.draws == 1)
        #expect(label.renderCache.keptDrawing != nil)
        harness.window.setNeedsDisplay()
        let second = pixels(harness)
        #expect(label.draws == 1, "the window's redraw is not the label's")
        #expect(first == second)
        #expect(first.contains { $0 != 0xFFFFFF }, "the label drew text")
    }

    @Test("Every change of a label's look, and its own setNeedsDisplay, draws it again")
    func changesDrawAgain() {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        let label = makeLabel("Look", frame: CGRect(x: 10, y: 10, width: 150, height: 24))
        harness.window.addSubview(label)
        _ = pixels(harness)
        let changes: [(String, () -> Void)] = [
            ("text", { label.text = "Looks" }),
            ("textColor", { label.textColor = .red }),
            ("font", { label.font = .systemFont(ofSize: 15) }),
            ("textAlignment", { label.textAlignment = .right }),
            ("isEnabled", { label.isEnabled = false }),
            ("highlightedTextColor while highlighted", { label.isHighlighted = true; _ = self.pixels(harness); label.highlightedTextColor = .blue }),
            ("size", { label.frame.size.width = 140 }),
            ("setNeedsDisplay", { label.setNeedsDisplay() }),
            ("setNeedsDisplay(_:)", { label.setNeedsDisplay(CGRect(x: 0, y: 0, width: 4, height: 4)) }),
        ]
        for (name, change) in changes {
            let before = label.draws
            let picture = pixels(harness)
            change()
            let after = pixels(harness)
            #expect(label.draws > before, "\(name) draws the label again")
            if name != "setNeedsDisplay", name != "setNeedsDisplay(_:)" { #expect(picture != after, "\(name) changes pixels") }
        }
        // The same colour object again changes nothing: nothing to draw.
        let before = label.draws
        label.textColor = label.textColor
        harness.window.setNeedsDisplay()
        _ = pixels(harness)
        #expect(label.draws == before)
    }

    @Test("A label moved by whole points paints its kept pixels at the new place")
    func moveKeeps() {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 200, height: 80))
        let label = makeLabel("Moved", frame: CGRect(x: 10, y: 10, width: 100, height: 24))
        harness.window.addSubview(label)
        let ink = harness.ink(in: CGRect(x: 0, y: 0, width: 200, height: 80))
        label.frame.origin = CGPoint(x: 40, y: 30)
        let moved = harness.ink(in: CGRect(x: 0, y: 0, width: 200, height: 80))
        #expect(label.draws == 1)
        #expect(moved == ink?.offsetBy(dx: 30, dy: 20))
    }

    @Test("Kept pixels are drawing's own within one level: Latin and CJK, fractional places, alpha, dark mode",
          arguments: [UIUserInterfaceStyle.light, .dark])
    func sameAsDrawing(style: UIUserInterfaceStyle) {
        func scene(keeping: Bool) -> [UInt32] {
            let harness = Harness(frame: CGRect(x: 0, y: 0, width: 300, height: 160))
            harness.window.overrideUserInterfaceStyle = style
            for index in 0..<8 {
                let label = makeLabel(index % 2 == 0 ? "Label \(index): brown fox" : "标签 \(index) 東京の天気",
                                  frame: CGRect(x: 5 + CGFloat(index) * 0.25, y: 4 + CGFloat(index) * 18.5, width: 200, height: 18))
                label.alpha = index == 3 ? 0.5 : 1
                label.textColor = index == 5 ? .systemBlue : .label
                label.renderCache.keepsDrawing = keeping
                harness.window.addSubview(label)
            }
            _ = pixels(harness)
            // Drawn a second time: the kept pixels (or drawing again, when not keeping).
            harness.window.setNeedsDisplay()
            return pixels(harness)
        }
        let kept = scene(keeping: true), drawn = scene(keeping: false)
        #expect(kept.contains { $0 != kept[0] }, "the labels drew text")
        // A pixel a label's bounds edge cuts (a fractional place) is clipped once by coverage on
        // the kept path; Cairo clips text drawn directly there by less. Compared everywhere else.
        var edges = Set<Int>()
        for index in 0..<8 {
            let frame = CGRect(x: 5 + CGFloat(index) * 0.25, y: 4 + CGFloat(index) * 18.5, width: 200, height: 18)
            for x in [frame.minX, frame.maxX] where x != x.rounded(.down) {
                for y in Int(frame.minY)...Int(frame.maxY) { edges.insert(y * 300 + Int(x)) }
            }
            for y in [frame.minY, frame.maxY] where y != y.rounded(.down) {
                for x in Int(frame.minX)...Int(frame.maxX) { edges.insert(Int(y) * 300 + x) }
            }
        }
        let inner = kept.indices.filter { !edges.contains($0) }
        #expect(inner.count > kept.count * 9 / 10)
        #expect(largestDifference(inner.map { kept[$0] }, inner.map { drawn[$0] }) <= 1)
    }

    @Test("At scale 2 and 1.5 a label keeps pixels of the window's scale, the same as drawing's", arguments: [CGFloat(2), 1.5])
    func scaled(scale: CGFloat) throws {
        func scene(keeping: Bool) throws -> ([UInt32], DrawCountingLabel) {
            let harness = try Harness.scaled(scale, width: 160, height: 40)
            let label = makeLabel("Scale 東京", frame: CGRect(x: 7.5, y: 8.25, width: 140, height: 24))
            label.renderCache.keepsDrawing = keeping
            harness.window.addSubview(label)
            _ = pixels(harness)
            harness.window.setNeedsDisplay()
            return (pixels(harness), label)
        }
        let (kept, label) = try scene(keeping: true)
        let (drawn, _) = try scene(keeping: false)
        #expect(label.renderCache.keptDrawing?.scale == Double(scale))
        #expect(label.draws == 1)
        #expect(kept.filter { $0 & 0xFF < 128 }.count > 100, "the label drew text")
        #expect(largestDifference(kept, drawn) <= 1)
    }

    @Test("A rotated label draws every time (nothing is kept through a transform)")
    func transformedDrawsEveryTime() {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let label = makeLabel("Turned", frame: CGRect(x: 40, y: 30, width: 100, height: 24))
        label.transform = CGAffineTransform(rotationAngle: 0.3)
        harness.window.addSubview(label)
        _ = pixels(harness)
        harness.window.setNeedsDisplay()
        _ = pixels(harness)
        #expect(label.draws == 2)
        #expect(label.renderCache.keptDrawing == nil)
    }

    @Test("A label larger than the kept limit draws every time")
    func largeDrawsEveryTime() {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 800, height: 400))
        let label = makeLabel("Large", frame: CGRect(x: 0, y: 0, width: 800, height: 400))
        #expect(800 * 400 > KeptDrawing.largestKept)
        harness.window.addSubview(label)
        _ = pixels(harness)
        harness.window.setNeedsDisplay()
        _ = pixels(harness)
        #expect(label.draws == 2)
    }

    @Test("A UILabel keeps its text's coverage: a new colour, highlighting and dark mode paint it without drawing the text again")
    func coverageRecolours() {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 150, height: 24))
        label.text = "Coverage"
        label.textColor = .red
        label.highlightedTextColor = .blue
        harness.window.addSubview(label)
        let area = CGRect(x: 0, y: 0, width: 200, height: 60)
        #expect(harness.ink(in: area, where: { $0.r > 200 && $0.g < 60 && $0.b < 60 }) != nil, "red text")
        let kept = label.renderCache.keptDrawing
        #expect(kept?.isCoverage == true)
        label.textColor = .green
        #expect(harness.ink(in: area, where: { $0.r > 200 && $0.g < 60 }) == nil, "no red left")
        #expect(harness.ink(in: area, where: { $0.g > 100 && $0.r < 60 && $0.b < 60 }) != nil, "green text")
        label.isHighlighted = true
        #expect(harness.ink(in: area, where: { $0.b > 200 && $0.r < 60 && $0.g < 60 }) != nil, "blue while highlighted")
        label.isHighlighted = false
        label.textColor = .label
        harness.window.overrideUserInterfaceStyle = .dark
        // .label in dark mode is light text on the dark background.
        #expect(harness.ink(in: area, where: { $0.r > 200 && $0.g > 200 && $0.b > 200 }) != nil, "light text in dark mode")
        #expect(label.renderCache.keptDrawing === kept, "the same coverage throughout")
        // The text itself changing draws it again.
        label.text = "Coverage 2"
        _ = pixels(harness)
        #expect(label.renderCache.keptDrawing !== kept)
    }

    @Test("Coverage painted in a colour is drawing in that colour within one level; emoji and attributed text keep pixels",
          arguments: [false, true])
    func coverageSameAsDrawing(disabled: Bool) {
        func scene(keeping: Bool) -> ([UInt32], [UILabel]) {
            let harness = Harness(frame: CGRect(x: 0, y: 0, width: 300, height: 120))
            var labels: [UILabel] = []
            for index in 0..<5 {
                let label = UILabel(frame: CGRect(x: 4 + CGFloat(index) * 0.5, y: 4 + CGFloat(index) * 22.25, width: 280, height: 20))
                label.font = .systemFont(ofSize: 14)
                switch index {
                case 3: label.text = "Emoji 😀 kept as pixels"
                case 4: label.attributedText = NSAttributedString(string: "Attributed", attributes: [.foregroundColor: UIColor.systemGreen,
                                                                                                  .font: UIFont.boldSystemFont(ofSize: 14)])
                default: label.text = index % 2 == 0 ? "Coverage \(index) brown fox" : "标签 \(index) 東京の天気"
                }
                label.textColor = index == 1 ? .systemBlue : .label
                label.isEnabled = !disabled
                label.renderCache.keepsDrawing = keeping
                harness.window.addSubview(label)
                labels.append(label)
            }
            _ = pixels(harness)
            harness.window.setNeedsDisplay()
            return (pixels(harness), labels)
        }
        let (kept, labels) = scene(keeping: true)
        let (drawn, _) = scene(keeping: false)
        #expect(labels.map { $0.renderCache.keptDrawing?.isCoverage } == [true, true, true, false, false])
        #expect(kept.contains { $0 != kept[0] }, "the labels drew text")
        #expect(largestDifference(kept, drawn) <= 1)
    }
}
