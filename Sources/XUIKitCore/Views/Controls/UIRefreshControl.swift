import Foundation

/// Pull to refresh: a control above a scroll view's content that starts a refresh when the
/// user pulls the content down far enough, as UIKit's.
///
/// ```swift
/// let refresh = UIRefreshControl()
/// refresh.addTarget(self, action: #selector(reload), for: .valueChanged)
/// tableView.refreshControl = refresh
/// // when the data has arrived:
/// refresh.endRefreshing()
/// ```
///
/// R25.2: a finger or mouse drag that pulls the content `triggerDistance` (100 pt) below its
/// resting place sends `.valueChanged` once and starts the spinner; when the drag ends the
/// content rests `height` (60 pt) lower, showing the spinner, until `endRefreshing()`. UIKit does
/// not document its distance; 100 pt is XUIKit's choice. The mouse wheel and touchpad scrolling
/// stop at the top and cannot pull, as on a Mac: on the desktop give the refresh a command of its
/// own too (a key command such as ⌘R that calls your action and `beginRefreshing()`).
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
    /// How far below its resting place the content must be pulled to start a refresh.
    public static let triggerDistance: CGFloat = 100
    /// The control's height, and the room it takes above the content while refreshing.
    public static let height: CGFloat = 60

    /// The spinner: turning while refreshing, drawn by how far the pull has come before that.
    let spinner = UIActivityIndicatorView(style: .medium)
    private let titleLabel = UILabel(frame: .zero)
    private weak var scrollView: UIScrollView?
    private var refreshing = false
    /// The room added to the scroll view's top inset while refreshing.
    private var insetAdded: CGFloat = 0
    /// False from a pull's trigger until the drag ends, so one pull sends one `.valueChanged`.
    private var armed = true

    /// A refresh control, not refreshing.
    public init() {
        super.init(frame: CGRect(x: 0, y: -Self.height, width: 320, height: Self.height))
        isOpaque = false
        // Shown by its alpha (the pull's progress), so not hidden while stopped.
        spinner.hidesWhenStopped = false
        spinner.isHidden = false
        spinner.alpha = 0
        spinner.color = .systemGray
        addSubview(spinner)
        titleLabel.font = .systemFont(ofSize: 13)
        titleLabel.textColor = .secondaryLabel
        titleLabel.textAlignment = .center
        addSubview(titleLabel)
    }

    /// A refresh control; the frame is set by the scroll view it is given to.
    public override convenience init(frame: CGRect) {
        self.init()
    }

    /// XUIKit does not load views from archives; this initializer always fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Whether a refresh is under way: from a pull past the trigger (or `beginRefreshing()`) to
    /// `endRefreshing()`.
    open var isRefreshing: Bool { refreshing }

    /// A title shown under the spinner; nil by default.
    open var attributedTitle: NSAttributedString? {
        didSet {
            titleLabel.attributedText = attributedTitle
            setNeedsLayout()
        }
    }

    /// The spinner's colour (grey until set).
    open override var tintColor: UIColor! {
        didSet { spinner.color = tintColor ?? .systemGray }
    }

    /// Starts a refresh in code: the spinner turns and the content makes room for it. As in
    /// UIKit, no `.valueChanged` is sent, and the content does not scroll to show it.
    open func beginRefreshing() {
        guard !refreshing else { return }
        refreshing = true
        spinner.alpha = 1
        spinner.startAnimating()
        makeRoom()
    }

    /// Ends the refresh: the spinner stops and the content glides back to its resting place.
    open func endRefreshing() {
        guard refreshing else { return }
        refreshing = false
        spinner.stopAnimating()
        spinner.alpha = 0
        guard let scrollView, insetAdded != 0 else { return }
        let before = scrollView.contentOffset
        scrollView.contentInset.top -= insetAdded
        insetAdded = 0
        guard !scrollView.isDragging else { return }
        // The content glides back from where it was (a resting scroll view would jump with its inset).
        let resting = scrollView.clampedOffset(before)
        if scrollView.contentOffset != before { scrollView.setContentOffset(before, animated: false) }
        if resting != before { scrollView.setContentOffset(resting, animated: true) }
    }

    /// Lays out the spinner in the middle (higher with a title) and the title under it.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let hasTitle = (attributedTitle?.length ?? 0) > 0
        let spinnerSize = spinner.intrinsicContentSize
        let centreY = hasTitle ? bounds.midY - 9 : bounds.midY
        spinner.frame = CGRect(x: (bounds.width - spinnerSize.width) / 2, y: centreY - spinnerSize.height / 2,
                               width: spinnerSize.width, height: spinnerSize.height)
        titleLabel.isHidden = !hasTitle
        titleLabel.frame = CGRect(x: 8, y: spinner.frame.maxY + 4, width: max(0, bounds.width - 16), height: 16)
    }

    // MARK: - Following the scroll view (UIScrollView+RefreshControl.swift)

    /// Given to `scrollView` as its `refreshControl`.
    func attach(to scrollView: UIScrollView) {
        self.scrollView = scrollView
    }

    /// Taken away from its scroll view: gives back the room it took.
    func detach() {
        if let scrollView, insetAdded != 0 { scrollView.contentInset.top -= insetAdded }
        insetAdded = 0
        scrollView = nil
    }

    /// How far the content is pulled below its resting place (0 when it is not).
    var pullDistance: CGFloat {
        guard let scrollView else { return 0 }
        let restingTop = scrollView.adjustedContentInset.top - insetAdded
        return max(0, -(scrollView.contentOffset.y + restingTop))
    }

    /// Every offset change: keeps the control above the content, shows the spinner as the pull
    /// grows, and starts a refresh when a drag pulls past `triggerDistance`.
    func scrollViewDidMove() {
        guard let scrollView else { return }
        let frame = CGRect(x: 0, y: -Self.height, width: scrollView.bounds.width, height: Self.height)
        if self.frame != frame { self.frame = frame }
        let pull = pullDistance
        guard !refreshing else { return }
        spinner.alpha = min(1, pull / Self.triggerDistance)
        if scrollView.isDragging, armed, pull >= Self.triggerDistance {
            armed = false
            refreshing = true
            spinner.alpha = 1
            spinner.startAnimating()
            sendActions(for: .valueChanged)
        }
    }

    /// The drag ends: a refresh it started keeps its room, so the content rests below the
    /// spinner; the next drag may trigger again.
    func scrollViewWillEndDragging() {
        armed = true
        if refreshing { makeRoom() }
    }

    /// Grows the top inset by the control's height, leaving the content where it is (a resting
    /// scroll view would otherwise move with its inset).
    private func makeRoom() {
        guard let scrollView, insetAdded == 0 else { return }
        let before = scrollView.contentOffset
        insetAdded = Self.height
        scrollView.contentInset.top += insetAdded
        if scrollView.contentOffset != before { scrollView.setContentOffset(before, animated: false) }
    }
}
