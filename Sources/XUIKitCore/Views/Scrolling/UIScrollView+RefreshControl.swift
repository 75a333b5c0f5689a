import Foundation

/// Hanging a `UIRefreshControl` above the content (R25.2).
extension UIScrollView {
    /// Swaps the refresh control in the view tree: the old one leaves (giving back the room it
    /// took while refreshing), the new one sits just above the content.
    func refreshControlDidChange(from old: UIRefreshControl?) {
        guard old !== refreshControl else { return }
        if let old {
            old.detach()
            if old.superview === self { old.removeFromSuperview() }
        }
        guard let control = refreshControl else { return }
        control.attach(to: self)
        if control.superview !== self { addSubview(control) }
        control.scrollViewDidMove()
    }
}
