import Foundation

// Where the navigation bar puts things (R16.5–R16.8). Leading side: the back button (chevron and
// the previous item's back title) unless the top item hides it or has left items that do not
// supplement it, then the left items, first outermost. Trailing side: the right items, first at
// the trailing edge. The title (or title view) is centred in the bar when it fits between the
// two sides, else centred in the room between them. A prompt adds a row above; a large title a
// row below, its text at the leading margin.

extension UINavigationBar {
    /// The margin at either end, and the space between items.
    static let edgeMargin: CGFloat = 8
    /// The large title's leading margin, as UIKit's.
    static let largeTitleMargin: CGFloat = 16

    /// Makes the item views again for the top item: custom views as they are, the other items
    /// in a `BarButtonView` each (reused while the item stays).
    func rebuildItemViews() {
        let old = leftViews + rightViews
        func views(for items: [UIBarButtonItem]) -> [UIView] {
            items.filter { !$0.isHidden }.map { item in
                if let custom = item.customView { return custom }
                if let existing = old.first(where: { ($0 as? BarButtonView)?.item === item }) { return existing }
                return BarButtonView(item: item)
            }
        }
        let top = topItem
        let newLeft = views(for: top?.leftBarButtonItems ?? [])
        let newRight = views(for: top?.rightBarButtonItems ?? [])
        for view in old where !(newLeft + newRight).contains(where: { $0 === view }) {
            (view as? BarButtonView)?.detach()
            view.removeFromSuperview()
        }
        leftViews = newLeft
        rightViews = newRight
        for view in leftViews + rightViews where view.superview !== self { addSubview(view) }
        if shownTitleView !== top?.titleView {
            shownTitleView?.removeFromSuperview()
            shownTitleView = top?.titleView
            if let titleView = shownTitleView { addSubview(titleView) }
        }
    }

    /// Whether the back button shows: there is an item below, the top one does not hide it, and
    /// its left items (if any) supplement it.
    var showsBackButton: Bool {
        guard let top = topItem, backItem != nil, !top.hidesBackButton else { return false }
        return (top.leftBarButtonItems ?? []).isEmpty || top.leftItemsSupplementBackButton
    }

    private func width(of view: UIView) -> CGFloat {
        if let button = view as? BarButtonView { return button.contentWidth }
        if view.frame.width > 0 { return view.frame.width }
        return view.sizeThatFits(CGSize(width: bounds.width, height: Self.standardHeight)).width
    }

    private func height(of view: UIView) -> CGFloat {
        if view is BarButtonView { return Self.standardHeight }
        if view.frame.height > 0 { return min(view.frame.height, Self.standardHeight) }
        return min(view.sizeThatFits(CGSize(width: bounds.width, height: Self.standardHeight)).height, Self.standardHeight)
    }

    /// Places the back button, the items, the title, the prompt and the large title.
    func layOutContents() {
        let appearance = effectiveAppearance
        let top = topItem
        let rowY = top?.prompt != nil ? Self.promptHeight : 0
        func place(_ view: UIView, x: CGFloat, width: CGFloat) {
            let h = height(of: view)
            view.frame = CGRect(x: x, y: rowY + (Self.standardHeight - h) / 2, width: width, height: h)
        }

        promptLabel.isHidden = top?.prompt == nil
        promptLabel.text = top?.prompt
        promptLabel.frame = CGRect(x: Self.edgeMargin, y: 6, width: max(0, bounds.width - 2 * Self.edgeMargin), height: Self.promptHeight - 6)

        var leading = Self.edgeMargin
        backButton.isHidden = !showsBackButton
        if showsBackButton {
            backButton.backTitle = backItem?.backTitle
            let w = backButton.contentWidth
            place(backButton, x: leading - Self.edgeMargin, width: w)
            leading += w - Self.edgeMargin
        }
        for view in leftViews {
            let w = width(of: view)
            place(view, x: leading, width: w)
            leading += w
        }
        var trailing = bounds.width - Self.edgeMargin
        for view in rightViews {
            let w = width(of: view)
            trailing -= w
            place(view, x: trailing, width: w)
        }

        // The title, centred in the bar if it fits between the sides, else in the room left.
        let attributes = titleAttributes(appearance)
        titleLabel.font = attributes.font
        titleLabel.textColor = attributes.color
        let large = showsLargeTitle
        titleLabel.text = large ? nil : top?.title
        titleLabel.isHidden = top?.titleView != nil || large
        let room = max(0, trailing - leading - 2 * Self.edgeMargin)
        if let titleView = shownTitleView {
            let w = min(width(of: titleView), room)
            let x = centredX(width: w, leading: leading, trailing: trailing)
            place(titleView, x: x, width: w)
        } else {
            let w = min((titleLabel.text ?? "").size(withAttributes: [.font: attributes.font]).width.rounded(.up) + 2, room)
            place(titleLabel, x: centredX(width: w, leading: leading, trailing: trailing), width: w)
        }

        largeTitleLabel.isHidden = !large
        if large {
            let largeAttributes = largeTitleAttributes(appearance)
            largeTitleLabel.font = largeAttributes.font
            largeTitleLabel.textColor = largeAttributes.color
            largeTitleLabel.text = top?.title
            largeTitleLabel.frame = CGRect(x: Self.largeTitleMargin, y: rowY + Self.standardHeight,
                                           width: max(0, bounds.width - 2 * Self.largeTitleMargin), height: Self.largeTitleHeight - 8)
        }
        if isRightToLeft {   // R36.14: the leading side (back button, left items) at the right
            for view in [backButton, titleLabel] + leftViews + rightViews + [shownTitleView].compactMap({ $0 }) {
                view.frame = Self.mirrored(view.frame, inWidth: bounds.width)
            }
        }
    }

    private func centredX(width: CGFloat, leading: CGFloat, trailing: CGFloat) -> CGFloat {
        let centred = (bounds.width - width) / 2
        if centred >= leading + Self.edgeMargin, centred + width <= trailing - Self.edgeMargin { return centred }
        return leading + Self.edgeMargin + max(0, (trailing - leading - 2 * Self.edgeMargin - width) / 2)
    }

    /// The title's font and colour: the bar's attributes, else the appearance's, else 17 pt
    /// semibold in the label colour.
    func titleAttributes(_ appearance: UINavigationBarAppearance) -> (font: UIFont, color: UIColor) {
        let attributes = titleTextAttributes ?? appearance.titleTextAttributes
        return (attributes[.font] as? UIFont ?? .systemFont(ofSize: 17, weight: .semibold),
                attributes[.foregroundColor] as? UIColor ?? .label)
    }

    /// The large title's font and colour: 34 pt bold in the label colour unless set.
    func largeTitleAttributes(_ appearance: UINavigationBarAppearance) -> (font: UIFont, color: UIColor) {
        let attributes = largeTitleTextAttributes ?? appearance.largeTitleTextAttributes
        return (attributes[.font] as? UIFont ?? .boldSystemFont(ofSize: 34),
                attributes[.foregroundColor] as? UIColor ?? .label)
    }
}
