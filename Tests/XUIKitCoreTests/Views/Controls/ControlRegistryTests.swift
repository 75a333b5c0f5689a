import Foundation
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

@MainActor
final class RegistryTarget {
    var calls: [String] = []
    func first() { calls.append("first") }
    func second() { calls.append("second") }
}

extension Selector {
    static let registryFirst = Selector("first", RegistryTarget.first)
    static let registrySecond = Selector("second", RegistryTarget.second)
}

@MainActor
@Suite("UIControl events and the target–action registry (§7.3–§7.4)")
struct ControlRegistryTests {
    @Test("R7.21: UIControl.Event raw values")
    func eventRawValues() {
        let expected: [(UIControl.Event, UInt)] = [
            (.touchDown, 1 << 0), (.touchDownRepeat, 1 << 1), (.touchDragInside, 1 << 2),
            (.touchDragOutside, 1 << 3), (.touchDragEnter, 1 << 4), (.touchDragExit, 1 << 5),
            (.touchUpInside, 1 << 6), (.touchUpOutside, 1 << 7), (.touchCancel, 1 << 8),
            (.valueChanged, 1 << 12), (.primaryActionTriggered, 1 << 13), (.menuActionTriggered, 1 << 14),
            (.editingDidBegin, 1 << 16), (.editingChanged, 1 << 17), (.editingDidEnd, 1 << 18),
            (.editingDidEndOnExit, 1 << 19), (.allTouchEvents, 0x0000_0FFF), (.allEditingEvents, 0x000F_0000),
            (.applicationReserved, 0x0F00_0000), (.systemReserved, 0xF000_0000), (.allEvents, 0xFFFF_FFFF),
        ]
        for (event, raw) in expected { #expect(event.rawValue == raw) }
    }

    @Test("R7.22: allTouchEvents excludes valueChanged, primaryActionTriggered and menuActionTriggered")
    func allTouchEventsExcludesSemanticEvents() {
        #expect(!UIControl.Event.allTouchEvents.contains(.valueChanged))
        #expect(!UIControl.Event.allTouchEvents.contains(.primaryActionTriggered))
        #expect(!UIControl.Event.allTouchEvents.contains(.menuActionTriggered))
        #expect(UIControl.Event.allTouchEvents.contains([.touchDown, .touchCancel]))
    }

    @Test("R7.24: a direct UIControl subclass sends no primaryActionTriggered on its own")
    func plainControlHasNoPrimaryAction() {
        let fixture = ControlFixture(TrackingProbe(frame: .zero))
        fixture.harness.tap(50, 20)
        #expect(fixture.log == ["touchDown", "upInside"])
    }

    @Test("R7.26: buttons and plain controls never send editing events")
    func editingEventsOnlyFromTextFields() {
        let button = ControlFixture(UIButton(type: .system))
        button.harness.tap(50, 20)
        let plain = ControlFixture(UIControl(frame: .zero))
        plain.harness.tap(50, 20)
        let editing: Set<String> = ["editingDidBegin", "editingChanged", "editingDidEnd", "editingDidEndOnExit"]
        #expect(editing.isDisjoint(with: button.log) && editing.isDisjoint(with: plain.log))
        #expect(!button.log.isEmpty && !plain.log.isEmpty)
    }

    @Test("R7.27: adding the same pair again merges the events and never runs it twice")
    func reAddMerges() {
        let control = UIControl(frame: .zero)
        let target = RegistryTarget()
        control.addTarget(target, action: .registryFirst, for: .touchDown)
        control.addTarget(target, action: .registryFirst, for: .touchDown)
        control.addTarget(target, action: .registryFirst, for: .valueChanged)
        control.sendActions(for: [.touchDown, .valueChanged])
        #expect(target.calls == ["first"])
        #expect(control.allControlEvents == [.touchDown, .valueChanged])
        #expect(control.actions(forTarget: target, forControlEvent: .valueChanged) == ["first"])
    }

    @Test("R7.28: the control does not keep its target alive; a dead pair is inert and uncounted")
    func weakTarget() {
        let harness = Harness()
        let chain = EventLogTarget()
        harness.window.rootViewController = chain
        let control = UIControl(frame: .zero)
        chain.view.addSubview(control)
        weak var probe: RegistryTarget?
        do {
            let target = RegistryTarget()
            probe = target
            control.addTarget(target, action: .registryFirst, for: .valueChanged)
        }
        #expect(probe == nil)
        let messages = capturingDiagnostics { control.sendActions(for: .valueChanged) }
        #expect(messages.isEmpty && chain.log.isEmpty)
        #expect(control.allControlEvents.isEmpty)
    }

    @Test("R7.29: an empty mask neither adds nor removes a registration")
    func emptyMask() {
        let control = UIControl(frame: .zero)
        let target = RegistryTarget()
        control.addTarget(target, action: .registryFirst, for: [])
        #expect(control.allTargets.isEmpty && control.allControlEvents.isEmpty)
        control.addTarget(target, action: .registryFirst, for: .touchDown)
        control.addTarget(target, action: .registryFirst, for: [])
        control.sendActions(for: .touchDown)
        #expect(target.calls == ["first"])
        #expect(control.allControlEvents == .touchDown)
    }

    @Test("R7.30: removeTarget clears bits, drops emptied pairs; nil target or action matches all")
    func removeTarget() {
        let control = UIControl(frame: .zero)
        let a = RegistryTarget(), b = RegistryTarget()
        control.addTarget(a, action: .registryFirst, for: [.touchDown, .valueChanged])
        control.addTarget(a, action: .registrySecond, for: .valueChanged)
        control.addTarget(b, action: .registryFirst, for: .touchUpInside)
        control.removeTarget(a, action: .registryFirst, for: .touchDown)
        #expect(control.actions(forTarget: a, forControlEvent: .touchDown) == nil)
        #expect(control.actions(forTarget: a, forControlEvent: .valueChanged) == ["first", "second"])
        control.removeTarget(a, action: nil, for: .valueChanged)       // every action of a
        #expect(!control.allTargets.contains(AnyHashable(ObjectIdentifierBox(a))))
        #expect(control.allControlEvents == .touchUpInside)
        control.removeTarget(nil, action: nil, for: .allEvents)        // every target
        #expect(control.allTargets.isEmpty && control.allControlEvents.isEmpty)
    }

    @Test("R7.31: allTargets holds the live targets and NSNull for a nil target")
    func allTargets() {
        let control = UIControl(frame: .zero)
        let a = RegistryTarget(), b = RegistryTarget()
        control.addTarget(a, action: .registryFirst, for: .touchDown)
        control.addTarget(b, action: .registryFirst, for: .touchDown)
        control.addTarget(b, action: .registrySecond, for: .touchDown)
        control.addTarget(nil, action: .registryFirst, for: .valueChanged)
        #expect(control.allTargets.count == 3)
        #expect(control.allTargets.contains(AnyHashable(ObjectIdentifierBox(a))))
        #expect(control.allTargets.contains(AnyHashable(ObjectIdentifierBox(b))))
        // Foundation on Linux has no NSNull singleton and hashes each NSNull by identity, so look
        // for the marker by type.
        #expect(control.allTargets.contains { $0.base is NSNull })
    }

    @Test("R7.32: allControlEvents is the union of the registered masks")
    func allControlEvents() {
        let control = UIControl(frame: .zero)
        let a = RegistryTarget()
        control.addTarget(a, action: .registryFirst, for: .touchDown)
        control.addTarget(nil, action: .registrySecond, for: [.valueChanged, .touchCancel])
        control.addAction(UIAction { _ in }, for: .editingChanged)
        #expect(control.allControlEvents == [.touchDown, .valueChanged, .touchCancel, .editingChanged])
    }

    @Test("R7.33: actions(forTarget:forControlEvent:) lists action names, nil when none or for a nil target")
    func actionsForTarget() {
        let control = UIControl(frame: .zero)
        let a = RegistryTarget(), other = RegistryTarget()
        control.addTarget(a, action: .registryFirst, for: .touchDown)
        control.addTarget(a, action: .registrySecond, for: [.touchDown, .valueChanged])
        control.addTarget(nil, action: .registryFirst, for: .touchDown)
        #expect(control.actions(forTarget: a, forControlEvent: .touchDown) == ["first", "second"])
        #expect(control.actions(forTarget: a, forControlEvent: .valueChanged) == ["second"])
        #expect(control.actions(forTarget: a, forControlEvent: .touchCancel) == nil)
        #expect(control.actions(forTarget: other, forControlEvent: .touchDown) == nil)
        #expect(control.actions(forTarget: nil, forControlEvent: .touchDown) == nil)
    }

    @Test("R7.34: pairs for one event run in registration order")
    func registrationOrder() {
        let control = UIControl(frame: .zero)
        let a = RegistryTarget()
        control.addTarget(a, action: .registrySecond, for: .valueChanged)
        control.addTarget(a, action: .registryFirst, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect(a.calls == ["second", "first"])
    }

    @Test("R7.35: target–action pairs and UIActions both run, interleaved in registration order")
    func actionsAndClosuresInterleave() {
        let control = UIControl(frame: .zero)
        let a = RegistryTarget()
        control.addAction(UIAction { _ in a.calls.append("closure1") }, for: .valueChanged)
        control.addTarget(a, action: .registryFirst, for: .valueChanged)
        control.addAction(UIAction { _ in a.calls.append("closure2") }, for: .valueChanged)
        control.addTarget(a, action: .registrySecond, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect(a.calls == ["closure1", "first", "closure2", "second"])
    }
}
