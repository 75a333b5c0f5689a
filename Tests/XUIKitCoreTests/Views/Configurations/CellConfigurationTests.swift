import Foundation
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

/// A table cell logging its configuration updates and the states they saw.
@MainActor
final class LoggingTableCell: UITableViewCell {
    var log: [String] = []
    override func updateConfiguration(using state: UICellConfigurationState) {
        super.updateConfiguration(using: state)
        let text = (contentConfiguration as? UIListContentConfiguration)?.textProperties.resolvedColor()
        log.append("update selected=\(state.isSelected) white=\(text.map { components($0) == [255, 255, 255, 255] } ?? false)")
    }
}

/// The configuration states a handler saw.
@MainActor
final class StateLog {
    var states: [UICellConfigurationState] = []
}

@MainActor
@Suite("Cells with configurations: table and collection cells (R23.4–R23.6)")
struct CellConfigurationTests {
    @Test("R23.6: defaultContentConfiguration follows the cell style")
    func defaultContentConfiguration() {
        #expect(UITableViewCell(style: .value1, reuseIdentifier: nil).defaultContentConfiguration().prefersSideBySideTextAndSecondaryText)
        #expect(UITableViewCell(style: .subtitle, reuseIdentifier: nil).defaultContentConfiguration().style == .subtitleCell)
        #expect(UITableViewCell(style: .default, reuseIdentifier: nil).defaultContentConfiguration().style == .cell)
        #expect(UITableViewCell(style: .value2, reuseIdentifier: nil).defaultContentConfiguration().style == .cell)
    }

    @Test("R23.6: a content configuration hides the standard label and image; nil shows them again")
    func replacesStandardViews() {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        cell.textLabel?.text = "Old"
        cell.detailTextLabel?.text = "Old detail"
        cell.imageView?.image = solidImage(CGSize(width: 20, height: 20))
        var content = cell.defaultContentConfiguration()
        content.text = "New"
        cell.contentConfiguration = content
        cell.layoutIfNeeded()
        let listView = cell.contentView.subviews.compactMap { $0 as? UIListContentView }.first
        #expect(listView != nil)
        #expect(listView?.frame == cell.contentView.bounds)
        #expect(listView?.textLabel.text == "New")
        #expect(cell.textLabel?.isHidden == true)
        #expect(cell.detailTextLabel?.isHidden == true)
        #expect(cell.imageView?.isHidden == true)
        cell.contentConfiguration = nil
        cell.layoutIfNeeded()
        #expect(cell.contentView.subviews.allSatisfy { !($0 is UIListContentView) })
        #expect(cell.textLabel?.isHidden == false)
        #expect(cell.imageView?.isHidden == false)
    }

    @Test("R23.5: selecting a table cell runs the automatic update, then updateConfiguration(using:), then the handler")
    func updateOrder() {
        let cell = LoggingTableCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        var content = UIListContentConfiguration.sidebarCell()
        content.text = "Inbox"
        cell.contentConfiguration = content
        cell.layoutIfNeeded()
        cell.log.removeAll()
        cell.configurationUpdateHandler = { cell, state in
            (cell as? LoggingTableCell)?.log.append("handler selected=\(state.isSelected)")
        }
        cell.setSelected(true, animated: false)
        cell.layoutIfNeeded()
        // The sidebar look (white) was applied before updateConfiguration(using:) ran.
        #expect(cell.log == ["update selected=true white=true", "handler selected=true"])
        cell.log.removeAll()
        cell.layoutIfNeeded()
        #expect(cell.log.isEmpty)   // one update per change
    }

    @Test("R23.5: editing and swiping are part of a table cell's configuration state")
    func editingAndSwiped() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        let log = StateLog()
        cell.configurationUpdateHandler = { _, state in log.states.append(state) }
        cell.layoutIfNeeded()
        cell.setEditing(true, animated: false)
        cell.layoutIfNeeded()
        #expect(log.states.last?.isEditing == true)
        cell.swipeOffset = -80
        cell.layoutIfNeeded()
        #expect(log.states.last?.isSwiped == true)
        cell.isUserInteractionEnabled = false
        #expect(cell.configurationState.isDisabled)
    }

    @Test("R23.4: a table cell's background configuration draws the selection instead of the default grey")
    func tableBackgroundConfiguration() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        cell.backgroundConfiguration = .listPlainCell()
        #expect(cell.backgroundColor == nil)
        cell.setSelected(true, animated: false)
        cell.layoutIfNeeded()
        #expect(!cell.showsSelection)
        let background = cell.subviews.first as? BackgroundConfigurationView
        #expect(background?.frame == cell.bounds)
        #expect(components(background?.resolvedFill) == [209, 209, 214, 255])
        cell.setSelected(false, animated: false)
        cell.layoutIfNeeded()
        #expect(components(background?.resolvedFill) == [255, 255, 255, 255])
        // Without automatic updates the selection does not change it.
        cell.automaticallyUpdatesBackgroundConfiguration = false
        cell.setSelected(true, animated: false)
        cell.layoutIfNeeded()
        #expect(components(background?.resolvedFill) == [255, 255, 255, 255])
    }

    @Test("R23.4: defaultBackgroundConfiguration follows the table's style")
    func defaultBackground() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        #expect(cell.defaultBackgroundConfiguration().style == .listPlainCell)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .insetGrouped)
        cell.owningTableView = table
        #expect(cell.defaultBackgroundConfiguration().style == .listGroupedCell)
    }

    @Test("R23.3, R23.5: a selected collection cell with a sidebar configuration shows white text on the tint")
    func collectionCellSidebar() {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 250, height: 44))
        var content = UIListContentConfiguration.sidebarCell()
        content.text = "Photos"
        cell.contentConfiguration = content
        cell.backgroundConfiguration = .listSidebarCell()
        cell.layoutIfNeeded()
        let listView = cell.contentView.subviews.compactMap { $0 as? UIListContentView }.first
        #expect(components(listView?.textLabel.textColor) == components(UIColor.label))
        let log = StateLog()
        cell.configurationUpdateHandler = { _, state in log.states.append(state) }
        cell.isSelected = true
        cell.layoutIfNeeded()
        #expect(log.states.last?.isSelected == true)
        #expect(components(listView?.textLabel.textColor) == [255, 255, 255, 255])
        let background = cell.subviews.first as? BackgroundConfigurationView
        #expect(background?.resolvedFill === cell.tintColor)
        // Set while selected: the new configuration takes the selected look at once.
        content.text = "Albums"
        cell.contentConfiguration = content
        #expect(components(listView?.textLabel.textColor) == [255, 255, 255, 255])
        #expect(listView?.textLabel.text == "Albums")
    }
}

@MainActor
@Suite("Configurations on screen (headless pixels) (R23.2, R23.4)")
struct ConfigurationPixelTests {
    @Test("R23.4: a selected table cell with listPlainCell() fills with systemGray4; deselected, white")
    func selectedCellPixels() {
        let harness = Harness()
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 300, height: 44)
        var content = cell.defaultContentConfiguration()
        content.text = "Row"
        cell.contentConfiguration = content
        cell.backgroundConfiguration = .listPlainCell()
        harness.window.addSubview(cell)
        #expect(harness.pixel(290, 22).isWhite)
        cell.setSelected(true, animated: false)
        #expect(harness.pixel(290, 22) == RGB(r: 209, g: 209, b: 214))
        cell.setSelected(false, animated: false)
        #expect(harness.pixel(290, 22).isWhite)
    }

    @Test("R23.2: a template image takes imageProperties.tintColor; a plain image keeps its colours")
    func imageTint() {
        let harness = Harness()
        var content = UIListContentConfiguration.cell()
        content.text = "Tinted"
        content.image = solidImage(CGSize(width: 20, height: 20)).withRenderingMode(.alwaysTemplate)
        content.imageProperties.tintColor = .systemGreen
        let tinted = UIListContentView(configuration: content)
        tinted.frame = CGRect(x: 0, y: 0, width: 300, height: 44)
        content.image = solidImage(CGSize(width: 20, height: 20))
        let plain = UIListContentView(configuration: content)
        plain.frame = CGRect(x: 0, y: 60, width: 300, height: 44)
        harness.window.addSubview(tinted)
        harness.window.addSubview(plain)
        // The image is at x 16–36, centred vertically.
        #expect(harness.pixel(26, 22).near(.systemGreen, 2))
        #expect(harness.pixel(26, 82).near(.red, 2))
    }
}

@MainActor
@Suite("Self-sizing cells with content configurations (R23.11)")
struct ConfiguredCellSizingTests {
    @Test("R23.11: a collection cell with a list configuration asks for its content's height at the given width")
    func collectionCellFits() {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        var content = UIListContentConfiguration.subtitleCell()
        content.text = "Title"
        content.secondaryText = String(repeating: "A long wrapping subtitle. ", count: 8)
        cell.contentConfiguration = content
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        attributes.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
        let fitted = cell.preferredLayoutAttributesFitting(attributes)
        let expected = UIListContentView(configuration: content).sizeThatFits(CGSize(width: 200, height: 0)).height
        #expect(fitted.size.width == 200)
        #expect(fitted.size.height == expected)
        #expect(expected > 100)   // the subtitle wraps onto several lines
        let table = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        #expect(table.fittingHeightOfConfiguredContent(width: 200) == nil)
        table.contentConfiguration = content
        #expect(table.fittingHeightOfConfiguredContent(width: 200) == expected)
    }
}
