import Foundation
import Testing
@_spi(Testing) @testable import XUIKitCore
import XUIKitHeadlessTesting

/// Found with the Library example: the Cancel button of a form sheet's navigation bar called
/// `dismiss(animated:)` on the sheet's root controller, which dismissed nothing, and the sheet's
/// container went on taking every click (R18.8).
@MainActor
@Suite("Dismissing a sheet from a bar button inside it")
struct DismissFromBarButtonTests {
    @Test("R18.8: after Cancel in a form sheet's bar dismisses it, a click on the presenter's bar button still sends its action")
    func clicksWorkAfterCancel() throws {
        let root = BarActionController()
        let add = UIBarButtonItem(barButtonSystemItem: .add, target: root, action: .barTestAdd)
        root.navigationItem.rightBarButtonItem = add
        let navigation = UINavigationController(rootViewController: root)
        let harness = showInWindow(navigation, size: CGSize(width: 800, height: 600))

        let form = UIViewController()
        let cancel = UIBarButtonItem(primaryAction: UIAction(title: "Cancel") { [weak form] _ in form?.dismiss(animated: true) })
        form.navigationItem.leftBarButtonItem = cancel
        let sheet = UINavigationController(rootViewController: form)
        sheet.modalPresentationStyle = .formSheet
        root.present(sheet, animated: true)
        harness.advance(by: 1)
        harness.display()

        #expect(form.presentingViewController === root, "the sheet's root controller answers with the presenter")
        let cancelPoint = centre(of: try #require(barView(for: cancel, in: sheet.navigationBar)))
        harness.click(cancelPoint.x, cancelPoint.y)
        harness.advance(by: 1)
        harness.display()
        #expect(root.presentedViewController == nil)
        #expect(sheet.presentingViewController == nil && form.presentingViewController == nil)

        let addPoint = centre(of: try #require(barView(for: add, in: navigation.navigationBar)))
        #expect(harness.window.hitTest(addPoint, with: nil).map { String(describing: type(of: $0)) } == "BarButtonView")
        harness.click(addPoint.x, addPoint.y)
        #expect(root.log == ["add"])
    }
}
