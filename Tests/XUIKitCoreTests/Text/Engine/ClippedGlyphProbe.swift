import CPango
import Foundation
import Testing
@_spi(Testing) @testable import XUIKitCore
import XUIKitHeadlessTesting

@MainActor
@Suite("Probe: right-aligned glyph ink")
struct ClippedGlyphProbe {
    @Test("probe")
    func probe() {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 400, height: 200))
        let root = UIViewController()
        harness.window.rootViewController = root
        let label = UILabel()
        label.font = .systemFont(ofSize: 30)
        label.textAlignment = .right
        let stack = UIStackView(arrangedSubviews: [label])
        stack.axis = .vertical
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.view.addSubview(stack)
        NSLayoutConstraint.activate([stack.leadingAnchor.constraint(equalTo: root.view.leadingAnchor),
                                     stack.trailingAnchor.constraint(equalTo: root.view.trailingAnchor),
                                     stack.topAnchor.constraint(equalTo: root.view.topAnchor, constant: 50)])
        for text in ["0", "Total 42", "Hello world", "Wavy", "fff", "1,234.57", "Ty", "J", "y", "ff"] {
            label.text = text
            harness.display()
            let block = label.textBlock(width: label.bounds.width, font: label.font)
            var ink = PangoRectangle(), logical = PangoRectangle()
            pango_layout_get_extents(block.layout, &ink, &logical)
            let scale = Double(PANGO_SCALE)
            let drawnInk = harness.ink(in: CGRect(x: 0, y: 40, width: 400, height: 60))
            print("PROBE \(text): frame \(label.frame) ink \(Double(ink.x)/scale)…\(Double(ink.x + ink.width)/scale) logical \(Double(logical.x)/scale)…\(Double(logical.x + logical.width)/scale) drawn \(String(describing: drawnInk))")
        }
    }
}
