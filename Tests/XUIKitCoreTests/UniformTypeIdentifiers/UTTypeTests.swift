import Foundation
import Testing
@testable import UniformTypeIdentifiers

/// Content types: Apple's identifiers, tags and conformances, and the shared-mime-info fallback.
@Suite("UTType: identifiers, extensions, MIME types, conformance, shared-mime-info")
struct UTTypeTests {
    @Test("R32.1: the statics carry Apple's identifiers")
    func appleIdentifiers() {
        let expected: [(UTType, String)] = [
            (.plainText, "public.plain-text"), (.utf8PlainText, "public.utf8-plain-text"), (.text, "public.text"),
            (.image, "public.image"), (.png, "public.png"), (.jpeg, "public.jpeg"), (.gif, "com.compuserve.gif"),
            (.pdf, "com.adobe.pdf"), (.json, "public.json"), (.data, "public.data"), (.content, "public.content"),
            (.item, "public.item"), (.folder, "public.folder"), (.directory, "public.directory"), (.url, "public.url"),
            (.fileURL, "public.file-url"), (.movie, "public.movie"), (.audio, "public.audio"), (.html, "public.html"),
            (.xml, "public.xml"), (.rtf, "public.rtf"), (.commaSeparatedText, "public.comma-separated-values-text"),
            (.zip, "public.zip-archive"),
        ]
        for (type, identifier) in expected {
            #expect(type.identifier == identifier)
            #expect(type.isDeclared && !type.isDynamic)
            #expect(UTType(identifier) == type)
        }
        #expect(UTType("com.example.nothing") == nil, "an undeclared identifier is nil, as Apple's init?(_:)")
    }

    @Test("R32.1: every conformance in the table names a declared type")
    func tableIsClosed() {
        for declaration in TypeDeclarations.all {
            for parent in declaration.conformsTo {
                #expect(TypeDeclarations.byIdentifier[parent] != nil, "\(declaration.identifier) conforms to unknown \(parent)")
            }
        }
    }

    @Test("R32.1: extensions and MIME types map both ways, in Apple's preferred order")
    func tagMapping() {
        #expect(UTType(filenameExtension: "png") == .png)
        #expect(UTType(filenameExtension: "JPG") == .jpeg, "extensions ignore case")
        #expect(UTType(filenameExtension: "txt") == .plainText)
        #expect(UTType(filenameExtension: "csv") == .commaSeparatedText)
        #expect(UTType(mimeType: "image/jpeg") == .jpeg)
        #expect(UTType(mimeType: "application/PDF") == .pdf)
        #expect(UTType(mimeType: "text/plain; charset=utf-8") == .plainText, "parameters are ignored")
        #expect(UTType.jpeg.preferredFilenameExtension == "jpeg", "Apple prefers jpeg over jpg")
        #expect(UTType.jpeg.preferredMIMEType == "image/jpeg")
        #expect(UTType.plainText.preferredFilenameExtension == "txt")
        #expect(UTType.json.preferredMIMEType == "application/json")
        #expect(UTType.folder.preferredFilenameExtension == nil)
        #expect(UTType.png.tags[.mimeType] == ["image/png"])
        #expect(UTType(filenameExtension: "") == nil)
        #expect(UTType(filenameExtension: "a/b") == nil)
        #expect(UTType(mimeType: "nonsense") == nil)
        #expect(UTType(filenameExtension: "png", conformingTo: .text) == nil, "a PNG is not text")
    }

    @Test("R32.3: conformance walks the supertypes; a type conforms to itself")
    func conformance() {
        #expect(UTType.png.conforms(to: .image))
        #expect(UTType.png.conforms(to: .data))
        #expect(UTType.png.conforms(to: .content))
        #expect(UTType.png.conforms(to: .item))
        #expect(UTType.png.conforms(to: .png))
        #expect(!UTType.png.conforms(to: .text))
        #expect(UTType.utf8PlainText.conforms(to: .text))
        #expect(UTType.folder.conforms(to: .directory))
        #expect(!UTType.folder.conforms(to: .data))
        #expect(UTType.fileURL.conforms(to: .url))
        #expect(UTType.pdf.conforms(to: .compositeContent))
        #expect(UTType.png.supertypes == [.image, .data, .content, .item])
        #expect(UTType.image.isSupertype(of: .png) && UTType.png.isSubtype(of: .image))
        #expect(!UTType.png.isSubtype(of: .png))
    }

    @Test("R32.1: exported and imported types conform to the parent given, or to data")
    func declaredByTheApp() {
        let notes = UTType(exportedAs: "org.example.notes", conformingTo: .plainText)
        #expect(notes.identifier == "org.example.notes")
        #expect(notes.conforms(to: .text))
        #expect(UTType(importedAs: "org.example.blob").conforms(to: .data))
        #expect(UTType(exportedAs: "public.png") == .png, "a system type keeps its declaration")
    }

    @Test("R32.2: an unknown extension is dynamic data; one in shared-mime-info takes its MIME type and parents")
    func sharedMIMEInfoFallback() throws {
        let folder = try temporaryMIMEFolder(globs: """
            # comment
            50:text/x-zig:*.zig
            50:application/x-thing:*.thing
            40:text/x-zig:*.zg
            """, subclasses: "text/x-zig text/x-csrc\ntext/x-csrc text/plain\n", aliases: "application/x-zig text/x-zig\n")
        let database = SharedMIMEInfo(directories: [folder])
        #expect(database.mimeType(forExtension: "zig") == "text/x-zig")
        #expect(database.extensions(forMIMEType: "text/x-zig") == ["zig", "zg"])
        #expect(database.ancestors(of: "application/x-zig") == ["text/x-csrc", "text/plain"], "aliases resolve first")
        let unknown = try #require(UTType(filenameExtension: "qqqxyzzy"))
        #expect(unknown.isDynamic && unknown.conforms(to: .data) && unknown.preferredFilenameExtension == "qqqxyzzy")
        #expect(UTType(unknown.identifier) == unknown, "a dynamic identifier finds its type again")
    }

    @Test("R32.2: the system's shared-mime-info answers what the table does not (when installed)")
    func systemDatabase() throws {
        guard FileManager.default.fileExists(atPath: "/usr/share/mime/globs2"),
              let mime = SharedMIMEInfo.shared.mimeType(forExtension: "patch") else { return }
        let type = try #require(UTType(filenameExtension: "patch"))
        #expect(type.isDynamic && type.preferredMIMEType == mime)
        #expect(type.conforms(to: .text), "\(mime) is text/plain's subclass in shared-mime-info")
    }

    @Test("R32.2: a hostile database (binary, cycles, huge lines, bad fields) is read without harm")
    func hostileDatabase() throws {
        var junk = Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 7919) })
        junk.append(contentsOf: Array("\n50:text/x-ok:*.okay\n:::\n99999999999999999999:a/b:*.x\n50:a b/c:*.y\n".utf8))
        junk.append(contentsOf: Array(repeating: UInt8(ascii: "z"), count: 200_000))
        let folder = try temporaryMIMEFolder(globs: "", subclasses: "a/a a/b\na/b a/a\nx\n\n", aliases: "p/q q/p\nq/p p/q\n")
        try junk.write(to: folder.appendingPathComponent("globs2"))
        let database = SharedMIMEInfo(directories: [folder, URL(fileURLWithPath: "/nonexistent/mime")])
        #expect(database.mimeType(forExtension: "okay") == "text/x-ok")
        #expect(database.mimeType(forExtension: "y") == nil, "a MIME type with a space is refused")
        #expect(database.ancestors(of: "a/a") == ["a/b"], "a cycle ends the walk")
        _ = database.ancestors(of: "p/q")
    }

    private func temporaryMIMEFolder(globs: String, subclasses: String, aliases: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("utt-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try globs.write(to: folder.appendingPathComponent("globs2"), atomically: true, encoding: .utf8)
        try subclasses.write(to: folder.appendingPathComponent("subclasses"), atomically: true, encoding: .utf8)
        try aliases.write(to: folder.appendingPathComponent("aliases"), atomically: true, encoding: .utf8)
        return folder
    }
}
