import Foundation

// How the pieces fit (the Pickers room):
//
// - `UIPickerView.swift` (this file): the picker's model — components, rows, the selection — and
//   the public API. `UIPickerViewDataSource.swift` holds the two protocols.
// - `PickerWheelGeometry.swift`: the drum arithmetic (where a row shows, which row is at a y).
// - `UIPickerView+Tiling.swift`: asks the delegate for the visible rows only and places them on
//   the drum; `UIPickerView+Input.swift`: clicks, drags, the wheel, Up/Down and the glide to a
//   row; `UIPickerView+Accessibility.swift`: one adjustable element per component.
// - `UIDatePicker*.swift` and `DatePicker*.swift`: the date picker and its three styles (wheels
//   on a `UIPickerView`, an inline month calendar, a compact field that opens a popover).
// - `UIColorWell.swift`, `UIColorPickerViewController*.swift`, `ColorSwatchGridView.swift`: the
//   colour well and the colour picker it presents.
//
// ```swift
// let picker = UIPickerView()
// picker.dataSource = model; picker.delegate = model
// picker.selectRow(2, inComponent: 0, animated: false)
// ```

/// A view of spinning wheels (components), each a column of rows of which one — the row in the
/// band across the middle — is selected (R26.1).
///
/// The data source says how many components and rows there are; the delegate supplies each row's
/// title, attributed title or view, and hears `didSelectRow` when the user picks one (R26.5).
/// Only the rows that show are asked for (R26.4). On the desktop a click on a row selects it, the
/// mouse wheel moves one row per notch, a drag turns the wheel and snaps to a row, and Up/Down
/// move the selection of the focused picker (R26.6).
@preconcurrency @MainActor
open class UIPickerView: UIView {
    /// UIKit's picker height: 216 pt (R26.1).
    public static let standardHeight: CGFloat = 216
    /// UIKit's row height since iOS 14: 32 pt, what `rowSize(forComponent:)` reports (R26.1).
    public static let standardRowHeight: CGFloat = 32
    /// [IMPL] The font of title rows: 21 pt, close to the one UIKit's wheels use since iOS 14.
    static let titleFont = UIFont.systemFont(ofSize: 21)
    /// [IMPL] Space at the picker's left and right, and between two components.
    static let sideMargin: CGFloat = 8
    static let componentSpacing: CGFloat = 5

    /// What the picker knows about one component.
    struct Component {
        var rowCount = 0
        var selectedRow = -1
        /// The row at the band's centre; fractional while the wheel turns.
        var position: CGFloat = 0
        var rowHeight: CGFloat = 32
        /// The row views that show, by row.
        var visibleViews: [Int: UIView] = [:]
        /// Views of rows that scrolled away, offered back to the delegate.
        var reusePool: [UIView] = []
    }

    /// Where a component's glide goes (`UIPickerView+Input.swift`).
    struct Glide {
        var from: CGFloat
        var to: CGFloat
        var start: TimeInterval
    }

    var components: [Component] = []
    var componentViews: [UIView] = []
    var glides: [Int: Glide] = [:]
    var needsReload = true
    /// The component Up and Down move: the last one clicked or scrolled (R26.6).
    var focusedComponent = 0
    /// A press being tracked (`UIPickerView+Input.swift`).
    var press: (component: Int, start: CGPoint, startPosition: CGFloat, isDragging: Bool)?
    /// Wheel scrolling from a touchpad, not yet a whole row.
    var pendingScroll: CGFloat = 0

    /// The object that says how many components and rows there are. Held weakly, as in UIKit.
    open weak var dataSource: UIPickerViewDataSource? { didSet { setNeedsReload() } }
    /// The object that supplies the rows and hears selections. Held weakly, as in UIKit.
    open weak var delegate: UIPickerViewDelegate? { didSet { setNeedsReload() } }

    /// Ignored, as in UIKit since iOS 7: the band always shows. Kept so older code compiles.
    open var showsSelectionIndicator = true

    /// A picker; a zero height becomes 216 pt, as UIKit pins it.
    public override init(frame: CGRect) {
        var frame = frame
        if frame.height == 0 { frame.size.height = UIPickerView.standardHeight }
        super.init(frame: frame)
        isOpaque = false
    }

    /// Archives are not supported: always nil.
    public required init?(coder: NSCoder) { return nil }

    /// 320 × 216 pt, UIKit's size for a picker.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 320, height: UIPickerView.standardHeight) }
    /// No intrinsic width; 216 pt high.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIPickerView.standardHeight) }

    // MARK: - Components and rows

    /// How many components there are, as the data source says.
    open var numberOfComponents: Int {
        reloadIfNeeded()
        return components.count
    }

    /// How many rows `component` has; 0 for a component that does not exist.
    open func numberOfRows(inComponent component: Int) -> Int {
        reloadIfNeeded()
        return components.indices.contains(component) ? components[component].rowCount : 0
    }

    /// The size of a row of `component`: the component's width and its row height.
    open func rowSize(forComponent component: Int) -> CGSize {
        reloadIfNeeded()
        guard components.indices.contains(component) else { return .zero }
        return CGSize(width: width(ofComponent: component), height: components[component].rowHeight)
    }

    /// The view showing `row` of `component`, or nil when that row does not show (R26.4).
    open func view(forRow row: Int, forComponent component: Int) -> UIView? {
        reloadIfNeeded()
        layoutIfNeeded()
        guard components.indices.contains(component) else { return nil }
        return components[component].visibleViews[row]
    }

    /// The selected row of `component`: 0 after a reload, -1 when it has no rows (or does not exist).
    open func selectedRow(inComponent component: Int) -> Int {
        reloadIfNeeded()
        return components.indices.contains(component) ? components[component].selectedRow : -1
    }

    /// Selects `row` of `component` and turns the wheel to it, gliding when `animated`. Tells the
    /// delegate nothing (R26.5). A row outside the component is pinned into it, with a diagnostic.
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        reloadIfNeeded()
        guard components.indices.contains(component) else {
            Diagnostics.report("UIPickerView.selectRow: component \(component) is outside 0..<\(components.count); ignored")
            return
        }
        let count = components[component].rowCount
        guard count > 0 else { return }
        var target = row
        if !(0..<count).contains(row) {
            target = min(max(row, 0), count - 1)
            Diagnostics.report("UIPickerView.selectRow: row \(row) is outside 0..<\(count) in component \(component); selecting \(target)")
        }
        components[component].selectedRow = target
        turn(component, to: CGFloat(target), animated: animated)
        selectionDidChange()
    }

    /// Asks the data source and delegate again for everything; selections are kept where the rows
    /// still exist, else pinned to the last row.
    open func reloadAllComponents() {
        needsReload = true
        reloadIfNeeded()
    }

    /// Asks again for the rows of `component`; its selection is kept, pinned to its rows.
    open func reloadComponent(_ component: Int) {
        reloadIfNeeded()
        guard components.indices.contains(component) else { return }
        reload(component)
        setNeedsLayout()
    }

    // MARK: - Overrides (the work is in the +Tiling and +Input extensions)

    /// Places the components and their visible rows on their drums (R26.1, R26.4).
    open override func layoutSubviews() {
        super.layoutSubviews()
        reloadIfNeeded()
        tileComponents()
    }

    /// Draws the selection band behind the rows (R26.1).
    open override func draw(_ rect: CGRect) { drawSelectionBand() }

    /// The picker's elements are its components, each adjustable (R26.7).
    open override var accessibilityElements: [Any]? {
        get { accessibilityStorage?.elements ?? componentAccessibilityElements() }
        set { super.accessibilityElements = newValue }
    }

    /// A picker can become first responder, to take Up and Down (R26.6).
    open override var canBecomeFirstResponder: Bool { true }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let touch = touches.first, pressBegan(at: touch.location(in: self)) { return }
        super.touchesBegan(touches, with: event)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let touch = touches.first, press != nil { pressMoved(to: touch.location(in: self)); return }
        super.touchesMoved(touches, with: event)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let touch = touches.first, press != nil { pressEnded(at: touch.location(in: self)); return }
        super.touchesEnded(touches, with: event)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if press != nil { pressCancelled(); return }
        super.touchesCancelled(touches, with: event)
    }

    /// The wheel turns the component under the pointer one row per notch (R26.6).
    open override func scrollWheel(with event: UIScrollEvent) {
        if !handleScroll(event) { super.scrollWheel(with: event) }
    }

    /// Up and Down move the focused component's selection (R26.6); other keys go up the chain.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let unhandled = presses.filter { !handleKey($0) }
        if !unhandled.isEmpty { super.pressesBegan(unhandled, with: event) }
    }

    /// The releases of the keys the picker handles stay here.
    open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let unhandled = presses.filter { !UIPickerView.handledKeys.contains($0.key?.keyCode ?? .keyboardErrorUndefined) }
        if !unhandled.isEmpty { super.pressesEnded(unhandled, with: event) }
    }

    // MARK: - Reloading

    func setNeedsReload() {
        needsReload = true
        setNeedsLayout()
    }

    func reloadIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        let count = max(0, dataSource?.numberOfComponents(in: self) ?? 0)
        for index in components.indices.reversed() where index >= count { discardRows(of: index) }
        if components.count > count { components.removeLast(components.count - count) }
        while components.count < count { components.append(Component()) }
        while componentViews.count > count { componentViews.removeLast().removeFromSuperview() }
        while componentViews.count < count {
            let view = UIView()
            view.clipsToBounds = true
            view.isUserInteractionEnabled = false
            addSubview(view)
            componentViews.append(view)
        }
        for index in 0..<count { reload(index) }
        focusedComponent = min(focusedComponent, max(count - 1, 0))
        setNeedsLayout()
    }

    /// Asks for one component's row count and height; throws its row views away to be asked again.
    private func reload(_ index: Int) {
        discardRows(of: index)
        let rows = max(0, dataSource?.pickerView(self, numberOfRowsInComponent: index) ?? 0)
        components[index].rowCount = rows
        components[index].rowHeight = max(1, delegate?.pickerView(self, rowHeightForComponent: index) ?? UIPickerView.standardRowHeight)
        let selected = rows == 0 ? -1 : min(max(components[index].selectedRow, 0), rows - 1)
        components[index].selectedRow = selected
        components[index].position = CGFloat(max(selected, 0))
        glides[index] = nil
    }

    private func discardRows(of index: Int) {
        guard components.indices.contains(index) else { return }
        for view in components[index].visibleViews.values { view.removeFromSuperview() }
        components[index].visibleViews.removeAll()
        components[index].reusePool.removeAll()
    }

    /// Redraws what depends on the selection (the accessibility value, a date picker's field).
    func selectionDidChange() { setNeedsLayout() }

    // MARK: - Widths

    /// The width each component gets by default: an equal share of the picker less its margins.
    func defaultWidth(forComponent component: Int) -> CGFloat {
        let count = CGFloat(max(components.count, 1))
        let room = bounds.width - 2 * UIPickerView.sideMargin - (count - 1) * UIPickerView.componentSpacing
        return max(0, room / count)
    }

    func width(ofComponent component: Int) -> CGFloat {
        max(0, delegate?.pickerView(self, widthForComponent: component) ?? defaultWidth(forComponent: component))
    }

    /// The frames of the components: side by side, the group centred in the picker (R26.2).
    func componentFrames() -> [CGRect] {
        let widths = components.indices.map { width(ofComponent: $0) }
        let total = widths.reduce(0, +) + CGFloat(max(widths.count - 1, 0)) * UIPickerView.componentSpacing
        var x = bounds.minX + ((bounds.width - total) / 2).rounded(.down)
        return widths.map { width in
            defer { x += width + UIPickerView.componentSpacing }
            return CGRect(x: x, y: bounds.minY, width: width, height: bounds.height)
        }
    }

    /// The drum of `component` as it is now.
    func geometry(of component: Int) -> PickerWheelGeometry {
        PickerWheelGeometry(height: bounds.height, rowHeight: components[component].rowHeight,
                            position: components[component].position)
    }

    /// The component under `point` (in the bounds), if any.
    func component(at point: CGPoint) -> Int? {
        reloadIfNeeded()
        return componentFrames().firstIndex { $0.minX <= point.x && point.x < $0.maxX }
    }

    /// The row of a component shown at `point` (in the bounds), pinned to nothing: nil when no
    /// row shows there (R26.5).
    func row(at point: CGPoint, inComponent component: Int) -> Int? {
        guard components.indices.contains(component), let row = geometry(of: component).row(atY: point.y - bounds.minY),
              (0..<components[component].rowCount).contains(row) else { return nil }
        return row
    }
}
