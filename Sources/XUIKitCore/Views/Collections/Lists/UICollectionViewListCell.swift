import Foundation

/// A collection view cell for list sections: accessories at its sides, indentation for
/// outlines, separators, and the list's background and corners (UIKit's
/// `UICollectionViewListCell`).
///
/// ```swift
/// let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, name in
///     var content = cell.defaultContentConfiguration()
///     content.text = name
///     cell.contentConfiguration = content
///     cell.accessories = [.disclosureIndicator()]
/// }
/// ```
///
/// How the pieces fit: the compositional layout tells the cell where it sits in its list section
/// (`apply(_:)` takes the list placement from the layout attributes); layout puts the
/// accessories' views (`CellAccessoryView`) at the sides and the content view between them,
/// all slid by the swipe offset; `draw(_:)` paints the background, selection and separator;
/// `UICollectionViewListCell+Swipe.swift` reveals the list's swipe actions.
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    /// R21.15: the accessories, leading ones from the edge inward and trailing ones from the
    /// content outward, in array order.
    open var accessories: [UICellAccessory] = [] {
        didSet { rebuildAccessoryViews() }
    }
    /// R21.17: how many steps the content is indented (outline depth); 0 by default.
    open var indentationLevel = 0 {
        didSet { if indentationLevel != oldValue { setNeedsLayout() } }
    }
    /// R21.17: the width of one indentation step: 10 pt by default, as UIKit's.
    open var indentationWidth: CGFloat = 10 {
        didSet { if indentationWidth != oldValue { setNeedsLayout() } }
    }
    /// Whether the accessories move with the indentation; true by default.
    open var indentsAccessories = true {
        didSet { if indentsAccessories != oldValue { setNeedsLayout() } }
    }
    /// Where the cell sits in its list section, from the layout.
    var listPlacement: ListPlacement? {
        didSet { if listPlacement != oldValue { setNeedsLayout(); setNeedsDisplay() } }
    }
    var accessoryViews: [CellAccessoryView] = []
    /// Where the separator starts: under the content's text.
    var separatorStart: CGFloat = ListMetrics.separatorLeadingInset
    /// How far the content is slid by a swipe: negative shows trailing actions.
    var swipeOffset: CGFloat = 0 {
        didSet {
            guard swipeOffset != oldValue else { return }
            let swiped = swipeOffset != 0
            if extraConfigurationState.isSwiped != swiped {
                extraConfigurationState.isSwiped = swiped
                setNeedsUpdateConfiguration()
            }
            layoutListParts()
        }
    }
    /// The actions a swipe revealed, beside the content.
    var swipeActionsView: SwipeActionsView?
    /// The open swipe: its actions and the offset the current drag began at.
    var swipe: ListSwipeState?
    /// The recognizer that drags the row aside to reveal its swipe actions.
    let swipeRecognizer = UIPanGestureRecognizer()

    /// A list cell with the frame `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = nil
        isOpaque = false
        installSwipeRecognizer()
    }

    /// Not supported: XUIKit has no archives.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Takes the list placement from the compositional layout's attributes.
    open override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        listPlacement = (layoutAttributes as? CompositionalLayoutAttributes)?.listPlacement
    }

    /// Whether the cell is its section's header item.
    var isHeaderItem: Bool { listPlacement?.isHeader ?? false }

    private func rebuildAccessoryViews() {
        for view in accessoryViews { view.removeFromSuperview() }
        accessoryViews = accessories.map { accessory in
            let view = CellAccessoryView(accessory: accessory)
            view.onTap = tapAction(for: accessory)
            return view
        }
        for view in accessoryViews { addSubview(view) }
        setNeedsLayout()
    }

    /// R21.15, R21.16: what tapping an accessory does: its action handler; without one, an
    /// outline disclosure toggles the item through the collection view and delete opens the
    /// row's trailing swipe actions.
    private func tapAction(for accessory: UICellAccessory) -> (@MainActor () -> Void)? {
        if let handler = accessory.actionHandler { return handler }
        switch accessory.kind {
        case .outlineDisclosure:
            return { [weak self] in self?.toggleOutline() }
        case .delete:
            return { [weak self] in _ = self?.openSwipeActions(trailing: true) }
        default:
            return nil
        }
    }

    /// Asks the collection view (its diffable data source) to expand or collapse this item.
    func toggleOutline() {
        guard let collectionView = superview as? UICollectionView, let indexPath = collectionView.indexPath(for: self) else { return }
        collectionView.outlineToggleHandler?(indexPath)
    }

    /// R21.16: a header-style outline row toggles on a tap anywhere and is not selected.
    var togglesOnTap: Bool {
        accessories.contains { accessory in
            guard case .outlineDisclosure(let style) = accessory.kind, accessory.isShown(editing: configurationState.isEditing) else { return false }
            return style == .header || (style == .automatic && isHeaderItem)
        }
    }

    /// A tap on a header-style outline row toggles it instead of selecting it.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard togglesOnTap, swipeOffset == 0 else { return super.touchesEnded(touches, with: event) }
        let outline = accessories.first { if case .outlineDisclosure = $0.kind { return true } else { return false } }
        if let handler = outline?.actionHandler { handler() } else { toggleOutline() }
    }

    /// Keeps the touch from the collection view while a header-style row takes taps.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !togglesOnTap { super.touchesBegan(touches, with: event) }
    }

    // MARK: - Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutListParts()
    }

    /// R21.15, R21.17: leading accessories from the indented leading margin inward, trailing
    /// ones ending at the trailing margin, the content view between, all slid by the swipe.
    func layoutListParts() {
        let editing = configurationState.isEditing
        let expanded = configurationState.isExpanded
        let margin = ListMetrics.separatorLeadingInset
        let indentation = CGFloat(max(0, indentationLevel)) * indentationWidth
        let spacing: CGFloat = 8
        var leadingEdge = (indentsAccessories ? indentation : 0)
        var leadingViews: [CellAccessoryView] = []
        var trailingViews: [CellAccessoryView] = []
        for view in accessoryViews {
            guard view.accessory.isShown(editing: editing) else { view.isHidden = true; continue }
            view.isHidden = view.accessory.isHidden
            view.isExpanded = expanded
            view.isRowSelected = isSelected
            if view.accessory.isLeading(cellIsHeader: isHeaderItem) { leadingViews.append(view) } else { trailingViews.append(view) }
        }
        if !leadingViews.isEmpty { leadingEdge += margin }
        for view in leadingViews {
            view.frame = CGRect(x: leadingEdge + swipeOffset, y: 0, width: view.width, height: bounds.height)
            leadingEdge += view.width + spacing
        }
        let contentStart = max(leadingEdge - (leadingViews.isEmpty ? 0 : spacing), indentation)
        var trailingEdge = bounds.width - (trailingViews.isEmpty ? 0 : margin)
        for view in trailingViews.reversed() {
            trailingEdge -= view.width
            view.frame = CGRect(x: trailingEdge + swipeOffset, y: 0, width: view.width, height: bounds.height)
            trailingEdge -= spacing
        }
        let contentEnd = trailingViews.isEmpty ? bounds.width : trailingEdge
        contentView.frame = CGRect(x: contentStart + swipeOffset, y: 0, width: max(0, contentEnd - contentStart), height: bounds.height)
        if isRightToLeft {   // R36.12: leading accessories at the right, trailing ones at the left
            for view in leadingViews + trailingViews {
                view.frame = Self.mirrored(view.frame, inWidth: bounds.width, keepingOffset: swipeOffset)
            }
            contentView.frame = Self.mirrored(contentView.frame, inWidth: bounds.width, keepingOffset: swipeOffset)
        }
        configuredContentView?.frame = contentView.bounds
        separatorStart = contentStart + margin
        if let swipeActionsView { swipeActionsView.frame = swipeActionsView.frame(in: bounds, offset: swipeOffset) }
    }

    /// Paints the list background, selection and separator (`UICollectionViewListCell+Drawing.swift`).
    open override func draw(_ rect: CGRect) {
        super.draw(rect)
        drawListDecorations()
    }

    /// Redraws for a new selection or highlight.
    open override var isSelected: Bool {
        didSet { if isSelected != oldValue { setNeedsDisplay(); setNeedsLayout() } }
    }

    /// Redraws for a new highlight.
    open override var isHighlighted: Bool {
        didSet { if isHighlighted != oldValue { setNeedsDisplay() } }
    }

    /// The swipe recognizer begins only for a mostly sideways drag on a row with actions.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer === swipeRecognizer { return swipeMayBegin() }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    /// Clears the swipe and the list placement for the next item.
    open override func prepareForReuse() {
        super.prepareForReuse()
        closeSwipeActions()
    }
}
