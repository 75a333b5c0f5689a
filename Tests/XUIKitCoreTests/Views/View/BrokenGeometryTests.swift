import Foundation
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

/// Issue 14, defect 13: any view geometry draws or is skipped; it never breaks the frame for the
/// views drawn after it.
@MainActor
@Suite("Drawing survives broken geometry: narrow buttons, CGRect.null and NaN frames")
struct BrokenGeometryTests {
    /// A window with `broken` drawn first, then a blue view that must still appear.
    private func drawsAfter(_ broken: UIView) -> RGB {
        let harness = Harness()
        harness.window.backgroundColor = .white
        harness.window.addSubview(broken)
        let later = UIView(frame: CGRect(x: 200, y: 200, width: 100, height: 100))
        later.backgroundColor = .blue
        harness.window.addSubview(later)
        return harness.pixel(250, 250)
    }

    @Test("A visible UIButton 5 pt wide gets a finite title frame and the views after it still draw")
    func narrowButton() {
        let button = UIButton(type: .system)
        button.setTitle("Narrow", for: .normal)
        button.frame = CGRect(x: 10, y: 10, width: 5, height: 30)
        #expect(drawsAfter(button).near(.blue))
        let title = button.titleLabel!.frame
        #expect(!title.isNull && title.minX.isFinite && title.width >= 0, "\(title)")
    }

    @Test("A view whose frame is CGRect.null is skipped and the views after it still draw")
    func nullFrame() {
        let view = UIView(frame: .null)
        view.backgroundColor = .red
        #expect(drawsAfter(view).near(.blue))
    }

    @Test("A view whose frame holds NaN is skipped and the views after it still draw")
    func nanFrame() {
        let view = UIView(frame: CGRect(x: CGFloat.nan, y: 0, width: 50, height: 50))
        view.backgroundColor = .red
        view.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
        #expect(!view.hasFiniteGeometry)
        #expect(drawsAfter(view).near(.blue))
    }

    @Test("Setting a non-finite contentOffset is refused with a diagnostic")
    func nonFiniteContentOffset() {
        let harness = Harness()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        harness.window.addSubview(scroll)
        scroll.contentOffset = CGPoint(x: 0, y: 20)
        let messages = capturingDiagnostics { scroll.contentOffset = CGPoint(x: 0, y: CGFloat.nan) }
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 20))
        #expect(messages.count == 1)
    }
}
