import Foundation
import Testing
@_spi(Testing) @testable import XUIKitCore
import XUIKitHeadlessTesting

@Suite("Screen scale")
@MainActor
struct ScreenScaleTests {
    @Test("R15.5: XUIKIT_SCALE wins over GDK_SCALE; nonsense is skipped; Xft.dpi 192 is 2 and 144 is 1.5")
    func sources() {
        #expect(ScreenScale.fromEnvironment(["XUIKIT_SCALE": "1.5", "GDK_SCALE": "2"]) == 1.5)
        #expect(ScreenScale.fromEnvironment(["GDK_SCALE": "2"]) == 2)
        #expect(ScreenScale.fromEnvironment(["XUIKIT_SCALE": "lots", "GDK_SCALE": "2"]) == 2)
        #expect(ScreenScale.fromEnvironment(["XUIKIT_SCALE": "100"]) == nil)
        #expect(ScreenScale.fromEnvironment([:]) == nil)
        #expect(ScreenScale.fromDPI(192) == 2)
        #expect(ScreenScale.fromDPI(144) == 1.5)
        #expect(ScreenScale.fromDPI(nil) == nil)
        #expect(ScreenScale.resolve(environmentScale: nil, desktopScale: 2) == 2)
        #expect(ScreenScale.resolve(environmentScale: 1.25, desktopScale: 2) == 1.25)
        #expect(ScreenScale.resolve(environmentScale: nil, desktopScale: .nan) == 1)
    }

    @Test("R15.5: at scale 2 the surface has twice the pixels, views draw at device pixels, and hit-testing stays in points")
    func doubledSurface() throws {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 100, height: 80))
        let backend = try #require(UIApplication.shared.backend as? HeadlessBackend)   // the harness's fresh app's
        backend.displayScale = 2
        harness.window.frame = CGRect(x: 0, y: 0, width: 101, height: 80)
        let square = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        square.backgroundColor = .red
        harness.window.addSubview(square)
        let surface = try #require(harness.window.surface)
        #expect(surface.width == 202 && surface.height == 160)
        #expect(UIScreen.main.scale == 2)
        #expect(square.traitCollection.displayScale == 2)
        #expect(harness.pixel(21, 21) == .red)
        #expect(harness.pixel(59, 59) == .red)
        #expect(harness.pixel(61, 61) == .white)
        #expect(harness.window.hitTest(CGPoint(x: 25, y: 25), with: nil) === square)
        #expect(UIScreen.main.bounds.width == 960)
        #expect(UIScreen.main.nativeBounds.width == 1920)
    }

    @Test("R15.5: at scale 1.5 a view on whole points fills exactly its device pixels")
    func fractional() throws {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 100, height: 80))
        let backend = try #require(UIApplication.shared.backend as? HeadlessBackend)   // the harness's fresh app's
        backend.displayScale = 1.5
        harness.window.frame = CGRect(x: 0, y: 0, width: 102, height: 80)
        let square = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        square.backgroundColor = .blue
        harness.window.addSubview(square)
        #expect(harness.window.surface?.width == 153)
        // 10…30 points are pixels 15…45: edges crisp, not blended.
        #expect(harness.pixel(15, 15) == .blue)
        #expect(harness.pixel(44, 44) == .blue)
        #expect(harness.pixel(14, 20) == .white)
        #expect(harness.pixel(45, 20) == .white)
    }
}
