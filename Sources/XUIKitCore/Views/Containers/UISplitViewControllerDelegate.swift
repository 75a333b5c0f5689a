import Foundation

/// Told how a split view controller's columns change (R18.31). Every method has a default.
@preconcurrency @MainActor
public protocol UISplitViewControllerDelegate: AnyObject {
    /// The display mode is about to change to `displayMode`; called before `willHide`/`willShow`.
    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)
    /// `column` is about to show.
    func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column)
    /// `column` is about to hide.
    func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column)
    /// Asked when the split view collapses to one column; the desktop split never collapses.
    func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                             onto primaryViewController: UIViewController) -> Bool
}

extension UISplitViewControllerDelegate {
    /// Does nothing.
    public func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {}
    /// Does nothing.
    public func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {}
    /// Does nothing.
    public func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) {}
    /// False.
    public func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                                    onto primaryViewController: UIViewController) -> Bool { false }
}
