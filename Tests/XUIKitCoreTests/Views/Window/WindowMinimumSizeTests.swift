import Foundation
import Testing
@_spi(Testing) @testable import XUIKitCore
import XUIKitHeadlessTesting

@MainActor
@Suite("Window minimum size")
struct WindowMinimumSizeTests {
    private var headless: HeadlessBackend { UIApplication.shared.backend as! HeadlessBackend }

    @Test("A shown window sends its minimum size to the backend at once")
    func sentWhenShown() {
        let harness = Harness()
        #expect(headless.windows[harness.id]?.minimumSize == nil, "no minimum size is invented")
        harness.window.setMinimumSize(CGSize(width: 200, height: 120))
        #expect(headless.windows[harness.id]?.minimumSize == CGSize(width: 200, height: 120))
    }

    @Test("A minimum size set before the window is shown is sent when its native window is created")
    func sentAtCreation() {
        UIApplication.makeFreshForTesting()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        window.setMinimumSize(CGSize(width: 150, height: 0))
        window.makeKeyAndVisible()
        #expect(headless.windows[window.windowID!]?.minimumSize == CGSize(width: 150, height: 0))
    }

    @Test("A negative or non-finite minimum size is reported and ignored")
    func invalidIgnored() {
        let harness = Harness()
        harness.window.setMinimumSize(CGSize(width: 100, height: 100))
        let messages = capturingDiagnostics {
            harness.window.setMinimumSize(CGSize(width: -1, height: 10))
            harness.window.setMinimumSize(CGSize(width: CGFloat.nan, height: 10))
        }
        #expect(messages.count == 2)
        #expect(headless.windows[harness.id]?.minimumSize == CGSize(width: 100, height: 100))
    }
}

@MainActor
@Suite("Window minimum size from Auto Layout")
struct WindowMinimumSizeFromLayoutTests {
    private var headless: HeadlessBackend { UIApplication.shared.backend as! HeadlessBackend }

    /// A root view controller whose view holds a 100 × 40 box 20 pt in from the left and 10 from
    /// the top, with at least as much room kept on the right and at the bottom.
    private func boxScene(_ harness: Harness) -> (box: UIView, width: NSLayoutConstraint) {
        let controller = UIViewController()
        harness.window.rootViewController = controller
        let box = constrainedView()
        controller.view.addSubview(box)
        let width = box.widthAnchor.constraint(equalToConstant: 100)
        NSLayoutConstraint.activate([
            width,
            box.heightAnchor.constraint(equalToConstant: 40),
            box.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 20),
            box.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 10),
            box.trailingAnchor.constraint(lessThanOrEqualTo: controller.view.trailingAnchor, constant: -20),
            box.bottomAnchor.constraint(lessThanOrEqualTo: controller.view.bottomAnchor, constant: -10),
        ])
        return (box, width)
    }

    @Test("A constraint layout sets the window's minimum size to the root view's compressed fitting size")
    func followsFittingSize() {
        let harness = Harness()
        let scene = boxScene(harness)
        UIApplication.shared.runPendingWork()
        // Width: 20 + 100 + 20 = 140. Height: 10 + 40 + 10 = 60.
        #expect(headless.windows[harness.id]?.minimumSize == CGSize(width: 140, height: 60))
        #expect(scene.box.frame == CGRect(x: 20, y: 10, width: 100, height: 40))

        scene.width.constant = 150
        UIApplication.shared.runPendingWork()
        // 20 + 150 + 20 = 190.
        #expect(headless.windows[harness.id]?.minimumSize == CGSize(width: 190, height: 60))
    }

    @Test("Resizing the window re-solves the layout but leaves the minimum size alone")
    func resizeKeepsMinimum() {
        let harness = Harness()
        let scene = boxScene(harness)
        UIApplication.shared.runPendingWork()
        harness.window.setMinimumSize(CGSize(width: 1, height: 1))   // a marker: recomputing would replace it
        UIApplication.shared.windowDidResize(harness.id, to: CGSize(width: 600, height: 500))
        UIApplication.shared.runPendingWork()
        #expect(headless.windows[harness.id]?.minimumSize == CGSize(width: 1, height: 1))
        #expect(scene.box.frame == CGRect(x: 20, y: 10, width: 100, height: 40))
    }

    @Test("A window laid out without constraints gets no minimum size")
    func noConstraintsNoMinimum() {
        let harness = Harness()
        let controller = UIViewController()
        harness.window.rootViewController = controller
        controller.view.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50)))
        UIApplication.shared.runPendingWork()
        #expect(headless.windows[harness.id]?.minimumSize == nil)
    }
}
