import Foundation

/// What an applied update knows for its animation: where the rows were, which cells stayed, and
/// how rows come in and go out.
struct TableUpdateAnimation {
    let mapping: TableUpdateMapping
    let oldGeometry: TableGeometry
    /// The frames the kept cells showed before the update (their presented frames).
    let oldFrames: [IndexPath: CGRect]
    let keptCells: Set<ObjectIdentifier>
    let insertAnimations: (IndexPath) -> UITableView.RowAnimation
    let leaving: [(cell: UITableViewCell, indexPath: IndexPath, animation: UITableView.RowAnimation)]
}

/// How row updates animate (R25.5): one `UIView.animate` block of `rowAnimationDuration` moves
/// every cell on screen from where its row was to where it is, brings inserted rows in and takes
/// deleted rows out as their `RowAnimation` says. The model frames are final at once, so
/// `rectForRow`, `cellForRow` and hit-testing answer for the new layout while the presentation
/// catches up.
extension UITableView {
    /// How long row updates animate: XUIKit's choice, close to UIKit's (which is not documented).
    static let rowAnimationDuration: TimeInterval = 0.3

    /// The frame and alpha a row shows at the far end of `animation`, from its resting `frame`:
    /// where an inserted row starts and a deleted row ends (R25.5).
    static func offscreenState(of frame: CGRect, for animation: RowAnimation) -> (frame: CGRect, alpha: CGFloat) {
        switch animation {
        case .fade, .automatic: return (frame, 0)
        case .right: return (frame.offsetBy(dx: frame.width, dy: 0), 1)
        case .left: return (frame.offsetBy(dx: -frame.width, dy: 0), 1)
        case .top: return (frame.offsetBy(dx: 0, dy: -frame.height), 1)
        case .bottom: return (frame.offsetBy(dx: 0, dy: frame.height), 1)
        case .middle: return (CGRect(x: frame.minX, y: frame.midY, width: frame.width, height: 0), 1)
        case .none: return (frame, 1)
        }
    }

    /// Puts every visible cell at its starting state without animation, then animates all of
    /// them to their resting state; `completion` runs when the animations end.
    func animateUpdate(_ update: TableUpdateAnimation, completion: ((Bool) -> Void)?) {
        var finals: [(cell: UITableViewCell, frame: CGRect, fadesIn: Bool)] = []
        UIView.performWithoutAnimation {
            for (indexPath, cell) in visibleCellsByIndexPath {
                let final = cell.frame
                var fadesIn = false
                defer { finals.append((cell, final, fadesIn)) }
                if update.keptCells.contains(ObjectIdentifier(cell)),
                   let old = update.mapping.oldIndexPath(for: indexPath), let frame = update.oldFrames[old] {
                    cell.frame = frame
                } else if let old = update.mapping.oldIndexPath(for: indexPath), let span = update.oldGeometry.rowSpan(at: old) {
                    // A row that was off screen comes from where it was.
                    cell.frame = CGRect(x: final.minX, y: span.top, width: final.width, height: span.height)
                } else if update.mapping.isInserted(indexPath) {
                    let start = Self.offscreenState(of: final, for: update.insertAnimations(indexPath))
                    cell.frame = start.frame
                    cell.alpha = start.alpha
                    fadesIn = start.alpha != 1
                }
            }
            for item in update.leaving {
                outgoingCells.append((item.cell, item.indexPath))
                sendSubviewToBack(item.cell)
            }
        }
        let leavingNow = update.leaving.filter { $0.animation == .none }
        for item in leavingNow { finishOutgoing(item.cell) }
        UIView.animate(withDuration: Self.rowAnimationDuration, delay: 0, options: [.allowUserInteraction], animations: {
            for item in finals {
                item.cell.frame = item.frame
                if item.fadesIn { item.cell.alpha = 1 }
            }
            for item in update.leaving where item.animation != .none {
                let end = Self.offscreenState(of: item.cell.frame, for: item.animation)
                item.cell.frame = end.frame
                item.cell.alpha = end.alpha
            }
        }, completion: { [weak self] finished in
            for item in update.leaving { self?.finishOutgoing(item.cell) }
            completion?(finished)
        })
    }

    /// Recycles a cell that finished animating out (if `reloadData` has not already).
    private func finishOutgoing(_ cell: UITableViewCell) {
        guard let index = outgoingCells.firstIndex(where: { $0.cell === cell }) else { return }
        let item = outgoingCells.remove(at: index)
        UIView.performWithoutAnimation { item.cell.alpha = 1 }
        recycle(item.cell, from: item.indexPath)
    }

    /// Recycles every cell still animating out: a reload does not wait for them.
    func finishOutgoingCells() {
        for item in outgoingCells { finishOutgoing(item.cell) }
    }
}
