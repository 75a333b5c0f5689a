import Foundation

/// A rectangular area on screen: draws content, holds subviews and handles touches in it.
@preconcurrency @MainActor
open class UIView: UIResponder {
    // MARK: - Geometry storage (identity transform: frame and bounds share a size)

    // `@exclusivity(unchecked)`: the properties the render pass and hit-testing read for every
    // view on every frame, and those every input event reads on its way (the superview chain,
    // the tint, whether the view takes touches and its recognizers), skip Swift's run-time
    // exclusivity check (a call into the runtime and a thread-local lookup per access, ~8 % of a
    // full redraw; of a press, some 400 checks a click made with cold caches, R27.26). Nothing in the toolkit modifies them
    // while another access to the same property is under way; the test suites run with the checks
    // still on for every other property, and never tripped them for these.

    /// Where the untransformed frame's top-left corner is: `center` less half the bounds size.
    @exclusivity(unchecked)
    var frameOrigin: CGPoint
    @exclusivity(unchecked)
    var boundsStorage: CGRect
    /// The view's transform about its centre (UIView+Transform.swift).
    @exclusivity(unchecked)
    var transformStorage = CGAffineTransform.identity
    /// The animations under way on this view and what they show; nil while none (Animation/).
    @exclusivity(unchecked)
    var presentation: ViewPresentation?

    // MARK: - Hierarchy storage

    /// The view this one is a subview of; nil for a window or a view in no hierarchy.
    @exclusivity(unchecked)
    public internal(set) weak var superview: UIView?
    /// The subviews, back to front: the last is drawn last and hit-tested first.
    @exclusivity(unchecked)
    public internal(set) var subviews: [UIView] = [] { didSet { subviewsDidChange() } }
    /// The view controller whose root view this is (R2.2).
    weak var owningViewController: UIViewController? { didSet { if owningViewController != nil { hasHadViewController = true } } }
    /// Whether a view controller ever owned this view: the render pass loads the weak reference
    /// above (an atomic load and a retain) only for views where it can be set.
    private(set) var hasHadViewController = false

    // MARK: - Appearance

    // The five appearance properties apps override (`override var isHidden { didSet { … } }`) are
    // computed wrappers over internal storage, and only the storage is `@exclusivity(unchecked)`
    // (see the note above `frameOrigin`): an override's own storage and observers are the app's,
    // so the toolkit does not switch off the check on them. The render pass, the render cache
    // and the cull walk read the storage directly, as they read `boundsStorage`: a read of the
    // open property is a dynamic dispatch per view per frame, and the storage is the value the
    // setters below keep (an app's getter override is not consulted for drawing, as UIKit's
    // layer tree does not consult it either).

    /// The fill drawn behind the view's content; nil draws nothing.
    open var backgroundColor: UIColor? {
        get { backgroundColorStorage }
        set {
            animatablePropertyWillChange(.backgroundColor, from: .color(backgroundColorStorage), to: .color(newValue))
            backgroundColorStorage = newValue
            setNeedsDisplay()
        }
    }
    /// The view's opacity, applied to it and its subviews as a group. Below 0.01 the view is
    /// also skipped by hit-testing (R6.2).
    open var alpha: CGFloat {
        get { alphaStorage }
        set {
            animatablePropertyWillChange(.alpha, from: .scalar(alphaStorage), to: .scalar(newValue))
            let oldValue = alphaStorage
            alphaStorage = newValue
            if alphaStorage != oldValue { invalidateFrameInWindow() }
        }
    }
    /// A hidden view and its subviews are neither drawn nor hit (R6.5).
    open var isHidden: Bool {
        get { isHiddenStorage }
        set {
            guard newValue != isHiddenStorage else { return }
            isHiddenStorage = newValue
            invalidateFrameInWindow()
            (superview as? UIStackView)?.arrangedSubviewVisibilityDidChange(self)
        }
    }
    /// Clips subviews and drawing to the bounds.
    open var clipsToBounds: Bool {
        get { clipsToBoundsStorage }
        set {
            let oldValue = clipsToBoundsStorage
            clipsToBoundsStorage = newValue
            if clipsToBoundsStorage != oldValue { invalidateFrameInWindow() }
        }
    }
    /// The interactions attached with `addInteraction(_:)` (Views/View/UIInteraction.swift).
    var interactionStorage: [any UIInteraction] = []
    /// Whether the view promises to fill its bounds with opaque pixels; true by default, as in UIKit. The render pass skips what opaque views with an opaque background hide.
    open var isOpaque: Bool {
        get { isOpaqueStorage }
        set { isOpaqueStorage = newValue }
    }
    @exclusivity(unchecked)
    var backgroundColorStorage: UIColor?
    @exclusivity(unchecked)
    var alphaStorage: CGFloat = 1
    @exclusivity(unchecked)
    var isHiddenStorage = false
    @exclusivity(unchecked)
    var clipsToBoundsStorage = false
    @exclusivity(unchecked)
    var isOpaqueStorage = true
    /// `mask` (UIView+Mask.swift).
    var maskViewStorage: UIView?
    /// How the view's content is placed in its bounds (an image view's image, for one);
    /// `.scaleToFill` by default.
    open var contentMode: ContentMode = .scaleToFill { didSet { if contentMode != oldValue { setNeedsDisplay() } } }
    /// A tag you can find the view by with `viewWithTag(_:)`.
    open var tag = 0
    /// The colour controls use for their accents, inherited from the superview when nil (at the
    /// top the desktop's accent colour, R31.11, else the system blue).
    open var tintColor: UIColor! {
        get { tintColorStorage ?? superview?.tintColor ?? application.systemAppearance.accentColor ?? UIColor.systemBlue }
        set { tintColorStorage = newValue; setNeedsDisplay() }
    }
    @exclusivity(unchecked)
    var tintColorStorage: UIColor?

    // MARK: - Touch handling flags

    /// Whether touches reach this view and its subviews; true by default (R6.8).
    @exclusivity(unchecked)
    open var isUserInteractionEnabled = true
    /// Whether the view receives more than one touch at a time; false by default (R6.16).
    open var isMultipleTouchEnabled = false
    /// Whether the view blocks other views in its window from receiving touches (R6.19).
    open var isExclusiveTouch = false

    // MARK: - Gesture recognizers (R8.14; the work is in UIView+Gestures.swift)

    @exclusivity(unchecked)
    var gestureRecognizerStorage: [UIGestureRecognizer]?

    /// The recognizers attached to this view, in the order they were added; nil until the first
    /// is added (R8.14). Setting it replaces them all.
    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { gestureRecognizerStorage }
        set { replaceGestureRecognizers(with: newValue) }
    }

    /// Attaches `gestureRecognizer`, detaching it from any other view first. The view keeps it
    /// alive and sets its `view` (R8.14).
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        attachGestureRecognizer(gestureRecognizer)
    }

    /// Detaches `gestureRecognizer` and sets its `view` to nil; a gesture under way is cancelled.
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        detachGestureRecognizer(gestureRecognizer)
    }

    /// Asked when a recognizer attached to this view, or one receiving touches hit-tested to
    /// this view, tries to begin; false makes it fail (R8.33). True by default.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    // MARK: - Renderer and hit-testing state (Rendering/, Layers/, UIView+HitIndex.swift)

    /// The view's layer, created on first use of `layer`.
    @exclusivity(unchecked)
    var layerStorage: CALayer?

    /// The layer behind the view, which draws its corners, border and shadow and holds the
    /// layers added to it; of the class `layerClass` names (R27.9), made on first use. Declared
    /// in the class, not an extension, so that a subclass may narrow its type as UIKit code does:
    /// `override var layer: CAGradientLayer { super.layer as! CAGradientLayer }` (R27.27).
    open var layer: CALayer { layerStorage ?? makeLayerStorage() }
    @exclusivity(unchecked)
    var renderCache = ViewRenderCache()

    // MARK: - Traits (Views/Traits/UITraitEnvironment.swift)
    @exclusivity(unchecked)
    var traitState = TraitState()

    /// Called after the view's traits changed (the system appearance, an override above it, or
    /// its window), with the collection before (R15.3). The default does nothing.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    // MARK: - Keyboard focus (Input/Focus/UIFocusSystem.swift)

    /// Whether Tab can move keyboard focus to this view (R15.6). False for plain views; true for
    /// enabled controls and text fields.
    open var canBecomeFocused: Bool { false }


    // MARK: - Layout state

    @exclusivity(unchecked)
    var needsLayout = true
    /// Constraints, priorities and engine bookkeeping (Layout/ViewLayoutState.swift).
    var autoLayout = ViewLayoutState()

    // MARK: - Autoresizing, margins, safe area (declared here; applied in the layout files)

    /// How the view resizes when its superview's bounds change; none by default.
    open var autoresizingMask: AutoresizingMask = []
    /// Whether a bounds change resizes the subviews by their `autoresizingMask`; true by default.
    open var autoresizesSubviews = true
    /// The spacing between the view's edges and its content: 8 pt on every side by default.
    /// Reading gives the margins in effect: those set, grown to the superview's margins when
    /// `preservesSuperviewLayoutMargins`, and measured from the safe area when
    /// `insetsLayoutMarginsFromSafeArea` (UIView+Margins.swift).
    open var layoutMargins: UIEdgeInsets {
        get { effectiveLayoutMargins }
        set { setRequestedLayoutMargins(newValue) }
    }
    /// `layoutMargins` with leading and trailing edges: left and right, or right and left when the
    /// view lays out right to left (R36.10).
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            let margins = layoutMargins, flip = isRightToLeft
            return NSDirectionalEdgeInsets(top: margins.top, leading: flip ? margins.right : margins.left,
                                           bottom: margins.bottom, trailing: flip ? margins.left : margins.right)
        }
        set {
            let flip = isRightToLeft
            setRequestedLayoutMargins(UIEdgeInsets(top: newValue.top, left: flip ? newValue.trailing : newValue.leading,
                                                   bottom: newValue.bottom, right: flip ? newValue.leading : newValue.trailing))
        }
    }
    /// What the content is, for whether it flips under a right-to-left language; `.unspecified`
    /// (the default) follows the superview (R36.9).
    open var semanticContentAttribute = UISemanticContentAttribute.unspecified {
        didSet { if semanticContentAttribute != oldValue { semanticContentAttributeDidChange() } }
    }
    var requestedLayoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    /// Whether the superview's margins also keep this view's content in; false by default.
    open var preservesSuperviewLayoutMargins = false { didSet { layoutMarginInputsDidChange() } }
    /// Whether the margins are measured from the safe area rather than the bounds; true by default.
    open var insetsLayoutMarginsFromSafeArea = true { didSet { layoutMarginInputsDidChange() } }
    /// Called when `layoutMargins` change.
    open func layoutMarginsDidChange() { setNeedsLayout() }

    /// The part of the view its superview's safe area does not cover, plus, for a view
    /// controller's root view, the controller's `additionalSafeAreaInsets` and the bars of its
    /// container. Zero for a window and for a view in no window (UIView+SafeArea.swift).
    open var safeAreaInsets: UIEdgeInsets { safeAreaInsetsStorage }
    var safeAreaInsetsStorage = UIEdgeInsets.zero
    /// Called when `safeAreaInsets` change.
    open func safeAreaInsetsDidChange() {}

    // MARK: - Initializers

    /// Creates a view with the given frame.
    public init(frame: CGRect) {
        frameOrigin = frame.origin
        boundsStorage = CGRect(origin: .zero, size: frame.size)
        super.init()
    }

    /// XUIKit does not load views from archives; this initializer always fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    public override convenience init() {
        self.init(frame: .zero)
    }

    // MARK: - Responder chain

    /// The view controller if this is its root view (R2.2), otherwise the superview (R2.1).
    open override var next: UIResponder? {
        if let controller = owningViewController { return controller }
        return superview
    }

    override var responderWindow: UIWindow? { window }

    /// The window the view is in, or nil.
    open var window: UIWindow? {
        var view: UIView? = self
        while let current = view {
            if let window = current as? UIWindow { return window }
            view = current.superview
        }
        return nil
    }

    // MARK: - Hierarchy notifications (override points)

    /// Called before the view gets a new superview (nil when it is removed).
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called after the view got a new superview (or lost it).
    open func didMoveToSuperview() {}
    /// Called before the view moves to another window (nil when it leaves its window).
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Called after the view moved to another window (or left it).
    open func didMoveToWindow() {}
    /// Called after a subview was added.
    open func didAddSubview(_ subview: UIView) {}
    /// Called before a subview is removed.
    open func willRemoveSubview(_ subview: UIView) {}

    // MARK: - Hit-testing (R6.1–R6.5), overridable (R6.3)

    /// The farthest descendant of this view (or the view itself) that contains `point`, given in
    /// this view's coordinates: hidden views, views with user interaction off and views with alpha
    /// below 0.01 are skipped with their subviews; a point outside the bounds never hits; subviews
    /// are tried front-most first (R6.2).
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01 else { return nil }
        // R6.21: a view animating without `.allowUserInteraction` is not hit.
        if let presentation, presentation.blocksInteraction { return nil }
        guard self.point(inside: point, with: event) else { return nil }
        return hitTestSubviews(point, with: event) ?? self
    }

    /// Whether `point` (in this view's coordinates) is inside the bounds, minimum edges included
    /// and maximum edges excluded (R6.1).
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        point.x >= bounds.minX && point.x < bounds.maxX && point.y >= bounds.minY && point.y < bounds.maxY
    }

    // MARK: - Drawing and layout (override points)

    /// Draws the view's content into the current graphics context. `rect` is the part that needs
    /// drawing, in the view's coordinates. The default draws nothing.
    open func draw(_ rect: CGRect) {}

    /// Whether the view has something to draw above its subviews now (`drawOverlay`): the render
    /// pass asks before calling it, since an overlay first makes the pass run its held-back fills.
    /// False by default; a scroll view's is true while its indicators show.
    var drawsOverlay: Bool { false }

    /// The overlay hook: draws what lies above the view's content and subviews, below its layer's
    /// border. The render pass calls it for a view whose `drawsOverlay` is true (a scroll view's
    /// indicators); a window's overlay (the focus ring) is drawn by its `WindowRenderer` above
    /// the whole frame instead, so snapshots leave it out. `origin` is where the view's bounds
    /// origin falls in `context`, `clip` the area being repainted, in the context's space. The
    /// default draws nothing.
    func drawOverlay(in context: CGContext, origin: CGPoint, clip: CGRect) {}

    /// Lays out subviews: the default gives subviews that do not translate their autoresizing
    /// mask into constraints the frames Auto Layout solved. Called once per turn of the event
    /// loop after `setNeedsLayout()`; an override that does not call `super` keeps them as they are.
    open func layoutSubviews() { applyEngineLayoutToSubviews() }

    /// The class of the view's layer, made the first time `layer` is read: `CALayer` by default.
    /// A view whose content is a gradient or a shape returns `CAGradientLayer.self` or
    /// `CAShapeLayer.self` (R27.9).
    open class var layerClass: AnyClass { CALayer.self }

    /// Lays out the sublayers of the view's layer: called after `layoutSubviews()` in each layout
    /// pass that lays the view out, once `layer` has been used (R27.10), as UIKit's layer
    /// delegate is. Override it to size
    /// layers added to `layer`. The default does nothing.
    open func layoutSublayers(of layer: CALayer) {}

    /// Draws the view's layer into `ctx`: the default makes `ctx` current and calls `draw(_:)`
    /// with the bounds. The render pass calls `draw(_:)` directly (R27.9).
    open func draw(_ layer: CALayer, in ctx: CGContext) { drawLayerThroughDrawRect(ctx) }

    /// Displays the view's layer; the default does nothing (the view draws in `draw(_:)`).
    open func display(_ layer: CALayer) {}

    /// The action for a change of `event` on the view's layer (R30.23), as UIKit's layer delegate
    /// answers: `NSNull` (none) outside an animation block; inside one, for a key the view
    /// animates (`position`, `bounds`, `transform`, `opacity`, `backgroundColor`, `cornerRadius`),
    /// a `CABasicAnimation` from the value shown now with the block's duration, delay and curve,
    /// and `NSNull` for the others. A view overrides it to animate a layer property of its own
    /// (`shadowPath`, a shape layer's `path`) along with UIView animations.
    open func action(for layer: CALayer, forKey event: String) -> CAAction? { defaultLayerAction(for: layer, forKey: event) }

    /// Updates the constraints this view installs (Auto Layout calls it bottom-up before layout,
    /// after `setNeedsUpdateConstraints()` and once for a new view). Overrides must call `super`
    /// last, as in UIKit.
    open func updateConstraints() { autoLayout.calledSuperUpdateConstraints = true }

    /// The size that best fits `size`; the current size by default.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// The natural size of the content, or `UIView.noIntrinsicMetric` in a dimension without one.
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }

    /// What `intrinsicContentSize` holds in a dimension the view has no natural size in.
    public static let noIntrinsicMetric: CGFloat = -1

    /// Tells layout that `intrinsicContentSize` changed: the view and its superview lay out again.
    open func invalidateIntrinsicContentSize() {
        setNeedsLayout()
        superview?.setNeedsLayout()
        intrinsicContentSizeDidChangeForLayout()
    }

    /// Called when the bounds size changed.
    func boundsSizeDidChange() {}

    // MARK: - Editing

    /// Asks the first responder inside this view to resign; with `force`, it is not asked but
    /// told (R9.15). Returns whether it resigned.
    @discardableResult
    open func endEditing(_ force: Bool) -> Bool {
        guard let window, let responder = window.firstResponder else { return true }
        let inside: Bool
        if let view = responder as? UIView { inside = view.isDescendant(of: self) }
        else if let controller = responder as? UIViewController, let view = controller.viewIfLoaded { inside = view.isDescendant(of: self) }
        else { inside = false }
        guard inside else { return true }
        if force {
            window.revokeFirstResponder()
            return true
        }
        return responder.resignFirstResponder()
    }
}
