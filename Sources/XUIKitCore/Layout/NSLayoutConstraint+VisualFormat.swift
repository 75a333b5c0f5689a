import Foundation

extension NSLayoutConstraint {
    /// Options for `constraints(withVisualFormat:options:metrics:views:)`: which attribute every
    /// view in the format is aligned on (across the format's axis), and the direction of `H:`.
    /// Raw values are UIKit's (`1 << attribute` for the alignments).
    public struct FormatOptions: OptionSet, Hashable, Sendable {
        /// The option bits, numbered as in UIKit.
        public let rawValue: UInt
        /// Options from their raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Aligns the left edges of the views the format names.
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        /// Aligns the right edges of the views the format names.
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        /// Aligns the top edges of the views the format names.
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        /// Aligns the bottom edges of the views the format names.
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        /// Aligns the leading edges of the views the format names.
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        /// Aligns the trailing edges of the views the format names.
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        /// Aligns the horizontal centres of the views the format names.
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        /// Aligns the vertical centres of the views the format names.
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        /// Aligns the last baselines of the views the format names.
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        /// Aligns the first baselines of the views the format names.
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        /// A horizontal format runs from leading to trailing (the default).
        public static let directionLeadingToTrailing = FormatOptions([])
        /// A horizontal format runs from left to right whatever the layout direction.
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        /// A horizontal format runs from right to left whatever the layout direction.
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
    }

    /// The constraints a Visual Format Language string describes, as UIKit's
    /// `constraints(withVisualFormat:options:metrics:views:)`: `"H:|-[name(>=80)]-8-[field]-|"`.
    /// They are returned inactive; activate them with `activate(_:)`.
    ///
    /// `-` alone is the standard spacing: 8 pt between siblings, 20 pt to the superview's edge.
    /// Where UIKit raises an exception for a format it cannot parse, XUIKit reports what is wrong
    /// and where (`Diagnostics`) and returns no constraints.
    public static func constraints(withVisualFormat format: String, options: FormatOptions = [],
                                   metrics: [String: Any]?, views: [String: Any]) -> [NSLayoutConstraint] {
        var parser = VisualFormatParser(format: format, metrics: metrics ?? [:], views: views)
        do {
            return try parser.parse(options: options)
        } catch let error as VisualFormatParser.Failure {
            Diagnostics.report("Unable to parse constraint format: \(error.message)\n\(format)\n"
                               + String(repeating: " ", count: error.offset) + "^")
            return []
        } catch {
            return []
        }
    }
}

/// Parses one Visual Format Language string into constraints (Apple's grammar:
/// `(H|V:)? (|connection)? [view] (connection [view])* (connection|)?`).
@MainActor
struct VisualFormatParser {
    struct Failure: Error {
        let message: String
        let offset: Int
    }

    /// One `relation object @priority` inside a predicate list; `object` is a constant or a view.
    struct Predicate {
        var relation = NSLayoutConstraint.Relation.equal
        var constant: CGFloat = 0
        var view: UIView?
        var priority = UILayoutPriority.required
    }

    /// What stands between two items: nothing (`[a][b]`), the standard spacing (`-`), or predicates.
    enum Connection {
        case flush
        case standard
        case predicates([Predicate])
    }

    private let characters: [Character]
    private var position = 0
    /// `H:` runs right to left (`.directionRightToLeft`): gaps subtract and their relations flip.
    private var rightToLeft = false
    private let metrics: [String: Any]
    private let views: [String: Any]

    init(format: String, metrics: [String: Any], views: [String: Any]) {
        characters = Array(format.filter { !$0.isWhitespace })
        self.metrics = metrics
        self.views = views
    }

    mutating func parse(options: NSLayoutConstraint.FormatOptions) throws -> [NSLayoutConstraint] {
        var vertical = false
        if characters.count >= 2, characters[1] == ":" {
            guard characters[0] == "H" || characters[0] == "V" else { throw failure("expected H: or V: at the start") }
            vertical = characters[0] == "V"
            position = 2
        }
        let (leading, trailing) = edgeAttributes(vertical: vertical, options: options)
        rightToLeft = !vertical && options.contains(.directionRightToLeft)
        let size: NSLayoutConstraint.Attribute = vertical ? .height : .width
        var constraints: [NSLayoutConstraint] = []
        var placed: [UIView] = []
        var pendingFromSuperview: Connection?
        if peek("|") {
            position += 1
            pendingFromSuperview = try connection()
        }
        var previous: UIView?
        var between = Connection.flush
        while peek("[") {
            let (view, sizePredicates) = try viewItem()
            for predicate in sizePredicates {
                constraints.append(make(view, size, predicate.relation, predicate.view, size, predicate.constant, predicate.priority))
            }
            if let previous {
                constraints += spacing(between, from: previous, trailing, to: view, leading, standard: 8)
            } else if let edge = pendingFromSuperview {
                guard let superview = view.superview else { throw failure("'|' needs \(name(of: view)) to have a superview") }
                constraints += spacing(edge, from: superview, leading, to: view, leading, standard: 20)
            }
            placed.append(view)
            previous = view
            guard position < characters.count else { break }
            if peek("|") { break }
            between = try connection()
            if peek("|") {
                position += 1
                guard let superview = view.superview else { throw failure("'|' needs \(name(of: view)) to have a superview") }
                constraints += spacing(between, from: view, trailing, to: superview, trailing, standard: 20)
                break
            }
        }
        guard !placed.isEmpty else { throw failure("expected a view like [name]") }
        guard position == characters.count else { throw failure("unexpected '\(characters[position])'") }
        constraints += alignments(of: placed, options: options, vertical: vertical)
        return constraints
    }

    // MARK: - Grammar pieces

    /// `-`, `-predicates-`, or nothing before `[` (flush).
    private mutating func connection() throws -> Connection {
        if peek("[") { return .flush }
        guard peek("-") else { throw failure("expected '-' or '['") }
        position += 1
        if peek("[") || peek("|") { return .standard }
        let start = position
        let predicates = try predicateList()
        // A gap is a length; a view named there would silently become a gap of 0.
        if let named = predicates.first(where: { $0.view != nil })?.view {
            position = start
            throw failure("a gap takes a number or a metric, not the view '\(name(of: named))'")
        }
        guard peek("-") else { throw failure("expected '-' after the spacing") }
        position += 1
        return .predicates(predicates)
    }

    /// `[name]` or `[name(predicates)]`.
    private mutating func viewItem() throws -> (UIView, [Predicate]) {
        position += 1
        let start = position
        let name = identifier()
        guard !name.isEmpty else { throw failure("expected a view name") }
        guard let view = views[name] as? UIView else {
            position = start
            throw failure("'\(name)' is not a key in the views dictionary")
        }
        var predicates: [Predicate] = []
        if peek("(") { predicates = try predicateList() }
        guard peek("]") else { throw failure("expected ']'") }
        position += 1
        return (view, predicates)
    }

    /// A metric name or number alone, or `(predicate, predicate…)`.
    private mutating func predicateList() throws -> [Predicate] {
        guard peek("(") else { return [Predicate(constant: try constant())] }
        position += 1
        var predicates = [try predicate()]
        while peek(",") {
            position += 1
            predicates.append(try predicate())
        }
        guard peek(")") else { throw failure("expected ')'") }
        position += 1
        return predicates
    }

    private mutating func predicate() throws -> Predicate {
        var result = Predicate()
        for (token, relation) in [("==", NSLayoutConstraint.Relation.equal), ("<=", .lessThanOrEqual), (">=", .greaterThanOrEqual)]
        where String(characters[position..<min(position + 2, characters.count)]) == token {
            result.relation = relation
            position += 2
            break
        }
        if let first = characters[safe: position], first.isLetter || first == "_" {
            let start = position
            let name = identifier()
            if let view = views[name] as? UIView { result.view = view }
            else if let value = metric(name) { result.constant = value }
            else { position = start; throw failure("'\(name)' is neither a view nor a metric") }
        } else {
            result.constant = try constant()
        }
        if peek("@") {
            position += 1
            result.priority = UILayoutPriority(Float(try constant()))
        }
        return result
    }

    /// A number, or a metric's value.
    private mutating func constant() throws -> CGFloat {
        let start = position
        if let first = characters[safe: position], first.isLetter || first == "_" {
            let name = identifier()
            guard let value = metric(name) else { position = start; throw failure("'\(name)' is not a key in the metrics dictionary") }
            return value
        }
        if peek("-") || peek("+") { position += 1 }
        while let c = characters[safe: position], c.isNumber || c == "." { position += 1 }
        guard let value = Double(String(characters[start..<position])) else { position = start; throw failure("expected a number or a metric") }
        return CGFloat(value)
    }

    private mutating func identifier() -> String {
        let start = position
        while let c = characters[safe: position], c.isLetter || c.isNumber || c == "_" { position += 1 }
        return String(characters[start..<position])
    }

    private func metric(_ name: String) -> CGFloat? {
        switch metrics[name] {
        case let value as CGFloat: return value
        case let value as Double: return CGFloat(value)
        case let value as Int: return CGFloat(value)
        case let value as Float: return CGFloat(value)
        case let value as NSNumber: return CGFloat(value.doubleValue)
        default: return nil
        }
    }

    private func peek(_ character: Character) -> Bool { characters[safe: position] == character }

    private func failure(_ message: String) -> Failure { Failure(message: message, offset: position) }

    private func name(of view: UIView) -> String { views.first { ($0.value as AnyObject) === view }?.key ?? "\(view)" }

    // MARK: - Making constraints

    private func edgeAttributes(vertical: Bool, options: NSLayoutConstraint.FormatOptions)
        -> (NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute) {
        if vertical { return (.top, .bottom) }
        if options.contains(.directionLeftToRight) { return (.left, .right) }
        if options.contains(.directionRightToLeft) { return (.right, .left) }
        return (.leading, .trailing)
    }

    /// `second.secondEdge (relation) first.firstEdge + gap`, for each predicate of the gap: the
    /// next view's leading edge after the previous one's trailing edge, or the superview's
    /// trailing edge after the last view's.
    private func spacing(_ connection: Connection, from first: UIView, _ firstEdge: NSLayoutConstraint.Attribute,
                         to second: UIView, _ secondEdge: NSLayoutConstraint.Attribute, standard: CGFloat) -> [NSLayoutConstraint] {
        let predicates: [Predicate]
        switch connection {
        case .flush: predicates = [Predicate(constant: 0)]
        case .standard: predicates = [Predicate(constant: standard)]
        case .predicates(let list): predicates = list
        }
        return predicates.map { predicate in
            guard rightToLeft else {
                return make(second, secondEdge, predicate.relation, first, firstEdge, predicate.constant, predicate.priority)
            }
            let flipped = NSLayoutConstraint.Relation(rawValue: -predicate.relation.rawValue) ?? .equal
            return make(second, secondEdge, flipped, first, firstEdge, -predicate.constant, predicate.priority)
        }
    }

    private func alignments(of views: [UIView], options: NSLayoutConstraint.FormatOptions, vertical: Bool) -> [NSLayoutConstraint] {
        let candidates: [(NSLayoutConstraint.FormatOptions, NSLayoutConstraint.Attribute)] = [
            (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
            (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
            (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline), (.alignAllFirstBaseline, .firstBaseline),
        ]
        guard let first = views.first else { return [] }
        var result: [NSLayoutConstraint] = []
        for (option, attribute) in candidates where options.contains(option) {
            for view in views.dropFirst() { result.append(make(view, attribute, .equal, first, attribute, 0, .required)) }
        }
        return result
    }

    private func make(_ item: UIView, _ attribute: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation,
                      _ other: UIView?, _ otherAttribute: NSLayoutConstraint.Attribute, _ constant: CGFloat,
                      _ priority: UILayoutPriority) -> NSLayoutConstraint {
        let constraint = NSLayoutConstraint(item: item, attribute: attribute, relatedBy: relation, toItem: other,
                                            attribute: other == nil ? .notAnAttribute : otherAttribute,
                                            multiplier: 1, constant: constant)
        constraint.priority = priority
        return constraint
    }
}

extension Array {
    fileprivate subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
