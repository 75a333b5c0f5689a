import Foundation

extension XCUIApplication {
    /// Runs a command-line program on the app's private desktop — its X display and accessibility
    /// bus in `DISPLAY` and `AT_SPI_BUS_ADDRESS` — and waits up to `timeout` seconds for it to
    /// finish: a tool that talks to the running app, such as XUIKit's `Replay`.
    ///
    /// `executable` is found as the app's is (a path, or a product built next to the tests).
    /// Returns what the program printed on stdout. Throws, with what it printed on stderr, when it
    /// exits with a status other than 0 or is still running after `timeout` (it is then ended);
    /// throws before `launch()`.
    @discardableResult
    public func runTool(_ executable: String, arguments: [String] = [], timeout: TimeInterval = 20) throws -> String {
        guard let desktop else { throw XCUIError("runTool(\(executable)): the app is not running; call launch() first") }
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = desktop.display
        environment["AT_SPI_BUS_ADDRESS"] = desktop.busAddress
        let tool = try TestProcess(try Self.resolve(executable), arguments, environment: environment)
        guard let status = tool.waitForExit(timeout: timeout) else {
            tool.stop()
            throw XCUIError("\(executable) did not finish within \(Int(timeout)) s; stderr: \(tool.standardError)")
        }
        guard status == 0 else { throw XCUIError("\(executable) exited with status \(status); stderr: \(tool.standardError)") }
        // The reader threads may still be draining the pipe after the exit.
        _ = poll(timeout: 1) { tool.outputIsComplete }
        return tool.standardOutput
    }
}
