/// A view's Auto Layout state, stored inline in `UIView` (one stored property) so views that
/// never use constraints pay only its size.
struct ViewLayoutState {
    /// Constraints installed on this view (it is their items' nearest common ancestor).
    var constraints: [NSLayoutConstraint] = []
    var translatesAutoresizingMaskIntoConstraints = true
    var huggingHorizontal = UILayoutPriority.defaultLow
    var huggingVertical = UILayoutPriority.defaultLow
    var compressionHorizontal = UILayoutPriority.defaultHigh
    var compressionVertical = UILayoutPriority.defaultHigh
    /// UIKit asks every view once: the first layout pass calls `updateConstraints()`.
    var needsUpdateConstraints = true
    var calledSuperUpdateConstraints = false
    var layoutGuides: [UILayoutGuide] = []
    var marginsGuide: UILayoutGuide?
    var safeAreaGuide: UILayoutGuide?
    var readableGuide: UILayoutGuide?
    /// On a root view: the engine solving its tree, once built.
    var engine: LayoutEngine?
    /// On a root view: its tree has constraints, so the next layout builds an engine.
    var wantsEngine = false
    /// The view has variables in its root's engine.
    var isInEngine = false
}
