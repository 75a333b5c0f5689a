import Foundation
import Testing
@testable import XUIKitCore

@MainActor
@Suite("UITextView geometry: taps, scrolling and size (R9.21–R9.23)")
struct TextViewGeometryTests {
    @Test("R9.21: a tap makes the view first responder with the insertion point at the tapped character")
    func tapPlacesCaret() {
        let fixture = TextViewFixture()
        fixture.view.text = "first line\nsecond line"
        let target = fixture.windowPoint(ofCharacter: 14)                 // "sec|ond"
        fixture.harness.tap(target.x + 1, target.y)
        #expect(fixture.view.isFirstResponder && fixture.view.isEditing)
        #expect(fixture.view.selectedRange == NSRange(location: 14, length: 0))
        let other = fixture.windowPoint(ofCharacter: 2)                   // "fi|rst"
        fixture.harness.tap(other.x - 1, other.y, after: 1)
        #expect(fixture.view.selectedRange == NSRange(location: 2, length: 0))
    }

    @Test("R9.21: the default geometry puts text 5 pt from the left and 8 pt from the top")
    func defaultInsets() {
        let fixture = TextViewFixture()
        fixture.view.text = "x"
        #expect(fixture.view.textContainerInset == UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
        let caret = fixture.view.caretRect(atCharacter: 0)
        #expect(caret.minX == 5 && caret.minY == 8)
    }

    @Test("R9.22: typing past the bottom scrolls so the insertion point stays visible")
    func scrollsToCaret() {
        let fixture = TextViewFixture(frame: CGRect(x: 20, y: 20, width: 200, height: 80))
        fixture.view.becomeFirstResponder()
        for _ in 0..<10 {
            fixture.harness.type("line")
            fixture.harness.press(.keyboardReturnOrEnter, "\r")
        }
        fixture.harness.type("end")
        let view = fixture.view
        #expect(view.contentSize.height > view.bounds.height)
        #expect(view.contentOffset.y > 0)
        let caret = view.caretRect(atCharacter: view.text.count)
        #expect(view.bounds.contains(CGPoint(x: caret.minX, y: caret.minY)))
        #expect(view.bounds.contains(CGPoint(x: caret.minX, y: caret.maxY - 0.5)))
        fixture.harness.press(.keyboardHome, modifiers: .control)
        #expect(view.contentOffset.y == 0)
    }

    @Test("R9.22: scrollRangeToVisible scrolls to a range below the visible text")
    func scrollRangeToVisible() {
        let fixture = TextViewFixture(frame: CGRect(x: 20, y: 20, width: 200, height: 80))
        let text = (1...20).map { "row \($0)" }.joined(separator: "\n")
        fixture.view.text = text
        fixture.view.contentOffset = .zero
        let location = (text as NSString).range(of: "row 18").location
        fixture.view.scrollRangeToVisible(NSRange(location: location, length: 6))
        let rect = fixture.view.caretRect(atCharacter: location)
        #expect(fixture.view.contentOffset.y > 0)
        #expect(fixture.view.bounds.contains(CGPoint(x: rect.minX, y: rect.midY)))
    }

    @Test("R9.23: with scrolling off the intrinsic height grows with the text; with scrolling on there is none")
    func intrinsicSize() {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        #expect(view.intrinsicContentSize.height == UIView.noIntrinsicMetric)
        view.isScrollEnabled = false
        view.text = "a"
        let one = view.intrinsicContentSize.height
        view.text = "a\nb\nc"
        let three = view.intrinsicContentSize.height
        let line = view.resolvedFont.lineHeight
        #expect(one >= line + 16)
        #expect(three - one > 1.5 * line && three - one < 2.5 * line)
        view.text = String(repeating: "word ", count: 60)               // wraps at 200 pt
        #expect(view.intrinsicContentSize.height > three)
        #expect(view.intrinsicContentSize.width == 200)
    }
}
