import Foundation

/// How a `UIAlertController` is presented: its view — the alert's box, as in UIKit — over the
/// dimmed window, placed by Auto Layout so that constraints the app puts on `alert.view`'s width
/// or height win (R18.7).
///
/// `.alert`: centred, 270 pt wide at a priority below required (an app's own width constraint
/// replaces it), at most the window's height less 40 pt. `.actionSheet`: along the bottom edge,
/// 8 pt in. Neither Escape (the alert handles it: R11.4) nor a click outside dismisses it.
@MainActor
final class AlertPresentationController: UIPresentationController {
    /// The container the box's constraints were made in.
    private weak var placedIn: PresentationContainerView?

    override var dimsBackground: Bool { true }
    override var transitionKind: PresentationTransition.Kind {
        (presentedViewController as? UIAlertController)?.preferredStyle == .actionSheet ? .slideUp : .fadeAndScale
    }
    override var presentationStyle: UIModalPresentationStyle { .custom }
    override var shouldRemovePresentersView: Bool { false }

    /// Where the box is, once laid out.
    override var frameOfPresentedViewInContainerView: CGRect { presentedViewController.viewIfLoaded?.frame ?? .zero }

    override func layOutPresentedView(in container: PresentationContainerView) {
        guard placedIn !== container, let box = presentedViewController.viewIfLoaded, box.superview === container else { return }
        placedIn = container
        box.translatesAutoresizingMaskIntoConstraints = false
        let isSheet = (presentedViewController as? UIAlertController)?.preferredStyle == .actionSheet
        var constraints: [NSLayoutConstraint]
        if isSheet {
            constraints = [box.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 8),
                           box.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -8),
                           box.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -8)]
        } else {
            let width = box.widthAnchor.constraint(equalToConstant: AlertContentView.alertWidth)
            width.priority = .defaultHigh
            constraints = [box.centerXAnchor.constraint(equalTo: container.centerXAnchor),
                           box.centerYAnchor.constraint(equalTo: container.centerYAnchor),
                           width,
                           box.heightAnchor.constraint(lessThanOrEqualTo: container.heightAnchor, constant: -40)]
        }
        NSLayoutConstraint.activate(constraints)
    }
}
