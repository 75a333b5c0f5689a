import Foundation

/// A reusable view for a section's header or footer, as UIKit's: a `contentView` for your
/// subviews, standard `textLabel` and `detailTextLabel`, and a `backgroundView`.
///
/// ```swift
/// table.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "header")
/// func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
///     let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")
///     header?.textLabel?.text = sections[section].title
///     return header
/// }
/// ```
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
    /// The identifier the table's reuse queue files the view under; nil for a view not reused.
    public let reuseIdentifier: String?

    /// The view that holds the content: add your subviews here.
    public let contentView = UIView(frame: .zero)

    /// A view behind the content, as large as the view; nil by default.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0); backgroundView.frame = bounds }
        }
    }

    private var textLabelStorage: UILabel?
    private var detailTextLabelStorage: UILabel?

    /// A header or footer view filed under `reuseIdentifier`.
    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 28))
        contentView.isOpaque = false
        addSubview(contentView)
    }

    /// A view with no reuse identifier.
    public override convenience init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// The initializer the table uses for a registered class: `init(reuseIdentifier:)`, so a
    /// subclass that overrides it gets it called.
    public required convenience init(registeredReuseIdentifier identifier: String) {
        self.init(reuseIdentifier: identifier)
    }

    /// XUIKit does not load views from archives; this initializer always fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The main label, created on first use: 13 pt secondary text, as grouped headers show.
    open var textLabel: UILabel? {
        if let textLabelStorage { return textLabelStorage }
        let label = UILabel(frame: .zero)
        label.font = .systemFont(ofSize: 13)
        label.textColor = TableColors.secondaryText
        contentView.addSubview(label)
        textLabelStorage = label
        setNeedsLayout()
        return label
    }

    /// A second label, right of the main one, created on first use.
    open var detailTextLabel: UILabel? {
        if let detailTextLabelStorage { return detailTextLabelStorage }
        let label = UILabel(frame: .zero)
        label.font = .systemFont(ofSize: 13)
        label.textColor = TableColors.secondaryText
        label.textAlignment = .right
        contentView.addSubview(label)
        detailTextLabelStorage = label
        setNeedsLayout()
        return label
    }

    /// Called by `dequeueReusableHeaderFooterView(withIdentifier:)` before the view is handed out
    /// again; the content is yours to reset.
    open func prepareForReuse() {}

    /// Lays out the content view over the whole view and the labels inside its margins.
    /// Overrides must call `super`.
    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView?.frame = bounds
        contentView.frame = bounds
        let area = contentView.bounds.insetBy(dx: 16, dy: 0)
        let detailWidth = detailTextLabelStorage.map { $0.text?.isEmpty == false ? $0.intrinsicContentSize.width : 0 } ?? 0
        detailTextLabelStorage?.frame = CGRect(x: area.maxX - detailWidth, y: 0, width: detailWidth, height: area.height)
        textLabelStorage?.frame = CGRect(x: area.minX, y: 0, width: max(0, area.width - detailWidth - (detailWidth > 0 ? 8 : 0)),
                                         height: area.height)
    }
}

/// Header and footer view registration and reuse (R25.4).
extension UITableView {
    /// Registers the class `dequeueReusableHeaderFooterView(withIdentifier:)` creates when the
    /// queue for `identifier` is empty; nil removes the registration.
    public func register(_ aClass: UITableViewHeaderFooterView.Type?, forHeaderFooterViewReuseIdentifier identifier: String) {
        registeredHeaderFooterClasses[identifier] = aClass
    }

    /// A view from the reuse queue for `identifier` (after its `prepareForReuse()`), a new view of
    /// the registered class, or nil when neither exists (UIKit returns nil too).
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        if var queue = headerFooterReusePool[identifier], let view = queue.popLast() {
            headerFooterReusePool[identifier] = queue
            view.prepareForReuse()
            return view
        }
        return registeredHeaderFooterClasses[identifier]?.init(registeredReuseIdentifier: identifier)
    }

    /// The header view of `section` on screen, or nil.
    public func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        layoutRowsIfNeeded()
        return headerViews[section] as? UITableViewHeaderFooterView
    }

    /// The footer view of `section` on screen, or nil.
    public func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        layoutRowsIfNeeded()
        return footerViews[section] as? UITableViewHeaderFooterView
    }

    /// Puts a header or footer view that left the screen back in its queue, or out of the tree.
    func recycleSectionView(_ view: UIView) {
        view.removeFromSuperview()
        if let reusable = view as? UITableViewHeaderFooterView, let identifier = reusable.reuseIdentifier,
           !(headerFooterReusePool[identifier]?.contains { $0 === reusable } ?? false) {
            headerFooterReusePool[identifier, default: []].append(reusable)
        }
    }
}
