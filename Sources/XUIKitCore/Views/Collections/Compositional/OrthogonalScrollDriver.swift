import Foundation

/// Scrolls the rows of orthogonal sections (R21.8).
///
/// UIKit puts each orthogonal section in a hidden scroll view of its own. XUIKit keeps one
/// offset per section in the layout instead: the layout shifts the section's groups by it, and
/// this driver moves it. A drag that runs mostly across the layout's scroll direction, starting
/// over an orthogonal section, begins the driver's own pan recognizer on the collection view; it
/// recognizes alongside the collection view's pan (which does not move for a sideways drag, as
/// the content does not scroll that way). Wheel and touchpad scrolls go to one pan only, the
/// collection view's: the driver is a second target of it and moves the row under the pointer
/// by the scroll's sideways part. When the movement ends the row settles where its behaviour
/// says (`SectionGeometry.restingOffset`).
@MainActor
final class OrthogonalScrollDriver: UIGestureRecognizerDelegate {
    weak var layout: UICollectionViewCompositionalLayout?
    weak var collectionView: UICollectionView?
    let recognizer = UIPanGestureRecognizer()
    /// The section being scrolled and its offset when the pan began.
    private var scrolling: (section: Int, startOffset: CGFloat)?

    init(layout: UICollectionViewCompositionalLayout, collectionView: UICollectionView) {
        self.layout = layout
        self.collectionView = collectionView
        recognizer.addTarget(self, action: .orthogonalScrollPan)
        recognizer.maximumNumberOfTouches = 1
        recognizer.delegate = self
        collectionView.addGestureRecognizer(recognizer)
        // Wheel and touchpad scrolls go to one pan only, the collection view's own: follow it.
        collectionView.panGestureRecognizer.addTarget(self, action: .orthogonalWheelPan)
    }

    /// The axis the rows scroll along: across the layout's direction.
    private var rowAxis: Axis? {
        guard let layout else { return nil }
        return Axis(horizontal: layout.configuration.scrollDirection == .vertical)
    }

    /// Begins only over an orthogonal section, for a movement mostly along its row.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let layout, let collectionView, layout.collectionView === collectionView, let axis = rowAxis else { return false }
        let translation = recognizer.translation(in: collectionView)
        guard abs(axis.main(CGSize(width: translation.x, height: translation.y)))
                > abs(axis.cross(CGSize(width: translation.x, height: translation.y))) else { return false }
        let location = recognizer.location(in: collectionView)
        let start = recognizer.isScrolling ? location : CGPoint(x: location.x - translation.x, y: location.y - translation.y)
        guard let geometry = layout.geometries.first(where: { $0.isOrthogonal && $0.frame.contains(start) }) else { return false }
        scrolling = (geometry.index, layout.orthogonalOffsets[geometry.index] ?? 0)
        return true
    }

    /// Recognizes alongside the collection view's own pan.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        true
    }

    /// The section a wheel or touchpad scroll is moving, and its offset when the scroll began.
    private var wheelScrolling: (section: Int, startOffset: CGFloat)?

    /// The collection view's own pan, when it comes from the wheel or a touchpad: a scroll that
    /// began over an orthogonal section moves that row by its sideways part (the collection view
    /// takes the part along its own direction).
    func wheelPan(_ pan: UIPanGestureRecognizer) {
        guard pan.isScrolling, let layout, let collectionView, layout.collectionView === collectionView else { return }
        if pan.state == .began {
            let location = pan.location(in: collectionView)
            wheelScrolling = layout.geometries.first { $0.isOrthogonal && $0.frame.contains(location) }
                .map { ($0.index, layout.orthogonalOffsets[$0.index] ?? 0) }
        }
        guard let wheelScrolling else { return }
        move(wheelScrolling, by: pan)
        if pan.state != .began && pan.state != .changed { self.wheelScrolling = nil }
    }

    /// Moves the row with the pan; settles it when the pan ends.
    func pan(_ pan: UIPanGestureRecognizer) {
        guard let scrolling else { return }
        move(scrolling, by: pan)
        if pan.state != .began && pan.state != .changed { self.scrolling = nil }
    }

    /// Moves the row of `scrolling` by the pan's translation along it; settles it when the pan
    /// has ended.
    private func move(_ scrolling: (section: Int, startOffset: CGFloat), by pan: UIPanGestureRecognizer) {
        guard let layout, let collectionView, let axis = rowAxis,
              layout.geometries.indices.contains(scrolling.section) else { return }
        let geometry = layout.geometries[scrolling.section]
        let containerLength = axis.main(layout.containerSize)
        let range = geometry.orthogonalRange(containerLength: containerLength)
        let translation = pan.translation(in: collectionView)
        let moved = scrolling.startOffset - axis.main(CGSize(width: translation.x, height: translation.y))
        var offset = min(max(moved, range.lowerBound), range.upperBound)
        switch pan.state {
        case .began, .changed:
            break
        case .ended, .cancelled, .failed:
            offset = geometry.restingOffset(near: offset, containerLength: containerLength)
        default:
            return
        }
        guard layout.orthogonalOffsets[scrolling.section] != offset else { return }
        layout.orthogonalOffsets[scrolling.section] = offset
        collectionView.setNeedsLayout()
    }
}

extension Selector {
    /// The orthogonal scroll driver's pan action.
    static let orthogonalScrollPan = Selector("orthogonalScrollPan:", OrthogonalScrollDriver.pan)
    /// The orthogonal scroll driver's action on the collection view's own pan.
    static let orthogonalWheelPan = Selector("orthogonalWheelPan:", OrthogonalScrollDriver.wheelPan)
}
