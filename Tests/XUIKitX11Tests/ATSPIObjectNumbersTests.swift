import Foundation
import Testing
import XUIKit
@testable import XUIKitAccessibility

/// Issue 25: the AT-SPI bridge numbered every object it ever reported and never forgot one, so each
/// alert with a text field (its field and views, reported on focus) left ~400 bytes behind.
@Suite("AT-SPI object numbers (no bus)")
@MainActor
struct ATSPIObjectNumbersTests {
    @Test("Numbers of objects that are gone are forgotten: the table stays bounded over 5000 short-lived objects")
    func goneObjectsForgotten() {
        var numbers = ATSPIObjectNumbers()
        let kept = UIView()
        let keptNumber = numbers.number(of: kept)
        var last = keptNumber
        for _ in 0..<5000 {
            let passing = UIView()
            let number = numbers.number(of: passing)
            #expect(number > last, "a number is never given twice")
            last = number
        }
        #expect(numbers.count <= 2 * ATSPIObjectNumbers.minimumSweptCount, "\(numbers.count) numbers held for 1 live object")
        #expect(numbers.number(of: kept) == keptNumber, "a live object keeps its number through the sweeps")
        #expect(numbers.object(numbered: keptNumber) === kept)
        #expect(numbers.object(numbered: last) == nil, "a number of an object gone names nothing")
    }

    @Test("Live objects keep their numbers, and a path of one names it")
    func liveObjectsKept() {
        var numbers = ATSPIObjectNumbers()
        let views = (0..<300).map { _ in UIView() }
        let given = views.map { numbers.number(of: $0) }
        #expect(Set(given).count == 300)
        #expect(views.map { numbers.number(of: $0) } == given)
        #expect(zip(views, given).allSatisfy { numbers.object(numbered: $1) === $0 })
    }
}
