import Foundation
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

/// A Hashable model holding an image, as apps write them.
struct PhotoModel: Hashable {
    let title: String
    let image: UIImage
}

@MainActor
@Suite("Identity equality and literals")
struct ObjectIdentityTests {
    @Test("firstIndex(of:) finds a button by identity (R17.1)")
    func firstIndexOfButton() {
        let buttons = (0..<4).map { _ in UIButton(type: .system) }
        #expect(buttons.firstIndex(of: buttons[2]) == 2)
        #expect(buttons.firstIndex(of: UIButton(type: .system)) == nil)
        #expect(buttons[1] == buttons[1] && buttons[1] != buttons[2])
    }

    @Test("Views, controllers and windows go in sets by identity (R17.1)")
    func setsOfResponders() {
        let a = UIView(), b = UIView()
        var views: Set<UIView> = [a, b, a]
        #expect(views.count == 2)
        views.remove(a)
        #expect(views == [b])
        let controllers: Set<UIViewController> = [UIViewController(), UIViewController()]
        #expect(controllers.count == 2)
        let responders: [UIResponder] = [a, UIViewController()]
        #expect(responders.contains(a) && !responders.contains(b))
    }

    @Test("Images are equal by identity, so Hashable models can hold them (R17.1)")
    func imagesByIdentity() {
        let red = ImageFixtures.image(CGSize(width: 2, height: 2), background: .red)
        let sameLooking = ImageFixtures.image(CGSize(width: 2, height: 2), background: .red)
        #expect(red == red && red != sameLooking)
        let models: Set<PhotoModel> = [PhotoModel(title: "a", image: red), PhotoModel(title: "a", image: red),
                                       PhotoModel(title: "a", image: sameLooking)]
        #expect(models.count == 2)
    }

    @Test("Constraints, layers, guides, alert actions and menu elements compare by identity (R17.1)")
    func otherObjects() {
        let view = UIView()
        let c1 = view.widthAnchor.constraint(equalToConstant: 10), c2 = view.widthAnchor.constraint(equalToConstant: 10)
        #expect([c1, c2].firstIndex(of: c2) == 1)
        #expect(Set([view.layer, view.layer, UIView().layer]).count == 2)
        #expect(Set([UILayoutGuide(), UILayoutGuide()]).count == 2)
        let ok = UIAlertAction(title: "OK", style: .default)
        #expect([UIAlertAction(title: "OK", style: .default), ok].firstIndex(of: ok) == 1)
        let action = UIAction(title: "A") { _ in }
        #expect(Set<UIMenuElement>([action, action]).count == 1)
    }

    @Test("Colours stay equal by value, as UIColor's isEqual: is")
    func coloursByValue() {
        #expect(UIColor(red: 1, green: 0, blue: 0, alpha: 1) == UIColor.red)
        #expect(Set([UIColor(white: 0, alpha: 1), UIColor.black]).count == 1)
    }

    @Test("#colorLiteral makes a UIColor, typed or untyped (R17.2)")
    func colorLiteral() {
        let typed: UIColor = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)
        let untyped = #colorLiteral(red: 0, green: 0, blue: 1, alpha: 0.5)
        #expect(typed == UIColor(red: 1, green: 0.5, blue: 0, alpha: 1))
        #expect(untyped == UIColor(red: 0, green: 0, blue: 1, alpha: 0.5))
        #expect(type(of: untyped) == UIColor.self)
    }

    @Test("#imageLiteral loads the named image from the main bundle; a missing one is reported (R17.2)")
    func imageLiteral() throws {
        // In a folder of its own: Foundation caches a bundle's file list at its first lookup (the
        // bars look up their titles in the main bundle), so a file written into the bundle's top
        // folder afterwards is not found; a folder nobody has looked into is listed afresh.
        _ = Bundle.main.path(forResource: "xuikit-nothing", ofType: "png")   // the top folder is listed now, as in a full run
        let resources = try #require(Bundle.main.resourcePath)
        let folder = (resources as NSString).appendingPathComponent("xuikit-image-literal-fixture")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let name = "xuikit-image-literal-fixture/image"
        let png = try #require(ImageFixtures.image(CGSize(width: 3, height: 2), background: .green).pngData())
        try png.write(to: URL(fileURLWithPath: (folder as NSString).appendingPathComponent("image.png")))
        let loaded = UIImage(imageLiteralResourceName: name)
        #expect(loaded.size == CGSize(width: 3, height: 2))
        var missing: UIImage?
        let messages = capturingDiagnostics { missing = #imageLiteral(resourceName: "no-such-image-anywhere") }
        #expect(messages.count == 1 && messages[0].contains("no-such-image-anywhere"))
        #expect(missing?.size == CGSize(width: 1, height: 1))
        let untyped = #imageLiteral(resourceName: "xuikit-image-literal-fixture/image")
        #expect(type(of: untyped) == UIImage.self && untyped.size == CGSize(width: 3, height: 2))
    }
}
