import Foundation
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

@MainActor
@Suite("UITextField drawing")
struct TextFieldRenderingTests {
    /// The field spans x 10…210, y 10…44 in the window.
    let fieldArea = CGRect(x: 12, y: 12, width: 196, height: 30)

    func isDark(_ p: RGB) -> Bool { p.r < 90 && p.g < 90 && p.b < 90 }
    func isTint(_ p: RGB) -> Bool { p.b > 200 && p.r < 60 && p.g < 160 }

    @Test("The rounded-rect border is drawn in light grey")
    func border() {
        let fixture = FieldFixture()
        let edge = fixture.harness.pixel(100, 10)
        #expect(!edge.isWhite && edge.r > 150 && edge.r < 235)
        fixture.field.borderStyle = .none
        #expect(fixture.harness.pixel(100, 10).isWhite)
        fixture.field.borderStyle = .line
        #expect(fixture.harness.pixel(100, 10) == .black)
    }

    @Test("The placeholder is drawn light grey while the field is empty; text replaces it in textColor")
    func placeholderAndText() {
        let fixture = FieldFixture()
        fixture.field.placeholder = "Name"
        let harness = fixture.harness
        #expect(harness.ink(in: fieldArea) { !$0.isWhite && $0.r < 230 } != nil)
        #expect(harness.ink(in: fieldArea, where: isDark) == nil)
        fixture.field.text = "Name"
        #expect(harness.ink(in: fieldArea, where: isDark) != nil)
        fixture.field.textColor = .red
        #expect(harness.ink(in: fieldArea, where: isDark) == nil)
        #expect(harness.ink(in: fieldArea) { $0.r > 200 && $0.g < 60 } != nil)
    }

    @Test("textAlignment right puts the text at the right end")
    func alignment() {
        let fixture = FieldFixture()
        fixture.field.text = "MM"
        let left = try! #require(fixture.harness.ink(in: fieldArea, where: isDark))
        fixture.field.textAlignment = .right
        let right = try! #require(fixture.harness.ink(in: fieldArea, where: isDark))
        #expect(left.minX < 30 && right.maxX > 190)
    }

    @Test("The insertion point is drawn in the tint colour while editing, after the text, and not otherwise")
    func caret() {
        let fixture = FieldFixture()
        fixture.field.text = "ab"
        #expect(fixture.harness.ink(in: fieldArea, where: isTint) == nil)
        fixture.field.becomeFirstResponder()
        let caret = try! #require(fixture.harness.ink(in: fieldArea, where: isTint))
        let text = try! #require(fixture.harness.ink(in: fieldArea, where: isDark))
        #expect(caret.width <= 3 && caret.height > 15)
        #expect(caret.minX >= text.maxX - 1)
        fixture.field.resignFirstResponder()
        #expect(fixture.harness.ink(in: fieldArea, where: isTint) == nil)
    }

    @Test("A selection is drawn as a tinted band behind the text")
    func selection() {
        let fixture = FieldFixture()
        fixture.field.text = "select"
        fixture.field.becomeFirstResponder()
        fixture.field.selectAll(nil)
        let band = try! #require(fixture.harness.ink(in: fieldArea) { $0.b > 230 && $0.r < 215 && $0.r > 150 })
        #expect(band.width > 30)
    }

    @Test("Secure text is drawn as bullets, not as the text")
    func secure() {
        let harness = Harness()
        let plain = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 34))
        plain.text = "WWW"
        harness.window.addSubview(plain)
        let plainInk = try! #require(harness.ink(in: fieldArea))
        plain.isSecureTextEntry = true
        let secureInk = try! #require(harness.ink(in: fieldArea))
        #expect(secureInk.height < plainInk.height)
    }

    @Test("Long text scrolls so that the insertion point stays visible while typing")
    func scrolling() {
        let fixture = FieldFixture()
        fixture.field.becomeFirstResponder()
        fixture.harness.type(String(repeating: "w", count: 40))
        #expect(fixture.field.scrollOffset > 0)
        let caret = try! #require(fixture.harness.ink(in: fieldArea, where: isTint))
        #expect(caret.maxX <= 210)
        fixture.harness.press(.keyboardHome)
        #expect(fixture.field.scrollOffset == 0)
    }

    @Test("The clear button shows per clearButtonMode and empties the field when tapped")
    func clearButton() {
        let fixture = FieldFixture()
        fixture.field.clearButtonMode = .always
        fixture.field.text = "clear me"
        let button = fixture.field.clearButtonRect(forBounds: fixture.field.bounds)
        let center = fixture.field.convert(CGPoint(x: button.midX, y: button.midY - 5), to: nil)
        #expect(!fixture.harness.pixel(Int(center.x), Int(center.y)).isWhite)
        fixture.clearLog()
        fixture.harness.tap(center.x, center.y + 5)
        #expect(fixture.field.text == "")
        #expect(fixture.field.isEditing)
        #expect(fixture.log.contains("shouldClear") && fixture.log.contains("editingChanged"))
        #expect(fixture.harness.pixel(Int(center.x), Int(center.y)).isWhite)
    }
}
