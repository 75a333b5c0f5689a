import Foundation

/// One row of a `UITableView`: a `contentView` holding the row's content, in one of UIKit's
/// standard styles or your own subviews, with an accessory at its right edge.
///
/// The standard styles lay out `textLabel`, `detailTextLabel` and `imageView`, created the first
/// time you ask for them, as in UIKit (`.default` has no detail label). Add your own views to
/// `contentView`, not to the cell, so they move aside for editing controls and swipe actions.
/// The table reuses cells: override `prepareForReuse()` to clear what a row set.
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    /// The standard layouts of a cell's labels and image.
    public enum CellStyle: Int, Sendable {
        /// An image on the left and a text label; no detail label.
        case `default`
        /// A text label on the left and a grey detail label on the right.
        case value1
        /// A short tinted text label in a right-aligned column, then the detail label.
        case value2
        /// A text label with a smaller grey detail label under it.
        case subtitle
    }

    /// The standard views shown at a cell's right edge.
    public enum AccessoryType: Int, Sendable {
        /// Nothing.
        case none
        /// A chevron: the row leads somewhere.
        case disclosureIndicator
        /// An info button and a chevron.
        case detailDisclosureButton
        /// A checkmark in the tint colour.
        case checkmark
        /// An info button (tapping it tells the delegate `accessoryButtonTappedForRowWith`).
        case detailButton
    }

    /// How a highlighted or selected cell looks.
    public enum SelectionStyle: Int, Sendable {
        /// No change.
        case none
        /// UIKit's default grey (blue before iOS 7).
        case blue
        /// UIKit's default grey.
        case gray
        /// UIKit's default grey.
        case `default`
    }

    /// What editing does to a row.
    public enum EditingStyle: Int, Sendable {
        /// Nothing: no control.
        case none
        /// Deleting: a red minus control, and the Delete action.
        case delete
        /// Inserting: a green plus control.
        case insert
    }

    /// The identifier the table's reuse queue files the cell under; nil for a cell not reused.
    public let reuseIdentifier: String?
    /// The standard layout of `textLabel`, `detailTextLabel` and `imageView`.
    let cellStyle: CellStyle

    /// The view that holds the row's content: add your subviews here. It spans the cell less the
    /// editing control and the accessory.
    public let contentView = UIView(frame: .zero)

    /// A view behind the content, as tall and wide as the cell; nil by default.
    open var backgroundView: UIView? {
        didSet { replaceDecoration(oldValue, with: backgroundView) }
    }

    /// A view shown behind the content while the cell is highlighted or selected, instead of the
    /// default grey; nil by default.
    open var selectedBackgroundView: UIView? {
        didSet { oldValue?.removeFromSuperview(); updateSelectionAppearance() }
    }

    /// The standard view at the right edge; `.none` by default. `accessoryView` takes its place.
    open var accessoryType: AccessoryType = .none {
        didSet { if accessoryType != oldValue { setNeedsLayout(); setNeedsDisplay() } }
    }

    /// A view of your own at the right edge, in place of `accessoryType`'s; its size is kept.
    open var accessoryView: UIView? {
        didSet {
            if let oldValue, oldValue !== accessoryView { oldValue.removeFromSuperview() }
            if let accessoryView, accessoryView.superview !== self { addSubview(accessoryView) }
            setNeedsLayout()
            setNeedsDisplay()
        }
    }

    /// How highlighting and selection look; `.default` (grey) by default.
    open var selectionStyle: SelectionStyle = .default {
        didSet { updateSelectionAppearance() }
    }

    /// Whether the cell shows as selected. Set by the table; to select a row, use the table's
    /// `selectRow(at:animated:scrollPosition:)`.
    open var isSelected: Bool {
        get { selectedStorage }
        set { setSelected(newValue, animated: false) }
    }

    /// Whether the cell shows as highlighted: while a finger is down on it.
    open var isHighlighted: Bool {
        get { highlightedStorage }
        set { setHighlighted(newValue, animated: false) }
    }

    /// Whether the cell shows its editing control; follows the table's `isEditing`.
    open var isEditing: Bool {
        get { editingStorage }
        set { setEditing(newValue, animated: false) }
    }

    // MARK: - Configurations (UITableViewCell+Configuration.swift)

    /// The type of `configurationUpdateHandler`.
    public typealias ConfigurationUpdateHandler = @MainActor @Sendable (UITableViewCell, UICellConfigurationState) -> Void

    /// Called whenever the configuration state changes, after `updateConfiguration(using:)`: set
    /// the cell's configurations for the state here (R23.5). Nil by default.
    public final var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// The cell's current state: traits, selection, highlight, editing, swiped (R23.5).
    open var configurationState: UICellConfigurationState { currentConfigurationState }

    /// Asks for `updateConfiguration(using:)` before the next layout.
    open func setNeedsUpdateConfiguration() { requestConfigurationUpdate() }

    /// Updates the cell's configurations for `state`; override it and call `super`. Before it
    /// runs, the configurations have their look for the state when the cell updates them
    /// automatically (R23.5); the default does nothing more.
    open func updateConfiguration(using state: UICellConfigurationState) {}

    /// The content and background configurations and their views.
    let configurationHost = CellConfigurationHost()

    /// How far this cell's separator stays from the left and right edges. Reads the table's
    /// `separatorInset` until set; setting it overrides the table's for this cell (R25.3). A
    /// right inset as wide as the cell hides the separator, as in UIKit.
    open var separatorInset: UIEdgeInsets {
        get { separatorInsetOverride ?? tableAppearance.separatorInset }
        set { separatorInsetOverride = newValue; setNeedsDisplay() }
    }

    /// R25.7: tells a self-sizing table to measure this cell's row again.
    open override func invalidateIntrinsicContentSize() {
        super.invalidateIntrinsicContentSize()
        owningTableView?.cellDidInvalidateSize(self)
    }

    // MARK: - Internal state

    var separatorInsetOverride: UIEdgeInsets?
    /// Whether the table shows a reorder grip at the right edge (editing, movable row).
    var tableShowsReorderControl = false { didSet { if tableShowsReorderControl != oldValue { setNeedsLayout(); setNeedsDisplay() } } }

    var selectedStorage = false
    var highlightedStorage = false
    var editingStorage = false
    var textLabelStorage: UILabel?
    var detailTextLabelStorage: UILabel?
    var imageViewStorage: UIImageView?
    /// The table showing the cell.
    weak var owningTableView: UITableView?
    /// Separator colour and inset, and which corners round, as the table's style says.
    var tableAppearance = TableCellAppearance() { didSet { if tableAppearance != oldValue { setNeedsDisplay(); applyCorners() } } }
    /// The editing control the table asks for while editing (`.none` when not editing).
    var tableEditingStyle: EditingStyle = .none { didSet { if tableEditingStyle != oldValue { setNeedsLayout(); setNeedsDisplay() } } }
    /// How far the content is slid aside to show swipe actions: negative for trailing actions.
    var swipeOffset: CGFloat = 0 {
        didSet {
            if swipeOffset != oldValue { layoutCellParts(); setNeedsDisplay() }
            if (swipeOffset != 0) != (oldValue != 0) { setNeedsUpdateConfiguration() }   // R23.5: isSwiped
        }
    }
    /// The swipe actions behind the content while the row is swiped.
    var swipeActionsView: SwipeActionsView?

    // MARK: - Creation

    /// A cell in `style`, filed under `reuseIdentifier` for reuse.
    public init(style: CellStyle, reuseIdentifier: String?) {
        self.cellStyle = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        backgroundColor = TableColors.cellBackground
        clipsToBounds = true
        contentView.isOpaque = false
        addSubview(contentView)
    }

    /// A `.default` cell with no reuse identifier.
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// The initializer `UITableView` uses for a registered class:
    /// `init(style: .default, reuseIdentifier:)`, so a subclass that overrides that initializer
    /// gets it called.
    public required convenience init(registeredReuseIdentifier identifier: String) {
        self.init(style: .default, reuseIdentifier: identifier)
    }

    /// XUIKit does not load views from archives; this initializer always fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Lays out the content view, the accessory and the standard views
    /// (`UITableViewCell+Layout.swift`). Overrides must call `super`.
    open override func layoutSubviews() {
        updateConfigurationIfNeeded()
        super.layoutSubviews()
        layoutCellParts()
        layoutConfigurationViews()
    }

    /// Draws the highlight or selection, the standard accessory, the editing control and the
    /// separator (`UITableViewCell+Drawing.swift`), under the content view.
    open override func draw(_ rect: CGRect) {
        drawCellDecorations()
    }

    // MARK: - Standard views

    /// The main label, created on first use (17 pt, `UIColor.label`).
    open var textLabel: UILabel? {
        if let textLabelStorage { return textLabelStorage }
        let label = UILabel(frame: .zero)
        label.font = cellStyle == .value2 ? .systemFont(ofSize: 15, weight: .medium) : .systemFont(ofSize: 17)
        label.textColor = cellStyle == .value2 ? TableColors.tint : .label
        label.textAlignment = cellStyle == .value2 ? .right : .natural
        label.highlightedTextColor = .label
        contentView.addSubview(label)
        textLabelStorage = label
        setNeedsLayout()
        return label
    }

    /// The secondary label, created on first use; nil in the `.default` style.
    open var detailTextLabel: UILabel? {
        guard cellStyle != .default else { return nil }
        if let detailTextLabelStorage { return detailTextLabelStorage }
        let label = UILabel(frame: .zero)
        switch cellStyle {
        case .subtitle: label.font = .systemFont(ofSize: 12); label.textColor = .label
        case .value1: label.font = .systemFont(ofSize: 17); label.textColor = .secondaryLabel; label.textAlignment = .right
        default: label.font = .systemFont(ofSize: 15); label.textColor = .label
        }
        contentView.addSubview(label)
        detailTextLabelStorage = label
        setNeedsLayout()
        return label
    }

    /// The image on the left, created on first use; shown when it has an image.
    open var imageView: UIImageView? {
        if let imageViewStorage { return imageViewStorage }
        let view = UIImageView(frame: .zero)
        view.contentMode = .scaleAspectFit
        contentView.addSubview(view)
        imageViewStorage = view
        setNeedsLayout()
        return view
    }

    // MARK: - State

    /// Shows the cell as selected or not. Overrides must call `super`.
    open func setSelected(_ selected: Bool, animated: Bool) {
        guard selected != selectedStorage else { return }
        selectedStorage = selected
        updateSelectionAppearance()
    }

    /// Shows the cell as highlighted or not. Overrides must call `super`.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        guard highlighted != highlightedStorage else { return }
        highlightedStorage = highlighted
        updateSelectionAppearance()
    }

    /// Shows or hides the editing control. Overrides must call `super`.
    open func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != editingStorage else { return }
        editingStorage = editing
        setNeedsLayout()
        setNeedsDisplay()
        setNeedsUpdateConfiguration()
    }

    /// Called by the table's `dequeueReusableCell` before it hands out a cell again. The default
    /// clears the highlight, selection and editing state; the content is yours to reset.
    open func prepareForReuse() {
        setHighlighted(false, animated: false)
        setSelected(false, animated: false)
        setEditing(false, animated: false)
        swipeOffset = 0
        alpha = 1
    }

    /// Whether the cell draws as highlighted: highlighted or selected, with a selection style
    /// and no background configuration (which draws the selection itself, R23.4).
    var showsSelection: Bool {
        (highlightedStorage || selectedStorage) && selectionStyle != .none && configurationHost.backgroundConfiguration == nil
    }

    /// Puts the selected background view in or out, and the labels and image into their
    /// highlighted look, as UIKit does.
    func updateSelectionAppearance() {
        let shows = showsSelection
        if let selectedBackgroundView {
            if shows, selectedBackgroundView.superview !== self {
                insertSubview(selectedBackgroundView, at: backgroundView == nil ? 0 : 1)
                selectedBackgroundView.frame = bounds
            } else if !shows {
                selectedBackgroundView.removeFromSuperview()
            }
        }
        textLabelStorage?.isHighlighted = shows
        detailTextLabelStorage?.isHighlighted = shows
        imageViewStorage?.isHighlighted = shows
        setNeedsDisplay()
        setNeedsUpdateConfiguration()
    }

    private func replaceDecoration(_ old: UIView?, with new: UIView?) {
        old?.removeFromSuperview()
        if let new { insertSubview(new, at: 0); new.frame = bounds }
    }

    /// Rounds the first and last rows of an inset-grouped section.
    private func applyCorners() {
        guard let corners = tableAppearance.roundedCorners else {
            if layer.cornerRadius != 0 { layer.cornerRadius = 0 }
            return
        }
        var mask: CACornerMask = []
        if corners.top { mask.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
        if corners.bottom { mask.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
        layer.maskedCorners = mask
        layer.cornerRadius = mask.isEmpty ? 0 : 10
    }
}

/// What the table tells a cell about its place: the separator under it and its rounded corners.
struct TableCellAppearance: Equatable {
    /// The separator's colour; nil draws none.
    var separatorColor: UIColor?
    var separatorInset: UIEdgeInsets = .zero
    /// Which corners round (inset-grouped style): the section's first row's top, last row's bottom.
    var roundedCorners: (top: Bool, bottom: Bool)?

    static func == (lhs: TableCellAppearance, rhs: TableCellAppearance) -> Bool {
        lhs.separatorColor == rhs.separatorColor && lhs.separatorInset == rhs.separatorInset
            && lhs.roundedCorners?.top == rhs.roundedCorners?.top && lhs.roundedCorners?.bottom == rhs.roundedCorners?.bottom
    }
}
