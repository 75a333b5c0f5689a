import Foundation
import Testing
@_spi(AssistiveTechnology) @testable import XUIKitCore
import XUIKitHeadlessTesting

@MainActor
@Suite("Accessibility tree: what an assistive technology reads in a window")
struct AccessibilityTreeTests {
    func label(_ text: String, _ x: CGFloat, _ y: CGFloat) -> UILabel {
        let label = UILabel(frame: CGRect(x: x, y: y, width: 40, height: 20))
        label.text = text
        return label
    }

    func read(_ harness: Harness) -> [String?] {
        AccessibilityTree.elements(in: harness.window).map(\.accessibilityLabel)
    }

    @Test("R13.4: elements are read top to bottom, then left to right, through plain containers")
    func readingOrder() {
        let harness = Harness()
        let row = UIView(frame: CGRect(x: 0, y: 100, width: 400, height: 50))
        row.addSubview(label("C", 200, 0))
        row.addSubview(label("B", 10, 0))
        harness.window.addSubview(row)
        harness.window.addSubview(label("D", 0, 300))
        harness.window.addSubview(label("A", 300, 10))
        #expect(read(harness) == ["A", "B", "C", "D"])
    }

    @Test("A label beside a taller control on the same row is read first")
    func rows() {
        let harness = Harness()
        let field = UITextField(frame: CGRect(x: 100, y: 90, width: 200, height: 40))
        field.placeholder = "Name"
        harness.window.addSubview(field)
        harness.window.addSubview(label("Name:", 10, 100))
        harness.window.addSubview(label("below", 0, 140))
        #expect(read(harness) == ["Name:", "Name", "below"])
    }

    @Test("Hidden views, views at alpha 0 and accessibilityElementsHidden containers are left out")
    func hiddenLeftOut() {
        let harness = Harness()
        let hidden = label("hidden", 0, 0); hidden.isHidden = true
        let clear = label("clear", 0, 30); clear.alpha = 0
        let box = UIView(frame: CGRect(x: 0, y: 60, width: 100, height: 100))
        box.addSubview(label("inside", 0, 0))
        box.accessibilityElementsHidden = true
        let hiddenParent = UIView(frame: CGRect(x: 0, y: 200, width: 100, height: 100))
        hiddenParent.addSubview(label("child", 0, 0))
        hiddenParent.isHidden = true
        for view in [hidden, clear, box, hiddenParent, label("shown", 0, 350)] { harness.window.addSubview(view) }
        #expect(read(harness) == ["shown"])
    }

    @Test("R13.4: a modal view cuts its siblings")
    func modal() {
        let harness = Harness()
        harness.window.addSubview(label("behind", 0, 0))
        let alert = UIView(frame: CGRect(x: 50, y: 50, width: 200, height: 100))
        alert.addSubview(label("OK?", 10, 10))
        alert.accessibilityViewIsModal = true
        harness.window.addSubview(alert)
        #expect(read(harness) == ["OK?"])
        alert.isHidden = true
        #expect(read(harness) == ["behind"])
    }

    @Test("An element's subviews are not read; accessibilityElements set the order")
    func elementsAndOrder() {
        let harness = Harness()
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let first = label("first", 0, 100), second = label("second", 0, 0)
        card.addSubview(first); card.addSubview(second)
        card.accessibilityElements = [first, second]
        harness.window.addSubview(card)
        #expect(read(harness) == ["first", "second"])
        card.isAccessibilityElement = true
        card.accessibilityLabel = "card"
        #expect(read(harness) == ["card"])
    }

    @Test("A grouping container is read as one block at its position")
    func grouping() {
        let harness = Harness()
        let left = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 300))
        left.addSubview(label("L1", 0, 0)); left.addSubview(label("L2", 0, 200))
        left.shouldGroupAccessibilityChildren = true
        harness.window.addSubview(left)
        harness.window.addSubview(label("R1", 200, 100))
        #expect(read(harness) == ["L1", "L2", "R1"])
        left.shouldGroupAccessibilityChildren = false
        #expect(read(harness) == ["L1", "R1", "L2"])
    }

    @Test("UIAccessibilityElements in a container are read, and their window is the container's")
    func nonViewElements() {
        let harness = Harness()
        let chart = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let bar = UIAccessibilityElement(accessibilityContainer: chart)
        bar.accessibilityLabel = "Monday, 3 hours"
        chart.accessibilityElements = [bar]
        harness.window.addSubview(chart)
        #expect(read(harness) == ["Monday, 3 hours"])
        #expect(AccessibilityTree.window(of: bar) === harness.window)
    }
}
