import Foundation

/// What a table or collection view shows while a drop is proposed over it (R39.4): a 2-point
/// line in the tint colour in the gap where an insertion would go (across a row, beside an item
/// of a grid), or a tinted outline around the row or item a drop goes into. It takes no touches.
@MainActor
final class ListDropIndicator: UIView {
    /// How the indicator shows now, for tests and the drawing: nil when hidden.
    enum Shape: Equatable {
        case gap(CGRect)
        case highlight(CGRect)
    }

    private(set) var shape: Shape?

    init() {
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        isHidden = true
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// A line before or after `frame` (list coordinates): across it for a row, beside it for an item.
    func showGap(at frame: CGRect, before: Bool, rowLike: Bool, in list: UIScrollView) {
        let line: CGRect
        if rowLike {
            line = CGRect(x: frame.minX, y: (before ? frame.minY : frame.maxY) - 1, width: frame.width, height: 2)
        } else {
            line = CGRect(x: (before ? frame.minX : frame.maxX) - 1, y: frame.minY, width: 2, height: frame.height)
        }
        show(.gap(line), in: list)
    }

    /// An outline around `frame` (list coordinates).
    func showHighlight(around frame: CGRect, in list: UIScrollView) {
        show(.highlight(frame), in: list)
    }

    func hide() {
        shape = nil
        isHidden = true
    }

    private func show(_ shape: Shape, in list: UIScrollView) {
        guard shape != self.shape || superview !== list else { return }
        self.shape = shape
        if superview !== list { list.addSubview(self) }
        list.bringSubviewToFront(self)
        isHidden = false
        switch shape {
        case .gap(let rect):
            frame = rect
            backgroundColor = list.tintColor
            layer.borderWidth = 0
            layer.cornerRadius = 1
        case .highlight(let rect):
            frame = rect
            backgroundColor = list.tintColor.withAlphaComponent(0.12)
            layer.borderWidth = 2
            layer.borderColor = list.tintColor.cgColor
            layer.cornerRadius = 6
        }
    }
}
