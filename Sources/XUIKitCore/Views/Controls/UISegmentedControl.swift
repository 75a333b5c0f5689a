import Foundation

/// A horizontal row of segments, each a button, of which one at most is selected.
///
/// A tap that lifts on a segment other than the selected one selects it and sends
/// `.valueChanged` (with `.primaryActionTriggered`, R7.24); setting `selectedSegmentIndex` in code
/// sends nothing (R7.23). With `isMomentary` the tapped segment is selected only while the action
/// runs and the control then returns to `UISegmentedControl.noSegment`. Segments are as wide as
/// the widest title or image plus padding, all the same width, 32 points high, as in UIKit. A
/// segment shows a title or an image, never both, as in UIKit; images are drawn as templates in
/// the label colour (dimmed when disabled), as UIKit draws them.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    /// The `selectedSegmentIndex` that means no segment is selected: -1.
    public static let noSegment = -1
    /// The height of every segmented control, in points.
    public static let standardHeight: CGFloat = 32
    /// [IMPL] Space between a title and its segment's sides.
    static let titlePadding: CGFloat = 12
    /// The font of the titles: 13 pt, as in UIKit.
    static let titleFont = UIFont.systemFont(ofSize: 13)

    /// One segment's model.
    struct Segment {
        var title: String?
        var image: UIImage?
        var isEnabled = true
        var action: UIAction?
    }

    private(set) var segments: [Segment] = []
    private var selectedStorage = UISegmentedControl.noSegment
    /// The segment under the finger while tracking.
    private(set) var pressedSegment: Int?

    /// Whether a tap leaves no segment selected; false by default.
    open var isMomentary = false

    /// The fill of the selected segment; nil (the default) is white on the grey track.
    open var selectedSegmentTintColor: UIColor? { didSet { setNeedsDisplay() } }

    /// A control with no segments.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    /// A control with one segment per item. Items are strings (titles) or `UIImage`s; any other
    /// item makes an empty segment and is reported.
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        for item in items ?? [] {
            if let title = item as? String {
                segments.append(Segment(title: title))
            } else if let image = item as? UIImage {
                segments.append(Segment(image: image))
            } else {
                Diagnostics.report("UISegmentedControl: item \(type(of: item)) is neither a String nor a UIImage; this segment is empty")
                segments.append(Segment(title: nil))
            }
        }
        frame.size = intrinsicContentSize
    }

    /// A control with one segment per action, titled by the action's title; selecting a segment
    /// by touch runs its action.
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        segments = actions.map { Segment(title: $0.image == nil ? $0.title : nil, image: $0.image, action: $0) }
    }

    /// Archives are not supported: always nil.
    public required init?(coder: NSCoder) { return nil }

    // MARK: - Segments

    /// How many segments there are.
    open var numberOfSegments: Int { segments.count }

    /// The selected segment, or `noSegment` (-1). Setting it sends no control event (R7.23); an
    /// index outside the segments is refused with a diagnostic.
    open var selectedSegmentIndex: Int {
        get { selectedStorage }
        set {
            guard newValue == UISegmentedControl.noSegment || segments.indices.contains(newValue) else {
                Diagnostics.report("UISegmentedControl: selectedSegmentIndex \(newValue) is outside 0..<\(segments.count); it stays \(selectedStorage)")
                return
            }
            guard newValue != selectedStorage else { return }
            selectedStorage = newValue
            setNeedsDisplay()
        }
    }

    /// Inserts a titled segment at `segment`, pinned into `0...numberOfSegments`. The selection
    /// stays on the segment it was on. `animated` is accepted; XUIKit does not animate.
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        let index = min(max(segment, 0), segments.count)
        segments.insert(Segment(title: title), at: index)
        if selectedStorage != UISegmentedControl.noSegment, index <= selectedStorage { selectedStorage += 1 }
        segmentsChanged()
    }

    /// Inserts a segment showing `image` at `segment`, pinned into `0...numberOfSegments`, as
    /// `insertSegment(withTitle:at:animated:)` does.
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        let index = min(max(segment, 0), segments.count)
        segments.insert(Segment(image: image), at: index)
        if selectedStorage != UISegmentedControl.noSegment, index <= selectedStorage { selectedStorage += 1 }
        segmentsChanged()
    }

    /// Removes a segment; removing the selected one leaves no segment selected. An index
    /// outside the segments is reported and ignored.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard checked(segment, "removeSegment(at:)") else { return }
        segments.remove(at: segment)
        if segment == selectedStorage {
            selectedStorage = UISegmentedControl.noSegment
        } else if segment < selectedStorage {
            selectedStorage -= 1
        }
        segmentsChanged()
    }

    /// Removes every segment; no segment is selected afterwards.
    open func removeAllSegments() {
        segments.removeAll()
        selectedStorage = UISegmentedControl.noSegment
        segmentsChanged()
    }

    /// The title of a segment; nil for an untitled segment or an index outside the segments.
    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }

    /// Sets a segment's title, replacing its image. An index outside the segments is reported
    /// and ignored.
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard checked(segment, "setTitle(_:forSegmentAt:)") else { return }
        segments[segment].title = title
        if title != nil { segments[segment].image = nil }
        segmentsChanged()
    }

    /// The image of a segment; nil for a titled segment or an index outside the segments.
    open func imageForSegment(at segment: Int) -> UIImage? {
        segments.indices.contains(segment) ? segments[segment].image : nil
    }

    /// Sets a segment's image, replacing its title. An index outside the segments is reported
    /// and ignored.
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard checked(segment, "setImage(_:forSegmentAt:)") else { return }
        segments[segment].image = image
        if image != nil { segments[segment].title = nil }
        segmentsChanged()
    }

    /// Enables or disables one segment: a disabled segment is dimmed and ignores taps.
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard checked(segment, "setEnabled(_:forSegmentAt:)") else { return }
        segments[segment].isEnabled = enabled
        setNeedsDisplay()
    }

    /// Whether a segment is enabled; false for an index outside the segments.
    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) && segments[segment].isEnabled
    }

    private func checked(_ segment: Int, _ call: String) -> Bool {
        guard segments.indices.contains(segment) else {
            Diagnostics.report("UISegmentedControl.\(call): segment \(segment) is outside 0..<\(segments.count); ignored")
            return false
        }
        return true
    }

    private func segmentsChanged() {
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    // MARK: - Sizing

    /// Every segment as wide as the widest title or image plus padding; 32 points high.
    open override var intrinsicContentSize: CGSize {
        let widest = segments.map { segment -> CGFloat in
            if let image = segment.image { return image.size.width }
            return (segment.title ?? "").size(withAttributes: [.font: UISegmentedControl.titleFont]).width
        }.max() ?? 0
        let width = segments.isEmpty ? 0 : CGFloat(segments.count) * (widest + 2 * UISegmentedControl.titlePadding).rounded(.up)
        return CGSize(width: width, height: UISegmentedControl.standardHeight)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// The rect of a segment in the bounds: the bounds split into equal widths.
    func rectForSegment(_ segment: Int) -> CGRect {
        let width = bounds.width / CGFloat(max(segments.count, 1))
        return CGRect(x: bounds.minX + CGFloat(segment) * width, y: bounds.minY, width: width, height: bounds.height)
    }

    /// The segment under `point` (in the bounds), if any.
    func segment(at point: CGPoint) -> Int? {
        guard !segments.isEmpty, bounds.contains(point) else { return nil }
        let index = Int((point.x - bounds.minX) / (bounds.width / CGFloat(segments.count)))
        return min(index, segments.count - 1)
    }

    /// Draws the track, the selected segment and the titles (`UISegmentedControl+Drawing.swift`).
    open override func draw(_ rect: CGRect) { drawSegments() }

    // MARK: - Tracking

    /// R7.38: a segment's tap wins over an ancestor's one-finger single tap.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if isAncestorSingleTap(gestureRecognizer) { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard let index = segment(at: touch.location(in: self)), segments[index].isEnabled else { return false }
        pressedSegment = index
        setNeedsDisplay()
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let index = segment(at: touch.location(in: self))
        let pressed = index.flatMap { segments[$0].isEnabled ? $0 : nil }
        if pressed != pressedSegment {
            pressedSegment = pressed
            setNeedsDisplay()
        }
        return true
    }

    /// Selects the segment the touch lifted on, if it is enabled and not already selected, and
    /// announces it (R7.23, R7.24).
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        let lifted = touch.flatMap { segment(at: $0.location(in: self)) }
        pressedSegment = nil
        setNeedsDisplay()
        guard let index = lifted, segments[index].isEnabled else { return }
        guard isMomentary || index != selectedStorage else { return }
        selectedStorage = index
        if let action = segments[index].action { sendAction(action) }
        dispatchActions(for: [.valueChanged, .primaryActionTriggered], event: event)
        if isMomentary { selectedStorage = UISegmentedControl.noSegment }
    }

    open override func cancelTracking(with event: UIEvent?) {
        super.cancelTracking(with: event)
        pressedSegment = nil
        setNeedsDisplay()
    }
}
