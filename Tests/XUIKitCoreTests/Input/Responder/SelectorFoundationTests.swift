import Foundation
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

/// A responder whose actions are reached through Foundation's selector API.
@MainActor
final class SelectorFoundationTarget: UIResponder {
    var log: [String] = []
    var senders: [Any?] = []
    func noted(_ notification: Notification) { log.append("noted \(notification.name.rawValue)") }
    func tick(_ timer: Timer) { log.append("tick"); senders.append(timer) }
    func bare() { log.append("bare") }
    func echo(_ argument: Any?) { log.append("echo \(argument.map { "\($0)" } ?? "nil")") }
}

/// The private-action recipe (R17.10): the method stays `private`; a `Selector` declared in the
/// class's own scope reaches it and is re-exported on `Selector` for `.name` call sites.
@MainActor
final class PrivateActionController: UIViewController {
    private(set) var taps = 0
    private(set) var senders: [Any?] = []
    private func privateTapped() { taps += 1 }
    private func privateTappedWithSender(_ sender: UIButton) { senders.append(sender) }
}

extension PrivateActionController {
    nonisolated static let privateTappedAction = Selector("privateTapped", privateTapped)
    nonisolated static let privateTappedWithSenderAction = Selector("privateTappedWithSender:", privateTappedWithSender)
}

extension Selector {
    static let foundationNoted = Selector("noted:", SelectorFoundationTarget.noted)
    static let foundationTick = Selector("tick:", SelectorFoundationTarget.tick)
    static let foundationBare = Selector("bare", SelectorFoundationTarget.bare)
    static let foundationEcho = Selector("echo:", SelectorFoundationTarget.echo)
    static let privateTapped = PrivateActionController.privateTappedAction
    static let privateTappedWithSender = PrivateActionController.privateTappedWithSenderAction
}

@MainActor
@Suite("Foundation's selector API and private actions")
struct SelectorFoundationTests {
    let center = NotificationCenter()

    /// Fires the pending delayed performs whose target is one of `targets`, as the run loop would.
    func firePendingPerforms(of targets: [UIResponder]) {
        for entry in DelayedPerforms.pending where targets.contains(where: { $0 === entry.request.target }) { entry.timer.fire() }
    }

    @Test("addObserver(_:selector:name:object:) calls the action with the notification (R3.14)")
    func observerCalled() {
        let target = SelectorFoundationTarget()
        let name = Notification.Name("XUIKitTest.observerCalled")
        center.addObserver(target, selector: .foundationNoted, name: name, object: nil)
        center.post(name: name, object: nil)
        center.post(name: Notification.Name("XUIKitTest.other"), object: nil)
        center.post(name: name, object: nil)
        #expect(target.log == ["noted XUIKitTest.observerCalled", "noted XUIKitTest.observerCalled"])
    }

    @Test("An action with no argument observes too")
    func bareObserver() {
        let target = SelectorFoundationTarget()
        let name = Notification.Name("XUIKitTest.bare")
        center.addObserver(target, selector: .foundationBare, name: name, object: nil)
        center.post(name: name, object: nil)
        #expect(target.log == ["bare"])
    }

    @Test("The observer is held weakly, and a dead observer's registration is dropped (R3.14)")
    func observerHeldWeakly() {
        let name = Notification.Name("XUIKitTest.weak")
        weak var weakTarget: SelectorFoundationTarget?
        let before = SelectorObservation.registry.count
        do {
            let target = SelectorFoundationTarget()
            weakTarget = target
            center.addObserver(target, selector: .foundationNoted, name: name, object: nil)
            #expect(SelectorObservation.registry.count == before + 1)
        }
        #expect(weakTarget == nil)
        center.post(name: name, object: nil)   // must not crash, and forgets the registration
        #expect(SelectorObservation.registry.count <= before)
    }

    @Test("removeObserver(_:) and removeObserver(_:name:object:) stop the calls")
    func removal() {
        let target = SelectorFoundationTarget()
        let a = Notification.Name("XUIKitTest.a"), b = Notification.Name("XUIKitTest.b")
        center.addObserver(target, selector: .foundationNoted, name: a, object: nil)
        center.addObserver(target, selector: .foundationNoted, name: b, object: nil)
        center.removeObserver(target, name: a, object: nil)
        center.post(name: a, object: nil)
        center.post(name: b, object: nil)
        #expect(target.log == ["noted XUIKitTest.b"])
        center.removeObserver(target)
        center.post(name: b, object: nil)
        #expect(target.log == ["noted XUIKitTest.b"])
    }

    @Test("A notification posted off the main thread reaches the observer on the main thread (R3.15)")
    func offMainThread() async throws {
        let target = SelectorFoundationTarget()
        let name = Notification.Name("XUIKitTest.offMain")
        center.addObserver(target, selector: .foundationNoted, name: name, object: nil)
        let center = self.center
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread { center.post(name: name, object: nil); done.signal() }
        done.wait()
        #expect(target.log.isEmpty, "not run on the posting thread")
        // Suspending frees the main actor, so the main queue runs the delivery.
        for _ in 0..<100 where target.log.isEmpty { try await Task.sleep(for: .milliseconds(20)) }
        #expect(target.log == ["noted XUIKitTest.offMain"])
    }

    @Test("Timer(timeInterval:target:selector:userInfo:repeats:) performs the action with the timer (R3.16)")
    func timerTarget() {
        let target = SelectorFoundationTarget()
        let timer = Timer(timeInterval: 60, target: target, selector: .foundationTick, userInfo: nil, repeats: false)
        timer.fire()
        #expect(target.log == ["tick"])
        #expect((target.senders.first ?? nil) as? Timer === timer)
    }

    @Test("A timer keeps its target alive (R3.16)")
    func timerRetainsTarget() {
        weak var weakTarget: SelectorFoundationTarget?
        let timer: Timer
        do {
            let target = SelectorFoundationTarget()
            weakTarget = target
            timer = Timer(timeInterval: 60, target: target, selector: .foundationTick, userInfo: nil, repeats: false)
        }
        #expect(weakTarget != nil)
        timer.fire()
        #expect(weakTarget?.log == ["tick"])
    }

    @Test("scheduledTimer(timeInterval:target:selector:userInfo:repeats:) performs the action; userInfo is reported")
    func scheduledTimer() {
        let target = SelectorFoundationTarget()
        var timer: Timer?
        let messages = capturingDiagnostics {
            timer = Timer.scheduledTimer(timeInterval: 0.01, target: target, selector: .foundationBare, userInfo: "info", repeats: false)
        }
        #expect(messages.count == 1 && messages[0].contains("userInfo"))
        #expect(timer?.isValid == true)
        timer?.fire()
        #expect(target.log == ["bare"])
        #expect(timer?.isValid == false)
    }

    @Test("perform(_:with:afterDelay:) runs later with the argument; cancelPreviousPerformRequests cancels (R3.17)")
    func delayedPerform() {
        let kept = SelectorFoundationTarget(), cancelled = SelectorFoundationTarget(), partly = SelectorFoundationTarget()
        kept.perform(.foundationEcho, with: "x", afterDelay: 0.01)
        cancelled.perform(.foundationEcho, with: "y", afterDelay: 0.01)
        partly.perform(.foundationEcho, with: "keep", afterDelay: 0.01)
        partly.perform(.foundationEcho, with: "drop", afterDelay: 0.01)
        #expect(kept.log.isEmpty)
        UIResponder.cancelPreviousPerformRequests(withTarget: cancelled)
        NSObject.cancelPreviousPerformRequests(withTarget: partly, selector: .foundationEcho, object: "drop")
        #expect(!DelayedPerforms.pending.contains { $0.request.target === cancelled })
        firePendingPerforms(of: [kept, cancelled, partly])
        #expect(kept.log == ["echo x"])
        #expect(cancelled.log.isEmpty)
        #expect(partly.log == ["echo keep"])
    }

    @Test("A private action is reached through a Selector declared in its class's scope (R17.10)")
    func privateAction() {
        let controller = PrivateActionController()
        let button = UIButton(type: .system)
        button.addTarget(controller, action: .privateTapped, for: .touchUpInside)
        button.addTarget(controller, action: .privateTappedWithSender, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(controller.taps == 1)
        #expect(controller.senders.count == 1 && (controller.senders[0] as? UIButton) === button)
        #expect(Selector.privateTapped.name == "privateTapped")
    }
}
