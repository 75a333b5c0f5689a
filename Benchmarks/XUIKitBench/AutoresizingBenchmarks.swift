import Foundation
@_spi(Testing) import XUIKitCore

// Autoresizing figures: a window resize that autoresizes a 1000-view tree (springs and struts and the
// safe-area bookkeeping of every frame change), and intrinsic sizes of labels.

@MainActor
func runAutoresizingBenchmarks() {
    let app = UIApplication.makeFreshForTesting()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
    let controller = UIViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    // 200 cells with flexible margins and size, each with 4 nested children that fill it: 1000 views.
    for row in 0..<10 {
        for column in 0..<20 {
            let cell = UIView(frame: CGRect(x: column * 40, y: row * 60, width: 38, height: 58))
            cell.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin,
                                     .flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin]
            var parent = cell
            for _ in 0..<4 {
                let child = UIView(frame: parent.bounds.insetBy(dx: 2, dy: 2))
                child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                parent.addSubview(child)
                parent = child
            }
            controller.view.addSubview(cell)
        }
    }
    app.runPendingWork()
    var wide = false
    median("window resize autoresizing 1000 views") {
        wide.toggle()
        window.frame.size = wide ? CGSize(width: 1000, height: 700) : CGSize(width: 800, height: 600)
    }
    let label = UILabel(frame: .zero)
    label.numberOfLines = 0
    label.preferredMaxLayoutWidth = 200
    var counter = 0
    median("UILabel intrinsicContentSize, 3 wrapped lines, ×100", unit: "µs/label", per: 100) {
        for _ in 0..<100 {
            counter += 1
            label.text = "Label \(counter) wraps over a few lines at two hundred points"
            _ = label.intrinsicContentSize
        }
    }
}
