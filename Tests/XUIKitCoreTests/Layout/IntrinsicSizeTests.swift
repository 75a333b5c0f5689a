import Foundation
import Testing
@testable import XUIKitCore

/// Counts `invalidateIntrinsicContentSize()` calls.
@MainActor
final class CountingLabel: UILabel {
    var invalidations = 0
    override func invalidateIntrinsicContentSize() { invalidations += 1; super.invalidateIntrinsicContentSize() }
}

@MainActor
final class CountingButton: UIButton {
    var invalidations = 0
    override func invalidateIntrinsicContentSize() { invalidations += 1; super.invalidateIntrinsicContentSize() }
}

@MainActor
final class CountingTextField: UITextField {
    var invalidations = 0
    override func invalidateIntrinsicContentSize() { invalidations += 1; super.invalidateIntrinsicContentSize() }
}

@MainActor
@Suite("Intrinsic content sizes")
struct IntrinsicSizeTests {
    private let font = UIFont.systemFont(ofSize: 17)
    private func width(_ text: String, _ font: UIFont = .systemFont(ofSize: 17)) -> CGFloat {
        TextEngine.shared.width(of: text, font: font)
    }

    @Test("A one-line label is as wide as its text and one line high, in whole points; empty is zero")
    func labelSingleLine() {
        let label = UILabel(frame: .zero)
        #expect(label.intrinsicContentSize == .zero)
        label.text = "Hello, layout"
        #expect(label.intrinsicContentSize == CGSize(width: width("Hello, layout").rounded(.up),
                                                     height: font.lineHeight.rounded(.up)))
    }

    @Test("A multi-line label wraps at preferredMaxLayoutWidth; without one each paragraph is a line")
    func labelMultiLine() {
        let label = UILabel(frame: .zero)
        label.text = "one two three four"
        label.numberOfLines = 0
        #expect(label.intrinsicContentSize.height == font.lineHeight.rounded(.up), "no preferred width: one line")
        // Room for "one two" but not "one two three": lines "one two", "three four" (if it
        // fits) or three lines; at least two, and no line wider than the preferred width.
        label.preferredMaxLayoutWidth = width("one two") + 1
        let size = label.intrinsicContentSize
        let lines = (size.height / font.lineHeight).rounded(.down)
        #expect(lines >= 2)
        #expect(size.width <= label.preferredMaxLayoutWidth.rounded(.up))
        // numberOfLines 1 ignores the preferred width.
        label.numberOfLines = 1
        #expect(label.intrinsicContentSize.height == font.lineHeight.rounded(.up))
    }

    @Test("numberOfLines caps a wrapped label's height")
    func labelLineLimit() {
        let label = UILabel(frame: .zero)
        label.text = "a b c d e f g h i j"
        label.numberOfLines = 2
        label.preferredMaxLayoutWidth = width("a b") + 1
        // Without the cap it would take five lines; two lines are 2 × lineHeight, rounded up.
        #expect(label.intrinsicContentSize.height == (font.lineHeight * 2).rounded(.up))
    }

    @Test("A label's sizeThatFits wraps at the offered width, agreeing with intrinsicContentSize; sizeToFit uses it")
    func labelSizeThatFits() {
        let label = UILabel(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        label.text = "one two three four"
        label.numberOfLines = 0
        label.preferredMaxLayoutWidth = width("one two") + 1
        #expect(label.sizeThatFits(CGSize(width: label.preferredMaxLayoutWidth, height: 0)) == label.intrinsicContentSize)
        #expect(label.sizeThatFits(.zero) == CGSize(width: width("one two three four").rounded(.up),
                                                    height: font.lineHeight.rounded(.up)))
        label.numberOfLines = 1
        label.sizeToFit()
        #expect(label.frame == CGRect(x: 5, y: 5, width: width("one two three four").rounded(.up),
                                      height: font.lineHeight.rounded(.up)))
    }

    @Test("A label invalidates its intrinsic size when text, font, lines or preferred width change")
    func labelInvalidation() {
        let label = CountingLabel(frame: .zero)
        label.text = "a"
        label.text = "a"              // unchanged: nothing
        label.font = .systemFont(ofSize: 20)
        label.numberOfLines = 0
        label.preferredMaxLayoutWidth = 100
        #expect(label.invalidations == 4)
    }

    @Test("A system button is its title's size plus 6 pt above and below, plus contentEdgeInsets")
    func buttonSize() {
        let button = UIButton(type: .system)
        button.setTitle("Save", for: .normal)
        let title = button.titleLabel!.intrinsicContentSize
        #expect(title.width == width("Save", button.titleLabel!.font).rounded(.up))
        #expect(button.intrinsicContentSize == CGSize(width: title.width, height: title.height + 12))
        button.contentEdgeInsets = UIEdgeInsets(top: 4, left: 10, bottom: 4, right: 10)
        #expect(button.intrinsicContentSize == CGSize(width: title.width + 20, height: title.height + 20))
        #expect(button.sizeThatFits(CGSize(width: 1000, height: 1000)) == button.intrinsicContentSize)
        button.sizeToFit()
        #expect(button.bounds.size == button.intrinsicContentSize)
        // The title sits inside the insets.
        button.layoutIfNeeded()
        #expect(button.titleLabel!.frame == CGRect(x: 10, y: 4, width: title.width, height: title.height + 12))
    }

    @Test("A button's intrinsic size is invalidated when its title or its title's font changes")
    func buttonInvalidation() {
        let button = CountingButton(type: .system)
        button.setTitle("One", for: .normal)
        #expect(button.invalidations == 1)
        button.titleLabel?.font = .systemFont(ofSize: 30)
        #expect(button.invalidations == 2)
        button.contentEdgeInsets = UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1)
        #expect(button.invalidations == 3)
    }

    @Test("Switch 51×31, stepper 94×32, slider with no intrinsic width and 31 high; sizeToFit agrees")
    func fixedControls() {
        let toggle = UISwitch(frame: .zero), stepper = UIStepper(frame: .zero), slider = UISlider(frame: .zero)
        #expect(toggle.intrinsicContentSize == CGSize(width: 51, height: 31))
        #expect(stepper.intrinsicContentSize == CGSize(width: 94, height: 32))
        #expect(slider.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 31))
        toggle.sizeToFit(); stepper.sizeToFit()
        #expect(toggle.bounds.size == toggle.intrinsicContentSize)
        #expect(stepper.bounds.size == stepper.intrinsicContentSize)
        #expect(slider.sizeThatFits(CGSize(width: 200, height: 0)).height == 31)
    }

    @Test("A text field is as wide as its placeholder or text plus insets, a line high plus padding when bordered")
    func textFieldSize() {
        let field = UITextField(frame: .zero)
        field.placeholder = "Name"
        let line = font.lineHeight
        #expect(field.intrinsicContentSize == CGSize(width: width("Name").rounded(.up), height: line.rounded(.up)))
        field.borderStyle = .roundedRect
        // 7 pt insets on each side; 7 pt above and below.
        #expect(field.intrinsicContentSize == CGSize(width: (width("Name") + 14).rounded(.up), height: (line + 14).rounded(.up)))
        field.text = "A longer name"
        #expect(field.intrinsicContentSize.width == (width("A longer name") + 14).rounded(.up))
        #expect(field.sizeThatFits(.zero) == field.intrinsicContentSize)
    }

    @Test("A text field invalidates its size when its text, placeholder, font or border change")
    func textFieldInvalidation() {
        let field = CountingTextField(frame: .zero)
        field.text = "abc"
        field.placeholder = "p"
        field.font = .systemFont(ofSize: 12)
        field.borderStyle = .bezel
        #expect(field.invalidations == 4)
    }
}
