import Foundation
import XUIKitCore

// The process DocumentCrashProcessTests kills in the middle of a save: it saves a large document
// over the file named on the command line through UIDocument's ordinary save (a temporary file,
// fsync, rename; R32.12), printing "saving" before and "saved" after.
//
//   XUIKitDocumentWriter FILE MEGABYTES

/// A document of `size` bytes of "N".
final class LargeDocument: UIDocument {
    var size = 0
    override func contents(forType typeName: String) throws -> Any { Data(repeating: UInt8(ascii: "N"), count: size) }
}

let arguments = CommandLine.arguments
guard arguments.count == 3, let megabytes = Int(arguments[2]) else {
    FileHandle.standardError.write(Data("usage: XUIKitDocumentWriter FILE MEGABYTES\n".utf8))
    exit(2)
}
/// Writes one line to stdout at once (no buffering: the test reads it while we run).
func say(_ line: String) { FileHandle.standardOutput.write(Data((line + "\n").utf8)) }

Task { @MainActor in
    let document = LargeDocument(fileURL: URL(fileURLWithPath: arguments[1]))
    document.size = megabytes << 20
    say("saving")
    document.save(to: document.fileURL, for: .forOverwriting) { success in
        say(success ? "saved" : "failed")
        exit(success ? 0 : 1)
    }
}
RunLoop.main.run()
