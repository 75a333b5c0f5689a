import Foundation

/// What a cell is doing, for its configurations: UIKit's `UICellConfigurationState`.
public struct UICellConfigurationState: UIConfigurationState, Hashable {
    /// The cell's trait collection.
    public var traitCollection: UITraitCollection
    /// Whether the cell is selected.
    public var isSelected = false
    /// Whether a finger or the pointer is down on the cell.
    public var isHighlighted = false
    /// Whether the cell is disabled (its user interaction is off).
    public var isDisabled = false
    /// Whether the cell has the keyboard focus.
    public var isFocused = false
    /// Whether the cell is being edited (its list or table is editing).
    public var isEditing = false
    /// Whether the cell shows its swipe actions.
    public var isSwiped = false
    /// Whether the cell is expanded (an outline parent showing its children).
    public var isExpanded = false
    /// Whether the cell is being reordered.
    public var isReordering = false

    /// A state with `traitCollection` and every flag off.
    public init(traitCollection: UITraitCollection) {
        self.traitCollection = traitCollection
    }

    /// Equal when every flag and the trait collection are equal.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.flags == rhs.flags && lhs.traitCollection == rhs.traitCollection
    }

    /// Hashes the flags.
    public func hash(into hasher: inout Hasher) { hasher.combine(flags) }

    private var flags: [Bool] {
        [isSelected, isHighlighted, isDisabled, isFocused, isEditing, isSwiped, isExpanded, isReordering]
    }
}
