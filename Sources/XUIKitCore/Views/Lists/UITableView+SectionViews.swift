import Foundation

/// Section headers and footers on screen (R25.4): the delegate's views (`viewForHeaderInSection`,
/// `viewForFooterInSection`), else a label view for the data source's title. Only sections on
/// screen have views; a reusable view that leaves goes back to its queue. In the plain style a
/// header sticks to the top of the visible area while its section's rows pass under it.
extension UITableView {
    /// Shows the headers and footers of the sections on screen and lets the others go.
    func tileSectionHeadersAndFooters() {
        var onScreen = Set<Int>()
        if var section = geometry.section(atY: max(bounds.minY, geometry.sections.first?.top ?? 0)) {
            while section < geometry.sections.count, geometry.sections[section].top < bounds.maxY {
                onScreen.insert(section)
                section += 1
            }
        }
        for section in Set(headerViews.keys).union(footerViews.keys) where !onScreen.contains(section) {
            removeSectionView(section: section, header: true)
            removeSectionView(section: section, header: false)
        }
        for section in onScreen.sorted() {
            let info = geometry.sections[section]
            var headerFrame = CGRect(x: 0, y: info.top, width: bounds.width, height: info.headerHeight)
            if style == .plain {
                let pinned = min(max(info.top, bounds.minY + adjustedContentInset.top), info.bottom - info.footerHeight - info.headerHeight)
                headerFrame.origin.y = max(info.top, pinned)
            }
            placeSectionView(section: section, header: true, frame: headerFrame)
            placeSectionView(section: section, header: false,
                             frame: CGRect(x: 0, y: info.bottom - info.footerHeight, width: bounds.width, height: info.footerHeight))
        }
    }

    /// Removes every section view (a reload asks for them again).
    func removeAllSectionViews() {
        for section in Set(headerViews.keys).union(footerViews.keys) {
            removeSectionView(section: section, header: true)
            removeSectionView(section: section, header: false)
        }
    }

    /// R25.4: after an update, the header and footer views follow their sections to their new
    /// indexes (those of deleted sections leave). Returns the frames the remaining views showed,
    /// for `glideSectionViews(from:)`.
    func remapSectionViews(with mapping: TableUpdateMapping) -> [ObjectIdentifier: CGRect] {
        var frames: [ObjectIdentifier: CGRect] = [:]
        for header in [true, false] {
            var remapped: [Int: UIView] = [:]
            for (old, view) in header ? headerViews : footerViews {
                if mapping.newSectionForOld.indices.contains(old), let new = mapping.newSectionForOld[old] {
                    remapped[new] = view
                    frames[ObjectIdentifier(view)] = view.presentedUntransformedFrame
                } else {
                    recycleSectionView(view)
                    if header {
                        tableDelegate?.tableView(self, didEndDisplayingHeaderView: view, forSection: old)
                    } else {
                        tableDelegate?.tableView(self, didEndDisplayingFooterView: view, forSection: old)
                    }
                }
            }
            if header { headerViews = remapped } else { footerViews = remapped }
        }
        return frames
    }

    /// Animates the section views that stayed from their old frames to their new ones, with the
    /// rows (R25.5).
    func glideSectionViews(from frames: [ObjectIdentifier: CGRect]) {
        var finals: [(UIView, CGRect)] = []
        UIView.performWithoutAnimation {
            for view in Array(headerViews.values) + Array(footerViews.values) {
                guard let old = frames[ObjectIdentifier(view)], old != view.frame else { continue }
                finals.append((view, view.frame))
                view.frame = old
            }
        }
        guard !finals.isEmpty else { return }
        UIView.animate(withDuration: Self.rowAnimationDuration, delay: 0, options: [.allowUserInteraction]) {
            for (view, frame) in finals { view.frame = frame }
        }
    }

    /// The height the delegate's view for a section with an automatic height asks for: its
    /// fitting height at the table's width when its constraints give one, else its frame's
    /// height; nil when the delegate gives no view or the view has no height.
    func measuredSectionViewHeight(for section: Int, header: Bool) -> CGFloat? {
        guard let view = delegateSectionView(section: section, header: header) else { return nil }
        // A view the delegate keeps and shows already stays where it is.
        let shown = headerViews.values.contains { $0 === view } || footerViews.values.contains { $0 === view }
        defer { if !shown { recycleSectionView(view) } }
        let fitted = view.systemLayoutSizeFitting(CGSize(width: bounds.width, height: 0),
                                                  withHorizontalFittingPriority: .required,
                                                  verticalFittingPriority: .fittingSizeLevel).height
        if fitted > 0, fitted.isFinite { return fitted.rounded(.up) }
        return view.frame.height > 0 ? view.frame.height : nil
    }

    private func delegateSectionView(section: Int, header: Bool) -> UIView? {
        guard let delegate = tableDelegate else { return nil }
        return header ? delegate.tableView(self, viewForHeaderInSection: section)
                      : delegate.tableView(self, viewForFooterInSection: section)
    }

    private func sectionView(section: Int, header: Bool) -> UIView? {
        header ? headerViews[section] : footerViews[section]
    }

    private func setSectionView(_ view: UIView?, section: Int, header: Bool) {
        if header { headerViews[section] = view } else { footerViews[section] = view }
    }

    /// Gives the section's header or footer its frame, asking the delegate (then the data
    /// source's title) for a view when the section comes on screen.
    private func placeSectionView(section: Int, header: Bool, frame: CGRect) {
        guard frame.height > 0 else {
            removeSectionView(section: section, header: header)
            return
        }
        if let view = sectionView(section: section, header: header) {
            if let label = view as? TableHeaderFooterLabelView {
                guard let title = sectionTitle(for: section, header: header) else {
                    removeSectionView(section: section, header: header)
                    return
                }
                label.title = title
            }
            view.frame = frame
            if header, style == .plain, subviews.last !== view { bringSubviewToFront(view) }
            return
        }
        let view: UIView
        if let custom = delegateSectionView(section: section, header: header) {
            view = custom
        } else if let title = sectionTitle(for: section, header: header) {
            let label = TableHeaderFooterLabelView(style: style, isHeader: header)
            label.title = title
            view = label
        } else {
            return
        }
        setSectionView(view, section: section, header: header)
        view.isHidden = false
        if view.superview !== self { addSubview(view) } else { bringSubviewToFront(view) }
        view.frame = frame
        if header {
            tableDelegate?.tableView(self, willDisplayHeaderView: view, forSection: section)
        } else {
            tableDelegate?.tableView(self, willDisplayFooterView: view, forSection: section)
        }
    }

    private func removeSectionView(section: Int, header: Bool) {
        guard let view = sectionView(section: section, header: header) else { return }
        setSectionView(nil, section: section, header: header)
        recycleSectionView(view)
        if header {
            tableDelegate?.tableView(self, didEndDisplayingHeaderView: view, forSection: section)
        } else {
            tableDelegate?.tableView(self, didEndDisplayingFooterView: view, forSection: section)
        }
    }
}
