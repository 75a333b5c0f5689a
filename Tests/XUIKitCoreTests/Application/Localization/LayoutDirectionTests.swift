import Foundation
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

@MainActor
@Suite("Right to left: directions, Auto Layout, stack views, alignment and list content (R36.8–R36.12)")
struct LayoutDirectionTests {
    /// A `width` × 100 container forced right to left, pinned at the window's top left.
    func rightToLeftContainer(_ h: Harness, width: CGFloat = 400) -> UIView {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 100))
        container.semanticContentAttribute = .forceRightToLeft
        h.window.addSubview(container)
        return container
    }

    @Test("R36.8: Arabic, Hebrew, Persian and Urdu are right to left; English, German and none are not")
    func languages() {
        for languages in [["ar"], ["he-IL", "he"], ["fa"], ["ur-PK", "ur"], ["ar-EG", "en"]] {
            #expect(UIUserInterfaceLayoutDirection.forLanguages(languages) == .rightToLeft, "\(languages)")
        }
        for languages in [["en"], ["de-DE", "de"], [], ["en", "ar"]] {
            #expect(UIUserInterfaceLayoutDirection.forLanguages(languages) == .leftToRight, "\(languages)")
        }
    }

    @Test("R36.9: the direction of each semantic content attribute, alone and relative to a direction")
    func attributes() {
        #expect(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft) == .rightToLeft)
        for attribute in [UISemanticContentAttribute.playback, .spatial, .forceLeftToRight] {
            #expect(UIView.userInterfaceLayoutDirection(for: attribute) == .leftToRight)
            #expect(UIView.userInterfaceLayoutDirection(for: attribute, relativeTo: .rightToLeft) == .leftToRight)
        }
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified, relativeTo: .rightToLeft) == .rightToLeft)
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified) == UIApplication.shared.userInterfaceLayoutDirection)
        #expect(UIView().semanticContentAttribute == .unspecified)
    }

    @Test("R36.9: unspecified views inherit their superview's direction; playback content stays left to right; traits follow")
    func inheritance() {
        let h = Harness()
        let container = rightToLeftContainer(h)
        let child = UIView(), controls = UIView(), grandchild = UIView()
        controls.semanticContentAttribute = .playback
        container.addSubview(child)
        container.addSubview(controls)
        child.addSubview(grandchild)
        #expect(container.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(grandchild.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(controls.effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(grandchild.traitCollection.layoutDirection == .rightToLeft)
        #expect(controls.traitCollection.layoutDirection == .leftToRight)
        #expect(UITraitCollection(layoutDirection: .rightToLeft).layoutDirection == .rightToLeft)
        #expect(UITraitCollection().layoutDirection == .unspecified)
    }

    @Test("R36.10: leading and trailing constraints measure from the right, constants mirrored")
    func autoLayout() {
        let h = Harness()
        let container = rightToLeftContainer(h)
        let a = constrainedView(), b = constrainedView(), left = constrainedView()
        [a, b, left].forEach(container.addSubview)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
            a.widthAnchor.constraint(equalToConstant: 100),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
            b.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -10),
            left.leftAnchor.constraint(equalTo: container.leftAnchor, constant: 5),
            left.widthAnchor.constraint(equalToConstant: 30),
            a.topAnchor.constraint(equalTo: container.topAnchor),
            b.topAnchor.constraint(equalTo: container.topAnchor), left.topAnchor.constraint(equalTo: container.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 10), b.heightAnchor.constraint(equalToConstant: 10),
            left.heightAnchor.constraint(equalToConstant: 10),
        ])
        h.display()
        // a: right edge 20 from the container's right → 280..380. b: from 10 to a's left less 8 → 10..272.
        #expect(a.frame == CGRect(x: 280, y: 0, width: 100, height: 10))
        #expect(b.frame == CGRect(x: 10, y: 0, width: 262, height: 10))
        #expect(left.frame.minX == 5, "left stays left")
    }

    @Test("R36.10: the same constraints lay out left to right when the attribute is forced left to right")
    func forcedLeftToRight() {
        let h = Harness()
        let container = rightToLeftContainer(h)
        container.semanticContentAttribute = .forceLeftToRight
        let a = constrainedView()
        container.addSubview(a)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
            a.widthAnchor.constraint(equalToConstant: 100), a.heightAnchor.constraint(equalToConstant: 10),
            a.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        h.display()
        #expect(a.frame.minX == 20)
        container.semanticContentAttribute = .forceRightToLeft
        h.display()
        #expect(a.frame.minX == 280, "changing the attribute re-solves the layout")
    }

    @Test("R36.10: a horizontal stack view lays its arranged subviews out from the right")
    func stackView() {
        let h = Harness()
        let container = rightToLeftContainer(h, width: 300)
        let a = SizedView(50, 20), b = SizedView(60, 30)
        a.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.spacing = 10
        stack.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            stack.topAnchor.constraint(equalTo: container.topAnchor),
            stack.widthAnchor.constraint(equalToConstant: 300),
        ])
        h.display()
        #expect(a.frame == CGRect(x: 250, y: 0, width: 50, height: 30))
        #expect(b.frame == CGRect(x: 0, y: 0, width: 240, height: 30))
    }

    @Test("R36.10: directional layout margins put leading on the right under right to left")
    func directionalMargins() {
        let h = Harness()
        let container = rightToLeftContainer(h)
        container.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 30, bottom: 2, trailing: 5)
        #expect(container.layoutMargins == UIEdgeInsets(top: 1, left: 5, bottom: 2, right: 30))
        #expect(container.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 1, leading: 30, bottom: 2, trailing: 5))
    }

    @Test("R36.11: natural alignment is right in a right-to-left view, unchanged in a left-to-right one")
    func naturalAlignment() {
        let h = Harness()
        let container = rightToLeftContainer(h)
        let label = UILabel(), plain = UILabel()
        container.addSubview(label)
        h.window.addSubview(plain)
        #expect(label.resolvedTextAlignment(.natural) == .right)
        #expect(label.resolvedTextAlignment(.center) == .center)
        #expect(plain.resolvedTextAlignment(.natural) == .natural)
    }

    @Test("R36.12: list content puts its image at the right and its text left of it under right to left")
    func listContent() {
        let h = Harness()
        let container = rightToLeftContainer(h, width: 300)
        var configuration = UIListContentConfiguration.cell()
        configuration.text = "Wi-Fi"
        configuration.image = ImageFixtures.image(CGSize(width: 20, height: 20), background: .red, [])
        let content = UIListContentView(configuration: configuration)
        content.frame = CGRect(x: 0, y: 0, width: 300, height: 44)
        container.addSubview(content)
        h.display()
        let frames = content.frames(forWidth: 300)
        #expect(frames.image.maxX > 250, "image at the right: \(frames.image)")
        #expect(frames.text.maxX < frames.image.minX, "text left of the image: \(frames.text)")
    }

    @Test("R36.12: a list cell's trailing accessory goes to the left and its content view ends at the right")
    func listCell() throws {
        let h = Harness()
        let container = rightToLeftContainer(h, width: 300)
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
        cell.accessories = [.disclosureIndicator()]
        container.addSubview(cell)
        cell.layoutIfNeeded()
        let accessory = try #require(cell.accessoryViews.first)
        #expect(accessory.frame.minX < 40, "the disclosure indicator at the left: \(accessory.frame)")
        #expect(cell.contentView.frame.maxX == 300, "content runs to the right edge: \(cell.contentView.frame)")
        #expect(cell.contentView.frame.minX >= accessory.frame.maxX)
    }

    @Test("R36.12: a table cell's accessory view goes to the left and its label to the right")
    func tableCell() {
        let h = Harness()
        let container = rightToLeftContainer(h, width: 320)
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        let accessory = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        cell.accessoryView = accessory
        cell.textLabel?.text = "Wi-Fi"
        container.addSubview(cell)
        cell.layoutIfNeeded()
        #expect(accessory.frame.minX < 40, "accessory at the left: \(accessory.frame)")
        let label = cell.textLabel?.convert(cell.textLabel?.bounds ?? .zero, to: cell) ?? .zero
        #expect(label.minX > accessory.frame.maxX, "label right of the accessory: \(label)")
        #expect(label.maxX > 280, "label ends near the right edge: \(label)")
    }

    @Test("R36.14: a navigation bar puts its left items at the right and its right items at the left")
    func navigationBar() {
        let h = Harness()
        let container = rightToLeftContainer(h, width: 320)
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let item = UINavigationItem(title: "Title")
        item.leftBarButtonItem = UIBarButtonItem(title: "Left", style: .plain, target: nil, action: nil)
        item.rightBarButtonItem = UIBarButtonItem(title: "Right", style: .plain, target: nil, action: nil)
        bar.setItems([item], animated: false)
        container.addSubview(bar)
        bar.layoutIfNeeded()
        let left = bar.leftViews.first?.frame ?? .zero, right = bar.rightViews.first?.frame ?? .zero
        #expect(left.minX > 200 && left.maxX <= 312, "left item at the right: \(left)")
        #expect(right.minX >= 8 && right.maxX < 120, "right item at the left: \(right)")
    }
}
