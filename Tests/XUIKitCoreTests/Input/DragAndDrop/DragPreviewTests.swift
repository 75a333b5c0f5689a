import Foundation
import Testing
@_spi(Testing) @testable import XUIKitCore
import XUIKitHeadlessTesting

/// A drag source of one string whose lift preview and item preview a test chooses.
@MainActor
private final class PreviewSource: UIDragInteractionDelegate {
    /// nil: the protocol's default lift preview.
    var lift: ((UIDragInteraction) -> UITargetedDragPreview?)?
    var itemPreview: (@MainActor () -> UIDragPreview?)?
    var liftsAsked = 0

    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: any UIDragSession) -> [UIDragItem] {
        let item = UIDragItem(itemProvider: NSItemProvider(object: "Dragged"))
        item.previewProvider = itemPreview
        return [item]
    }
    func dragInteraction(_ interaction: UIDragInteraction, previewForLifting item: UIDragItem,
                         session: any UIDragSession) -> UITargetedDragPreview? {
        liftsAsked += 1
        guard let lift else { return interaction.view.map { UITargetedDragPreview(view: $0) } }
        return lift(interaction)
    }
}

@MainActor
@Suite("The drag's picture under the pointer (R34.13)")
struct DragPreviewTests {
    private var preview: HeadlessDragPreview { (UIApplication.shared.backend as! HeadlessBackend).dragPreview }

    /// A 60 × 50 pure red view at (20, 30) carrying `source`'s drag interaction.
    private func setUp(_ source: PreviewSource) -> Harness {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let view = UIView(frame: CGRect(x: 20, y: 30, width: 60, height: 50))
        view.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        view.addInteraction(UIDragInteraction(delegate: source))
        harness.window.addSubview(view)
        harness.display()
        return harness
    }

    /// The picture's pixel at (`x`, `y`) as (red, green, blue, alpha).
    private func pixel(_ x: Int, _ y: Int) -> [UInt32]? {
        guard let picture = preview.picture, x < picture.width, y < picture.height else { return nil }
        let value = picture.pixels[y * picture.width + x]
        return [value >> 16 & 0xFF, value >> 8 & 0xFF, value & 0xFF, value >> 24]
    }

    @Test("R34.13: by default the view's own picture, where it was from the grab, follows the pointer; Escape takes it away")
    func defaultPicture() {
        let source = PreviewSource()
        let harness = setUp(source)
        harness.button(1, down: true, 40, 40)
        harness.pointer(60, 60)
        #expect(source.liftsAsked == 1)
        #expect(preview.shows == 1)
        #expect(preview.size == CGSize(width: 60, height: 50))
        #expect(preview.picture?.width == 60 && preview.picture?.height == 50)
        #expect(preview.origin == CGPoint(x: 40, y: 50), "grabbed 20, 10 into the view; the pointer is at 60, 60")
        #expect(pixel(30, 25) == [255, 0, 0, 255], "the view's red")
        harness.pointer(200, 150)
        #expect(preview.origin == CGPoint(x: 180, y: 140))
        harness.key("\u{1b}", code: .keyboardEscape, down: true)
        harness.key("\u{1b}", code: .keyboardEscape, down: false)
        #expect(preview.picture == nil, "Escape cancelled the drag")
        harness.button(1, down: false, 200, 150)
        #expect(preview.shows == 1)
    }

    @Test("R34.13: the delegate's targeted preview: its view, size, parameters' background and target centre")
    func delegatePreview() {
        let source = PreviewSource()
        source.lift = { interaction in
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
            let dot = UIView(frame: CGRect(x: 10, y: 5, width: 10, height: 10))
            dot.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
            view.addSubview(dot)
            let parameters = UIDragPreviewParameters()
            parameters.backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
            let window = interaction.view!.window!
            return UITargetedDragPreview(view: view, parameters: parameters,
                                         target: UIDragPreviewTarget(container: window, center: CGPoint(x: 100, y: 100)))
        }
        let harness = setUp(source)
        harness.button(1, down: true, 40, 40)
        harness.pointer(60, 60)
        #expect(preview.size == CGSize(width: 30, height: 20))
        #expect(preview.origin == CGPoint(x: 105, y: 110), "the centre at 100, 100 from the grab at 40, 40, moved by 20, 20")
        #expect(pixel(2, 2) == [0, 255, 0, 255], "the parameters' green background")
        #expect(pixel(15, 10) == [0, 0, 255, 255], "the preview view's blue subview")
        harness.button(1, down: false, 60, 60)
        #expect(preview.picture == nil, "the drag ended")
    }

    @Test("R34.13: a visiblePath leaves the picture transparent outside it")
    func visiblePath() {
        let source = PreviewSource()
        source.lift = { interaction in
            let parameters = UIDragPreviewParameters(visiblePath: UIBezierPath(rect: CGRect(x: 0, y: 0, width: 30, height: 50)))
            return UITargetedDragPreview(view: interaction.view!, parameters: parameters)
        }
        let harness = setUp(source)
        harness.button(1, down: true, 40, 40)
        harness.pointer(60, 60)
        #expect(pixel(10, 25) == [255, 0, 0, 255])
        #expect(pixel(50, 25)?[3] == 0, "outside the visible path")
        harness.button(1, down: false, 60, 60)
    }

    @Test("R34.13: an item's previewProvider is centred under the pointer; a provider or a lift preview of nil shows none")
    func itemPreviewAndNone() {
        let source = PreviewSource()
        source.itemPreview = {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 24))
            view.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
            return UIDragPreview(view: view)
        }
        let harness = setUp(source)
        harness.button(1, down: true, 40, 40)
        harness.pointer(60, 60)
        #expect(source.liftsAsked == 0, "the item's own preview replaces the lift preview")
        #expect(preview.size == CGSize(width: 40, height: 24))
        #expect(preview.origin == CGPoint(x: 40, y: 48))
        #expect(pixel(20, 12) == [0, 0, 255, 255])
        harness.button(1, down: false, 60, 60)

        source.itemPreview = { nil }
        harness.button(1, down: true, 40, 40)
        harness.pointer(60, 60)
        #expect(preview.picture == nil && preview.shows == 1, "a provider returning nil hides the picture")
        harness.button(1, down: false, 60, 60)

        source.itemPreview = nil
        source.lift = { _ in nil }
        harness.button(1, down: true, 40, 40)
        harness.pointer(60, 60)
        #expect(source.liftsAsked == 1)
        #expect(preview.picture == nil && preview.shows == 1, "no lift preview, no picture")
        harness.button(1, down: false, 60, 60)
    }

    @Test("R34.13: a row's drag shows its cell where it was from the grab, follows the pointer, and goes at the drop")
    func rowPicture() throws {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 300, height: 400), style: .plain)
        table.contentInsetAdjustmentBehavior = .never
        table.rowHeight = 44
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        let model = DraggableRows(rows: 5)
        table.dataSource = model
        table.dragDelegate = model
        table.dropDelegate = model
        harness.window.addSubview(table)
        harness.display()
        harness.button(1, down: true, 100, 60)           // row 1 (44–88)
        harness.pointer(100, 80)
        let picture = try #require(preview.picture)
        #expect(preview.size == CGSize(width: 300, height: 44))
        #expect(picture.width == 300 && picture.height == 44)
        #expect(preview.origin == CGPoint(x: 0, y: 64), "grabbed 16 pt below its top at 100, 60; the pointer is at 100, 80")
        #expect(picture.pixels.allSatisfy { $0 >> 24 == 0xFF }, "opaque: the cell on its background")
        harness.pointer(250, 300)
        #expect(preview.origin == CGPoint(x: 150, y: 284))
        harness.button(1, down: false, 250, 300)
        #expect(preview.picture == nil)
    }
}
