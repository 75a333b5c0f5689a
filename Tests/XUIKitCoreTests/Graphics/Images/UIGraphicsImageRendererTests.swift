import Foundation
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

@MainActor
@Suite("UIGraphicsImageRenderer and drawHierarchy snapshots")
struct UIGraphicsImageRendererTests {
    @Test("image { } gives the size in points, at the format's scale, with what the closure drew")
    func imageAndScale() {
        let image = ImageFixtures.image(CGSize(width: 10, height: 6), background: .blue,
                                        [(CGRect(x: 5, y: 0, width: 5, height: 6), .red)], scale: 2)
        #expect(image.size == CGSize(width: 10, height: 6))
        #expect(image.scale == 2)
        #expect(image.pixelWidth == 20 && image.pixelHeight == 12)
        #expect(image.rgb(9, 5) == .blue && image.rgb(10, 5) == .red)
    }

    @Test("The context is current inside the closure, and not after")
    func currentContext() {
        var inside: CGContext?
        _ = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { context in
            inside = UIGraphicsGetCurrentContext()
            #expect(inside === context.cgContext)
        }
        #expect(inside != nil)
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test("init(bounds:) puts the bounds' origin at the top-left corner")
    func boundsOrigin() {
        let image = UIGraphicsImageRenderer(bounds: CGRect(x: 100, y: 50, width: 10, height: 10)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 100, y: 50, width: 5, height: 5))
        }
        #expect(image.rgb(2, 2) == .red)
        #expect(image.pixel(x: 7, y: 7)?.alpha == 0)
    }

    @Test("format.bounds is the renderer's bounds, in the context too; the format passed in is not changed")
    func formatBounds() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        #expect(format.bounds == .zero)
        let renderer = UIGraphicsImageRenderer(bounds: CGRect(x: 4, y: 2, width: 16, height: 8), format: format)
        #expect(renderer.format.bounds == CGRect(x: 4, y: 2, width: 16, height: 8))
        #expect(renderer.format.scale == 2)
        #expect(format.bounds == .zero, "the app's format object is its own")
        // The common idiom: fill the whole drawing through the context's format.
        let image = UIGraphicsImageRenderer(size: CGSize(width: 6, height: 4)).image { context in
            #expect(context.format.bounds == CGRect(x: 0, y: 0, width: 6, height: 4))
            UIColor.red.setFill()
            context.fill(context.format.bounds)
        }
        #expect(image.rgb(0, 0) == .red && image.rgb(Int(image.pixelWidth) - 1, Int(image.pixelHeight) - 1) == .red)
    }

    @Test("pngData and jpegData give data that decodes to the drawing")
    func data() throws {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 16, height: 16))
        let draw: (UIGraphicsImageRendererContext) -> Void = { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 16, height: 16))
        }
        let png = try #require(UIImage(data: renderer.pngData(actions: draw)))
        #expect(png.rgb(8, 8) == .red)
        let jpeg = try #require(UIImage(data: renderer.jpegData(withCompressionQuality: 0.9, actions: draw)))
        #expect(jpeg.rgb(8, 8).near(.red, 12))
    }

    @Test("An empty renderer size draws a 1×1 image and reports it")
    func emptySize() {
        var messages: [String] = []
        let previous = Diagnostics.handler
        Diagnostics.handler = { messages.append($0) }
        defer { Diagnostics.handler = previous }
        let image = UIGraphicsImageRenderer(size: .zero).image { _ in }
        #expect(image.pixelWidth == 1 && image.pixelHeight == 1)
        #expect(messages.count == 1)
    }

    @Test("drawHierarchy draws a view and its subviews, scaled into the rect")
    func snapshot() throws {
        let view = UIView(frame: CGRect(x: 30, y: 40, width: 20, height: 20))
        view.backgroundColor = .red
        let child = UIView(frame: CGRect(x: 10, y: 0, width: 10, height: 20))
        child.backgroundColor = .blue
        view.addSubview(child)
        var drew = false
        let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40)).image { _ in
            drew = view.drawHierarchy(in: CGRect(x: 0, y: 0, width: 40, height: 40), afterScreenUpdates: true)
        }
        #expect(drew)
        #expect(image.rgb(5, 20) == .red && image.rgb(34, 20) == .blue)
        #expect(!view.drawHierarchy(in: CGRect(x: 0, y: 0, width: 40, height: 40), afterScreenUpdates: false))
    }

    @Test("R12.13: drawHierarchy into a scale-2 renderer takes the picture at two pixels a point: edges stay sharp")
    func snapshotAtTheRenderersScale() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 21, height: 10))
        view.backgroundColor = .red
        let stripe = UIView(frame: CGRect(x: 10, y: 0, width: 1, height: 10))
        stripe.backgroundColor = .blue
        view.addSubview(stripe)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let image = UIGraphicsImageRenderer(size: view.bounds.size, format: format).image { _ in
            view.drawHierarchy(in: view.bounds, afterScreenUpdates: true)
        }
        #expect(image.pixelWidth == 42)
        // The 1 pt stripe is pixels 20 and 21, pure blue, between pure red.
        #expect(image.rgb(19, 5) == .red && image.rgb(20, 5) == .blue && image.rgb(21, 5) == .blue && image.rgb(22, 5) == .red,
                "\([19, 20, 21, 22].map { image.rgb($0, 5) })")
    }

    @Test("drawHierarchy of an image view in a window gives its pixels")
    func snapshotImageView() {
        let harness = Harness()
        let view = UIImageView(image: ImageFixtures.cornerMarked)
        view.frame = CGRect(x: 10, y: 10, width: 40, height: 20)
        harness.window.addSubview(view)
        let image = UIGraphicsImageRenderer(size: view.bounds.size).image { _ in
            view.drawHierarchy(in: view.bounds, afterScreenUpdates: true)
        }
        #expect(image.rgb(2, 2) == .red && image.rgb(30, 15) == RGB(r: 0, g: 255, b: 0))
    }
}
