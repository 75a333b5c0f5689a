import Foundation

/// A `UIAlertController`'s view: the alert's box, as in UIKit, laid out with Auto Layout and
/// stack views. Its presentation (`AlertPresentationController`) dims the window and places it
/// (R18.7); subviews an app adds to `alert.view` draw over the card.
///
/// `.alert`: a 270 pt card — title, message and text fields on top, then the buttons, side by
/// side when there are two, else one per row; when a constraint makes the box taller than its
/// content, the buttons stay at the bottom. `.actionSheet`: a card with the title, message and
/// actions, and the cancel action in a card of its own under it. Colours come from
/// `AlertColors`, in one place.
@MainActor
final class AlertContentView: UIView {
    unowned let controller: UIAlertController
    private let card = UIView()
    private let cancelCard = UIView()
    private let cardStack = UIStackView()
    private let header = UIStackView()
    private let titleLabel = UILabel()
    private let messageLabel = UILabel()
    private let fields = UIStackView()
    private let buttonsStack = UIStackView()
    private let cancelStack = UIStackView()
    /// Each shown action's button, in the order shown.
    private(set) var buttons: [(action: UIAlertAction, button: UIButton)] = []

    static let alertWidth: CGFloat = 270
    static let buttonHeight: CGFloat = 44

    init(controller: UIAlertController) {
        self.controller = controller
        super.init(frame: CGRect(x: 0, y: 0, width: Self.alertWidth, height: 160))
        backgroundColor = .clear
        buildHierarchy()
        reloadText()
        reloadTextFields()
        reloadActions()
    }

    required init?(coder: NSCoder) { return nil }

    private var isSheet: Bool { controller.preferredStyle == .actionSheet }

    // MARK: - Building

    private func buildHierarchy() {
        for view in [card, cancelCard] {
            view.backgroundColor = AlertColors.card
            view.layer.cornerRadius = 13
            view.clipsToBounds = true
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        cardStack.axis = .vertical
        header.axis = .vertical
        header.spacing = 4
        header.isLayoutMarginsRelativeArrangement = true
        header.layoutMargins = UIEdgeInsets(top: 18, left: 16, bottom: 16, right: 16)
        fields.axis = .vertical
        fields.spacing = 8
        titleLabel.font = .boldSystemFont(ofSize: isSheet ? 13 : 17)
        messageLabel.font = .systemFont(ofSize: 13)
        for label in [titleLabel, messageLabel] {
            label.numberOfLines = 0
            label.textAlignment = .center
            label.textColor = isSheet ? AlertColors.secondaryText : AlertColors.text
            label.preferredMaxLayoutWidth = Self.alertWidth - 32
            header.addArrangedSubview(label)
        }
        header.setCustomSpacing(12, after: messageLabel)
        header.addArrangedSubview(fields)
        cardStack.addArrangedSubview(header)
        cardStack.addArrangedSubview(buttonsStack)
        cancelStack.axis = .vertical
        for stack in [cardStack, cancelStack] { stack.translatesAutoresizingMaskIntoConstraints = false }
        card.addSubview(cardStack)
        cancelCard.addSubview(cancelStack)
        NSLayoutConstraint.activate(pinning(cardStack, to: card) + pinning(cancelStack, to: cancelCard) + placement())
    }

    /// The stack fills its card. The buttons have fixed heights, so when a constraint on the box
    /// makes the card taller than its content, the header takes the space and the buttons stay
    /// at the bottom.
    private func pinning(_ stack: UIView, to container: UIView) -> [NSLayoutConstraint] {
        [stack.leadingAnchor.constraint(equalTo: container.leadingAnchor),
         stack.trailingAnchor.constraint(equalTo: container.trailingAnchor),
         stack.topAnchor.constraint(equalTo: container.topAnchor),
         stack.bottomAnchor.constraint(equalTo: container.bottomAnchor)]
    }

    /// The alert card fills the box; the sheet's cards are stacked in it, 8 pt apart.
    private func placement() -> [NSLayoutConstraint] {
        guard isSheet else {
            cancelCard.isHidden = true
            return [card.leadingAnchor.constraint(equalTo: leadingAnchor),
                    card.trailingAnchor.constraint(equalTo: trailingAnchor),
                    card.topAnchor.constraint(equalTo: topAnchor),
                    card.bottomAnchor.constraint(equalTo: bottomAnchor)]
        }
        return [card.leadingAnchor.constraint(equalTo: leadingAnchor),
                card.trailingAnchor.constraint(equalTo: trailingAnchor),
                card.topAnchor.constraint(equalTo: topAnchor),
                cancelCard.leadingAnchor.constraint(equalTo: leadingAnchor),
                cancelCard.trailingAnchor.constraint(equalTo: trailingAnchor),
                cancelCard.topAnchor.constraint(equalTo: card.bottomAnchor, constant: 8),
                cancelCard.bottomAnchor.constraint(equalTo: bottomAnchor)]
    }

    // MARK: - Content

    func reloadText() {
        titleLabel.text = controller.title
        messageLabel.text = controller.message
        titleLabel.isHidden = (controller.title ?? "").isEmpty
        messageLabel.isHidden = (controller.message ?? "").isEmpty
        updateHeaderVisibility()
    }

    func reloadTextFields() {
        for view in fields.arrangedSubviews { view.removeFromSuperview() }
        for field in controller.textFields ?? [] {
            field.translatesAutoresizingMaskIntoConstraints = false
            field.heightAnchor.constraint(equalToConstant: 28).isActive = true
            fields.addArrangedSubview(field)
        }
        fields.isHidden = fields.arrangedSubviews.isEmpty
        updateHeaderVisibility()
    }

    private func updateHeaderVisibility() {
        header.isHidden = titleLabel.isHidden && messageLabel.isHidden && fields.isHidden
    }

    func reloadActions() {
        for view in buttonsStack.arrangedSubviews + cancelStack.arrangedSubviews { view.removeFromSuperview() }
        buttons = []
        let cancel = controller.actions.first { $0.style == .cancel }
        let others = controller.actions.filter { $0.style != .cancel }
        if isSheet {
            for action in others { buttonsStack.addArrangedSubview(row(for: action, separatorAbove: true)) }
            if let cancel { cancelStack.addArrangedSubview(row(for: cancel, separatorAbove: false)) }
            cancelCard.isHidden = cancel == nil
        } else if controller.actions.count == 2 {
            // Two buttons side by side, cancel on the left, as UIKit.
            let ordered = cancel.map { [$0] + others } ?? others
            let pair = UIStackView(arrangedSubviews: ordered.map { row(for: $0, separatorAbove: true) })
            pair.axis = .horizontal
            pair.distribution = .fillEqually
            buttonsStack.addArrangedSubview(pair)
        } else {
            // One per row, cancel last.
            for action in others + (cancel.map { [$0] } ?? []) {
                buttonsStack.addArrangedSubview(row(for: action, separatorAbove: true))
            }
        }
        buttonsStack.axis = .vertical
        buttonsStack.isHidden = buttonsStack.arrangedSubviews.isEmpty
    }

    /// A button for `action` under a hairline separator.
    private func row(for action: UIAlertAction, separatorAbove: Bool) -> UIView {
        let button = UIButton(type: .system)
        button.setTitle(action.title, for: .normal)
        button.setTitleColor(action.style == .destructive ? AlertColors.destructive : AlertColors.action, for: .normal)
        button.setTitleColor(AlertColors.disabled, for: .disabled)
        let bold = action === controller.preferredAction || (isSheet && action.style == .cancel)
        button.titleLabel?.font = bold ? .boldSystemFont(ofSize: 17) : .systemFont(ofSize: 17)
        button.isEnabled = action.isEnabled
        button.addAction(UIAction { [weak controller] _ in controller?.choose(action) }, for: .primaryActionTriggered)
        button.translatesAutoresizingMaskIntoConstraints = false
        buttons.append((action, button))
        let container = UIView()
        let separator = UIView()
        separator.backgroundColor = AlertColors.separator
        separator.isHidden = !separatorAbove
        for view in [separator, button] {
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
        }
        NSLayoutConstraint.activate([
            separator.topAnchor.constraint(equalTo: container.topAnchor),
            separator.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            separator.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            separator.heightAnchor.constraint(equalToConstant: 1),
            button.topAnchor.constraint(equalTo: separator.bottomAnchor),
            button.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            button.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            button.bottomAnchor.constraint(equalTo: container.bottomAnchor),
            button.heightAnchor.constraint(equalToConstant: Self.buttonHeight),
        ])
        return container
    }
}

/// The alert's colours, in one place so a dark appearance can swap them.
@MainActor
enum AlertColors {
    static let dimming = UIColor(white: 0, alpha: 0.4)
    static let card = UIColor.secondarySystemBackground
    static let text = UIColor.label
    static let secondaryText = UIColor.secondaryLabel
    static let action = UIColor.systemBlue
    static let destructive = UIColor.systemRed
    static let disabled = UIColor.systemGray
    static let separator = UIColor.separator
}
