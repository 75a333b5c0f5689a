import Foundation

/// Starts the HelloButton example with `DISPLAY` set to `display`, or unset when nil.
func launchHelloButton(display: String?) throws -> ChildProcess {
    var environment = ProcessInfo.processInfo.environment
    environment["DISPLAY"] = display
    return try ChildProcess(try helloButtonExecutable(), [], environment: environment)
}

/// The HelloButton product: next to the test binary (the same build directory), else in the
/// package's default `.build/debug`.
private func helloButtonExecutable() throws -> String {
    let testBinary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let candidates = [
        testBinary.deletingLastPathComponent().appendingPathComponent("HelloButton").path,
        Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("HelloButton").path,
        packageRoot.appendingPathComponent(".build/debug/HelloButton").path,
    ]
    guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
        throw TestSetupError("HelloButton is not built (looked in \(candidates)); run `swift build` first")
    }
    return found
}
