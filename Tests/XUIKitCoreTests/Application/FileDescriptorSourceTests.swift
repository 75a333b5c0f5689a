import Foundation
import Testing
@_spi(Testing) @testable import XUIKitCore
import XUIKitHeadlessTesting

@MainActor
@Suite("File descriptor sources: the event loop watches extra descriptors")
struct FileDescriptorSourceTests {
    @Test("A source's handler runs in the turn its descriptor is readable, and not after removal")
    func readableRunsHandler() {
        _ = Harness()
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        defer { close(ends[0]); close(ends[1]) }
        var calls = 0
        let source = UIApplication.shared.addFileDescriptorSource(ends[0]) {
            calls += 1
            var byte: UInt8 = 0
            _ = read(ends[0], &byte, 1)
        }
        UIApplication.shared.runPendingWork()
        #expect(calls == 0, "nothing written yet")
        var byte: UInt8 = 7
        _ = write(ends[1], &byte, 1)
        UIApplication.shared.runPendingWork()
        #expect(calls == 1)
        UIApplication.shared.removeFileDescriptorSource(source)
        _ = write(ends[1], &byte, 1)
        UIApplication.shared.runPendingWork()
        #expect(calls == 1)
    }
}
