import Foundation
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

@MainActor
@Suite("UIButton and UILabel content and drawing")
struct ButtonAndLabelTests {
    func button(_ type: UIButton.ButtonType, in harness: Harness) -> UIButton {
        let button = UIButton(type: type)
        button.frame = CGRect(x: 0, y: 0, width: 120, height: 44)
        harness.window.addSubview(button)
        return button
    }

    @Test("Per-state titles and title colours apply while pressed and revert after")
    func perStateTitles() {
        let harness = Harness()
        let button = button(.custom, in: harness)
        button.setTitle("Up", for: .normal)
        button.setTitle("Down", for: .highlighted)
        button.setTitleColor(.red, for: .normal)
        button.setTitleColor(.blue, for: .highlighted)
        #expect(button.titleLabel?.text == "Up" && button.titleLabel?.textColor == .red)
        harness.touch(.began, 60, 22)
        #expect(button.currentTitle == "Down" && button.titleLabel?.textColor == .blue)
        harness.touch(.ended, 60, 22)
        #expect(button.currentTitle == "Up" && button.currentTitleColor == .red)
    }

    @Test("States without their own title fall back to .normal; custom titles default to white, system to the tint")
    func titleFallbacks() {
        let harness = Harness()
        let custom = button(.custom, in: harness)
        custom.setTitle("Only normal", for: .normal)
        #expect(custom.title(for: .selected) == "Only normal")
        #expect(custom.currentTitleColor == .white)
        let system = button(.system, in: harness)
        #expect(system.currentTitleColor == UIColor.systemBlue)
        system.isEnabled = false
        #expect(system.currentTitleColor != UIColor.systemBlue)
    }

    @Test("A per-state background is drawn, and switches to the highlighted one while pressed")
    func perStateBackground() {
        let harness = Harness()
        let button = button(.custom, in: harness)
        button.setBackgroundColor(.red, for: .normal)
        button.setBackgroundColor(.blue, for: .highlighted)
        #expect(harness.pixel(10, 22) == .red)
        harness.touch(.began, 60, 22)
        #expect(harness.pixel(10, 22) == .blue)
        harness.touch(.ended, 60, 22)
        #expect(harness.pixel(10, 22) == .red)
    }

    @Test("A system button draws a tinted highlight while pressed, and none at rest")
    func systemHighlight() {
        let harness = Harness()
        _ = button(.system, in: harness)
        #expect(harness.pixel(6, 22).isWhite)
        harness.touch(.began, 60, 22)
        let pressed = harness.pixel(6, 22)
        #expect(!pressed.isWhite && pressed.b > pressed.r)
        harness.touch(.ended, 60, 22)
        #expect(harness.pixel(6, 22).isWhite)
    }

    @Test("A system button's title is drawn in the tint colour, and dimmed while pressed")
    func systemTitleInk() {
        let harness = Harness()
        let button = button(.system, in: harness)
        button.setTitle("MMMM", for: .normal)
        let area = CGRect(x: 0, y: 0, width: 120, height: 44)
        let tinted = harness.ink(in: area) { $0.b > 200 && $0.r < 60 }
        #expect(tinted != nil)
        harness.touch(.began, 60, 22)
        #expect(harness.ink(in: area) { $0.b > 200 && $0.r < 60 } == nil)
    }

    @Test("A label draws its text in its textColor")
    func labelColour() {
        let harness = Harness()
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        label.text = "MMMM"
        label.textColor = .red
        harness.window.addSubview(label)
        let area = CGRect(x: 0, y: 0, width: 200, height: 40)
        #expect(harness.ink(in: area) { $0.r > 200 && $0.g < 60 && $0.b < 60 } != nil)
        #expect(harness.ink(in: area) { $0.r < 60 && $0.g < 60 && $0.b < 60 } == nil)
    }

    @Test("textAlignment places the text left, centred or right")
    func labelAlignment() {
        let harness = Harness()
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
        label.text = "MM"
        harness.window.addSubview(label)
        let area = CGRect(x: 0, y: 0, width: 300, height: 40)
        label.textAlignment = .left
        let left = try! #require(harness.ink(in: area))
        label.textAlignment = .center
        let center = try! #require(harness.ink(in: area))
        label.textAlignment = .right
        let right = try! #require(harness.ink(in: area))
        #expect(left.minX < 10)
        #expect(abs(center.midX - 150) < 6)
        #expect(right.maxX > 290)
    }

    @Test("numberOfLines 0 wraps to several lines; 1 keeps a single line")
    func labelWrapping() {
        let harness = Harness()
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 160))
        label.text = "wrap these words over several lines"
        label.numberOfLines = 0
        harness.window.addSubview(label)
        let area = CGRect(x: 0, y: 0, width: 120, height: 160)
        #expect(harness.inkBands(in: area) >= 3)
        label.numberOfLines = 1
        #expect(harness.inkBands(in: area) == 1)
    }

    @Test("A larger font draws taller text")
    func labelFont() {
        let harness = Harness()
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 300, height: 80))
        label.text = "HH"
        harness.window.addSubview(label)
        let area = CGRect(x: 0, y: 0, width: 300, height: 80)
        label.font = .systemFont(ofSize: 12)
        let small = try! #require(harness.ink(in: area))
        label.font = .systemFont(ofSize: 36)
        let large = try! #require(harness.ink(in: area))
        #expect(large.height > small.height * 2)
    }
}
