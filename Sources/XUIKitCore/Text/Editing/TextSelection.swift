import Foundation

/// A selection in Character offsets. `anchor` is where it started; `active` is the end that
/// moves (the insertion point when the selection is empty).
struct TextSelection: Equatable {
    var anchor: Int
    var active: Int

    init(anchor: Int, active: Int) {
        self.anchor = anchor
        self.active = active
    }

    init(caret: Int) { self.init(anchor: caret, active: caret) }

    init(_ range: Range<Int>) { self.init(anchor: range.lowerBound, active: range.upperBound) }

    var range: Range<Int> { min(anchor, active) ..< max(anchor, active) }
    var isEmpty: Bool { anchor == active }

    func clamped(to count: Int) -> TextSelection {
        TextSelection(anchor: min(max(anchor, 0), count), active: min(max(active, 0), count))
    }
}
