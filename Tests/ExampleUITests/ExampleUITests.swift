import Foundation
import Testing
import XUIKitTesting

/// One UI test per example app, written as an app developer would with XUIKitTesting: each app
/// runs on its own Xvfb, elements are found through the accessibility tree, input goes through
/// XTest.
@Suite("Example apps, driven like XCUITest")
struct ExampleUITests {
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
