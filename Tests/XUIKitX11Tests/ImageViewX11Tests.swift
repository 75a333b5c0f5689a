import CX11
import Foundation
import Testing
import XUIKit
import XUIKitX11
import XUIKitTesting

/// An image view on a real X server: the screen shows the image where its content mode puts it.
@Suite("X11 image views: screenshot pixels per content mode (own Xvfb)")
@MainActor
struct ImageViewX11Tests {
    /// 20×10 green with a red 5×5 square at the top-left, decoded from PNG data as an app would
    /// (drawn at scale 1: `scaleOneRenderer`).
    func markedImage() throws -> UIImage {
        let drawn = scaleOneRenderer(size: CGSize(width: 20, height: 10)).image { context in
            UIColor.green.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
        }
        let data = try #require(drawn.pngData())
        return try #require(UIImage(data: data))
    }

    @Test("Image views in four content modes reach the screen where the modes place the image")
    func contentModesOnScreen() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let image = try markedImage()
        try withX11App(displayName: server.displayName) { session in
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 440, height: 100))
            window.backgroundColor = .white   // the backdrop the checks below read between the views (R19.10)
            // Each view is 100×80 at x = 10 + 110 i; the red square's centre, worked out by hand.
            let cases: [(UIView.ContentMode, red: (Int32, Int32), green: (Int32, Int32))] = [
                (.scaleToFill, (20, 30), (80, 60)),        // ×5, ×8: red 10–35 × 10–50
                (.scaleAspectFit, (132, 37), (180, 60)),   // 100×50 from y 25: red 120–145 × 25–50
                (.center, (272, 47), (285, 52)),           // 20×10 at (270, 45): red 270–275 × 45–50
                (.bottomRight, (422, 82), (435, 87)),      // 20×10 at (420, 80): red 420–425 × 80–85
            ]
            for (index, item) in cases.enumerated() {
                let view = UIImageView(image: image)
                view.frame = CGRect(x: 10 + 110 * index, y: 10, width: 100, height: 80)
                view.contentMode = item.0
                window.addSubview(view)
            }
            session.show(window)
            for item in cases {
                #expect(session.pixel(of: window, x: item.red.0, y: item.red.1) == 0xFF0000, "\(item.0) red")
                #expect(session.pixel(of: window, x: item.green.0, y: item.green.1) == 0x00FF00, "\(item.0) green")
            }
            // Outside the image of the centred view: the white window.
            #expect(session.pixel(of: window, x: 240, y: 20) == 0xFFFFFF)
        }
    }
}
