import CX11
import Foundation
import Testing
import XUIKit
@_spi(Testing) import XUIKitX11

/// Records touch callbacks and the touch objects they carried.
@MainActor
final class DragRecordingView: UIView {
    var log: [String] = []
    var touches: [UITouch] = []
    private func record(_ phase: String, _ set: Set<UITouch>) { log.append(phase); touches += set }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { record("began", touches) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { record("moved", touches) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { record("ended", touches) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { record("cancelled", touches) }
}

/// Issue 3 on a real server: a drag injected with XTest is one touch sequence on the view it
/// began in (R5.1, R5.3, R6.9).
@Suite("Dragging across views on Xvfb", .serialized)
@MainActor
struct DragTests {
    @Test("R5.1, R5.3: a drag from one view onto another stays with the first view, with one UITouch")
    func dragStaysWithFirstView() throws {
        try withX11App { session in
            let controller = UIViewController()
            let first = DragRecordingView(frame: CGRect(x: 0, y: 0, width: 150, height: 200))
            let second = DragRecordingView(frame: CGRect(x: 170, y: 0, width: 150, height: 200))
            first.backgroundColor = .systemBlue
            second.backgroundColor = .systemOrange
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
            window.rootViewController = controller
            controller.view.addSubview(first)
            controller.view.addSubview(second)
            session.show(window)

            session.drag(fromX: 50, toX: 250, y: 100, step: 20)

            #expect(first.log.first == "began")
            #expect(first.log.last == "ended")
            #expect(first.log.filter { $0 == "moved" }.count >= 5)
            #expect(!first.log.contains("cancelled"))
            #expect(second.log.isEmpty)
            #expect(Set(first.touches.map(ObjectIdentifier.init)).count == 1)
            let touch = try #require(first.touches.first)
            #expect(touch.view === first)
            #expect(touch.type == .indirectPointer)
            #expect(touch.location(in: nil).x == 250)
        }
    }
}
