import Foundation
@_spi(Testing) @testable import XUIKitCore
import XUIKitHeadlessTesting

/// A controller that records the bar actions it gets, with their senders.
@MainActor
final class BarActionController: UIViewController {
    var log: [String] = []
    var senders: [AnyObject] = []
    var editingCalls: [(Bool, Bool)] = []
    var acceptsFirstResponder = false
    override var canBecomeFirstResponder: Bool { acceptsFirstResponder }

    func add(_ sender: UIBarButtonItem) { log.append("add"); senders.append(sender) }
    func share(_ sender: UIBarButtonItem) { log.append("share"); senders.append(sender) }
    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        editingCalls.append((editing, animated))
    }
}

extension Selector {
    static let barTestAdd = Selector("add:", BarActionController.add)
    static let barTestShare = Selector("share:", BarActionController.share)
}

/// A harness whose window shows `root`, laid out and drawn once.
@MainActor
func showInWindow(_ root: UIViewController, size: CGSize = CGSize(width: 400, height: 400)) -> Harness {
    let harness = Harness(frame: CGRect(origin: .zero, size: size))
    harness.window.rootViewController = root
    harness.display()
    return harness
}

/// The item views a navigation bar shows for `item`.
@MainActor
func barView(for item: UIBarButtonItem, in bar: UIView) -> BarButtonView? {
    bar.subviews.compactMap { $0 as? BarButtonView }.first { $0.item === item }
}

/// The centre of `view` in window coordinates.
@MainActor
func centre(of view: UIView) -> CGPoint {
    view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
}
