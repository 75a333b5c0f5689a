import Foundation
import Testing
import XUIKitTesting

/// One UI test per example app, written as an app developer would with XUIKitTesting: each app
/// runs on its own Xvfb, elements are found through the accessibility tree, input goes through
/// XTest.
@Suite("Example apps, driven like XCUITest")
struct ExampleUITests {
    /// `executable`, launched with `environment` added to its own.
    private func launch(_ executable: String, environment: [String: String]) throws -> XCUIApplication {
        let app = XCUIApplication(executable: executable)
        app.launchEnvironment = environment
        try app.launch()
        return app
    }

    @Test("HelloButton: tapping the button prints the hello line")
    func helloButton() throws {
        let app = XCUIApplication(executable: "HelloButton")
        try app.launch()
        try app.buttons["hello-button"].tap()
        #expect(app.waitForOutputLine("Hello from the responder chain", timeout: 10))
    }

    @Test("Form: typing a digit and tapping Convert shows the miles; the switch turns on")
    func form() throws {
        let app = XCUIApplication(executable: "Form")
        try app.launch()
        try app.textFields["kilometres"].typeText("0")
        try app.buttons["Convert"].tap()
        #expect(app.staticTexts["74.56 mi"].waitForExistence(timeout: 10))
        try app.switches["rounding"].tap()
        #expect(app.switches.matching { $0.value == "1" }.firstMatch.waitForExistence(timeout: 10))
    }

    @Test("Ticker: tapping Stop stops the clock and the button says Start")
    func ticker() throws {
        let app = XCUIApplication(executable: "Ticker")
        try app.launch()
        try app.buttons["Stop"].tap()
        #expect(app.buttons["Start"].waitForExistence(timeout: 10))
        #expect(app.standardOutput.contains("stopped at"))
    }

    @Test("InputLab: a typed key shows in the keys label")
    func inputLab() throws {
        let app = XCUIApplication(executable: "InputLab")
        try app.launch()
        try app.staticTexts.matching { $0.label.hasPrefix("keys:") }.firstMatch.typeText("x")
        let typed = app.staticTexts.matching { $0.label.hasPrefix("keys: \"x\"") }.firstMatch
        #expect(typed.waitForExistence(timeout: 10))
    }

    @Test("InputLab: pinching the square to twice its size, then turning it a quarter, shows both")
    func inputLabPinchAndRotate() throws {
        let app = XCUIApplication(executable: "InputLab")
        try app.launch()
        let square = app.images["square"]       // at the window's centre, where the fingers centre
        try square.pinch(withScale: 2, velocity: 4)
        #expect(app.staticTexts["scale 2.00  rotation 0°"].waitForExistence(timeout: 10))
        try square.rotate(.pi / 2, withVelocity: 2 * .pi)
        #expect(app.staticTexts["scale 2.00  rotation 90°"].waitForExistence(timeout: 10))
    }

    @Test("Todo: with eight items added the list scrolls, 40 points a wheel click, and stops at the top")
    func todo() throws {
        let app = XCUIApplication(executable: "Todo")
        try app.launch()
        #expect(app.tables["todo-list"].exists && app.cells.matching { $0.label.hasPrefix("Water") }.firstMatch.exists)
        let top = try app.descendants["Water the plants"].frame.minY
        try app.textFields["new-item"].typeText("a\nb\nc\nd\ne\nf\ng\nh\n")   // Return adds each
        #expect(app.waitForOutputLine("added h rows=11", timeout: 10), "the app printed: \(app.standardOutput)")
        try app.descendants["Call Anna"].scroll(byDeltaX: 0, deltaY: 400)      // up, past the top
        try app.descendants["Call Anna"].scroll(byDeltaX: 0, deltaY: -80)      // two clicks down
        let scrolled = app.descendants.matching { $0.label == "Water the plants" && $0.frame.minY == top - 80 }
        #expect(scrolled.firstMatch.waitForExistence(timeout: 10))
    }

    @Test("Gallery: the button reports its press, the switch turns off, Disabled is not enabled")
    func gallery() throws {
        let app = XCUIApplication(executable: "Gallery")
        try app.launch()
        try app.buttons["Press me"].tap()
        #expect(app.waitForOutputLine("tapped", timeout: 10))
        try app.switches.firstMatch.tap()
        #expect(app.waitForOutputLine("switch off", timeout: 10))
        #expect(try !app.buttons["Disabled"].isEnabled)
    }

    @Test("Gallery: the Add bar button and the Edit button in the navigation bar send their actions (R16.2, R16.3)")
    func galleryBarButtons() throws {
        let app = XCUIApplication(executable: "Gallery")
        try app.launch()
        try app.buttons["Add"].tap()
        #expect(app.waitForOutputLine("bar add", timeout: 10))
        try app.buttons["Edit"].tap()
        #expect(app.waitForOutputLine("editing on", timeout: 10))
        try app.buttons["Done"].tap()
        #expect(app.waitForOutputLine("editing off", timeout: 10))
    }

    @Test("Replay: a tap recorded in HelloButton, sent by the Replay command into a new HelloButton, taps its button")
    func replay() throws {
        let trace = NSTemporaryDirectory() + "xuikit-hello-tap-\(getpid()).jsonl"
        defer { try? FileManager.default.removeItem(atPath: trace) }
        let recording = try launch("HelloButton", environment: ["XUIKIT_RECORD": trace])
        try recording.buttons["hello-button"].tap()
        #expect(recording.waitForOutputLine("Hello from the responder chain", timeout: 10))
        let app = try launch("HelloButton", environment: ["XUIKIT_REPLAY_CHANNEL": "1"])   // Replay's channel
        try app.runTool("Replay", arguments: [trace])
        #expect(app.waitForOutputLine("Hello from the responder chain", timeout: 10))
    }

    @Test("A missing element fails with what is there instead")
    func missingElement() throws {
        let app = XCUIApplication(executable: "HelloButton")
        try app.launch()
        let error = #expect(throws: XCUIError.self) { try app.buttons["Save"].tap() }
        #expect(error?.description == "no button 'Save' — buttons present: 'hello-button'")
    }

    @Test("A screenshot of HelloButton's window matches itself and differs from a blank image")
    func screenshot() throws {
        let app = XCUIApplication(executable: "HelloButton")
        try app.launch()
        let shot = try app.screenshot()
        let path = NSTemporaryDirectory() + "xuikit-hello-\(getpid()).png"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try shot.writePNG(to: path)
        let golden = try #require(XCUIScreenshot(contentsOfPNG: path))
        #expect(shot.width == 320 && shot.height == 200 && shot.differingPixels(from: golden) == 0)
        let blank = XCUIScreenshot(width: 320, height: 200, pixels: .init(repeating: 0xffff_ffff, count: 320 * 200))
        #expect(shot.differingPixels(from: blank, tolerance: 8) > 100)
    }
}
