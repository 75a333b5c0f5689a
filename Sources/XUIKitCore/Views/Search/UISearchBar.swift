import Foundation

/// A search field with an optional Cancel button and scope bar, built on `UITextField`.
///
/// How the pieces of `Search/` fit:
/// - `UISearchBar` (this file) lays out `searchTextField` (a `UISearchTextField`), the Cancel
///   button and the scope bar (a `UISegmentedControl`), and reports to its `UISearchBarDelegate`
///   (UISearchBarDelegate.swift) through `SearchFieldBridge`: every change the user makes to the
///   text is `searchBar(_:textDidChange:)`, Return is `searchBarSearchButtonClicked` (R18.20).
/// - `UISearchController` owns a search bar, becomes active when its field starts editing, and
///   calls its `searchResultsUpdater` on every change of the text, scope and activity (R18.21);
///   its results controller shows below the bar in the controller that hosts it.
///
/// The bar is 56 pt tall, 100 with its scope bar shown, as UIKit's; it sizes itself when it
/// becomes a table's `tableHeaderView`.
@preconcurrency @MainActor
open class UISearchBar: UIView {
    /// The field the user types into.
    public let searchTextField = UISearchTextField(frame: .zero)
    private let cancelButton = UIButton(type: .system)
    private let scopeBar = UISegmentedControl(items: nil)
    private let bridge = SearchFieldBridge()

    /// The bar's height without and with the scope bar.
    static let barHeight: CGFloat = 56
    static let scopeBarHeight: CGFloat = 44

    /// Told about editing, text changes, the buttons and the scope.
    open weak var delegate: (any UISearchBarDelegate)?

    /// Makes a search bar.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        bridge.searchBar = self
        searchTextField.borderStyle = .roundedRect
        searchTextField.placeholder = SystemStrings.localized("Search")   // R36.7
        searchTextField.returnKeyType = .search
        searchTextField.delegate = bridge
        searchTextField.addAction(UIAction { [weak self] _ in self?.userChangedText() }, for: .editingChanged)
        cancelButton.setTitle(SystemStrings.localized("Cancel"), for: .normal)
        cancelButton.isHidden = true
        cancelButton.addAction(UIAction { [weak self] _ in self?.cancelClicked() }, for: .touchUpInside)
        scopeBar.isHidden = true
        scopeBar.addAction(UIAction { [weak self] _ in self?.scopeChanged() }, for: .valueChanged)
        for view in [searchTextField, cancelButton, scopeBar] as [UIView] { addSubview(view) }
        if frame.height == 0 { self.frame.size.height = Self.barHeight }
    }

    /// Makes a search bar with the standard height; give it a width (or a table) to fill.
    public convenience init() { self.init(frame: CGRect(x: 0, y: 0, width: 320, height: Self.barHeight)) }

    /// XUIKit does not load views from archives; this initializer always fails.
    public required init?(coder: NSCoder) { return nil }

    // MARK: - Content

    /// The search text; "" when empty. Setting it in code calls no delegate method, as UIKit.
    open var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue }
    }
    /// The grey text shown while the field is empty; "Search" by default, in the user's language (R36.7).
    open var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }
    /// A line of text above the field. XUIKit keeps it but does not draw it.
    open var prompt: String?
    /// Whether the Cancel button shows right of the field.
    open var showsCancelButton = false { didSet { cancelButton.isHidden = !showsCancelButton; setNeedsLayout() } }
    /// Shows or hides the Cancel button.
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) { self.showsCancelButton = showsCancelButton }
    /// The titles of the scope buttons, shown under the field when `showsScopeBar` is true.
    open var scopeButtonTitles: [String]? {
        didSet {
            scopeBar.removeAllSegments()
            for (index, title) in (scopeButtonTitles ?? []).enumerated() { scopeBar.insertSegment(withTitle: title, at: index, animated: false) }
            scopeBar.selectedSegmentIndex = (scopeButtonTitles ?? []).isEmpty ? UISegmentedControl.noSegment : min(selectedScopeButtonIndex, (scopeButtonTitles?.count ?? 1) - 1)
            updateScopeBar()
        }
    }
    /// The selected scope button; 0 by default. Setting it in code calls no delegate method.
    open var selectedScopeButtonIndex = 0 {
        didSet { if scopeBar.numberOfSegments > selectedScopeButtonIndex { scopeBar.selectedSegmentIndex = selectedScopeButtonIndex } }
    }
    /// Whether the scope bar shows; false by default.
    open var showsScopeBar = false { didSet { updateScopeBar() } }
    /// Shows or hides the scope bar.
    open func setShowsScope(_ show: Bool, animated: Bool) { showsScopeBar = show }
    /// The bar's style; XUIKit draws `.default` and `.minimal` alike.
    open var searchBarStyle: Style = .default
    /// The tint of the Cancel button and the caret.
    open var barTintColor: UIColor? { didSet { backgroundColor = barTintColor ?? .systemBackground } }
    /// Whether the bar is translucent; kept for API compatibility.
    open var isTranslucent = true

    /// The search bar's styles.
    public enum Style: Int, Sendable {
        /// The standard bar.
        case `default`
        /// A prominent bar; drawn as `.default`.
        case prominent
        /// A bar with no background; drawn as `.default`.
        case minimal
    }

    private var scopeBarShown: Bool { showsScopeBar && !(scopeButtonTitles ?? []).isEmpty }

    /// Shows or hides the scope bar, and grows or shrinks the bar to fit it: a table restacks
    /// its rows under a header that changed height.
    private func updateScopeBar() {
        scopeBar.isHidden = !scopeBarShown
        invalidateIntrinsicContentSize()
        let height = intrinsicContentSize.height
        if frame.height != height, translatesAutoresizingMaskIntoConstraints {
            frame.size.height = height
            superview?.setNeedsLayout()
        }
        setNeedsLayout()
    }

    // MARK: - Layout

    /// 56 pt tall, 100 with the scope bar; no intrinsic width.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: Self.barHeight + (scopeBarShown ? Self.scopeBarHeight : 0))
    }

    /// As wide as offered, as tall as `intrinsicContentSize`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width > 0 ? size.width : bounds.width, height: intrinsicContentSize.height)
    }

    open override func layoutSubviews() {
        let inset: CGFloat = 8
        var fieldWidth = bounds.width - 2 * inset
        if showsCancelButton {
            let width = max(60, cancelButton.intrinsicContentSize.width)
            cancelButton.frame = CGRect(x: bounds.width - inset - width, y: 10, width: width, height: 36)
            fieldWidth -= width + inset
        }
        searchTextField.frame = CGRect(x: inset, y: 10, width: max(0, fieldWidth), height: 36)
        scopeBar.frame = CGRect(x: inset, y: Self.barHeight, width: max(0, bounds.width - 2 * inset), height: 32)
    }

    // MARK: - Reporting to the delegate (R18.20)

    /// Set by a search controller that owns this bar.
    weak var searchController: UISearchController?

    private func userChangedText() {
        delegate?.searchBar(self, textDidChange: text ?? "")
        searchController?.searchBarTextDidChange()
    }

    private func cancelClicked() {
        delegate?.searchBarCancelButtonClicked(self)
        searchController?.searchBarCancelled()
    }

    private func scopeChanged() {
        selectedScopeButtonIndex = scopeBar.selectedSegmentIndex
        delegate?.searchBar(self, selectedScopeButtonIndexDidChange: selectedScopeButtonIndex)
        searchController?.searchBarScopeDidChange()
    }

    func searchButtonClicked() { delegate?.searchBarSearchButtonClicked(self) }
    func textDidBeginEditing() {
        delegate?.searchBarTextDidBeginEditing(self)
        searchController?.searchBarDidBeginEditing()
    }
    func textDidEndEditing() { delegate?.searchBarTextDidEndEditing(self) }
    var cancelButtonForTesting: UIButton { cancelButton }
    var scopeBarForTesting: UISegmentedControl { scopeBar }
}

/// The text field of a `UISearchBar`.
@preconcurrency @MainActor
open class UISearchTextField: UITextField {}

/// Turns the search field's delegate calls into the search bar's (R18.20).
@MainActor
final class SearchFieldBridge: UITextFieldDelegate {
    weak var searchBar: UISearchBar?

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        guard let searchBar else { return true }
        return searchBar.delegate?.searchBarShouldBeginEditing(searchBar) ?? true
    }
    func textFieldDidBeginEditing(_ textField: UITextField) { searchBar?.textDidBeginEditing() }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        guard let searchBar else { return true }
        return searchBar.delegate?.searchBarShouldEndEditing(searchBar) ?? true
    }
    func textFieldDidEndEditing(_ textField: UITextField) { searchBar?.textDidEndEditing() }
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        guard let searchBar else { return true }
        return searchBar.delegate?.searchBar(searchBar, shouldChangeTextIn: range, replacementText: string) ?? true
    }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        searchBar?.searchButtonClicked()
        return true
    }
}
