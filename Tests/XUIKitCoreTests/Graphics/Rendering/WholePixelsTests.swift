import Foundation
import Testing
@testable import XUIKitCore

@Suite("Rounding on the render pass's hot paths gives what the standard library gives")
struct WholePixelsTests {
    @Test("round, floor and ceil equal rounded(), rounded(.down) and rounded(.up): halves, negatives, near-halves, large values")
    func sameAsStandardLibrary() {
        var values: [Double] = [0, -0.0, 0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 0.49999999999999994, -0.49999999999999994,
                                0.5000000000000001, 1e-300, -1e-300, 4503599627370495.5, -4503599627370495.5,
                                4503599627370497, 9007199254740992, -9007199254740994, 1e18, -1e18]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2000 {
            let scale = [1.0, 256, 65536, 1e9][Int.random(in: 0..<4, using: &generator)]
            values.append(Double.random(in: -1...1, using: &generator) * scale)
            values.append(Double(Int.random(in: -1000...1000, using: &generator)) + 0.5)
        }
        for value in values {
            #expect(WholePixels.round(value) == Int(value.rounded()), "round(\(value))")
            #expect(WholePixels.floor(value) == Int(value.rounded(.down)), "floor(\(value))")
            #expect(WholePixels.ceil(value) == Int(value.rounded(.up)), "ceil(\(value))")
        }
    }
}
