import Foundation

/// A Core Animation layer: the drawing properties behind a view, and a tree of layers of its own.
///
/// Every `UIView` has one (`UIView.layer`); the renderer draws what it describes. As in Core
/// Animation, `opacity`, `isHidden`, `masksToBounds` and `backgroundColor` of a view's layer are
/// the view's `alpha`, `isHidden`, `clipsToBounds` and `backgroundColor` under other names, and
/// `bounds`, `position` and `affineTransform()` are its `bounds`, `center` and `transform`.
///
/// How the pieces fit:
/// - The model: what code sets. Properties live here (geometry, appearance), in
///   CALayer+Tree.swift (sublayers), and in the subclasses (`CAShapeLayer`, `CAGradientLayer`,
///   `CATextLayer`, …), each in a file of its own.
/// - Every animatable property's setter reports the change through `layerValueChanged(_:from:)`
///   (CALayer+Changes.swift): the layer's host view is redrawn, and a standalone layer runs its
///   implicit action (Animation/LayerAnimations/).
/// - `value(forKey:)` and `setValue(_:forKey:)` name every animatable property by its Core
///   Animation key; subclasses override both for their own keys and call `super` for the rest.
///   Layer animations read and write properties only through them.
/// - `makePresentationCopy()` copies a layer as its nearest XUIKit class; subclasses override it.
///   `presentation()` and the renderer use such copies, with animated values applied.
/// - The layer tree's painter (Graphics/Rendering/) draws a view's sublayers above its content
///   and below its subviews; each layer draws its own content in `drawLayerContent(in:)`.
@preconcurrency @MainActor
open class CALayer {
    // `@exclusivity(unchecked)` on the stored properties the layer painter, the tree extent and
    // the animation driver read for every layer on every frame: they skip Swift's run-time
    // exclusivity check (a runtime call and a thread-local lookup per access, ~8 % of a frame of
    // 1000 animated rings), as UIView's geometry storage does (see the note in UIView.swift).
    // Nothing in the toolkit modifies one while another access to it is under way.
    /// The view this layer backs, if any.
    weak var view: UIView?
    /// For a presentation copy, the layer it copies (`model()`).
    @exclusivity(unchecked)
    var modelLayer: CALayer?

    // Storage for a layer that backs no view.
    @exclusivity(unchecked)
    var ownOpacity: Float = 1
    @exclusivity(unchecked)
    var ownHidden = false
    @exclusivity(unchecked)
    var ownMasksToBounds = false
    @exclusivity(unchecked)
    var ownBackgroundColor: CGColor?
    @exclusivity(unchecked)
    var ownBounds: CGRect = .zero
    @exclusivity(unchecked)
    var ownPosition: CGPoint = .zero
    @exclusivity(unchecked)
    var ownTransform3D: CATransform3D = .identity

    // The tree (CALayer+Tree.swift).
    var sublayerStorage: [CALayer]?
    weak var superlayerStorage: CALayer?
    /// `setNeedsDisplay()` / `setNeedsLayout()` were called (CALayer+Display.swift).
    var needsDisplayFlag = false
    var needsLayoutFlag = false
    /// Whether the delegate turned out to implement `display(_:)` (it then supplies the content).
    var delegateDisplays = false
    /// For a view's layer: what its sublayers covered when last drawn, in the view's bounds
    /// coordinates, so a change repaints where they were too (R27.5).
    @exclusivity(unchecked)
    var drawnTreeExtent = CGRect.null
    /// `treeExtent` as measured last, with what it was measured at (CALayer+TreeExtent.swift).
    @exclusivity(unchecked)
    var treeExtentMemo: TreeExtentMemo?

    /// The layer's animations under way (Animation/LayerAnimations/).
    @exclusivity(unchecked)
    var layerAnimationState: LayerAnimationState?
    /// The layer's own timing (Animation/LayerAnimations/CALayer+MediaTiming.swift, R41.2).
    @exclusivity(unchecked)
    var mediaTiming = LayerMediaTiming()

    /// Creates a layer that backs no view.
    public init() {}

    /// XUIKit does not load layers from archives; this initializer always fails.
    public required init?(coder: NSCoder) { return nil }

    /// Creates a copy of `layer` that backs no view, with its values (its model values; see
    /// `presentation()` for the values on screen). Core Animation uses this initializer to make
    /// presentation copies: a subclass that overrides it copies its own properties too. `layer`
    /// that is not a `CALayer` gives a layer with the default values. Sublayers are not copied.
    public init(layer: Any) {
        guard let other = layer as? CALayer else { return }
        ownOpacity = other.opacity
        ownHidden = other.isHidden
        ownMasksToBounds = other.masksToBounds
        ownBackgroundColor = other.backgroundColor
        ownBounds = other.bounds
        ownPosition = other.position
        ownTransform3D = other.transform
        cornerRadius = other.cornerRadius
        maskedCorners = other.maskedCorners
        borderWidth = other.borderWidth
        borderColor = other.borderColor
        shadowColor = other.shadowColor
        shadowOpacity = other.shadowOpacity
        shadowOffset = other.shadowOffset
        shadowRadius = other.shadowRadius
        shadowPath = other.shadowPath
        anchorPoint = other.anchorPoint
        zPosition = other.zPosition
        sublayerTransform = other.sublayerTransform
        contents = other.contents
        contentsGravity = other.contentsGravity
        contentsScale = other.contentsScale
        contentsRect = other.contentsRect
        contentsCenter = other.contentsCenter
        isOpaque = other.isOpaque
        mediaTiming = other.mediaTiming
        mask = other.mask
        name = other.name
        keyedValues = other.keyedValues
        needsDisplayOnBoundsChange = other.needsDisplayOnBoundsChange
        cornerCurve = other.cornerCurve
        shouldRasterize = other.shouldRasterize
        rasterizationScale = other.rasterizationScale
        minificationFilter = other.minificationFilter
        magnificationFilter = other.magnificationFilter
        isDoubleSided = other.isDoubleSided
        delegate = other.delegate
        // (The observer does not run in the class's own initializer.)
        hasHadDelegate = other.hasHadDelegate || delegate != nil
    }

    // MARK: - Overridden by each layer class (see the type's comment)

    /// The value of the property Core Animation names `key` (`"opacity"`, `"bounds"`,
    /// `"strokeEnd"`…), or nil for a key the class does not know. Subclasses answer their own keys
    /// and call `super` for the rest. Numbers come back in the property's own type (`Float` for
    /// `opacity`, `CGFloat` for `cornerRadius`).
    open func value(forKey key: String) -> Any? { baseValue(forKey: key) }

    /// Sets the property Core Animation names `key`. Numbers are accepted as any of `Int`,
    /// `Double`, `Float`, `CGFloat` or `NSNumber`; a value of the wrong type is one diagnostic
    /// line and no change (Core Animation would raise). A key that names no property keeps its
    /// value, for `value(forKey:)` to return (R30.22). Subclasses handle their own keys and call
    /// `super` for the rest.
    open func setValue(_ value: Any?, forKey key: String) { setBaseValue(value, forKey: key) }

    /// Whether a change of the value for `key` marks the layer as needing display (R30.22): a
    /// subclass names the keys its `draw(in:)` reads. False for every key by default.
    open class func needsDisplay(forKey key: String) -> Bool { false }

    /// A copy of this layer as its nearest XUIKit class (`init(layer:)` of that class), for
    /// presentation and rendering. Each XUIKit layer class overrides it. A subclass of an app's
    /// own is copied as the XUIKit class it derives from: Swift cannot call an initializer of a
    /// class known only at run time unless that initializer is `required`, and Core Animation's
    /// are not.
    func makePresentationCopy() -> CALayer { CALayer(layer: self) }

    /// Called on a layer just added to a superlayer: an emitter starts emitting if its tree is
    /// on screen (R29.23). Nothing by default.
    func didJoinTree() {}

    /// A new layer of this class, for `UIView.layerClass`: each XUIKit layer class overrides it
    /// (an app's own subclass gets the XUIKit class it derives from; see `makePresentationCopy()`).
    class func makeInstance() -> CALayer { CALayer() }

    /// How many times the painter draws the sublayers (`CAReplicatorLayer`); 1 by default.
    var replicationCount: Int { 1 }

    /// The transform of the sublayers' copy `index` (0 is the sublayers as they are), applied
    /// in the layer's coordinates; the identity by default.
    func replicationTransform(_ index: Int) -> CATransform3D { .identity }

    /// The opacity the sublayers' copy `index` is drawn with; 1 by default.
    func replicationAlpha(_ index: Int) -> CGFloat { 1 }

    /// The colour the sublayers' copy `index` is multiplied by (R29.21): white at the copy's
    /// `replicationAlpha` by default.
    func replicationTint(_ index: Int) -> ReplicaTint {
        ReplicaTint(red: 1, green: 1, blue: 1, alpha: replicationAlpha(index))
    }

    /// How late copy `index` shows its sublayers' animations, in seconds (R29.21); 0 by default.
    func replicationDelay(_ index: Int) -> TimeInterval { 0 }

    /// Draws what the layer class itself shows (a shape, a gradient, text) in the layer's
    /// coordinates, above the background and `contents` and below the sublayers. Nothing for
    /// `CALayer`; each XUIKit subclass with content of its own overrides it.
    func drawLayerContent(in context: CGContext) {}

    /// Where `drawLayerContent(in:)` may paint beyond `bounds`, in the layer's coordinates; nil
    /// when it paints nothing outside them. A shape layer's path is not clipped to its bounds,
    /// so the tree's extent counts it (R27.14).
    var contentExtentBeyondBounds: CGRect? { nil }

    init(view: UIView) { self.view = view }

    // MARK: - Drawing, layout and hit-testing override points (CALayer+Display.swift, +Geometry)

    /// Updates the layer's content: asks the delegate's `display(_:)`, which may set `contents`;
    /// when the delegate does not implement it, the content is what `draw(in:)` draws (the
    /// painter calls it each time it draws the layer). Runs before the frame after
    /// `setNeedsDisplay()` (R27.7). Subclasses override it to set `contents`.
    open func display() { defaultDisplay() }

    /// Draws the layer's content into `ctx`, in the layer's coordinates, above its background
    /// and `contents`: the default asks the delegate's `draw(_:in:)` (unless the delegate
    /// implements `display(_:)`). Subclasses override it to draw (R27.7).
    open func draw(in ctx: CGContext) { defaultDraw(in: ctx) }

    /// Lays out the sublayers: the default asks the delegate's `layoutSublayers(of:)` (R27.10).
    /// Subclasses override it to place their sublayers.
    open func layoutSublayers() { delegate?.layoutSublayers(of: self) }

    /// Whether `point`, in the layer's coordinates, lies in it: inside `bounds`. Subclasses may
    /// answer by their shape.
    open func contains(_ point: CGPoint) -> Bool { bounds.contains(point) }

    /// The farthest descendant of the layer (or the layer itself) that contains `point`, given
    /// in the superlayer's coordinates (R27.8): front-most sublayers first (the drawing order,
    /// `zPosition` then order, reversed). Hidden layers and their sublayers are never hit; a
    /// layer that masks to its bounds hides sublayers outside them. Opacity does not matter, as
    /// in Core Animation. Nil when nothing contains the point.
    open func hitTest(_ point: CGPoint) -> CALayer? { defaultHitTest(point) }

    /// Draws the layer and its sublayers into `ctx`, in the layer's coordinates (R27.11): for a
    /// view's layer, the view and its subviews as on screen (`view.layer.render(in:)` takes
    /// screenshots); for a standalone layer, its tree. Uses the values on screen now.
    open func render(in ctx: CGContext) { renderTree(in: ctx) }

    // MARK: - Geometry, shared with the view

    /// The layer's own coordinate rectangle; the view's `bounds`. Zero by default.
    open var bounds: CGRect {
        get { view?.bounds ?? ownBounds }
        set {
            if let view { view.bounds = newValue; return }
            let old = ownBounds
            ownBounds = newValue
            layerValueChanged("bounds", from: old)
        }
    }

    /// Where the layer's middle (its anchor point) lies in its superlayer; the view's `center`.
    open var position: CGPoint {
        get { view?.center ?? ownPosition }
        set {
            if let view { view.center = newValue; return }
            let old = ownPosition
            ownPosition = newValue
            layerValueChanged("position", from: old)
        }
    }

    /// The bounding box of the layer in its superlayer, through its transform; the view's
    /// `frame`. Setting it sets `position` and the size of `bounds`.
    open var frame: CGRect {
        get {
            if let view { return view.frame }
            let rect = CGRect(x: -ownBounds.width * anchorPoint.x, y: -ownBounds.height * anchorPoint.y,
                              width: ownBounds.width, height: ownBounds.height)
            return rect.applying(affineTransform()).offsetBy(dx: ownPosition.x, dy: ownPosition.y)
        }
        set {
            if let view { view.frame = newValue; return }
            position = CGPoint(x: newValue.minX + newValue.width * anchorPoint.x, y: newValue.minY + newValue.height * anchorPoint.y)
            bounds.size = newValue.size
        }
    }

    /// The layer's transform, about its anchor point; the view's `transform` (as a 3-D transform)
    /// for a view's layer. The identity by default.
    open var transform: CATransform3D {
        get { view.map { CATransform3DMakeAffineTransform($0.transform) } ?? ownTransform3D }
        set {
            if let view { view.transform = CATransform3DGetAffineTransform(newValue); return }
            let old = ownTransform3D
            ownTransform3D = newValue
            layerValueChanged("transform", from: old)
        }
    }

    /// The layer's transform as an affine transform (its x and y part); the view's `transform`.
    public func affineTransform() -> CGAffineTransform { view?.transform ?? CATransform3DGetAffineTransform(ownTransform3D) }

    /// Sets the layer's transform to an affine transform; the view's `transform`.
    public func setAffineTransform(_ transform: CGAffineTransform) {
        self.transform = CATransform3DMakeAffineTransform(transform)
    }

    // MARK: - Shared with the view

    /// The layer's opacity, 0…1; the view's `alpha`. 1 by default.
    open var opacity: Float {
        get { view.map { Float($0.alpha) } ?? ownOpacity }
        set {
            if let view { view.alpha = CGFloat(newValue); return }
            let old = ownOpacity
            ownOpacity = newValue
            layerValueChanged("opacity", from: old)
        }
    }

    /// Whether the layer is hidden; the view's `isHidden`.
    open var isHidden: Bool {
        get { view?.isHidden ?? ownHidden }
        set {
            if let view { view.isHidden = newValue; return }
            let old = ownHidden
            ownHidden = newValue
            layerValueChanged("hidden", from: old)
        }
    }

    /// Whether content and subviews are clipped to the (rounded) bounds; the view's
    /// `clipsToBounds`. False by default.
    open var masksToBounds: Bool {
        get { view?.clipsToBounds ?? ownMasksToBounds }
        set {
            if let view { view.clipsToBounds = newValue; return }
            let old = ownMasksToBounds
            ownMasksToBounds = newValue
            layerValueChanged("masksToBounds", from: old)
        }
    }

    /// The fill behind the content; the view's `backgroundColor`. Nil by default.
    open var backgroundColor: CGColor? {
        get { view.map { $0.backgroundColor } ?? ownBackgroundColor }
        set {
            if let view { view.backgroundColor = newValue; return }
            let old = ownBackgroundColor
            ownBackgroundColor = newValue
            layerValueChanged("backgroundColor", from: old)
        }
    }

    // MARK: - Corners and border

    /// The radius of the rounded corners of the background and border (and of the clip when
    /// `masksToBounds`); 0 by default. Limited to half the shorter side when drawn.
    @exclusivity(unchecked)
    open var cornerRadius: CGFloat = 0 {
        willSet { view?.animatablePropertyWillChange(.cornerRadius, from: .scalar(cornerRadius), to: .scalar(newValue)) }
        didSet { if cornerRadius != oldValue { appearanceChanged("cornerRadius", from: oldValue) } }
    }
    /// Which corners `cornerRadius` rounds; all four by default.
    open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner] {
        didSet { if maskedCorners != oldValue { appearanceChanged("maskedCorners", from: oldValue) } }
    }
    /// The width of the border drawn inside the bounds, above the content and subviews; 0 by
    /// default.
    @exclusivity(unchecked)
    open var borderWidth: CGFloat = 0 { didSet { if borderWidth != oldValue { appearanceChanged("borderWidth", from: oldValue) } } }
    /// The border's colour; opaque black by default.
    @exclusivity(unchecked)
    open var borderColor: CGColor? = UIColor.black { didSet { appearanceChanged("borderColor", from: oldValue) } }

    // MARK: - Shadow

    /// The shadow's colour; opaque black by default.
    @exclusivity(unchecked)
    open var shadowColor: CGColor? = UIColor.black { willSet { extentWillChange() } didSet { extentChanged("shadowColor", from: oldValue) } }
    /// The shadow's opacity, 0…1; 0 (no shadow) by default.
    @exclusivity(unchecked)
    open var shadowOpacity: Float = 0 { willSet { extentWillChange() } didSet { extentChanged("shadowOpacity", from: oldValue) } }
    /// How far the shadow is moved; (0, -3) by default, as in Core Animation.
    @exclusivity(unchecked)
    open var shadowOffset = CGSize(width: 0, height: -3) { willSet { extentWillChange() } didSet { extentChanged("shadowOffset", from: oldValue) } }
    /// The blur radius of the shadow; 3 by default.
    @exclusivity(unchecked)
    open var shadowRadius: CGFloat = 3 { willSet { extentWillChange() } didSet { extentChanged("shadowRadius", from: oldValue) } }
    /// The shape that casts the shadow, in the layer's coordinates. When nil the shadow takes the
    /// shape of the rounded bounds (Core Animation uses the alpha of everything the layer draws;
    /// XUIKit does not render that offscreen).
    @exclusivity(unchecked)
    open var shadowPath: CGPath? { willSet { extentWillChange() } didSet { extentChanged("shadowPath", from: oldValue) } }

    // MARK: - Tree geometry, contents and drawing (CALayer+Tree.swift, Graphics/Rendering/)

    /// The point of the bounds, in unit coordinates, that `position` places and `transform`
    /// turns about; (0.5, 0.5), the middle, by default. On a view's own layer too: `position`
    /// (the view's `center`) stays and the frame moves, and the view's transform turns about
    /// it (R27.14).
    @exclusivity(unchecked)
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5) {
        didSet {
            guard anchorPoint != oldValue else { return }
            view?.layerAnchorPointDidChange(from: oldValue)
            layerValueChanged("anchorPoint", from: oldValue)
        }
    }
    /// The layer's place along the z axis: among siblings, a larger `zPosition` draws above,
    /// whatever the order of `sublayers`. 0 by default.
    @exclusivity(unchecked)
    open var zPosition: CGFloat = 0 { didSet { if zPosition != oldValue { layerValueChanged("zPosition", from: oldValue) } } }
    /// A transform applied to the sublayers (about the layer's anchor point), not to the layer;
    /// the identity by default.
    @exclusivity(unchecked)
    open var sublayerTransform: CATransform3D = .identity {
        didSet { if sublayerTransform != oldValue { layerValueChanged("sublayerTransform", from: oldValue) } }
    }
    /// What the layer shows as its content: a `CGImage` (`UIImage.cgImage`), drawn into the
    /// bounds as `contentsGravity` says. Nil by default.
    open var contents: Any? { didSet { hasContents = contents != nil; layerValueChanged("contents", from: oldValue) } }
    /// `contents != nil`, kept: the render pass asks every frame, and reading `contents` copies it.
    private(set) final var hasContents = false
    /// How `contents` is placed in the bounds; `.resize` (fill, distorting) by default.
    open var contentsGravity: CALayerContentsGravity = .resize { didSet { layerValueChanged("contentsGravity", from: oldValue) } }
    /// Pixels of `contents` per point; 1 by default (set it to the screen's scale for a
    /// `UIImage.cgImage` of a @2x image).
    open var contentsScale: CGFloat = 1 { didSet { if contentsScale != oldValue { layerValueChanged("contentsScale", from: oldValue) } } }
    /// The part of `contents` shown, in unit coordinates; the whole, (0, 0, 1, 1), by default.
    open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1) {
        didSet { if contentsRect != oldValue { layerValueChanged("contentsRect", from: oldValue) } }
    }
    /// The part of the contents (in unit coordinates) that stretches when the contents are
    /// resized; the parts outside keep their size (nine-part stretching). The unit rectangle by
    /// default: everything stretches.
    open var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1) {
        didSet { if contentsCenter != oldValue { layerValueChanged("contentsCenter", from: oldValue) } }
    }
    /// Whether the layer promises to fill its bounds opaquely; false by default. A hint: XUIKit
    /// draws the same either way (R41.9).
    open var isOpaque = false
    /// A layer whose alpha masks this layer and its sublayers, in this layer's coordinates; nil
    /// by default. A mask has no superlayer.
    open var mask: CALayer? { didSet { layerValueChanged("mask", from: oldValue) } }
    /// A name of the app's choosing; nil by default.
    open var name: String?
    /// Values set for keys that name no property (R30.22): a layer is a key-value container, as
    /// in Core Animation.
    var keyedValues: [String: Any] = [:]
    /// The layer's delegate: it may draw the content (`draw(_:in:)`) or display it (`display(_:)`).
    open weak var delegate: CALayerDelegate? { didSet { if delegate != nil { hasHadDelegate = true } } }
    /// Whether a delegate was ever set: the painter loads the weak reference above (an atomic
    /// load and a retain) only for layers where it can be set, as UIView does for its controller.
    private(set) var hasHadDelegate = false
    /// Whether a change of the bounds marks the layer as needing display; false by default.
    open var needsDisplayOnBoundsChange = false
    /// The curve of rounded corners: `.circular` by default.
    open var cornerCurve: CALayerCornerCurve = .circular { didSet { if cornerCurve != oldValue { layerValueChanged("cornerCurve", from: oldValue) } } }
    /// Stored for code that sets it; XUIKit's renderer caches no layer as a bitmap. False by default.
    open var shouldRasterize = false
    /// Stored for code that sets it; 1 by default.
    open var rasterizationScale: CGFloat = 1
    /// How `contents` is sampled when drawn smaller than its pixels; `.linear` by default
    /// (R27.28). `.nearest` keeps hard pixel edges.
    open var minificationFilter: CALayerContentsFilter = .linear { didSet { layerValueChanged("minificationFilter", from: oldValue) } }
    /// How `contents` is sampled when drawn larger than its pixels; `.linear` by default
    /// (R27.28). `.nearest` keeps hard pixel edges (a `UIImageView`'s image too).
    open var magnificationFilter: CALayerContentsFilter = .linear { didSet { layerValueChanged("magnificationFilter", from: oldValue) } }
    /// Stored for code that sets it (mipmaps have no equivalent here); 0 by default.
    open var minificationFilterBias: Float = 0
    /// Whether the back of the layer shows when a transform turns it away (R27.28); true by
    /// default. A layer whose drawn placement is mirrored — its back turned to the viewer, as a
    /// card turned past a quarter turn about y — is not drawn when false, nor are its sublayers.
    open var isDoubleSided = true { didSet { layerValueChanged("doubleSided", from: oldValue) } }
    /// A stored hint (R27.28): XUIKit draws every layer on the main thread. False by default.
    open var drawsAsynchronously = false
    /// A stored hint (R27.28): XUIKit antialiases every edge Cairo draws. False by default.
    open var allowsEdgeAntialiasing = false
    /// A stored hint (R27.28), as `allowsEdgeAntialiasing`; all four edges by default.
    open var edgeAntialiasingMask: CAEdgeAntialiasingMask = [.layerLeftEdge, .layerRightEdge, .layerBottomEdge, .layerTopEdge]
    /// A stored hint (R27.28): a layer's opacity always applies to it and its sublayers as a
    /// group. True by default.
    open var allowsGroupOpacity = true
    /// A stored hint (R27.28): layers are drawn into the window's 8-bit RGBA surface.
    open var contentsFormat: CALayerContentsFormat = .RGBA8Uint
    /// The anchor point's z; stored (R27.28), with no effect on a 2-D renderer. 0 by default.
    open var anchorPointZ: CGFloat = 0
    /// Whether the layer's geometry is flipped vertically; false by default. Not applied by
    /// XUIKit's renderer: setting true says so once (R27.28).
    open var isGeometryFlipped = false {
        didSet { if isGeometryFlipped, !LayerHintReports.saidGeometryFlipped { LayerHintReports.saidGeometryFlipped = true; Diagnostics.report("CALayer.isGeometryFlipped: XUIKit does not draw flipped layer geometry; the layer is drawn unflipped (R27.28)") } }
    }

    // MARK: - Actions (Animation/LayerAnimations/CALayer+Actions.swift)

    /// Actions by key, looked up by `action(forKey:)` after the delegate's; `NSNull` disables a
    /// key's implicit animation. Nil by default.
    open var actions: [String: CAAction]?
    /// The action run when the property `event` changes (R30.19): the delegate's, the
    /// `actions` entry, the class's default, or the default animation.
    open func action(forKey event: String) -> CAAction? { resolveAction(forKey: event) }
    /// The class's action for `event`, looked up after `actions`; nil by default.
    open class func defaultAction(forKey event: String) -> CAAction? { nil }

    // MARK: - Invalidation

    private func appearanceChanged(_ key: String, from oldValue: Any?) {
        if let view { view.setNeedsDisplay(); runViewLayerAction(forKey: key, from: oldValue) } else { layerValueChanged(key, from: oldValue) }
    }

    /// The shadow may reach other pixels: the area it covered before and after is redrawn.
    private func extentWillChange() {
        view?.invalidateFrameInWindow()
    }

    private func extentChanged(_ key: String, from oldValue: Any?) {
        if let view { view.invalidateFrameInWindow(); runViewLayerAction(forKey: key, from: oldValue) } else { layerValueChanged(key, from: oldValue) }
    }
}
