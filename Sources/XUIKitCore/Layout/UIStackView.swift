import Foundation

/// Lays out a row or column of views with Auto Layout: it installs constraints on itself for
/// its arranged subviews (`UIStackView+Arrangement.swift`), rebuilt in `updateConstraints()`
/// whenever the arrangement or one of its properties changes.
@preconcurrency @MainActor
open class UIStackView: UIView {
    /// How arranged views share the stack's length along its axis.
    public enum Distribution: Int, Sendable {
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    /// How arranged views sit across the stack's axis.
    public enum Alignment: Int, Sendable {
        case fill, leading, firstBaseline, center, trailing, lastBaseline
        /// Top alignment in a horizontal stack (the same as `leading`).
        public static let top = Alignment.leading
        /// Bottom alignment in a horizontal stack (the same as `trailing`).
        public static let bottom = Alignment.trailing
    }

    /// `setCustomSpacing(_:after:)` with this value goes back to `spacing`.
    public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
    /// `setCustomSpacing(_:after:)` with this value uses the system spacing (8 pt).
    public static let spacingUseSystem = CGFloat.leastNonzeroMagnitude

    /// The views the stack lays out, in order. Each is also a subview.
    public private(set) var arrangedSubviews: [UIView] = []

    /// Horizontal (a row) by default.
    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { if axis != oldValue { arrangementDidChange() } } }
    /// How the arranged views share the length along the axis (`.fill` by default).
    open var distribution: Distribution = .fill { didSet { if distribution != oldValue { arrangementDidChange() } } }
    /// How the arranged views sit across the axis (`.fill` by default).
    open var alignment: Alignment = .fill { didSet { if alignment != oldValue { arrangementDidChange() } } }
    /// The gap between adjacent arranged views (the minimum gap for the equal-spacing
    /// distributions); 0 by default.
    open var spacing: CGFloat = 0 { didSet { if spacing != oldValue { arrangementDidChange() } } }
    /// Whether the arrangement is inset by the stack's layout margins; false by default.
    open var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { arrangementDidChange() } }
    }

    /// Whether a vertical stack measures the spacing between neighbours from the last baseline
    /// of one to the first baseline of the next, rather than edge to edge; false by default, and
    /// ignored by horizontal stacks (use `alignment`), as in UIKit. A view without text has its
    /// bottom edge as its baselines. XUIKit keeps the first and last views' edges at the stack's
    /// edges.
    open var isBaselineRelativeArrangement = false {
        didSet { if isBaselineRelativeArrangement != oldValue { arrangementDidChange() } }
    }

    var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    var arrangementConstraints: [NSLayoutConstraint] = []
    var spacerGuides: [UILayoutGuide] = []
    var arrangementIsStale = true

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Archives are not supported: always nil.
    public required init?(coder: NSCoder) { return nil }

    /// A stack of `views`, which become arranged subviews.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        views.forEach(addArrangedSubview)
    }

    /// Adds `view` at the end of the arrangement (and as the last subview).
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` into the arrangement at `index`, adding it as a subview if it is not one.
    open func insertArrangedSubview(_ view: UIView, at index: Int) {
        guard view !== self else { return }
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(index, 0), arrangedSubviews.count))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        arrangementDidChange()
    }

    /// Takes `view` out of the arrangement. As in UIKit it stays a subview: remove it from its
    /// superview too to take it off screen.
    open func removeArrangedSubview(_ view: UIView) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        arrangementDidChange()
    }

    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }

    /// Sets the gap after `arrangedSubview` (before the next visible one).
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing == UIStackView.spacingUseDefault ? nil : spacing
        arrangementDidChange()
    }

    /// The custom gap after `arrangedSubview`, or `spacingUseDefault` when it has none.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
    }

    open override func updateConstraints() {
        if arrangementIsStale { rebuildArrangement() }
        super.updateConstraints()
    }

    func arrangementDidChange() {
        arrangementIsStale = true
        setNeedsUpdateConstraints()
        setNeedsLayout()
    }

    /// An arranged view was hidden or shown: it collapses to zero length or comes back.
    func arrangedSubviewVisibilityDidChange(_ view: UIView) {
        if arrangedSubviews.contains(where: { $0 === view }) { arrangementDidChange() }
    }

    /// Proportional fill follows the arranged views' intrinsic sizes.
    func arrangedSubviewIntrinsicSizeDidChange(_ view: UIView) {
        if distribution == .fillProportionally, arrangedSubviews.contains(where: { $0 === view }) { arrangementDidChange() }
    }
}
