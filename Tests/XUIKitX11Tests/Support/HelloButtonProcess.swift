import Foundation
import XUIKitTesting

/// Starts the HelloButton example with `DISPLAY` set to `display`, or unset when nil.
func launchHelloButton(display: String?) throws -> TestProcess {
    try launchExample("HelloButton", display: display)
}

/// Starts an example app (a product of this package) with `DISPLAY` set to `display`, or unset
/// when nil, plus `extraEnvironment`, and `arguments`.
func launchExample(_ name: String, display: String?, arguments: [String] = [],
                   extraEnvironment: [String: String] = [:]) throws -> TestProcess {
    var environment = ProcessInfo.processInfo.environment
    environment["DISPLAY"] = display
    environment.merge(extraEnvironment) { $1 }
    return try TestProcess(try exampleExecutable(name), arguments, environment: environment)
}

extension TestProcess {
    /// Waits up to `timeout` for a line equal to `line` on stdout; true when it came.
    func waitForOutputLine(_ line: String, timeout: TimeInterval) -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while Date() < deadline {
            if standardOutput.split(separator: "\n").contains(Substring(line)) { return true }
            usleep(10_000)
        }
        return standardOutput.split(separator: "\n").contains(Substring(line))
    }
}

/// An example product: next to the test binary (the same build directory), else in the
/// package's default `.build/debug`.
private func exampleExecutable(_ name: String) throws -> String {
    let testBinary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let candidates = [
        testBinary.deletingLastPathComponent().appendingPathComponent(name).path,
        Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent(name).path,
        packageRoot.appendingPathComponent(".build/debug/\(name)").path,
    ]
    guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
        throw XCUIError("\(name) is not built (looked in \(candidates)); run `swift build` first")
    }
    return found
}
