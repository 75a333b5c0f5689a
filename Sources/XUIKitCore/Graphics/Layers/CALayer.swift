import Foundation

/// The corners `CALayer.cornerRadius` rounds.
public struct CACornerMask: OptionSet, Sendable, Hashable {
    /// The corner bits (minXMinY 1, maxXMinY 2, minXMaxY 4, maxXMaxY 8), as Core Animation numbers them.
    public let rawValue: UInt
    /// Corners from their raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The top-left corner (minimum x and y in UIKit's flipped coordinates).
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    /// The top-right corner.
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}

/// The drawing properties behind a view: rounded corners, a border, a shadow, opacity.
///
/// Every `UIView` has one (`UIView.layer`); the renderer draws what it describes. As in Core
/// Animation, `opacity`, `isHidden`, `masksToBounds` and `backgroundColor` are the view's
/// `alpha`, `isHidden`, `clipsToBounds` and `backgroundColor` under other names, and `bounds`,
/// `position` and `affineTransform()` are its `bounds`, `center` and `transform` (the anchor point
/// is always the middle). Sublayers are not supported: a layer draws only its own view.
/// `presentation()` gives a copy with the values on screen while animations run
/// (CALayer+Presentation.swift).
@preconcurrency @MainActor
open class CALayer {
    /// The view this layer backs, if any.
    weak var view: UIView?
    /// For a presentation copy, the layer it copies (`model()`).
    var modelLayer: CALayer?

    // Storage for a layer that backs no view.
    private var ownOpacity: Float = 1
    private var ownHidden = false
    private var ownMasksToBounds = false
    private var ownBackgroundColor: CGColor?
    private var ownBounds: CGRect = .zero
    private var ownPosition: CGPoint = .zero
    private var ownTransform: CGAffineTransform = .identity

    /// Creates a layer that backs no view.
    public init() {}

    /// Creates a copy of `layer` that backs no view, with its values (its model values; see
    /// `presentation()` for the values on screen). Core Animation uses this initializer to make
    /// presentation copies: a subclass that overrides it copies its own properties too. `layer`
    /// that is not a `CALayer` gives a layer with the default values.
    public required init(layer: Any) {
        guard let other = layer as? CALayer else { return }
        ownOpacity = other.opacity
        ownHidden = other.isHidden
        ownMasksToBounds = other.masksToBounds
        ownBackgroundColor = other.backgroundColor
        ownBounds = other.bounds
        ownPosition = other.position
        ownTransform = other.affineTransform()
        cornerRadius = other.cornerRadius
        maskedCorners = other.maskedCorners
        borderWidth = other.borderWidth
        borderColor = other.borderColor
        shadowColor = other.shadowColor
        shadowOpacity = other.shadowOpacity
        shadowOffset = other.shadowOffset
        shadowRadius = other.shadowRadius
        shadowPath = other.shadowPath
    }

    init(view: UIView) { self.view = view }

    // MARK: - Geometry, shared with the view

    /// The layer's own coordinate rectangle; the view's `bounds`. Zero by default.
    open var bounds: CGRect {
        get { view?.bounds ?? ownBounds }
        set { if let view { view.bounds = newValue } else { ownBounds = newValue } }
    }

    /// Where the layer's middle (its anchor point) lies in its superlayer; the view's `center`.
    open var position: CGPoint {
        get { view?.center ?? ownPosition }
        set { if let view { view.center = newValue } else { ownPosition = newValue } }
    }

    /// The bounding box of the layer in its superlayer, through its transform; the view's
    /// `frame`. Setting it sets `position` and the size of `bounds`.
    open var frame: CGRect {
        get {
            if let view { return view.frame }
            let rect = CGRect(x: -ownBounds.width / 2, y: -ownBounds.height / 2, width: ownBounds.width, height: ownBounds.height)
            return rect.applying(ownTransform).offsetBy(dx: ownPosition.x, dy: ownPosition.y)
        }
        set {
            if let view { view.frame = newValue; return }
            ownPosition = CGPoint(x: newValue.midX, y: newValue.midY)
            ownBounds.size = newValue.size
        }
    }

    /// The layer's transform, about its middle; the view's `transform`.
    public func affineTransform() -> CGAffineTransform { view?.transform ?? ownTransform }

    /// Sets the layer's transform; the view's `transform`.
    public func setAffineTransform(_ transform: CGAffineTransform) {
        if let view { view.transform = transform } else { ownTransform = transform }
    }

    // MARK: - Shared with the view

    /// The layer's opacity, 0…1; the view's `alpha`. 1 by default.
    open var opacity: Float {
        get { view.map { Float($0.alpha) } ?? ownOpacity }
        set { if let view { view.alpha = CGFloat(newValue) } else { ownOpacity = newValue } }
    }

    /// Whether the layer is hidden; the view's `isHidden`.
    open var isHidden: Bool {
        get { view?.isHidden ?? ownHidden }
        set { if let view { view.isHidden = newValue } else { ownHidden = newValue } }
    }

    /// Whether content and subviews are clipped to the (rounded) bounds; the view's
    /// `clipsToBounds`. False by default.
    open var masksToBounds: Bool {
        get { view?.clipsToBounds ?? ownMasksToBounds }
        set { if let view { view.clipsToBounds = newValue } else { ownMasksToBounds = newValue } }
    }

    /// The fill behind the content; the view's `backgroundColor`. Nil by default.
    open var backgroundColor: CGColor? {
        get { view.map { $0.backgroundColor } ?? ownBackgroundColor }
        set { if let view { view.backgroundColor = newValue } else { ownBackgroundColor = newValue } }
    }

    // MARK: - Corners and border

    /// The radius of the rounded corners of the background and border (and of the clip when
    /// `masksToBounds`); 0 by default. Limited to half the shorter side when drawn.
    open var cornerRadius: CGFloat = 0 {
        willSet { view?.animatablePropertyWillChange(.cornerRadius, from: .scalar(cornerRadius), to: .scalar(newValue)) }
        didSet { if cornerRadius != oldValue { appearanceChanged() } }
    }
    /// Which corners `cornerRadius` rounds; all four by default.
    open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner] {
        didSet { if maskedCorners != oldValue { appearanceChanged() } }
    }
    /// The width of the border drawn inside the bounds, above the content and subviews; 0 by
    /// default.
    open var borderWidth: CGFloat = 0 { didSet { if borderWidth != oldValue { appearanceChanged() } } }
    /// The border's colour; opaque black by default.
    open var borderColor: CGColor? = UIColor.black { didSet { appearanceChanged() } }

    // MARK: - Shadow

    /// The shadow's colour; opaque black by default.
    open var shadowColor: CGColor? = UIColor.black { willSet { extentWillChange() } didSet { extentChanged() } }
    /// The shadow's opacity, 0…1; 0 (no shadow) by default.
    open var shadowOpacity: Float = 0 { willSet { extentWillChange() } didSet { extentChanged() } }
    /// How far the shadow is moved; (0, -3) by default, as in Core Animation.
    open var shadowOffset = CGSize(width: 0, height: -3) { willSet { extentWillChange() } didSet { extentChanged() } }
    /// The blur radius of the shadow; 3 by default.
    open var shadowRadius: CGFloat = 3 { willSet { extentWillChange() } didSet { extentChanged() } }
    /// The shape that casts the shadow, in the layer's coordinates. When nil the shadow takes the
    /// shape of the rounded bounds (Core Animation uses the alpha of everything the layer draws;
    /// XUIKit does not render that offscreen).
    open var shadowPath: CGPath? { willSet { extentWillChange() } didSet { extentChanged() } }

    // MARK: - Invalidation

    private func appearanceChanged() {
        view?.setNeedsDisplay()
    }

    /// The shadow may reach other pixels: the area it covered before and after is redrawn.
    private func extentWillChange() {
        view?.invalidateFrameInWindow()
    }

    private func extentChanged() {
        view?.invalidateFrameInWindow()
    }
}

extension UIView {
    /// The layer behind the view, which draws its corners, border and shadow.
    public var layer: CALayer {
        if let layerStorage { return layerStorage }
        let layer = CALayer(view: self)
        layerStorage = layer
        return layer
    }
}

extension UIColor {
    /// The colour of a Core Graphics colour (in XUIKit, the same components).
    public convenience init(cgColor: CGColor) {
        self.init(red: cgColor.red, green: cgColor.green, blue: cgColor.blue, alpha: cgColor.alpha)
    }
}
