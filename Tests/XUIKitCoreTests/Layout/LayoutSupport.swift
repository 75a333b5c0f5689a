import Foundation
@testable import XUIKitCore

/// A view with a fixed intrinsic content size that can be changed, for hugging and compression
/// tests that do not depend on font metrics.
@MainActor
final class SizedView: UIView {
    var size: CGSize { didSet { invalidateIntrinsicContentSize() } }
    init(_ width: CGFloat, _ height: CGFloat) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
    }
    required init?(coder: NSCoder) { nil }
    override var intrinsicContentSize: CGSize { size }
}

/// A plain view positioned by constraints.
@MainActor
func constrainedView() -> UIView {
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    return view
}
