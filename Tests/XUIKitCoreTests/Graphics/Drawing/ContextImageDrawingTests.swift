import Foundation
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

@MainActor
@Suite("CGContext.draw(_:in:): Core Graphics' image drawing, upside down in UIKit's contexts (R29.22)")
struct ContextImageDrawingTests {
    /// A 1×2 image: a red top row, a blue bottom row.
    var redOverBlue: CGImage {
        ImageFixtures.image(CGSize(width: 1, height: 2), background: .red, [(CGRect(x: 0, y: 1, width: 1, height: 1), .blue)]).cgImage!
    }

    @Test("draw(_:in:) puts the image's first row at the rectangle's bottom, as Core Graphics does in a UIKit context")
    func upsideDown() {
        let image = redOverBlue
        let drawn = renderAtScale1(CGSize(width: 10, height: 20)) { context in
            context.interpolationQuality = .none
            context.draw(image, in: CGRect(x: 0, y: 0, width: 10, height: 20))
        }
        #expect(drawn.rgb(5, 3) == .blue)
        #expect(drawn.rgb(5, 16) == .red)
    }

    @Test("The flip UIKit code applies first draws it upright")
    func flippedUpright() {
        let image = redOverBlue
        let drawn = renderAtScale1(CGSize(width: 10, height: 20)) { context in
            context.interpolationQuality = .none
            context.translateBy(x: 0, y: 20)
            context.scaleBy(x: 1, y: -1)
            context.draw(image, in: CGRect(x: 0, y: 0, width: 10, height: 20))
        }
        #expect(drawn.rgb(5, 3) == .red)
        #expect(drawn.rgb(5, 16) == .blue)
    }

    @Test("Alpha applies; byTiling repeats the image at the rectangle's size over the clip")
    func alphaAndTiling() {
        let image = redOverBlue
        let faded = renderAtScale1(CGSize(width: 10, height: 20)) { context in
            context.setAlpha(0.5)
            context.interpolationQuality = .none
            context.draw(image, in: CGRect(x: 0, y: 0, width: 10, height: 20))
        }
        #expect((faded.pixel(x: 5, y: 16)?.alpha ?? 0) > 110 && (faded.pixel(x: 5, y: 16)?.alpha ?? 255) < 145)
        let tiled = renderAtScale1(CGSize(width: 10, height: 20)) { context in
            context.interpolationQuality = .none
            context.draw(image, in: CGRect(x: 0, y: 0, width: 10, height: 10), byTiling: true)
        }
        // Two tiles down the image, each upside down: blue, red, blue, red in 5-point bands.
        #expect(tiled.rgb(5, 2) == .blue && tiled.rgb(5, 7) == .red)
        #expect(tiled.rgb(5, 12) == .blue && tiled.rgb(5, 17) == .red)
        let single = renderAtScale1(CGSize(width: 10, height: 20)) { context in
            context.draw(image, in: CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        #expect(single.blank(5, 15))
    }
}
