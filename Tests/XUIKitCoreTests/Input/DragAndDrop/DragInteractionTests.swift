import Foundation
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

/// A drop target that writes down its delegate calls (and the source's, through `log`).
@MainActor
private final class DropLog: UIDropInteractionDelegate {
    var log: [String] = []
    var proposal: UIDropOperation = .copy
    var loaded: [String] = []
    /// The source's delegate, kept alive here (interactions hold their delegates weakly).
    var source: AnyObject?

    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: any UIDropSession) -> Bool {
        log.append("canHandle")
        return session.canLoadObjects(ofClass: String.self)
    }
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: any UIDropSession) { log.append("enter") }
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession) -> UIDropProposal {
        if log.last != "update" { log.append("update") }
        return UIDropProposal(operation: proposal)
    }
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: any UIDropSession) { log.append("exit") }
    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession) {
        log.append("perform")
        session.loadObjects(ofClass: String.self) { self.loaded += $0 }
    }
    func dropInteraction(_ interaction: UIDropInteraction, concludeDrop session: any UIDropSession) { log.append("conclude") }
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: any UIDropSession) { log.append("end") }
}

@MainActor
private final class DragLog: UIDragInteractionDelegate {
    let drops: DropLog
    var allowsMove = true
    var items = ["dragged"]
    var moves = 0
    init(_ drops: DropLog) { self.drops = drops }

    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: any UIDragSession) -> [UIDragItem] {
        drops.log.append("items")
        return items.map { UIDragItem(itemProvider: NSItemProvider(object: $0)) }
    }
    func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: any UIDragSession) { drops.log.append("willBegin") }
    func dragInteraction(_ interaction: UIDragInteraction, sessionAllowsMoveOperation session: any UIDragSession) -> Bool { allowsMove }
    func dragInteraction(_ interaction: UIDragInteraction, sessionDidMove session: any UIDragSession) { moves += 1 }
    func dragInteraction(_ interaction: UIDragInteraction, session: any UIDragSession, willEndWith operation: UIDropOperation) {
        drops.log.append("willEnd(\(operation))")
    }
    func dragInteraction(_ interaction: UIDragInteraction, session: any UIDragSession, didEndWith operation: UIDropOperation) {
        drops.log.append("didEnd(\(operation))")
    }
}

@MainActor
@Suite("UIDragInteraction and UIDropInteraction within the app (R34.1, R34.4–R34.7)")
struct DragInteractionTests {
    /// A 400×400 window: a source view at (0,0) 100×100 and a target view at (200,0) 200×200.
    private func setUp() -> (Harness, DropLog, DragLog) {
        let harness = Harness()
        let sourceView = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let targetView = UIView(frame: CGRect(x: 200, y: 0, width: 200, height: 200))
        harness.window.addSubview(sourceView)
        harness.window.addSubview(targetView)
        let drops = DropLog()
        let drags = DragLog(drops)
        drops.source = drags
        sourceView.addInteraction(UIDragInteraction(delegate: drags))
        targetView.addInteraction(UIDropInteraction(delegate: drops))
        return (harness, drops, drags)
    }

    private func shape(_ harness: Harness) -> PointerShape? {
        (UIApplication.shared.backend as? HeadlessBackend)?.pointerShapes[harness.id]
    }

    @Test("R34.1, R34.5: a mouse drag past the threshold drops text in UIKit's order; the pointer shows copy, then the arrow")
    func mouseDragDrops() {
        let (harness, drops, _) = setUp()
        harness.button(1, down: true, 50, 50)
        harness.pointer(56, 50)                      // within the threshold: no drag yet
        #expect(drops.log.isEmpty)
        harness.pointer(80, 50)
        #expect(drops.log == ["items", "willBegin"])
        harness.pointer(250, 50)
        #expect(shape(harness) == .dragCopy)
        harness.pointer(260, 60)
        harness.button(1, down: false, 260, 60)
        #expect(drops.log == ["items", "willBegin", "canHandle", "enter", "update", "perform", "willEnd(copy)", "conclude",
                              "didEnd(copy)", "end"])
        #expect(shape(harness) == .arrow)
    }

    @Test("R34.1: a finger must be held half a second before it drags; a quick swipe does not")
    func touchNeedsHold() {
        let (harness, drops, _) = setUp()
        harness.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 250, y: 50))
        #expect(drops.log.isEmpty)
        harness.touch(.began, 50, 50)
        harness.advance(by: 0.6)
        #expect(drops.log == ["items", "willBegin"])
        harness.touch(.moved, 250, 50)
        harness.touch(.ended, 250, 50)
        #expect(drops.log.contains("perform"))
    }

    @Test("R34.7: Escape cancels the drag: the target exits, the source ends with .cancel, the release drops nothing")
    func escapeCancels() {
        let (harness, drops, _) = setUp()
        harness.button(1, down: true, 50, 50)
        harness.pointer(80, 50)
        harness.pointer(250, 50)
        harness.key("\u{1b}", code: .keyboardEscape, down: true)
        harness.key("\u{1b}", code: .keyboardEscape, down: false)
        #expect(drops.log.suffix(4) == ["exit", "willEnd(cancel)", "didEnd(cancel)", "end"])
        harness.pointer(260, 50)
        harness.button(1, down: false, 260, 50)
        #expect(!drops.log.contains("perform"))
        #expect(drops.log.filter { $0.hasPrefix("didEnd") }.count == 1)
        #expect(shape(harness) == .arrow)
    }

    @Test("R34.6: a forbidden proposal shows the no-drop pointer and the release drops nothing")
    func forbidden() {
        let (harness, drops, _) = setUp()
        drops.proposal = .forbidden
        harness.button(1, down: true, 50, 50)
        harness.pointer(80, 50)
        harness.pointer(250, 50)
        #expect(shape(harness) == .dragForbidden)
        harness.button(1, down: false, 250, 50)
        #expect(!drops.log.contains("perform"))
        #expect(drops.log.suffix(4) == ["exit", "willEnd(cancel)", "didEnd(cancel)", "end"])
    }

    @Test("R34.5: a move the source does not allow is a copy; one it allows is a move")
    func moveNeedsPermission() {
        let (harness, drops, drags) = setUp()
        drops.proposal = .move
        drags.allowsMove = false
        harness.button(1, down: true, 50, 50)
        harness.pointer(250, 50)
        #expect(shape(harness) == .dragCopy)
        harness.button(1, down: false, 250, 50)
        #expect(drops.log.contains("didEnd(copy)"))
        drops.log.removeAll()
        drags.allowsMove = true
        harness.button(1, down: true, 50, 50)
        harness.pointer(250, 50)
        #expect(shape(harness) == .dragMove)
        harness.button(1, down: false, 250, 50)
        #expect(drops.log.contains("didEnd(move)"))
    }

    @Test("No items, no drag: the delegate's empty answer leaves the press alone")
    func noItems() {
        let (harness, drops, drags) = setUp()
        drags.items = []
        harness.button(1, down: true, 50, 50)
        harness.pointer(250, 50)
        harness.button(1, down: false, 250, 50)
        #expect(drops.log == ["items"])
    }

    @Test("R34.4: with no drag-and-drop backend the drag reaches another of the app's windows by its frame")
    func otherWindow() {
        let (harness, _, _) = setUp()
        let second = UIWindow(frame: CGRect(x: 400, y: 0, width: 300, height: 300))
        second.isHidden = false
        let drops = DropLog()
        let target = UIView(frame: second.bounds)
        second.addSubview(target)
        target.addInteraction(UIDropInteraction(delegate: drops))
        harness.button(1, down: true, 50, 50)
        harness.pointer(80, 50)
        harness.pointer(450, 50)                    // 50 points into the second window
        harness.button(1, down: false, 450, 50)
        #expect(drops.log == ["canHandle", "enter", "update", "perform", "conclude", "end"])
    }
}

