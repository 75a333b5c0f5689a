import Foundation

// The constraints a stack view installs on itself, with UIKit's identifiers (UISV-…):
// canvas connections at both ends, spacing between neighbours, the distribution's sizes or
// spacer guides, the alignment across the axis, and zero length for hidden views.

extension UIStackView {
    typealias Attribute = NSLayoutConstraint.Attribute

    /// The attributes along the axis (leading edge, trailing edge, centre, length) and across it.
    private var along: (lead: Attribute, trail: Attribute, center: Attribute, size: Attribute) {
        axis == .horizontal ? (.leading, .trailing, .centerX, .width) : (.top, .bottom, .centerY, .height)
    }
    private var across: (lead: Attribute, trail: Attribute, center: Attribute, size: Attribute) {
        axis == .horizontal ? (.top, .bottom, .centerY, .height) : (.leading, .trailing, .centerX, .width)
    }

    private func make(_ identifier: String, _ first: AnyObject, _ attr1: Attribute, _ relation: NSLayoutConstraint.Relation,
                      _ second: AnyObject?, _ attr2: Attribute, multiplier: CGFloat = 1, _ constant: CGFloat = 0,
                      priority: UILayoutPriority = .required) -> NSLayoutConstraint {
        let constraint = NSLayoutConstraint(first, attr1, relation, second, second == nil ? .notAnAttribute : attr2,
                                            second == nil ? 0 : multiplier, constant, priority: priority, origin: .user)
        constraint.identifier = identifier
        return constraint
    }

    /// The gap after `view`: its custom spacing, or `spacing`.
    private func gap(after view: UIView) -> CGFloat {
        guard let custom = customSpacings[ObjectIdentifier(view)] else { return spacing }
        return custom == UIStackView.spacingUseSystem ? 8 : custom
    }

    /// Replaces the arrangement constraints with ones for the current views and settings.
    func rebuildArrangement() {
        arrangementIsStale = false
        NSLayoutConstraint.deactivate(arrangementConstraints)
        spacerGuides.forEach(removeLayoutGuide)
        spacerGuides.removeAll()
        var made: [NSLayoutConstraint] = []
        let canvas: AnyObject = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        let visible = arrangedSubviews.filter { !$0.isHidden }
        let a = along
        // Along the axis: ends, neighbours, and hidden views collapsed where they stand.
        var previous: UIView?
        for view in arrangedSubviews {
            if view.isHidden {
                made.append(make("UISV-hiding", view, a.size, .equal, nil, .notAnAttribute, 0))
                made.append(previous.map { make("UISV-hiding", view, a.lead, .equal, $0, a.trail) }
                            ?? make("UISV-hiding", view, a.lead, .equal, canvas, a.lead))
                continue
            }
            if let previous {
                let relation: NSLayoutConstraint.Relation = distribution == .equalSpacing || distribution == .equalCentering ? .greaterThanOrEqual : .equal
                let baselines = axis == .vertical && isBaselineRelativeArrangement
                made.append(make("UISV-spacing", view, baselines ? .firstBaseline : a.lead, relation,
                                 previous, baselines ? .lastBaseline : a.trail, gap(after: previous)))
            } else {
                made.append(make("UISV-canvas-connection", view, a.lead, .equal, canvas, a.lead))
            }
            previous = view
        }
        if let last = visible.last { made.append(make("UISV-canvas-connection", last, a.trail, .equal, canvas, a.trail)) }
        made += distributionConstraints(visible, canvas: canvas)
        for view in arrangedSubviews { made += alignmentConstraints(view, first: visible.first, canvas: canvas) }
        if alignment != .fill, !visible.isEmpty {
            // Hug the tallest (widest) view across the axis when nothing else sets the size.
            made.append(make("UISV-canvas-fit", canvas, across.size, .equal, nil, .notAnAttribute, 0, priority: UILayoutPriority(49)))
        }
        arrangementConstraints = made
        NSLayoutConstraint.activate(made)
    }

    private func distributionConstraints(_ visible: [UIView], canvas: AnyObject) -> [NSLayoutConstraint] {
        guard let first = visible.first else { return [] }
        let a = along
        var made: [NSLayoutConstraint] = []
        switch distribution {
        case .fill:
            // Equal hugging is ambiguous (UIKit: "resizes based on index"). XUIKit settles it with
            // sub-1 priorities that only break ties: later views keep their size a little more
            // strongly, so the first one stretches or shrinks.
            for (index, view) in visible.enumerated() where index > 0 {
                let intrinsic = axis == .horizontal ? view.intrinsicContentSize.width : view.intrinsicContentSize.height
                guard intrinsic != UIView.noIntrinsicMetric else { continue }
                let tieBreak = UILayoutPriority(Float(min(index, 40)) * 0.02 + 0.01)
                made.append(make("UISV-fill-order", view, a.size, .equal, nil, .notAnAttribute, intrinsic, priority: tieBreak))
            }
        case .fillEqually:
            for view in visible.dropFirst() { made.append(make("UISV-fill-equally", view, a.size, .equal, first, a.size)) }
        case .fillProportionally:
            let sizes = visible.map { view -> CGFloat in
                let size = axis == .horizontal ? view.intrinsicContentSize.width : view.intrinsicContentSize.height
                return max(size, 0)
            }
            let total = sizes.reduce(0, +)
            let spacingTotal = zip(visible, visible.dropFirst()).reduce(0) { $0 + gap(after: $1.0) }
            for (view, size) in zip(visible, sizes) {
                let share = total > 0 ? size / total : 1 / CGFloat(visible.count)
                made.append(make("UISV-fill-proportionally", view, a.size, .equal, canvas, a.size, multiplier: share,
                                 -share * spacingTotal, priority: UILayoutPriority(999)))
            }
        case .equalSpacing, .equalCentering:
            let centering = distribution == .equalCentering
            var firstGuide: UILayoutGuide?
            for (left, right) in zip(visible, visible.dropFirst()) {
                let guide = UILayoutGuide()
                guide.identifier = centering ? "UISV-distributing-center" : "UISV-distributing-edge"
                addLayoutGuide(guide)
                spacerGuides.append(guide)
                made.append(make("UISV-distributing", guide, a.lead, .equal, left, centering ? a.center : a.trail))
                made.append(make("UISV-distributing", guide, a.trail, .equal, right, centering ? a.center : a.lead))
                if let firstGuide { made.append(make("UISV-distributing", guide, a.size, .equal, firstGuide, a.size)) }
                firstGuide = firstGuide ?? guide
            }
        }
        return made
    }

    private func alignmentConstraints(_ view: UIView, first: UIView?, canvas: AnyObject) -> [NSLayoutConstraint] {
        let c = across
        var alignment = self.alignment
        if axis == .vertical, alignment == .firstBaseline || alignment == .lastBaseline { alignment = .fill }
        let bounded = [make("UISV-spanning-boundary", view, c.lead, .greaterThanOrEqual, canvas, c.lead),
                       make("UISV-spanning-boundary", view, c.trail, .lessThanOrEqual, canvas, c.trail)]
        switch alignment {
        case .fill:
            return [make("UISV-alignment", view, c.lead, .equal, canvas, c.lead),
                    make("UISV-alignment", view, c.trail, .equal, canvas, c.trail)]
        case .leading: return [make("UISV-alignment", view, c.lead, .equal, canvas, c.lead), bounded[1]]
        case .trailing: return [make("UISV-alignment", view, c.trail, .equal, canvas, c.trail), bounded[0]]
        case .center: return [make("UISV-alignment", view, c.center, .equal, canvas, c.center)] + bounded
        case .firstBaseline, .lastBaseline:
            let baseline: Attribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
            var made = bounded
            // The group sits at the top; the view reaching highest above the baseline touches it.
            made.append(make("UISV-spanning-fit", view, c.lead, .equal, canvas, c.lead, priority: UILayoutPriority(48)))
            if let first, first !== view, !view.isHidden {
                made.append(make("UISV-alignment", view, baseline, .equal, first, baseline))
            }
            return made
        }
    }
}
