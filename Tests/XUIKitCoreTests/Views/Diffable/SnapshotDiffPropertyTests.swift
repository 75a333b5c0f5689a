import Foundation
import Testing
@testable import XUIKitCore

/// R22.5 and R22.6 on random edits: a random snapshot, edited at random through the snapshot
/// API (every kind of mutation), diffed against the original; the diff, applied as UIKit applies
/// batch updates (`BatchUpdateSimulator`), must give the edited snapshot, break no batch rule,
/// and move no more items than a naive quadratic longest-common-subsequence says is needed.
@MainActor
@Suite("SnapshotDiff: property test against a naive reference")
struct SnapshotDiffPropertyTests {
    @Test("R22.5, R22.6: 400 seeded random edits round-trip through the batch updates with minimal moves")
    func randomEdits() {
        var generator = SeededGenerator(seed: 0x5EED_D1FF)
        var nextName = 0
        func fresh() -> String { nextName += 1; return "i\(nextName)" }
        func freshSection() -> String { nextName += 1; return "S\(nextName)" }
        for round in 0..<400 {
            var old = NSDiffableDataSourceSnapshot<String, String>()
            for _ in 0..<Int.random(in: 0...5, using: &generator) {
                let section = freshSection()
                old.appendSections([section])
                old.appendItems((0..<Int.random(in: 0...12, using: &generator)).map { _ in fresh() }, toSection: section)
            }
            var new = old
            for _ in 0..<Int.random(in: 0...12, using: &generator) {
                edit(&new, using: &generator, fresh: fresh, freshSection: freshSection)
            }
            let diff = SnapshotDiff.between(old, new)
            var simulator = BatchUpdateSimulator()
            let result = simulator.apply(diff, to: old, newData: new)
            #expect(simulator.problems.isEmpty, "round \(round): \(simulator.problems)")
            #expect(result.map { $0.0 } == new.sectionIdentifiers, "round \(round): sections")
            #expect(result.map { $0.1 } == new.sectionItems, "round \(round): items")
            #expect(withinSectionMoves(diff, old, new) == naiveMinimalMoves(diff, old, new), "round \(round): moves")
            let gone = old.itemIdentifiers.filter { new.indexPath(of: $0) == nil && !sectionIsGone($0, diff, old) }
            #expect(Set(diff.deletedItems.compactMap { old.item(at: $0) }).isSuperset(of: gone), "round \(round): deletes")
        }
    }

    /// One random mutation through the public snapshot API.
    private func edit(_ snapshot: inout NSDiffableDataSourceSnapshot<String, String>, using generator: inout SeededGenerator,
                      fresh: () -> String, freshSection: () -> String) {
        let items = snapshot.itemIdentifiers
        let sections = snapshot.sectionIdentifiers
        let anyItem = items.randomElement(using: &generator)
        let anySection = sections.randomElement(using: &generator)
        switch Int.random(in: 0..<11, using: &generator) {
        case 0: if let anySection { snapshot.appendItems([fresh(), fresh()], toSection: anySection) }
        case 1: if let anyItem { snapshot.insertItems([fresh()], beforeItem: anyItem) }
        case 2: if let anyItem { snapshot.deleteItems([anyItem]) }
        case 3, 4:
            if let anyItem, let target = items.randomElement(using: &generator), target != anyItem {
                if Bool.random(using: &generator) { snapshot.moveItem(anyItem, beforeItem: target) }
                else { snapshot.moveItem(anyItem, afterItem: target) }
            }
        case 5: if let anyItem { snapshot.reloadItems([anyItem]) }
        case 6: if let anyItem { snapshot.reconfigureItems([anyItem]) }
        case 7:
            if let anySection { snapshot.insertSections([freshSection()], afterSection: anySection) }
            else { snapshot.appendSections([freshSection()]) }
        case 8: if let anySection, Int.random(in: 0..<3, using: &generator) == 0 { snapshot.deleteSections([anySection]) }
        case 9:
            if let anySection, let target = sections.randomElement(using: &generator), target != anySection {
                snapshot.moveSection(anySection, beforeSection: target)
            }
        default: if let anySection, Int.random(in: 0..<3, using: &generator) == 0 { snapshot.reloadSections([anySection]) }
        }
    }

    /// Whether the old section of `item` is deleted or reloaded (its items then need no updates).
    private func sectionIsGone(_ item: String, _ diff: SnapshotDiff, _ old: NSDiffableDataSourceSnapshot<String, String>) -> Bool {
        let section = old.indexPath(of: item)!.section
        return diff.deletedSections.contains(section) || diff.reloadedSections.contains(section)
    }

    /// Items that stay in a kept section but are moved (or, when reloaded, deleted and inserted).
    private func withinSectionMoves(_ diff: SnapshotDiff, _ old: NSDiffableDataSourceSnapshot<String, String>,
                                    _ new: NSDiffableDataSourceSnapshot<String, String>) -> Int {
        let moved = diff.movedItems.filter { old.sectionIdentifiers[$0.from.section] == new.sectionIdentifiers[$0.to.section] }.count
        let deleted = Set(diff.deletedItems.compactMap { old.item(at: $0) })
        let replaced = diff.insertedItems.compactMap { new.item(at: $0) }.filter { item in
            deleted.contains(item) && old.sectionIdentifier(containingItem: item) == new.sectionIdentifier(containingItem: item)
        }
        return moved + replaced.count
    }

    /// The naive reference: in each section kept (not inserted, deleted or reloaded), the items
    /// that stay in it less their longest common subsequence, by the quadratic table.
    private func naiveMinimalMoves(_ diff: SnapshotDiff, _ old: NSDiffableDataSourceSnapshot<String, String>,
                                   _ new: NSDiffableDataSourceSnapshot<String, String>) -> Int {
        var total = 0
        for (newIndex, section) in new.sectionIdentifiers.enumerated() {
            guard let oldIndex = old.indexOfSection(section), !diff.reloadedSections.contains(oldIndex),
                  !diff.insertedSections.contains(newIndex) else { continue }
            let oldItems = old.sectionItems[oldIndex].filter { new.sectionIdentifier(containingItem: $0) == section }
            let newItems = new.sectionItems[newIndex].filter { old.sectionIdentifier(containingItem: $0) == section }
            total += oldItems.count - naiveLongestCommonSubsequence(oldItems, newItems)
        }
        return total
    }
}
