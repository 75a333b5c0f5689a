import Foundation

/// Something with a trait collection that hears when it changes: views, view controllers,
/// windows and the screen.
@preconcurrency @MainActor
public protocol UITraitEnvironment: AnyObject {
    /// The traits in effect here.
    var traitCollection: UITraitCollection { get }
    /// Called after the traits changed, with the collection before the change (R15.3).
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

/// What a view or view controller keeps about its traits.
struct TraitState {
    /// The style set by `overrideUserInterfaceStyle`.
    var overrideStyle = UIUserInterfaceStyle.unspecified
    /// The collection last reported (or first seen in a window), to tell a change.
    var last: UITraitCollection?
    /// Handlers from `registerForTraitChanges(_:handler:)`.
    var registrations: [TraitRegistration] = []
}

// MARK: - Views

extension UIView: UITraitEnvironment {
    /// The view's traits: its window's scale (R40.2), else the screen's, the interface style of the nearest
    /// `overrideUserInterfaceStyle` above, else the system's (R15.1), and the view's layout
    /// direction (R36.9).
    public var traitCollection: UITraitCollection {
        UIScreen.main.traitCollection(style: inheritedInterfaceStyle, direction: effectiveUserInterfaceLayoutDirection,
                                      scale: window?.windowScale)
    }

    /// The interface style this view and its subviews use; `.unspecified` (the default)
    /// inherits it from the view controller or superview (R15.1).
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { traitState.overrideStyle }
        set {
            guard newValue != traitState.overrideStyle else { return }
            traitState.overrideStyle = newValue
            reportTraitChanges()
        }
    }

    /// The style from the nearest override at or above this view, else the system's.
    var inheritedInterfaceStyle: UIUserInterfaceStyle {
        var view: UIView? = self
        while let current = view {
            if current.traitState.overrideStyle != .unspecified { return current.traitState.overrideStyle }
            if let style = current.owningViewController?.traitState.overrideStyle, style != .unspecified { return style }
            view = current.superview
        }
        return application.systemAppearance.style
    }

    /// Device pixels per point of the view's content: its window's scale (R40.2), else the
    /// screen's. XUIKit always draws at the window's scale.
    public var contentScaleFactor: CGFloat { window?.windowScale ?? UIScreen.main.scale }
}

// MARK: - View controllers

extension UIViewController: UITraitEnvironment {
    /// The traits of the controller's view (R15.1); computed from the controller's override and
    /// the system when the view is not loaded.
    public var traitCollection: UITraitCollection {
        if let view = viewIfLoaded { return view.traitCollection }
        let style = traitState.overrideStyle != .unspecified ? traitState.overrideStyle : SystemAppearance.style
        return UIScreen.main.traitCollection(style: style)
    }

    /// The interface style of this controller's view hierarchy; `.unspecified` (the default)
    /// inherits it (R15.1).
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { traitState.overrideStyle }
        set {
            guard newValue != traitState.overrideStyle else { return }
            traitState.overrideStyle = newValue
            viewIfLoaded?.reportTraitChanges()
        }
    }
}
