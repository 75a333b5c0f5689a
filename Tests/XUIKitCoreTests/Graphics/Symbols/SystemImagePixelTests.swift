import Foundation
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

@MainActor
@Suite("System images in views, by pixels (headless, scale 1 and 2)")
struct SystemImagePixelTests {
    /// Pixels of the window's device-pixel area `area` (points × scale), counted: exactly red,
    /// and partly red (the anti-aliased edge: more red than green, not fully red).
    struct Counts { var red = 0, edge = 0 }

    static func count(_ harness: Harness, points area: CGRect, scale: Int) -> Counts {
        harness.display()
        let surface = harness.window.surface!
        var counts = Counts()
        for y in Int(area.minY) * scale..<Int(area.maxY) * scale {
            for x in Int(area.minX) * scale..<Int(area.maxX) * scale {
                let p = surface.pixel(x: x, y: y)
                let (r, g, b) = (Int(p.red), Int(p.green), Int(p.blue))
                if r == 255 && g == 0 && b == 0 { counts.red += 1 } else if r > 250 && g < 245 && g == b { counts.edge += 1 }
            }
        }
        return counts
    }

    /// A window at `scale` showing `image` in an image view at (10, 10), tinted red.
    static func showing(_ image: UIImage, scale: CGFloat) throws -> Harness {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        let backend = try #require(UIApplication.shared.backend as? HeadlessBackend)
        backend.displayScale = scale
        harness.window.frame = CGRect(x: 0, y: 0, width: 61, height: 60)   // a new size takes the scale
        let view = UIImageView(image: image)
        view.frame.origin = CGPoint(x: 10, y: 10)
        view.tintColor = .red
        harness.window.addSubview(view)
        return harness
    }

    @Test("R24.3: a symbol in an image view is drawn in the view's tint, its size the symbol's")
    func tinted() throws {
        let image = try #require(UIImage(systemName: "heart.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 32)))
        let harness = try Self.showing(image, scale: 1)
        let view = try #require(harness.window.subviews.last as? UIImageView)
        #expect(view.intrinsicContentSize == CGSize(width: 32, height: 32))
        // The heart fills the middle of its square: red there, white outside the view.
        #expect(harness.pixel(26, 28) == .red)
        #expect(harness.pixel(5, 5) == .white && harness.pixel(50, 50) == .white)
        let ink = try #require(harness.ink(in: CGRect(x: 0, y: 0, width: 60, height: 60)))
        #expect(ink.minX >= 10 && ink.maxX <= 42 && ink.minY >= 10 && ink.maxY <= 42 && ink.width > 24)
        // A new tint redraws in that colour.
        view.tintColor = .blue
        #expect(harness.pixel(26, 28) == .blue)
    }

    @Test("R24.4: at scale 2 a symbol has four times the full red pixels and a one-pixel edge: vectors, not an enlarged bitmap")
    func crispAtScale2() throws {
        let configuration = UIImage.SymbolConfiguration(pointSize: 32)
        let image = try #require(UIImage(systemName: "heart.fill", withConfiguration: configuration))
        let area = CGRect(x: 0, y: 0, width: 60, height: 60)
        let one = Self.count(try Self.showing(image, scale: 1), points: area, scale: 1)
        let two = Self.count(try Self.showing(image, scale: 2), points: area, scale: 2)
        // Twice the pixels each way: four times the area. The edge band stays one pixel wide, so
        // interior pixels grow a little more than four times (the band is a smaller share).
        let ratio = Double(two.red) / Double(one.red)
        #expect(one.red > 400 && ratio > 3.6 && ratio < 5, "full red: \(one.red) at 1, \(two.red) at 2")
        // The anti-aliased edge is one pixel wide at either scale: its length in pixels doubles,
        // so it has about twice as many pixels (a stretched bitmap's edge would double in width too).
        let edgeRatio = Double(two.edge) / Double(max(one.edge, 1))
        #expect(edgeRatio > 1.4 && edgeRatio < 2.8, "edge: \(one.edge) at 1, \(two.edge) at 2")

        // The same heart as a scale-1 bitmap, shown at scale 2: the blurred edge of an
        // enlarged bitmap has clearly more partly-red pixels and fewer full ones.
        let bitmap = UIGraphicsImageRenderer(size: image.size, format: {
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            return format
        }()).image { _ in image.withTintColor(.red).draw(in: CGRect(origin: .zero, size: image.size)) }
        let stretched = Self.count(try Self.showing(bitmap, scale: 2), points: area, scale: 2)
        #expect(stretched.edge > two.edge * 3 / 2, "edge: vector \(two.edge), stretched bitmap \(stretched.edge)")
        #expect(stretched.red < two.red, "full red: vector \(two.red), stretched bitmap \(stretched.red)")
    }

    @Test("R24.7: palette and hierarchical colours win over the tint; withTintColor over the view's tint")
    func colours() throws {
        let palette = try #require(UIImage(systemName: "heart.fill", withConfiguration:
            UIImage.SymbolConfiguration(pointSize: 32).applying(UIImage.SymbolConfiguration(paletteColors: [.blue, .red]))))
        #expect(try Self.showing(palette, scale: 1).pixel(26, 28) == .blue)
        let hierarchical = try #require(UIImage(systemName: "heart.fill", withConfiguration:
            UIImage.SymbolConfiguration(pointSize: 32).applying(UIImage.SymbolConfiguration(hierarchicalColor: .blue))))
        #expect(try Self.showing(hierarchical, scale: 1).pixel(26, 28) == .blue)
        let fixed = try #require(UIImage(systemName: "heart.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 32)))
        #expect(try Self.showing(fixed.withTintColor(.blue), scale: 1).pixel(26, 28) == .blue)
        // An original symbol is black.
        #expect(try Self.showing(fixed.withRenderingMode(.alwaysOriginal), scale: 1).pixel(26, 28) == .black)
    }

    @Test("R24.6: a bold symbol covers more pixels than a regular one of the same size")
    func boldCoversMore() throws {
        func redPixels(_ weight: UIImage.SymbolWeight) throws -> Int {
            let image = try #require(UIImage(systemName: "gear", withConfiguration: UIImage.SymbolConfiguration(pointSize: 32, weight: weight)))
            return Self.count(try Self.showing(image, scale: 1), points: CGRect(x: 0, y: 0, width: 60, height: 60), scale: 1).red
        }
        let regular = try redPixels(.regular), bold = try redPixels(.bold), light = try redPixels(.light)
        #expect(bold > regular + regular / 10, "bold \(bold), regular \(regular)")
        #expect(light == regular)
    }

    @Test("R24.3: a symbol in a button and a table cell takes the tint")
    func inControls() throws {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let button = UIButton(type: .system)
        button.setImage(UIImage(systemName: "heart.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 24)), for: .normal)
        button.tintColor = .red
        button.frame = CGRect(x: 10, y: 10, width: 44, height: 44)
        harness.window.addSubview(button)
        let ink = try #require(harness.ink(in: CGRect(x: 0, y: 0, width: 100, height: 100), where: { $0.r > 200 && $0.g < 60 && $0.b < 60 }))
        #expect(ink.width > 12 && ink.midX > 25 && ink.midX < 40, "button's heart at \(ink)")

        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.imageView?.image = UIImage(systemName: "star.fill")
        cell.tintColor = .red
        cell.frame = CGRect(x: 0, y: 100, width: 200, height: 44)
        harness.window.addSubview(cell)
        cell.layoutIfNeeded()
        let star = try #require(harness.ink(in: CGRect(x: 0, y: 100, width: 200, height: 44), where: { $0.r > 200 && $0.g < 60 && $0.b < 60 }))
        #expect(star.width > 10 && star.width <= 18, "cell's star at \(star)")
    }

    @Test("R24.3: a symbol in a navigation bar's bar button item and in a tab bar item takes the bar's tint")
    func inBars() throws {
        let root = UIViewController()
        root.navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "heart.fill"), style: .plain,
                                                                 target: nil, action: nil)
        let navigation = UINavigationController(rootViewController: root)
        // The tab bar shows its child's item: the navigation controller's.
        navigation.tabBarItem = UITabBarItem(title: nil, image: UIImage(systemName: "star.fill"), tag: 0)
        navigation.navigationBar.tintColor = .red
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation]
        tabs.tabBar.tintColor = .red
        let harness = showInWindow(tabs)
        let isRed: (RGB) -> Bool = { $0.r > 200 && $0.g < 60 && $0.b < 60 }
        let barItem = try #require(root.navigationItem.rightBarButtonItem)
        let item = try #require(barView(for: barItem, in: navigation.navigationBar))
        let heart = try #require(harness.ink(in: item.convert(item.bounds, to: nil), where: isRed), "no red in the bar button")
        #expect(heart.width >= 12 && heart.width <= 18, "bar button's heart at \(heart)")
        let tab = tabs.tabBar.convert(tabs.tabBar.bounds, to: nil)
        let star = try #require(harness.ink(in: tab, where: isRed), "no red in the tab bar")
        #expect(star.width >= 12 && star.width <= 26, "tab's star at \(star)")
    }

    @Test("R24.7: a hierarchical colour keeps the parts Adwaita draws at lower opacity lower")
    func hierarchicalLayers() throws {
        // audio-volume-medium (speaker.wave.2): the speaker and first wave opaque, the outer wave
        // at opacity 0.35, which over white is (255, 166, 166) in red.
        let configuration = UIImage.SymbolConfiguration(pointSize: 64).applying(UIImage.SymbolConfiguration(hierarchicalColor: .red))
        let image = try #require(UIImage(systemName: "speaker.wave.2", withConfiguration: configuration))
        let drawn = UIGraphicsImageRenderer(size: image.size).image { context in
            UIColor.white.setFill()
            context.fill(CGRect(origin: .zero, size: image.size))
            image.draw(in: CGRect(origin: .zero, size: image.size))
        }
        var full = 0, faint = 0
        for y in 0..<drawn.pixelHeight {
            for x in 0..<drawn.pixelWidth {
                let p = drawn.rgb(x, y)
                if p == .red { full += 1 } else if p.r == 255 && p.g == p.b && abs(p.g - 166) <= 6 { faint += 1 }
            }
        }
        #expect(full > 300 && faint > 60, "full red \(full), faint red \(faint)")
    }

    @Test("R24.3: withTintColor fills a bitmap's shape with the colour too")
    func bitmapTint() {
        // At scale 1 whatever the screen's: pixels are points.
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let shape = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format).image { context in
            UIColor.black.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 5, height: 10))
        }
        let drawn = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format).image { context in
            UIColor.white.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            shape.withTintColor(.red).draw(in: CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        #expect(drawn.rgb(2, 5) == .red && drawn.rgb(7, 5) == .white)
        #expect(shape.withTintColor(.red).renderingMode == .automatic)
    }
}
