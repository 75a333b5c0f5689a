import Testing
import XUIKitTesting

@Test("tapping Count twice says it was tapped 2 times")
func countTwice() throws {
    let app = XCUIApplication(executable: "MyApp")    // the product, built next to the tests
    try app.launch()                                  // on its own Xvfb and accessibility bus
    try app.buttons["count"].tap()                    // by accessibilityIdentifier; a real click
    try app.buttons["Count"].tap()                    // or by label
    #expect(app.staticTexts["Tapped 2 times"].waitForExistence(timeout: 10))
}
