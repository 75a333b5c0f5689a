import Foundation

// Push and pop slides (R16.13), as UIKit's: on a push the new view slides in from the trailing
// edge while the old one moves a third of the width the other way (UIKit's parallax) under it;
// a pop runs the same slide backwards. 0.35 s on the app's animation clock, ease-in-out.
//
// The old view leaves the hierarchy at once, as an unanimated change does, so the appearance
// callbacks keep UIKit's order (old viewWillDisappear, new viewWillAppear, …); what slides away
// is a picture of it taken just before (`drawHierarchy`), removed when the slide ends. With
// `animated: false`, or no window to draw in, the change is immediate. Unlike UIKit, the slide
// does not hold clicks back: a desktop user clicks again sooner than 0.35 s, and the click reaches
// the new view at its final place.

/// A slide under way: the picture of the outgoing view.
@MainActor
final class NavigationTransition {
    let outgoing: UIView
    init(outgoing: UIView) { self.outgoing = outgoing }
}

extension UINavigationController {
    /// How long a push or pop slides.
    static let transitionDuration: TimeInterval = 0.35
    /// How far, as a fraction of the width, the view underneath moves (UIKit's parallax).
    static let parallaxFraction: CGFloat = 0.3

    /// A picture of `controller`'s view, in its frame, for sliding away.
    func snapshot(of controller: UIViewController) -> UIView? {
        guard let view = controller.viewIfLoaded, view.window != nil, view.bounds.width > 0, view.bounds.height > 0 else { return nil }
        let image = UIGraphicsImageRenderer(size: view.bounds.size).image { _ in
            _ = view.drawHierarchy(in: CGRect(origin: .zero, size: view.bounds.size), afterScreenUpdates: false)
        }
        let picture = UIImageView(image: image)
        picture.frame = view.frame
        picture.isUserInteractionEnabled = false
        return picture
    }

    /// Slides `incoming`'s view in over (push) or out from under (pop) `outgoing`, a picture of
    /// the view that left.
    func slide(in incoming: UIViewController, out outgoing: UIView, push: Bool) {
        guard let container = viewIfLoaded, let content = incoming.viewIfLoaded else { return }
        finishTransition()
        let width = container.bounds.width
        let final = content.frame
        if push {
            container.insertSubview(outgoing, belowSubview: content)
            content.frame.origin.x = final.minX + width
        } else {
            container.insertSubview(outgoing, aboveSubview: content)
            content.frame.origin.x = final.minX - width * Self.parallaxFraction
        }
        let transition = NavigationTransition(outgoing: outgoing)
        self.transition = transition
        let outgoingEnd = outgoing.frame.origin.x + (push ? -width * Self.parallaxFraction : width)
        // R16.13: clicks are not held back during the slide; they reach the views at their
        // final places (UIKit ignores touches until a transition ends).
        UIView.animate(withDuration: Self.transitionDuration, delay: 0, options: [.allowUserInteraction], animations: {
            content.frame = final
            outgoing.frame.origin.x = outgoingEnd
        }, completion: { [weak self] _ in
            outgoing.removeFromSuperview()
            if self?.transition === transition { self?.transition = nil }
        })
    }

    /// Ends a slide under way at once (a new push or pop begins).
    func finishTransition() {
        guard let transition else { return }
        transition.outgoing.removeFromSuperview()
        self.transition = nil
    }
}
