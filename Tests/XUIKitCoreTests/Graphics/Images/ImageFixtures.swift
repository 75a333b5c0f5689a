import Foundation
@testable import XUIKitCore

/// Test images, drawn with `UIGraphicsImageRenderer`.
@MainActor
enum ImageFixtures {
    /// `size` points filled with `background`, with `rects` painted in their colours on top.
    static func image(_ size: CGSize, background: UIColor, _ rects: [(CGRect, UIColor)] = [],
                      scale: CGFloat = 1) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return UIGraphicsImageRenderer(size: size, format: format).image { context in
            background.setFill()
            context.fill(CGRect(origin: .zero, size: size))
            for (rect, colour) in rects {
                colour.setFill()
                context.fill(rect)
            }
        }
    }

    /// A 20×10 green image with a red 5×5 square at its top-left corner.
    static var cornerMarked: UIImage {
        image(CGSize(width: 20, height: 10), background: .green, [(CGRect(x: 0, y: 0, width: 5, height: 5), .red)])
    }

    /// A 64×48 picture with four coloured quadrants.
    static var quadrants: UIImage {
        image(CGSize(width: 64, height: 48), background: .white, [
            (CGRect(x: 0, y: 0, width: 32, height: 24), .red),
            (CGRect(x: 32, y: 0, width: 32, height: 24), .green),
            (CGRect(x: 0, y: 24, width: 32, height: 24), .blue),
        ])
    }

    /// A fresh empty directory.
    static func temporaryDirectory() -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("xuikit-images-\(UUID().uuidString)")
        try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

extension UIImage {
    /// The pixel as RGB, alpha dropped.
    func rgb(_ x: Int, _ y: Int) -> RGB {
        let p = pixel(x: x, y: y)!
        return RGB(r: p.red, g: p.green, b: p.blue)
    }
}
