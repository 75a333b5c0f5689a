import Foundation
import Testing
@testable import XUIKitCore

@Suite("CGVector, as Core Graphics defines it (R41.1)")
struct CGVectorTests {
    @Test("Components, zero, equality and hashing")
    func values() {
        let v = CGVector(dx: 3, dy: -4)
        #expect(v.dx == 3 && v.dy == -4)
        #expect(CGVector.zero == CGVector(dx: 0, dy: 0) && CGVector() == .zero)
        #expect(CGVector(dx: 1.5, dy: 2) == CGVector(dx: CGFloat(1.5), dy: CGFloat(2)))
        #expect(CGVector(dx: 1, dy: 2) != CGVector(dx: 2, dy: 1))
        #expect(Set([v, CGVector(dx: 3, dy: -4), .zero]).count == 2)
    }

    @Test("Codable as an unkeyed pair [dx, dy], as CGPoint is")
    func coding() throws {
        let data = try JSONEncoder().encode(CGVector(dx: 1.5, dy: -2))
        #expect(String(decoding: data, as: UTF8.self) == "[1.5,-2]")
        #expect(try JSONDecoder().decode(CGVector.self, from: data) == CGVector(dx: 1.5, dy: -2))
    }
}
