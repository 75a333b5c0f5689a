import Foundation
import Testing
import XUIKitTesting

/// R32.12's promise under a real crash: a process saving a document is killed (SIGKILL) while the
/// new contents are being written, and the file it was saving over is still the old one, whole.
@Suite("A document writer killed mid-save")
struct DocumentCrashProcessTests {
    @Test("R32.12: SIGKILL during UIDocument's save leaves the old file whole")
    func killedMidSave() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("crash-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("document.txt")
        let original = Data(String(repeating: "the old contents\n", count: 1000).utf8)
        try original.write(to: file)

        let writer = try launchExample("XUIKitDocumentWriter", display: nil, arguments: [file.path, "200"])
        defer { writer.stop() }
        #expect(writer.waitForOutputLine("saving", timeout: 30), "stdout: \(writer.standardOutput)")
        // Kill as soon as the temporary file has data in it: the write is under way.
        var killedDuringWrite = false
        let deadline = Date(timeIntervalSinceNow: 30)
        while Date() < deadline {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            if let temporary = names.first(where: { $0.hasSuffix(".saving") }),
               let size = (try? FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(temporary).path))?[.size] as? Int,
               size > 0 {
                kill(writer.pid, SIGKILL)
                killedDuringWrite = true
                break
            }
            usleep(200)
        }
        #expect(killedDuringWrite, "the writer was not caught writing; stdout: \(writer.standardOutput)")
        usleep(200_000)
        #expect(!writer.standardOutput.contains("saved"), "killed before the rename")
        #expect(try Data(contentsOf: file) == original, "the old file is whole")
    }
}
