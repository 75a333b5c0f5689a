import Foundation
import Testing
@_spi(Testing) @_spi(AssistiveTechnology) @testable import XUIKitCore
import XUIKitHeadlessTesting

/// What one application leaves behind is gone in the next: every subsystem's state hangs on the
/// application object, so a fresh app starts clean with nothing reset. Each test leaves state in
/// one app, makes the next (as every `Harness` does) and looks.
@MainActor
@Suite("A fresh application is fresh state", .serialized)
struct FreshApplicationTests {
    /// A menu of one action, opened over the harness's window at (20, 20).
    private func openMenu(in harness: Harness) {
        let menu = UIMenu(title: "", children: [UIAction(title: "One") { _ in }])
        #expect(MenuPresenter.show(menu, at: CGPoint(x: 20, y: 20), in: harness.window, owner: nil))
    }

    @Test("R11.7: a menu left open in one app is not open in the next, and a click there reaches its view")
    func menuLeftOpen() {
        let first = Harness()
        openMenu(in: first)
        let firstApp = UIApplication.shared
        #expect(firstApp.menuTracking.openMenu != nil)

        let next = Harness()
        let log = TouchLog(frame: next.window.bounds)
        next.window.addSubview(log)
        #expect(UIApplication.shared !== firstApp)
        #expect(UIApplication.shared.menuTracking.openMenu == nil)
        #expect(OpenMenu.window == nil)
        next.click(100, 100)
        #expect(log.phases == ["began", "ended"], "no menu of the first app swallows the click")
    }

    @Test("R11.7: a press that closed a menu swallows the rest of its press in its app only")
    func swallowedPressStaysBehind() {
        let first = Harness()
        openMenu(in: first)
        // Button 1 goes down outside the menu: the menu closes and the rest of the press is
        // swallowed — in this app, which never sees the release.
        first.button(1, down: true, 300, 300)
        #expect(UIApplication.shared.menuTracking.openMenu == nil)

        let next = Harness()
        let log = TouchLog(frame: next.window.bounds)
        next.window.addSubview(log)
        next.button(1, down: true, 100, 100)
        next.pointer(110, 100)
        next.button(1, down: false, 110, 100)
        #expect(log.phases == ["began", "moved", "ended"], "the first app's swallowed button is not the next app's")
    }

    @Test("R15.10: a tooltip showing in one app is not showing in the next, and its window closed")
    func toolTipLeftShowing() throws {
        let first = Harness()
        let view = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 40))
        view.toolTip = "Save"
        first.window.addSubview(view)
        first.hover(60, 60)
        first.advance(by: ToolTipController.delay + 0.05)
        let firstController = UIApplication.shared.toolTipController
        #expect(firstController.shownText == "Save")
        let popup = try #require(firstController.window)

        _ = Harness()
        #expect(!UIApplication.shared.toolTipController.isShowing)
        #expect(UIApplication.shared.toolTipController !== firstController)
        #expect(popup.windowID == nil, "the replaced app closed the popup's window")
    }

    @Test("R15.2: a dark desktop reported to one app is not the next app's appearance")
    func desktopAppearance() {
        let forced = SystemAppearance.forcedStyle(in: ProcessInfo.processInfo.environment)
        let first = Harness()
        UIApplication.shared.desktopSettingsDidChange(DesktopSettings(prefersDarkTheme: true))
        #expect(first.window.traitCollection.userInterfaceStyle == forced ?? .dark)

        let next = Harness()
        #expect(UIApplication.shared.desktopSettings == DesktopSettings())
        #expect(next.window.traitCollection.userInterfaceStyle == forced ?? .light)
    }

    @Test("An assistive technology connected to one app, and its observers, are not the next app's")
    func accessibilityObservers() {
        _ = Harness()
        var heard: [UInt32] = []
        UIAccessibility.addNotificationObserver { notification, _ in heard.append(notification.rawValue) }
        UIAccessibility.setAssistiveTechnologyConnected(true)
        #expect(UIAccessibility.isVoiceOverRunning)

        _ = Harness()
        #expect(!UIAccessibility.isVoiceOverRunning)
        UIAccessibility.post(notification: .announcement, argument: "Saved")
        #expect(heard.isEmpty, "the first app's observer does not hear the next app")
    }

    @Test("The replaced app is freed, and its backend with it (an X11 connection closes before its server stops)")
    func replacedAppIsFreed() {
        weak var oldApp: UIApplication?
        weak var oldBackend: HeadlessBackend?
        do {
            let harness = Harness()
            harness.window.addSubview(UISwitch(frame: CGRect(x: 10, y: 10, width: 51, height: 31)))
            harness.tap(20, 20)
            harness.display()
            oldApp = UIApplication.shared
            oldBackend = UIApplication.shared.backend as? HeadlessBackend
            #expect(oldBackend != nil)
        }
        UIApplication.makeFreshForTesting()
        #expect(oldApp == nil)
        #expect(oldBackend == nil)
    }

    @Test("A window reaches the app it is shown in; closed, it belongs to the shared app again")
    func windowReachesItsApplication() {
        let harness = Harness()
        let app = UIApplication.shared
        #expect(harness.window.application === app)
        #expect(harness.window.next === app)
        harness.window.close()
        #expect(harness.window.attachedApplication == nil)
        UIApplication.makeFreshForTesting()
        #expect(harness.window.application === UIApplication.shared)
    }
}

/// A view that logs the phases of the touches it receives.
@MainActor
private final class TouchLog: UIView {
    var phases: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { phases.append("began") }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { phases.append("moved") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { phases.append("ended") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { phases.append("cancelled") }
}
