import CCairo
import Foundation
import Testing
@testable import XUIKitCore

@MainActor
@Suite("Fill batch: fills run tile by tile leave the pixels of filling one after another")
struct FillBatchTests {
    /// A 300×200 surface of noise, so a fill that lands on the wrong pixel or in the wrong order shows.
    func noiseSurface(seed: UInt64) -> OpaquePointer {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, 300, 200)!
        let data = cairo_image_surface_get_data(surface)!
        let stride = Int(cairo_image_surface_get_stride(surface))
        var state = seed
        for y in 0..<200 {
            let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<300 {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                row[x] = 0xFF00_0000 | UInt32(truncatingIfNeeded: state >> 40)
            }
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }

    func words(_ surface: OpaquePointer) -> [UInt32] {
        cairo_surface_flush(surface)
        let data = cairo_image_surface_get_data(surface)!
        let stride = Int(cairo_image_surface_get_stride(surface))
        var out: [UInt32] = []
        for y in 0..<200 {
            let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<300 { out.append(row[x] & 0x00FF_FFFF) }
        }
        return out
    }

    /// 400 fills cover about 640 000 pixels, so they are tiled and split between two threads;
    /// 10 are run one after another, and so are 300 opaque ones (each pixel is written once).
    @Test("Overlapping fills, opaque and translucent, batched vs one cairo_fill after another",
          arguments: [(1, 400, false), (2, 400, false), (3, 10, false), (4, 300, true)])
    func batchedFillsMatchSequentialFills(seed: Int, count: Int, opaqueOnly: Bool) {
        var state = UInt64(seed) &* 977
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        var fills: [(CGRect, UIColor)] = []
        for index in 0..<count {
            let rect = CGRect(x: next(290), y: next(190), width: 1 + next(90), height: 1 + next(70))
            let clipped = rect.intersection(CGRect(x: 0, y: 0, width: 300, height: 200))
            let alpha: CGFloat = index % 3 == 0 || opaqueOnly ? 1 : CGFloat(1 + next(254)) / 255
            fills.append((clipped, UIColor(red: CGFloat(next(256)) / 255, green: CGFloat(next(256)) / 255,
                                           blue: CGFloat(next(256)) / 255, alpha: alpha)))
        }
        let sequential = noiseSurface(seed: UInt64(seed))
        let batched = noiseSurface(seed: UInt64(seed))
        let pristine = noiseSurface(seed: UInt64(seed))
        defer { cairo_surface_destroy(sequential); cairo_surface_destroy(batched); cairo_surface_destroy(pristine) }
        let noise = words(pristine)

        let cr = cairo_create(sequential)!
        for (rect, color) in fills {
            cairo_set_source_rgba(cr, Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha))
            cairo_rectangle(cr, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
            cairo_fill(cr)
        }
        cairo_destroy(cr)

        let batchCairo = cairo_create(batched)!
        // The target does not keep its batch alive (PixelTarget.batch): the caller holds it, as
        // the application's RenderResources does for a render pass.
        let batch = FillBatch()
        withExtendedLifetime(batch) {
            let target = PixelTarget(cairo: batchCairo, batch: batch)!
            for (rect, color) in fills { target.fill(rect, pixel: PixelTarget.pixel(color, alpha: 1)) }
            // Nothing is written before the flush: the pixels are still the noise.
            #expect(words(batched) == noise)
            target.finish()
        }
        cairo_destroy(batchCairo)

        let a = words(sequential), b = words(batched)
        let differing = zip(a, b).filter { $0 != $1 }.count
        #expect(differing == 0, "\(differing) pixels differ")
        // The scene really blends: many pixels changed from the noise.
        #expect(zip(a, noise).filter { $0 != $1 }.count > count * 50)
    }
}
