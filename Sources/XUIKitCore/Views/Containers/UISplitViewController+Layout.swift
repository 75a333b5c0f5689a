import Foundation

// The split view's desktop layout (R18.30, R18.31): columns tiled left to right with a 1 pt
// separator, or the primary (and supplementary) over a full-width secondary in the `…Over…`
// modes. A column that is not shown has its view out of the hierarchy, so its controller gets
// `viewWillDisappear`/`viewDidDisappear`, and one that shows gets `viewWillAppear`/`viewDidAppear`.
// `show`/`hide` slide the columns in and out over 0.3 s on the presentation layer.

extension UISplitViewController {
    /// The columns a display mode shows, in order.
    static func visibleColumns(for mode: DisplayMode, style: Style) -> [Column] {
        switch mode {
        case .automatic, .secondaryOnly: return [.secondary]
        case .oneBesideSecondary, .oneOverSecondary: return style == .tripleColumn ? [.supplementary, .secondary] : [.primary, .secondary]
        case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary:
            return style == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
        }
    }

    var visibleColumns: [Column] { Self.visibleColumns(for: displayMode, style: style) }

    /// The automatic display mode for a view `width` wide.
    func automaticDisplayMode(forWidth width: CGFloat) -> DisplayMode {
        if width < 640 { return .secondaryOnly }
        if style == .tripleColumn { return width >= 1000 ? .twoBesideSecondary : .oneBesideSecondary }
        return .oneBesideSecondary
    }

    /// The preferred display mode with `.automatic` resolved for the current width.
    var resolvedPreferredDisplayMode: DisplayMode {
        preferredDisplayMode == .automatic ? automaticDisplayMode(forWidth: viewIfLoaded?.bounds.width ?? 1024) : preferredDisplayMode
    }

    /// A width from a preference, a fraction, a default and limits.
    static func columnWidth(preferred: CGFloat, fraction: CGFloat, minimum: CGFloat, maximum: CGFloat, standard: CGFloat,
                            in total: CGFloat) -> CGFloat {
        var width = preferred >= 0 ? preferred : fraction >= 0 ? (fraction * total).rounded() : standard
        if maximum >= 0 { width = min(width, maximum) }
        if minimum >= 0 { width = max(width, minimum) }
        return max(0, min(width, total))
    }

    func primaryWidth(in total: CGFloat) -> CGFloat {
        Self.columnWidth(preferred: preferredPrimaryColumnWidth, fraction: preferredPrimaryColumnWidthFraction,
                         minimum: minimumPrimaryColumnWidth, maximum: maximumPrimaryColumnWidth, standard: 320, in: total)
    }

    func supplementaryWidth(in total: CGFloat) -> CGFloat {
        Self.columnWidth(preferred: preferredSupplementaryColumnWidth, fraction: preferredSupplementaryColumnWidthFraction,
                         minimum: minimumSupplementaryColumnWidth, maximum: maximumSupplementaryColumnWidth, standard: 320, in: total)
    }

    /// Each visible column's frame in `bounds`.
    func columnFrames(in bounds: CGRect) -> [Column: CGRect] {
        let shown = visibleColumns
        var frames: [Column: CGRect] = [:]
        var x = bounds.minX
        for column in shown where column != .secondary {
            let width = column == .primary ? primaryWidth(in: bounds.width) : supplementaryWidth(in: bounds.width)
            frames[column] = CGRect(x: x, y: bounds.minY, width: width, height: bounds.height)
            x += width + 1
        }
        let overlays = displayMode == .oneOverSecondary || displayMode == .twoOverSecondary
        let secondaryX = overlays ? bounds.minX : min(x, bounds.maxX)
        frames[.secondary] = CGRect(x: secondaryX, y: bounds.minY, width: bounds.maxX - secondaryX, height: bounds.height)
        return frames
    }

    // MARK: - Changing

    /// Moves to `mode`: tells the delegate (the new mode, then each column hidden, then each
    /// shown), then lays out, animated when asked (R18.31).
    func changeDisplayMode(to mode: DisplayMode, animated: Bool) {
        let mode = mode == .automatic ? automaticDisplayMode(forWidth: viewIfLoaded?.bounds.width ?? 1024) : mode
        guard mode != displayMode else { return }
        let before = visibleColumns, after = Self.visibleColumns(for: mode, style: style)
        delegate?.splitViewController(self, willChangeTo: mode)
        for column in before where !after.contains(column) { delegate?.splitViewController(self, willHide: column) }
        for column in after where !before.contains(column) { delegate?.splitViewController(self, willShow: column) }
        displayMode = mode
        if isViewLoaded { layOutColumns(animated: animated) }
    }

    /// Puts `controller` in `column` as a child, replacing the one there.
    func install(_ controller: UIViewController?, for column: Column) {
        if let old = columns[column], old !== controller {
            old.willMove(toParent: nil)
            old.viewIfLoaded?.removeFromSuperview()
            old.removeFromParent()
            columns[column] = nil
        }
        guard let controller, columns[column] !== controller else { return }
        addChild(controller)
        columns[column] = controller
        if isViewLoaded { layOutColumns(animated: false) }
        controller.didMove(toParent: self)
    }

    /// Adds, removes and places the column views for the display mode.
    func layOutColumns(animated: Bool) {
        guard let container = viewIfLoaded as? SplitContainerView else { return }
        let frames = columnFrames(in: container.bounds)
        let primaryFrame = frames[.primary]
        container.sidebarBackground.isHidden = primaryBackgroundStyle != .sidebar || primaryFrame == nil
        if let primaryFrame { container.sidebarBackground.frame = primaryFrame }
        for column in [Column.secondary, .supplementary, .primary] {
            guard let view = columns[column]?.view else { continue }
            guard let frame = frames[column] else {
                guard view.superview === container else { continue }
                if animated, let snapshot = PresentationTransition.snapshotView(of: view) {
                    container.addSubview(snapshot)
                    UIView.animate(withDuration: 0.3, animations: {
                        snapshot.transform = CGAffineTransform(translationX: -(snapshot.frame.maxX - container.bounds.minX), y: 0)
                    }, completion: { _ in snapshot.removeFromSuperview() })
                }
                view.removeFromSuperview()
                continue
            }
            let entering = view.superview !== container
            if entering { container.addSubview(view) }
            if animated, !entering, view.frame != frame {
                UIView.animate(withDuration: 0.3) { view.frame = frame }
            } else if view.frame != frame {
                view.frame = frame
            }
            if animated, entering {
                UIView.performWithoutAnimation { view.transform = CGAffineTransform(translationX: -frame.maxX, y: 0) }
                UIView.animate(withDuration: 0.3) { view.transform = .identity }
            }
        }
        // The primary and supplementary columns stay over the secondary (the overlay modes).
        for column in [Column.supplementary, .primary] {
            if let view = columns[column]?.viewIfLoaded, view.superview === container { container.bringSubviewToFront(view) }
        }
    }
}

/// The split view controller's view: the separator colour between the columns, the sidebar
/// tint behind the primary column, and the columns.
@MainActor
final class SplitContainerView: UIView {
    weak var controller: UISplitViewController?
    let sidebarBackground = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .separator
        sidebarBackground.backgroundColor = .secondarySystemBackground
        sidebarBackground.isHidden = true
        sidebarBackground.isUserInteractionEnabled = false
        addSubview(sidebarBackground)
    }

    required init?(coder: NSCoder) { return nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        guard let controller else { return }
        if !controller.hasLaidOutColumns {
            controller.hasLaidOutColumns = true
            if !controller.modeChosenByShowOrHide { controller.displayMode = controller.resolvedPreferredDisplayMode }
        } else if controller.followsAutomaticMode {
            controller.changeDisplayMode(to: controller.resolvedPreferredDisplayMode, animated: false)
        }
        controller.layOutColumns(animated: false)
    }
}
