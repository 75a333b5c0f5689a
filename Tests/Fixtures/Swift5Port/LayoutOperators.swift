import XUIKit

// Global layout operators, as several iOS apps define them.

/// An anchor plus a constant, for `a == b + 8`.
struct AnchorOffset<AnchorType: AnyObject> {
    let anchor: NSLayoutAnchor<AnchorType>
    let constant: CGFloat
}

func + <AnchorType>(anchor: NSLayoutAnchor<AnchorType>, constant: CGFloat) -> AnchorOffset<AnchorType> {
    AnchorOffset(anchor: anchor, constant: constant)
}

func == <AnchorType>(lhs: NSLayoutAnchor<AnchorType>, rhs: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    lhs.constraint(equalTo: rhs)
}

func == <AnchorType>(lhs: NSLayoutAnchor<AnchorType>, rhs: AnchorOffset<AnchorType>) -> NSLayoutConstraint {
    lhs.constraint(equalTo: rhs.anchor, constant: rhs.constant)
}

func == (lhs: NSLayoutDimension, rhs: CGFloat) -> NSLayoutConstraint {
    lhs.constraint(equalToConstant: rhs)
}
