import CDBus
import Foundation
import XUIKitDBus
@_spi(AssistiveTechnology) import XUIKitCore

/// `org.a11y.atspi.Collection.GetMatches`, the search Orca and dogtail use (R13.10): the
/// descendants of an object (or only its children when `traverse` is false) that pass a match
/// rule, in canonical order (depth first, each container's children in reading order) or its
/// reverse, at most `count` of them (0: all).
///
/// A rule tests states, attributes, roles and interfaces, each with All, Any, None or Empty, and
/// may be inverted. As at-spi2-atk reads it: an empty list passes All, Any and None; All over
/// several roles passes nothing (an object has one role); Empty passes when the rule lists nothing
/// of that kind. Interfaces are compared by their short names, ignoring case ("action" or
/// "Action"). Left out: `GetMatchesFrom`, `GetMatchesTo` and `GetActiveDescendant` (answered
/// UnknownMethod); the flow and tab orders are answered in canonical order (the tree already runs
/// in reading order), and attribute values with several alternatives are compared whole.
///
/// What one call may cost is bounded: a rule lists at most `MatchRule.maximumWords` state and
/// role words (AT-SPI defines fewer than 64 states and 160 roles) and `MatchRule.maximumEntries`
/// attributes and interfaces; a longer rule is refused with `InvalidArgs` before it is decoded
/// (one client's million all-ones state words once blocked the app 26 s and took 744 MiB).
/// The answer holds at most `MatchRule.maximumResults` objects, as if `count` were that when it is
/// 0 or larger.
extension ATSPIBridge {
    /// One decoded match rule.
    struct MatchRule {
        var states: Set<UInt32> = [], stateMatch: Int32 = 0
        var attributes: [(String, String)] = [], attributeMatch: Int32 = 0
        var roles: Set<UInt32> = [], roleMatch: Int32 = 0
        var interfaces: [String] = [], interfaceMatch: Int32 = 0
        var invert = false

        /// The most 32-bit words a rule's state or role set may have (1024 numbers).
        static let maximumWords = 32
        /// The most attributes, and the most interfaces, a rule may list.
        static let maximumEntries = 256
        /// The most objects one answer holds.
        static let maximumResults = 65_536
    }

    func collection(_ member: String, _ node: ATSPINode, _ arguments: inout DBusReader,
                    _ message: OpaquePointer) -> Bool {
        guard member == "GetMatches" else { return false }
        guard let rule = Self.matchRule(&arguments) else {
            return fail(message, Self.invalidArguments, "GetMatches takes a rule (aiia{ss}iaiiasib) of at most "
                        + "\(MatchRule.maximumWords) state and role words and \(MatchRule.maximumEntries) attributes and interfaces")
        }
        guard let sortBy = arguments.uint32(), let count = arguments.int32(), let traverse = arguments.bool() else { return false }
        let limit = count > 0 ? min(Int(count), MatchRule.maximumResults) : MatchRule.maximumResults
        // AtspiCollectionSortOrder: 4 to 6 are the reverse orders, whose first `count` are the
        // last matches in canonical order.
        let reversed = (4...6).contains(sortBy)
        var found: [ATSPINode] = []
        var pending = Array(node.children.reversed())
        while let next = pending.popLast() {
            if matches(next, rule) {
                found.append(next)
                if !reversed, found.count == limit { break }
            }
            if traverse { pending += next.children.reversed() }
        }
        if reversed { found = Array(found.suffix(limit).reversed()) }
        return reply(to: message) { writer in
            writer.array(of: "(so)") { array in for match in found { array.reference(reference(to: match)) } }
        }
    }

    /// Reads the `(aiia{ss}iaiiasib)` rule; nil when it is malformed.
    static func matchRule(_ arguments: inout DBusReader) -> MatchRule? {
        arguments.container { reader -> MatchRule? in
            var rule = MatchRule()
            guard let states = reader.int32Array(limit: MatchRule.maximumWords) else { return nil }
            rule.states = bits(states)
            guard let stateMatch = reader.int32() else { return nil }
            rule.stateMatch = stateMatch
            let attributesFit = reader.array(limit: MatchRule.maximumEntries) { entry in
                if let pair = entry.container({ ($0.string(), $0.string()) }), let key = pair.0, let value = pair.1 {
                    rule.attributes.append((key, value))
                }
            }
            guard attributesFit, let attributeMatch = reader.int32() else { return nil }
            rule.attributeMatch = attributeMatch
            guard let roles = reader.int32Array(limit: MatchRule.maximumWords) else { return nil }
            rule.roles = bits(roles)
            guard let roleMatch = reader.int32() else { return nil }
            rule.roleMatch = roleMatch
            let interfacesFit = reader.array(limit: MatchRule.maximumEntries) { entry in
                if let name = entry.string() { rule.interfaces.append(name) }
            }
            guard interfacesFit, let interfaceMatch = reader.int32(), let invert = reader.bool(), !reader.mismatched else { return nil }
            rule.interfaceMatch = interfaceMatch
            rule.invert = invert
            return rule
        } ?? nil
    }

    /// The numbers whose bits are set in AT-SPI's bit-set words (bit `n % 32` of word `n / 32`).
    private static func bits(_ words: [Int32]) -> Set<UInt32> {
        var numbers: Set<UInt32> = []
        for (index, word) in words.enumerated() {
            let bits = UInt32(bitPattern: word)
            for bit in 0..<32 where bits & (1 << UInt32(bit)) != 0 { numbers.insert(UInt32(index * 32 + bit)) }
        }
        return numbers
    }

    private func matches(_ node: ATSPINode, _ rule: MatchRule) -> Bool {
        let states = Set(node.states.map(\.rawValue))
        let attributes = node.attributes
        let interfaces = Set(node.interfaces.map { $0.split(separator: ".").last.map { $0.lowercased() } ?? "" })
        let passes = Self.test(rule.stateMatch, wanted: rule.states.count, hits: rule.states.filter(states.contains).count)
            && Self.test(rule.attributeMatch, wanted: rule.attributes.count,
                         hits: rule.attributes.filter { attributes[$0.0] == $0.1 }.count)
            && Self.test(rule.roleMatch, wanted: rule.roles.count, hits: rule.roles.contains(node.role.rawValue) ? 1 : 0,
                         onlyOneCanHit: true)
            && Self.test(rule.interfaceMatch, wanted: rule.interfaces.count,
                         hits: rule.interfaces.filter { interfaces.contains($0.lowercased()) }.count)
        return passes != rule.invert
    }

    /// One part of a rule: of `wanted` listed items, `hits` are present on the object.
    private static func test(_ match: Int32, wanted: Int, hits: Int, onlyOneCanHit: Bool = false) -> Bool {
        guard wanted > 0 else { return true }
        switch match {
        case 1: return hits == wanted && !(onlyOneCanHit && wanted > 1)   // All
        case 2: return hits > 0                                             // Any
        case 3: return hits == 0                                            // None
        case 4: return false                                                // Empty: the rule lists some
        default: return true                                                // Invalid: not tested
        }
    }
}
