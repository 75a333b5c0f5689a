import Foundation

/// A relation between two layout attributes that Auto Layout keeps true:
/// `firstItem.firstAttribute (relation) multiplier × secondItem.secondAttribute + constant`.
///
/// Items are views or `UILayoutGuide`s and are held weakly. A constraint does nothing until it is
/// active (`isActive`, `activate(_:)` or a view's `addConstraint(_:)`); it is then kept by the
/// nearest common ancestor of its items and solved by its window's layout engine. `constant`
/// and `priority` may change while active; the engine re-solves in place.
@preconcurrency @MainActor
open class NSLayoutConstraint {
    /// The part of an item's frame a constraint relates (UIKit's raw values).
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
        case lastBaseline, firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0

        /// Another name for `lastBaseline`, as in UIKit.
        public static let baseline = Attribute.lastBaseline
    }

    /// How the first attribute relates to the second.
    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1
    }

    /// The direction a priority or ambiguity question is about.
    public enum Axis: Int, Sendable {
        case horizontal = 0, vertical = 1
    }

    /// Where an engine-made constraint comes from; user constraints are `.user`.
    enum Origin {
        case user
        /// A `translatesAutoresizingMaskIntoConstraints` view's frame (UIKit's NSAutoresizingMaskLayoutConstraint).
        case autoresizingMask
        /// Intrinsic content size with hugging or compression resistance (NSContentSizeLayoutConstraint).
        case contentSize
        /// A system layout guide's edges (margins, safe area, readable content).
        case layoutGuide
        /// `systemLayoutSizeFitting`'s target size.
        case fitting
    }

    /// The view or layout guide on the left of the equation.
    open private(set) weak var firstItem: AnyObject?
    /// The view or layout guide on the right of the equation; nil for a constant size.
    open private(set) weak var secondItem: AnyObject?
    /// The attribute of `firstItem` the constraint holds.
    public let firstAttribute: Attribute
    /// The attribute of `secondItem`; `.notAnAttribute` for a constant size.
    public let secondAttribute: Attribute
    /// How the two sides compare: equal, at most or at least.
    public let relation: Relation
    /// What the second attribute is multiplied by.
    public let multiplier: CGFloat

    /// The added offset. Changing it on an active constraint re-solves the layout in place.
    open var constant: CGFloat {
        didSet { if constant != oldValue { engine?.constantDidChange(self) } }
    }

    /// How much the constraint matters; `.required` (1000) by default.
    open var priority: UILayoutPriority = .required {
        didSet {
            guard priority != oldValue else { return }
            if priority.rawValue > 1000 || priority.rawValue <= 0 {
                Diagnostics.report("a constraint's priority must be in 1…1000; \(priority.rawValue) was clamped")
                priority = UILayoutPriority(min(max(priority.rawValue, 1), 1000))
            }
            engine?.priorityDidChange(self)
        }
    }

    /// A name shown in logs (UIKit's debugging identifier).
    open var identifier: String?
    /// Whether the constraint is in effect. Setting it activates or deactivates the constraint.
    open var isActive: Bool {
        get { holder != nil }
        set { newValue ? NSLayoutConstraint.activate([self]) : NSLayoutConstraint.deactivate([self]) }
    }

    /// The anchor for the first attribute.
    public var firstAnchor: NSLayoutAnchor<AnyObject>? { firstItem.map { NSLayoutAnchor<AnyObject>(item: $0, attribute: firstAttribute) } }
    /// The anchor for the second attribute, or nil when the constraint has no second item.
    public var secondAnchor: NSLayoutAnchor<AnyObject>? { secondItem.map { NSLayoutAnchor<AnyObject>(item: $0, attribute: secondAttribute) } }

    // MARK: - Engine state

    let origin: Origin
    /// Why the constraint cannot be used, when its attributes or items do not make a constraint.
    let invalidReason: String?
    /// The view the constraint is installed on (its items' nearest common ancestor).
    weak var holder: UIView?
    /// The engine solving it, while installed in one.
    weak var engine: LayoutEngine?

    /// Creates `view1.attr1 (relation) multiplier × view2.attr2 + c`. Nonsensical combinations
    /// (a location equal to a constant, left with leading, x with y) make a constraint that
    /// reports why and stays inactive, where UIKit would raise an exception.
    public convenience init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
                            toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        self.init(view1 as AnyObject, attr1, relation, view2.map { $0 as AnyObject }, attr2, multiplier, c, origin: .user)
    }

    init(_ first: AnyObject, _ attr1: Attribute, _ relation: Relation, _ second: AnyObject?, _ attr2: Attribute,
         _ multiplier: CGFloat, _ constant: CGFloat, priority: UILayoutPriority = .required, origin: Origin) {
        firstItem = first
        secondItem = second
        firstAttribute = attr1
        secondAttribute = second == nil ? .notAnAttribute : attr2
        self.relation = relation
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.origin = origin
        invalidReason = origin == .user ? NSLayoutConstraint.validate(first, attr1, second, attr2, multiplier) : nil
    }

    private static func validate(_ first: AnyObject, _ attr1: Attribute, _ second: AnyObject?, _ attr2: Attribute,
                                 _ multiplier: CGFloat) -> String? {
        func isItem(_ item: AnyObject) -> Bool { item is UIView || item is UILayoutGuide }
        guard isItem(first), second.map(isItem) ?? true else { return "constraint items must each be a view or a layout guide" }
        guard attr1 != .notAnAttribute else { return "the first attribute cannot be notAnAttribute" }
        if second == nil || attr2 == .notAnAttribute || multiplier == 0 {
            return attr1.isDimension ? nil : "a location attribute (\(attr1)) cannot equal a constant; relate it to another item"
        }
        if attr1.isDimension != attr2.isDimension {
            return "a size (\(attr1.isDimension ? attr1 : attr2)) cannot be related to a location"
        }
        if !attr1.isDimension, attr1.isHorizontal != attr2.isHorizontal {
            return "invalid pairing of layout attributes \(attr1) and \(attr2): one is horizontal, the other vertical"
        }
        if attr1.isDirectional != attr2.isDirectional, attr1.isHorizontal, !attr1.isDimension, attr1.isEdge, attr2.isEdge {
            return "a constraint cannot relate a leading/trailing attribute to a left/right attribute"
        }
        return nil
    }
}

extension NSLayoutConstraint.Attribute {
    var isDimension: Bool { self == .width || self == .height }
    var isHorizontal: Bool {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin,
             .trailingMargin, .centerXWithinMargins: return true
        default: return false
        }
    }
    /// Leading and trailing (which follow the writing direction).
    var isDirectional: Bool { self == .leading || self == .trailing || self == .leadingMargin || self == .trailingMargin }
    /// A left, right, leading or trailing edge.
    var isEdge: Bool {
        switch self {
        case .left, .right, .leading, .trailing, .leftMargin, .rightMargin, .leadingMargin, .trailingMargin: return true
        default: return false
        }
    }
    var axis: NSLayoutConstraint.Axis { isHorizontal ? .horizontal : .vertical }
}
