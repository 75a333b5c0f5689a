import Foundation

/// A rectangle that takes part in Auto Layout without being a view: spacing between views,
/// a view's margins (`layoutMarginsGuide`), its safe area or its readable width.
@preconcurrency @MainActor
open class UILayoutGuide {
    enum Kind { case custom, margins, safeArea, readableContent }

    let kind: Kind
    /// The view the guide belongs to; its frame is in this view's coordinates.
    public internal(set) weak var owningView: UIView?
    /// A name for debugging.
    open var identifier = ""

    /// A guide of your own; add it with `UIView.addLayoutGuide(_:)` and constrain it.
    public init() { kind = .custom }

    init(kind: Kind, owner: UIView, identifier: String) {
        self.kind = kind
        self.identifier = identifier
        owningView = owner
    }

    /// The guide's rectangle in its owning view's coordinates, as of the last layout; zero
    /// before the guide's window has solved its constraints.
    public var layoutFrame: CGRect {
        guard let owner = owningView, let engine = owner.layoutEngineRoot.autoLayout.engine else { return .zero }
        return engine.frame(of: self, in: owner) ?? .zero
    }
}

extension UIView {
    /// The guides added with `addLayoutGuide(_:)`.
    public var layoutGuides: [UILayoutGuide] { autoLayout.layoutGuides }

    /// Adds `guide` to this view (removing it from its previous view).
    public func addLayoutGuide(_ guide: UILayoutGuide) {
        if let previous = guide.owningView, previous !== self { previous.removeLayoutGuide(guide) }
        guard !autoLayout.layoutGuides.contains(where: { $0 === guide }) else { return }
        guide.owningView = self
        autoLayout.layoutGuides.append(guide)
    }

    /// Removes `guide` and deactivates the constraints that use it.
    public func removeLayoutGuide(_ guide: UILayoutGuide) {
        guard let index = autoLayout.layoutGuides.firstIndex(where: { $0 === guide }) else { return }
        var view: UIView? = self
        while let current = view {
            NSLayoutConstraint.deactivate(current.autoLayout.constraints.filter { $0.firstItem === guide || $0.secondItem === guide })
            view = current.superview
        }
        autoLayout.layoutGuides.remove(at: index)
        guide.owningView = nil
    }

    /// The view's margins (`layoutMargins`) as a guide.
    public var layoutMarginsGuide: UILayoutGuide {
        if let guide = autoLayout.marginsGuide { return guide }
        let guide = UILayoutGuide(kind: .margins, owner: self, identifier: "UIViewLayoutMarginsGuide")
        autoLayout.marginsGuide = guide
        return guide
    }

    /// The part of the view not covered by bars (`safeAreaInsets`) as a guide.
    public var safeAreaLayoutGuide: UILayoutGuide {
        if let guide = autoLayout.safeAreaGuide { return guide }
        let guide = UILayoutGuide(kind: .safeArea, owner: self, identifier: "UIViewSafeAreaLayoutGuide")
        autoLayout.safeAreaGuide = guide
        return guide
    }

    /// A column of comfortable reading width: the margins guide, at most 672 pt wide, centred.
    public var readableContentGuide: UILayoutGuide {
        if let guide = autoLayout.readableGuide { return guide }
        let guide = UILayoutGuide(kind: .readableContent, owner: self, identifier: "UIViewReadableContentGuide")
        autoLayout.readableGuide = guide
        return guide
    }
}
