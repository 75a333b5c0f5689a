import Foundation
import Testing
@_spi(Testing) @testable import XUIKitCore
import XUIKitHeadlessTesting

/// Records trait-change callbacks.
@MainActor
private final class TraitLogView: UIView {
    var previous: [UIUserInterfaceStyle?] = []
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        previous.append(previousTraitCollection?.userInterfaceStyle)
    }
}

@MainActor
private final class TraitLogController: UIViewController {
    var changes = 0
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { changes += 1 }
}

@Suite("Traits")
@MainActor
struct TraitTests {
    @Test("R15.1: a view inherits the nearest overrideUserInterfaceStyle above it, else the system style")
    func inheritance() {
        let harness = Harness()
        let outer = UIView(), inner = UIView()
        harness.window.addSubview(outer)
        outer.addSubview(inner)
        #expect(inner.traitCollection.userInterfaceStyle == .light)
        outer.overrideUserInterfaceStyle = .dark
        #expect(inner.traitCollection.userInterfaceStyle == .dark)
        inner.overrideUserInterfaceStyle = .light
        #expect(inner.traitCollection.userInterfaceStyle == .light)
        #expect(outer.traitCollection.userInterfaceStyle == .dark)
    }

    @Test("R15.1: a view controller's override reaches its view's subviews; its traits are its view's")
    func controllerOverride() {
        let harness = Harness()
        let controller = UIViewController()
        harness.window.rootViewController = controller
        let label = UILabel()
        controller.view.addSubview(label)
        controller.overrideUserInterfaceStyle = .dark
        #expect(label.traitCollection.userInterfaceStyle == .dark)
        #expect(controller.traitCollection.userInterfaceStyle == .dark)
    }

    @Test("R15.2: the desktop's dark theme makes the system style dark; a window override wins")
    func desktopStyle() {
        let harness = Harness()
        let view = UIView()
        harness.window.addSubview(view)
        UIApplication.shared.desktopSettingsDidChange(DesktopSettings(themeName: "Adwaita-dark"))
        #expect(view.traitCollection.userInterfaceStyle == .dark)
        #expect(UIScreen.main.traitCollection.userInterfaceStyle == .dark)
        harness.window.overrideUserInterfaceStyle = .light
        #expect(view.traitCollection.userInterfaceStyle == .light)
    }

    @Test("R15.2: prefer-dark or a -dark theme name (any case) is dark; other names are light")
    func settingsStyle() {
        #expect(DesktopSettings(themeName: "Adwaita-Dark").userInterfaceStyle == .dark)
        #expect(DesktopSettings(themeName: "Adwaita", prefersDarkTheme: true).userInterfaceStyle == .dark)
        #expect(DesktopSettings(themeName: "Darkish").userInterfaceStyle == .light)
        #expect(DesktopSettings().userInterfaceStyle == .light)
        #expect(SystemAppearance.forcedStyle(in: ["XUIKIT_APPEARANCE": "DARK"]) == .dark)
        #expect(SystemAppearance.forcedStyle(in: ["XUIKIT_APPEARANCE": "light"]) == .light)
        #expect(SystemAppearance.forcedStyle(in: ["XUIKIT_APPEARANCE": "purple"]) == nil)
    }

    @Test("R15.3: traitCollectionDidChange and registered handlers run once with the old traits; unaffected views hear nothing")
    func changeCallbacks() {
        let harness = Harness()
        let watched = TraitLogView(), pinned = TraitLogView()
        harness.window.addSubview(watched)
        harness.window.addSubview(pinned)
        pinned.overrideUserInterfaceStyle = .light
        var handled: [UIUserInterfaceStyle] = []
        watched.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (view: TraitLogView, previous) in
            handled.append(previous.userInterfaceStyle)
            #expect(view.traitCollection.userInterfaceStyle == .dark)
        }
        var scaleHandled = 0
        watched.registerForTraitChanges([UITraitDisplayScale.self]) { (_: TraitLogView, _) in scaleHandled += 1 }
        UIApplication.shared.desktopSettingsDidChange(DesktopSettings(prefersDarkTheme: true))
        #expect(watched.previous == [.light])
        #expect(handled == [.light])
        #expect(scaleHandled == 0)
        #expect(pinned.previous.isEmpty)
    }

    @Test("R15.3: a view controller hears of a change of its view's traits")
    func controllerHears() {
        let harness = Harness()
        let controller = TraitLogController()
        harness.window.rootViewController = controller
        harness.display()
        harness.window.overrideUserInterfaceStyle = .dark
        #expect(controller.changes == 1)
    }

    @Test("unregisterForTraitChanges stops a handler")
    func unregister() {
        let harness = Harness()
        let view = UIView()
        harness.window.addSubview(view)
        var calls = 0
        let registration = view.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (_: UIView, _) in calls += 1 }
        view.unregisterForTraitChanges(registration)
        view.overrideUserInterfaceStyle = .dark
        #expect(calls == 0)
    }

    @Test("init(traitsFrom:) takes each trait from the last collection that specifies it")
    func combining() {
        let combined = UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: .dark),
                                                      UITraitCollection(displayScale: 2),
                                                      UITraitCollection(userInterfaceStyle: .light)])
        #expect(combined.userInterfaceStyle == .light)
        #expect(combined.displayScale == 2)
        #expect(combined.containsTraits(in: UITraitCollection(displayScale: 2)))
        #expect(!combined.containsTraits(in: UITraitCollection(userInterfaceStyle: .dark)))
        #expect(combined.hasDifferentColorAppearance(comparedTo: UITraitCollection(userInterfaceStyle: .dark)))
    }
}
