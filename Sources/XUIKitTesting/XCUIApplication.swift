import CX11
import Foundation
#if canImport(Glibc)
import Glibc
#endif

// How XUIKitTesting fits together (modelled on XCUITest):
//
// - `XCUIApplication` (this file) launches an app executable on a `PrivateDesktop` (its own Xvfb
//   and a private D-Bus daemon used as the app's accessibility bus), waits for its window, and
//   ends everything on `terminate()` or when released.
// - `ATSPIClient` reads the app's accessibility tree over AT-SPI — the same tree a screen reader
//   sees (the app's XUIKitAccessibility bridge exports it) — so a test finds elements by
//   identifier, label, type and predicate (`XCUIElementQuery`, `XCUIElement`).
// - `XTestInput` acts through the real X server with XTest: taps, presses, swipes, typing, wheel
//   clicks, and the Control-drags that XUIKit's simulated multitouch turns into pinches and
//   rotations (`XCUIElement+Gestures.swift`).
// - `runTool` (`XCUIApplication+Tools.swift`) runs command-line programs on the same desktop.
// - `XCUIScreenshot` takes PNGs of the window and compares them pixel by pixel.

/// An app under test, launched from its executable.
///
/// ```swift
/// let app = XCUIApplication(executable: "Form")
/// try app.launch()
/// try app.textFields["kilometres"].typeText("0")     // 12 becomes 120
/// try app.buttons["Convert"].tap()
/// #expect(app.staticTexts["74.56 mi"].waitForExistence(timeout: 5))
/// ```
public final class XCUIApplication {
    /// The executable: a path, or the name of a product built next to the test bundle
    /// (SwiftPM's `.build/debug`).
    public let executable: String
    /// Arguments passed to the app.
    public var launchArguments: [String] = []
    /// Variables added to the app's environment. `XUIKIT_SIMULATE_MULTITOUCH` is `1` unless set
    /// here, so that `pinch(withScale:velocity:)` and `rotate(_:withVelocity:)` work.
    public var launchEnvironment: [String: String] = [:]

    var desktop: PrivateDesktop?
    private var process: TestProcess?
    var client: ATSPIClient?
    var input: XTestInput?

    /// An app to launch from `executable` (a path, or a product name).
    public init(executable: String) {
        self.executable = executable
    }

    deinit { terminate() }

    /// Starts the app on a private X server and accessibility bus and waits (up to `timeout`
    /// seconds) until its window shows elements. Throws with the app's stderr when it does not.
    public func launch(timeout: TimeInterval = 20) throws {
        terminate()
        let path = try Self.resolve(executable)
        let desktop = try PrivateDesktop()
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = desktop.display
        environment["AT_SPI_BUS_ADDRESS"] = desktop.busAddress
        environment["NO_AT_BRIDGE"] = nil
        // Control-drags become two fingers, for pinch(withScale:velocity:) and rotate(_:withVelocity:).
        environment["XUIKIT_SIMULATE_MULTITOUCH"] = "1"
        environment.merge(launchEnvironment) { $1 }
        let process = try TestProcess(path, launchArguments, environment: environment)
        self.desktop = desktop
        self.process = process
        let client = try ATSPIClient(busAddress: desktop.busAddress)
        self.client = client
        input = try XTestInput(display: desktop.display)
        let deadline = Date(timeIntervalSinceNow: timeout)
        while Date() < deadline {
            if let status = process.waitForExit(timeout: 0) {
                throw XCUIError("\(executable) exited with status \(status) while launching; stderr: \(process.standardError)")
            }
            if client.connect(toProcess: process.pid), !client.elements().isEmpty { return }
            usleep(20_000)
        }
        throw XCUIError("\(executable) showed no accessible window within \(Int(timeout)) s; stderr: \(process.standardError)")
    }

    /// Ends the app, then its X server and bus.
    public func terminate() {
        input = nil
        client = nil
        process?.stop()
        process = nil
        desktop?.stop()
        desktop = nil
    }

    /// What the app printed on stdout so far.
    public var standardOutput: String { process?.standardOutput ?? "" }

    /// Waits up to `timeout` seconds for `line` among the app's stdout lines.
    public func waitForOutputLine(_ line: String, timeout: TimeInterval) -> Bool {
        poll(timeout: timeout) { self.standardOutput.split(separator: "\n").contains(Substring(line)) }
    }

    // MARK: - Queries

    /// Every element, of any type.
    public var descendants: XCUIElementQuery { XCUIElementQuery(app: self, type: .any) }
    /// Elements of `type`.
    public func descendants(matching type: XCUIElement.ElementType) -> XCUIElementQuery {
        XCUIElementQuery(app: self, type: type)
    }
    /// Buttons (push buttons, segments).
    public var buttons: XCUIElementQuery { descendants(matching: .button) }
    /// Labels and other static text.
    public var staticTexts: XCUIElementQuery { descendants(matching: .staticText) }
    /// Text fields (not secure ones).
    public var textFields: XCUIElementQuery { descendants(matching: .textField) }
    /// Secure text fields.
    public var secureTextFields: XCUIElementQuery { descendants(matching: .secureTextField) }
    /// Switches.
    public var switches: XCUIElementQuery { descendants(matching: .switch) }
    /// Sliders.
    public var sliders: XCUIElementQuery { descendants(matching: .slider) }
    /// Steppers.
    public var steppers: XCUIElementQuery { descendants(matching: .stepper) }
    /// Images that are accessibility elements.
    public var images: XCUIElementQuery { descendants(matching: .image) }
    /// Table views.
    public var tables: XCUIElementQuery { descendants(matching: .table) }
    /// Table view rows that have a cell on screen (rows scrolled away have none).
    public var cells: XCUIElementQuery { descendants(matching: .cell) }

    /// The app's first window's frame in screen coordinates, or `.zero` before launch.
    public var frame: CGRect {
        guard let client, let window = client.windows().first else { return .zero }
        return client.extents(of: window)
    }

    /// A picture of the app's first window.
    public func screenshot() throws -> XCUIScreenshot {
        guard let input else { throw XCUIError("screenshot(): the app is not running; call launch() first") }
        return try input.screenshot(of: frame)
    }

    // MARK: - Helpers

    func snapshots() -> [ElementSnapshot] { client?.elements() ?? [] }

    /// Polls `condition` every 20 ms until it holds or `timeout` passes.
    func poll(timeout: TimeInterval, _ condition: () -> Bool) -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while true {
            if condition() { return true }
            if Date() >= deadline { return false }
            usleep(20_000)
        }
    }

    static func resolve(_ executable: String) throws -> String {
        if executable.contains("/") {
            guard isExecutableFile(executable) else {
                throw XCUIError("\(executable) is not an executable file")
            }
            return executable
        }
        // SwiftPM builds a package's executables next to its test bundle
        // (`.build/<triple>/debug/`), in the app's own package as in XUIKit's.
        let running = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        let testBinary = URL(fileURLWithPath: running).resolvingSymlinksInPath()
        var candidates: [String] = []
        var directory = testBinary.deletingLastPathComponent()
        for _ in 0..<4 {
            candidates.append(directory.appendingPathComponent(executable).path)
            directory = directory.deletingLastPathComponent()
        }
        candidates.append(FileManager.default.currentDirectoryPath + "/.build/debug/" + executable)
        guard let found = candidates.first(where: isExecutableFile) else {
            throw XCUIError("no executable '\(executable)' (looked in \(candidates.joined(separator: ", "))); build it first (`swift build`)")
        }
        return found
    }

    /// An executable regular file (a folder is "executable" too, for the file system).
    private static func isExecutableFile(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
            && FileManager.default.isExecutableFile(atPath: path)
    }
}
