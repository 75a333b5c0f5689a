import Foundation
import Testing
@_spi(Testing) @testable import XUIKitCore
import XUIKitHeadlessTesting

@MainActor
@Suite("NSDiffableDataSourceSnapshot: sections, items and their lookups")
struct SnapshotTests {
    @Test("R22.1: sections and items keep their order; appendItems with no section goes to the last one")
    func orderAndAppend() {
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["A", "B"])
        snapshot.appendItems([1, 2, 3], toSection: "A")
        snapshot.appendItems([4, 5])                       // no section: the last one, B
        #expect(snapshot.sectionIdentifiers == ["A", "B"])
        #expect(snapshot.itemIdentifiers == [1, 2, 3, 4, 5])
        #expect(snapshot.itemIdentifiers(inSection: "B") == [4, 5])
        #expect(snapshot.numberOfItems == 5)
        #expect(snapshot.numberOfSections == 2)
        #expect(snapshot.numberOfItems(inSection: "A") == 3)
        #expect(snapshot.sectionIdentifier(containingItem: 4) == "B")
        #expect(snapshot.sectionIdentifier(containingItem: 9) == nil)
        #expect(snapshot.indexOfItem(4) == 3)               // among all the items, not within B
        #expect(snapshot.indexOfItem(9) == nil)
        #expect(snapshot.indexOfSection("B") == 1)
    }

    @Test("R22.1: insertItems and moveItem before and after an item, across sections, keep every lookup right")
    func insertAndMove() {
        var snapshot = makeSnapshot([("A", ["a", "b", "c"]), ("B", ["x", "y"])])
        snapshot.insertItems(["n1", "n2"], beforeItem: "b")
        snapshot.insertItems(["z"], afterItem: "y")
        #expect(snapshot.itemIdentifiers(inSection: "A") == ["a", "n1", "n2", "b", "c"])
        #expect(snapshot.itemIdentifiers(inSection: "B") == ["x", "y", "z"])
        snapshot.moveItem("a", afterItem: "x")             // into another section
        snapshot.moveItem("c", beforeItem: "n1")
        #expect(snapshot.itemIdentifiers(inSection: "A") == ["c", "n1", "n2", "b"])
        #expect(snapshot.itemIdentifiers(inSection: "B") == ["x", "a", "y", "z"])
        for (position, item) in snapshot.itemIdentifiers.enumerated() {
            #expect(snapshot.indexOfItem(item) == position)
        }
        #expect(snapshot.indexPath(of: "y") == IndexPath(item: 2, section: 1))
        #expect(snapshot.sectionIdentifier(containingItem: "a") == "B")
    }

    @Test("R22.1: deleteItems, deleteSections (with their items) and deleteAllItems (no sections left)")
    func deletions() {
        var snapshot = makeSnapshot([("A", ["a", "b", "c"]), ("B", ["x"]), ("C", ["p", "q"])])
        snapshot.deleteItems(["b", "q"])
        #expect(snapshot.itemIdentifiers == ["a", "c", "x", "p"])
        #expect(snapshot.indexOfItem("c") == 1)
        snapshot.deleteSections(["B"])
        #expect(snapshot.sectionIdentifiers == ["A", "C"])
        #expect(snapshot.sectionIdentifier(containingItem: "x") == nil)
        #expect(snapshot.indexOfSection("C") == 1)
        #expect(snapshot.indexPath(of: "p") == IndexPath(item: 0, section: 1))
        snapshot.deleteAllItems()
        #expect(snapshot.numberOfSections == 0)
        #expect(snapshot.numberOfItems == 0)
    }

    @Test("R22.1: insertSections and moveSection before and after a section carry their items")
    func sectionMoves() {
        var snapshot = makeSnapshot([("A", ["a"]), ("B", ["b"]), ("C", ["c"])])
        snapshot.insertSections(["N"], beforeSection: "B")
        snapshot.insertSections(["M"], afterSection: "C")
        #expect(snapshot.sectionIdentifiers == ["A", "N", "B", "C", "M"])
        snapshot.moveSection("A", afterSection: "C")
        snapshot.moveSection("M", beforeSection: "N")
        #expect(snapshot.sectionIdentifiers == ["M", "N", "B", "C", "A"])
        #expect(snapshot.itemIdentifiers == ["b", "c", "a"])
        #expect(snapshot.indexPath(of: "a") == IndexPath(item: 0, section: 4))
        for (index, section) in snapshot.sectionIdentifiers.enumerated() {
            #expect(snapshot.indexOfSection(section) == index)
        }
    }

    @Test("R22.1: reload and reconfigure marks are listed in the order made, once each, and leave with their item")
    func marks() {
        var snapshot = makeSnapshot([("A", ["a", "b", "c"]), ("B", ["x"])])
        snapshot.reloadItems(["c", "a", "c"])
        snapshot.reconfigureItems(["b"])
        snapshot.reloadSections(["B"])
        #expect(snapshot.reloadedItemIdentifiers == ["c", "a"])
        #expect(snapshot.reconfiguredItemIdentifiers == ["b"])
        #expect(snapshot.reloadedSectionIdentifiers == ["B"])
        snapshot.deleteItems(["c"])
        snapshot.deleteSections(["B"])
        #expect(snapshot.reloadedItemIdentifiers == ["a"])
        #expect(snapshot.reloadedSectionIdentifiers.isEmpty)
    }

    @Test("R22.2: appending an item already in the snapshot names it in one line and changes nothing")
    func duplicateItemIsReported() {
        var snapshot = makeSnapshot([("A", ["a", "b"]), ("B", ["x"])])
        let before = snapshot
        let messages = capturingDiagnostics {
            snapshot.appendItems(["new", "x"], toSection: "A")   // x is in B
        }
        #expect(messages.count == 1)
        #expect(messages.first?.contains("item identifier x is duplicated") == true)
        #expect(snapshot.itemIdentifiers == before.itemIdentifiers)
        #expect(snapshot.sectionIdentifier(containingItem: "new") == nil)
    }

    @Test("R22.2: an identifier twice in one call, or an existing section appended again, is reported; nothing changes")
    func duplicatesWithinACall() throws {
        var snapshot = makeSnapshot([("A", ["a"])])
        let messages = capturingDiagnostics {
            snapshot.insertItems(["n", "n"], afterItem: "a")
            snapshot.appendSections(["B", "A"])
        }
        try #require(messages.count == 2)
        #expect(messages[0].contains("item identifier n is duplicated"))
        #expect(messages[1].contains("section identifier A is duplicated"))
        #expect(snapshot.itemIdentifiers == ["a"])
        #expect(snapshot.sectionIdentifiers == ["A"])
    }

    @Test("R22.2: unknown anchors and unknown identifiers are reported; known ones in the same call still apply")
    func unknownIdentifiers() throws {
        var snapshot = makeSnapshot([("A", ["a", "b"])])
        let messages = capturingDiagnostics {
            snapshot.insertItems(["n"], beforeItem: "missing")
            snapshot.moveItem("a", afterItem: "a")
            snapshot.deleteItems(["missing", "b"])
            snapshot.appendItems(["z"], toSection: "nowhere")
        }
        try #require(messages.count == 4)
        #expect(messages[0].contains("no item with identifier missing"))
        #expect(messages[1].contains("cannot move next to itself"))
        #expect(messages[3].contains("no section with identifier nowhere"))
        #expect(snapshot.itemIdentifiers == ["a"])
    }

    @Test("R22.2: appending items to a snapshot with no section is reported, not a crash")
    func appendWithoutSections() {
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        let messages = capturingDiagnostics { snapshot.appendItems(["a"]) }
        #expect(messages.count == 1)
        #expect(messages.first?.contains("no section to append to") == true)
        #expect(snapshot.numberOfItems == 0)
    }
}
