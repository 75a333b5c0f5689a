import Foundation

/// Records undoable operations and undoes and redoes them. (Foundation on Linux has no
/// `UndoManager`, so XUIKit provides the part responders use.)
@preconcurrency @MainActor
open class UndoManager {
    private typealias Operation = @MainActor () -> Void
    private var undoStack: [[Operation]] = []
    private var redoStack: [[Operation]] = []
    private var openGroup: [Operation]?
    private var isUndoing = false
    private var isRedoing = false
    private var groupingDepth = 0

    /// Makes an undo manager with nothing to undo or redo.
    public init() {}

    /// The most undo steps kept; when one more is registered the oldest is forgotten. 0 (the
    /// default, as in Foundation) keeps every step.
    public var levelsOfUndo = 0 {
        didSet { trim() }
    }

    /// Forgets the oldest steps beyond `levelsOfUndo`.
    private func trim() {
        guard levelsOfUndo > 0 else { return }
        if undoStack.count > levelsOfUndo { undoStack.removeFirst(undoStack.count - levelsOfUndo) }
        if redoStack.count > levelsOfUndo { redoStack.removeFirst(redoStack.count - levelsOfUndo) }
    }

    /// Registers `handler` to run (with `target`) when the current operation is undone.
    public func registerUndo<Target: AnyObject>(withTarget target: Target, handler: @escaping @MainActor (Target) -> Void) {
        let operation: Operation = { [weak target] in if let target { handler(target) } }
        if groupingDepth > 0 {
            openGroup?.append(operation)
        } else if isUndoing {
            redoStack.append([operation])
        } else {
            undoStack.append([operation])
            if !isRedoing { redoStack.removeAll() }
        }
        trim()
    }

    /// Opens a group: everything registered until the matching `endUndoGrouping()` is undone as
    /// one step. Groups nest; only the outermost one makes a step.
    public func beginUndoGrouping() {
        if groupingDepth == 0 { openGroup = [] }
        groupingDepth += 1
    }

    /// Closes the group opened by `beginUndoGrouping()`. An empty group makes no step; an
    /// unmatched call does nothing.
    public func endUndoGrouping() {
        guard groupingDepth > 0 else { return }
        groupingDepth -= 1
        guard groupingDepth == 0, let group = openGroup else { return }
        openGroup = nil
        guard !group.isEmpty else { return }
        if isUndoing { redoStack.append(group) } else { undoStack.append(group); if !isRedoing { redoStack.removeAll() } }
        trim()
    }

    /// True when there is a step to undo.
    public var canUndo: Bool { !undoStack.isEmpty }
    /// True when there is an undone step to redo.
    public var canRedo: Bool { !redoStack.isEmpty }

    /// Undoes the last group; what it registers becomes redoable.
    public func undo() {
        guard let group = undoStack.popLast() else { return }
        isUndoing = true
        beginUndoGrouping()
        for operation in group.reversed() { operation() }
        endUndoGrouping()
        isUndoing = false
    }

    /// Redoes the last undone group.
    public func redo() {
        guard let group = redoStack.popLast() else { return }
        isRedoing = true
        beginUndoGrouping()
        for operation in group.reversed() { operation() }
        endUndoGrouping()
        isRedoing = false
    }

    /// Forgets every step, undoable and redoable.
    public func removeAllActions() {
        undoStack.removeAll()
        redoStack.removeAll()
    }
}
