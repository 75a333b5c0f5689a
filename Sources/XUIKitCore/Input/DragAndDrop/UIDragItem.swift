import Foundation

/// One thing being dragged: its data, in an item provider, and an object for the app's own use.
@preconcurrency @MainActor
open class UIDragItem {
    /// The item's data.
    public let itemProvider: NSItemProvider
    /// Any object the app wants to pass with the item; only drops within the app see it
    /// (nil by default).
    open var localObject: Any?
    /// The picture of the item while it follows the pointer (R34.13): nil (the default) shows the
    /// lift preview; a block returning nil shows none.
    public final var previewProvider: (@MainActor () -> UIDragPreview?)?

    /// An item for `itemProvider`'s data.
    public init(itemProvider: NSItemProvider) {
        self.itemProvider = itemProvider
    }
}

/// What a drop would do with the dragged items, as a drop target proposes it.
public enum UIDropOperation: Int, Sendable, CustomStringConvertible {
    /// The drop would do nothing; the drag is not over a target that wants it.
    case cancel = 0
    /// The target would take the items but cannot now; the pointer shows it is forbidden.
    case forbidden = 1
    /// The items would be copied.
    case copy = 2
    /// The items would be moved (only when the session allows moves; else treated as a copy).
    case move = 3

    /// "cancel", "forbidden", "copy" or "move".
    public var description: String {
        switch self {
        case .cancel: return "cancel"
        case .forbidden: return "forbidden"
        case .copy: return "copy"
        case .move: return "move"
        }
    }

    /// The pointer shape the operation shows (R34.6): copy and move their own, forbidden the
    /// "no drop" sign, cancel the arrow.
    var pointerShape: PointerShape {
        switch self {
        case .cancel: return .arrow
        case .forbidden: return .dragForbidden
        case .copy: return .dragCopy
        case .move: return .dragMove
        }
    }
}

/// A drop target's answer to where the drag is now: what a drop would do.
@preconcurrency @MainActor
open class UIDropProposal {
    /// What a drop would do.
    public let operation: UIDropOperation
    /// Whether the target wants the pointer's exact position (UIKit's precise mode); kept, no effect.
    open var isPrecise = false
    /// Whether the drop preview should be full size; kept, no effect.
    open var prefersFullSizePreview = false

    /// A proposal of `operation`.
    public init(operation: UIDropOperation) {
        self.operation = operation
    }
}
