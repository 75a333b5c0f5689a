import XUIKit

/// A plain helper class (not a view, not main-actor isolated in Swift 5 code) holding a UIButton.
final class RoundButton {
    let button = UIButton(type: .system)
    private let feedback = UIImpactFeedbackGenerator(style: .light)

    init(title: String, color: UIColor) {
        button.setTitle(title, for: .normal)
        button.backgroundColor = color
        button.layer.cornerRadius = 22
        button.contentEdgeInsets = UIEdgeInsets(top: 8, left: 24, bottom: 8, right: 24)
        button.setImage(UIImage.dot(diameter: 10, color: .white), for: .normal)
        button.imageEdgeInsets = UIEdgeInsets(top: 0, left: -8, bottom: 0, right: 8)
    }

    func setTitle(_ title: String) {
        button.setTitle(title, for: .normal)
        feedback.impactOccurred()
    }

    var buttons: [UIButton] { [button] }

    func index(of sender: UIButton) -> Int? { buttons.firstIndex(of: sender) }
}
