import Foundation
import Testing
@_spi(Testing) @testable import XUIKitCore
import XUIKitHeadlessTesting

/// The default view has the size it will have when `viewDidLoad` runs (R19.9), and a window is
/// black where no view draws (R19.10).
@MainActor
@Suite("View size at load and the window's black", .serialized)
struct ViewSizeAtLoadTests {
    /// Writes down its view's size in `viewDidLoad`.
    final class SizeRecordingController: UIViewController {
        var sizeAtLoad: CGSize?
        override func viewDidLoad() {
            super.viewDidLoad()
            sizeAtLoad = view.bounds.size
        }
    }

    @Test("R19.9: a root view controller's view is the window's size in viewDidLoad")
    func rootControllerInWindow() {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let controller = SizeRecordingController()
        harness.window.rootViewController = controller
        #expect(controller.sizeAtLoad == CGSize(width: 400, height: 800))
    }

    @Test("R19.9: a controller pushed on a navigation controller in a window gets the window's size")
    func pushedController() {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let top = SizeRecordingController()
        let navigation = UINavigationController(rootViewController: top)
        harness.window.rootViewController = navigation
        #expect(top.sizeAtLoad == CGSize(width: 400, height: 800))
        let next = SizeRecordingController()
        navigation.pushViewController(next, animated: false)
        #expect(next.sizeAtLoad == CGSize(width: 400, height: 800))
    }

    @Test("R19.9: with no window at all, the default view is the screen's size")
    func noWindow() {
        UIApplication.makeFreshForTesting()
        let controller = SizeRecordingController()
        controller.loadViewIfNeeded()
        #expect(controller.sizeAtLoad == UIScreen.main.bounds.size)
        #expect(controller.sizeAtLoad != CGSize(width: 320, height: 480))
    }

    @Test("R19.10: an empty window, and a default controller view, are black; .systemBackground is white")
    func blackWindow() {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 200, height: 200), background: nil)
        #expect(harness.window.backgroundColor == nil)
        #expect(harness.pixel(100, 100) == .black)
        let controller = UIViewController()
        harness.window.rootViewController = controller
        #expect(controller.view.backgroundColor == nil)
        #expect(harness.pixel(100, 100) == .black)
        controller.view.backgroundColor = .systemBackground
        #expect(harness.pixel(100, 100) == .white)
    }
}
