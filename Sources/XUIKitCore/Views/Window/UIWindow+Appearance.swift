import Foundation

// When a window's view controllers finish appearing. UIKit calls `viewDidAppear` once the
// window is key, laid out at its final size and on screen; here that is the end of the first
// display pass after the backend reported the native window mapped (an X11 MapNotify; the
// headless backend maps at once), after layout and the frame's presentation.

extension UIWindow {
    /// Ends `controller`'s appearance transition after the next presented frame.
    func enqueueAppearanceEnd(of controller: UIViewController) {
        enqueueAppearanceWork { controller.endAppearanceTransition() }
    }

    /// Runs `work` after the next presented frame, after the transitions queued before it.
    func enqueueAppearanceWork(_ work: @escaping () -> Void) {
        pendingAppearanceWork.append(work)
        scheduleLayoutAndDisplay()
    }

    /// Runs the queued transition ends now, oldest first. Work they queue waits for the next frame.
    func finishAppearanceTransitions() {
        let work = pendingAppearanceWork
        pendingAppearanceWork.removeAll()
        for item in work { item() }
    }

    /// A hidden window has no frame to wait for: its transitions end now.
    func finishAppearanceTransitionsUnlessShown() {
        if isHidden || windowID == nil { finishAppearanceTransitions() }
    }

    /// The backend put the native window on screen: the next frame is repainted in full and
    /// presented, and ends the appearance transitions.
    func backendDidMap() {
        guard !isHidden else { return }
        isMappedByBackend = true
        invalidate(rect: bounds)
        scheduleLayoutAndDisplay()
    }

    /// Begins the appearance (or disappearance) of the view controllers in the tree, parents
    /// before children, as the window is shown (or hidden). Each ends after the next frame.
    func propagateVisibility(_ visible: Bool) {
        func visit(_ view: UIView) {
            if let controller = view.owningViewController {
                let began = visible ? controller.beginAppearance() : controller.beginDisappearance()
                if began { enqueueAppearanceEnd(of: controller) }
            }
            view.subviews.forEach(visit)
        }
        visit(self)
    }
}
