import Foundation

/// A `.pageSheet` or `.formSheet` (or `.automatic`) presentation: a card with rounded corners,
/// centred over the dimmed window (R18.2).
///
/// Desktop geometry, after the iPad's: a form sheet is 540 × 620 pt, a page sheet up to 704 pt
/// wide and as tall as the window less 20 pt margins; both are clamped to the window with 20 pt
/// margins. A form sheet takes its controller's `preferredContentSize` when set. The `.medium()`
/// detent halves the card's height and keeps it centred. A window narrower than 600 pt is
/// treated as a phone: the card spans the width, 10 pt from the top, as iOS's sheet.
@preconcurrency @MainActor
open class UISheetPresentationController: UIPresentationController {
    /// A height a sheet can rest at.
    public final class Detent: @unchecked Sendable {
        /// A detent's name.
        public struct Identifier: Hashable, Sendable, RawRepresentable {
            /// The name.
            public let rawValue: String
            /// Names a detent.
            public init(rawValue: String) { self.rawValue = rawValue }
            /// `.medium()`'s name.
            public static let medium = Identifier(rawValue: "com.apple.UIKit.medium")
            /// `.large()`'s name.
            public static let large = Identifier(rawValue: "com.apple.UIKit.large")
        }
        /// The detent's name.
        public let identifier: Identifier
        let fraction: CGFloat
        init(identifier: Identifier, fraction: CGFloat) {
            self.identifier = identifier
            self.fraction = fraction
        }
        /// About half the sheet's full height.
        public static func medium() -> Detent { Detent(identifier: .medium, fraction: 0.5) }
        /// The sheet's full height.
        public static func large() -> Detent { Detent(identifier: .large, fraction: 1) }
    }

    /// The heights the sheet may rest at; `[.large()]` by default.
    open var detents: [Detent] = [.large()] { didSet { containerView?.setNeedsLayout() } }
    /// The detent the sheet rests at; nil means the smallest of `detents`.
    open var selectedDetentIdentifier: Detent.Identifier? { didSet { containerView?.setNeedsLayout() } }
    /// The largest detent at which the window behind is not dimmed; nil (the default) dims at
    /// every detent.
    open var largestUndimmedDetentIdentifier: Detent.Identifier? { didSet { containerView?.setNeedsLayout() } }
    /// Whether a grabber is drawn at the top of the card; false by default.
    open var prefersGrabberVisible = false { didSet { containerView?.setNeedsLayout() } }
    /// The card's corner radius; nil for the standard 10 pt.
    open var preferredCornerRadius: CGFloat? { didSet { containerView?.setNeedsLayout() } }
    /// Kept for API compatibility; the desktop sheet does not scroll to expand.
    open var prefersScrollingExpandsWhenScrolledToEdge = true
    /// Kept for API compatibility; the desktop sheet is never edge-attached.
    open var prefersEdgeAttachedInCompactHeight = false
    /// Runs `changes` (to `selectedDetentIdentifier`, `detents`) animated.
    open func animateChanges(_ changes: () -> Void) {
        UIView.animate(withDuration: 0.3) {
            changes()
            self.containerView?.layoutIfNeeded()
        }
    }

    override var dimsBackground: Bool {
        guard let undimmed = largestUndimmedDetentIdentifier else { return true }
        let rank = { (id: Detent.Identifier?) -> CGFloat in self.detents.first { $0.identifier == id }?.fraction ?? 0 }
        return currentDetent.fraction > rank(undimmed)
    }
    override var dismissesOnOutsideClick: Bool { true }
    override var dismissesOnEscape: Bool { true }
    override var wantsCard: Bool { true }
    /// Sheets slide up, whatever the transition style, unless it asks for a fade.
    override var transitionKind: PresentationTransition.Kind {
        presentedViewController.modalTransitionStyle == .crossDissolve ? .fade : .slideUp
    }

    /// The standard corner radius.
    static let standardCornerRadius: CGFloat = 10
    var cornerRadius: CGFloat { preferredCornerRadius ?? Self.standardCornerRadius }

    /// The detent the sheet rests at.
    var currentDetent: Detent {
        if let id = selectedDetentIdentifier, let detent = detents.first(where: { $0.identifier == id }) { return detent }
        return detents.min { $0.fraction < $1.fraction } ?? .large()
    }

    /// The card's frame for the style, the window's size and the detent.
    open override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return Self.frame(style: presentationStyle, preferred: presentedViewController.preferredContentSize,
                   fraction: currentDetent.fraction, in: bounds)
    }

    /// The card's frame: the geometry in the type's comment, as a pure function for tests.
    static func frame(style: UIModalPresentationStyle, preferred: CGSize, fraction: CGFloat, in bounds: CGRect) -> CGRect {
        let margin: CGFloat = 20
        if bounds.width < 600 {
            let top: CGFloat = 10
            let full = max(0, bounds.height - top)
            let height = (full * fraction).rounded()
            return CGRect(x: bounds.minX, y: bounds.maxY - height, width: bounds.width, height: height)
        }
        var size: CGSize
        if style == .formSheet {
            size = CGSize(width: preferred.width > 0 ? preferred.width : 540, height: preferred.height > 0 ? preferred.height : 620)
        } else {
            size = CGSize(width: 704, height: bounds.height - 2 * margin)
        }
        size.width = min(size.width, bounds.width - 2 * margin)
        size.height = (min(size.height, bounds.height - 2 * margin) * fraction).rounded()
        size = CGSize(width: max(0, size.width), height: max(0, size.height))
        return CGRect(x: (bounds.midX - size.width / 2).rounded(), y: (bounds.midY - size.height / 2).rounded(),
                      width: size.width, height: size.height)
    }

    override func layOutPresentedView(in container: PresentationContainerView) {
        super.layOutPresentedView(in: container)
        cardView?.cornerRadius = cornerRadius
        cardView?.showsGrabber = prefersGrabberVisible
        let dimming: CGFloat = dimsBackground ? 1 : 0
        if container.dimmingView.alpha != dimming { container.dimmingView.alpha = dimming }
    }
}
