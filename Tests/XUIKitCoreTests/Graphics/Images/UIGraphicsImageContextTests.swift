import Foundation
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

/// The image-context functions older UIKit code draws with (R17.11).
@MainActor
@Suite("UIGraphicsBeginImageContext and friends")
struct UIGraphicsImageContextTests {
    @Test("R17.11: Begin…WithOptions makes a current context; Get… copies what it holds at its scale; End pops it")
    func beginGetEnd() throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 10, height: 6), false, 2)
        let context = UIGraphicsGetCurrentContext()
        #expect(context != nil)
        UIColor.red.setFill()
        UIRectFill(CGRect(x: 5, y: 0, width: 5, height: 6))
        let image = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
        let drawn = try #require(image)
        #expect(drawn.size == CGSize(width: 10, height: 6))
        #expect(drawn.scale == 2)
        #expect(drawn.pixelWidth == 20 && drawn.pixelHeight == 12)
        // Points 5…10 are pixels 10…20 at scale 2: pixel 10 is red, pixel 9 was never drawn.
        #expect(drawn.rgb(10, 5) == .red)
        #expect(drawn.pixel(x: 9, y: 5)?.alpha == 0)
    }

    @Test("R17.11: BeginImageContext is scale 1 and transparent; an opaque context starts white")
    func defaultsAndOpaque() {
        UIGraphicsBeginImageContext(CGSize(width: 4, height: 4))
        let plain = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        #expect(plain?.scale == 1 && plain?.pixelWidth == 4)
        #expect(plain?.pixel(x: 1, y: 1)?.alpha == 0)
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 4), true, 1)
        let opaque = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        #expect(opaque?.rgb(1, 1) == .white)
    }

    @Test("R17.11: contexts nest; the image is taken from the innermost; an unbalanced End is a message, not a crash")
    func nestingAndUnbalancedEnd() {
        UIGraphicsBeginImageContext(CGSize(width: 2, height: 2))
        let outer = UIGraphicsGetCurrentContext()
        UIGraphicsBeginImageContext(CGSize(width: 3, height: 3))
        #expect(UIGraphicsGetImageFromCurrentImageContext()?.pixelWidth == 3)
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() === outer)
        #expect(UIGraphicsGetImageFromCurrentImageContext()?.pixelWidth == 2)
        UIGraphicsEndImageContext()
        let messages = capturingDiagnostics { UIGraphicsEndImageContext() }
        #expect(messages.count == 1 && messages.first?.contains("no image context is open") == true)
        #expect(UIGraphicsGetCurrentContext() == nil)
    }
}
