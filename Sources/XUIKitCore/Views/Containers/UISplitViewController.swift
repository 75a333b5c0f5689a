import Foundation

/// Side-by-side columns: a sidebar (primary), an optional supplementary column and the content
/// (secondary), laid out as Mac Catalyst lays them out on the desktop (R18.30).
///
/// How the pieces fit: this file holds the model (style, columns, display mode, widths and the
/// delegate); `UISplitViewController+Layout.swift` turns it into frames, moves column views in and
/// out of the view (their appearance callbacks follow) and animates `show`/`hide`;
/// `UISplitViewControllerDelegate.swift` is the delegate.
///
/// Widths: `preferredPrimaryColumnWidth` when set, else `preferredPrimaryColumnWidthFraction` of
/// the width when set, else 320 pt; clamped to the minimum and maximum widths when set. The
/// supplementary column alike (320 pt by default). `.automatic` display mode: every column
/// beside the secondary when the window is wide enough (640 pt for two columns, 1000 for
/// three), fewer when narrower, the secondary alone below 640.
@preconcurrency @MainActor
open class UISplitViewController: UIViewController {
    /// The column layout a split view controller is made with.
    public enum Style: Int, Sendable {
        /// The classic two-controller `viewControllers` interface.
        case unspecified = 0
        /// A primary and a secondary column.
        case doubleColumn = 1
        /// A primary, a supplementary and a secondary column.
        case tripleColumn = 2
    }

    /// A column.
    public enum Column: Int, Sendable {
        /// The sidebar.
        case primary = 0
        /// The middle column of a triple-column split.
        case supplementary = 1
        /// The content.
        case secondary = 2
        /// The controller shown in a compact environment; the desktop never shows it.
        case compact = 3
    }

    /// Which columns show, and how.
    public enum DisplayMode: Int, Sendable {
        /// The system's choice (the rule in the type's comment).
        case automatic = 0
        /// The secondary column alone.
        case secondaryOnly = 1
        /// One column (the primary, or a triple split's supplementary) beside the secondary.
        case oneBesideSecondary = 2
        /// One column over the secondary, which keeps the full width.
        case oneOverSecondary = 3
        /// The primary and supplementary columns beside the secondary.
        case twoBesideSecondary = 4
        /// The primary and supplementary columns over the secondary.
        case twoOverSecondary = 5
        /// Drawn as `.twoBesideSecondary`.
        case twoDisplaceSecondary = 6

        /// The pre-iOS 14 name of `.secondaryOnly`.
        public static let primaryHidden = DisplayMode.secondaryOnly
        /// The pre-iOS 14 name of `.oneBesideSecondary`.
        public static let allVisible = DisplayMode.oneBesideSecondary
        /// The pre-iOS 14 name of `.oneOverSecondary`.
        public static let primaryOverlay = DisplayMode.oneOverSecondary
    }

    /// How the primary column's background is drawn.
    public enum BackgroundStyle: Int, Sendable {
        /// The column's own view draws it.
        case none = 0
        /// A sidebar: the column is tinted (secondary system background) where its view is clear.
        case sidebar = 1
    }

    /// How columns share the width; the desktop tiles them unless the display mode overlays.
    public enum SplitBehavior: Int, Sendable {
        /// The system's choice: tile.
        case automatic
        /// Columns side by side.
        case tile
        /// Columns over the secondary.
        case overlay
        /// Columns push the secondary aside; drawn as `.tile`.
        case displace
    }

    /// Means "no preference" for the width settings.
    public static let automaticDimension: CGFloat = -1

    /// The style given at creation.
    public let style: Style
    /// Told when columns show or hide and the display mode changes.
    open weak var delegate: (any UISplitViewControllerDelegate)?
    /// The display mode asked for; `.automatic` by default.
    open var preferredDisplayMode: DisplayMode = .automatic {
        didSet {
            guard preferredDisplayMode != oldValue else { return }
            modeChosenByShowOrHide = false
            changeDisplayMode(to: resolvedPreferredDisplayMode, animated: false)
        }
    }
    /// The column arrangement asked for; kept, `.tile` is drawn.
    open var preferredSplitBehavior: SplitBehavior = .automatic
    /// The display mode in effect.
    public internal(set) var displayMode: DisplayMode = .secondaryOnly
    /// The primary column's width; `automaticDimension` (320 pt) by default.
    open var preferredPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension { didSet { viewIfLoaded?.setNeedsLayout() } }
    /// The primary column's width as a fraction of the view's; `automaticDimension` by default.
    open var preferredPrimaryColumnWidthFraction: CGFloat = UISplitViewController.automaticDimension { didSet { viewIfLoaded?.setNeedsLayout() } }
    /// The smallest primary width; `automaticDimension` for none.
    open var minimumPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension { didSet { viewIfLoaded?.setNeedsLayout() } }
    /// The largest primary width; `automaticDimension` for none.
    open var maximumPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension { didSet { viewIfLoaded?.setNeedsLayout() } }
    /// The supplementary column's width; `automaticDimension` (320 pt) by default.
    open var preferredSupplementaryColumnWidth: CGFloat = UISplitViewController.automaticDimension { didSet { viewIfLoaded?.setNeedsLayout() } }
    /// The supplementary column's width as a fraction of the view's.
    open var preferredSupplementaryColumnWidthFraction: CGFloat = UISplitViewController.automaticDimension { didSet { viewIfLoaded?.setNeedsLayout() } }
    /// The smallest supplementary width; `automaticDimension` for none.
    open var minimumSupplementaryColumnWidth: CGFloat = UISplitViewController.automaticDimension { didSet { viewIfLoaded?.setNeedsLayout() } }
    /// The largest supplementary width; `automaticDimension` for none.
    open var maximumSupplementaryColumnWidth: CGFloat = UISplitViewController.automaticDimension { didSet { viewIfLoaded?.setNeedsLayout() } }
    /// The primary column's background; `.none` by default.
    open var primaryBackgroundStyle: BackgroundStyle = .none { didSet { viewIfLoaded?.setNeedsLayout() } }
    /// Whether the display mode may be changed by gestures; kept for API compatibility.
    open var presentsWithGesture = true
    /// Whether a toggle-sidebar button shows; kept for API compatibility.
    open var showsSecondaryOnlyButton = false
    /// On the desktop the split view never collapses into one column.
    open var isCollapsed: Bool { false }

    /// The controllers of each column.
    var columns: [Column: UIViewController] = [:]
    /// Set by `show`/`hide`, so the automatic mode no longer follows the width.
    var modeChosenByShowOrHide = false
    /// Whether the view has been laid out: the first display mode is taken without telling the
    /// delegate.
    var hasLaidOutColumns = false
    /// Whether layout picks the display mode from the preference and the width.
    var followsAutomaticMode: Bool { !modeChosenByShowOrHide }

    /// Makes a split view controller with the classic `viewControllers` interface.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .unspecified
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Makes a split view controller with columns.
    public init(style: Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    /// XUIKit does not load view controllers from archives; this initializer always fails.
    public required init?(coder: NSCoder) { return nil }

    /// Makes the view that holds the columns (UISplitViewController+Layout.swift).
    open override func loadView() {
        let container = SplitContainerView(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
        container.controller = self
        view = container
    }

    // MARK: - Columns

    /// The column controllers: primary and secondary (and the supplementary between them in a
    /// triple split), in column order. Setting it (`.unspecified` style) makes the first the
    /// primary and the last the secondary.
    open var viewControllers: [UIViewController] {
        get { [Column.primary, .supplementary, .secondary].compactMap { columns[$0] } }
        set {
            let slots: [Column] = newValue.count >= 3 ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
            for column in [Column.primary, .supplementary, .secondary] where !slots.contains(column) { install(nil, for: column) }
            for (controller, column) in zip(newValue, slots) { install(controller, for: column) }
            for (column, controller) in columns where !newValue.contains(where: { $0 === controller }) { install(nil, for: column) }
        }
    }

    /// Puts `vc` in `column`, replacing what was there. A `.supplementary` column in a
    /// double-column split is reported and ignored (UIKit raises).
    open func setViewController(_ vc: UIViewController?, for column: Column) {
        if column == .supplementary, style != .tripleColumn {
            Diagnostics.report("setViewController(_:for: .supplementary) needs a .tripleColumn split view controller; ignored")
            return
        }
        install(vc, for: column)
    }

    /// The controller in `column`, as set.
    open func viewController(for column: Column) -> UIViewController? { columns[column] }

    /// Shows `column`'s controller in the secondary column (the classic detail).
    open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        install(vc, for: .secondary)
        if displayMode == .oneOverSecondary || displayMode == .twoOverSecondary { changeDisplayMode(to: .secondaryOnly, animated: true) }
    }

    /// Makes `column` visible, changing the display mode as needed, animated (R18.31).
    open func show(_ column: Column) {
        modeChosenByShowOrHide = true
        let wide = (viewIfLoaded?.bounds.width ?? 1024) >= 640
        switch (style, column) {
        case (.tripleColumn, .primary): changeDisplayMode(to: wide ? .twoBesideSecondary : .twoOverSecondary, animated: true)
        case (.tripleColumn, .supplementary):
            if displayMode == .secondaryOnly { changeDisplayMode(to: wide ? .oneBesideSecondary : .oneOverSecondary, animated: true) }
        case (_, .primary):
            if displayMode == .secondaryOnly { changeDisplayMode(to: wide ? .oneBesideSecondary : .oneOverSecondary, animated: true) }
        case (_, .secondary):
            if displayMode == .oneOverSecondary || displayMode == .twoOverSecondary { changeDisplayMode(to: .secondaryOnly, animated: true) }
        default: break
        }
    }

    /// Hides `column`, changing the display mode as needed, animated (R18.31).
    open func hide(_ column: Column) {
        modeChosenByShowOrHide = true
        switch (style, column) {
        case (.tripleColumn, .primary):
            if displayMode == .twoBesideSecondary || displayMode == .twoOverSecondary || displayMode == .twoDisplaceSecondary {
                changeDisplayMode(to: .oneBesideSecondary, animated: true)
            }
        case (.tripleColumn, .supplementary), (_, .primary):
            if displayMode != .secondaryOnly { changeDisplayMode(to: .secondaryOnly, animated: true) }
        default: break
        }
    }

    /// The primary column's width now (0 when hidden).
    open var primaryColumnWidth: CGFloat { visibleColumns.contains(.primary) ? primaryWidth(in: viewIfLoaded?.bounds.width ?? 0) : 0 }
    /// The supplementary column's width now (0 when hidden).
    open var supplementaryColumnWidth: CGFloat {
        visibleColumns.contains(.supplementary) ? supplementaryWidth(in: viewIfLoaded?.bounds.width ?? 0) : 0
    }
}

extension UIViewController {
    /// The nearest split view controller up the parent chain.
    public var splitViewController: UISplitViewController? {
        var current = parent
        while let controller = current {
            if let split = controller as? UISplitViewController { return split }
            current = controller.parent
        }
        return nil
    }

    /// `showDetailViewController(_:sender:)`'s default: a split view controller up the chain
    /// puts `vc` in its secondary column; with none, it is presented.
    func showAsDetail(_ vc: UIViewController, sender: Any?) {
        if let split = splitViewController { split.showDetailViewController(vc, sender: sender) } else { present(vc, animated: true) }
    }
}
