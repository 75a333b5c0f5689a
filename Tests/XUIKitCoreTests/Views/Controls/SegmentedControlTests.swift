import Foundation
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

@MainActor
@Suite("UISegmentedControl")
struct SegmentedControlTests {
    /// Three segments at (10, 10), 80 points each: x 10…90, 90…170, 170…250.
    func makeControl(_ items: [Any] = ["One", "Two", "Three"]) -> ControlFixture<UISegmentedControl> {
        ControlFixture(UISegmentedControl(items: items), frame: CGRect(x: 10, y: 10, width: 240, height: 32))
    }

    @Test("Defaults: no segment selected (noSegment is -1), not momentary, titles from the items")
    func defaults() {
        let control = UISegmentedControl(items: ["A", "B"])
        #expect(UISegmentedControl.noSegment == -1)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(!control.isMomentary && control.selectedSegmentTintColor == nil)
        #expect(control.numberOfSegments == 2)
        #expect(control.titleForSegment(at: 0) == "A" && control.titleForSegment(at: 1) == "B")
        #expect(control.titleForSegment(at: 2) == nil)
        #expect(UISegmentedControl(items: nil).numberOfSegments == 0)
    }

    @Test("The intrinsic size is 32 points high, every segment as wide as the widest title plus padding")
    func intrinsicSize() {
        let short = UISegmentedControl(items: ["A", "B"])
        let long = UISegmentedControl(items: ["A", "A much longer title"])
        #expect(short.intrinsicContentSize.height == 32)
        #expect(long.intrinsicContentSize.width > short.intrinsicContentSize.width)
        let widest = "A much longer title".size(withAttributes: [.font: UIFont.systemFont(ofSize: 13)]).width
        #expect(long.intrinsicContentSize.width >= 2 * (widest + 24))
        #expect(short.frame.size == short.intrinsicContentSize)
    }

    @Test("R7.24: a tap on another segment selects it and sends valueChanged with primaryActionTriggered")
    func tapSelects() {
        let fixture = makeControl()
        fixture.harness.tap(130, 25)
        #expect(fixture.control.selectedSegmentIndex == 1)
        #expect(fixture.log.filter { $0 == "valueChanged" || $0 == "primary" } == ["valueChanged", "primary"])
        fixture.harness.tap(200, 25, after: 1)
        #expect(fixture.control.selectedSegmentIndex == 2)
        #expect(fixture.log.filter { $0 == "valueChanged" }.count == 2)
    }

    @Test("A tap on the selected segment sends no valueChanged")
    func tapOnSelectedIsSilent() {
        let fixture = makeControl()
        fixture.control.selectedSegmentIndex = 0
        fixture.harness.tap(50, 25)
        #expect(fixture.control.selectedSegmentIndex == 0)
        #expect(!fixture.log.contains("valueChanged"))
    }

    @Test("R7.23: setting selectedSegmentIndex in code sends nothing; an index out of range is refused")
    func programmaticSelectionIsSilent() {
        let fixture = makeControl()
        fixture.control.selectedSegmentIndex = 2
        #expect(fixture.control.selectedSegmentIndex == 2)
        let messages = capturingDiagnostics { fixture.control.selectedSegmentIndex = 7 }
        #expect(fixture.control.selectedSegmentIndex == 2)
        #expect(messages.count == 1)
        fixture.control.selectedSegmentIndex = UISegmentedControl.noSegment
        #expect(fixture.control.selectedSegmentIndex == -1)
        #expect(fixture.log.isEmpty)
    }

    @Test("A disabled segment ignores taps and stays unselected")
    func disabledSegment() {
        let fixture = makeControl()
        fixture.control.setEnabled(false, forSegmentAt: 1)
        #expect(!fixture.control.isEnabledForSegment(at: 1) && fixture.control.isEnabledForSegment(at: 0))
        fixture.harness.tap(130, 25)
        #expect(fixture.control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(fixture.log.isEmpty)
    }

    @Test("Momentary: the action sees the tapped segment, then no segment stays selected")
    func momentary() {
        let fixture = makeControl()
        fixture.control.isMomentary = true
        var seen: [Int] = []
        fixture.control.addAction(UIAction { action in
            seen.append((action.sender as? UISegmentedControl)?.selectedSegmentIndex ?? -2)
        }, for: .valueChanged)
        fixture.harness.tap(200, 25)
        fixture.harness.tap(200, 25, after: 1)
        #expect(seen == [2, 2])
        #expect(fixture.control.selectedSegmentIndex == UISegmentedControl.noSegment)
    }

    @Test("A touch that lifts outside the control selects nothing")
    func liftOutside() {
        let fixture = makeControl()
        fixture.harness.touch(.began, 130, 25)
        fixture.harness.touch(.moved, 130, 300)
        fixture.harness.touch(.ended, 130, 300)
        #expect(fixture.control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(!fixture.log.contains("valueChanged"))
    }

    @Test("Inserting and removing segments keeps the selection on its segment; removing it clears it")
    func insertAndRemove() {
        let control = UISegmentedControl(items: ["A", "B"])
        control.selectedSegmentIndex = 1
        control.insertSegment(withTitle: "Z", at: 0, animated: false)
        #expect((0..<3).map { control.titleForSegment(at: $0) } == ["Z", "A", "B"])
        #expect(control.selectedSegmentIndex == 2)
        control.insertSegment(withTitle: "End", at: 99, animated: true)
        #expect(control.titleForSegment(at: 3) == "End")
        control.removeSegment(at: 0, animated: false)
        #expect(control.selectedSegmentIndex == 1)
        control.removeSegment(at: 1, animated: false)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(control.numberOfSegments == 2)
        control.setTitle("New", forSegmentAt: 1)
        #expect(control.titleForSegment(at: 1) == "New")
        control.removeAllSegments()
        #expect(control.numberOfSegments == 0)
    }

    @Test("Bad segment indexes and items that are neither strings nor images are reported, not crashes")
    func badInput() {
        let control = UISegmentedControl(items: ["A"])
        let messages = capturingDiagnostics {
            control.removeSegment(at: 5, animated: false)
            control.setTitle("x", forSegmentAt: -1)
            control.setEnabled(false, forSegmentAt: 3)
            _ = UISegmentedControl(items: [42])
        }
        #expect(messages.count == 4)
        #expect(control.numberOfSegments == 1 && control.titleForSegment(at: 0) == "A")
    }

    @Test("init(frame:actions:) titles segments by their actions and runs the tapped one")
    func actionsInit() {
        var ran: [String] = []
        let control = UISegmentedControl(frame: .zero, actions: [
            UIAction(title: "Left") { _ in ran.append("Left") },
            UIAction(title: "Right") { _ in ran.append("Right") },
        ])
        #expect(control.titleForSegment(at: 1) == "Right")
        let fixture = ControlFixture(control, frame: CGRect(x: 0, y: 0, width: 200, height: 32))
        fixture.harness.tap(150, 16)
        #expect(ran == ["Right"])
        #expect(control.selectedSegmentIndex == 1)
    }
}
