import Foundation

extension UIView {
    // MARK: - Taking part in Auto Layout

    /// Whether the view's frame (set by you or its autoresizing mask) is an input to Auto Layout:
    /// true by default, as in UIKit. Set it to false for a view you position with constraints.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { autoLayout.translatesAutoresizingMaskIntoConstraints }
        set {
            guard newValue != autoLayout.translatesAutoresizingMaskIntoConstraints else { return }
            autoLayout.translatesAutoresizingMaskIntoConstraints = newValue
            if autoLayout.isInEngine { layoutEngineRoot.discardLayoutEngine() }
            setNeedsLayout()
        }
    }

    /// How strongly the view resists growing beyond its intrinsic size on `axis` (250 by default).
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? autoLayout.huggingHorizontal : autoLayout.huggingVertical
    }

    /// Sets how strongly the view resists growing beyond its intrinsic size along `axis`.
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { autoLayout.huggingHorizontal = priority } else { autoLayout.huggingVertical = priority }
        contentPrioritiesDidChange()
    }

    /// How strongly the view resists shrinking below its intrinsic size on `axis` (750 by default).
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? autoLayout.compressionHorizontal : autoLayout.compressionVertical
    }

    /// Sets how strongly the view resists shrinking below its intrinsic size along `axis`.
    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { autoLayout.compressionHorizontal = priority } else { autoLayout.compressionVertical = priority }
        contentPrioritiesDidChange()
    }

    private func contentPrioritiesDidChange() {
        guard autoLayout.isInEngine, let engine = layoutEngineRoot.autoLayout.engine,
              !translatesAutoresizingMaskIntoConstraints else { return }
        engine.installContentSize(self)
        setNeedsLayout()
    }

    /// Called by `invalidateIntrinsicContentSize()`: the engine re-reads the size at the next layout.
    func intrinsicContentSizeDidChangeForLayout() {
        (superview as? UIStackView)?.arrangedSubviewIntrinsicSizeDidChange(self)
        guard autoLayout.isInEngine, let engine = layoutEngineRoot.autoLayout.engine else { return }
        engine.contentDirty.append(self)
        engine.scheduleLayout()
    }

    /// Called when the frame or bounds changed: a translating view's frame is an engine input.
    func frameDidChangeForLayout() {
        guard autoLayout.isInEngine, translatesAutoresizingMaskIntoConstraints else { return }
        window?.scheduleLayoutAndDisplay()
    }

    // MARK: - The update-constraints pass

    /// Whether `updateConstraints()` is due. True for a new view, so the first layout pass asks it.
    public var needsUpdateConstraints: Bool { autoLayout.needsUpdateConstraints }

    /// Asks for `updateConstraints()` before the next layout pass.
    public func setNeedsUpdateConstraints() {
        autoLayout.needsUpdateConstraints = true
        window?.scheduleLayoutAndDisplay()
    }

    /// Runs `updateConstraints()` now on this view and the views below it that need it,
    /// subviews first (as UIKit: constraints are updated bottom-up, layout top-down). A view
    /// controller's root view is asked through the controller's `updateViewConstraints()`.
    public func updateConstraintsIfNeeded() {
        for subview in subviews { subview.updateConstraintsIfNeeded() }
        guard autoLayout.needsUpdateConstraints else { return }
        autoLayout.needsUpdateConstraints = false
        autoLayout.calledSuperUpdateConstraints = false
        if let controller = owningViewController {
            // A controller's root view is updated through the controller, as in UIKit.
            controller.calledSuperUpdateViewConstraints = false
            controller.updateViewConstraints()
            guard controller.calledSuperUpdateViewConstraints else {
                Diagnostics.report("\(type(of: controller)) overrides updateViewConstraints() but does not call super.updateViewConstraints() (UIKit raises an exception here)")
                return
            }
        } else {
            updateConstraints()
        }
        if !autoLayout.calledSuperUpdateConstraints {
            Diagnostics.report("\(type(of: self)) overrides updateConstraints() but does not call super.updateConstraints() (UIKit raises an exception here)")
        }
    }

    // MARK: - Layout

    /// Before a layout pass from this root: update constraints, build or sync the engine, and
    /// mark the superviews of views whose solved frames moved.
    func prepareConstraintBasedLayout() {
        updateConstraintsIfNeeded()
        guard let engine = layoutEngine() else { return }
        engine.sync()
        engine.markChangedFrames()
    }

    /// The root's engine, built on first need. Nil when its tree has no constraints.
    func layoutEngine() -> LayoutEngine? {
        if let engine = autoLayout.engine { return engine }
        guard autoLayout.wantsEngine else { return nil }
        let engine = LayoutEngine(root: self)
        autoLayout.engine = engine
        engine.collectAll()
        return engine
    }

    /// Drops the root's engine; the next layout builds a new one from the tree.
    func discardLayoutEngine() {
        guard let engine = autoLayout.engine else { return }
        engine.detach()
        autoLayout.engine = nil
        autoLayout.wantsEngine = true
        window?.scheduleLayoutAndDisplay()
    }

    /// Gives subviews that do not translate their autoresizing mask their solved frames.
    func applyEngineLayoutToSubviews() {
        guard autoLayout.isInEngine, let engine = layoutEngineRoot.autoLayout.engine else { return }
        engine.sync()
        for subview in subviews where subview.autoLayout.isInEngine && !subview.translatesAutoresizingMaskIntoConstraints {
            if let frame = engine.frame(of: subview) { subview.frame = frame }
        }
    }

    // MARK: - Fitting size

    /// The smallest size that satisfies the view's constraints (`layoutFittingCompressedSize`).
    public static let layoutFittingCompressedSize = CGSize.zero
    /// The largest size that satisfies the view's constraints (`layoutFittingExpandedSize`).
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    /// The size closest to `targetSize` that the view's own constraints and those of its
    /// subtree allow (the target is asked for at `fittingSizeLevel`, 50).
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// As `systemLayoutSizeFitting(_:)`, asking for the target width and height at the given
    /// priorities (`.required` fixes that dimension).
    public func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontal: UILayoutPriority,
                                        verticalFittingPriority vertical: UILayoutPriority) -> CGSize {
        updateConstraintsIfNeeded()
        let engine = LayoutEngine(root: self, fitting: true)
        engine.collectAll()
        guard let item = engine.register(self) else { return targetSize }
        engine.install(NSLayoutConstraint(self, .width, .equal, nil, .notAnAttribute, 0, targetSize.width, priority: horizontal, origin: .fitting))
        engine.install(NSLayoutConstraint(self, .height, .equal, nil, .notAnAttribute, 0, targetSize.height, priority: vertical, origin: .fitting))
        return CGSize(width: engine.value(item.width), height: engine.value(item.height))
    }
}
