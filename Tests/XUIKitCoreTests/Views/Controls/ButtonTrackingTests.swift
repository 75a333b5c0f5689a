import Foundation
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

@MainActor
final class EventLogTarget: UIViewController {
    var log: [String] = []
    func touchDown() { log.append("touchDown") }
    func touchUpInside() { log.append("touchUpInside") }
    func touchUpOutside() { log.append("touchUpOutside") }
    func primary() { log.append("primary") }
    func dragExit() { log.append("dragExit") }
    func dragEnter() { log.append("dragEnter") }
    func cancel() { log.append("cancel") }
}

extension Selector {
    static let logTouchDown = Selector("touchDown", EventLogTarget.touchDown)
    static let logTouchUpInside = Selector("touchUpInside", EventLogTarget.touchUpInside)
    static let logTouchUpOutside = Selector("touchUpOutside", EventLogTarget.touchUpOutside)
    static let logPrimary = Selector("primary", EventLogTarget.primary)
    static let logDragExit = Selector("dragExit", EventLogTarget.dragExit)
    static let logDragEnter = Selector("dragEnter", EventLogTarget.dragEnter)
    static let logCancel = Selector("cancel", EventLogTarget.cancel)
}

@MainActor
@Suite("UIButton tracking (the walking skeleton's button)")
struct ButtonTrackingTests {
    func makeButton(_ harness: Harness) -> (UIButton, EventLogTarget) {
        let target = EventLogTarget()
        harness.window.rootViewController = target
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 44)
        button.addTarget(target, action: .logTouchDown, for: .touchDown)
        button.addTarget(target, action: .logTouchUpInside, for: .touchUpInside)
        button.addTarget(target, action: .logTouchUpOutside, for: .touchUpOutside)
        button.addTarget(target, action: .logPrimary, for: .primaryActionTriggered)
        button.addTarget(target, action: .logDragExit, for: .touchDragExit)
        button.addTarget(target, action: .logDragEnter, for: .touchDragEnter)
        button.addTarget(target, action: .logCancel, for: .touchCancel)
        target.view.addSubview(button)
        return (button, target)
    }

    @Test("S1: a tap sends touchDown, then touchUpInside and primaryActionTriggered; highlighted in between")
    func tap() {
        let harness = Harness()
        let (button, target) = makeButton(harness)
        harness.touch(.began, 50, 20)
        #expect(button.isHighlighted && button.isTracking)
        harness.touch(.ended, 50, 20)
        #expect(target.log == ["touchDown", "touchUpInside", "primary"])
        #expect(!button.isHighlighted && !button.isTracking && !button.isTouchInside)
    }

    @Test("R7.13: 50 pt outside still counts as inside; 90 pt outside does not")
    func tolerance() {
        let harness = Harness()
        let (button, target) = makeButton(harness)
        harness.touch(.began, 50, 20)
        harness.touch(.moved, 150, 20)
        #expect(button.isHighlighted)
        harness.touch(.ended, 150, 20)
        #expect(target.log == ["touchDown", "touchUpInside", "primary"])
        target.log = []
        harness.touch(.began, 50, 20, after: 1)
        harness.touch(.moved, 190, 20)
        #expect(!button.isHighlighted)
        harness.touch(.ended, 190, 20)
        #expect(target.log == ["touchDown", "dragExit", "touchUpOutside"])
    }

    @Test("S2: drag out and back fires exit then enter, and ends inside")
    func dragOutAndBack() {
        let harness = Harness()
        let (button, target) = makeButton(harness)
        var highlights: [Bool] = []
        harness.touch(.began, 50, 20); highlights.append(button.isHighlighted)
        harness.touch(.moved, 190, 20); highlights.append(button.isHighlighted)
        harness.touch(.moved, 50, 20); highlights.append(button.isHighlighted)
        harness.touch(.ended, 50, 20); highlights.append(button.isHighlighted)
        #expect(target.log == ["touchDown", "dragExit", "dragEnter", "touchUpInside", "primary"])
        #expect(highlights == [true, false, true, false])
    }

    @Test("A mouse click on the button runs its nil-targeted action once; a click elsewhere runs nothing")
    func clickWithMouse() {
        let harness = Harness()
        let target = EventLogTarget()
        harness.window.rootViewController = target
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 20, width: 160, height: 44)
        button.addTarget(nil, action: .logTouchUpInside, for: .touchUpInside)
        target.view.addSubview(button)
        harness.click(100, 42)
        #expect(target.log == ["touchUpInside"])
        harness.click(300, 300)
        #expect(target.log == ["touchUpInside"])
    }

    @Test("R6.20, R7.17: a button removed mid-touch sends touchCancel and no touchUp")
    func removedMidTouch() {
        let harness = Harness()
        let (button, target) = makeButton(harness)
        harness.touch(.began, 50, 20)
        button.removeFromSuperview()
        harness.touch(.ended, 50, 20)
        #expect(target.log == ["touchDown", "cancel"])
        #expect(!button.isTracking && !button.isHighlighted)
    }

    @Test("R7.28: a deallocated target is a silent no-op, not a chain search")
    func weakTargets() {
        let harness = Harness()
        let chainHandler = EventLogTarget()
        harness.window.rootViewController = chainHandler
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 44)
        chainHandler.view.addSubview(button)
        do {
            let temporary = EventLogTarget()
            button.addTarget(temporary, action: .logTouchUpInside, for: .touchUpInside)
        }
        let messages = capturingDiagnostics { harness.tap(50, 20) }
        #expect(chainHandler.log.isEmpty)
        #expect(messages.isEmpty)
        #expect(button.allTargets.isEmpty)
    }
}
