import Foundation

/// A view controller whose view is a collection view it serves as data source and delegate, as
/// UIKit's (§42, R42.5).
///
/// ```swift
/// final class PhotosController: UICollectionViewController {
///     override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { photos.count }
///     override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell { … }
/// }
/// ```
///
/// Every data source, delegate and scroll view delegate method is an `open` method here, so a
/// subclass writes `override` on the ones it implements, exactly as iOS code does. The flow
/// layout's delegate methods are not: a subclass that adopts `UICollectionViewDelegateFlowLayout`
/// implements them without `override`, as in UIKit.
@preconcurrency @MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    private let initialLayout: UICollectionViewLayout
    private var collectionStorage: UICollectionView?
    private var movementGesture: UILongPressGestureRecognizer?

    /// A controller whose collection view uses `layout`.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        initialLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// A controller with a flow layout. XUIKit has no nib files; both arguments are ignored.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        initialLayout = UICollectionViewFlowLayout()
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// XUIKit does not load view controllers from archives; this initializer always fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The collection view: the controller's view, made by `loadView()` with the controller as its
    /// data source and delegate. Setting it replaces the view.
    open var collectionView: UICollectionView! {
        get {
            loadViewIfNeeded()
            return collectionStorage
        }
        set {
            collectionStorage = newValue
            view = newValue
            updateMovementGesture()
        }
    }

    /// The collection view's layout: the one given to `init(collectionViewLayout:)` until the view
    /// is loaded, then the collection view's.
    public var collectionViewLayout: UICollectionViewLayout {
        collectionStorage?.collectionViewLayout ?? initialLayout
    }

    /// Whether `viewWillAppear` deselects the selected items; true by default, as in UIKit (R42.5).
    open var clearsSelectionOnViewWillAppear = true

    /// Whether the controller installs a long press recognizer that moves an item the data source
    /// lets move (`beginInteractiveMovementForItem(at:)` and the rest); true by default, as in UIKit
    /// (R42.5).
    open var installsStandardGestureForInteractiveMovement = true {
        didSet { updateMovementGesture() }
    }

    /// Whether a push between two collection view controllers animates one layout into the other;
    /// false by default. Accepted; XUIKit pushes with its ordinary transition (R42.5).
    open var useLayoutToLayoutNavigationTransitions = false

    /// Makes a collection view with the layout, as large as the view would be, with the controller
    /// as its data source and delegate.
    open override func loadView() {
        let collection = UICollectionView(frame: defaultViewFrame, collectionViewLayout: initialLayout)
        collection.dataSource = self
        collection.delegate = self
        collectionStorage = collection
        view = collection
        updateMovementGesture()
    }

    /// Deselects the selected items when `clearsSelectionOnViewWillAppear` (R42.5). Call super.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let collection = collectionStorage else { return }
        for indexPath in collection.indexPathsForSelectedItems ?? [] { collection.deselectItem(at: indexPath, animated: animated) }
    }

    /// Adds or removes the movement recognizer to follow `installsStandardGestureForInteractiveMovement`.
    private func updateMovementGesture() {
        if let gesture = movementGesture, gesture.view !== collectionStorage || !installsStandardGestureForInteractiveMovement {
            gesture.view?.removeGestureRecognizer(gesture)
            movementGesture = nil
        }
        guard installsStandardGestureForInteractiveMovement, movementGesture == nil, let collection = collectionStorage else { return }
        let gesture = UILongPressGestureRecognizer(target: self, action: .collectionControllerMovement)
        collection.addGestureRecognizer(gesture)
        movementGesture = gesture
    }

    /// Drives an interactive movement from the long press: begins on the item under the press (the
    /// data source decides whether it moves), follows it, ends or cancels it.
    func movementGestureChanged(_ gesture: UILongPressGestureRecognizer) {
        guard let collection = collectionStorage else { return }
        let point = gesture.location(in: collection)
        switch gesture.state {
        case .began:
            guard let indexPath = collection.indexPathForItem(at: point) else { return }
            if collection.beginInteractiveMovementForItem(at: indexPath) {
                collection.updateInteractiveMovementTargetPosition(point)
            }
        case .changed: collection.updateInteractiveMovementTargetPosition(point)
        case .ended: collection.endInteractiveMovement()
        case .cancelled, .failed: collection.cancelInteractiveMovement()
        default: break
        }
    }

    /// The long press recognizer, for tests.
    var interactiveMovementGesture: UILongPressGestureRecognizer? { movementGesture }

    // MARK: - UICollectionViewDataSource

    /// 1.
    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    /// 0: override it.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
    /// Override it; the default reports and returns an empty cell.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        Diagnostics.report("UICollectionViewController: \(type(of: self)) does not override collectionView(_:cellForItemAt:); showing an empty cell")
        return UICollectionViewCell(frame: .zero)
    }
    /// Not overridden: as the protocol's default, the layout's supplementary views of `kind` are
    /// not shown.
    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        collectionView.dataSourceLacksSupplementary(kind: kind)
    }
    /// False.
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }
    /// Nothing.
    open func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
                             to destinationIndexPath: IndexPath) {}

    // MARK: - UICollectionViewDelegate

    /// True.
    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    /// Nothing.
    open func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
    /// Nothing.
    open func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    /// True.
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    /// True.
    open func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    /// Nothing.
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    /// Nothing.
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    /// Nothing.
    open func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
                             forItemAt indexPath: IndexPath) {}
    /// Nothing.
    open func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
                             forItemAt indexPath: IndexPath) {}
    /// Nothing.
    open func collectionView(_ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
                             forElementKind elementKind: String, at indexPath: IndexPath) {}
    /// Nothing.
    open func collectionView(_ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
                             forElementOfKind elementKind: String, at indexPath: IndexPath) {}
    /// The proposal.
    open func collectionView(_ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
                             toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
        proposedIndexPath
    }

    // MARK: - UIScrollViewDelegate

    /// Nothing.
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// Nothing.
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// Nothing: the content rests where it would.
    open func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                        targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    /// Nothing.
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// Nothing.
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    /// Nothing.
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// Nothing.
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    /// Nothing.
    open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}

extension Selector {
    static let collectionControllerMovement = Selector("_collectionControllerMovement:",
                                                       UICollectionViewController.movementGestureChanged)
}
