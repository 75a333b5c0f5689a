import Foundation
import Testing

/// The attack run as the project's own suite (issue 14): the fuzz executable with a fixed seed
/// and a small count, so CI runs it on every change. `scripts/fuzz.sh` runs long ones.
@Suite("Fuzzing the input door (XUIKitFuzz as a process)")
struct FuzzProcessTests {
    @Test("20 000 random events with NaN, extremes and hierarchy mutations: every touch ends once per view, no recognizer left continuing",
          arguments: [UInt64(1), 2, 3])
    func shortFuzzRun(seed: UInt64) throws {
        let fuzz = try launchExample("XUIKitFuzz", display: nil, arguments: ["--seed", "\(seed)", "--events", "20000"])
        let status = try #require(fuzz.waitForExit(timeout: 300), "XUIKitFuzz did not finish")
        #expect(status == 0, "stdout: \(fuzz.standardOutput) stderr: \(fuzz.standardError)")
        #expect(fuzz.standardOutput.contains("violations=0 open-touches=0 continuing-recognizers=0"), "\(fuzz.standardOutput)")
    }
}
