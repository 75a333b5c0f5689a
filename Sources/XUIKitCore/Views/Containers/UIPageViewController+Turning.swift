import Foundation

// Turning pages (R18.40): the data source's neighbours, the slide, the delegate's calls in
// UIKit's order for a turn by the user — `willTransitionTo`, the slide, then
// `didFinishAnimating(_:previousViewControllers:transitionCompleted:)` — and the page dots.

extension UIPageViewController {
    /// Turns to the next page the data source gives, as the user does; returns whether a page
    /// turned.
    @discardableResult
    func turnByUser(_ direction: NavigationDirection) -> Bool {
        guard !isTurning, let current = viewControllers?.first, let dataSource else { return false }
        let next = direction == .forward
            ? dataSource.pageViewController(self, viewControllerAfter: current)
            : dataSource.pageViewController(self, viewControllerBefore: current)
        guard let next, next !== current else { return false }
        delegate?.pageViewController(self, willTransitionTo: [next])
        turn(to: next, direction: direction, animated: true) { [weak self] finished in
            guard let self else { return }
            self.delegate?.pageViewController(self, didFinishAnimating: finished, previousViewControllers: [current], transitionCompleted: true)
        }
        return true
    }

    /// Shows `page` in place of the shown one, sliding when animated; `done` runs after.
    func turn(to page: UIViewController, direction: NavigationDirection, animated: Bool, done: @escaping (Bool) -> Void) {
        let previous = viewControllers?.first
        viewControllers = [page]
        if previous !== page {
            if let previous {
                previous.willMove(toParent: nil)
                previous.removeFromParent()
            }
            addChild(page)
        }
        guard let container = viewIfLoaded as? PageContainerView else {
            if previous !== page { page.didMove(toParent: self) }
            updatePageControl()
            done(true)
            return
        }
        let bounds = container.bounds
        let sign: CGFloat = direction == .forward ? 1 : -1
        let offset = navigationOrientation == .horizontal
            ? CGAffineTransform(translationX: sign * bounds.width, y: 0) : CGAffineTransform(translationX: 0, y: sign * bounds.height)
        let snapshot = animated && previous !== page ? previous?.viewIfLoaded.flatMap(PresentationTransition.snapshotView(of:)) : nil
        if previous !== page { previous?.viewIfLoaded?.removeFromSuperview() }
        page.view.frame = bounds
        page.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if page.view.superview !== container { container.insertSubview(page.view, at: 0) }
        if previous !== page { page.didMove(toParent: self) }
        updatePageControl()
        guard animated, previous !== page else { done(true); return }
        if let snapshot { container.insertSubview(snapshot, aboveSubview: page.view) }
        isTurning = true
        UIView.performWithoutAnimation { page.view.transform = offset }
        UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseOut], animations: {
            page.view.transform = .identity
            snapshot?.transform = offset.inverted()
        }, completion: { [weak self] finished in
            snapshot?.removeFromSuperview()
            self?.isTurning = false
            done(finished)
        })
    }

    /// Shows the dots when the data source counts pages, with the shown page's dot current.
    func updatePageControl() {
        guard let container = viewIfLoaded else { return }
        let count = dataSource?.presentationCount(for: self) ?? 0
        pageControl.isHidden = count <= 0
        guard count > 0 else { return }
        pageControl.numberOfPages = count
        pageControl.currentPage = pageIndex ?? min(max(0, dataSource?.presentationIndex(for: self) ?? 0), count - 1)
        pageControl.frame = CGRect(x: 0, y: container.bounds.maxY - 30, width: container.bounds.width, height: 26)
        container.bringSubviewToFront(pageControl)
    }

    /// The shown page's index, counted by walking the data source back from it (at most 1000).
    var pageIndex: Int? {
        guard let dataSource, var page = viewControllers?.first else { return nil }
        var index = 0
        while index < 1000, let before = dataSource.pageViewController(self, viewControllerBefore: page) {
            page = before
            index += 1
        }
        return index
    }

    func goToNextPage() { turnByUser(.forward) }
    func goToPreviousPage() { turnByUser(.reverse) }

    /// A drag past a third of the page, or a flick, turns it.
    func handlePan(_ pan: UIPanGestureRecognizer) {
        guard pan.state == .ended, let view = viewIfLoaded else { return }
        let horizontal = navigationOrientation == .horizontal
        let moved = horizontal ? pan.translation(in: view).x : pan.translation(in: view).y
        let speed = horizontal ? pan.velocity(in: view).x : pan.velocity(in: view).y
        let length = horizontal ? view.bounds.width : view.bounds.height
        if moved < -length / 3 || speed < -500 { turnByUser(.forward) } else if moved > length / 3 || speed > 500 { turnByUser(.reverse) }
    }
}

extension Selector {
    static let pageViewNext = Selector("_pageViewNext", UIPageViewController.goToNextPage)
    static let pageViewPrevious = Selector("_pageViewPrevious", UIPageViewController.goToPreviousPage)
    static let pageViewPan = Selector("_pageViewPan:", UIPageViewController.handlePan)
}

/// The page view controller's view: keeps the shown page filling it and the dots at the bottom.
@MainActor
final class PageContainerView: UIView {
    weak var controller: UIPageViewController?

    override func layoutSubviews() {
        super.layoutSubviews()
        controller?.viewControllers?.first?.viewIfLoaded?.frame = bounds
        controller?.updatePageControl()
    }
}
