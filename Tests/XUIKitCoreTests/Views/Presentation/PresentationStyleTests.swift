import Foundation
import Testing
@_spi(Testing) @testable import XUIKitCore
import XUIKitHeadlessTesting

/// Records a presentation delegate's calls.
@MainActor
final class PresentationDelegateLog: UIAdaptivePresentationControllerDelegate {
    var entries: [String] = []
    var allowsDismissal = true
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        entries.append("shouldDismiss")
        return allowsDismissal
    }
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { entries.append("willDismiss") }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { entries.append("didDismiss") }
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) { entries.append("didAttemptToDismiss") }
}

/// A 1024 × 768 window with a root controller to present from.
@MainActor
private final class PresentationFixture {
    let harness = Harness(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
    let log = SharedLog()
    let root: OrderController

    init() {
        root = OrderController("root", log: log)
        harness.window.rootViewController = root
        harness.display()
        log.clear()
    }

    func present(_ controller: UIViewController, animated: Bool = false) {
        root.present(controller, animated: animated)
        harness.display()
    }
}

@MainActor
@Suite("Presentation styles")
struct PresentationStyleTests {
    @Test("R18.2: a form sheet is a 540 × 620 card centred in the window; a page sheet is 704 wide; both clamp")
    func sheetGeometry() {
        let window = CGRect(x: 0, y: 0, width: 1024, height: 768)
        #expect(UISheetPresentationController.frame(style: .formSheet, preferred: .zero, fraction: 1, in: window)
                == CGRect(x: 242, y: 74, width: 540, height: 620))
        #expect(UISheetPresentationController.frame(style: .pageSheet, preferred: .zero, fraction: 1, in: window)
                == CGRect(x: 160, y: 20, width: 704, height: 728))
        let small = CGRect(x: 0, y: 0, width: 700, height: 500)
        #expect(UISheetPresentationController.frame(style: .formSheet, preferred: .zero, fraction: 1, in: small)
                == CGRect(x: 80, y: 20, width: 540, height: 460))
        #expect(UISheetPresentationController.frame(style: .formSheet, preferred: CGSize(width: 300, height: 200), fraction: 1, in: window)
                == CGRect(x: 362, y: 284, width: 300, height: 200))
        // The medium detent halves the height.
        #expect(UISheetPresentationController.frame(style: .formSheet, preferred: .zero, fraction: 0.5, in: window).height == 310)
        // A phone-sized window: full width, 10 pt from the top.
        #expect(UISheetPresentationController.frame(style: .pageSheet, preferred: .zero, fraction: 1, in: CGRect(x: 0, y: 0, width: 390, height: 800))
                == CGRect(x: 0, y: 10, width: 390, height: 790))
    }

    @Test("R18.1: .automatic presents a page sheet: the card's frame in the window, the window dimmed")
    func automaticIsPageSheet() throws {
        let fixture = PresentationFixture()
        let presented = UIViewController()
        #expect(presented.modalPresentationStyle == .automatic)
        #expect(presented.sheetPresentationController != nil)
        fixture.present(presented)
        #expect(presented.view.convert(presented.view.bounds, to: nil) == CGRect(x: 160, y: 20, width: 704, height: 728))
        let container = try #require(presented.presentationController?.containerView as? PresentationContainerView)
        #expect(container.frame == fixture.harness.window.bounds)
        #expect(container.dimmingView.alpha == 1)
    }

    @Test("R18.3: a sheet leaves the presenter shown: only the presented controller gets callbacks, then completion")
    func sheetAppearanceOrder() {
        let fixture = PresentationFixture()
        let presented = OrderController("sheet", log: fixture.log)
        presented.modalPresentationStyle = .formSheet
        fixture.root.present(presented, animated: true) { fixture.log.entries.append("completion") }
        fixture.harness.display()
        #expect(fixture.log.entries == ["sheet.viewDidLoad", "sheet.viewWillAppear", "sheet.viewWillLayoutSubviews",
                                        "sheet.viewDidLayoutSubviews", "sheet.viewDidAppear", "completion"])
        fixture.log.clear()
        presented.dismiss(animated: true) { fixture.log.entries.append("dismissed") }
        fixture.harness.display()
        #expect(fixture.log.entries == ["sheet.viewWillDisappear", "sheet.viewDidDisappear", "dismissed"])
    }

    @Test("R18.3: .overFullScreen covers the window and the presenter gets no callbacks; .fullScreen makes it disappear")
    func fullScreenStyles() {
        let fixture = PresentationFixture()
        let over = OrderController("over", log: fixture.log)
        over.modalPresentationStyle = .overFullScreen
        fixture.present(over)
        #expect(over.view.convert(over.view.bounds, to: nil) == fixture.harness.window.bounds)
        #expect(!fixture.log.entries.contains { $0.hasPrefix("root.") })
        over.dismiss(animated: false)
        fixture.harness.display()
        fixture.log.clear()
        let full = OrderController("full", log: fixture.log)
        full.modalPresentationStyle = .fullScreen
        fixture.present(full)
        #expect(fixture.log.entries.first == "root.viewWillDisappear")
        #expect(fixture.log.entries.contains("root.viewDidDisappear"))
    }

    @Test("R18.4, R18.5: Escape dismisses a sheet; the delegate hears shouldDismiss, willDismiss, then didDismiss after it left")
    func escapeDismissesSheet() {
        let fixture = PresentationFixture()
        let presented = UIViewController()
        let delegate = PresentationDelegateLog()
        presented.presentationController?.delegate = delegate
        fixture.present(presented)
        fixture.harness.press(.keyboardEscape, UIKeyCommand.inputEscape)
        #expect(fixture.root.presentedViewController == nil)
        #expect(delegate.entries == ["shouldDismiss", "willDismiss"])
        fixture.harness.display()
        #expect(delegate.entries == ["shouldDismiss", "willDismiss", "didDismiss"])
        #expect(presented.viewIfLoaded?.window == nil)
    }

    @Test("R18.5: isModalInPresentation keeps the sheet on Escape and a click outside; the delegate hears didAttemptToDismiss")
    func modalInPresentation() {
        let fixture = PresentationFixture()
        let presented = UIViewController()
        presented.isModalInPresentation = true
        let delegate = PresentationDelegateLog()
        presented.presentationController?.delegate = delegate
        fixture.present(presented)
        fixture.harness.press(.keyboardEscape, UIKeyCommand.inputEscape)
        fixture.harness.tap(40, 300)
        fixture.harness.display()
        #expect(fixture.root.presentedViewController === presented)
        #expect(delegate.entries == ["didAttemptToDismiss", "didAttemptToDismiss"])
    }

    @Test("R18.5: a delegate that refuses keeps the sheet and hears didAttemptToDismiss")
    func delegateRefuses() {
        let fixture = PresentationFixture()
        let presented = UIViewController()
        let delegate = PresentationDelegateLog()
        delegate.allowsDismissal = false
        presented.presentationController?.delegate = delegate
        fixture.present(presented)
        fixture.harness.press(.keyboardEscape, UIKeyCommand.inputEscape)
        #expect(fixture.root.presentedViewController === presented)
        #expect(delegate.entries == ["shouldDismiss", "didAttemptToDismiss"])
    }

    @Test("R18.5: dismiss(animated:) in code does not call the delegate")
    func programmaticDismissIsSilent() {
        let fixture = PresentationFixture()
        let presented = UIViewController()
        let delegate = PresentationDelegateLog()
        presented.presentationController?.delegate = delegate
        fixture.present(presented)
        presented.dismiss(animated: true)
        fixture.harness.display()
        #expect(delegate.entries.isEmpty)
        #expect(fixture.root.presentedViewController == nil)
    }

    @Test("R18.4: a click on the dimmed window outside a sheet dismisses it; a click inside does not")
    func clickOutsideSheet() {
        let fixture = PresentationFixture()
        let presented = UIViewController()
        presented.modalPresentationStyle = .formSheet
        fixture.present(presented)
        fixture.harness.tap(512, 384)
        fixture.harness.display()
        #expect(fixture.root.presentedViewController === presented, "inside the card")
        fixture.harness.tap(100, 384)
        fixture.harness.display()
        #expect(fixture.root.presentedViewController == nil)
    }

    @Test("R18.4: Escape does not dismiss a full-screen presentation")
    func escapeKeepsFullScreen() {
        let fixture = PresentationFixture()
        let presented = UIViewController()
        presented.modalPresentationStyle = .fullScreen
        fixture.present(presented)
        fixture.harness.press(.keyboardEscape, UIKeyCommand.inputEscape)
        #expect(fixture.root.presentedViewController === presented)
    }

    @Test("R18.6: an animated present slides the card up on the presentation layer; animated: false does not animate")
    func presentAnimates() {
        let fixture = PresentationFixture()
        let presented = UIViewController()
        fixture.root.present(presented, animated: true)
        let card = presented.view.superview!
        #expect(card.transform == .identity, "the model is final at once")
        #expect(UIApplication.shared.animationClock.animationCount > 0)
        fixture.harness.display()
        fixture.harness.advance(by: 0.1)
        let moving = card.layer.presentation()?.affineTransform().ty ?? 0
        #expect(moving > 10 && moving < 748, "part way up from below the bottom edge")
        fixture.harness.advance(by: 1)
        #expect(UIApplication.shared.animationClock.animationCount == 0)
        presented.dismiss(animated: false)
        let other = UIViewController()
        fixture.root.present(other, animated: false)
        #expect(UIApplication.shared.animationClock.animationCount == 0)
    }
}
