import Foundation
import Testing
@testable import XUIKitCore

@Suite("SnapshotDiff: snapshots to batch updates")
struct SnapshotDiffTests {
    private func path(_ section: Int, _ item: Int) -> IndexPath { IndexPath(item: item, section: section) }

    @Test("R22.4: items only in the old snapshot are deleted (old paths), items only in the new one inserted (new paths)")
    func deletesAndInserts() {
        let old = makeSnapshot([("S", ["a", "b", "c", "d"])])
        let new = makeSnapshot([("S", ["a", "x", "c", "d", "y"])])
        let diff = SnapshotDiff.between(old, new)
        #expect(diff.deletedItems == [path(0, 1)])
        #expect(diff.insertedItems == [path(0, 1), path(0, 4)])
        #expect(diff.movedItems.isEmpty)
        #expect(!diff.changesSections)
    }

    @Test("R22.6: moving one item to the front moves only that item, not every item it shifts")
    func oneMove() {
        let old = makeSnapshot([("S", ["a", "b", "c", "d", "e"])])
        let new = makeSnapshot([("S", ["e", "a", "b", "c", "d"])])
        let diff = SnapshotDiff.between(old, new)
        #expect(diff.movedItems == [.init(from: path(0, 4), to: path(0, 0))])
        #expect(diff.deletedItems.isEmpty && diff.insertedItems.isEmpty)
    }

    @Test("R22.6: an item that changes section is a move from its old path to its new one")
    func crossSectionMove() {
        let old = makeSnapshot([("A", ["a", "b"]), ("B", ["x"])])
        let new = makeSnapshot([("A", ["a"]), ("B", ["b", "x"])])
        let diff = SnapshotDiff.between(old, new)
        #expect(diff.movedItems == [.init(from: path(0, 1), to: path(1, 0))])
    }

    @Test("R22.4: sections deleted, inserted and moved; a section's items come with it")
    func sections() {
        let old = makeSnapshot([("A", ["a"]), ("B", ["b"]), ("C", ["c"]), ("D", ["d"])])
        let new = makeSnapshot([("D", ["d"]), ("A", ["a"]), ("C", ["c"]), ("N", ["n"])])
        let diff = SnapshotDiff.between(old, new)
        #expect(diff.deletedSections == IndexSet([1]))
        #expect(diff.insertedSections == IndexSet([3]))
        #expect(diff.movedSections == [.init(from: 3, to: 0)])   // A and C stay in order; D moves
        #expect(diff.deletedItems.isEmpty)            // b goes with B, n comes with N
        #expect(diff.insertedItems.isEmpty)
    }

    @Test("R22.15: a reloaded item in place is reloaded at its old path; a reloaded item that moved is deleted and inserted")
    func reloads() {
        let old = makeSnapshot([("S", ["a", "b", "c", "d"])])
        var new = makeSnapshot([("S", ["x", "b", "d", "a"])])   // c goes, x comes, a moves
        new.reloadItems(["d", "a"])
        let diff = SnapshotDiff.between(old, new)
        #expect(diff.reloadedItems == [path(0, 3)])              // d, by its old path
        #expect(diff.movedItems.isEmpty)
        #expect(Set(diff.deletedItems) == [path(0, 0), path(0, 2)])          // a (moved + reloaded), c
        #expect(Set(diff.insertedItems) == [path(0, 0), path(0, 3)])         // x, a
    }

    @Test("R22.15: reconfigured items are listed by their new paths, moved or not")
    func reconfigures() {
        let old = makeSnapshot([("S", ["a", "b", "c"])])
        var new = makeSnapshot([("S", ["c", "a", "b"])])
        new.reconfigureItems(["b", "c"])
        let diff = SnapshotDiff.between(old, new)
        #expect(diff.movedItems == [.init(from: path(0, 2), to: path(0, 0))])
        #expect(Set(diff.reconfiguredItems) == [path(0, 2), path(0, 0)])
        #expect(diff.reloadedItems.isEmpty)
    }

    @Test("R22.15: a reloaded section in place is reloaded and its items get no updates of their own")
    func reloadedSection() {
        let old = makeSnapshot([("A", ["a"]), ("B", ["b", "c"])])
        var new = makeSnapshot([("A", ["a", "c"]), ("B", ["b", "z"])])
        new.reloadSections(["B"])
        let diff = SnapshotDiff.between(old, new)
        #expect(diff.reloadedSections == IndexSet([1]))
        #expect(diff.insertedItems == [path(0, 1)])              // c leaves the reloaded B: inserted into A
        #expect(diff.deletedItems.isEmpty)
        #expect(diff.movedItems.isEmpty)
    }

    @Test("Identical snapshots give an empty diff")
    func nothing() {
        let snapshot = makeSnapshot([("A", ["a", "b"]), ("B", [])])
        #expect(SnapshotDiff.between(snapshot, snapshot) == SnapshotDiff())
    }

    @Test("The longest increasing subsequence picks a longest run, in linear order when already sorted")
    func increasingSubsequence() {
        #expect(longestIncreasingSubsequence([0, 1, 2, 3]) == [true, true, true, true])
        #expect(longestIncreasingSubsequence([4, 0, 1, 2, 3]) == [false, true, true, true, true])
        #expect(longestIncreasingSubsequence([3, 1, 2]) == [false, true, true])
        #expect(longestIncreasingSubsequence([2, 0, 3, 1, 4]).filter { $0 }.count == 3)
        #expect(longestIncreasingSubsequence([]).isEmpty)
    }
}
