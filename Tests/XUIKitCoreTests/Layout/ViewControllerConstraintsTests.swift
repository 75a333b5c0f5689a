import Foundation
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

/// A controller that pins a box in `updateViewConstraints()` and records the order of calls.
@MainActor
private final class ConstrainingController: UIViewController {
    var log: [String] = []
    var callsSuper = true
    let box = SizedView(30, 10)
    private var installed = false

    override func loadView() {
        view = RecordingRootView { [unowned self] in log.append("view.updateConstraints") }
    }

    override func updateViewConstraints() {
        log.append("updateViewConstraints")
        if !installed {
            installed = true
            view.addSubview(box)
            NSLayoutConstraint.activate([box.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 7),
                                         box.topAnchor.constraint(equalTo: view.topAnchor, constant: 3)])
        }
        if callsSuper { super.updateViewConstraints() }
    }
}

@MainActor
private final class RecordingRootView: UIView {
    let onUpdate: () -> Void
    init(onUpdate: @escaping () -> Void) {
        self.onUpdate = onUpdate
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    }
    required init?(coder: NSCoder) { nil }
    override func updateConstraints() {
        onUpdate()
        super.updateConstraints()
    }
}

@MainActor
@Suite("Auto Layout: a view controller's updateViewConstraints")
struct ViewControllerConstraintsTests {
    @Test("updateViewConstraints runs in the update pass in place of the root view's, and its super calls the view's updateConstraints")
    func updateViewConstraintsPass() {
        let h = Harness()
        let controller = ConstrainingController()
        h.window.rootViewController = controller
        h.display()
        #expect(controller.log == ["updateViewConstraints", "view.updateConstraints"])
        // Constraints added there apply in the same pass: the box sits at (7, 3), 30 × 10 from its intrinsic size.
        #expect(controller.box.frame == CGRect(x: 7, y: 3, width: 30, height: 10))
        h.display()
        #expect(controller.log.count == 2)   // nothing asked for another update
        controller.view.setNeedsUpdateConstraints()
        controller.view.updateConstraintsIfNeeded()
        #expect(controller.log == ["updateViewConstraints", "view.updateConstraints", "updateViewConstraints", "view.updateConstraints"])
    }

    @Test("an updateViewConstraints override that skips super is reported and the view's updateConstraints is not called")
    func missingSuper() {
        let controller = ConstrainingController()
        controller.callsSuper = false
        let messages = capturingDiagnostics { controller.view.updateConstraintsIfNeeded() }
        #expect(messages.contains { $0.contains("ConstrainingController overrides updateViewConstraints() but does not call super.updateViewConstraints()") })
        #expect(controller.log == ["updateViewConstraints"])
    }
}
