import Foundation
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

/// Records a colour picker delegate's calls.
@MainActor
final class ColorPickerLog: UIColorPickerViewControllerDelegate {
    var calls: [String] = []
    func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool) {
        calls.append("didSelect \(UIColorPickerViewController.hex(of: color, alpha: true, in: viewController.traitCollection)) \(continuously)")
    }
    func colorPickerViewControllerDidSelectColor(_ viewController: UIColorPickerViewController) { calls.append("didSelectColor") }
    func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController) { calls.append("finish") }
}

@MainActor
@Suite("UIColorWell and UIColorPickerViewController")
struct ColorWellTests {
    /// An 800 × 600 window whose root view holds a well at (100, 100).
    private func makeWell() -> (Harness, UIViewController, UIColorWell) {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
        let root = UIViewController()
        harness.window.rootViewController = root
        let well = UIColorWell(frame: CGRect(x: 100, y: 100, width: 0, height: 0))
        root.view.addSubview(well)
        harness.display()
        return (harness, root, well)
    }

    @Test("R26.15: defaults: 28 × 28, no colour, alpha supported; setting the colour sends nothing")
    func defaults() {
        let (_, _, well) = makeWell()
        #expect(well.frame.size == CGSize(width: 28, height: 28))
        #expect(well.selectedColor == nil && well.supportsAlpha && well.title == nil)
        var changes = 0
        well.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        well.selectedColor = .red
        #expect(changes == 0)
        #expect(UIColorPickerViewController().selectedColor == .white)
    }

    @Test("R26.15, R26.16: a click presents the picker in a popover; a swatch clicked there becomes the well's colour")
    func clickPresentsPicker() throws {
        let (harness, root, well) = makeWell()
        well.selectedColor = .blue
        well.title = "Ink"
        var changes = 0
        well.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        harness.click(114, 114)
        harness.display()
        harness.advance(by: 1)          // the popover's appearing transition
        harness.display()
        let picker = try #require(root.presentedViewController as? UIColorPickerViewController)
        #expect(picker.modalPresentationStyle == .popover)
        #expect(picker.title == "Ink" && picker.selectedColor == .blue)
        #expect(picker.hexField.text == "0000FF")
        // Row 0, column 11 of the grid is black (the grey ramp ends in black).
        let swatch = picker.grid.convert(picker.grid.rect(row: 0, column: 11), to: nil)
        harness.click(swatch.midX, swatch.midY)
        #expect(well.selectedColor == UIColor(white: 0, alpha: 1))
        #expect(changes == 1)
        #expect(picker.hexField.text == "000000")
    }

    @Test("R26.16: the grid: a grey ramp on top, hues by column, dark to pale down a column")
    func gridPalette() {
        let traits = UITraitCollection()
        #expect(UIColorPickerViewController.hex(of: ColorSwatchGridView.color(row: 0, column: 0), alpha: false, in: traits) == "FFFFFF")
        // Column 0 is red: row 5 is the pure hue (step 0.5: saturation 1, brightness 1).
        #expect(UIColorPickerViewController.hex(of: ColorSwatchGridView.color(row: 5, column: 0), alpha: false, in: traits) == "FF0000")
        // Column 4 is hue 4/12 = 120°: green.
        #expect(UIColorPickerViewController.hex(of: ColorSwatchGridView.color(row: 5, column: 4), alpha: false, in: traits) == "00FF00")
        // Row 1 is the darkest shade (brightness 0.3), row 9 the palest tint (saturation 0.2).
        #expect(UIColorPickerViewController.hex(of: ColorSwatchGridView.color(row: 1, column: 0), alpha: false, in: traits) == "4D0000")
        #expect(UIColorPickerViewController.hex(of: ColorSwatchGridView.color(row: 9, column: 0), alpha: false, in: traits) == "FFCCCC")
    }

    @Test("R26.16: hex text in both directions; nonsense is nil")
    func hex() {
        let traits = UITraitCollection()
        let color = UIColorPickerViewController.color(hex: "#3366CC80")
        #expect(color.map { UIColorPickerViewController.hex(of: $0, alpha: true, in: traits) } == "3366CC80")
        #expect(UIColorPickerViewController.color(hex: "12345") == nil)
        #expect(UIColorPickerViewController.color(hex: "GGGGGG") == nil)
    }

    @Test("R26.17: a choice calls didSelect(continuously:) then DidSelectColor; without alpha the colour is opaque")
    func delegateOrder() {
        let picker = UIColorPickerViewController()
        let log = ColorPickerLog()
        picker.delegate = log
        picker.supportsAlpha = false
        picker.loadViewIfNeeded()
        picker.userChose(UIColor(red: 1, green: 0, blue: 0, alpha: 0.5), continuously: true)
        #expect(log.calls == ["didSelect FF0000 true", "didSelectColor"])
        #expect(UIColorPickerViewController.hex(of: picker.selectedColor, alpha: true, in: picker.traitCollection) == "FF0000")
    }

    @Test("R26.7: a colour well is a button whose value is its colour's hex")
    func accessibility() {
        let (_, _, well) = makeWell()
        well.selectedColor = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        #expect(well.accessibilityTraits.contains(.button))
        #expect(well.accessibilityValue == "#FF8000")
        #expect(well.accessibilityLabel == "Color")
    }
}
