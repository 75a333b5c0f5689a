import Foundation
import Testing
@_spi(Testing) @testable import XUIKitCore
import XUIKitHeadlessTesting

@MainActor
@Suite("UIBarButtonItem: initializers, system items, clicks (R16.1–R16.4)")
struct BarButtonItemTests {
    @Test("System items: Done and Save are bold titles, Edit and Cancel plain titles, the rest glyphs; raw values are UIKit's")
    func systemItems() {
        let done = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)
        #expect(done.title == "Done" && done.style == .done)
        #expect(UIBarButtonItem(barButtonSystemItem: .save, target: nil, action: nil).style == .done)
        let edit = UIBarButtonItem(systemItem: .edit)
        #expect(edit.title == "Edit" && edit.style == .plain)
        #expect(UIBarButtonItem(barButtonSystemItem: .cancel, target: nil, action: nil).title == "Cancel")
        #expect(UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil).title == nil)
        #expect(UIBarButtonItem.SystemItem.close.rawValue == 24 && UIBarButtonItem.SystemItem.flexibleSpace.rawValue == 5)
        #expect(UIBarButtonItem.fixedSpace(20).width == 20 && UIBarButtonItem.fixedSpace(20).systemItem == .fixedSpace)
        #expect(UIBarButtonItem.flexibleSpace().systemItem == .flexibleSpace)
    }

    @Test("Every glyph system item draws in its tint: tinted pixels inside its square, none outside")
    func glyphsDraw() {
        let glyphs = UIBarButtonItem.SystemItem.allCases.filter { $0.title == nil && $0 != .flexibleSpace && $0 != .fixedSpace }
        #expect(glyphs.count == 19)
        for glyph in glyphs {
            let image = UIGraphicsImageRenderer(size: CGSize(width: 44, height: 44)).image { _ in
                BarGlyphs.draw(.system(glyph), in: CGRect(x: 11, y: 11, width: 22, height: 22), color: .systemRed)
            }
            let pixels = redPixels(in: image)
            #expect(pixels.inside > 6, "\(glyph) draws")
            #expect(pixels.outside == 0, "\(glyph) stays in its square")
        }
    }

    @Test("The primaryAction initializer takes the action's title; menu items keep theirs")
    func primaryActionInit() {
        var ran = 0
        let item = UIBarButtonItem(primaryAction: UIAction(title: "Sort") { _ in ran += 1 })
        #expect(item.title == "Sort")
        #expect(item.performPrimaryAction())
        #expect(ran == 1)
        let menuItem = UIBarButtonItem(title: "More", image: nil, primaryAction: nil, menu: UIMenu(title: "", children: []))
        #expect(menuItem.title == "More" && menuItem.clickOpensMenu)
    }

    @Test("A click on a bar button sends its action to its target with the item as sender (R16.3)")
    func clickSendsAction() {
        let root = BarActionController()
        let add = UIBarButtonItem(barButtonSystemItem: .add, target: root, action: .barTestAdd)
        root.navigationItem.rightBarButtonItem = add
        let navigation = UINavigationController(rootViewController: root)
        let harness = showInWindow(navigation)
        let point = centre(of: try! #require(barView(for: add, in: navigation.navigationBar)))
        harness.click(point.x, point.y)
        #expect(root.log == ["add"])
        #expect(root.senders.first === add)
    }

    @Test("A nil target walks the responder chain from the first responder (R16.3)")
    func nilTargetWalksChain() {
        let root = BarActionController()
        root.acceptsFirstResponder = true
        let share = UIBarButtonItem(title: "Share", style: .plain, target: nil, action: .barTestShare)
        root.navigationItem.leftBarButtonItem = share
        let navigation = UINavigationController(rootViewController: root)
        let harness = showInWindow(navigation)
        #expect(root.becomeFirstResponder())
        let point = centre(of: try! #require(barView(for: share, in: navigation.navigationBar)))
        harness.click(point.x, point.y)
        #expect(root.log == ["share"])
    }

    @Test("A disabled item ignores clicks and is drawn dimmed")
    func disabledItem() {
        let root = BarActionController()
        let add = UIBarButtonItem(barButtonSystemItem: .add, target: root, action: .barTestAdd)
        add.isEnabled = false
        root.navigationItem.rightBarButtonItem = add
        let navigation = UINavigationController(rootViewController: root)
        let harness = showInWindow(navigation)
        let view = try! #require(barView(for: add, in: navigation.navigationBar))
        #expect(!view.isEnabled && view.contentColor.alpha < 0.5)
        #expect(view.accessibilityLabel == "Add" && view.accessibilityTraits == [.button, .notEnabled])
        let point = centre(of: view)
        harness.click(point.x, point.y)
        #expect(root.log.isEmpty)
        add.isEnabled = true
        harness.click(point.x, point.y)
        #expect(root.log == ["add"])
    }

    @Test("An item with a menu and no action opens the menu on a click (R16.4)")
    func menuOpens() {
        var chosen = 0
        let menu = UIMenu(title: "", children: [UIAction(title: "Sort by Name") { _ in chosen += 1 }])
        let item = UIBarButtonItem(systemItem: .organize, primaryAction: nil, menu: menu)
        let root = UIViewController()
        root.navigationItem.rightBarButtonItem = item
        let navigation = UINavigationController(rootViewController: root)
        let harness = showInWindow(navigation)
        let windowsBefore = UIApplication.shared.windows.count
        let point = centre(of: try! #require(barView(for: item, in: navigation.navigationBar)))
        harness.click(point.x, point.y)
        #expect(UIApplication.shared.windows.count == windowsBefore + 1, "the menu's popup window opened")
        #expect(chosen == 0)
    }
}

/// Counts the reddish pixels (UIColor.systemRed) of the 44 × 44 pt `image` inside the centre
/// 22 × 22 square (with 2 pt of slack for anti-aliasing) and outside it.
@MainActor
func redPixels(in image: UIImage) -> (inside: Int, outside: Int) {
    var inside = 0, outside = 0
    let scale = CGFloat(image.pixelWidth) / 44
    for y in 0..<image.pixelHeight {
        for x in 0..<image.pixelWidth {
            guard let pixel = image.pixel(x: x, y: y), pixel.alpha > 80, pixel.red > 180, pixel.green < 150 else { continue }
            let px = CGFloat(x) / scale, py = CGFloat(y) / scale
            if px >= 9 && px < 35 && py >= 9 && py < 35 { inside += 1 } else { outside += 1 }
        }
    }
    return (inside, outside)
}
