import Foundation

// Insets for bars (R16.12). A scroll view under a navigation bar, toolbar or tab bar has those
// bars in its safe area; `adjustedContentInset` is `contentInset` plus the safe-area insets on the
// edges `contentInsetAdjustmentBehavior` picks:
// - `.never`: none.
// - `.always`: all four.
// - `.scrollableAxes`: top and bottom when the view scrolls vertically (content plus
//   `contentInset` taller than the bounds, or `alwaysBounceVertical`), left and right when it
//   scrolls horizontally.
// - `.automatic` (the default): as `.scrollableAxes`, and top and bottom always when the scroll
//   view is (in) the view of a controller shown by a navigation or tab bar controller, as
//   Apple's documentation says.
// When the inset changes while the content rests against its leading edge
// (`contentOffset.y == -oldInset.top`), the content stays against it: the offset becomes
// `-newInset.top`. So the first `contentOffset.y` under a 44 pt bar is -44 and row 0 shows below
// the bar.

extension UIScrollView {
    /// How a scroll view adds its safe area to `contentInset` (UIKit's raw values).
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// As `.scrollableAxes`, and always vertically in a navigation or tab bar controller.
        case automatic = 0
        /// Along the axes the view scrolls.
        case scrollableAxes = 1
        /// Never.
        case never = 2
        /// Always, on every edge.
        case always = 3
    }

    /// The insets `contentInsetAdjustmentBehavior` asks for now.
    func computedAdjustedContentInset() -> UIEdgeInsets {
        let safe = safeAreaInsets
        let inset = contentInset
        let vertical: Bool, horizontal: Bool
        let scrollsY = alwaysBounceVertical || contentSize.height + inset.top + inset.bottom > bounds.height
        let scrollsX = alwaysBounceHorizontal || contentSize.width + inset.left + inset.right > bounds.width
        switch contentInsetAdjustmentBehavior {
        case .never: vertical = false; horizontal = false
        case .always: vertical = true; horizontal = true
        case .scrollableAxes: vertical = scrollsY; horizontal = scrollsX
        case .automatic: vertical = scrollsY || isShownByBarController; horizontal = scrollsX
        }
        return UIEdgeInsets(top: inset.top + (vertical ? safe.top : 0), left: inset.left + (horizontal ? safe.left : 0),
                            bottom: inset.bottom + (vertical ? safe.bottom : 0), right: inset.right + (horizontal ? safe.right : 0))
    }

    /// Whether the nearest controller whose view holds this one is in a navigation or tab bar
    /// controller.
    private var isShownByBarController: Bool {
        var view: UIView? = self
        while let current = view {
            if let controller = current.owningViewController {
                return controller.navigationController != nil || controller.tabBarController != nil
            }
            view = current.superview
        }
        return false
    }

    /// Recomputes `adjustedContentInset`; on a change keeps content resting at its leading edge
    /// there, and tells the view and its delegate.
    func updateAdjustedContentInset() {
        let new = computedAdjustedContentInset()
        let old = adjustedContentInset
        guard new != old else { return }
        adjustedContentInset = new
        var offset = contentOffset
        if offset.y == -old.top { offset.y = -new.top }
        if offset.x == -old.left { offset.x = -new.left }
        applyContentOffset(offset)
        scrollIndicatorExtentChanged()
        adjustedContentInsetDidChange()
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
    }
}
