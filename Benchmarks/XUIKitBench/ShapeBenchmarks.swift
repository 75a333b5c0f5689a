import Foundation
@_spi(Testing) import XUIKitCore

// Issue 24: 1000 progress rings (`CAShapeLayer`, a circle stroked 4 pt wide to strokeEnd 0.7)
// drawn into a 1000×1000 bitmap at scale 1, the shape drawing of the ring scene alone (no
// window, no painter), clipped to the bitmap as a window's render pass clips to its dirty
// rectangles: then the arcs go through XUIKit's arc rasterizer (R27.13; without the clip they
// go through Cairo's stroker, as in a context with no clip).
// Run with: swift run -c release XUIKitBench shapes

@MainActor
func runShapeBenchmarks() {
    let rings = (0..<1000).map { index -> CAShapeLayer in
        let center = CGPoint(x: CGFloat(index % 40) * 25 + 12.5, y: CGFloat(index / 40) * 40 + 20)
        let layer = CAShapeLayer()
        layer.path = UIBezierPath(arcCenter: center, radius: 10, startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: true).cgPath
        layer.fillColor = nil
        layer.strokeColor = UIColor(red: 0.2, green: 0.5, blue: 0.9, alpha: 1)
        layer.lineWidth = 4
        layer.strokeEnd = 0.7
        return layer
    }
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    _ = UIGraphicsImageRenderer(size: CGSize(width: 1000, height: 1000), format: format).image { context in
        let cg = context.cgContext
        cg.clip(to: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        median("1000 shape-layer rings, strokeEnd 0.7, 1000×1000", runs: 31) {
            for ring in rings { ring.drawShape(in: cg) }
        }
        var frame = 0
        median("1000 rings, strokeEnd changing every frame", runs: 31) {
            frame += 1
            for ring in rings {
                ring.strokeEnd = 0.5 + CGFloat(frame % 50) / 100
                ring.drawShape(in: cg)
            }
        }
        median("1000 rings, whole circles (no partial stroke)", runs: 31) {
            for ring in rings {
                ring.strokeEnd = 1
                ring.drawShape(in: cg)
            }
        }
    }
}
