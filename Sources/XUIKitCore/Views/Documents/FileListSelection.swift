import Foundation

/// The built-in file dialog's selection: which rows are chosen, where the keyboard cursor is, and
/// the anchor Shift extends from (R32.7). Rows are indexes into the visible entries.
struct FileListSelection: Equatable {
    /// The chosen rows.
    private(set) var rows: Set<Int> = []
    /// The row the keyboard is on, or nil.
    private(set) var cursor: Int?
    /// Where a Shift extension starts.
    private(set) var anchor: Int?

    /// Forgets everything (a new folder or filter).
    mutating func clear() { self = FileListSelection() }

    /// A click or a key on `row`. `extending` (Shift) selects from the anchor to `row`;
    /// `toggling` (Ctrl) adds or removes `row`; both only when `allowsMultiple`. Otherwise `row`
    /// alone is selected.
    mutating func select(_ row: Int, extending: Bool = false, toggling: Bool = false, allowsMultiple: Bool) {
        if allowsMultiple, extending, let anchor {
            rows = Set(min(anchor, row)...max(anchor, row))
        } else if allowsMultiple, toggling {
            if rows.contains(row) { rows.remove(row) } else { rows.insert(row) }
            anchor = row
        } else {
            rows = [row]
            anchor = row
        }
        cursor = row
    }

    /// Moves the cursor by `step` rows within `count` (clamped) and selects as `select` does; the
    /// first press with no cursor lands on the first row (down) or the last (up).
    mutating func move(by step: Int, count: Int, extending: Bool, allowsMultiple: Bool) {
        guard count > 0 else { return }
        let target: Int
        if let cursor { target = min(max(cursor + step, 0), count - 1) } else { target = step > 0 ? 0 : count - 1 }
        select(target, extending: extending, allowsMultiple: allowsMultiple)
    }
}
