import Foundation
import Testing
@_spi(Testing) @testable import XUIKitCore
import XUIKitHeadlessTesting

@MainActor
@Suite("The app's name and icon reach the backend (R15.9)", .serialized)
struct ApplicationNameAndIconTests {
    var headless: HeadlessBackend { UIApplication.shared.backend as! HeadlessBackend }

    @Test("R15.9: the name is the process name until the app sets one, which the backend receives")
    func name() {
        _ = Harness()
        let app = UIApplication.shared
        #expect(app.applicationName == ProcessInfo.processInfo.processName)
        app.applicationName = "Sketchbook"
        #expect(app.applicationName == "Sketchbook")
        #expect(headless.applicationName == "Sketchbook")
        let messages = capturingDiagnostics { app.applicationName = "  " }
        #expect(messages.count == 1)
        #expect(app.applicationName == ProcessInfo.processInfo.processName)
    }

    @Test("R15.9: the icon reaches the backend as straight ARGB pixels, row by row")
    func icon() throws {
        _ = Harness()
        let image = ImageFixtures.image(CGSize(width: 4, height: 2), background: .green,
                                        [(CGRect(x: 0, y: 0, width: 1, height: 1), .red)])
        UIApplication.shared.applicationIconImage = image
        let icon = try #require(headless.applicationIcon)
        #expect(icon.width == 4 && icon.height == 2)
        #expect(icon.pixels[0] == 0xFFFF_0000)
        #expect(icon.pixels[5] == 0xFF00_FF00)
        UIApplication.shared.applicationIconImage = nil
        #expect(headless.applicationIcon == nil)
    }

    @Test("An icon of the wrong pixel count is refused")
    func badIcon() {
        #expect(ApplicationIcon(width: 2, height: 2, pixels: [0, 0, 0]) == nil)
        #expect(ApplicationIcon(width: 0, height: 0, pixels: []) == nil)
    }
}
