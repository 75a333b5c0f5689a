import Foundation
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

/// A data source and delegate with `rows` rows per component, titled "c<component>r<row>", that
/// records every question and every selection.
@MainActor
final class PickerModel: UIPickerViewDataSource, UIPickerViewDelegate {
    var rows: [Int]
    var asked: [(row: Int, component: Int)] = []
    var selections: [String] = []
    init(rows: [Int]) { self.rows = rows }
    func numberOfComponents(in pickerView: UIPickerView) -> Int { rows.count }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { rows[component] }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        asked.append((row, component))
        return "c\(component)r\(row)"
    }
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        selections.append("\(component):\(row)")
    }
}

@MainActor
@Suite("UIPickerView")
struct PickerViewTests {
    /// A 320 × 216 picker at the window's origin; the centre band is y 92…124.
    private func makePicker(rows: [Int] = [100]) -> (Harness, UIPickerView, PickerModel) {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
        let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 0))
        let model = PickerModel(rows: rows)
        picker.dataSource = model
        picker.delegate = model
        harness.window.addSubview(picker)
        harness.display()
        return (harness, picker, model)
    }

    @Test("R26.1: a zero height is pinned to 216 pt and rows are 32 pt")
    func standardMetrics() {
        let (_, picker, _) = makePicker(rows: [5, 5])
        #expect(picker.frame.height == 216)
        // Two components share 320 − 2·8 margins − 5 spacing = 299 → 149.5 each.
        #expect(picker.rowSize(forComponent: 0) == CGSize(width: 149.5, height: 32))
        #expect(picker.numberOfComponents == 2)
        #expect(picker.numberOfRows(inComponent: 1) == 5)
    }

    @Test("R26.1: the drum puts the selected row in the centre band and squashes rows away from it")
    func drumGeometry() {
        // Radius 108, row 32: row d away sits at θ = 32d/108.
        let geometry = PickerWheelGeometry(height: 216, rowHeight: 32, position: 10)
        let centre = try! #require(geometry.placement(ofRow: 10))
        #expect(centre.centerY == 108 && centre.scale == 1 && centre.alpha == 1)
        let next = try! #require(geometry.placement(ofRow: 11))
        #expect(abs(next.centerY - (108 + 108 * sin(32.0 / 108))) < 0.001)      // 139.5
        #expect(next.scale < 1 && next.scale > 0.95)
        let far = try! #require(geometry.placement(ofRow: 14))
        #expect(far.alpha < 0.4, "four rows away the row has faded")
        #expect(geometry.bandRect.minY == 92 && geometry.bandRect.maxY == 124)
        // Rows past 0.94 · 90° (reach = 1.4765 · 108 / 32 ≈ 4.98 rows) are hidden.
        #expect(geometry.visibleRows(count: 100) == 6...14)
        #expect(geometry.placement(ofRow: 15) == nil)
    }

    @Test("R26.5: the row at a point is the inverse of where rows show")
    func rowAtPoint() {
        let geometry = PickerWheelGeometry(height: 216, rowHeight: 32, position: 10)
        #expect(geometry.row(atY: 108) == 10)
        #expect(geometry.row(atY: 123) == 10, "inside the band")
        #expect(geometry.row(atY: 126) == 11, "just below the band")
        for row in 6...14 {
            let y = geometry.placement(ofRow: row)!.centerY
            #expect(geometry.row(atY: y) == row)
        }
        #expect(geometry.row(atY: 0) == nil, "above the visible part of the drum")
    }

    @Test("R26.4: only the visible rows are asked for, and row views are reused")
    func onlyVisibleRows() {
        let (harness, picker, model) = makePicker(rows: [1_000_000])
        #expect(Set(model.asked.map(\.row)) == Set(0...4), "rows 0…4 show around row 0")
        #expect(picker.view(forRow: 2, forComponent: 0) != nil)
        #expect(picker.view(forRow: 5, forComponent: 0) == nil)
        model.asked.removeAll()
        picker.selectRow(500_000, inComponent: 0, animated: false)
        harness.display()
        #expect(Set(model.asked.map(\.row)) == Set(499_996...500_004))
        #expect(picker.subviews.first!.subviews.count == 9, "only the nine visible rows have views")
    }

    @Test("R26.3: a row shows the attributed title, else the title, else ?")
    func titleFallbacks() {
        @MainActor final class Bare: UIPickerViewDataSource, UIPickerViewDelegate {
            func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
            func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 3 }
            func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString? {
                row == 1 ? NSAttributedString(string: "styled") : nil
            }
            func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
                row == 2 ? "plain" : nil
            }
        }
        let (harness, picker, _) = makePicker()
        let bare = Bare()
        picker.dataSource = bare
        picker.delegate = bare
        harness.display()
        #expect((picker.view(forRow: 0, forComponent: 0) as? UILabel)?.text == "?")
        #expect((picker.view(forRow: 1, forComponent: 0) as? UILabel)?.attributedText?.string == "styled")
        #expect((picker.view(forRow: 2, forComponent: 0) as? UILabel)?.text == "plain")
    }

    @Test("R26.3, R26.4: viewForRow wins over titles, and views of rows that scrolled away come back as reusing")
    func customViewsAreReused() {
        @MainActor final class Views: UIPickerViewDataSource, UIPickerViewDelegate {
            var made = 0
            var reused = 0
            func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
            func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 1000 }
            func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { "title" }
            func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView {
                if view != nil { reused += 1 } else { made += 1 }
                let label = (view as? UILabel) ?? UILabel()
                label.text = "view \(row)"
                return label
            }
        }
        let (harness, picker, _) = makePicker()
        let views = Views()
        picker.dataSource = views
        picker.delegate = views
        harness.display()
        #expect((picker.view(forRow: 3, forComponent: 0) as? UILabel)?.text == "view 3")
        #expect(views.made == 5 && views.reused == 0)                 // rows 0…4
        picker.selectRow(100, inComponent: 0, animated: false)
        harness.display()
        // Rows 96…104 show: the five old views are offered back, four more are made.
        #expect(views.reused == 5 && views.made == 9)
        #expect((picker.view(forRow: 100, forComponent: 0) as? UILabel)?.text == "view 100")
    }

    @Test("R26.5: reloadComponent keeps the selection, pinned to the rows there now")
    func reloadKeepsSelection() {
        let (harness, picker, model) = makePicker(rows: [30])
        picker.selectRow(20, inComponent: 0, animated: false)
        model.rows = [25]
        picker.reloadComponent(0)
        #expect(picker.selectedRow(inComponent: 0) == 20)
        model.rows = [10]
        picker.reloadAllComponents()
        harness.display()
        #expect(picker.numberOfRows(inComponent: 0) == 10)
        #expect(picker.selectedRow(inComponent: 0) == 9)
        #expect(picker.view(forRow: 9, forComponent: 0) != nil)
    }

    @Test("R26.5: selectRow is silent, pins out-of-range rows, and an empty component selects -1")
    func programmaticSelection() {
        let (_, picker, model) = makePicker(rows: [10, 0])
        #expect(picker.selectedRow(inComponent: 0) == 0)
        #expect(picker.selectedRow(inComponent: 1) == -1)
        picker.selectRow(3, inComponent: 0, animated: false)
        #expect(picker.selectedRow(inComponent: 0) == 3)
        let messages = capturingDiagnostics { picker.selectRow(40, inComponent: 0, animated: false) }
        #expect(picker.selectedRow(inComponent: 0) == 9)
        #expect(messages.count == 1)
        #expect(model.selections.isEmpty)
    }

    @Test("R26.5: a click on a row below the band selects it and tells the delegate once")
    func clickSelectsRow() {
        let (harness, picker, model) = makePicker()
        // Row 2 shows at 108 + 108·sin(64/108) ≈ 168.3.
        harness.click(160, 168)
        #expect(picker.selectedRow(inComponent: 0) == 2)
        #expect(model.selections == ["0:2"])
        harness.advance(by: 1)        // the glide ends: row 2 is in the band
        harness.display()
        #expect(picker.view(forRow: 2, forComponent: 0)?.center.y == 108)
        harness.click(160, 108)       // the band: row 2 is already selected
        #expect(model.selections == ["0:2"])
    }

    @Test("R26.6: each wheel notch moves one row; Up and Down move the focused component")
    func wheelAndKeys() {
        let (harness, picker, model) = makePicker(rows: [5, 20])
        let second = picker.componentFrames()[1]
        harness.scroll(0, 40, at: CGPoint(x: second.midX, y: 108))
        harness.scroll(0, 40, at: CGPoint(x: second.midX, y: 108))
        harness.scroll(0, -40, at: CGPoint(x: second.midX, y: 108))
        #expect(picker.selectedRow(inComponent: 1) == 1)
        #expect(model.selections == ["1:1", "1:2", "1:1"])
        harness.advance(by: 1)
        harness.click(second.midX, 108)                        // focus the picker on component 1
        #expect(picker.isFirstResponder)
        harness.key("", code: .keyboardDownArrow, down: true)
        harness.key("", code: .keyboardDownArrow, down: false)
        #expect(picker.selectedRow(inComponent: 1) == 2)
        #expect(picker.selectedRow(inComponent: 0) == 0)
    }

    @Test("R26.6: a drag turns the drum and snaps to the nearest row on release")
    func dragSnaps() {
        let (harness, picker, model) = makePicker()
        // 100 pt up is 100 / 32 = 3.125 rows: the nearest row is 3.
        harness.drag(from: CGPoint(x: 160, y: 150), to: CGPoint(x: 160, y: 50))
        #expect(picker.selectedRow(inComponent: 0) == 3)
        #expect(model.selections == ["0:3"])
    }

    @Test("R26.7: each component is an adjustable element whose increment selects the next row")
    func accessibility() throws {
        let (_, picker, model) = makePicker(rows: [4])
        let element = try #require(picker.accessibilityElements?.first as? UIAccessibilityElement)
        #expect(element.accessibilityTraits == .adjustable)
        #expect(element.accessibilityValue == "c0r0, 1 of 4")
        element.accessibilityIncrement()
        #expect(picker.selectedRow(inComponent: 0) == 1)
        #expect(model.selections == ["0:1"])
        #expect(element.accessibilityValue == "c0r1, 2 of 4")
    }
}
