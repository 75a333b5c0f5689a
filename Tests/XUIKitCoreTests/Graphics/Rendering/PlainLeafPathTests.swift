import Foundation
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

extension RenderPipelineTests {
    @Test("Plain views with no subviews, layer or animation (one look at the grid each) paint what the general walk paints",
          arguments: [CGFloat(1), 0.8])
    func plainLeafPathKeepsPixels(alpha: CGFloat) {
        // The same scene twice: bare views take the plain-leaf path; giving every view a layer
        // (undecorated, so still painted as a plain fill) sends it through the general cull.
        let fast = Harness(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        buildScene(in: fast.window, alpha: alpha) { UIView(frame: $0) }
        #expect(fast.window.subviews.contains { $0.layerStorage == nil && $0.subviews.isEmpty })
        let leafPath = snapshot(fast)
        let general = Harness(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        buildScene(in: general.window, alpha: alpha) { frame in
            let view = UIView(frame: frame)
            _ = view.layer
            return view
        }
        #expect(differences(leafPath, snapshot(general), width: 400) == "")
    }

    @Test("Leaves with their bounds origin moved (left to the general walk) and bare leaves beside them paint what views with layers paint")
    func plainLeafPathExceptions() {
        func build(_ window: UIWindow, layers: Bool) {
            for index in 0..<60 {
                let view = UIView(frame: CGRect(x: (index * 29) % 340, y: (index * 17) % 260, width: 50, height: 30))
                view.backgroundColor = UIColor(red: CGFloat(index % 5) / 5, green: CGFloat(index % 3) / 3, blue: 0.5,
                                               alpha: index % 4 == 0 ? 0.5 : 1)
                if index % 6 == 0 { view.bounds.origin = CGPoint(x: 3, y: 2) }
                if layers { _ = view.layer }
                window.addSubview(view)
            }
        }
        let fast = Harness(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        build(fast.window, layers: false)
        let leafPath = snapshot(fast)
        let general = Harness(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        build(general.window, layers: true)
        #expect(differences(leafPath, snapshot(general), width: 400) == "")
    }
}
