import Foundation
import Testing
@_spi(Testing) @testable import XUIKitCore
import XUIKitHeadlessTesting

@Suite("Dynamic colours")
@MainActor
struct DynamicColorTests {
    private let dark = UITraitCollection(userInterfaceStyle: .dark)
    private let light = UITraitCollection(userInterfaceStyle: .light)

    @Test("resolvedColor(with:) asks the provider for the given traits")
    func provider() {
        let color = UIColor { $0.userInterfaceStyle == .dark ? .red : .blue }
        #expect(color.resolvedColor(with: dark) == .red)
        #expect(color.resolvedColor(with: light) == .blue)
        #expect(UIColor.red.resolvedColor(with: dark) === UIColor.red)
    }

    @Test("system colours have Apple's light and dark values")
    func palette() {
        func rgb(_ color: UIColor, _ traits: UITraitCollection) -> [Int] {
            let resolved = color.resolvedColor(with: traits)
            return [resolved.red, resolved.green, resolved.blue].map { Int(($0 * 255).rounded()) }
        }
        #expect(rgb(.systemBlue, light) == [0, 122, 255])
        #expect(rgb(.systemBlue, dark) == [10, 132, 255])
        #expect(rgb(.systemBackground, dark) == [0, 0, 0])
        #expect(rgb(.label, dark) == [255, 255, 255])
        #expect(rgb(.secondarySystemBackground, dark) == [28, 28, 30])
        #expect(rgb(.systemGray6, light) == [242, 242, 247])
        #expect(rgb(.systemMint, dark) == [99, 230, 226])
        #expect(UIColor.secondaryLabel.resolvedColor(with: dark).alpha == 0.6)
    }

    @Test("performAsCurrent makes a collection current for colours, then restores the previous one")
    func performAsCurrent() {
        var inside: CGFloat = -1
        dark.performAsCurrent { inside = UIColor.label.red }
        #expect(inside == 1)
        light.performAsCurrent { inside = UIColor.label.red }
        #expect(inside == 0)
    }

    @Test("withAlphaComponent of a dynamic colour stays dynamic")
    func alphaStaysDynamic() {
        let faded = UIColor.label.withAlphaComponent(0.5)
        #expect(faded.resolvedColor(with: dark).red == 1)
        #expect(faded.resolvedColor(with: light).red == 0)
        #expect(faded.resolvedColor(with: dark).alpha == 0.5)
    }

    @Test("R15.4: a view's dynamic background draws in the view's appearance, and redraws when the desktop turns dark")
    func drawsPerView() {
        let harness = Harness()
        let lightView = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let darkView = UIView(frame: CGRect(x: 40, y: 0, width: 20, height: 20))
        lightView.backgroundColor = .systemBackground
        darkView.backgroundColor = .systemBackground
        darkView.overrideUserInterfaceStyle = .dark
        harness.window.addSubview(lightView)
        harness.window.addSubview(darkView)
        #expect(harness.pixel(10, 10) == .white)
        #expect(harness.pixel(50, 10) == .black)
        UIApplication.shared.desktopSettingsDidChange(DesktopSettings(themeName: "Adwaita-dark"))
        #expect(harness.pixel(10, 10) == .black)
        // The window's own empty area follows too.
        #expect(harness.pixel(200, 200) == .black)
    }

    @Test("R15.4: views inside a transformed view draw in their own appearance too")
    func drawsPerViewUnderTransform() {
        let harness = Harness()
        let moved = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        moved.transform = CGAffineTransform(translationX: 10, y: 10)
        let darkChild = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        darkChild.backgroundColor = .systemBackground
        darkChild.overrideUserInterfaceStyle = .dark
        let lightChild = UIView(frame: CGRect(x: 60, y: 0, width: 40, height: 40))
        lightChild.backgroundColor = .secondarySystemBackground
        moved.addSubview(darkChild)
        moved.addSubview(lightChild)
        harness.window.addSubview(moved)
        #expect(harness.pixel(30, 30) == .black)
        // Light secondary background is a light grey, not dark mode's near-black.
        #expect(harness.pixel(90, 30).r > 200)
        harness.window.overrideUserInterfaceStyle = .dark
        #expect(harness.pixel(90, 30).r < 60)
    }

    @Test("every standard control draws in dark mode with dark pixels, not the light look")
    func controlsInDark() {
        let harness = Harness()
        harness.window.overrideUserInterfaceStyle = .dark
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 34))
        field.borderStyle = .roundedRect
        let segmented = UISegmentedControl(items: ["One", "Two"])
        segmented.frame = CGRect(x: 10, y: 60, width: 200, height: 32)
        let stepper = UIStepper(frame: CGRect(x: 10, y: 110, width: 94, height: 32))
        for view in [field, segmented, stepper] as [UIView] { harness.window.addSubview(view) }
        // Inside the field's face, inside the unselected segment, inside the stepper's face.
        for (x, y) in [(100, 27), (160, 66), (20, 126)] {
            let pixel = harness.pixel(x, y)
            #expect(pixel.r < 128 && pixel.g < 128 && pixel.b < 128, "pixel (\(x), \(y)) is \(pixel) in dark mode")
        }
    }
}
