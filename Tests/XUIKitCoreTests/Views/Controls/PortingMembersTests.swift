import Foundation
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

/// The padding label iOS apps write: text drawn inset, and measured with the padding.
@MainActor
final class PaddedLabel: UILabel {
    let padding = UIEdgeInsets(top: 4, left: 40, bottom: 4, right: 8)
    var drawnRects: [CGRect] = []
    override func drawText(in rect: CGRect) {
        drawnRects.append(rect.inset(by: padding))
        super.drawText(in: rect.inset(by: padding))
    }
    override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        let inner = super.textRect(forBounds: bounds.inset(by: padding), limitedToNumberOfLines: numberOfLines)
        return inner.inset(by: UIEdgeInsets(top: -padding.top, left: -padding.left, bottom: -padding.bottom, right: -padding.right))
    }
}

/// Records the keyboard notifications it observes through the selector API.
@MainActor
final class KeyboardNotificationRecorder: UIResponder {
    var names: [String] = []
    var endFrames: [CGRect] = []
    func received(_ notification: Notification) {
        names.append(notification.name.rawValue.replacingOccurrences(of: "UIKeyboard", with: "").replacingOccurrences(of: "Notification", with: ""))
        if let value = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue { endFrames.append(value.cgRectValue) }
    }
}

extension Selector {
    static let keyboardNotificationReceived = Selector("received:", KeyboardNotificationRecorder.received)
}

/// A controller that overrides the inert status-bar API, as iOS controllers do.
@MainActor
final class StatusBarController: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    override var prefersStatusBarHidden: Bool { true }
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
    override var prefersHomeIndicatorAutoHidden: Bool { true }
}

@MainActor
@Suite("Members iOS apps use")
struct PortingMembersTests {
    /// A harness whose window is covered by a white view, so pixel checks do not depend on the
    /// window's own colour.
    func whiteHarness() -> Harness {
        let harness = Harness()
        let backdrop = UIView(frame: harness.window.bounds)
        backdrop.backgroundColor = .white
        harness.window.addSubview(backdrop)
        return harness
    }

    @Test("A label draws through drawText(in:) and measures through textRect(forBounds:limitedToNumberOfLines:) (R17.5)")
    func paddedLabel() {
        let harness = whiteHarness()
        let plain = UILabel()
        plain.text = "Padded"
        let label = PaddedLabel()
        label.text = "Padded"
        label.textColor = .black
        let natural = plain.intrinsicContentSize
        #expect(label.intrinsicContentSize == CGSize(width: natural.width + 48, height: natural.height + 8))
        label.frame = CGRect(origin: CGPoint(x: 0, y: 0), size: label.intrinsicContentSize)
        harness.window.addSubview(label)
        let ink = harness.ink(in: CGRect(x: 0, y: 0, width: 200, height: 40)) { $0.r < 100 && $0.g < 100 && $0.b < 100 }
        #expect(label.drawnRects.first?.minX == 40)
        #expect(ink.map { $0.minX >= 40 && $0.minX < 44 } == true, "ink \(String(describing: ink))")
    }

    @Test("titleEdgeInsets and imageEdgeInsets move the title and image after layout (R17.7)")
    func buttonEdgeInsets() {
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        button.setImage(ImageFixtures.image(CGSize(width: 10, height: 10), background: .red), for: .normal)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
        button.layoutIfNeeded()
        let title = button.titleLabel!.frame, image = button.imageView!.frame
        let size = button.intrinsicContentSize
        button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: -20)
        button.imageEdgeInsets = UIEdgeInsets(top: 2, left: -5, bottom: 2, right: 5)
        button.layoutIfNeeded()
        #expect(button.titleLabel!.frame == title.offsetBy(dx: 20, dy: 0))
        #expect(button.imageView!.frame == CGRect(x: image.minX - 5, y: image.minY + 2, width: image.width, height: image.height - 4))
        #expect(button.intrinsicContentSize == size, "the insets are not part of the intrinsic size")
        #expect(!button.isPointerInteractionEnabled)
    }

    /// A glyph button of `type` at (10, 10), drawn in a fresh window.
    func glyph(_ type: UIButton.ButtonType) -> (Harness, UIButton) {
        let harness = whiteHarness()
        let button = UIButton(type: type)
        button.frame = CGRect(origin: CGPoint(x: 10, y: 10), size: button.intrinsicContentSize)
        harness.window.addSubview(button)
        return (harness, button)
    }

    @Test("contactAdd draws a tinted plus in a circle; the info types an i in a circle (R17.8)")
    func tintedGlyphs() {
        let isBlue = { (p: RGB) in p.b > 200 && p.r < 120 }
        let (add, button) = glyph(.contactAdd)
        #expect(button.intrinsicContentSize == CGSize(width: 22, height: 22))
        let ring = add.ink(in: CGRect(x: 0, y: 0, width: 60, height: 60), where: isBlue)
        #expect(ring.map { abs($0.width - 20) <= 2 && abs($0.midX - 21) <= 1 } == true, "ink \(String(describing: ring))")
        #expect(isBlue(add.pixel(21, 21)), "the plus crosses the centre")
        #expect(isBlue(add.pixel(16, 21)) && isBlue(add.pixel(21, 16)))
        #expect(add.pixel(17, 17).isWhite, "no ink between the plus and the ring")
        for type in [UIButton.ButtonType.infoLight, .infoDark, .detailDisclosure] {
            let (info, _) = glyph(type)
            #expect(isBlue(info.pixel(21, 23)), "\(type): the i's stem")
            #expect(!isBlue(info.pixel(16, 21)), "\(type): no horizontal bar")
            #expect(info.ink(in: CGRect(x: 0, y: 0, width: 60, height: 60), where: isBlue) != nil)
        }
        let (custom, _) = glyph(.custom)
        #expect(custom.ink(in: CGRect(x: 0, y: 0, width: 60, height: 60)) == nil, "a custom button draws nothing")
    }

    @Test("close draws a grey × on a light grey disc, not tinted (R17.8)")
    func closeGlyph() {
        let (close, _) = glyph(.close)
        let centre = close.pixel(21, 21), disc = close.pixel(14, 21)
        #expect(!centre.isWhite && centre.r == centre.g && abs(centre.b - centre.r) < 12, "× is grey: \(centre)")
        #expect(!disc.isWhite && disc.r > centre.r, "the disc is lighter than the ×: \(disc)")
        #expect(close.pixel(21, 15).r > centre.r, "the × is diagonal")
    }

    @Test("Estimated heights, keyboardDismissMode and adjustsFontForContentSizeCategory are kept (R17.6)")
    func keptMembers() {
        let table = UITableView(frame: .zero, style: .plain)
        #expect(table.estimatedRowHeight == UITableView.automaticDimension)
        table.estimatedRowHeight = 80
        table.estimatedSectionHeaderHeight = 30
        table.estimatedSectionFooterHeight = 20
        #expect(table.estimatedRowHeight == 80 && table.estimatedSectionHeaderHeight == 30 && table.estimatedSectionFooterHeight == 20)
        #expect(table.keyboardDismissMode == .none)
        let label = UILabel(), field = UITextField(), text = UITextView()
        label.adjustsFontForContentSizeCategory = true
        field.adjustsFontForContentSizeCategory = true
        text.adjustsFontForContentSizeCategory = true
        #expect(label.adjustsFontForContentSizeCategory && field.adjustsFontForContentSizeCategory && text.adjustsFontForContentSizeCategory)
    }

    @Test("NSLayoutConstraint() is an empty placeholder: no item, and activating it is refused (R17.6)")
    func emptyConstraint() {
        let constraint = NSLayoutConstraint()
        #expect(constraint.firstItem == nil && constraint.secondItem == nil)
        let messages = capturingDiagnostics { constraint.isActive = true }
        #expect(!constraint.isActive)
        #expect(messages.count == 1)
    }

    @Test("A drag with keyboardDismissMode .onDrag ends editing only when an input view is docked (R17.6)")
    func keyboardDismissOnDrag() {
        let harness = Harness()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        scroll.contentSize = CGSize(width: 400, height: 1000)
        scroll.keyboardDismissMode = .onDrag
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
        scroll.addSubview(field)
        harness.window.addSubview(scroll)
        #expect(field.becomeFirstResponder())
        harness.drag(from: CGPoint(x: 200, y: 250), to: CGPoint(x: 200, y: 100))
        #expect(field.isFirstResponder, "a hardware keyboard only: nothing to dismiss")
        field.inputView = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 100))
        field.resignFirstResponder()
        #expect(field.becomeFirstResponder())
        #expect(harness.window.presentedInputView != nil)
        harness.drag(from: CGPoint(x: 200, y: 250), to: CGPoint(x: 200, y: 150))
        #expect(!field.isFirstResponder)
    }

    @Test("Focusing a plain field posts no keyboard notification; an inputView field posts show and hide in iOS's order (R17.3)")
    func keyboardNotifications() {
        let harness = Harness()
        let recorder = KeyboardNotificationRecorder()
        let center = NotificationCenter.default
        for name in [UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification,
                     UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification,
                     UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardDidChangeFrameNotification] {
            center.addObserver(recorder, selector: .keyboardNotificationReceived, name: name, object: nil)
        }
        defer { center.removeObserver(recorder) }
        let plain = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
        let custom = UITextField(frame: CGRect(x: 10, y: 50, width: 200, height: 30))
        custom.inputView = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 150))
        harness.window.addSubview(plain)
        harness.window.addSubview(custom)
        #expect(plain.becomeFirstResponder())
        plain.resignFirstResponder()
        #expect(recorder.names.isEmpty)
        #expect(custom.becomeFirstResponder())
        #expect(recorder.names == ["WillChangeFrame", "WillShow", "DidChangeFrame", "DidShow"])
        #expect(recorder.endFrames.last == CGRect(x: 0, y: 250, width: 400, height: 150))
        recorder.names = []
        custom.resignFirstResponder()
        #expect(recorder.names == ["WillChangeFrame", "WillHide", "DidChangeFrame", "DidHide"])
        #expect(recorder.endFrames.last == CGRect(x: 0, y: 400, width: 400, height: 150))
        #expect(NSValue(cgRect: CGRect(x: 1, y: 2, width: 3, height: 4)).cgRectValue == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(NSValue(cgPoint: CGPoint(x: 5, y: 6)).cgPointValue == CGPoint(x: 5, y: 6))
        #expect(NSValue(cgSize: CGSize(width: 7, height: 8)).cgSizeValue == CGSize(width: 7, height: 8))
    }

    @Test("Haptics and the status-bar API compile and do nothing on the desktop (R17.9)")
    func inertAPI() {
        let impact = UIImpactFeedbackGenerator(style: .heavy)
        impact.prepare()
        impact.impactOccurred()
        impact.impactOccurred(intensity: 0.5)
        UISelectionFeedbackGenerator().selectionChanged()
        UINotificationFeedbackGenerator().notificationOccurred(.success)
        #expect(impact.style == .heavy && UIImpactFeedbackGenerator().style == .medium)
        let controller = StatusBarController()
        controller.setNeedsStatusBarAppearanceUpdate()
        #expect(controller.preferredStatusBarStyle == .lightContent && controller.prefersStatusBarHidden)
        #expect(UIViewController().preferredStatusBarStyle == .default)
        #expect(UIViewController().supportedInterfaceOrientations == .allButUpsideDown)
    }
}
