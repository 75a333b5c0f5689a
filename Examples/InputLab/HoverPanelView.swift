import XUIKit

/// A panel that lights up while the pointer is over it (a `UIHoverGestureRecognizer`) and shows
/// the scrolling its controller reports.
final class HoverPanelView: UIView {
    private let hoverLabel = UILabel(frame: CGRect(x: 10, y: 8, width: 190, height: 22))
    private let scrollLabel = UILabel(frame: CGRect(x: 10, y: 34, width: 190, height: 44))

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemBackground
        hoverLabel.font = .systemFont(ofSize: 14)
        hoverLabel.text = "hover me"
        scrollLabel.font = .monospacedSystemFont(ofSize: 12, weight: .regular)
        scrollLabel.numberOfLines = 2
        scrollLabel.text = "scroll: none yet"
        addSubview(hoverLabel)
        addSubview(scrollLabel)
        addGestureRecognizer(UIHoverGestureRecognizer(target: self, action: .hovered))
    }
    required init?(coder: NSCoder) { return nil }

    func hovered(_ recognizer: UIHoverGestureRecognizer) {
        switch recognizer.state {
        case .began:
            print("hover began")
            backgroundColor = .systemYellow
            hoverLabel.text = "hovering"
        case .ended, .cancelled:
            print("hover ended")
            backgroundColor = .secondarySystemBackground
            hoverLabel.text = "hover me"
        default:
            break
        }
    }

    /// Shows the running totals of every scroll so far and the type of the last one.
    func showScroll(totalX: CGFloat, totalY: CGFloat, type: UIScrollType) {
        scrollLabel.text = "scroll dx \(Int(totalX)) dy \(Int(totalY))\n(\(type == .discrete ? "wheel" : "smooth"))"
    }
}

extension Selector {
    static let hovered = Selector("hovered:", HoverPanelView.hovered)
}
