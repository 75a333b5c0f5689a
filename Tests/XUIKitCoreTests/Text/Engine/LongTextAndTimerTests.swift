import Foundation
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

/// Issue 14, defects 3 and 5: tapping long text is a lookup, not a measurement per character;
/// editing and scrolling reuse their timers.
@MainActor
@Suite("Long text hit-testing and timer reuse")
struct LongTextAndTimerTests {
    @Test("characterIndex(at:) finds the nearest boundary in 100 000 characters")
    func characterIndexInLongText() {
        let harness = Harness()
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 300, height: 34))
        harness.window.addSubview(field)
        let text = String(repeating: "ab iW", count: 20_000)
        field.text = text
        field.scrollOffset = 0
        let rect = field.textRect(forBounds: field.bounds)
        func x(ofBoundary index: Int) -> CGFloat {
            rect.minX + TextEngine.shared.block(for: text, font: field.resolvedFont, options: .init())
                .caretX(atCharacter: index)
        }
        for index in [0, 1, 7, 50_001, 99_999, 100_000] {
            #expect(field.characterIndex(at: CGPoint(x: x(ofBoundary: index) + 0.2, y: 17)) == index, "boundary \(index)")
        }
        #expect(field.characterIndex(at: CGPoint(x: -500, y: 17)) == 0)
        #expect(field.characterIndex(at: CGPoint(x: 1e9, y: 17)) == 100_000)
    }

    @Test("Hit-testing picks the nearer boundary, and the last caret position is the whole width")
    func hitTestingNearest() {
        let block = TextEngine.shared.block(for: "iWi", font: .systemFont(ofSize: 17), options: .init())
        let afterI = block.caretX(atCharacter: 1), afterW = block.caretX(atCharacter: 2)
        #expect(block.caretX(atCharacter: 3) == block.size.width)
        #expect(block.characterOffset(at: CGPoint(x: afterI + (afterW - afterI) * 0.4, y: 5)) == 1)
        #expect(block.characterOffset(at: CGPoint(x: afterI + (afterW - afterI) * 0.6, y: 5)) == 2)
        #expect(block.characterOffset(at: CGPoint(x: -.infinity, y: 5)) == 0)
    }

    @Test("An editing session keeps one caret timer however many edits it makes")
    func caretTimerReused() {
        let harness = Harness()
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 300, height: 34))
        harness.window.addSubview(field)
        #expect(field.becomeFirstResponder())
        let timer = field.caretTimer
        #expect(timer != nil)
        for _ in 0..<50 { field.insertText("x") }
        #expect(field.caretTimer === timer)
        #expect(field.text?.count == 50)
        field.resignFirstResponder()
        #expect(field.caretTimer == nil)
    }

    @Test("R9.24: the caret stops blinking, shown, after 10 s without an edit; typing starts it again")
    func caretBlinkTimesOut() {
        let harness = Harness()
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 300, height: 34))
        harness.window.addSubview(field)
        #expect(field.becomeFirstResponder())
        let start = field.caretBlinkSince
        // Blinks while the last edit is recent.
        field.toggleCaretBlink(now: start.addingTimeInterval(0.5))
        #expect(!field.caretBlinkVisible && field.caretTimer != nil)
        field.toggleCaretBlink(now: start.addingTimeInterval(9.9))
        #expect(field.caretBlinkVisible && field.caretTimer != nil)
        field.toggleCaretBlink(now: start.addingTimeInterval(9.95))
        #expect(!field.caretBlinkVisible)
        // Ten seconds on: the timer is gone and the caret is shown.
        field.toggleCaretBlink(now: start.addingTimeInterval(10))
        #expect(field.caretTimer == nil && field.caretBlinkVisible)
        field.insertText("a")
        #expect(field.caretTimer != nil && field.caretBlinkSince > start)
    }

    @Test("An undo manager with levelsOfUndo keeps only the newest steps; 0 keeps all")
    func undoLevelsBounded() {
        let bounded = UndoManager()
        bounded.levelsOfUndo = 3
        let unbounded = UndoManager()
        var undone: [Int] = []
        let target = UIView()
        for step in 0..<5 {
            bounded.registerUndo(withTarget: target) { _ in undone.append(step) }
            unbounded.registerUndo(withTarget: target) { _ in }
        }
        while bounded.canUndo { bounded.undo() }
        #expect(undone == [4, 3, 2])
        var unboundedSteps = 0
        while unbounded.canUndo { unbounded.undo(); unboundedSteps += 1 }
        #expect(unboundedSteps == 5)
    }

    @Test("A text field keeps at most 100 undo steps however many deletions an editing session makes")
    func textFieldUndoBounded() throws {
        let harness = Harness()
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 300, height: 34))
        harness.window.addSubview(field)
        #expect(field.becomeFirstResponder())
        for _ in 0..<300 {
            field.insertText("x")
            field.deleteBackward()   // each deletion is its own undo step
        }
        let manager = try #require(field.undoManager)
        var steps = 0
        while manager.canUndo, steps < 1000 { manager.undo(); steps += 1 }
        #expect(steps == UITextField.undoLevels)
    }

    @Test("The event scheduler keeps one run-loop timer for every callback, aimed at the earliest deadline")
    func schedulerReusesTimer() throws {
        let scheduler = EventScheduler()
        var ran: [Int] = []
        scheduler.schedule(at: scheduler.now + 60) { ran.append(1) }
        let timer = try #require(scheduler.timer)
        for _ in 0..<200 {
            let token = scheduler.schedule(at: scheduler.now + 5) { ran.append(99) }
            scheduler.cancel(token)
        }
        #expect(scheduler.timer === timer)
        #expect(timer.fireDate.timeIntervalSinceNow > 4)
        scheduler.schedule(at: scheduler.now - 1) { ran.append(2) }
        #expect(scheduler.timer === timer)
        #expect(timer.fireDate.timeIntervalSinceNow <= 0.01)
        // What the run loop does when the date comes (the loop itself runs out of process).
        timer.fire()
        #expect(ran == [2])
        #expect(scheduler.pendingCount == 1)
        #expect(timer.isValid)
        #expect(timer.fireDate.timeIntervalSinceNow > 50)
    }
}
