import Foundation

/// The buttons of a row's swipe actions, in the space the cell's content slid away from.
/// Trailing actions run from the right edge inward (the first is rightmost); leading ones from
/// the left edge inward. Dragged past their natural width, the buttons stretch.
@MainActor
final class SwipeActionsView: UIView {
    let actions: [UIContextualAction]
    let trailing: Bool
    private(set) var buttons: [UIButton] = []
    private let widths: [CGFloat]
    /// The width the buttons take at rest, open.
    let naturalWidth: CGFloat

    init(actions: [UIContextualAction], trailing: Bool, onChoose: @escaping @MainActor (Int) -> Void) {
        self.actions = actions
        self.trailing = trailing
        var widths: [CGFloat] = []
        var buttons: [UIButton] = []
        for (index, action) in actions.enumerated() {
            let button = UIButton(type: .custom)
            button.setTitle(action.title, for: .normal)
            button.setTitleColor(.white, for: .normal)
            if let image = action.image { button.setImage(image, for: .normal) }
            button.backgroundColor = action.backgroundColor
            button.addAction(UIAction { _ in onChoose(index) }, for: .touchUpInside)
            widths.append(max(74, button.intrinsicContentSize.width + 30))
            buttons.append(button)
        }
        self.widths = widths
        self.buttons = buttons
        naturalWidth = widths.reduce(0, +)
        super.init(frame: .zero)
        clipsToBounds = true
        for button in buttons { addSubview(button) }
    }

    required init?(coder: NSCoder) { nil }

    /// Where the view goes in a cell of `bounds` whose content is slid by `offset`.
    func frame(in bounds: CGRect, offset: CGFloat) -> CGRect {
        trailing ? CGRect(x: bounds.width + offset, y: 0, width: max(0, -offset), height: bounds.height)
                 : CGRect(x: 0, y: 0, width: max(0, offset), height: bounds.height)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        guard naturalWidth > 0 else { return }
        let scale = max(bounds.width, naturalWidth) / naturalWidth
        var edge: CGFloat = trailing ? max(bounds.width, naturalWidth) : 0
        let shift = trailing ? bounds.width - max(bounds.width, naturalWidth) : min(0, bounds.width - naturalWidth)
        for (button, width) in zip(buttons, widths) {
            let scaled = width * scale
            if trailing {
                edge -= scaled
                button.frame = CGRect(x: edge + shift, y: 0, width: scaled, height: bounds.height)
            } else {
                button.frame = CGRect(x: edge + shift, y: 0, width: scaled, height: bounds.height)
                edge += scaled
            }
        }
    }
}
