import Foundation
import Testing
import XUIKitTesting
#if canImport(Glibc)
import Glibc
#endif

// XUIKitTesting's TestProcess, which every process test here (and XCUIApplication) stands on.
@Suite("XUIKitTesting's TestProcess")
struct TestProcessTests {
    @Test("everything a child printed before it exited is there once waitForExit has seen the exit")
    func outputAfterExit() throws {
        let shell = try #require(TestProcess.executable(named: "sh"), "no sh on PATH")
        // 200 000 bytes, more than a pipe holds: the child finishes only if its output is read as it comes.
        let child = try TestProcess(shell, ["-c", "head -c 200000 /dev/zero | tr '\\0' x; echo done >&2"],
                                    environment: ProcessInfo.processInfo.environment)
        #expect(child.waitForExit(timeout: 10) == 0)
        #expect(child.standardOutput.utf8.count == 200_000)
        #expect(child.standardError == "done\n")
    }

    @Test("send writes the child's stdin and closes it; without acceptsInput stdin is empty")
    func standardInput() throws {
        let cat = try #require(TestProcess.executable(named: "cat"), "no cat on PATH")
        let reader = try TestProcess(cat, [], environment: [:], acceptsInput: true)
        reader.send("Grüße\n")
        #expect(reader.waitForExit(timeout: 5) == 0)
        #expect(reader.standardOutput == "Grüße\n")
        let deaf = try TestProcess(cat, [], environment: [:])
        #expect(deaf.waitForExit(timeout: 5) == 0)
        #expect(deaf.standardOutput.isEmpty)
    }

    @Test("signal reaches the child (test threads block signals; the child does not), exit status 128 + n")
    func signalEndsTheChild() throws {
        let sleep = try #require(TestProcess.executable(named: "sleep"), "no sleep on PATH")
        let sleeper = try TestProcess(sleep, ["30"], environment: [:])
        #expect(sleeper.waitForExit(timeout: 0.2) == nil)
        sleeper.signal(SIGTERM)
        #expect(sleeper.waitForExit(timeout: 5) == 128 + SIGTERM)
    }

    @Test("a program that is not there is an error that names it")
    func missingExecutable() {
        #expect(TestProcess.executable(named: "no-such-program-xuikit") == nil)
        #expect(throws: XCUIError.self) {
            _ = try TestProcess("/nonexistent/xuikit-tool", [], environment: [:])
        }
    }
}
