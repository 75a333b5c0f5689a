import Foundation

/// How a presented view controller is laid over its presenter's window (R18.1).
///
/// On the desktop a window plays the part of the iPad's screen: sheets are centred cards over a
/// dimmed window, popovers point at their source, the full-screen styles cover the window.
public enum UIModalPresentationStyle: Int, Sendable {
    /// Covers the window; the presenting controller disappears (it gets `viewWillDisappear`).
    case fullScreen = 0
    /// A wide centred card over the dimmed window (up to 704 pt wide).
    case pageSheet = 1
    /// A 540 × 620 pt centred card over the dimmed window, clamped to the window.
    case formSheet = 2
    /// Covers the window, as `.fullScreen` (XUIKit tracks no context-defining controller).
    case currentContext = 3
    /// Placed by the app's own presentation controller; XUIKit lays it out as `.overFullScreen`.
    case custom = 4
    /// Covers the window; the presenting view stays shown under it and gets no callbacks.
    case overFullScreen = 5
    /// As `.overFullScreen` (XUIKit tracks no context-defining controller).
    case overCurrentContext = 6
    /// A bubble with an arrow pointing at `popoverPresentationController.sourceView` or
    /// `sourceRect`; a click outside dismisses it.
    case popover = 7
    /// No adaptation: only meaningful as the answer of `adaptivePresentationStyle(for:)`.
    case none = -1
    /// The system's choice: `.pageSheet`, as UIKit chooses for most controllers.
    case automatic = -2

    /// The style this one stands for once `.automatic` and `.none` are resolved.
    var resolved: UIModalPresentationStyle {
        switch self {
        case .automatic, .none: return .pageSheet
        default: return self
        }
    }

    /// Whether the presenting controller's view is covered and disappears, as UIKit's
    /// `shouldRemovePresentersView` styles (R18.3).
    var removesPresentersView: Bool { self == .fullScreen || self == .currentContext }
}

/// How a presented controller's view is animated in and out.
public enum UIModalTransitionStyle: Int, Sendable {
    /// Slides up from the bottom edge (the default).
    case coverVertical = 0
    /// Drawn as a cross-dissolve (XUIKit draws no 3D flip).
    case flipHorizontal = 1
    /// Fades in and out.
    case crossDissolve = 2
    /// Drawn as a cross-dissolve (XUIKit draws no page curl).
    case partialCurl = 3
}

/// A presented controller's presentation settings: what `UIViewController` keeps for
/// `modalPresentationStyle`, `isModalInPresentation` and its presentation controller.
@MainActor
final class PresentationStorage {
    var style = UIModalPresentationStyle.automatic
    var transitionStyle = UIModalTransitionStyle.coverVertical
    var isModalInPresentation = false
    var preferredContentSize = CGSize.zero
    /// Made on first use for the style at that time, and kept while presented.
    var controller: UIPresentationController?
    /// The custom presentation's delegate (R18.50), held weakly as in UIKit.
    weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?
    /// The coordinator of this controller's present or dismiss under way (R18.51).
    var coordinator: TransitionCoordinator?
}

extension UIViewController {
    /// Gives the animators of this controller's present and dismiss, and the presentation
    /// controller of a `.custom` presentation (R18.50); nil by default. Held weakly, as in UIKit:
    /// keep the delegate alive while the controller is presented.
    public var transitioningDelegate: (any UIViewControllerTransitioningDelegate)? {
        get { presentationStorage.transitioningDelegate }
        set { presentationStorage.transitioningDelegate = newValue }
    }

    /// How this controller is laid out when presented; `.automatic` (a page sheet) by default.
    /// Setting it before presenting replaces a presentation controller made for another style.
    public var modalPresentationStyle: UIModalPresentationStyle {
        get { presentationStorage.style }
        set {
            presentationStorage.style = newValue
            if presenterStorage == nil { presentationStorage.controller = nil }
        }
    }

    /// The animation of `present` and `dismiss`; `.coverVertical` by default.
    public var modalTransitionStyle: UIModalTransitionStyle {
        get { presentationStorage.transitionStyle }
        set { presentationStorage.transitionStyle = newValue }
    }

    /// When true, Escape and clicks outside do not dismiss this presented sheet or popover; the
    /// delegate's `presentationControllerDidAttemptToDismiss` is called instead (R18.5).
    public var isModalInPresentation: Bool {
        get { presentationStorage.isModalInPresentation }
        set { presentationStorage.isModalInPresentation = newValue }
    }

    /// The size this controller would like when presented in a popover or form sheet; zero
    /// (the default) lets the presentation choose.
    public var preferredContentSize: CGSize {
        get { presentationStorage.preferredContentSize }
        set {
            presentationStorage.preferredContentSize = newValue
            presentationStorage.controller?.containerView?.setNeedsLayout()
        }
    }

    /// The controller that manages this controller's presentation: made for the current
    /// `modalPresentationStyle` on first use, as UIKit makes it, so it can be configured before
    /// `present`. Nil for a controller that is not presented and has never been asked.
    public var presentationController: UIPresentationController? {
        if let existing = presentationStorage.controller { return existing }
        let made = makePresentationController()
        presentationStorage.controller = made
        return made
    }

    /// The sheet presentation controller, when the style is `.automatic`, `.pageSheet` or
    /// `.formSheet`; else nil.
    public var sheetPresentationController: UISheetPresentationController? {
        presentationController as? UISheetPresentationController
    }

    /// The popover presentation controller, when the style is `.popover`; else nil.
    public var popoverPresentationController: UIPopoverPresentationController? {
        presentationController as? UIPopoverPresentationController
    }

    /// A presentation controller for the style as it is now.
    private func makePresentationController() -> UIPresentationController {
        let presenting = presentingViewController
        if self is UIAlertController { return AlertPresentationController(presentedViewController: self, presenting: presenting) }
        switch modalPresentationStyle.resolved {
        case .pageSheet, .formSheet:
            return UISheetPresentationController(presentedViewController: self, presenting: presenting)
        case .popover:
            return UIPopoverPresentationController(presentedViewController: self, presenting: presenting)
        default:
            return UIPresentationController(presentedViewController: self, presenting: presenting)
        }
    }
}
