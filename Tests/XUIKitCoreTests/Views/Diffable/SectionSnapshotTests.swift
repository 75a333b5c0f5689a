import Foundation
import Testing
@_spi(Testing) @testable import XUIKitCore
import XUIKitHeadlessTesting

@MainActor
@Suite("NSDiffableDataSourceSectionSnapshot: outlines, expanding and collapsing")
struct SectionSnapshotTests {
    /// Fruit ▸ (Apple ▸ (Gala), Pear), Veg ▸ (Kale).
    private func outline() -> NSDiffableDataSourceSectionSnapshot<String> {
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["Fruit", "Veg"])
        outline.append(["Apple", "Pear"], to: "Fruit")
        outline.append(["Gala"], to: "Apple")
        outline.append(["Kale"], to: "Veg")
        return outline
    }

    @Test("R22.10: items are depth first; parents, levels and indices follow the tree")
    func tree() {
        let outline = outline()
        #expect(outline.items == ["Fruit", "Apple", "Gala", "Pear", "Veg", "Kale"])
        #expect(outline.rootItems == ["Fruit", "Veg"])
        #expect(outline.parent(of: "Gala") == "Apple")
        #expect(outline.parent(of: "Fruit") == nil)
        #expect(outline.level(of: "Gala") == 2)
        #expect(outline.level(of: "Veg") == 0)
        #expect(outline.index(of: "Pear") == 3)
        #expect(outline.index(of: "Plum") == nil)
        #expect(outline.contains("Kale"))
        #expect(!outline.contains("Plum"))
    }

    @Test("R22.10: only items whose ancestors are all expanded are visible")
    func visibility() {
        var outline = outline()
        #expect(outline.visibleItems == ["Fruit", "Veg"])
        outline.expand(["Fruit"])
        #expect(outline.visibleItems == ["Fruit", "Apple", "Pear", "Veg"])
        outline.expand(["Apple"])
        #expect(outline.visibleItems == ["Fruit", "Apple", "Gala", "Pear", "Veg"])
        #expect(outline.isVisible("Gala"))
        outline.collapse(["Fruit"])
        #expect(outline.visibleItems == ["Fruit", "Veg"])
        #expect(!outline.isVisible("Gala"))
        #expect(outline.isExpanded("Apple"))                 // kept, though hidden
    }

    @Test("R22.10: insert before and after siblings, delete with descendants, snapshot(of:) of a subtree")
    func editing() {
        var outline = outline()
        outline.insert(["Fig"], before: "Pear")
        outline.insert(["Corn"], after: "Veg")
        #expect(outline.items == ["Fruit", "Apple", "Gala", "Fig", "Pear", "Veg", "Kale", "Corn"])
        #expect(outline.parent(of: "Fig") == "Fruit")
        outline.expand(["Apple"])
        let fruit = outline.snapshot(of: "Fruit")
        #expect(fruit.rootItems == ["Apple", "Fig", "Pear"])
        #expect(fruit.items == ["Apple", "Gala", "Fig", "Pear"])
        #expect(fruit.isExpanded("Apple"))
        #expect(outline.snapshot(of: "Fruit", includingParent: true).rootItems == ["Fruit"])
        outline.delete(["Apple"])
        #expect(outline.items == ["Fruit", "Fig", "Pear", "Veg", "Kale", "Corn"])
        #expect(!outline.contains("Gala"))
    }

    @Test("R22.10: appending an item already there is reported by name and changes nothing")
    func duplicates() {
        var outline = outline()
        let messages = capturingDiagnostics { outline.append(["New", "Kale"], to: "Fruit") }
        #expect(messages.count == 1)
        #expect(messages.first?.contains("item identifier Kale is duplicated") == true)
        #expect(!outline.contains("New"))
        #expect(outline.parent(of: "Kale") == "Veg")
    }

    @Test("R22.11: applying a section snapshot shows its visible items as the section's items")
    func applyToSection() {
        let fixture = DiffableCollectionFixture()
        fixture.dataSource.apply(makeSnapshot([("top", ["t"])]))
        var outline = outline()
        outline.expand(["Fruit"])
        fixture.dataSource.apply(outline, to: "tree")
        #expect(fixture.dataSource.snapshot().sectionIdentifiers == ["top", "tree"])
        #expect(fixture.shownItems == ["t", "Fruit", "Apple", "Pear", "Veg"])
        #expect(fixture.dataSource.snapshot(for: "tree").items == outline.items)
        #expect(fixture.dataSource.snapshot(for: "top").items == ["t"])        // flat, from the snapshot
    }

    @Test("R22.12, R22.13: clicking the outline disclosure expands and collapses; cells say whether they are expanded")
    func outlineToggle() {
        let fixture = DiffableCollectionFixture()
        fixture.dataSource.apply(outline(), to: "tree")
        #expect(fixture.shownItems == ["Fruit", "Veg"])
        let log = HandlerLog()
        fixture.dataSource.sectionSnapshotHandlers.willExpandItem = { log.append("willExpand \($0)") }
        fixture.dataSource.sectionSnapshotHandlers.willCollapseItem = { log.append("willCollapse \($0)") }
        fixture.dataSource.sectionSnapshotHandlers.shouldExpandItem = { $0 != "Veg" }
        let toggle = fixture.collectionView.outlineToggleHandler!
        toggle(IndexPath(item: 0, section: 0))                  // Fruit
        #expect(fixture.shownItems == ["Fruit", "Apple", "Pear", "Veg"])
        #expect(fixture.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.configurationState.isExpanded == true)
        #expect(fixture.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.configurationState.isExpanded == false)
        #expect(fixture.dataSource.snapshot(for: "tree").isExpanded("Fruit"))
        toggle(IndexPath(item: 3, section: 0))                  // Veg: shouldExpandItem says no
        #expect(fixture.shownItems == ["Fruit", "Apple", "Pear", "Veg"])
        toggle(IndexPath(item: 0, section: 0))                  // Fruit again: collapses
        #expect(fixture.shownItems == ["Fruit", "Veg"])
        #expect(fixture.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.configurationState.isExpanded == false)
        #expect(log.entries == ["willExpand Fruit", "willCollapse Fruit"])
    }

    @Test("R22.13: snapshotForExpandingParent supplies the children of the item expanding")
    func lazyChildren() {
        let fixture = DiffableCollectionFixture()
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["Folder", "File"])
        fixture.dataSource.apply(outline, to: "tree")
        fixture.dataSource.sectionSnapshotHandlers.snapshotForExpandingParent = { parent, existing in
            var children = existing
            children.append(["\(parent)/1", "\(parent)/2"])
            return children
        }
        fixture.collectionView.outlineToggleHandler?(IndexPath(item: 0, section: 0))
        #expect(fixture.shownItems == ["Folder", "Folder/1", "Folder/2", "File"])
        #expect(fixture.dataSource.snapshot(for: "tree").level(of: "Folder/2") == 1)
    }

    @Test("R22.11: a full snapshot that changes a section's items makes its section snapshot flat again")
    func fullSnapshotFlattens() {
        let fixture = DiffableCollectionFixture()
        var outline = outline()
        outline.expand(["Fruit"])
        fixture.dataSource.apply(outline, to: "tree")
        var snapshot = fixture.dataSource.snapshot()
        snapshot.deleteItems(["Pear"])
        fixture.dataSource.apply(snapshot)
        #expect(fixture.dataSource.snapshot(for: "tree").items == ["Fruit", "Apple", "Veg"])
        #expect(fixture.dataSource.snapshot(for: "tree").level(of: "Apple") == 0)
    }

    @Test("R22.11: a section snapshot holding an item another section shows is refused by name; nothing changes")
    func sectionSnapshotDuplicateRefused() {
        let fixture = DiffableCollectionFixture()
        fixture.dataSource.apply(makeSnapshot([("top", ["Kale"]), ("tree", ["x"])]))
        var completed = false
        let messages = capturingDiagnostics {
            fixture.dataSource.apply(outline(), to: "tree") { completed = true }   // Veg is collapsed: Kale hidden
            var expanded = outline()
            expanded.expand(["Veg"])                                               // now Kale shows
            fixture.dataSource.apply(expanded, to: "tree") { completed = true }
        }
        #expect(messages.count == 1)
        #expect(messages.first?.contains("item identifier Kale is already in another section") == true)
        #expect(completed)
        #expect(fixture.shownItems == ["Kale", "Fruit", "Veg"])
    }
}
